import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseIdParams } from '../cases/cases.schemas.ts';
import type { Surface } from '../cases/cases.repo.ts';
import type { IdempotentRunner } from '../http/idempotency.ts';
import { errorResponses } from '../http/openapi-shapes.ts';
import { authOf } from '../http/types.ts';
import type { BlobStore } from './blob-store.ts';
import type { DocumentsService } from './documents.service.ts';
import { DOCUMENT_CATEGORIES, documentDetail, documentList, documentParams, listDocumentsQuery, uploadedDocuments } from './documents.schemas.ts';
import { MODULE_TYPES } from '../modules/module-types.ts';
import { receiveUpload, type UploadLimits } from './upload-intake.ts';

export interface DocumentRoutesDeps {
  documents: DocumentsService;
  blobs: BlobStore;
  idempotent: IdempotentRunner;
  limits: UploadLimits;
}

/** Documented in OpenAPI only: the multipart body is read part by part by the handler. */
const uploadForm = z.unknown().meta({
  type: 'object',
  required: ['files', 'module_type', 'document_category'],
  properties: {
    files: { type: 'array', items: { type: 'string', format: 'binary' }, description: 'One or more files (several `files` parts); the type is recognised from the bytes' },
    module_type: { type: 'string', enum: [...MODULE_TYPES], description: 'The module the files are for' },
    document_category: { type: 'string', enum: [...DOCUMENT_CATEGORIES], description: 'bank_statement (PDF, CSV, OFX/QFX) for cash_flow_analysis; paystub (PDF) for paystub' },
  },
});

/**
 * Document routes of one surface, in their own plugin scope: only these routes accept
 * multipart/form-data, every other route keeps answering 415 to it.
 */
export async function registerDocumentRoutes(appIn: FastifyInstance, deps: DocumentRoutesDeps, opts: { prefix: string; surface: Surface; tag: string }) {
  await appIn.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: deps.limits.maxFileBytes, files: deps.limits.maxFiles } });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { prefix, surface, tag } = opts;
    const config = { access: surface };

    app.post(
      `${prefix}/:case_id/documents`,
      {
        config,
        schema: {
          tags: [tag],
          summary: 'Upload documents',
          description: `multipart/form-data with \`module_type\`, \`document_category\` and up to ${deps.limits.maxFiles} \`files\` parts, in any order. A refused upload stores nothing.`,
          consumes: ['multipart/form-data'],
          params: caseIdParams,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          body: uploadForm,
          response: { 201: uploadedDocuments, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const upload = await receiveUpload(request, deps.blobs, deps.limits);
        const checked = await deps.documents.check(auth, surface, request.params.case_id, upload);
        // Retries are recognised by their form fields and the files' hashes.
        const bodyDigest = JSON.stringify({ module_type: checked.moduleType, category: checked.category, files: checked.files.map((f) => [f.filename, f.sha256]) });
        const out = await deps.documents.recording(checked, () =>
          deps.idempotent(request, reply, async (tx) => ({ status: 201, body: await deps.documents.record(tx, auth, surface, request.params.case_id, checked) }), { bodyDigest }),
        );
        return reply.code(out.status as 201).send(out.body as z.output<typeof uploadedDocuments>);
      },
    );

    app.get(
      `${prefix}/:case_id/documents`,
      {
        config,
        schema: {
          tags: [tag],
          summary: 'List the documents of a case, in upload order',
          params: caseIdParams,
          querystring: listDocumentsQuery,
          response: { 200: documentList, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => deps.documents.list(authOf(request), surface, request.params.case_id, request.query),
    );

    app.get(
      `${prefix}/:case_id/documents/:document_id`,
      {
        config,
        schema: {
          tags: [tag],
          summary: 'Read a document, with what was read from it',
          params: documentParams,
          response: { 200: documentDetail, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => deps.documents.get(authOf(request), surface, request.params.case_id, request.params.document_id),
    );
  });
}

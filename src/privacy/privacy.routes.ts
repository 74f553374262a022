import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Surface } from '../cases/cases.repo.ts';
import { caseIdParams } from '../cases/cases.schemas.ts';
import { errorResponses } from '../http/openapi-shapes.ts';
import { authOf } from '../http/types.ts';
import type { DeleteCaseService } from './delete-case.service.ts';
import type { ExportCaseService } from './export-case.service.ts';
import { deletedCase, zipBytes } from './privacy.schemas.ts';
import { zipArchive } from './zip.ts';

export interface PrivacyRoutesDeps {
  deletion: DeleteCaseService;
  exports: ExportCaseService;
}

/** DELETE and export of a case (contracts section 11), on either surface. */
export function registerPrivacyRoutes(appIn: FastifyInstance, deps: PrivacyRoutesDeps, opts: { prefix: string; surface: Surface; tag: string }) {
  const app = appIn.withTypeProvider<ZodTypeProvider>();
  const { prefix, surface, tag } = opts;
  const config = { access: surface };

  app.delete(
    `${prefix}/:case_id`,
    {
      config,
      schema: {
        tags: [tag],
        summary: "Delete a case: erase the borrower's data and documents",
        description:
          "Removes the documents' bytes and erases the borrower's personal data (names, phone, e-mail, address, deal, documents, bank data, " +
          'messages, names and descriptions in results) from the case, its results, events and remembered responses. What shows a decision ' +
          'was made stays: ids, dates, statuses, module outcomes, income figures, risk levels. The case then reads with status DELETED; ' +
          'its link answers 410; event CASE_DELETED. A second DELETE answers 200 with the same deleted_at. 409 while a module is analyzing.',
        params: caseIdParams,
        response: { 200: deletedCase, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return deps.deletion.deleteCase(auth, surface, request.params.case_id, { type: 'api_key', id: auth.key.id, ip: request.ip });
    },
  );

  app.get(
    `${prefix}/:case_id/export`,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'Export everything held about a case (ZIP)',
        description:
          '`application/zip`: `case.json`, `results/<module_type>-<result_id>.json`, `events.json`, `documents.json`, ' +
          '`documents/<document_id>/<filename>` (the files as uploaded, decrypted), `messages.json`, `bank-connections.json`.',
        produces: ['application/zip'],
        params: caseIdParams,
        response: { 200: zipBytes.describe('The archive, application/zip'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { caseId, entries } = await deps.exports.entries(authOf(request), surface, request.params.case_id);
      return reply
        .code(200)
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="case-${caseId}.zip"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(zipArchive(entries)));
    },
  );
}

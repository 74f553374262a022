import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Surface } from '../cases/cases.repo.ts';
import { caseOfActor } from '../cases/case-of-actor.ts';
import { moduleResults } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { UUID } from '../http/cursor.ts';
import { errorResponses } from '../http/openapi-shapes.ts';
import { authOf } from '../http/types.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { BlobOwner } from './encrypted-blobs.ts';
import { findDocument } from './documents.repo.ts';
import { DocumentRejectedError, type ParserPool } from './parser-pool.ts';
import type { PageBox } from './render-page.ts';

export interface DocumentPageRoutesDeps {
  store: Pick<Store, 'db'>;
  blobs: { read(sha256: string, owner?: BlobOwner): Promise<Buffer> };
  parser: Pick<ParserPool, 'renderPage'>;
}

const pageParams = z.object({
  case_id: z.string().meta({ description: 'Id of the case (case_id)' }),
  document_id: z.string().meta({ description: 'Id of the document (document_id)' }),
  n: z.string().meta({ description: 'The page, from 1', example: '1' }),
});

const pngBytes = z.unknown().meta({ type: 'string', format: 'binary' });

/** Formats with pages (CSV and OFX statements have none). */
const PAGED_FORMATS: readonly string[] = ['PDF', 'IMAGE'];

type StoredSignal = { document_id?: unknown; page?: unknown; boxes?: unknown };

/**
 * The boxes of the document's fraud signals on page `n`, from the newest result of its module that
 * holds a fraud assessment (a completed run's, or an INSUFFICIENT run's).
 */
export async function signalBoxesOf(db: Executor, doc: { id: string; caseId: string; moduleInstanceId: string }, n: number): Promise<PageBox[]> {
  const [row] = await db
    .select({ signals: sql<unknown>`${moduleResults.data}->'fraud'->'signals'` })
    .from(moduleResults)
    .where(and(eq(moduleResults.caseId, doc.caseId), eq(moduleResults.moduleInstanceId, doc.moduleInstanceId), sql`${moduleResults.data} ? 'fraud'`))
    .orderBy(desc(moduleResults.analyzedAt))
    .limit(1);
  const signals = Array.isArray(row?.signals) ? (row.signals as StoredSignal[]) : [];
  const finite = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  return signals
    .filter((s) => s.document_id === doc.id && s.page === n && Array.isArray(s.boxes))
    .flatMap((s) => s.boxes as PageBox[])
    .filter((b) => finite(b?.x) && finite(b?.y) && finite(b?.width) && finite(b?.height));
}

/**
 * `GET {prefix}/:case_id/documents/:document_id/pages/:n.png` (contracts section 9): the page drawn,
 * with the boxes of that document's fraud signals marked. Drawn in the parser pool, like the
 * dashboard's viewer.
 */
export function registerDocumentPageRoutes(appIn: FastifyInstance, deps: DocumentPageRoutesDeps, opts: { prefix: string; surface: Surface; tag: string }) {
  const app = appIn.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${opts.prefix}/:case_id/documents/:document_id/pages/:n.png`,
    {
      config: { access: opts.surface },
      schema: {
        tags: [opts.tag],
        summary: 'A page of a document as a PNG, fraud evidence marked',
        description:
          'The page (from 1) of an uploaded PDF or image, at most 1200 px wide, with the `boxes` of the fraud signals of this document on this page ' +
          'outlined in red (from the newest result of its module that holds `fraud`). A photo is drawn upright as its EXIF orientation turns it, its boxes in its own pixels; ' +
          'on a photo or scanned page the boxes are the words OCR read the flagged figures from. 404 for an unknown document or page, or a CSV/OFX statement, which has no pages.',
        produces: ['image/png'],
        params: pageParams,
        response: { 200: pngBytes.describe('The page, image/png'), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const caseRow = await caseOfActor(deps.store.db, auth, opts.surface, request.params.case_id);
      const id = request.params.document_id.toLowerCase();
      const doc = UUID.test(id) ? await findDocument(deps.store.db, caseRow.id, id) : undefined;
      if (!doc) throw notFound('Document');
      if (!PAGED_FORMATS.includes(doc.format)) throw new AppError('not_found', `${doc.filename} is a ${doc.format} statement: it has no pages`);
      const n = /^\d{1,6}$/.test(request.params.n) ? Number(request.params.n) : 0;
      const pageCount = doc.pageCount ?? 1;
      if (n < 1 || n > pageCount) throw new AppError('not_found', `${doc.filename} has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}; there is no page ${request.params.n}`);
      const bytes = await deps.blobs.read(doc.sha256, { accountId: caseRow.accountId });
      const image = await deps.parser.renderPage(bytes, n, { accountId: caseRow.accountId, caseId: caseRow.id }).catch((err: Error) => {
        if (err instanceof DocumentRejectedError) return { ok: false as const, missing: false, reason: err.reason };
        throw err;
      });
      if (!image.ok) throw image.missing ? new AppError('not_found', image.reason) : new AppError('conflict', `The page could not be drawn. ${image.reason}`);
      // Loaded on the first marked page: sharp and pdfjs stay out of a service that never shows one.
      const { markBoxes } = await import('./render-page.ts');
      const png = await markBoxes(image.png, image, await signalBoxesOf(deps.store.db, doc, n));
      return reply.code(200).header('Cache-Control', 'private, no-store').type('image/png').send(Buffer.from(png));
    },
  );
}

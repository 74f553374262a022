import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import { signalBoxesOf } from '../documents/document-pages.routes.ts';
import { DocumentRejectedError } from '../documents/parser-pool.ts';
import { caseViewService } from './case-view.service.ts';
import { sendPage, signedIn, viewerOf, type DashboardContext } from './dashboard-context.ts';
import { documentPage } from './pages/document-page.ts';
import { AppError, notFound } from '../shared/errors.ts';

const ANY_USER = { config: { access: 'PUBLIC' as const, dashboard: 'analyst' as const }, schema: { hide: true } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
type PageParams = { Params: { case_id: string; document_id: string; n: string } };

/** Formats whose pages the viewer shows (CSV and OFX statements have none). */
export const VIEWABLE_FORMATS: readonly string[] = ['PDF', 'IMAGE'];

async function caseDocument(db: Executor, caseId: string, documentId: string) {
  const [row] = await db.select().from(documents).where(and(eq(documents.caseId, caseId), eq(documents.id, documentId)));
  return row;
}

const noPage = (message: string) => new AppError('not_found', message);

/** The document viewer: one page of a case's document as a page, and as a PNG drawn in the pool. */
export function registerDocumentViewerRoutes(app: FastifyInstance, ctx: DashboardContext) {
  const views = caseViewService({ store: ctx.store, box: ctx.box, cases: ctx.cases, publicUrl: ctx.publicUrl });

  /** The signed-in account's case and its document, and the page number asked for; else 404. */
  async function locate(request: { params: PageParams['Params'] }, accountId: string) {
    const row = await views.caseRow(accountId, request.params.case_id);
    const id = request.params.document_id.toLowerCase();
    const doc = UUID.test(id) ? await caseDocument(ctx.store.db, row.id, id) : undefined;
    if (!doc) throw notFound('Document');
    if (!VIEWABLE_FORMATS.includes(doc.format)) throw noPage(`${doc.filename} is a ${doc.format} statement: it has no page images`);
    const n = /^\d{1,6}$/.test(request.params.n) ? Number(request.params.n) : 0;
    const pageCount = doc.pageCount ?? 1;
    if (n < 1 || n > pageCount) throw noPage(`${doc.filename} has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}; there is no page ${request.params.n}`);
    return { row, doc, n, pageCount };
  }

  app.get<PageParams>('/dashboard/cases/:case_id/documents/:document_id/pages/:n.png', ANY_USER, async (request, reply) => {
    const account = signedIn(request).account;
    const { row, doc, n } = await locate(request, account.id);
    const bytes = await ctx.documents.blobs.read(doc.sha256);
    const image = await ctx.documents.parser.renderPage(bytes, n, { accountId: account.id, caseId: row.id }).catch((err: Error) => {
      // Over the pool's time or memory limit, or unreadable: the reason, not a fault of the service.
      if (err instanceof DocumentRejectedError) return { ok: false as const, missing: false, reason: err.reason };
      throw err;
    });
    if (!image.ok) throw image.missing ? noPage(image.reason) : new AppError('conflict', `The page could not be shown. ${image.reason}`);
    // The evidence of the document's fraud signals on this page, outlined as the API's page image does.
    // sharp and pdfjs load with the first page drawn, not at start.
    const { markBoxes } = await import('../documents/render-page.ts');
    const png = await markBoxes(image.png, image, await signalBoxesOf(ctx.store.db, doc, n));
    return reply.header('Cache-Control', 'private, no-store').type('image/png').send(Buffer.from(png));
  });

  app.get<PageParams>('/dashboard/cases/:case_id/documents/:document_id/pages/:n', ANY_USER, async (request, reply) => {
    const { row, doc, n, pageCount } = await locate(request, signedIn(request).account.id);
    return sendPage(
      reply,
      200,
      documentPage(ctx.assets, viewerOf(request), { caseId: row.id, referenceId: row.referenceId, documentId: doc.id, filename: doc.filename, page: n, pageCount }),
    );
  });

  app.get<{ Params: { case_id: string; document_id: string }; Querystring: { page?: string } }>('/dashboard/cases/:case_id/documents/:document_id', ANY_USER, async (request, reply) => {
    const n = /^\d{1,6}$/.test(request.query.page ?? '') ? request.query.page : '1';
    return reply.redirect(`/dashboard/cases/${encodeURIComponent(request.params.case_id)}/documents/${encodeURIComponent(request.params.document_id)}/pages/${n}`, 303);
  });
}

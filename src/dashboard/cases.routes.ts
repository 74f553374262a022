import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CURRENT_API_VERSION } from '../http/versions.ts';
import { caseViewService } from './case-view.service.ts';
import * as repo from './cases.repo.ts';
import { modulesOfCases } from '../cases/cases.repo.ts';
import { actorOf, sendPage, signedIn, viewerOf, type DashboardContext } from './dashboard-context.ts';
import { casePage, confirmCasePage } from './pages/case-page.ts';
import { CASE_STATUSES, MODULE_STATUSES, casesPage, type CasesQuery } from './pages/cases-page.ts';

const ANY_USER = { config: { access: 'PUBLIC' as const, dashboard: 'analyst' as const }, schema: { hide: true } };
const PAGE_SIZE = 25;
type CaseParams = { Params: { case_id: string } };
type ListQuery = { Querystring: Partial<Record<keyof CasesQuery | 'cursor', string>> };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function decodeCursor(c: string | undefined) {
  if (!c) return undefined;
  const [at, id] = Buffer.from(c, 'base64url').toString('utf8').split('|');
  const d = new Date(at ?? '');
  return Number.isNaN(d.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '') ? undefined : { createdAt: d, id: id! };
}
const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

/** The account's cases (both surfaces): search and filters, the case page, cancel and advance. */
export function registerCaseRoutes(app: FastifyInstance, ctx: DashboardContext) {
  const { db } = ctx.store;
  const views = caseViewService({ store: ctx.store, box: ctx.box, cases: ctx.cases, publicUrl: ctx.publicUrl });

  app.get<ListQuery>('/dashboard/cases', ANY_USER, async (request, reply) => {
    const accountId = signedIn(request).account.id;
    const raw = request.query;
    const pick = (v: string | undefined, allowed: readonly string[]) => (v && allowed.includes(v) ? v : '');
    const stages = await repo.stageNames(db, accountId);
    const q: CasesQuery = {
      q: (raw.q ?? '').trim().slice(0, 100),
      status: pick(raw.status, CASE_STATUSES),
      stage: pick(raw.stage, stages),
      module_status: pick(raw.module_status, MODULE_STATUSES),
      created_from: DATE.test(raw.created_from ?? '') ? raw.created_from! : '',
      created_to: DATE.test(raw.created_to ?? '') ? raw.created_to! : '',
    };
    const to = q.created_to ? new Date(Date.parse(q.created_to) + 86_400_000) : undefined;
    const rows = await repo.searchCases(
      db,
      accountId,
      { q: q.q || undefined, status: q.status || undefined, stage: q.stage || undefined, moduleStatus: q.module_status || undefined, createdFrom: q.created_from ? new Date(q.created_from) : undefined, createdTo: to },
      { limit: PAGE_SIZE + 1, after: decodeCursor(raw.cursor) },
    );
    const pageRows = rows.slice(0, PAGE_SIZE);
    const modules = await modulesOfCases(db, pageRows.map((r) => r.caseRow.id));
    const items = pageRows.map((r) => ({ ...r, modules: modules.filter((m) => m.caseId === r.caseRow.id) }));
    const last = pageRows[pageRows.length - 1];
    const next = rows.length > PAGE_SIZE && last ? encodeCursor(last.caseRow.createdAt, last.caseRow.id) : null;
    return sendPage(reply, 200, casesPage(ctx.assets, viewerOf(request), q, stages, items, next));
  });

  app.get<CaseParams>('/dashboard/cases/:case_id', ANY_USER, async (request, reply) => {
    const view = await views.view(signedIn(request).account.id, request.params.case_id);
    return sendPage(reply, 200, casePage(ctx.assets, viewerOf(request), view));
  });

  for (const action of ['cancel', 'advance'] as const) {
    app.get<CaseParams>(`/dashboard/cases/:case_id/${action}`, ANY_USER, async (request, reply) => {
      const view = await views.view(signedIn(request).account.id, request.params.case_id);
      return sendPage(reply, 200, confirmCasePage(ctx.assets, viewerOf(request), view, action));
    });

    app.post<CaseParams>(`/dashboard/cases/:case_id/${action}`, ANY_USER, async (request, reply) => {
      const account = signedIn(request).account;
      const row = await views.caseRow(account.id, request.params.case_id);
      await db.transaction(async (tx) => {
        if (action === 'cancel') await ctx.cases.cancel(tx, { account }, row.surface, row.id);
        else await ctx.cases.advance(tx, { account }, row.surface, row.id);
        await ctx.audit.record(tx, actorOf(request), { accountId: account.id, action: `case.${action}`, details: { case_id: row.id, reference_id: row.referenceId } });
      });
      return reply.redirect(`/dashboard/cases/${row.id}`, 303);
    });
  }

  app.get<CaseParams>('/dashboard/cases/:case_id/report.pdf', ANY_USER, async (request: FastifyRequest<CaseParams>, reply) => {
    const account = signedIn(request).account;
    const row = await views.caseRow(account.id, request.params.case_id);
    const report = await ctx.reports.issue({ account }, row.id, account.apiVersion ?? CURRENT_API_VERSION);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="income-verification-${row.id}.pdf"`)
      .header('Report-Id', report.report_id)
      .header('Report-Sha256', report.sha256)
      .send(report.bytes);
  });
}

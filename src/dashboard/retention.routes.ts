import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAccount } from '../accounts/accounts.repo.ts';
import { recentRuns, setRetention } from '../privacy/retention.repo.ts';
import { parseRetentionDays } from '../privacy/retention.service.ts';
import { actorOf, field, sendPage, signedIn, viewerOf, type DashboardContext } from './dashboard-context.ts';
import { retentionPage, type RetentionView } from './pages/retention-page.ts';

const ADMIN = { config: { access: 'PUBLIC' as const, dashboard: 'admin' as const }, schema: { hide: true } };

/** The account's retention setting and what the retention job removed: admins only. */
export function registerRetentionRoutes(app: FastifyInstance, ctx: DashboardContext) {
  async function render(request: FastifyRequest, view: Partial<RetentionView> = {}) {
    const accountId = signedIn(request).account.id;
    const account = (await findAccount(ctx.store.db, accountId))!;
    return retentionPage(ctx.assets, viewerOf(request), {
      documentsDays: account.retentionDocumentsDays,
      casesDays: account.retentionCasesDays,
      runs: await recentRuns(ctx.store.db, accountId),
      ...view,
    });
  }

  app.get('/dashboard/retention', ADMIN, async (request, reply) => sendPage(reply, 200, await render(request)));

  app.post<{ Body: Record<string, string> | undefined }>('/dashboard/retention', ADMIN, async (request, reply) => {
    const account = signedIn(request).account;
    const typed = { documents: field(request.body, 'documents_days', 20), cases: field(request.body, 'cases_days', 20) };
    let days;
    try {
      days = { documents: parseRetentionDays('Delete documents after', typed.documents), cases: parseRetentionDays('Delete cases after', typed.cases) };
    } catch (err) {
      return sendPage(reply, 400, await render(request, { error: (err as Error).message, typed }));
    }
    await setRetention(ctx.store.db, account.id, days);
    await ctx.audit.record(undefined, actorOf(request), { accountId: account.id, action: 'account.retention', details: { documents_days: days.documents, cases_days: days.cases } });
    return sendPage(reply, 200, await render(request, { info: 'Retention is saved.' }));
  });
}

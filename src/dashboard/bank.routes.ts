import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAggregator } from '../bank/aggregators.repo.ts';
import { AppError } from '../shared/errors.ts';
import { actorOf, field, sendPage, signedIn, viewerOf, type DashboardContext } from './dashboard-context.ts';
import { bankPage, type BankView } from './pages/bank-page.ts';

const ADMIN = { config: { access: 'PUBLIC' as const, dashboard: 'admin' as const }, schema: { hide: true } };

/** The account's Plaid settings, as `account set-aggregator` sets them: admins only. */
export function registerBankSettingsRoutes(app: FastifyInstance, ctx: DashboardContext) {
  async function render(request: FastifyRequest, view: Partial<BankView> = {}) {
    const row = await findAggregator(ctx.store.db, signedIn(request).account.id);
    return bankPage(ctx.assets, viewerOf(request), { plaid: row ? { clientId: row.clientId, env: row.env } : null, ...view });
  }

  app.get('/dashboard/bank', ADMIN, async (request, reply) => sendPage(reply, 200, await render(request)));

  app.post<{ Body: Record<string, string> | undefined }>('/dashboard/bank', ADMIN, async (request, reply) => {
    const account = signedIn(request).account;
    if (field(request.body, 'action', 20) === 'remove') {
      const out = await ctx.accounts.setAggregator(account.id, { provider: 'none' });
      await ctx.audit.record(undefined, actorOf(request), { accountId: account.id, action: 'account.set-aggregator', details: { provider: out.provider } });
      return sendPage(reply, 200, await render(request, { info: 'Plaid is removed.' }));
    }
    const typed = { clientId: field(request.body, 'client_id', 200).trim(), env: field(request.body, 'env', 20) };
    const secret = field(request.body, 'secret', 300).trim();
    try {
      const out = await ctx.accounts.setAggregator(account.id, { provider: 'plaid', clientId: typed.clientId, secret, env: typed.env as 'sandbox' | 'production' });
      await ctx.audit.record(undefined, actorOf(request), { accountId: account.id, action: 'account.set-aggregator', details: { provider: out.provider, client_id: out.client_id, env: out.env } });
    } catch (err) {
      if (!(err instanceof AppError) || err.kind !== 'validation') throw err;
      const errors = (err.extra.errors as { field: string; error: string }[]).map((e) => `${e.field.replace('_', ' ')} ${e.error}`);
      return sendPage(reply, 400, await render(request, { error: `${errors.join('; ')}.`, typed }));
    }
    return sendPage(reply, 200, await render(request, { info: 'Plaid settings are saved. Borrowers now connect their bank through Plaid Link.' }));
  });
}

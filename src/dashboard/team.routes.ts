import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.ts';
import { actorOf, field, sendPage, signedIn, viewerOf, type DashboardContext } from './dashboard-context.ts';
import { auditPage, teamPage, type ShownLink } from './pages/team-page.ts';
import { findUser } from './users.repo.ts';

const ADMIN = { config: { access: 'PUBLIC' as const, dashboard: 'admin' as const }, schema: { hide: true } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** People of the account (invite, new sign-in links) and the audit log: admins only. */
export function registerTeamRoutes(app: FastifyInstance, ctx: DashboardContext) {
  async function render(request: FastifyRequest, opts: { link?: ShownLink; error?: string; email?: string } = {}) {
    return teamPage(ctx.assets, viewerOf(request), await ctx.users.list(signedIn(request).account.id), opts);
  }

  app.get('/dashboard/team', ADMIN, async (request, reply) => sendPage(reply, 200, await render(request)));

  app.post<{ Body: Record<string, string> | undefined }>('/dashboard/team', ADMIN, async (request, reply) => {
    const account = signedIn(request).account;
    const email = field(request.body, 'email', 320);
    const role = field(request.body, 'role');
    if (role !== 'admin' && role !== 'analyst') return sendPage(reply, 400, await render(request, { error: 'Choose a role.', email }));
    let created;
    try {
      created = await ctx.users.create({ accountId: account.id, email, role });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      return sendPage(reply, err.status, await render(request, { error: err.message, email }));
    }
    await ctx.audit.record(undefined, actorOf(request), { accountId: account.id, action: 'user.create', details: { user_id: created.user_id, email: created.email, role } });
    return sendPage(reply, 201, await render(request, { link: { email: created.email, url: created.sign_in_url, expiresAt: created.sign_in_url_expires_at } }));
  });

  app.post<{ Params: { user_id: string } }>('/dashboard/team/:user_id/link', ADMIN, async (request, reply) => {
    const account = signedIn(request).account;
    const id = request.params.user_id.toLowerCase();
    const user = UUID.test(id) ? await findUser(ctx.store.db, id) : undefined;
    if (!user || user.accountId !== account.id) throw new AppError('not_found', 'User not found');
    const link = await ctx.users.reset(user.email, account.id);
    await ctx.audit.record(undefined, actorOf(request), { accountId: account.id, action: 'user.reset', details: { user_id: user.id, email: user.email } });
    return sendPage(reply, 200, await render(request, { link: { email: link.email, url: link.sign_in_url, expiresAt: link.sign_in_url_expires_at } }));
  });

  app.get<{ Querystring: { cursor?: string } }>('/dashboard/audit', ADMIN, async (request, reply) => {
    const { rows, nextCursor } = await ctx.audit.list(signedIn(request).account.id, { limit: 50, cursor: request.query.cursor });
    return sendPage(reply, 200, auditPage(ctx.assets, viewerOf(request), rows, nextCursor));
  });
}

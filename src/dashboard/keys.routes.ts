import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findApiKey } from '../accounts/accounts.repo.ts';
import { notFound } from '../shared/errors.ts';
import { actorOf, field, sendPage, signedIn, viewerOf, type DashboardContext } from './dashboard-context.ts';
import { listKeysOfAccount } from './keys.repo.ts';
import { keysPage, revokeKeyPage, type ShownKey } from './pages/keys-page.ts';
import { when } from './pages/layout.ts';

const ADMIN = { config: { access: 'PUBLIC' as const, dashboard: 'admin' as const }, schema: { hide: true } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
type KeyParams = { Params: { key_id: string } };

/** API keys of the signed-in admin's account: list, create, rotate, revoke (the CLI's rules). */
export function registerKeyRoutes(app: FastifyInstance, ctx: DashboardContext) {
  const { db } = ctx.store;

  async function render(request: FastifyRequest, opts: { shown?: ShownKey; error?: string } = {}) {
    const keys = await listKeysOfAccount(db, signedIn(request).account.id);
    return keysPage(ctx.assets, viewerOf(request), keys, opts);
  }

  /** A key of this account, or 404 as for any id of another account. */
  async function ownKey(request: FastifyRequest<KeyParams>) {
    const id = request.params.key_id.toLowerCase();
    const key = UUID.test(id) ? await findApiKey(db, id) : undefined;
    if (!key || key.accountId !== signedIn(request).account.id) throw notFound('Key');
    return key;
  }

  app.get('/dashboard/keys', ADMIN, async (request, reply) => sendPage(reply, 200, await render(request)));

  app.post<{ Body: Record<string, string> | undefined }>('/dashboard/keys', ADMIN, async (request, reply) => {
    const clientType = field(request.body, 'client_type');
    if (clientType !== 'LENDER' && clientType !== 'DEALER') return sendPage(reply, 400, await render(request, { error: 'Choose LENDER or DEALER.' }));
    const account = signedIn(request).account;
    const created = await ctx.accounts.createKey(account.id, clientType);
    await ctx.audit.record(undefined, actorOf(request), { accountId: account.id, action: 'key.create', details: { key_id: created.key_id, client_type: clientType } });
    return sendPage(reply, 201, await render(request, { shown: { heading: `New ${clientType} key`, apiKey: created.api_key } }));
  });

  app.post<KeyParams>('/dashboard/keys/:key_id/rotate', ADMIN, async (request, reply) => {
    const key = await ownKey(request);
    const rotated = await ctx.accounts.rotateKey(key.id);
    await ctx.audit.record(undefined, actorOf(request), {
      accountId: key.accountId,
      action: 'key.rotate',
      details: { key_id: rotated.key_id, old_key_id: key.id, old_key_expires_at: rotated.old_key_expires_at },
    });
    const note = `The old key ${key.displayPrefix}… keeps working until ${when(new Date(rotated.old_key_expires_at))}.`;
    return sendPage(reply, 201, await render(request, { shown: { heading: `New ${rotated.client_type} key`, apiKey: rotated.api_key, note } }));
  });

  app.get<KeyParams>('/dashboard/keys/:key_id/revoke', ADMIN, async (request, reply) => sendPage(reply, 200, revokeKeyPage(ctx.assets, viewerOf(request), await ownKey(request))));

  app.post<KeyParams>('/dashboard/keys/:key_id/revoke', ADMIN, async (request, reply) => {
    const key = await ownKey(request);
    const revoked = await ctx.accounts.revokeKey(key.id);
    await ctx.audit.record(undefined, actorOf(request), { accountId: key.accountId, action: 'key.revoke', details: { key_id: key.id, revoked_at: revoked.revoked_at } });
    return reply.redirect('/dashboard/keys', 303);
  });
}

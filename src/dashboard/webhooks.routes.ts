import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAccount } from '../accounts/accounts.repo.ts';
import { AppError } from '../shared/errors.ts';
import { actorOf, field, sendPage, signedIn, viewerOf, type DashboardContext } from './dashboard-context.ts';
import { webhooksPage, type WebhooksView } from './pages/webhooks-page.ts';
import { sendTestEvent } from './test-event.ts';
import { findChaos, putChaos } from '../sandbox/chaos.repo.ts';
import { chaosBody } from '../sandbox/sandbox.schemas.ts';

const ADMIN = { config: { access: 'PUBLIC' as const, dashboard: 'admin' as const }, schema: { hide: true } };
type Form = { Body: Record<string, string> | undefined };

/** The account's webhook endpoint, test event, signing secret and (production) IP allowlist. */
export function registerWebhookRoutes(app: FastifyInstance, ctx: DashboardContext) {
  const { secretOverlapHours } = ctx;
  async function render(request: FastifyRequest, view: Omit<WebhooksView, 'account' | 'secretOverlapHours'> = {}) {
    const account = (await findAccount(ctx.store.db, signedIn(request).account.id))!;
    const chaos = account.environment === 'sandbox' ? ((await findChaos(ctx.store.db, account.id)) ?? { duplicateRate: 0, reorderWindowMs: 0, failFirstAttempts: 0 }) : undefined;
    return webhooksPage(ctx.assets, viewerOf(request), { account, secretOverlapHours, chaos, ...view });
  }

  /** The service's refusal (a 400 or 409) shown on the page; anything else is the error handler's. */
  function refusal(err: unknown): string {
    if (err instanceof AppError && err.status < 500) return err.message;
    throw err;
  }

  app.get('/dashboard/webhooks', ADMIN, async (request, reply) => sendPage(reply, 200, await render(request)));

  app.post<Form>('/dashboard/webhooks/url', ADMIN, async (request, reply) => {
    const account = signedIn(request).account;
    const url = field(request.body, 'url').trim();
    try {
      await ctx.accounts.setWebhook(account.id, url);
    } catch (err) {
      return sendPage(reply, 400, await render(request, { error: refusal(err), urlValue: url }));
    }
    await ctx.audit.record(undefined, actorOf(request), { accountId: account.id, action: 'webhook.set', details: { url } });
    return sendPage(reply, 200, await render(request, { info: 'The endpoint URL is saved.' }));
  });

  app.post('/dashboard/webhooks/test', ADMIN, async (request, reply) => {
    const account = (await findAccount(ctx.store.db, signedIn(request).account.id))!;
    if (!account.webhookUrl) return sendPage(reply, 409, await render(request, { error: 'Set an endpoint URL first.' }));
    const { event_id, outcome } = await sendTestEvent(account, ctx.box, ctx.webhooks);
    await ctx.audit.record(undefined, actorOf(request), { accountId: account.id, action: 'webhook.test', details: { event_id, status_code: outcome.statusCode, succeeded: outcome.succeeded } });
    return sendPage(reply, 200, await render(request, { test: { eventId: event_id, ...outcome } }));
  });

  app.post<Form>('/dashboard/webhooks/secret', ADMIN, async (request, reply) => {
    const d = signedIn(request);
    const confirmed = await ctx.users.confirmPassword(d.user, field(request.body, 'password', 1024), request.ip);
    if (!confirmed.ok && confirmed.reason === 'throttled') {
      reply.header('Retry-After', String(confirmed.retryAfterSeconds));
      return sendPage(reply, 429, await render(request, { error: `Too many attempts. Try again in ${confirmed.retryAfterSeconds} seconds.` }));
    }
    if (!confirmed.ok) return sendPage(reply, 401, await render(request, { error: 'That password is not right.' }));
    const account = (await findAccount(ctx.store.db, d.account.id))!;
    await ctx.audit.record(undefined, actorOf(request), { accountId: account.id, action: 'webhook.secret_revealed' });
    return sendPage(reply, 200, await render(request, { secret: ctx.box.open(account.signingSecretSealed) }));
  });

  app.post('/dashboard/webhooks/rotate', ADMIN, async (request, reply) => {
    const account = signedIn(request).account;
    const rotated = await ctx.accounts.rotateSigningSecret(account.id, secretOverlapHours);
    await ctx.audit.record(undefined, actorOf(request), { accountId: account.id, action: 'webhook.rotate_secret', details: { previous_secret_expires_at: rotated.previous_secret_expires_at } });
    return sendPage(reply, 200, await render(request, { secret: rotated.signing_secret, info: 'A new signing secret is in use. Copy it now; the previous one keeps signing during the overlap.' }));
  });

  app.post<Form>('/dashboard/webhooks/chaos', ADMIN, async (request, reply) => {
    const account = signedIn(request).account;
    if (account.environment !== 'sandbox') return sendPage(reply, 409, await render(request, { error: 'Webhook chaos is for sandbox accounts only.' }));
    const number = (name: string) => {
      const raw = field(request.body, name, 32).trim();
      return raw === '' ? Number.NaN : Number(raw);
    };
    const input = { duplicate_rate: number('duplicate_rate'), reorder_window_ms: number('reorder_window_ms'), fail_first_attempts: number('fail_first_attempts') };
    const checked = chaosBody.safeParse(input);
    if (!checked.success) {
      const labels: Record<string, string> = { duplicate_rate: 'Duplicate rate', reorder_window_ms: 'Reorder window', fail_first_attempts: 'Failed first attempts' };
      const error = checked.error.issues.map((i) => `${labels[String(i.path[0])] ?? String(i.path[0])} ${Number.isNaN(input[i.path[0] as keyof typeof input]) ? 'must be a number' : i.message}.`).join(' ');
      return sendPage(reply, 400, await render(request, { error }));
    }
    await putChaos(ctx.store.db, {
      accountId: account.id,
      duplicateRate: checked.data.duplicate_rate ?? 0,
      reorderWindowMs: checked.data.reorder_window_ms ?? 0,
      failFirstAttempts: checked.data.fail_first_attempts ?? 0,
      updatedAt: new Date(),
    });
    await ctx.audit.record(undefined, actorOf(request), { accountId: account.id, action: 'sandbox.webhook_chaos', details: { ...checked.data } });
    return sendPage(reply, 200, await render(request, { info: 'The chaos settings are saved.' }));
  });

  app.post<Form>('/dashboard/webhooks/allowlist', ADMIN, async (request, reply) => {
    const account = signedIn(request).account;
    if (account.environment !== 'production') return sendPage(reply, 409, await render(request, { error: 'The IP allowlist applies to production accounts only.' }));
    const ips = field(request.body, 'ips', 16_384).split(/[\s,]+/).filter(Boolean);
    let saved;
    try {
      saved = await ctx.accounts.setAllowlist(account.id, ips);
    } catch (err) {
      return sendPage(reply, 400, await render(request, { error: refusal(err) }));
    }
    await ctx.audit.record(undefined, actorOf(request), { accountId: account.id, action: 'allowlist.set', details: { ip_allowlist: saved.ip_allowlist } });
    return sendPage(reply, 200, await render(request, { info: 'The IP allowlist is saved.' }));
  });
}

import type { FastifyInstance } from 'fastify';
import type { BankService } from '../bank.service.ts';
import { BankConnectorError } from '../bank.types.ts';
import { PLAID_PROVIDER } from './plaid.connector.ts';
import { WebhookRefused, type PlaidWebhookVerifier } from './plaid-webhook-verify.ts';

export interface PlaidWebhookRoutesDeps {
  bank: Pick<BankService, 'syncItem' | 'itemHealth'>;
  verifier: PlaidWebhookVerifier;
}

interface PlaidWebhook {
  webhook_type?: unknown;
  webhook_code?: unknown;
  item_id?: unknown;
  error?: { error_code?: unknown } | null;
}

/**
 * `POST /webhooks/plaid` (contracts 12): Plaid's news about items. Anything that fails
 * verification answers 401 and changes nothing; a verified webhook for an unknown item answers 200
 * and changes nothing. A pull that failed in a way that may pass answers 503, so Plaid sends it again.
 */
export async function registerPlaidWebhookRoutes(app: FastifyInstance, deps: PlaidWebhookRoutesDeps) {
  app.post('/webhooks/plaid', { config: { access: 'PUBLIC' }, schema: { hide: true } }, async (request, reply) => {
    const raw = request.rawBody ?? Buffer.alloc(0);
    try {
      const header = request.headers['plaid-verification'];
      await deps.verifier.verify(Array.isArray(header) ? header[0] : header, raw);
    } catch (err) {
      if (!(err instanceof WebhookRefused)) throw err;
      request.log.warn({ reason: err.message }, 'Plaid webhook refused');
      return reply.code(401).send({ message: err.message });
    }
    const hook = (request.body ?? {}) as PlaidWebhook;
    const itemId = typeof hook.item_id === 'string' ? hook.item_id : null;
    if (!itemId) return reply.code(200).send({ received: true });
    const type = String(hook.webhook_type ?? '');
    const code = String(hook.webhook_code ?? '');
    try {
      if (type === 'TRANSACTIONS' && code === 'SYNC_UPDATES_AVAILABLE') {
        await deps.bank.syncItem(PLAID_PROVIDER, itemId);
      } else if (type === 'ITEM') {
        const errorCode = hook.error && typeof hook.error.error_code === 'string' ? hook.error.error_code : null;
        if (code === 'ERROR' && errorCode === 'ITEM_LOGIN_REQUIRED') await deps.bank.itemHealth(PLAID_PROVIDER, itemId, { status: 'login_required', code: errorCode });
        else if (code === 'LOGIN_REPAIRED') await deps.bank.itemHealth(PLAID_PROVIDER, itemId, { status: 'active', code });
        else if (code === 'PENDING_EXPIRATION' || code === 'PENDING_DISCONNECT') await deps.bank.itemHealth(PLAID_PROVIDER, itemId, { expiring: true });
        else if (code === 'USER_PERMISSION_REVOKED' || code === 'USER_ACCOUNT_REVOKED') await deps.bank.itemHealth(PLAID_PROVIDER, itemId, { status: 'revoked', code });
      }
    } catch (err) {
      if (!(err instanceof BankConnectorError)) throw err;
      request.log.warn({ code: err.code }, 'Plaid pull after a webhook failed');
      if (err.opts.retryable) return reply.code(503).send({ message: 'Plaid could not be read just now; send the webhook again later' });
    }
    return reply.code(200).send({ received: true });
  });
}

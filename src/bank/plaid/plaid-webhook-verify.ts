import crypto from 'node:crypto';
import type { JWK } from 'jose';

/** The JOSE library is loaded with the first webhook: accounts without Plaid never need it. */
let joseModule: Promise<typeof import('jose')> | null = null;
const jose = () => (joseModule ??= import('jose'));
import type { Executor } from '../../db/store.ts';
import type { SecretBox } from '../../shared/secret-box.ts';
import { anyAggregator, findAggregator } from '../aggregators.repo.ts';
import * as bankRepo from '../bank.repo.ts';
import { plaidCredentialsOf } from '../connectors.ts';
import { plaidApi, PLAID_PROVIDER, type PlaidClientSettings } from './plaid.connector.ts';

/** A webhook that failed verification: answered 401 with this message, nothing changed. */
export class WebhookRefused extends Error {}

/** How old a webhook's `iat` may be. */
export const MAX_WEBHOOK_AGE_SECONDS = 5 * 60;

const sha256Hex = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * Verifies Plaid's `Plaid-Verification` header (plaid.com/docs/api/webhooks/webhook-verification):
 * an ES256 JWT whose key comes from `/webhook_verification_key/get` by its `kid` (kept by `kid`
 * while Plaid says it has not expired), issued within 5 minutes, whose `request_body_sha256`
 * equals the SHA-256 of the exact bytes received. The key is asked for with the credentials of
 * the account owning the item named in the body, or any account's when the item is unknown.
 */
export function plaidWebhookVerifier(deps: { db: Executor; box: SecretBox; plaid: PlaidClientSettings; now?: () => number }) {
  const keys = new Map<string, { key: CryptoKey | Uint8Array; expiredAt: number | null }>();
  const now = deps.now ?? (() => Date.now());

  async function credentialsFor(itemId: string | undefined) {
    const connection = itemId ? await bankRepo.connectionOfItem(deps.db, PLAID_PROVIDER, itemId) : undefined;
    const row = (connection && (await findAggregator(deps.db, connection.accountId))) || (await anyAggregator(deps.db));
    if (!row) throw new WebhookRefused('No account has Plaid configured: the webhook cannot be verified');
    return plaidCredentialsOf(row, deps.box);
  }

  async function keyFor(kid: string, itemId: string | undefined) {
    const cached = keys.get(kid);
    if (cached && (cached.expiredAt === null || cached.expiredAt * 1000 > now())) return cached.key;
    const api = await plaidApi(await credentialsFor(itemId), { ...deps.plaid, attempts: 1 });
    let jwk;
    try {
      jwk = (await api.webhookVerificationKeyGet({ key_id: kid })).data.key;
    } catch {
      throw new WebhookRefused('The key that signed the webhook is not one of Plaid’s');
    }
    if (jwk.expired_at !== null && jwk.expired_at * 1000 <= now()) throw new WebhookRefused('The key that signed the webhook has expired');
    const { importJWK } = await jose();
    const key = await importJWK({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } as JWK, 'ES256');
    keys.set(kid, { key, expiredAt: jwk.expired_at });
    return key;
  }

  return {
    /** Resolves when `body` is a webhook Plaid sent; throws WebhookRefused otherwise. */
    async verify(header: string | undefined, body: Buffer): Promise<void> {
      if (!header) throw new WebhookRefused('The Plaid-Verification header is missing');
      const { decodeProtectedHeader, jwtVerify } = await jose();
      let protectedHeader;
      try {
        protectedHeader = decodeProtectedHeader(header);
      } catch {
        throw new WebhookRefused('The Plaid-Verification header is not a JWT');
      }
      if (protectedHeader.alg !== 'ES256') throw new WebhookRefused('The webhook is not signed with ES256');
      if (typeof protectedHeader.kid !== 'string' || !/^[\w-]{1,200}$/.test(protectedHeader.kid)) throw new WebhookRefused('The webhook names no signing key');
      let itemId: string | undefined;
      try {
        const parsed = JSON.parse(body.toString('utf8')) as { item_id?: unknown };
        if (typeof parsed.item_id === 'string') itemId = parsed.item_id;
      } catch {
        throw new WebhookRefused('The webhook body is not JSON');
      }
      const key = await keyFor(protectedHeader.kid, itemId);
      let payload;
      try {
        ({ payload } = await jwtVerify(header, key, { algorithms: ['ES256'], maxTokenAge: MAX_WEBHOOK_AGE_SECONDS, currentDate: new Date(now()) }));
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'ERR_JWT_EXPIRED' || code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') throw new WebhookRefused('The webhook is stale: issued more than 5 minutes ago, or not yet');
        throw new WebhookRefused('The webhook signature does not verify');
      }
      const claimed = payload.request_body_sha256;
      const actual = sha256Hex(body);
      if (typeof claimed !== 'string' || claimed.length !== actual.length || !crypto.timingSafeEqual(Buffer.from(claimed), Buffer.from(actual))) {
        throw new WebhookRefused('The webhook body is not the one that was signed');
      }
    },
  };
}

export type PlaidWebhookVerifier = ReturnType<typeof plaidWebhookVerifier>;

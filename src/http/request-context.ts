import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Store } from '../db/store.ts';
import { hashSecret } from '../accounts/secrets.ts';
import { keyCache, type KeyCache } from '../accounts/key-cache.ts';
import { AppError } from '../shared/errors.ts';
import { ipAllowed } from './ip-allowlist.ts';
import { tokenBuckets } from './rate-limit.ts';
import './types.ts';
import { API_VERSIONS, CURRENT_API_VERSION, isApiVersion, type ApiVersion } from './versions.ts';

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a caller's own Request-Id when it is sane, so both sides can find one request in their logs. */
export function requestIdFor(header: unknown): string {
  return typeof header === 'string' && INCOMING_REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

const unauthorized = (message: string) =>
  new AppError('unauthorized', message, {}, { 'WWW-Authenticate': 'Bearer' });

async function authenticate(keys: KeyCache, request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Missing API key: send Authorization: Bearer <API_KEY>');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('Malformed Authorization header: expected Bearer <API_KEY>');
  const found = await keys.lookup(hashSecret(match[1]));
  if (!found) throw unauthorized('Invalid API key');
  if (found.key.revokedAt) throw unauthorized('This API key has been revoked');
  if (found.key.expiresAt && found.key.expiresAt.getTime() <= Date.now()) throw unauthorized('This API key has expired');
  return found;
}

function surfaceError(access: 'LENDER' | 'DEALER') {
  return access === 'LENDER'
    ? new AppError('forbidden', 'This is a DEALER key: the Case API needs a LENDER key')
    : new AppError('forbidden', 'This is a LENDER key: the Dealer API needs a DEALER key');
}

/**
 * Per request, in this order: Request-Id; the key (401), its client type and the production IP
 * allowlist (403); the per-key rate limit (429); the API version (400 when unknown).
 */
export function installRequestContext(
  app: FastifyInstance,
  deps: { store: Pick<Store, 'db'> & Partial<Pick<Store, 'pool' | 'pglite'>>; rateLimit: { perSecond: number; burst: number } },
) {
  const buckets = tokenBuckets(deps.rateLimit);
  // Verified keys stay in memory while the database can say when they change (key-cache.ts).
  const keys = keyCache(deps.store);
  app.addHook('onClose', () => keys.close());
  app.decorateRequest('auth', undefined);
  app.decorateRequest('apiVersion', CURRENT_API_VERSION);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Request-Id', request.id);
    request.apiVersion = CURRENT_API_VERSION;
    const access = request.routeOptions.config?.access ?? 'PUBLIC';
    if (access === 'PUBLIC') return;

    const auth = await authenticate(keys, request);
    if (access !== 'ANY_KEY' && auth.key.clientType !== access) throw surfaceError(access);
    if (auth.account.environment === 'production' && !ipAllowed(request.ip, auth.account.ipAllowlist)) {
      throw new AppError('forbidden', `Requests from ${request.ip} are not on this account's IP allowlist`);
    }
    request.auth = auth;
    request.apiVersion = auth.account.apiVersion as ApiVersion;

    const wait = buckets.take(auth.key.id);
    if (wait > 0) throw new AppError('rate_limited', 'Too many requests for this API key', {}, { 'Retry-After': String(wait) });

    const asked = request.headers['service-api-version'];
    if (asked !== undefined) {
      const value = Array.isArray(asked) ? asked.join(',') : asked.trim();
      if (!isApiVersion(value)) {
        throw new AppError('validation', 'Unknown API version', {
          errors: [{ field: 'Service-Api-Version', error: `"${value}" is not a supported version (${API_VERSIONS.join(", ")})` }],
        });
      }
      request.apiVersion = value;
    }
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('Service-Api-Version', request.apiVersion);
  });
}

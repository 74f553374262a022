import crypto from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema.ts';
import type { Executor, Store, Tx } from '../db/store.ts';
import { AppError, validationError } from '../shared/errors.ts';
import { canonicalJson } from './canonical-json.ts';
import { authOf } from './types.ts';

export interface Outcome {
  status: number;
  body: unknown;
}

/** `bodyDigest` stands for a body that is not JSON (a multipart upload: its fields and file hashes). */
function requestHash(request: FastifyRequest, bodyDigest?: string): string {
  return crypto
    .createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(bodyDigest !== undefined ? bodyDigest : request.rawBody && request.rawBody.length > 0 ? canonicalJson(JSON.parse(request.rawBody.toString('utf8'))) : '')
    .digest('hex');
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * Runs a POST's change in one transaction. With an `Idempotency-Key` header the response is
 * stored in that same transaction, so a retry with the same key and body gets the first
 * response again (and `Idempotent-Replayed: true`) and causes nothing new; a different body
 * under a used key is 409. Only successful responses are stored: a failed request changed nothing.
 */
export function idempotentRunner(store: Pick<Store, 'db'>, opts: { ttlHours: number }) {
  const ttlMs = opts.ttlHours * 3_600_000;

  async function lookup(db: Executor, accountId: string, key: string) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key), gt(idempotencyKeys.createdAt, new Date(Date.now() - ttlMs))));
    return row;
  }

  function replay(row: typeof idempotencyKeys.$inferSelect, hash: string, reply: FastifyReply): Outcome {
    if (row.requestHash !== hash) {
      throw new AppError('conflict', 'This Idempotency-Key was already used with a different request');
    }
    reply.header('Idempotent-Replayed', 'true');
    return { status: row.statusCode, body: row.response };
  }

  return async function run(
    request: FastifyRequest,
    reply: FastifyReply,
    change: (tx: Tx) => Promise<Outcome>,
    opts: { bodyDigest?: string } = {},
  ): Promise<Outcome> {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return store.db.transaction(change);
    const key = Array.isArray(header) ? header.join(',') : header;
    if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
      throw validationError([{ field: 'Idempotency-Key', error: 'must be 1 to 255 visible ASCII characters' }], 'Invalid Idempotency-Key header');
    }
    const accountId = authOf(request).account.id;
    const hash = requestHash(request, opts.bodyDigest);
    const earlier = await lookup(store.db, accountId, key);
    if (earlier) return replay(earlier, hash, reply);
    try {
      return await store.db.transaction(async (tx) => {
        const outcome = await change(tx);
        await tx
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key), lte(idempotencyKeys.createdAt, new Date(Date.now() - ttlMs))));
        await tx.insert(idempotencyKeys).values({
          accountId,
          key,
          requestHash: hash,
          statusCode: outcome.status,
          response: outcome.body as object,
          createdAt: new Date(),
        });
        return outcome;
      });
    } catch (err) {
      // A concurrent request with the same key committed first: answer as it did.
      if (!isUniqueViolation(err)) throw err;
      const winner = await lookup(store.db, accountId, key);
      if (!winner) throw err;
      return replay(winner, hash, reply);
    }
  };
}

export type IdempotentRunner = ReturnType<typeof idempotentRunner>;

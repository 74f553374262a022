import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiKeys } from '../db/schema.ts';
import type { Store } from '../db/store.ts';

const EVERY_MS = 60_000;

/**
 * Records when each API key was last used, for the keys page: after a request answered with a
 * key, at most once a minute per key and process, outside the request's own work.
 */
export function installKeyUsage(app: FastifyInstance, store: Pick<Store, 'db'>) {
  const written = new Map<string, number>();
  app.addHook('onResponse', async (request) => {
    const key = request.auth?.key;
    if (!key) return;
    const now = Date.now();
    if (now - (written.get(key.id) ?? 0) < EVERY_MS) return;
    if (written.size > 10_000) written.clear();
    written.set(key.id, now);
    await store.db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiKeys.id, key.id))
      .catch((err: unknown) => request.log.warn({ err }, 'could not record the key’s last use'));
  });
}

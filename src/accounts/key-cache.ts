import pg from 'pg';
import type { Store } from '../db/store.ts';
import { findKeyWithAccount } from './accounts.repo.ts';
import { onAuthChange } from './auth-changes.ts';

/** The channel migration 0014's triggers notify when a key or an account changes. */
export const AUTH_CHANGED_CHANNEL = 'uw_auth_changed';

type Found = NonNullable<Awaited<ReturnType<typeof findKeyWithAccount>>>;

export interface KeyCacheOptions {
  /** An entry is read again from the database after this long, whatever was heard. */
  maxAgeMs?: number;
  maxEntries?: number;
  /** Delay before listening again after the listening connection was lost (doubles up to 30 s). */
  retryMs?: number;
  /** Called whenever the cache forgets what it kept (a change was heard, or listening started or stopped). */
  onForget?: () => void;
}

/**
 * The keys this process has verified, by hash, with their accounts: a request with a known key
 * needs no database read. Kept only while the process listens on AUTH_CHANGED_CHANNEL: every
 * change to a key's revocation, expiry or account, or to an account, from any process (the
 * admin CLI, the dashboard, another API process), makes each process forget everything it kept,
 * as soon as the commit is announced. Without a listening connection (not yet started, lost, or
 * a store with neither) every request reads the database, as before the cache. Unknown keys are
 * never kept; expiry is checked on every request by the caller.
 */
export function keyCache(store: Pick<Store, 'db'> & Partial<Pick<Store, 'pool' | 'pglite'>>, opts: KeyCacheOptions = {}) {
  const maxAgeMs = opts.maxAgeMs ?? 60_000;
  const maxEntries = opts.maxEntries ?? 10_000;
  const entries = new Map<string, { found: Found; at: number }>();
  // Bumped on every change heard: a read that started before one is not kept.
  let generation = 0;
  let listening = false;
  let started = false;
  let closed = false;
  let stopListening: (() => Promise<void>) | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = opts.retryMs ?? 1_000;

  function forget() {
    generation++;
    entries.clear();
    opts.onForget?.();
  }
  const unsubscribe = onAuthChange(forget);

  function lost() {
    listening = false;
    forget();
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(30_000, retryMs * 2);
  }

  async function listen() {
    if (closed) return;
    try {
      if (store.pglite) {
        // One session: the notification comes back with the commit that caused it.
        const unlisten = await store.pglite.listen(AUTH_CHANGED_CHANNEL, forget);
        stopListening = unlisten;
      } else if (store.pool) {
        const client = new pg.Client(store.pool.options);
        client.on('notification', forget);
        client.on('error', () => {});
        client.on('end', () => {
          if (stopListening === stop) lost();
        });
        const stop = async () => {
          stopListening = undefined;
          await client.end().catch(() => {});
        };
        stopListening = stop;
        await client.connect();
        await client.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`);
        if (closed) return void (await stop());
      } else {
        return;
      }
      forget();
      listening = true;
      retryMs = opts.retryMs ?? 1_000;
    } catch {
      const stop = stopListening;
      stopListening = undefined;
      await stop?.().catch(() => {});
      lost();
    }
  }

  return {
    /** The key with this hash and its account: from memory when it is known and nothing changed since, else from the database. */
    async lookup(keyHash: string): Promise<Found | undefined> {
      if (!started) {
        started = true;
        void listen();
      }
      if (listening) {
        const hit = entries.get(keyHash);
        if (hit && Date.now() - hit.at < maxAgeMs) return hit.found;
      }
      const gen = generation;
      const found = await findKeyWithAccount(store.db, keyHash);
      if (found && listening && gen === generation) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(keyHash, { found, at: Date.now() });
      }
      return found;
    },

    /** Whether verified keys are being kept (a listening connection is up). */
    get active() {
      return listening;
    },

    async close() {
      closed = true;
      listening = false;
      unsubscribe();
      forget();
      if (retryTimer) clearTimeout(retryTimer);
      await stopListening?.().catch(() => {});
    },
  };
}

export type KeyCache = ReturnType<typeof keyCache>;

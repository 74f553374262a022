import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, events } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { announceAuthChange } from './auth-changes.ts';
import { keyCache } from './key-cache.ts';
import { hashSecret } from './secrets.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const createCase = (key: string) => h.request(key, { method: 'POST', url: '/api/cases', payload: validCase() });

/** The store with its database reads of keys counted (findKeyWithAccount is the only `select` the cache makes). */
function counted(store: Store, onRead: () => void = () => {}) {
  const reads = { n: 0 };
  const db = new Proxy(store.db, {
    get(target, prop, receiver) {
      if (prop === 'select') {
        reads.n++;
        onRead();
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { store: { ...store, db }, reads };
}

/** A cache whose `forget`s can be awaited one at a time. */
function watchedCache(store: Parameters<typeof keyCache>[0]) {
  let heard: () => void = () => {};
  let next = new Promise<void>((r) => (heard = r));
  const cache = keyCache(store, {
    onForget: () => {
      heard();
      next = new Promise<void>((r) => (heard = r));
    },
  });
  const forgotten = () => next;
  /** Resolves once the cache listens (it forgets everything as it starts). */
  const listening = async () => {
    while (!cache.active) await forgotten();
  };
  return { cache, forgotten, listening };
}

describe('verified keys kept in memory', () => {
  it('a key is read from the database once, then from memory', async () => {
    const acct = await h.seedAccount();
    const { store, reads } = counted(h.store);
    const { cache, listening } = watchedCache(store);
    expect((await cache.lookup(hashSecret(acct.lender_key)))?.key.id).toBe(acct.lender_key_id);
    await listening();
    expect(cache.active).toBe(true);
    await cache.lookup(hashSecret(acct.lender_key)); // read again: the first read began before listening
    const before = reads.n;
    for (let i = 0; i < 3; i++) expect((await cache.lookup(hashSecret(acct.lender_key)))?.account.id).toBe(acct.account_id);
    expect(reads.n).toBe(before);
    // An unknown key is never kept.
    expect(await cache.lookup(hashSecret('uw_sandbox_lender_unknown'))).toBeUndefined();
    expect(await cache.lookup(hashSecret('uw_sandbox_lender_unknown'))).toBeUndefined();
    expect(reads.n).toBe(before + 2);
    await cache.close();
  });

  it('a change written by another connection (another process) is heard through the database', async () => {
    const acct = await h.seedAccount();
    const { store, reads } = counted(h.store);
    const { cache, forgotten, listening } = watchedCache(store);
    await cache.lookup(hashSecret(acct.dealer_key));
    await listening();
    await cache.lookup(hashSecret(acct.dealer_key));
    expect((await cache.lookup(hashSecret(acct.dealer_key)))?.key.revokedAt).toBeNull();
    const before = reads.n;
    // Written as the admin CLI or another API process would: not through this process's service.
    const heard = forgotten();
    await h.store.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, acct.dealer_key_id));
    await heard;
    expect((await cache.lookup(hashSecret(acct.dealer_key)))?.key.revokedAt).toBeInstanceOf(Date);
    expect(reads.n).toBe(before + 1);
    await cache.close();
  });

  it('a read that overlapped a change is not kept', async () => {
    const acct = await h.seedAccount();
    let announce = true;
    const { store, reads } = counted(h.store, () => {
      // A change heard while the read is under way.
      if (announce) announceAuthChange();
    });
    const { cache, listening } = watchedCache(store);
    await cache.lookup(hashSecret(acct.lender_key));
    await listening();
    await cache.lookup(hashSecret(acct.lender_key));
    announce = false;
    const before = reads.n;
    await cache.lookup(hashSecret(acct.lender_key));
    expect(reads.n).toBe(before + 1); // the overlapped read was not kept
    await cache.lookup(hashSecret(acct.lender_key));
    expect(reads.n).toBe(before + 1); // this one was
    await cache.close();
  });

  it('PostgreSQL: a lost listening connection stops the cache until it listens again', async (ctx) => {
    if (h.store.kind !== 'postgres') ctx.skip();
    const acct = await h.seedAccount();
    const { store, reads } = counted(h.store);
    let heard: () => void = () => {};
    let next = new Promise<void>((r) => (heard = r));
    const cache = keyCache(store, {
      retryMs: 20,
      onForget: () => {
        heard();
        next = new Promise<void>((r) => (heard = r));
      },
    });
    const listening = async () => {
      while (!cache.active) await next;
    };
    await cache.lookup(hashSecret(acct.lender_key));
    await listening();
    const lost = next;
    await h.store.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN uw_auth_changed'`);
    await lost;
    expect(cache.active).toBe(false);
    const before = reads.n;
    await cache.lookup(hashSecret(acct.lender_key));
    await cache.lookup(hashSecret(acct.lender_key));
    expect(reads.n).toBe(before + 2); // nothing kept while deaf
    await listening();
    await cache.lookup(hashSecret(acct.lender_key));
    const kept = reads.n;
    await cache.lookup(hashSecret(acct.lender_key));
    expect(reads.n).toBe(kept);
    // Listening again: a change is heard.
    const change = next;
    await h.store.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, acct.lender_key_id));
    await change;
    expect((await cache.lookup(hashSecret(acct.lender_key)))?.key.revokedAt).toBeInstanceOf(Date);
    await cache.close();
  });

  it('a store the cache cannot listen on reads the database every time', async () => {
    const acct = await h.seedAccount();
    const { store, reads } = counted(h.store);
    const cache = keyCache({ db: store.db });
    for (let i = 0; i < 3; i++) await cache.lookup(hashSecret(acct.lender_key));
    expect(reads.n).toBe(3);
    expect(cache.active).toBe(false);
    await cache.close();
  });
});

describe('through the API: what was verified stops at once', () => {
  let acct: SeededAccount;
  beforeAll(async () => {
    acct = await h.seedAccount();
  });

  it('a revoked key is refused on the next request', async () => {
    const extra = await h.accounts.createKey(acct.account_id, 'LENDER');
    for (let i = 0; i < 3; i++) expect((await createCase(extra.api_key)).statusCode).toBe(201);
    await h.accounts.revokeKey(extra.key_id);
    const res = await createCase(extra.api_key);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This API key has been revoked');
  });

  it('a key rotated with no overlap is refused on the next request; the new one works', async () => {
    const extra = await h.accounts.createKey(acct.account_id, 'LENDER');
    expect((await createCase(extra.api_key)).statusCode).toBe(201);
    const rotated = await h.accounts.rotateKey(extra.key_id, 0);
    const res = await createCase(extra.api_key);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This API key has expired');
    expect((await createCase(rotated.api_key)).statusCode).toBe(201);
  });

  it("an account's new webhook URL applies to the next case", async () => {
    const own = await h.seedAccount();
    const first = await createCase(own.lender_key);
    await h.accounts.setWebhook(own.account_id, 'http://127.0.0.1:9/hook');
    const second = await createCase(own.lender_key);
    const status = async (caseId: string) =>
      (await h.store.db.select({ s: events.deliveryStatus }).from(events).where(eq(events.caseId, caseId)))[0].s;
    expect(await status(first.json().case_id)).toBe('NO_ENDPOINT');
    expect(await status(second.json().case_id)).toBe('PENDING');
  });

  it("a production account's allowlist applies to the next request", async () => {
    const prod = await h.seedAccount({ environment: 'production', allowIps: ['127.0.0.1'] });
    expect((await createCase(prod.lender_key)).statusCode).toBe(201);
    await h.accounts.setAllowlist(prod.account_id, ['10.9.9.9']);
    expect((await createCase(prod.lender_key)).statusCode).toBe(403);
  });

  it('a key revoked in the database directly is refused once the database announces it', async () => {
    const extra = await h.accounts.createKey(acct.account_id, 'LENDER');
    expect((await createCase(extra.api_key)).statusCode).toBe(201);
    await h.store.db.execute(sql`UPDATE api_keys SET revoked_at = now() WHERE id = ${extra.key_id}`);
    // On the embedded store the announcement comes back with the commit; on PostgreSQL it
    // arrives on the listening connection a moment later.
    let status = 0;
    for (let i = 0; i < 200 && status !== 401; i++) {
      status = (await createCase(extra.api_key)).statusCode;
      if (status !== 401) {
        expect(h.store.kind).toBe('postgres');
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    expect(status).toBe(401);
  });
});

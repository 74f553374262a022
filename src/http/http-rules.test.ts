import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, events } from '../db/schema.ts';
import type { Db } from '../db/store.ts';
import { appVariant, type AppVariant } from '../../test/app-variant.ts';
import { rowCounts } from '../../test/db-helpers.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { expectErrorResponse } from '../../test/security-suite.ts';

let h: Harness;
let acct: SeededAccount;
let pinned: SeededAccount;

beforeAll(async () => {
  h = await createHarness();
  acct = await h.seedAccount();
  pinned = await h.seedAccount({ apiVersion: '2025-01-31' });
});
afterAll(() => h.close());

const create = (key: string | null, payload: unknown = validCase(), headers: Record<string, string> = {}) =>
  h.request(key, { method: 'POST', url: '/api/cases', payload: payload as object, headers });

async function newCaseId(account = acct) {
  const res = await create(account.lender_key);
  expect(res.statusCode).toBe(201);
  return res.json().case_id as string;
}

/** Runs `fn` and checks that it wrote nothing. */
async function writesNothing<T>(fn: () => Promise<T>): Promise<T> {
  const before = await rowCounts(h.store);
  const out = await fn();
  expect(await rowCounts(h.store)).toEqual(before);
  return out;
}

describe('Service-Api-Version', () => {
  it("omitted: the account's pinned version answers, and is echoed", async () => {
    const res = await create(pinned.lender_key);
    expect(res.statusCode).toBe(201);
    expect(res.headers['service-api-version']).toBe('2025-01-31');
    const list = await h.request(pinned.lender_key, { method: 'GET', url: '/api/cases' });
    expect(list.headers['service-api-version']).toBe('2025-01-31');
    expect((await create(acct.lender_key)).headers['service-api-version']).toBe('2025-09-30');
  });

  it.each(['2025-01-31', '2025-07-31', '2025-09-30'])('a known version %s is used and echoed', async (v) => {
    const res = await h.request(pinned.lender_key, { method: 'GET', url: '/api/cases', headers: { 'service-api-version': v } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['service-api-version']).toBe(v);
  });

  it('is echoed on error responses too', async () => {
    const notFound = await h.request(pinned.lender_key, { method: 'GET', url: '/api/cases/00000000-0000-4000-8000-000000000000' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['service-api-version']).toBe('2025-01-31');
    const invalid = await create(pinned.lender_key, {}, { 'service-api-version': '2025-07-31' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['service-api-version']).toBe('2025-07-31');
    const anonymous = await create(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['service-api-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(['2024-01-01', '2025-09-31', 'latest', '2025/09/30', '20250930', ''])('400 for the unknown or malformed version %j, writing nothing', async (v) => {
    const res = await writesNothing(() => create(pinned.lender_key, validCase(), { 'service-api-version': v }));
    const body = expectErrorResponse(res, 400);
    expect(body.errors).toEqual([{ field: 'Service-Api-Version', error: expect.any(String) }]);
  });
});

describe('Request-Id', () => {
  it('is on every response, and in every error body', async () => {
    const caseId = await newCaseId();
    const responses = [
      await create(acct.lender_key),
      await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}` }),
      await h.request(acct.lender_key, { method: 'GET', url: '/api/cases' }),
      await h.request(null, { method: 'GET', url: '/health' }),
    ];
    const errors = [
      await create(acct.lender_key, {}),
      await create(null),
      await create(acct.dealer_key),
      await h.request(acct.lender_key, { method: 'GET', url: '/api/cases/00000000-0000-4000-8000-000000000000' }),
      await h.request(acct.lender_key, { method: 'GET', url: '/api/nothing-here' }),
      await h.request(acct.lender_key, { method: 'PUT', url: `/api/cases/${caseId}` }),
      await h.request(acct.lender_key, { method: 'GET', url: '/api/cases/%E0%A4%A' }),
      await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${'a'.repeat(150)}` }),
      await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', headers: { 'content-type': 'application/json', 'content-length': '5' }, payload: '{"a":1,"b":2}' }),
    ];
    const ids = new Set<string>();
    for (const res of [...responses, ...errors]) {
      const id = res.headers['request-id'] as string;
      expect(id, `${res.statusCode} ${res.body}`).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(responses.length + errors.length);
    for (const res of errors) {
      expectErrorResponse(res, res.statusCode);
      expect(res.headers['service-api-version'], res.body).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(errors.map((r) => r.statusCode)).toEqual([400, 401, 403, 404, 404, 404, 400, 414, 400]);
  });

  it("keeps the caller's own Request-Id when it is sane, and replaces one that is not", async () => {
    const mine = await h.request(acct.lender_key, { method: 'GET', url: '/api/cases/nope', headers: { 'request-id': 'client-req-12345' } });
    expect(mine.headers['request-id']).toBe('client-req-12345');
    expect(mine.json().request_id).toBe('client-req-12345');
    const bad = await h.request(acct.lender_key, { method: 'GET', url: '/api/cases', headers: { 'request-id': 'a b<script>' } });
    expect(bad.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request bodies', () => {
  it('400 for malformed JSON, writing nothing', async () => {
    const res = await writesNothing(() =>
      h.request(acct.lender_key, { method: 'POST', url: '/api/cases', headers: { 'content-type': 'application/json' }, payload: '{"first_name": "Ada",' }),
    );
    expect(expectErrorResponse(res, 400).message).toMatch(/JSON/);
  });

  it.each([
    ['text/plain', JSON.stringify(validCase())],
    ['application/x-www-form-urlencoded', 'first_name=Ada&last_name=L&reference_id=r'],
    ['application/xml', '<case/>'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('415 for the content type %s, writing nothing', async (type, payload) => {
    const res = await writesNothing(() => h.request(acct.lender_key, { method: 'POST', url: '/api/cases', headers: { 'content-type': type }, payload }));
    expectErrorResponse(res, 415);
  });

  it('accepts application/json with a charset', async () => {
    const res = await h.request(acct.lender_key, {
      method: 'POST',
      url: '/api/cases',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(validCase()),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('413 for a body over 1 MB, writing nothing', async () => {
    const big = validCase({ first_name: 'x'.repeat(1024 * 1024) });
    const res = await writesNothing(() => create(acct.lender_key, big));
    expectErrorResponse(res, 413);
  });

  it('400 for unknown fields', async () => {
    const res = await writesNothing(() => create(acct.lender_key, validCase({ unknown_field: 1 })));
    expect(expectErrorResponse(res, 400).errors).toEqual([{ field: 'unknown_field', error: expect.any(String) }]);
  });
});

describe('rate limit', () => {
  let limited: AppVariant;
  beforeAll(async () => {
    // A burst of 2 that practically never refills: the third request is limited, whatever the timing.
    limited = await appVariant(h, { RATE_LIMIT_BURST: 2, RATE_LIMIT_PER_SECOND: 0.001 });
  });
  afterAll(() => limited.close());

  it('429 with Retry-After once the burst is spent, per key, writing nothing', async () => {
    const a = await h.seedAccount();
    for (let i = 0; i < 2; i++) expect((await limited.request(a.lender_key, { method: 'GET', url: '/api/cases' })).statusCode).toBe(200);
    const res = await writesNothing(() => limited.request(a.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() }));
    expectErrorResponse(res, 429);
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);

    const second = await h.accounts.createKey(a.account_id, 'LENDER');
    expect((await limited.request(second.api_key, { method: 'GET', url: '/api/cases' })).statusCode).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body: the first response again, one case, one event', async () => {
    const payload = validCase();
    const headers = { 'idempotency-key': 'create-1' };
    const first = await create(acct.lender_key, payload, headers);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await writesNothing(() => create(acct.lender_key, payload, headers));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.headers['request-id']).not.toBe(first.headers['request-id']);

    const rows = await h.store.db.select().from(cases).where(eq(cases.referenceId, payload.reference_id));
    expect(rows).toHaveLength(1);
    const evs = await h.store.db.select().from(events).where(eq(events.caseId, first.json().case_id));
    expect(evs.map((e) => e.event)).toEqual(['CASE_CREATED']);
  });

  it('the same body with other spacing and key order is the same request', async () => {
    const payload = validCase();
    const headers = { 'idempotency-key': 'create-spacing', 'content-type': 'application/json' };
    const first = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', headers, payload: JSON.stringify(payload) });
    expect(first.statusCode).toBe(201);
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const again = await writesNothing(() =>
      h.request(acct.lender_key, { method: 'POST', url: '/api/cases', headers, payload: JSON.stringify(reordered, null, 2) }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().case_id).toBe(first.json().case_id);
  });

  it('the same key with another body: 409, writing nothing', async () => {
    const headers = { 'idempotency-key': 'create-2' };
    expect((await create(acct.lender_key, validCase(), headers)).statusCode).toBe(201);
    const res = await writesNothing(() => create(acct.lender_key, validCase(), headers));
    expect(expectErrorResponse(res, 409).message).toMatch(/Idempotency-Key/);
  });

  it('keys belong to an account: another account may use the same key', async () => {
    const other = await h.seedAccount();
    const payload = validCase();
    const headers = { 'idempotency-key': 'create-3' };
    const mine = await create(acct.lender_key, payload, headers);
    const theirs = await create(other.lender_key, payload, headers);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().case_id).not.toBe(mine.json().case_id);
  });

  it('concurrent requests with the same key create one case', async () => {
    const payload = validCase();
    const headers = { 'idempotency-key': 'create-concurrent' };
    const results = await Promise.all(Array.from({ length: 5 }, () => create(acct.lender_key, payload, headers)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.json().case_id)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    const rows = await h.store.db.select().from(cases).where(eq(cases.referenceId, payload.reference_id));
    expect(rows).toHaveLength(1);
    expect(await h.store.db.select().from(events).where(eq(events.caseId, rows[0].id))).toHaveLength(1);
  });

  it('a rejected request is not remembered: the corrected retry under the same key goes through', async () => {
    const headers = { 'idempotency-key': 'create-4' };
    expect((await create(acct.lender_key, validCase({ phone_number: '123' }), headers)).statusCode).toBe(400);
    expect((await create(acct.lender_key, validCase(), headers)).statusCode).toBe(201);
  });

  it('400 for a key that is too long or not visible ASCII, writing nothing', async () => {
    for (const key of ['x'.repeat(256), 'with space', 'clé']) {
      const res = await writesNothing(() => create(acct.lender_key, validCase(), { 'idempotency-key': key }));
      expect(expectErrorResponse(res, 400).errors).toEqual([{ field: 'Idempotency-Key', error: expect.any(String) }]);
    }
  });

  it('on an action: the replay answers as the first time, not 409, and there is one event', async () => {
    const caseId = await newCaseId();
    const headers = { 'idempotency-key': `cancel-${caseId}` };
    const first = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/cancel`, headers });
    expect(first.statusCode).toBe(200);
    const again = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/cancel`, headers });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const evs = await h.store.db.select().from(events).where(eq(events.caseId, caseId));
    expect(evs.map((e) => e.event)).toEqual(['CASE_CREATED', 'CASE_CANCELLED']);

    const otherRoute = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/advance`, headers });
    expectErrorResponse(otherRoute, 409);
  });
});

describe('unexpected errors', () => {
  let broken: AppVariant;
  beforeAll(async () => {
    // A database whose every query throws, as a lost connection would.
    const db = new Proxy({} as Db, {
      get() {
        return () => {
          throw new Error('connection terminated unexpectedly at /srv/underwrite/src/db/store.ts:42');
        };
      },
    });
    broken = await appVariant(h, {}, { db });
  });
  afterAll(() => broken.close());

  it('500 with only {message, request_id}: no stack, no internals', async () => {
    const res = await broken.request(acct.lender_key, { method: 'GET', url: '/api/cases' });
    const body = expectErrorResponse(res, 500);
    expect(Object.keys(body).sort()).toEqual(['message', 'request_id']);
    expect(res.body).not.toContain('connection terminated');
    expect(res.body).not.toContain('store.ts');
  });
});

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../db/schema.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { expectErrorResponse } from '../../test/security-suite.ts';

let h: Harness;
let acct: SeededAccount;

beforeAll(async () => {
  h = await createHarness();
  acct = await h.seedAccount();
});
afterAll(() => h.close());

async function createCase(key: string, over: Record<string, unknown> = {}) {
  const res = await h.request(key, { method: 'POST', url: '/api/cases', payload: validCase(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const list = (key: string, query = '') => h.request(key, { method: 'GET', url: `/api/cases${query}` });

/** Follows next_cursor to the end; returns the pages' case ids. */
async function walk(key: string, query: string) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const res = await list(key, `?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'next_cursor']);
    pages.push(body.data.map((c: { case_id: string }) => c.case_id));
    cursor = body.next_cursor;
    expect(pages.length).toBeLessThan(100);
  } while (cursor !== null);
  return pages;
}

describe('GET /api/cases/{case_id}', () => {
  it('returns the case record as created, without the link', async () => {
    const created = await createCase(acct.lender_key, { email: 'a@example.com', address: { city: 'Boston', postal_code: '02134' } });
    const res = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${created.case_id}` });
    expect(res.statusCode).toBe(200);
    const { url, short_url, ...record } = created;
    expect(url).toBeTruthy();
    expect(short_url).toBeTruthy();
    expect(res.json()).toEqual(record);
    expect(res.json()).not.toHaveProperty('url');
    expect(res.json()).not.toHaveProperty('short_url');
    expect(res.body).not.toContain(url.split('/').pop());
    expect(res.headers['request-id']).toBeTruthy();
    expect(res.headers['service-api-version']).toBe('2025-09-30');
  });

  it('accepts the id in upper case', async () => {
    const created = await createCase(acct.lender_key);
    const res = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${created.case_id.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().case_id).toBe(created.case_id);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1'])('404 for a case that does not exist: %s', async (id) => {
    const body = expectErrorResponse(await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${id}` }), 404);
    expect(body.message).toBe('Case not found');
  });
});

describe('GET /api/cases', () => {
  it('lists the account cases newest first, without links', async () => {
    const a = await h.seedAccount();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createCase(a.lender_key, { reference_id: `order-${i}` }));
    const res = await list(a.lender_key);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.next_cursor).toBeNull();
    expect(body.data.map((c: { reference_id: string }) => c.reference_id)).toEqual(['order-2', 'order-1', 'order-0']);
    const { url, short_url, ...record } = made[2];
    expect(body.data[0]).toEqual(record);
    for (const c of body.data) {
      expect(c).not.toHaveProperty('url');
      expect(c).not.toHaveProperty('short_url');
    }
  });

  it('an account with no cases gets an empty page', async () => {
    const empty = await h.seedAccount();
    const res = await list(empty.lender_key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], next_cursor: null });
  });

  it('never lists another account cases', async () => {
    const a = await h.seedAccount();
    const b = await h.seedAccount();
    const mine = await createCase(a.lender_key, { reference_id: 'shared-ref' });
    await createCase(b.lender_key, { reference_id: 'shared-ref' });
    for (const query of ['', '?reference_id=shared-ref']) {
      const ids = (await list(a.lender_key, query)).json().data.map((c: { case_id: string }) => c.case_id);
      expect(ids).toEqual([mine.case_id]);
    }
  });

  it('pages with limit and cursor: every case once, in order, next_cursor null on the last page', async () => {
    const a = await h.seedAccount();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await createCase(a.lender_key)).case_id);
    const pages = await walk(a.lender_key, 'limit=2');
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual([...made].reverse());

    const exact = await walk(a.lender_key, 'limit=5');
    expect(exact).toEqual([[...made].reverse()]);
  });

  it('pages correctly through cases created in the same millisecond', async () => {
    const a = await h.seedAccount();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await createCase(a.lender_key)).case_id);
    const at = new Date('2025-06-01T12:00:00.000Z');
    await h.store.db.update(cases).set({ createdAt: at }).where(inArray(cases.id, made));
    const pages = await walk(a.lender_key, 'limit=3');
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort()).toEqual([...made].sort());
  });

  it('a case created while paging does not disturb the pages already promised', async () => {
    const a = await h.seedAccount();
    const made: string[] = [];
    for (let i = 0; i < 4; i++) made.push((await createCase(a.lender_key)).case_id);
    const first = (await list(a.lender_key, '?limit=2')).json();
    await createCase(a.lender_key);
    const second = (await list(a.lender_key, `?limit=2&cursor=${first.next_cursor}`)).json();
    expect([...first.data, ...second.data].map((c: { case_id: string }) => c.case_id)).toEqual([...made].reverse());
  });

  it('defaults to 50 a page and allows up to 200', async () => {
    const a = await h.seedAccount();
    for (let i = 0; i < 51; i++) await createCase(a.lender_key);
    const first = (await list(a.lender_key)).json();
    expect(first.data).toHaveLength(50);
    expect(first.next_cursor).toEqual(expect.any(String));
    const all = (await list(a.lender_key, '?limit=200')).json();
    expect(all.data).toHaveLength(51);
    expect(all.next_cursor).toBeNull();
  });

  it('filters by reference_id, newest first, and pages within the filter', async () => {
    const a = await h.seedAccount();
    const loan = [];
    for (let i = 0; i < 3; i++) {
      loan.push((await createCase(a.lender_key, { reference_id: 'loan-77' })).case_id);
      await createCase(a.lender_key, { reference_id: `other-${i}` });
    }
    const pages = await walk(a.lender_key, 'reference_id=loan-77&limit=2');
    expect(pages.flat()).toEqual([...loan].reverse());
    const none = (await list(a.lender_key, '?reference_id=loan-7')).json();
    expect(none).toEqual({ data: [], next_cursor: null });
  });

  it.each(['0', '201', 'abc', '-1', '1.5', ''])('400 for limit=%s', async (limit) => {
    const body = expectErrorResponse(await list(acct.lender_key, `?limit=${limit}`), 400);
    expect(body.errors).toEqual([{ field: 'limit', error: expect.any(String) }]);
  });

  it.each([
    ['not base64 JSON', 'garbage'],
    ['JSON that is not a cursor', Buffer.from('{"a":1}').toString('base64url')],
    ['a bad date', Buffer.from(JSON.stringify(['yesterday', '00000000-0000-4000-8000-000000000000'])).toString('base64url')],
    ['a bad id', Buffer.from(JSON.stringify(['2025-01-01T00:00:00.000Z', "x' OR 1=1"])).toString('base64url')],
    ['null', Buffer.from('null').toString('base64url')],
  ])('400 for a cursor that is %s', async (_, cursor) => {
    const body = expectErrorResponse(await list(acct.lender_key, `?cursor=${cursor}`), 400);
    expect(body.errors).toEqual([{ field: 'cursor', error: expect.any(String) }]);
  });

  it('lists every invalid query parameter, and rejects unknown ones', async () => {
    const body = expectErrorResponse(await list(acct.lender_key, '?limit=0&cursor=garbage&status=OPEN'), 400);
    const fields = body.errors!.map((e) => e.field).sort();
    // The cursor is checked only once the query's shape is valid.
    expect(fields).toEqual(['limit', 'status']);
  });

  it('reflects changes: a cancelled case reads as CANCELLED in the record and the list', async () => {
    const a = await h.seedAccount();
    const c = await createCase(a.lender_key);
    await h.request(a.lender_key, { method: 'POST', url: `/api/cases/${c.case_id}/cancel` });
    const one = (await h.request(a.lender_key, { method: 'GET', url: `/api/cases/${c.case_id}` })).json();
    expect(one.status).toBe('CANCELLED');
    expect((await list(a.lender_key)).json().data[0]).toEqual(one);
    const [row] = await h.store.db.select().from(cases).where(eq(cases.id, c.case_id));
    expect(row.status).toBe('CANCELLED');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../db/schema.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { expectErrorResponse, securitySuite, TWO_STAGE_WORKFLOWS, type RouteUnderTest } from '../../test/security-suite.ts';
import { firstEventOf, rowCounts } from '../../test/db-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const EVENTS_API: RouteUnderTest[] = [
  { method: 'GET', url: () => '/api/events', surface: 'LENDER', ok: 200 },
  { method: 'GET', url: (id) => `/api/events/${id}`, surface: 'LENDER', ok: 200, idFor: firstEventOf },
  {
    method: 'POST',
    url: (id) => `/api/events/${id}/redeliver`,
    surface: 'LENDER',
    ok: 202,
    idFor: firstEventOf,
    account: { sandbox: { webhookUrl: 'http://127.0.0.1:9/hook' }, production: { webhookUrl: 'https://hooks.example.com/underwrite' } },
  },
];
for (const route of EVENTS_API) securitySuite(() => h, route);

describe('GET /api/events', () => {
  let acct: SeededAccount;
  const caseIds: string[] = [];
  beforeAll(async () => {
    acct = await h.seedAccount({ workflows: TWO_STAGE_WORKFLOWS });
    for (let i = 0; i < 3; i++) {
      const r = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ reference_id: `ev-${i}` }) });
      caseIds.push(r.json().case_id);
    }
    await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseIds[0]}/advance` });
    await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseIds[0]}/cancel` });
  });

  it('lists the account\'s events oldest first with the webhook envelope and both sequences', async () => {
    const res = await h.request(acct.lender_key, { method: 'GET', url: '/api/events' });
    expect(res.statusCode, res.body).toBe(200);
    const { data, next_cursor } = res.json();
    expect(next_cursor).toBeNull();
    expect(data.map((e: any) => e.event)).toEqual(['CASE_CREATED', 'CASE_CREATED', 'CASE_CREATED', 'STAGE_ADVANCED', 'CASE_CANCELLED']);
    const seqs = data.map((e: any) => e.sequence);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
    const first = data.filter((e: any) => e.case_id === caseIds[0]);
    expect(first.map((e: any) => e.case_sequence)).toEqual([1, 2, 3]);
    expect(Object.keys(data[0])).toEqual(['event_id', 'webhook_type', 'event', 'case_id', 'reference_id', 'environment', 'created_at', 'sequence', 'case_sequence']);
    expect(data[0]).toMatchObject({ webhook_type: 'CASE', environment: 'sandbox', reference_id: 'ev-0' });
    const advanced = data.find((e: any) => e.event === 'STAGE_ADVANCED');
    expect(advanced.from_stage).toMatchObject({ name: 'bank', position: 0 });
    expect(advanced.to_stage).toMatchObject({ name: 'employment', position: 1 });
  });

  it('pages with limit and next_cursor, and with after=<event_id>', async () => {
    const all = (await h.request(acct.lender_key, { method: 'GET', url: '/api/events' })).json().data;
    const p1 = (await h.request(acct.lender_key, { method: 'GET', url: '/api/events?limit=2' })).json();
    expect(p1.data.map((e: any) => e.event_id)).toEqual(all.slice(0, 2).map((e: any) => e.event_id));
    expect(p1.next_cursor).toBeTruthy();
    const p2 = (await h.request(acct.lender_key, { method: 'GET', url: `/api/events?limit=2&cursor=${p1.next_cursor}` })).json();
    expect(p2.data.map((e: any) => e.event_id)).toEqual(all.slice(2, 4).map((e: any) => e.event_id));
    const after = (await h.request(acct.lender_key, { method: 'GET', url: `/api/events?after=${all[2].event_id}` })).json();
    expect(after.data.map((e: any) => e.event_id)).toEqual(all.slice(3).map((e: any) => e.event_id));
    const end = (await h.request(acct.lender_key, { method: 'GET', url: `/api/events?after=${all[all.length - 1].event_id}` })).json();
    expect(end).toEqual({ data: [], next_cursor: null });
  });

  it('shows only the account\'s own events', async () => {
    const other = await h.seedAccount();
    const res = await h.request(other.lender_key, { method: 'GET', url: '/api/events' });
    expect(res.json().data).toEqual([]);
    const foreignAfter = (await h.request(acct.lender_key, { method: 'GET', url: '/api/events' })).json().data[0].event_id;
    const bad = await h.request(other.lender_key, { method: 'GET', url: `/api/events?after=${foreignAfter}` });
    expect(expectErrorResponse(bad, 400).errors).toEqual([{ field: 'after', error: 'is not an event_id of this account' }]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=abc', 'limit'],
    ['cursor=bm9wZQ', 'cursor'],
    ['after=not-an-id', 'after'],
    ['nope=1', 'nope'],
  ])('400 for %s, naming %s', async (query, field) => {
    const res = await h.request(acct.lender_key, { method: 'GET', url: `/api/events?${query}` });
    const body = expectErrorResponse(res, 400);
    expect(body.errors?.map((e) => e.field)).toContain(field);
  });

  it('400 when both after and cursor are given', async () => {
    const all = (await h.request(acct.lender_key, { method: 'GET', url: '/api/events?limit=1' })).json();
    const res = await h.request(acct.lender_key, { method: 'GET', url: `/api/events?after=${all.data[0].event_id}&cursor=${all.next_cursor}` });
    expectErrorResponse(res, 400);
  });

  it('an event that has not committed yet is not listed; one written after it waits for it, so a cursor skips neither', async () => {
    if (h.store.kind === 'pglite') return; // one session: there is no concurrent transaction to hold open
    const first = await h.request(acct.lender_key, { method: 'GET', url: '/api/events' });
    expect(first.statusCode, first.body).toBe(200);
    const seen = first.json().data;
    const cursor = seen[seen.length - 1].event_id;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let recorded!: () => void;
    const inside = new Promise<void>((r) => (recorded = r));
    const auth = { account: { id: acct.account_id, environment: 'sandbox' as const, webhookUrl: null } };
    const caseRow = { id: caseIds[1], accountId: acct.account_id, referenceId: 'ev-1', surface: 'LENDER' as const };
    const open = h.store.db.transaction(async (tx) => {
      await h.events.record(tx, { event: 'CASE_CANCELLED', caseRow, account: auth.account });
      recorded();
      await held;
    });
    await inside;
    // Written after the open one: it takes the next number once the open one has committed.
    const later = h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseIds[2]}/cancel` });
    const hidden = await h.request(acct.lender_key, { method: 'GET', url: `/api/events?after=${cursor}` });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toEqual([]);
    release();
    await open;
    expect((await later).statusCode).toBe(200);
    const shown = (await h.request(acct.lender_key, { method: 'GET', url: `/api/events?after=${cursor}` })).json().data;
    expect(shown.map((e: any) => [e.case_id, e.event])).toEqual([
      [caseIds[1], 'CASE_CANCELLED'],
      [caseIds[2], 'CASE_CANCELLED'],
    ]);
    const last = seen[seen.length - 1].sequence;
    expect(shown.map((e: any) => e.sequence)).toEqual([last + 1, last + 2]);
  });

  it('concurrent changes of one account number their events 1..n, each once, in the order they are listed', async () => {
    const a = await h.seedAccount();
    const created = await Promise.all(Array.from({ length: 12 }, () => h.request(a.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() })));
    expect(created.map((r) => r.statusCode)).toEqual(created.map(() => 201));
    const list = (await h.request(a.lender_key, { method: 'GET', url: '/api/events' })).json().data;
    expect(list.map((e: any) => e.sequence)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('sequence is 1, 2, 3... within each account, whatever other accounts do, and the cursor is the account\'s own', async () => {
    const a = await h.seedAccount();
    const b = await h.seedAccount();
    for (let i = 0; i < 3; i++) {
      await h.request(a.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
      await h.request(b.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
      await h.request(b.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
    }
    const listA = (await h.request(a.lender_key, { method: 'GET', url: '/api/events' })).json().data;
    const listB = (await h.request(b.lender_key, { method: 'GET', url: '/api/events' })).json().data;
    expect(listA.map((e: any) => e.sequence)).toEqual([1, 2, 3]);
    expect(listB.map((e: any) => e.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    const page = (await h.request(a.lender_key, { method: 'GET', url: '/api/events?limit=2' })).json();
    expect(Buffer.from(page.next_cursor, 'base64url').toString()).toBe('seq:2');
    const rest = (await h.request(a.lender_key, { method: 'GET', url: `/api/events?cursor=${page.next_cursor}` })).json();
    expect(rest.data.map((e: any) => e.sequence)).toEqual([3]);
  });
});

describe('GET /api/events/{event_id} and redeliver', () => {
  it('without a webhook URL: delivery NO_ENDPOINT, no attempts, and redeliver is 409 writing nothing', async () => {
    const acct = await h.seedAccount();
    const c = (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() })).json();
    const list = (await h.request(acct.lender_key, { method: 'GET', url: '/api/events' })).json();
    const id = list.data[0].event_id;
    const one = await h.request(acct.lender_key, { method: 'GET', url: `/api/events/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ ...list.data[0], delivery: { status: 'NO_ENDPOINT', attempts: [] } });
    expect(one.json().case_id).toBe(c.case_id);
    const before = await rowCounts(h.store);
    const re = await h.request(acct.lender_key, { method: 'POST', url: `/api/events/${id}/redeliver` });
    expect(expectErrorResponse(re, 409).message).toMatch(/no webhook URL/);
    expect(await rowCounts(h.store)).toEqual(before);
  });

  it('with a webhook URL: the event is PENDING with its delivery due until a worker delivers it; redeliver makes a new delivery', async () => {
    const acct = await h.seedAccount({ webhookUrl: 'http://127.0.0.1:9/hook' });
    await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
    const id = (await h.request(acct.lender_key, { method: 'GET', url: '/api/events' })).json().data[0].event_id;
    expect((await h.request(acct.lender_key, { method: 'GET', url: `/api/events/${id}` })).json().delivery).toEqual({ status: 'PENDING', attempts: [] });
    const outbox = async () => (await h.store.db.select().from(events).where(eq(events.id, id)))[0];
    const first = await outbox();
    expect(first).toMatchObject({ deliveryAttempt: 1 });
    expect(first.deliveryDueAt).toBeInstanceOf(Date);
    const re = await h.request(acct.lender_key, { method: 'POST', url: `/api/events/${id}/redeliver`, headers: { 'idempotency-key': 'redeliver-1' } });
    expect(re.statusCode, re.body).toBe(202);
    expect(re.json()).toMatchObject({ event_id: id, status: 'PENDING' });
    const redelivery = await outbox();
    expect(redelivery.deliveryId).toBe(re.json().delivery_id);
    expect(redelivery.deliveryId).not.toBe(first.deliveryId);
    expect(redelivery).toMatchObject({ deliveryAttempt: 1, deliveryStatus: 'PENDING' });
    const again = await h.request(acct.lender_key, { method: 'POST', url: `/api/events/${id}/redeliver`, headers: { 'idempotency-key': 'redeliver-1' } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(re.json());
    expect((await outbox()).deliveryId).toBe(redelivery.deliveryId);
  });

  it('404 for an unknown or malformed event id', async () => {
    const acct = await h.seedAccount();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expectErrorResponse(await h.request(acct.lender_key, { method: 'GET', url: `/api/events/${id}` }), 404);
      expectErrorResponse(await h.request(acct.lender_key, { method: 'POST', url: `/api/events/${id}/redeliver` }), 404);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, firstEventOf } from '../../test/db-helpers.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { multipart, SAMPLE_CSV } from '../../test/multipart.ts';
import { expectErrorResponse, securitySuite, TWO_STAGE_WORKFLOWS, type RouteUnderTest } from '../../test/security-suite.ts';

// The Dealer API (contracts 4b): the Case API's handlers on DEALER keys under /api/dealer/cases,
// plus `deal` on dealer cases; each surface sees only its own cases.

let h: Harness;
let acct: SeededAccount;

beforeAll(async () => {
  h = await createHarness({}, { worker: false });
  acct = await h.seedAccount({ workflows: TWO_STAGE_WORKFLOWS });
});
afterAll(() => h.close());

const NO_SUCH_ID = '00000000-0000-4000-8000-00000000abcd';
const statementForm = () =>
  multipart([
    { name: 'module_type', value: 'cash_flow_analysis' },
    { name: 'document_category', value: 'bank_statement' },
    { name: 'files', filename: 'jan.csv', content: SAMPLE_CSV },
  ]);

const D = '/api/dealer/cases';
const DEALER_API: RouteUnderTest[] = [
  { method: 'POST', url: () => D, body: () => validCase({ deal: { deal_id: 'D-1', amount_financed: 18500 } }), surface: 'DEALER', ok: 201 },
  { method: 'GET', url: () => D, surface: 'DEALER', ok: 200 },
  { method: 'GET', url: (id) => `${D}/${id}`, surface: 'DEALER', ok: 200 },
  { method: 'POST', url: (id) => `${D}/${id}/cancel`, surface: 'DEALER', ok: 200 },
  { method: 'POST', url: (id) => `${D}/${id}/advance`, surface: 'DEALER', ok: 200 },
  { method: 'POST', url: (id) => `${D}/${id}/documents`, surface: 'DEALER', ok: 201, body: () => statementForm().payload, bodyHeaders: statementForm().headers },
  { method: 'GET', url: (id) => `${D}/${id}/documents`, surface: 'DEALER', ok: 200 },
  // A document or result that does not exist: the case is found (the key and case checks pass), the item is not.
  { method: 'GET', url: (id) => `${D}/${id}/documents/${NO_SUCH_ID}`, surface: 'DEALER', ok: 404 },
  { method: 'POST', url: (id) => `${D}/${id}/modules/cash_flow_analysis/run`, surface: 'DEALER', ok: 202 },
  { method: 'GET', url: (id) => `${D}/${id}/modules`, surface: 'DEALER', ok: 200 },
  { method: 'GET', url: (id) => `${D}/${id}/modules/cash_flow_analysis`, surface: 'DEALER', ok: 200 },
  { method: 'GET', url: (id) => `${D}/${id}/modules/cash_flow_analysis/analysis/${NO_SUCH_ID}`, surface: 'DEALER', ok: 404 },
  { method: 'GET', url: (id) => `${D}/${id}/verification`, surface: 'DEALER', ok: 200 },
  { method: 'GET', url: (id) => `/api/cases/${id}/verification`, surface: 'LENDER', ok: 200 },
  { method: 'GET', url: () => '/api/dealer/events', surface: 'DEALER', ok: 200 },
  { method: 'GET', url: (id) => `/api/dealer/events/${id}`, surface: 'DEALER', ok: 200, idFor: firstEventOf },
  {
    method: 'POST',
    url: (id) => `/api/dealer/events/${id}/redeliver`,
    surface: 'DEALER',
    ok: 202,
    idFor: firstEventOf,
    account: { sandbox: { webhookUrl: 'http://127.0.0.1:9/hook' }, production: { webhookUrl: 'https://hooks.example.com/underwrite' } },
  },
];
for (const route of DEALER_API) securitySuite(() => h, route);

async function dealerCase(over: Record<string, unknown> = {}) {
  const r = await h.request(acct.dealer_key, { method: 'POST', url: D, payload: validCase(over) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

async function lenderCase(over: Record<string, unknown> = {}) {
  const r = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase(over) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

describe('POST /api/dealer/cases', () => {
  it('creates a dealer case with its deal; the record shows the deal wherever it is read', async () => {
    const deal = {
      deal_id: 'DJ-20931',
      vehicle: { year: 2022, make: 'Honda', model: 'Civic', trim: 'EX', vin: '2HGFE2F59NH512345' },
      amount_financed: 18450.5,
      stated_monthly_income: 5200,
    };
    const created = await dealerCase({ first_name: 'Maria', last_name: 'Garcia', deal });
    expect(created).toMatchObject({ status: 'OPEN', first_name: 'Maria', deal, url: expect.stringMatching(/\/link\//), short_url: expect.any(String) });
    expect(created.modules.map((m: { module_type: string; status: string }) => `${m.module_type}:${m.status}`)).toEqual(['cash_flow_analysis:AWAITING_INPUT', 'paystub:PENDING']);

    const read = await h.request(acct.dealer_key, { method: 'GET', url: `${D}/${created.case_id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().deal).toEqual(deal);
    expect(read.json()).not.toHaveProperty('url');

    const list = await h.request(acct.dealer_key, { method: 'GET', url: `${D}?reference_id=${created.reference_id}` });
    expect(list.json().data).toEqual([expect.objectContaining({ case_id: created.case_id, deal })]);

    const cancelled = await h.request(acct.dealer_key, { method: 'POST', url: `${D}/${created.case_id}/cancel` });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', deal });

    const events = await eventsOf(h.store, created.case_id);
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ event: 'CASE_CREATED', surface: 'DEALER' }),
      expect.objectContaining({ event: 'CASE_CANCELLED', surface: 'DEALER' }),
    ]);
  });

  it('a deal is optional, and each of its fields; missing ones read as null', async () => {
    expect((await dealerCase()).deal).toBeNull();
    expect((await dealerCase({ deal: {} })).deal).toEqual({ deal_id: null, vehicle: null, amount_financed: null, stated_monthly_income: null });
    expect((await dealerCase({ deal: { vehicle: '2019 Ford F-150 XLT' } })).deal).toEqual({
      deal_id: null,
      vehicle: '2019 Ford F-150 XLT',
      amount_financed: null,
      stated_monthly_income: null,
    });
  });

  it('validates the deal field by field, with the same rules for the rest of the case', async () => {
    const r = await h.request(acct.dealer_key, {
      method: 'POST',
      url: D,
      payload: validCase({
        first_name: '',
        nickname: 'Mo',
        deal: { deal_id: '', amount_financed: -5, stated_monthly_income: 12.345, vehicle: { make: 'Honda', vin: 'SHORT', color: 'red' }, apr: 7.9 },
      }),
    });
    const body = expectErrorResponse(r, 400);
    expect(body.errors!.map((e) => e.field).sort()).toEqual(
      ['first_name', 'nickname', 'deal.deal_id', 'deal.amount_financed', 'deal.stated_monthly_income', 'deal.vehicle.vin', 'deal.vehicle.color', 'deal.apr'].sort(),
    );
  });

  it('the lender surface takes no deal (unknown field) and its records have no deal key', async () => {
    const r = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ deal: { deal_id: 'X' } }) });
    expect(expectErrorResponse(r, 400).errors).toEqual([{ field: 'deal', error: 'is not a known field' }]);

    const created = await lenderCase();
    expect(created).not.toHaveProperty('deal');
    const read = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${created.case_id}` });
    expect(read.json()).not.toHaveProperty('deal');
    const list = await h.request(acct.lender_key, { method: 'GET', url: '/api/cases' });
    for (const c of list.json().data) expect(c).not.toHaveProperty('deal');
  });

  it('an Idempotency-Key replays a dealer creation, deal included', async () => {
    const payload = validCase({ deal: { deal_id: 'IDEM-1', amount_financed: 9999.99 } });
    const headers = { 'idempotency-key': `dealer-${payload.reference_id}` };
    const first = await h.request(acct.dealer_key, { method: 'POST', url: D, payload, headers });
    const again = await h.request(acct.dealer_key, { method: 'POST', url: D, payload, headers });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await h.request(acct.dealer_key, { method: 'POST', url: D, payload: { ...payload, deal: { deal_id: 'IDEM-2' } }, headers });
    expectErrorResponse(other, 409);
  });
});

describe('surface isolation', () => {
  it('a lender key on /api/dealer and a dealer key on /api/cases: 403', async () => {
    expectErrorResponse(await h.request(acct.lender_key, { method: 'GET', url: D }), 403);
    expectErrorResponse(await h.request(acct.lender_key, { method: 'POST', url: D, payload: validCase() }), 403);
    expectErrorResponse(await h.request(acct.dealer_key, { method: 'GET', url: '/api/cases' }), 403);
  });

  it("each surface answers 404 for the other surface's case, on every case route, and lists only its own", async () => {
    const dealerOwn = await dealerCase();
    const lenderOwn = await lenderCase();
    const paths = (base: string, id: string) => [
      `${base}/${id}`,
      `${base}/${id}/documents`,
      `${base}/${id}/modules`,
      `${base}/${id}/modules/cash_flow_analysis`,
      `${base}/${id}/verification`,
    ];
    for (const url of paths('/api/cases', dealerOwn.case_id)) {
      expect(expectErrorResponse(await h.request(acct.lender_key, { method: 'GET', url }), 404).message).toBe('Case not found');
    }
    for (const url of paths(D, lenderOwn.case_id)) {
      expect(expectErrorResponse(await h.request(acct.dealer_key, { method: 'GET', url }), 404).message).toBe('Case not found');
    }
    expectErrorResponse(await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${dealerOwn.case_id}/cancel` }), 404);
    expectErrorResponse(await h.request(acct.dealer_key, { method: 'POST', url: `${D}/${lenderOwn.case_id}/modules/cash_flow_analysis/run` }), 404);

    const dealerList = (await h.request(acct.dealer_key, { method: 'GET', url: `${D}?limit=200` })).json().data.map((c: { case_id: string }) => c.case_id);
    const lenderList = (await h.request(acct.lender_key, { method: 'GET', url: '/api/cases?limit=200' })).json().data.map((c: { case_id: string }) => c.case_id);
    expect(dealerList).toContain(dealerOwn.case_id);
    expect(dealerList).not.toContain(lenderOwn.case_id);
    expect(lenderList).toContain(lenderOwn.case_id);
    expect(lenderList).not.toContain(dealerOwn.case_id);
  });

  it("each surface's event log holds only its own cases' events; the other's event is 404", async () => {
    const dealerOwn = await dealerCase();
    const lenderOwn = await lenderCase();
    const all = async (key: string, url: string) => {
      const out: Array<{ event_id: string; case_id: string; surface?: string }> = [];
      let cursor: string | null = null;
      do {
        const r = await h.request(key, { method: 'GET', url: `${url}?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}` });
        expect(r.statusCode, r.body).toBe(200);
        out.push(...r.json().data);
        cursor = r.json().next_cursor;
      } while (cursor);
      return out;
    };
    const dealerEvents = await all(acct.dealer_key, '/api/dealer/events');
    const lenderEvents = await all(acct.lender_key, '/api/events');
    expect(dealerEvents.filter((e) => e.case_id === dealerOwn.case_id).map((e) => e.surface)).toEqual(['DEALER']);
    expect(dealerEvents.every((e) => e.surface === 'DEALER')).toBe(true);
    expect(lenderEvents.filter((e) => e.case_id === lenderOwn.case_id)).toHaveLength(1);
    expect(lenderEvents.some((e) => e.surface !== undefined)).toBe(false);

    const dealerEvent = await firstEventOf(h, dealerOwn.case_id);
    const lenderEvent = await firstEventOf(h, lenderOwn.case_id);
    expect((await h.request(acct.dealer_key, { method: 'GET', url: `/api/dealer/events/${dealerEvent}` })).json()).toMatchObject({ event_id: dealerEvent, event: 'CASE_CREATED', surface: 'DEALER' });
    expectErrorResponse(await h.request(acct.lender_key, { method: 'GET', url: `/api/events/${dealerEvent}` }), 404);
    expectErrorResponse(await h.request(acct.dealer_key, { method: 'GET', url: `/api/dealer/events/${lenderEvent}` }), 404);
    expectErrorResponse(await h.request(acct.dealer_key, { method: 'GET', url: '/api/events' }), 403);
    expectErrorResponse(await h.request(acct.lender_key, { method: 'GET', url: '/api/dealer/events' }), 403);
  });
});

describe('GET .../verification before anything ran', () => {
  it('is PENDING and asks for both pieces, on either surface', async () => {
    const dealer = await dealerCase({ deal: { stated_monthly_income: 4000 } });
    const r = await h.request(acct.dealer_key, { method: 'GET', url: `${D}/${dealer.case_id}/verification` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      case_id: dealer.case_id,
      status: 'PENDING',
      income: { monthly_gross: null, annual_gross: null, source: null, derivation: null },
      employer_name: null,
      identity: null,
      fraud: null,
      stipulations: [
        { code: 'PROVIDE_PAYSTUB', status: 'OPEN', description: expect.any(String) },
        { code: 'CONNECT_BANK_OR_STATEMENTS', status: 'OPEN', description: expect.any(String) },
      ],
      reconciliation: { paystub_deposits: [], employer_in_deposits: null, stated_monthly_income: 4000, stated_difference_pct: null },
      monthly: [],
      results: [],
    });
    const lender = await lenderCase();
    const l = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${lender.case_id}/verification` });
    expect(l.json()).toMatchObject({ case_id: lender.case_id, status: 'PENDING', reconciliation: { stated_monthly_income: null } });
  });
});

describe('POST /api/dealer/sandbox/cases/{case_id}/bank-connection', () => {
  const connect = (key: string | null, url: string) => h.request(key, { method: 'POST', url, payload: { username: 'user_good' } });

  it("connects a dealer case's bank with a dealer key, and only that", async () => {
    const dealer = await dealerCase();
    const lender = await lenderCase();
    const r = await connect(acct.dealer_key, `/api/dealer/sandbox/cases/${dealer.case_id}/bank-connection`);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ connection_id: expect.any(String), institution_name: 'Sandbox Bank' });
    const modules = (await h.request(acct.dealer_key, { method: 'GET', url: `${D}/${dealer.case_id}/modules/cash_flow_analysis` })).json();
    expect(modules.status).toBe('ANALYZING');

    expectErrorResponse(await connect(null, `/api/dealer/sandbox/cases/${dealer.case_id}/bank-connection`), 401);
    expectErrorResponse(await connect(acct.lender_key, `/api/dealer/sandbox/cases/${dealer.case_id}/bank-connection`), 403);
    expectErrorResponse(await connect(acct.dealer_key, `/api/sandbox/cases/${dealer.case_id}/bank-connection`), 403);
    expectErrorResponse(await connect(acct.dealer_key, `/api/dealer/sandbox/cases/${lender.case_id}/bank-connection`), 404);
    expectErrorResponse(await connect(acct.lender_key, `/api/sandbox/cases/${dealer.case_id}/bank-connection`), 404);
  });
});

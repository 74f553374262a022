import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../db/schema.ts';
import { eventsOf, rowCounts } from '../../test/db-helpers.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { expectErrorResponse } from '../../test/security-suite.ts';
import { createdCase, createdDealerCase } from './cases.schemas.ts';

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let h: Harness;
let acct: SeededAccount;
let multi: SeededAccount;

beforeAll(async () => {
  h = await createHarness();
  acct = await h.seedAccount();
  multi = await h.seedAccount({
    workflows: [
      { name: 'standard', isDefault: true, stages: [{ name: 'income', modules: ['cash_flow_analysis', 'paystub'] }] },
      {
        name: 'two-step',
        isDefault: false,
        stages: [
          { name: 'bank', modules: ['cash_flow_analysis'] },
          { name: 'employment', modules: ['paystub'] },
        ],
      },
    ],
  });
});
afterAll(() => h.close());

const create = (key: string, payload: unknown, headers: Record<string, string> = {}) =>
  h.request(key, { method: 'POST', url: '/api/cases', payload: payload as object, headers });

/** A create that must fail with 400, listing exactly `fields`, having written nothing. */
async function invalid(payload: unknown, fields: string[], key = acct.lender_key) {
  const before = await rowCounts(h.store);
  const res = await create(key, payload);
  const body = expectErrorResponse(res, 400);
  expect(body.errors!.map((e) => e.field).sort()).toEqual([...fields].sort());
  for (const e of body.errors!) expect(e.error).toEqual(expect.any(String));
  expect(await rowCounts(h.store)).toEqual(before);
  return body.errors!;
}

describe('POST /api/cases', () => {
  it('creates a case with its link, modules and CASE_CREATED event', async () => {
    const res = await create(acct.lender_key, validCase({ reference_id: 'loan-1' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.case_id).toMatch(UUID);
    expect(body.url).toMatch(/^http:\/\/localhost:8080\/link\/[A-Za-z0-9_-]{43}$/);
    expect(body.short_url).toMatch(/^http:\/\/localhost:8080\/s\/[A-Za-z0-9_-]{8,}$/);
    expect(body.status).toBe('OPEN');
    expect(body.modules.map((m: { module_type: string; status: string }) => [m.module_type, m.status])).toEqual([
      ['cash_flow_analysis', 'AWAITING_INPUT'],
      ['paystub', 'AWAITING_INPUT'],
    ]);
    expect(res.headers['service-api-version']).toBe('2025-09-30');
    expect(res.headers['request-id']).toBeTruthy();
  });

  it('returns the whole case record with every field given', async () => {
    const address = { line1: '1 Main St', line2: 'Apt 2', city: 'Springfield', state: 'IL', postal_code: '02134' };
    const moduleData = { cash_flow_analysis: { products: ['DOC_FRAUD'] }, paystub: {} };
    const input = validCase({ email: 'ada@example.com', address, module_data: moduleData });
    const res = await create(acct.lender_key, input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const wf = acct.workflows[0];
    expect(body).toEqual({
      case_id: expect.stringMatching(UUID),
      url: expect.any(String),
      short_url: expect.any(String),
      reference_id: input.reference_id,
      status: 'OPEN',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: '+14155552671',
      email: 'ada@example.com',
      address,
      module_data: moduleData,
      workflow: { workflow_id: wf.workflow_id, name: 'default' },
      stage: { stage_id: wf.stages[0].stage_id, name: 'verification', position: 0 },
      modules: [
        { module_type: 'cash_flow_analysis', instance_id: expect.stringMatching(UUID), stage: 'verification', status: 'AWAITING_INPUT', latest_result_id: null },
        { module_type: 'paystub', instance_id: expect.stringMatching(UUID), stage: 'verification', status: 'AWAITING_INPUT', latest_result_id: null },
      ],
      link_expires_at: expect.stringMatching(ISO_MS),
      created_at: expect.stringMatching(ISO_MS),
      updated_at: body.created_at,
    });
    expect(Date.parse(body.link_expires_at) - Date.parse(body.created_at)).toBe(30 * 86_400_000);
  });

  it('needs only first_name, last_name and reference_id', async () => {
    const res = await create(acct.lender_key, { first_name: 'Grace', last_name: 'Hopper', reference_id: 'min-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ phone_number: null, email: null, address: null, module_data: {} });
  });

  it('writes the case and exactly one CASE_CREATED event with the envelope, in the same change', async () => {
    const res = await create(acct.lender_key, validCase({ reference_id: 'loan-events' }));
    const { case_id } = res.json();
    const [row] = await h.store.db.select().from(cases).where(eq(cases.id, case_id));
    expect(row).toMatchObject({ accountId: acct.account_id, surface: 'LENDER', referenceId: 'loan-events', status: 'OPEN' });
    // The link token is stored only as a hash and sealed, never as it is.
    expect(JSON.stringify(row)).not.toContain(res.json().url.split('/').pop());

    const evs = await eventsOf(h.store, case_id);
    expect(evs).toHaveLength(1);
    expect(evs[0]).toMatchObject({ event: 'CASE_CREATED', accountId: acct.account_id, caseSeq: 1 });
    expect(evs[0].payload).toEqual({
      event_id: evs[0].id,
      webhook_type: 'CASE',
      event: 'CASE_CREATED',
      case_id,
      reference_id: 'loan-events',
      environment: 'sandbox',
      created_at: res.json().created_at,
    });
  });

  it('a bare request lists every required field', async () => {
    await invalid({}, ['first_name', 'last_name', 'reference_id']);
    const res = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases' });
    expect(expectErrorResponse(res, 400).errors!.map((e) => e.field).sort()).toEqual(['first_name', 'last_name', 'reference_id']);
  });

  it('lists every invalid field at once, with dotted paths', async () => {
    const errors = await invalid(
      {
        first_name: '',
        reference_id: 42,
        phone_number: '415-555-2671',
        email: 'not-an-email',
        address: { postal_code: '1234', country: 'US' },
        module_data: { paystub: { products: ['OTHER'] }, credit_check: {} },
        nickname: 'Ada',
      },
      [
        'first_name',
        'last_name',
        'reference_id',
        'phone_number',
        'email',
        'address.postal_code',
        'address.country',
        'module_data.paystub.products.0',
        'module_data.credit_check',
        'nickname',
      ],
    );
    const byField = Object.fromEntries(errors.map((e) => [e.field, e.error]));
    expect(byField.last_name).toBe('is required');
    expect(byField.phone_number).toMatch(/E\.164/);
    expect(byField['address.postal_code']).toMatch(/5 digits/);
    expect(byField['module_data.paystub.products.0']).toMatch(/DOC_FRAUD/);
    expect(byField['module_data.credit_check']).toMatch(/module type/);
    expect(byField.nickname).toMatch(/not a known field/);
  });

  it.each(['+14155552671', '+447911123456', '+33612345678'])('accepts the E.164 phone number %s', async (phone) => {
    const res = await create(acct.lender_key, validCase({ phone_number: phone }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().phone_number).toBe(phone);
  });

  it.each([
    ['no plus sign', '14155552671'],
    ['national format', '(415) 555-2671'],
    ['spaces', '+1 415 555 2671'],
    ['too short', '+1415555267'],
    ['no such area code', '+15555550123'],
    ['no such country', '+999123456789'],
    ['not a string', 14155552671],
    ['empty', ''],
  ])('rejects a phone number with %s', async (_, phone) => {
    const [e] = await invalid(validCase({ phone_number: phone }), ['phone_number']);
    if (typeof phone === 'string') expect(e.error).toMatch(/E\.164/);
  });

  it.each([['1234'], ['123456'], ['abcde'], ['1234 5'], [12345]])('rejects the postal code %j', async (code) => {
    await invalid(validCase({ address: { postal_code: code } }), ['address.postal_code']);
  });

  it('accepts a 5-digit postal code with a leading zero', async () => {
    const res = await create(acct.lender_key, validCase({ address: { postal_code: '02134' } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().address).toEqual({ postal_code: '02134' });
  });

  it('module_data: keys must be module types and products only DOC_FRAUD', async () => {
    await invalid(validCase({ module_data: { CASH_FLOW_ANALYSIS: {} } }), ['module_data.CASH_FLOW_ANALYSIS']);
    await invalid(validCase({ module_data: { paystub: { products: ['DOC_FRAUD', 'CREDIT'] } } }), ['module_data.paystub.products.1']);
    await invalid(validCase({ module_data: { paystub: { products: ['DOC_FRAUD', 'DOC_FRAUD'] } } }), ['module_data.paystub.products']);
    await invalid(validCase({ module_data: { paystub: { products: 'DOC_FRAUD' } } }), ['module_data.paystub.products']);
    await invalid(validCase({ module_data: { paystub: { product: ['DOC_FRAUD'] } } }), ['module_data.paystub.product']);
    await invalid(validCase({ module_data: [] }), ['module_data']);
    const res = await create(acct.lender_key, validCase({ module_data: { paystub: { products: ['DOC_FRAUD'] } } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().module_data).toEqual({ paystub: { products: ['DOC_FRAUD'] } });
  });

  it('answers the bytes its response schema would write, on both surfaces, every field given', async () => {
    const full = {
      phone_number: '+14155552671',
      email: 'ada@example.com',
      address: { postal_code: '02134', city: ' Boston ', line1: '1 Main St', state: 'MA', line2: 'Apt 2' },
      module_data: { paystub: { products: ['DOC_FRAUD'] }, cash_flow_analysis: {} },
    };
    const deal = { stated_monthly_income: 5200, vehicle: { vin: '2HGFE2F59NH512345', year: 2022 }, deal_id: 'D-1', amount_financed: 100.5 };
    for (const [key, url, schema, extra] of [
      [acct.lender_key, '/api/cases', createdCase, {}],
      [acct.dealer_key, '/api/dealer/cases', createdDealerCase, { deal }],
      [acct.dealer_key, '/api/dealer/cases', createdDealerCase, {}],
    ] as const) {
      const res = await h.request(key, { method: 'POST', url, payload: validCase({ ...full, ...extra }) });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(JSON.stringify(schema.parse(JSON.parse(res.body))));
      // With an Idempotency-Key the response goes through the schema: the first one, and its replay (read back from the database).
      const again = { method: 'POST' as const, url, payload: validCase({ ...full, ...extra }), headers: { 'idempotency-key': `bytes-${url}-${Object.keys(extra).length}` } };
      const first = await h.request(key, again);
      const replay = await h.request(key, again);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(JSON.parse(replay.body)).toEqual(JSON.parse(first.body));
      for (const r of [first, replay]) expect(r.body).toBe(JSON.stringify(schema.parse(JSON.parse(r.body))));
    }
  });

  it('rejects unknown fields, at the top and inside objects', async () => {
    await invalid(validCase({ case_id: '00000000-0000-4000-8000-000000000000' }), ['case_id']);
    await invalid(validCase({ status: 'COMPLETED' }), ['status']);
    await invalid(validCase({ address: { zip: '12345' } }), ['address.zip']);
  });

  it('rejects fields of the wrong type', async () => {
    await invalid(validCase({ first_name: ['Ada'], address: 'Main St', workflow_id: 7 }), ['first_name', 'address', 'workflow_id']);
    await invalid([validCase()], ['body']);
  });

  it('workflow_id must be a workflow of the account', async () => {
    const foreign = multi.workflows[1].workflow_id;
    const [e] = await invalid(validCase({ workflow_id: foreign }), ['workflow_id']);
    expect(e.error).toMatch(/workflow/);
    await invalid(validCase({ workflow_id: '00000000-0000-4000-8000-000000000000' }), ['workflow_id']);
    await invalid(validCase({ workflow_id: 'standard' }), ['workflow_id']);
  });

  it('uses the default workflow without workflow_id, and the given one with it', async () => {
    const [standard, twoStep] = multi.workflows;
    const byDefault = await create(multi.lender_key, validCase());
    expect(byDefault.statusCode).toBe(201);
    expect(byDefault.json().workflow).toEqual({ workflow_id: standard.workflow_id, name: 'standard' });
    expect(byDefault.json().stage).toEqual({ stage_id: standard.stages[0].stage_id, name: 'income', position: 0 });

    const chosen = await create(multi.lender_key, validCase({ workflow_id: twoStep.workflow_id.toUpperCase() }));
    expect(chosen.statusCode, chosen.body).toBe(201);
    const body = chosen.json();
    expect(body.workflow).toEqual({ workflow_id: twoStep.workflow_id, name: 'two-step' });
    expect(body.stage).toEqual({ stage_id: twoStep.stages[0].stage_id, name: 'bank', position: 0 });
    // The modules of a later stage wait until their stage starts.
    expect(body.modules.map((m: Record<string, string>) => [m.module_type, m.stage, m.status])).toEqual([
      ['cash_flow_analysis', 'bank', 'AWAITING_INPUT'],
      ['paystub', 'employment', 'PENDING'],
    ]);
  });

  it('trims names and references', async () => {
    const res = await create(acct.lender_key, validCase({ first_name: '  Ada ', reference_id: ' ref-trim ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ first_name: 'Ada', reference_id: 'ref-trim' });
    await invalid(validCase({ first_name: '   ' }), ['first_name']);
  });
});

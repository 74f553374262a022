import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';

let h: Harness;
let acct: SeededAccount;

beforeAll(async () => {
  h = await createHarness();
  acct = await h.seedAccount();
});
afterAll(() => h.close());

describe('POST /api/cases', () => {
  it('creates a case with its link, modules and CASE_CREATED event', async () => {
    const res = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ reference_id: 'loan-1' }) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.case_id).toMatch(/^[0-9a-f-]{36}$/);
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
});

import { describe, expect, it } from 'vitest';
import { PAYSTUB_MODEL_VERSION, analyzePaystubs, type PaystubInput } from './analyze-paystubs.ts';
import type { BorrowerAddress } from './identity.ts';
import { nextPaystub, paystub } from './test-paystubs.ts';

const ADDRESS: BorrowerAddress = { line1: '1200 North Main St #4', city: 'Springfield', state: 'IL', postal_code: '62701' };
const BORROWER = { first_name: 'María', last_name: 'García', address: ADDRESS };

function run(stubs: PaystubInput['stubs'], overrides: Partial<PaystubInput> = {}) {
  return analyzePaystubs({ stubs, borrower: BORROWER, asOf: '2025-04-15', ...overrides });
}

describe('analyzePaystubs', () => {
  it('three biweekly stubs: the whole result, amounts in dollars, newest first', () => {
    // Given oldest first; pay dates Mar 14, Mar 28, Apr 11; YTD 12,000 / 14,000 / 16,000.
    const out = run([
      { document_id: 'doc-a', stub: nextPaystub(0) },
      { document_id: 'doc-b', stub: nextPaystub(1) },
      { document_id: 'doc-c', stub: nextPaystub(2, { page: 2 }) },
    ]);
    expect(out.status).toBe('COMPLETED');
    if (out.status !== 'COMPLETED') return;
    expect(out.data.paystubs.map((p) => p.document_id)).toEqual(['doc-c', 'doc-b', 'doc-a']);
    expect(out.data.paystubs[0]).toEqual({
      document_id: 'doc-c',
      employer_name: 'Acme Widgets, Inc.',
      employee_name: 'GARCIA, MARIA J.',
      pay_date: '2025-04-11',
      period_start: '2025-03-22',
      period_end: '2025-04-04',
      frequency: 'BIWEEKLY',
      gross_pay: 2000,
      net_pay: 1447,
      deductions: [
        { name: 'Federal Income Tax', amount: 400 },
        { name: 'Social Security', amount: 124 },
        { name: 'Medicare', amount: 29 },
      ],
      ytd_gross: 16000,
      ytd_net: 11576, // 8 x 1,447
      page: 2,
    });
    expect(out.data).toMatchObject({
      currency: 'USD',
      // April 11th to April 15th: 4 days.
      employment: { employer_name: 'Acme Widgets, Inc.', status: 'VERIFIED', latest_pay_date: '2025-04-11', reasons: [] },
      // 2,000 x 26 / 12 = 4,333.33; x 12 = 51,999.96.
      income: { frequency: 'BIWEEKLY', gross_per_period: 2000, monthly_gross: 4333.33, annual_gross: 51999.96 },
      identity: { name_match: 'MATCH', name_score: 1, address_match: 'MATCH' },
      model_version: PAYSTUB_MODEL_VERSION,
    });
    // April 11th is the 8th biweekly Friday of 2025; YTD 16,000 / 8 = 2,000: consistent, nothing to say.
    expect(out.data.notes).toBeUndefined();
  });

  it('one stub of $2,307.69 biweekly: $5,000.00 a month', () => {
    const out = run([{ document_id: 'd1', stub: paystub({ gross_cents: 230_769, net_cents: 178_469, ytd_gross_cents: 1_384_614, ytd_net_cents: null }) }]);
    expect(out.status === 'COMPLETED' && out.data.income).toEqual({
      frequency: 'BIWEEKLY',
      gross_per_period: 2307.69,
      monthly_gross: 5000,
      annual_gross: 60000,
    });
  });

  it('semi-monthly $2,500 from the period: $5,000 a month', () => {
    // Period March 1st - 15th; pay date Friday March 14th (the 15th is a Saturday); 5th period, YTD 12,500.
    const stub = paystub({
      period_start: '2025-03-01',
      period_end: '2025-03-15',
      gross_cents: 250_000,
      net_cents: 194_700,
      ytd_gross_cents: 1_250_000,
      ytd_net_cents: null,
    });
    const out = run([{ document_id: 'd1', stub }], { asOf: '2025-03-20' });
    expect(out.status === 'COMPLETED' && out.data.income).toEqual({
      frequency: 'SEMI_MONTHLY',
      gross_per_period: 2500,
      monthly_gross: 5000,
      annual_gross: 60000,
    });
  });

  it('notes from every part, and the reasons for UNVERIFIED', () => {
    const out = run(
      [
        { document_id: 'new', stub: nextPaystub(2, { printed_frequency: 'SEMI_MONTHLY' }) },
        { document_id: 'old', stub: nextPaystub(0) },
      ],
      { asOf: '2025-06-30' },
    );
    if (out.status !== 'COMPLETED') throw new Error('expected COMPLETED');
    expect(out.data.employment.status).toBe('UNVERIFIED');
    // April 11th to June 30th: 19 + 31 + 30 = 80 days.
    expect(out.data.employment.reasons).toEqual(['The latest pay date, 2025-04-11, is 80 days before 2025-06-30, more than 45.']);
    expect(out.data.notes).toEqual([
      'The stub prints semi-monthly pay but its pay period is biweekly; the period is used.',
      '14 days between the pay periods 2025-02-22 to 2025-03-07 and 2025-03-22 to 2025-04-04 have no stub.',
    ]);
  });

  it('identity from the newest stub against a borrower with other names and no address', () => {
    const out = run(
      [
        { document_id: 'old', stub: nextPaystub(0, { employee_name: 'Someone Else' }) },
        { document_id: 'new', stub: nextPaystub(1, { employee_name: 'Maria Lopez' }) },
      ],
      { borrower: { first_name: 'Maria', last_name: 'Garcia', address: null } },
    );
    expect(out.status === 'COMPLETED' && out.data.identity).toEqual({ name_match: 'PARTIAL', name_score: 0.5, address_match: 'NOT_AVAILABLE' });
  });

  it("income from the latest employer's stubs only", () => {
    // The old job paid 3,000 biweekly; the new one 2,000 (its stubs Mar 28 and Apr 11, YTD 14,000 and 16,000).
    const out = run([
      { document_id: 'new-1', stub: nextPaystub(1, { employer_name: 'Globex Corporation' }) },
      { document_id: 'new-2', stub: nextPaystub(2, { employer_name: 'GLOBEX CORP' }) },
      { document_id: 'old', stub: nextPaystub(0, { gross_cents: 300_000, net_cents: 244_700 }) },
    ]);
    if (out.status !== 'COMPLETED') throw new Error('expected COMPLETED');
    expect(out.data.income).toEqual({ frequency: 'BIWEEKLY', gross_per_period: 2000, monthly_gross: 4333.33, annual_gross: 51999.96 });
    expect(out.data.employment.employer_name).toBe('GLOBEX CORP');
    expect(out.data.employment.status).toBe('UNVERIFIED');
    expect(out.data.notes).toContain('Income is from the 2 stubs of the latest employer, GLOBEX CORP.');
  });

  it("the currency is the newest stub's, and stubs in another currency stay out of the income", () => {
    // A move from a job paid in dollars to one paid in Namibian dollars: the N$ stubs make the income.
    const out = run([
      { document_id: 'nad-1', stub: nextPaystub(1, { currency: 'NAD' }) },
      { document_id: 'nad-2', stub: nextPaystub(2, { currency: 'NAD' }) },
      { document_id: 'usd', stub: nextPaystub(0, { gross_cents: 300_000, net_cents: 244_700 }) },
    ]);
    if (out.status !== 'COMPLETED') throw new Error('expected COMPLETED');
    expect(out.data.currency).toBe('NAD');
    expect(out.data.income.gross_per_period).toBe(2000);
    expect(out.data.notes).toContain("1 stub in another currency than the latest stub's NAD left out of the income.");
    const dollars = run([{ document_id: 'usd', stub: nextPaystub(0) }]);
    if (dollars.status !== 'COMPLETED') throw new Error('expected COMPLETED');
    expect(dollars.data.currency).toBe('USD');
  });

  it('a stub without a gross is left out, and said', () => {
    const out = run([
      { document_id: 'blank', stub: paystub({ gross_cents: null, pay_date: '2025-04-11' }) },
      { document_id: 'good', stub: paystub() },
    ]);
    if (out.status !== 'COMPLETED') throw new Error('expected COMPLETED');
    expect(out.data.paystubs.map((p) => p.document_id)).toEqual(['good']);
    expect(out.data.notes).toEqual(['One stub is left out: no gross pay could be read.']);
  });

  it.each([
    { name: 'no stubs', stubs: [], reason: 'There are no paystubs to analyse.' },
    { name: 'one stub without a gross', stubs: [{ document_id: 'x', stub: paystub({ gross_cents: null }) }], reason: 'The paystub shows no gross pay.' },
    {
      name: 'two stubs without a gross',
      stubs: [
        { document_id: 'x', stub: paystub({ gross_cents: null }) },
        { document_id: 'y', stub: paystub({ gross_cents: 0 }) },
      ],
      reason: 'None of the 2 paystubs shows a gross pay.',
    },
  ])('INSUFFICIENT: $name', ({ stubs, reason }) => {
    expect(run(stubs)).toEqual({ status: 'INSUFFICIENT', reason });
  });
});

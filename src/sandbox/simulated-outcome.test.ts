import { describe, expect, it } from 'vitest';
import { biweeklyPayDates, DEFAULT_REASONS, generatedPaystubs, simulatedOutcome, type SimulationInput } from './simulated-outcome.ts';

let n = 0;
const input = (over: Partial<SimulationInput> = {}): SimulationInput => ({
  moduleType: 'paystub',
  outcome: 'COMPLETED',
  reason: null,
  borrower: { first_name: 'Ada', last_name: 'Lovelace', address: { line1: '12 Analytical Row', city: 'London', state: 'NY', postal_code: '10001' } },
  asOf: '2026-11-25',
  caseId: '71e1c0a1-e18a-45e9-b793-caedac926848',
  newId: () => `doc-${++n}`,
  ...over,
});

describe('biweeklyPayDates', () => {
  it.each([
    ['2026-11-25', ['2026-10-23', '2026-11-06', '2026-11-20']], // a Wednesday: back to Friday the 20th
    ['2026-11-20', ['2026-10-23', '2026-11-06', '2026-11-20']], // a Friday: that day
    ['2026-01-03', ['2025-12-05', '2025-12-19', '2026-01-02']],
  ])('%s', (asOf, dates) => {
    expect(biweeklyPayDates(asOf, 3)).toEqual(dates);
  });
});

describe('simulatedOutcome', () => {
  it.each([
    ['INSUFFICIENT', null, { status: 'INSUFFICIENT', reason: DEFAULT_REASONS.INSUFFICIENT }],
    ['INSUFFICIENT', 'Only 20 days.', { status: 'INSUFFICIENT', reason: 'Only 20 days.' }],
    ['ERROR', null, { status: 'ERROR', error: DEFAULT_REASONS.ERROR }],
    ['ERROR', 'Bank timed out.', { status: 'ERROR', error: 'Bank timed out.' }],
  ] as const)('%s with reason %s', (outcome, reason, expected) => {
    expect(simulatedOutcome(input({ outcome, reason }))).toEqual(expected);
  });

  it('COMPLETED paystub: three ACME CORP stubs, $2,900.00 gross and $2,150.00 net, checked by hand', () => {
    const stubs = generatedPaystubs(input().borrower, '2026-11-25');
    // 2026-11-20 is the 24th biweekly period counted from January 1st (day 323 / 14, rounded down, plus one).
    expect(stubs[2]).toMatchObject({ pay_date: '2026-11-20', period_start: '2026-10-31', period_end: '2026-11-13', gross_cents: 290_000, net_cents: 215_000, ytd_gross_cents: 290_000 * 24, ytd_net_cents: 215_000 * 24 });
    const out = simulatedOutcome(input());
    expect(out.status).toBe('COMPLETED');
    const data = (out as { data: any }).data;
    expect(data.paystubs.map((p: any) => p.pay_date)).toEqual(['2026-11-20', '2026-11-06', '2026-10-23']);
    expect(data.income).toEqual({ frequency: 'BIWEEKLY', gross_per_period: 2900, monthly_gross: 6283.33, annual_gross: 75399.96 });
    expect(data.employment).toMatchObject({ employer_name: 'ACME CORP', status: 'VERIFIED', latest_pay_date: '2026-11-20' });
    expect(data.identity).toMatchObject({ name_match: 'MATCH', address_match: 'MATCH' });
    expect(data.paystubs[0].deductions.map((d: any) => d.amount)).toEqual([395, 179.8, 42.05, 133.15]);
  });

  it('COMPLETED cash_flow_analysis: the Sandbox Bank user_good history, one biweekly ACME CORP payroll', () => {
    const out = simulatedOutcome(input({ moduleType: 'cash_flow_analysis' }));
    expect(out.status).toBe('COMPLETED');
    const data = (out as { data: any }).data;
    expect(data.period.end_date).toBe('2026-11-25');
    expect(data.income.monthly_income).toBe(4658.33);
    expect(data.accounts.every((a: any) => a.source === 'BANK_CONNECTION')).toBe(true);
  });

  it('refuses a module it cannot complete', () => {
    expect(() => simulatedOutcome(input({ moduleType: 'credit_report' }))).toThrow(/no simulation/);
  });
});

import { describe, expect, it } from 'vitest';
import { assessEmployment, stubArithmetic } from './employment.ts';
import type { ExtractedPaystub } from './paystub.types.ts';
import { nextPaystub, paystub } from './test-paystubs.ts';

describe('stubArithmetic', () => {
  it.each([
    // 2,000 - (400 + 124 + 29) = 1,447.
    { name: 'gross less deductions is net', stub: paystub(), reasons: [] },
    { name: 'a cent of rounding', stub: paystub({ net_cents: 144_701 }), reasons: [] },
    {
      name: 'two cents off',
      stub: paystub({ net_cents: 144_702 }),
      reasons: ['On the 2025-03-14 stub gross $2,000 less deductions of $553 is $1,447, but the net pay is $1,447.02.'],
    },
    {
      name: 'no deductions and net below gross',
      stub: paystub({ deductions: [] }),
      reasons: ['On the 2025-03-14 stub gross $2,000 less deductions of $0 is $2,000, but the net pay is $1,447.'],
    },
    {
      name: 'net not read',
      stub: paystub({ net_cents: null }),
      reasons: ['The net pay on the 2025-03-14 stub could not be read, so its arithmetic cannot be checked.'],
    },
    {
      name: 'YTD below the period',
      stub: paystub({ ytd_gross_cents: 150_000, ytd_net_cents: 100_000 }),
      reasons: [
        'On the 2025-03-14 stub the YTD gross, $1,500, is less than the period\'s gross of $2,000.',
        'On the 2025-03-14 stub the YTD net, $1,000, is less than the period\'s net of $1,447.',
      ],
    },
    {
      name: 'YTD net above YTD gross',
      stub: paystub({ ytd_net_cents: 1_300_000 }),
      reasons: ['On the 2025-03-14 stub the YTD net, $13,000, is more than the YTD gross of $12,000.'],
    },
    { name: 'no YTD printed', stub: paystub({ ytd_gross_cents: null, ytd_net_cents: null }), reasons: [] },
  ])('$name', ({ stub, reasons }) => {
    expect(stubArithmetic(stub)).toEqual(reasons);
  });
});

describe('assessEmployment', () => {
  const CASES: Array<{ name: string; stubs: ExtractedPaystub[]; asOf: string; status: string; reasons: RegExp[] }> = [
    // March 14th to April 1st: 18 days.
    { name: 'one recent, sound stub', stubs: [paystub()], asOf: '2025-04-01', status: 'VERIFIED', reasons: [] },
    // March 14th + 17 = March 31st, + 28 = April 28th: 45 days, still recent.
    { name: 'exactly 45 days', stubs: [paystub()], asOf: '2025-04-28', status: 'VERIFIED', reasons: [] },
    {
      // March 14th to May 1st: 17 + 30 + 1 = 48 days.
      name: 'too old',
      stubs: [paystub()],
      asOf: '2025-05-01',
      status: 'UNVERIFIED',
      reasons: [/^The latest pay date, 2025-03-14, is 48 days before 2025-05-01, more than 45\.$/],
    },
    { name: 'issued 5 days before the pay date', stubs: [paystub()], asOf: '2025-03-09', status: 'VERIFIED', reasons: [] },
    {
      name: 'pay date 10 days ahead',
      stubs: [paystub()],
      asOf: '2025-03-04',
      status: 'UNVERIFIED',
      reasons: [/2025-03-14, is 10 days after 2025-03-04/],
    },
    {
      name: 'three consecutive stubs',
      stubs: [nextPaystub(2), nextPaystub(1), nextPaystub(0)],
      asOf: '2025-04-15',
      status: 'VERIFIED',
      reasons: [],
    },
    {
      name: 'a missing stub between two is not held against it',
      stubs: [nextPaystub(2), nextPaystub(0)],
      asOf: '2025-04-15',
      status: 'VERIFIED',
      reasons: [],
    },
    {
      name: 'two employers',
      stubs: [nextPaystub(1, { employer_name: 'Globex Corporation' }), nextPaystub(0)],
      asOf: '2025-04-01',
      status: 'UNVERIFIED',
      reasons: [/more than one employer: Globex Corporation, Acme Widgets, Inc\./],
    },
    {
      name: 'the same employer written two ways',
      stubs: [nextPaystub(1, { employer_name: 'ACME WIDGETS INC' }), nextPaystub(0)],
      asOf: '2025-04-01',
      status: 'VERIFIED',
      reasons: [],
    },
    {
      // 12,000 + 2,000 = 14,000 expected on the March 28th stub.
      name: 'YTD does not follow',
      stubs: [nextPaystub(1, { ytd_gross_cents: 1_500_000 }), nextPaystub(0)],
      asOf: '2025-04-01',
      status: 'UNVERIFIED',
      reasons: [/YTD gross on the 2025-03-28 stub is \$15,000 where \$14,000 follows/],
    },
    {
      name: 'the same period with other figures',
      stubs: [nextPaystub(0, { gross_cents: 210_000, net_cents: 154_700, ytd_gross_cents: 1_210_000 }), nextPaystub(0)],
      asOf: '2025-04-01',
      status: 'UNVERIFIED',
      reasons: [/2025-02-22 to 2025-03-07 and 2025-02-22 to 2025-03-07 overlap with different figures/],
    },
    { name: 'the same stub uploaded twice', stubs: [paystub(), paystub()], asOf: '2025-04-01', status: 'VERIFIED', reasons: [] },
    {
      name: 'no employer name',
      stubs: [paystub({ employer_name: null })],
      asOf: '2025-04-01',
      status: 'UNVERIFIED',
      reasons: [/^No stub names the employer\.$/],
    },
    {
      name: 'no pay date',
      stubs: [paystub({ pay_date: null })],
      asOf: '2025-04-01',
      status: 'UNVERIFIED',
      reasons: [/^No stub shows a pay date\.$/],
    },
    {
      name: 'arithmetic off on the older stub',
      stubs: [nextPaystub(1), nextPaystub(0, { net_cents: 150_000, ytd_net_cents: 873_500 })],
      asOf: '2025-04-01',
      status: 'UNVERIFIED',
      reasons: [/On the 2025-03-14 stub gross \$2,000 less deductions of \$553 is \$1,447, but the net pay is \$1,500\./],
    },
  ];
  it.each(CASES)('$name', ({ stubs, asOf, status, reasons }) => {
    const r = assessEmployment(stubs, asOf);
    expect(r.status).toBe(status);
    expect(r.reasons).toHaveLength(reasons.length);
    reasons.forEach((re, i) => expect(r.reasons[i]).toMatch(re));
  });

  it('employer and latest pay date from the newest stub, in any order', () => {
    const r = assessEmployment([nextPaystub(0, { employer_name: 'ACME WIDGETS INC' }), nextPaystub(1)], '2025-04-01');
    expect(r).toEqual({ employer_name: 'Acme Widgets, Inc.', status: 'VERIFIED', latest_pay_date: '2025-03-28', reasons: [] });
  });

  it('refuses a bad analysis date', () => {
    expect(() => assessEmployment([paystub()], '2025-04-31')).toThrow(RangeError);
  });
});

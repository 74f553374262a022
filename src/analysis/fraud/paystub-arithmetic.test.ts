import { describe, expect, it } from 'vitest';
import type { ExtractedPaystub, PayFrequency } from '../paystub/paystub.types.ts';
import { checkPaystubArithmetic, inferFrequency, periodsElapsed } from './paystub-arithmetic.ts';

// A consistent biweekly stub: gross 2,307.69; SS 143.08 (6.2%); Medicare 33.46 (1.45%); net 1,823.44.
const base: ExtractedPaystub = {
  employer_name: 'Acme', employer_address: null, employee_name: 'Ada Lovelace', employee_address: null,
  pay_date: '2024-03-15', period_start: '2024-02-26', period_end: '2024-03-10', printed_frequency: null,
  gross_cents: 230_769, net_cents: 182_344,
  deductions: [
    { name: 'Federal Income Tax', amount_cents: 21_540, ytd_cents: 129_240 },
    { name: 'Social Security', amount_cents: 14_308, ytd_cents: 85_848 },
    { name: 'Medicare', amount_cents: 3_346, ytd_cents: 20_076 },
    { name: 'State Income Tax', amount_cents: 9_231, ytd_cents: 55_386 },
  ],
  earnings: [{ name: 'Regular', hours: 80, rate_cents: 2_885, amount_cents: 230_769, ytd_cents: 1_384_614 }],
  ytd_gross_cents: 1_384_614, // 6 periods
  ytd_net_cents: 1_094_064,
  page: 1,
};
const stub = (p: Partial<ExtractedPaystub>): ExtractedPaystub => ({ ...base, ...p });
const withDeduction = (name: string, amount: number) => base.deductions.map((d) => (d.name === name ? { ...d, amount_cents: amount } : d));
/** Gross 3,500.00 with these other deductions, SS and Medicare on the gross less `excluded`, and the net that follows. */
function ficaStub(lines: Array<[string, number]>, excluded: number): ExtractedPaystub {
  const gross = 350_000;
  const deductions = [
    ...lines.map(([name, amount_cents]) => ({ name, amount_cents, ytd_cents: null })),
    { name: 'Social Security', amount_cents: Math.round((gross - excluded) * 0.062), ytd_cents: null },
    { name: 'Medicare', amount_cents: Math.round((gross - excluded) * 0.0145), ytd_cents: null },
  ];
  const net = gross - deductions.reduce((t, d) => t + d.amount_cents, 0);
  return stub({ gross_cents: gross, net_cents: net, deductions, earnings: [], ytd_gross_cents: 6 * gross, ytd_net_cents: null });
}

describe('checkPaystubArithmetic', () => {
  it.each<[string, ExtractedPaystub, PayFrequency | undefined, string[]]>([
    ['a consistent stub', base, undefined, []],
    ['net raised by 1,000', stub({ net_cents: 282_344, ytd_net_cents: 1_194_064 }), undefined, ['ARITHMETIC_MISMATCH:HIGH']],
    ['an addition read as a deduction (a tool advance paid out): the sums agree with it reversed', stub({ deductions: [...base.deductions, { name: 'Tool Advance', amount_cents: 35_000, ytd_cents: null }], net_cents: 182_344 + 35_000 }), undefined, ['ARITHMETIC_MISMATCH:LOW']],
    ['a line that is no deduction at all (an employer contribution): the sums agree without it', stub({ deductions: [...base.deductions, { name: 'Employer 401k Match', amount_cents: 6_923, ytd_cents: null }] }), undefined, ['ARITHMETIC_MISMATCH:LOW']],
    ['net raised by an amount no line explains', stub({ net_cents: 182_344 + 12_345 }), undefined, ['ARITHMETIC_MISMATCH:HIGH']],
    ['a one-cent rounding difference', stub({ net_cents: 182_345 }), undefined, []],
    ['net above gross', stub({ net_cents: 300_000, deductions: [] }), undefined, ['ARITHMETIC_MISMATCH:HIGH']],
    ['earnings lines not summing to gross', stub({ earnings: [{ name: 'Regular', hours: 80, rate_cents: 2_885, amount_cents: 200_000, ytd_cents: null }] }), undefined, ['EARNINGS_SUM_MISMATCH:LOW']],
    ['YTD gross below the period gross', stub({ ytd_gross_cents: 100_000 }), undefined, ['YTD_INCONSISTENT:MEDIUM']],
    ['YTD net below the period net', stub({ ytd_net_cents: 100_000 }), undefined, ['YTD_INCONSISTENT:MEDIUM']],
    ['YTD gross of 12 periods by mid-March (biweekly inferred)', stub({ ytd_gross_cents: 12 * 230_769 }), undefined, ['YTD_INCONSISTENT:LOW']],
    ['YTD of 6 periods is fine weekly too', base, 'WEEKLY', []],
    ['YTD of 6 periods is too much monthly', base, 'MONTHLY', ['YTD_INCONSISTENT:LOW']],
    ['a deduction YTD below its period amount', stub({ deductions: base.deductions.map((d, i) => (i === 0 ? { ...d, ytd_cents: 100 } : d)) }), undefined, ['YTD_INCONSISTENT:MEDIUM']],
    ['Social Security not 6.2%', stub({ deductions: withDeduction('Social Security', 15_308), net_cents: 181_344 }), undefined, ['FICA_RATE_MISMATCH:MEDIUM']],
    ['Medicare not 1.45%', stub({ deductions: withDeduction('Medicare', 4_346), net_cents: 181_344 }), undefined, ['FICA_RATE_MISMATCH:MEDIUM']],
    ["another country's social security at its own rate: no FICA check on a stub paid in euros", stub({ currency: 'EUR', deductions: withDeduction('Social Security', 15_308), net_cents: 181_344 }), undefined, []],
    ["a stub that names dollars is checked", stub({ currency: 'USD', deductions: withDeduction('Social Security', 15_308), net_cents: 181_344 }), undefined, ['FICA_RATE_MISMATCH:MEDIUM']],
    ['SS within two cents', stub({ deductions: withDeduction('Social Security', 14_310), net_cents: 182_342 }), undefined, []],
    ['SS above the wage base is not checked', stub({
      gross_cents: 750_000, net_cents: 739_125, earnings: [], ytd_gross_cents: 18_000_000, ytd_net_cents: null, pay_date: '2024-12-13',
      deductions: [{ name: 'Social Security', amount_cents: 0, ytd_cents: null }, { name: 'Medicare', amount_cents: 10_875, ytd_cents: null }],
    }), undefined, []],
    ['FICA on gross less a section 125 medical deduction', stub({
      deductions: [
        { name: 'Medical 125', amount_cents: 10_000, ytd_cents: null },
        { name: 'OASDI', amount_cents: Math.round(220_769 * 0.062), ytd_cents: null },
        { name: 'FICA-Med', amount_cents: Math.round(220_769 * 0.0145), ytd_cents: null },
      ],
      net_cents: 230_769 - 10_000 - Math.round(220_769 * 0.062) - Math.round(220_769 * 0.0145),
      ytd_net_cents: null,
    }), undefined, []],
    ['FICA on gross less the cafeteria plan, a state transit tax beside it taken for no exclusion', ficaStub([['Medical', 7_450], ['Dental', 980], ['Dependent Care FSA', 20_833], ['403(b)', 21_000], ['OR Statewide Transit', 300], ['OR Paid Leave', 1_400]], 7_450 + 980 + 20_833), undefined, []],
    ['FICA on gross less the cafeteria plan, a post-tax parking line beside it', ficaStub([['Medical', 11_290], ['Vision', 388], ['Parking', 3_000], ['PA SUI Employee', 242]], 11_290 + 388), undefined, []],
    ['FICA on gross less the cafeteria plan and pre-tax commuter benefits', ficaStub([['Medical PRE-TAX', 11_290], ['Commuter Transit', 5_000]], 11_290 + 5_000), undefined, []],
    ['FICA on gross less state disability insurance (SDI is no exclusion)', ficaStub([['Dental', 1_635], ['CA SDI', 6_425]], 1_635 + 6_425), undefined, ['FICA_RATE_MISMATCH:MEDIUM', 'FICA_RATE_MISMATCH:MEDIUM']],
    ['FICA on gross less a leading block of benefits named by their plans, retirement between them',
      ficaStub([['TRS Retirement', 25_087], ['TRS-ActiveCare Primary+', 9_150], ['Dental', 1_480], ['Vision', 388], ['403(b) Deferral', 7_500], ['Cancer Policy', 1_320], ['Union Dues', 2_630]], 9_150 + 1_480 + 388 + 1_320), undefined, []],
    ['FICA on gross less benefits that are no leading block (any subset is never a base)',
      ficaStub([['Accident Policy', 5_000], ['Cancer Policy', 1_320], ['Term Life', 940]], 1_320 + 940), undefined, ['FICA_RATE_MISMATCH:MEDIUM', 'FICA_RATE_MISMATCH:MEDIUM']],
    ['FICA on gross less a per diem paid with the pay and the cafeteria plan', { ...ficaStub([['401(k)', 14_364], ['Medical - MEC Plan', 6_240]], 6_240 + 168_000), earnings: [{ name: 'Regular', hours: 76, rate_cents: 3_150, amount_cents: 182_000, ytd_cents: null }, { name: 'Per Diem (non-taxable)', hours: null, rate_cents: null, amount_cents: 168_000, ytd_cents: null }] }, undefined, []],
    ['FICA on gross less a per diem the stub does not print: still off its rate', ficaStub([['401(k)', 14_364], ['Medical - MEC Plan', 6_240]], 6_240 + 168_000), undefined, ['FICA_RATE_MISMATCH:MEDIUM', 'FICA_RATE_MISMATCH:MEDIUM']],
    ['FICA on gross less the 401(k) (401(k) is no FICA exclusion)', ficaStub([['Medical', 7_450], ['401(k)', 21_000]], 7_450 + 21_000), undefined, ['FICA_RATE_MISMATCH:MEDIUM', 'FICA_RATE_MISMATCH:MEDIUM']],
    // A federal Earnings and Leave Statement: FEHB under premium conversion and FEDVIP come out before
    // FICA; the TSP, FERS and FEGLI do not, wherever they are printed.
    ['federal: OASDI and Medicare on gross less FEHB and FEDVIP, the TSP printed before them',
      ficaStub([['TSP Traditional', 13_648], ['FEHB', 11_837], ['FEDVIP Dental', 2_184], ['Retirement - FERS', 12_010], ['FEGLI Basic', 1_139], ['Union Dues - AFGE', 1_836]], 11_837 + 2_184), undefined, []],
    ['federal: on gross less FEHB alone, a TSP loan and Roth beside it',
      ficaStub([['TSP Traditional', 36_275], ['FEHB', 24_615], ['FERS', 3_628], ['TSP Roth', 9_069], ['TSP Loan Repayment', 15_322]], 24_615), undefined, []],
    ['federal: on gross less FSAFEDS health and dependent care accounts', ficaStub([['Thrift Savings Plan', 17_500], ['FSAFEDS HCFSA', 4_000], ['DCFSA', 19_230]], 4_000 + 19_230), undefined, []],
    ['federal: premium conversion waived (FICA on the whole gross)', ficaStub([['TSP Traditional', 17_500], ['FEHB', 11_837]], 0), undefined, []],
    ['federal: FICA on gross less the TSP too (the TSP is no FICA exclusion)',
      ficaStub([['TSP Traditional', 13_648], ['FEHB', 11_837], ['FEDVIP Dental', 2_184]], 13_648 + 11_837 + 2_184), undefined, ['FICA_RATE_MISMATCH:MEDIUM', 'FICA_RATE_MISMATCH:MEDIUM']],
    ['federal: FICA on gross less FERS (FERS is no FICA exclusion)',
      ficaStub([['FEHB', 11_837], ['FERS', 12_010]], 11_837 + 12_010), undefined, ['FICA_RATE_MISMATCH:MEDIUM', 'FICA_RATE_MISMATCH:MEDIUM']],
    ['federal: an OASDI figure edited on a stub with FEHB', stub({
      deductions: [
        { name: 'Federal Tax', amount_cents: 21_050, ytd_cents: null },
        { name: 'OASDI', amount_cents: Math.round((230_769 - 11_837) * 0.062) - 1_000, ytd_cents: null },
        { name: 'Medicare', amount_cents: Math.round((230_769 - 11_837) * 0.0145), ytd_cents: null },
        { name: 'TSP Traditional', amount_cents: 11_538, ytd_cents: null },
        { name: 'FEHB', amount_cents: 11_837, ytd_cents: null },
      ],
      net_cents: 230_769 - 21_050 - (Math.round((230_769 - 11_837) * 0.062) - 1_000) - Math.round((230_769 - 11_837) * 0.0145) - 11_538 - 11_837,
      ytd_net_cents: null,
    }), undefined, ['FICA_RATE_MISMATCH:MEDIUM']],
    ['paid on a Saturday', stub({ pay_date: '2024-03-16' }), undefined, ['WEEKEND_PAY_DATE:LOW']],
    ['round gross and net', stub({ gross_cents: 300_000, net_cents: 200_000, deductions: [{ name: 'Tax', amount_cents: 100_000, ytd_cents: null }], earnings: [], ytd_gross_cents: null, ytd_net_cents: null }), undefined, ['ROUND_AMOUNTS:LOW']],
    ['nothing to check', stub({ gross_cents: null, net_cents: null, deductions: [], earnings: [], ytd_gross_cents: null, ytd_net_cents: null, pay_date: null }), undefined, []],
  ])('%s', (_, s, frequency, want) => {
    const signals = checkPaystubArithmetic('doc-1', 2, s, frequency);
    expect(signals.map((x) => `${x.code}:${x.severity}`).sort()).toEqual(want);
    for (const x of signals) expect(x).toMatchObject({ document_id: 'doc-1', page: 2 });
  });

  // Figures read by OCR count only when OCR was sure of them (TRUSTED_CONFIDENCE), and a sum that
  // fails on them is LOW: a misread digit and an edited one look the same in a picture.
  const sure = { gross_pay: 0.97, net_pay: 0.96, ytd_gross: 0.95, ytd_net: 0.95, 'deductions.0': 0.95, 'deductions.1': 0.95, 'deductions.2': 0.95, 'deductions.3': 0.95 };
  it.each<[string, ExtractedPaystub, Record<string, number | null>, string[]]>([
    ['a net raised, read surely by OCR: a hint only', stub({ net_cents: 282_344, ytd_net_cents: 1_194_064 }), sure, ['ARITHMETIC_MISMATCH:LOW']],
    ['a Social Security line off its rate, read by OCR: a hint only', stub({ deductions: [{ name: 'Social Security', amount_cents: 19_000, ytd_cents: null }, { name: 'Federal Income Tax', amount_cents: 10_000, ytd_cents: null }] }), sure, ['ARITHMETIC_MISMATCH:LOW', 'FICA_RATE_MISMATCH:LOW']],
    ['the same net, read unsurely', stub({ net_cents: 282_344, ytd_net_cents: 1_194_064 }), { ...sure, net_pay: 0.62 }, []],
    ['a deduction OCR was unsure of: no sum is done', stub({ net_cents: 192_344 }), { ...sure, 'deductions.2': 0.4 }, []],
    ['a YTD gross misread below the gross', stub({ ytd_gross_cents: 100_000 }), { ...sure, ytd_gross: 0.5 }, []],
    ['earnings are not summed from OCR', stub({ earnings: [{ name: 'Regular', hours: 80, rate_cents: 2_885, amount_cents: 200_000, ytd_cents: null }] }), sure, []],
  ])('%s', (_, s, confidence, want) => {
    expect(checkPaystubArithmetic('doc-1', 1, s, undefined, confidence).map((x) => `${x.code}:${x.severity}`).sort()).toEqual(want);
  });

  it.each<[string, Partial<ExtractedPaystub>]>([
    ['a gross of 0.00 (deferred pay)', { gross_cents: 0 }],
    ['deductions above the gross (another table read)', { deductions: [{ name: 'Employer taxes', amount_cents: 300_000, ytd_cents: null }] }],
  ])('no arithmetic on figures that cannot be what they seem: %s', (_, p) => {
    expect(checkPaystubArithmetic('doc-1', 1, stub({ ...p, earnings: [], ytd_gross_cents: null, ytd_net_cents: null })).filter((x) => x.code === 'ARITHMETIC_MISMATCH')).toEqual([]);
  });

  it('states the figures', () => {
    const [s] = checkPaystubArithmetic('d', 1, stub({ net_cents: 282_344, ytd_net_cents: null }));
    expect(s.description).toBe('Gross pay $2,307.69 less deductions of $484.25 is $1,823.44, but the net pay printed is $2,823.44.');
  });
});

describe('inferFrequency and periodsElapsed', () => {
  it.each([
    ['2024-03-04', '2024-03-10', 'WEEKLY'],
    ['2024-02-26', '2024-03-10', 'BIWEEKLY'],
    ['2024-03-01', '2024-03-15', 'SEMI_MONTHLY'],
    ['2024-03-16', '2024-03-31', 'SEMI_MONTHLY'],
    ['2024-02-01', '2024-02-29', 'MONTHLY'],
    ['2024-03-10', '2024-03-01', null],
    [null, '2024-03-01', null],
  ] as const)('%s to %s: %s', (a, b, want) => {
    expect(inferFrequency(a, b)).toBe(want);
  });

  it.each([
    ['2024-01-05', 'WEEKLY', 1],
    ['2024-03-15', 'BIWEEKLY', 6],
    ['2024-03-15', 'SEMI_MONTHLY', 6],
    ['2024-03-14', 'SEMI_MONTHLY', 5],
    ['2024-12-31', 'MONTHLY', 12],
  ] as const)('%s %s: %d', (d, f, want) => {
    expect(periodsElapsed(d, f)).toBe(want);
  });
});

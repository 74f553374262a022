import { describe, expect, it } from 'vitest';
import { balanceTerms, ficaPair, oneDigitApart, reconcilePaystub } from './paystub-arithmetic.ts';

describe('figures one misread digit apart', () => {
  it.each([
    [3196150, 3198150, true],
    [465400, 4654, false],
    [44684, 4684, true],
    [4684, 44684, true],
    [100000, 100000, false],
    [123456, 654321, false],
    [1000, 100000, false],
  ])('%d and %d: %s', (a, b, want) => expect(oneDigitApart(a, b)).toBe(want));
});

describe('gross − deductions = net, put right by one digit', () => {
  it.each([
    ['balanced: nothing to do', 300000, [43200, 18600, 4350, 8640, 12000], 213210, null],
    ['a deduction with a digit lost', 60000, [4684, 1000], 10316, { parts: [48684, 1000] }],
    ['net or a deduction alike, nothing to tell them apart: left as read', 4500000, [648000, 279000, 65250, 129600, 180000], 3196150, null],
    ['off by much more: left as read (deductions listed elsewhere)', 300000, [43200], 213210, null],
  ] as const)('%s', (_, gross, parts, net, want) => {
    const got = balanceTerms(gross, parts, net);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });
});

describe('a tie broken by how sure the recogniser was', () => {
  const terms = [4500000, [648000, 279000, 65250, 129600, 180000], 3196150] as const;
  it.each([
    ['net read least surely: net put right', { gross: 0.95, parts: [0.9, 0.9, 0.93, 0.9, 0.9], net: 0.6 }, { net: 3198150 }],
    ['the deduction least sure: it is put right', { gross: 0.95, parts: [0.9, 0.9, 0.5, 0.9, 0.9], net: 0.92 }, { parts: [648000, 279000, 67250, 129600, 180000] }],
    ['both alike: left as read', { gross: 0.95, parts: [0.9, 0.9, 0.9, 0.9, 0.9], net: 0.91 }, null],
  ] as const)('%s', (_, confidence, want) => {
    const got = balanceTerms(terms[0], terms[1], terms[2], { gross: confidence.gross, parts: [...confidence.parts], net: confidence.net });
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });
});

describe('a total of the deductions printed as gross − net', () => {
  // Gross 127,687.50, net 88,097.30, "Total Deductions 39,590.20" printed; one deduction read as
  // 2,458.53 for 2,658.53, where the net one digit off would balance as well.
  const stub = {
    employer_name: null, employer_address: null, employee_name: null, employee_address: null, pay_date: null, period_start: null, period_end: null,
    printed_frequency: null, earnings: [], ytd_gross_cents: null, ytd_net_cents: null, page: 1,
    gross_cents: 12768750, net_cents: 8809730,
    deductions: [{ name: 'Income Tax', amount_cents: 3693167, ytd_cents: null }, { name: 'Education Tax', amount_cents: 245853, ytd_cents: null }],
  };
  it('keeps gross and net as read and puts the deduction right', () => {
    const { stub: got, corrected } = reconcilePaystub(stub, () => 1, (cents) => cents === 3959020);
    expect(got.net_cents).toBe(8809730);
    expect(got.deductions.map((d) => d.amount_cents)).toEqual([3693167, 265853]);
    expect(corrected).toEqual(['deductions.1']);
  });
  it('without it, nothing tells the net from the deduction: left as read', () => {
    expect(reconcilePaystub(stub).corrected).toEqual([]);
  });
});

describe('a total of the deductions printed as their sum', () => {
  // Year to date: gross read 8,783,613.64 for 8,788,613.64; a deduction one digit off would balance as
  // well ("547,400.00" as "542,400.00"), but the deductions' printed total, 2,596,073.18, is their sum.
  const stub = {
    employer_name: null, employer_address: null, employee_name: null, employee_address: null, pay_date: null, period_start: null, period_end: null,
    printed_frequency: null, earnings: [], gross_cents: null, net_cents: null, page: 1,
    ytd_gross_cents: 878361364, ytd_net_cents: 619254046,
    deductions: [{ name: 'PAYE Tax', amount_cents: 1, ytd_cents: 204867318 }, { name: 'Pension', amount_cents: 1, ytd_cents: 54740000 }],
  };
  it('keeps the deductions as read and puts the gross right', () => {
    const { stub: got, corrected } = reconcilePaystub(stub, () => 1, (cents) => cents === 259607318);
    expect(got.ytd_gross_cents).toBe(878861364);
    expect(corrected).toEqual(['ytd_gross']);
  });
  it('without it, the gross and a deduction alike: left as read', () => {
    expect(reconcilePaystub(stub).corrected).toEqual([]);
  });
});

describe('several figures misread by a digit, put right by what the stub’s own figures say', () => {
  // A scanned hospital stub: "6" read as "8" in Social Security (275.62), Medicare (64.46) and Vision
  // (9.68), and the gross 4,491.61 read 4,491.67. Medicare and Social Security are 1.45% and 6.2% of
  // the gross less the cafeteria plan (dental, vision); Vision's YTD is 16 times it, as Dental's and
  // STD's are theirs.
  const deductions = (names: Record<string, string> = {}) =>
    ([
      ['Federal Income Tax', 64782, 967619], ['Social Security Tax', 27582, 422177], ['Medicare Tax', 6448, 98735], ['CA State Income Tax', 25050, 370360],
      ['CA SUI/SDI Tax', 4445, 68093], ['Cna Dues', 5135, 81536], ['Dental', 3652, 58432], ['STD', 165, 2640], ['Vision', 988, 15488], ['401K Pre-Tax', 65124, 1036155],
    ] as const).map(([name, amount_cents, ytd_cents]) => ({ name: names[name] ?? name, amount_cents, ytd_cents }));
  const stubOf = (names?: Record<string, string>) => ({
    employer_name: null, employer_address: null, employee_name: null, employee_address: null, pay_date: null, period_start: null, period_end: null,
    printed_frequency: null, earnings: [], ytd_gross_cents: 6883227, ytd_net_cents: null, page: 1,
    gross_cents: 449167, net_cents: 245832, deductions: deductions(names),
  });
  const sure = (cents: number | null) => (cents === 449167 ? 0.68 : cents === 245832 ? 0.95 : 0.7);

  it('puts all four right together, the sum then balancing', () => {
    const { stub, corrected } = reconcilePaystub(stubOf(), sure);
    expect(stub.gross_cents).toBe(449161);
    expect(stub.net_cents).toBe(245832);
    expect(stub.deductions.map((d) => d.amount_cents)).toEqual([64782, 27562, 6446, 25050, 4445, 5135, 3652, 165, 968, 65124]);
    expect(corrected.sort()).toEqual(['deductions.1', 'deductions.2', 'deductions.8', 'gross_pay']);
  });

  it('leaves Social Security and Medicare as read where no wages of the stub give them, and then all of it', () => {
    // Without a cafeteria plan the gross is the wages, and 6.2% of it is no figure one digit from either reading.
    const { stub, corrected } = reconcilePaystub(stubOf({ Dental: 'Union Fund', Vision: 'Parking Permit' }), sure);
    expect(corrected).toEqual([]);
    expect(stub.deductions.map((d) => d.amount_cents)).toEqual(deductions().map((d) => d.amount_cents));
  });

  it('tells which pair of readings fits the rates', () => {
    expect(ficaPair(27562, 6446)).toBe(true);
    expect(ficaPair(27582, 6448)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkSeries,
  computeIncome,
  grossPerPeriod,
  monthlyFromPeriod,
  normalizeEmployerName,
  regularGross,
  roundDiv,
  ytdCheck,
} from './income.ts';
import type { PayFrequency } from './paystub.types.ts';
import { nextPaystub, paystub } from './test-paystubs.ts';

describe('roundDiv', () => {
  it.each([
    [7, 2, 4], // 3.5 -> 4
    [-7, 2, -4], // -3.5 -> -4, away from zero
    [5, 3, 2], // 1.67
    [4, 3, 1], // 1.33
    [0, 6, 0],
  ])('%i / %i = %i', (n, d, q) => {
    expect(roundDiv(n, d)).toBe(q);
  });
});

describe('monthlyFromPeriod', () => {
  const CASES: Array<[PayFrequency, number, number]> = [
    // 2,307.69 x 26 / 12 = 4,999.995 -> 5,000.00 (half away from zero).
    ['BIWEEKLY', 230_769, 500_000],
    // 2,500 x 2.
    ['SEMI_MONTHLY', 250_000, 500_000],
    // 1,000 x 52 / 12 = 4,333.333... -> 4,333.33.
    ['WEEKLY', 100_000, 433_333],
    // 1,000.01 x 52 / 12 = 4,333.376... -> 4,333.38.
    ['WEEKLY', 100_001, 433_338],
    ['MONTHLY', 412_345, 412_345],
    // 2,000 x 26 / 12 = 4,333.333... -> 4,333.33.
    ['BIWEEKLY', 200_000, 433_333],
  ];
  it.each(CASES)('%s %i cents -> %i cents a month', (f, cents, monthly) => {
    expect(monthlyFromPeriod(cents, f)).toBe(monthly);
  });
});

describe('normalizeEmployerName', () => {
  it.each([
    ['Acme Widgets, Inc.', 'acme widgets'],
    ['ACME WIDGETS INC', 'acme widgets'],
    ['The Home Depot, Inc.', 'home depot'],
    ['Procter & Gamble Co.', 'procter and gamble'],
    ['Nestlé USA', 'nestle usa'],
    ['Company LLC', 'company llc'], // nothing but corporate words: kept as is
  ])('%s -> %s', (name, out) => {
    expect(normalizeEmployerName(name)).toBe(out);
  });
});

describe('regularGross', () => {
  const earning = (name: string, amount_cents: number) => ({ name, hours: null, rate_cents: null, amount_cents, ytd_cents: null });
  it.each([
    { name: 'no earnings lines', earnings: [], gross: 250_000, cents: 250_000, excluded: 0 },
    { name: 'a bonus line is left out', earnings: [earning('Regular', 200_000), earning('Annual Bonus', 50_000)], gross: 250_000, cents: 200_000, excluded: 1 },
    { name: 'overtime stays in', earnings: [earning('Regular', 200_000), earning('Overtime', 50_000)], gross: 250_000, cents: 250_000, excluded: 0 },
    // 2,500 - 2,400 = 100 is not more than a quarter of the gross: a misreading, the gross stands.
    { name: 'a "bonus" that is most of the gross', earnings: [earning('Bonus', 240_000)], gross: 250_000, cents: 250_000, excluded: 0 },
  ])('$name', ({ earnings, gross, cents, excluded }) => {
    const r = regularGross({ gross_cents: gross, earnings });
    expect(r.cents).toBe(cents);
    expect(r.excluded).toHaveLength(excluded);
  });
});

describe('grossPerPeriod', () => {
  const g = (...cents: number[]) => cents.map((c) => paystub({ gross_cents: c }));
  it.each([
    { name: 'one stub', stubs: g(230_769), cents: 230_769, notes: 0 },
    // Typical of the others: median(2,000, 2,100) = 2,050; 3,000 > 2,050 x 1.15 = 2,357.50.
    { name: 'a spike on the latest stub', stubs: g(300_000, 200_000, 210_000), cents: 205_000, notes: 1 },
    // 2,200 <= 2,357.50: a raise, kept.
    { name: 'a modest rise', stubs: g(220_000, 200_000, 210_000), cents: 220_000, notes: 0 },
    { name: 'a drop is kept', stubs: g(150_000, 200_000), cents: 150_000, notes: 0 },
    // Two stubs: the other one is the typical. 2,400 > 2,000 x 1.15 = 2,300.
    { name: 'two stubs, the latest 20% higher', stubs: g(240_000, 200_000), cents: 200_000, notes: 1 },
  ])('$name', ({ stubs, cents, notes }) => {
    const r = grossPerPeriod(stubs);
    expect(r.cents).toBe(cents);
    expect(r.notes).toHaveLength(notes);
  });
});

describe('ytdCheck', () => {
  it.each([
    // 12,000 / 6 biweekly periods by March 14th = 2,000: consistent.
    { name: 'six full periods', ytd: 1_200_000, gross: 200_000, periods: 6, average: 200_000, consistent: true },
    // 10,000 / 6 = 1,666.67; 2,000 - 1,666.67 = 333.33 > 300 (15%).
    { name: 'one period short', ytd: 1_000_000, gross: 200_000, periods: 6, average: 166_667, consistent: false },
    // 10,500 / 6 = 1,750; 250 <= 300.
    { name: 'within 15%', ytd: 1_050_000, gross: 200_000, periods: 6, average: 175_000, consistent: true },
  ])('$name', ({ ytd, gross, periods, average, consistent }) => {
    expect(ytdCheck({ pay_date: '2025-03-14', ytd_gross_cents: ytd }, 'BIWEEKLY', gross)).toEqual({
      periods,
      average_cents: average,
      consistent,
    });
  });
  it('null without a YTD gross', () => {
    expect(ytdCheck({ pay_date: '2025-03-14', ytd_gross_cents: null }, 'BIWEEKLY', 200_000)).toBeNull();
  });
});

describe('computeIncome', () => {
  it.each([
    // 2,307.69 biweekly: 5,000.00 a month, 60,000.00 a year; YTD 6 x 2,307.69 = 13,846.14.
    { f: 'BIWEEKLY' as const, gross: 230_769, ytd: 1_384_614, monthly: 500_000, annual: 6_000_000, notes: 0 },
    // 2,500 semi-monthly on March 14th (5th period): YTD 12,500; 5,000 a month.
    { f: 'SEMI_MONTHLY' as const, gross: 250_000, ytd: 1_250_000, monthly: 500_000, annual: 6_000_000, notes: 0 },
    // 1,000 weekly (11th Friday): 4,333.33 a month, 51,999.96 a year (monthly x 12).
    { f: 'WEEKLY' as const, gross: 100_000, ytd: 1_100_000, monthly: 433_333, annual: 5_199_996, notes: 0 },
    // 2,000 biweekly with only 4,000 YTD by the 6th period: a note (a new hire?).
    { f: 'BIWEEKLY' as const, gross: 200_000, ytd: 400_000, monthly: 433_333, annual: 5_199_996, notes: 1 },
  ])('$f $gross', ({ f, gross, ytd, monthly, annual, notes }) => {
    const r = computeIncome([paystub({ gross_cents: gross, ytd_gross_cents: ytd })], f);
    expect(r.gross_per_period_cents).toBe(gross);
    expect(r.monthly_gross_cents).toBe(monthly);
    expect(r.annual_gross_cents).toBe(annual);
    expect(r.notes).toHaveLength(notes);
    if (notes) expect(r.notes[0]).toMatch(/averages \$666\.67 over 6 biweekly periods, more than 15% below/);
  });
});

describe('checkSeries', () => {
  const CASES = [
    {
      name: 'three consecutive stubs, YTD 12,000 -> 14,000 -> 16,000',
      stubs: [nextPaystub(2), nextPaystub(1), nextPaystub(0)],
      employers: 1,
      gaps: [],
      overlaps: 0,
      ytd: 0,
    },
    {
      // Periods Feb 22 - Mar 7 and Mar 22 - Apr 4: Mar 8 - 21 missing, 14 days; YTD grew by 4,000 >= 2,000.
      name: 'a stub missing between two',
      stubs: [nextPaystub(2), nextPaystub(0)],
      employers: 1,
      gaps: [{ after: '2025-03-07', before: '2025-03-22', days: 14 }],
      overlaps: 0,
      ytd: 0,
    },
    {
      // 14,000 + 2,000 = 16,000 expected, 16,500 printed: off by more than max($1, 1% of 2,000 = $20).
      name: 'YTD that does not add up',
      stubs: [nextPaystub(2, { ytd_gross_cents: 1_650_000 }), nextPaystub(1), nextPaystub(0)],
      employers: 1,
      gaps: [],
      overlaps: 0,
      ytd: 1,
    },
    {
      name: 'YTD off by a cent, within the slack',
      stubs: [nextPaystub(1, { ytd_gross_cents: 1_400_001 }), nextPaystub(0)],
      employers: 1,
      gaps: [],
      overlaps: 0,
      ytd: 0,
    },
    {
      name: 'the same stub twice',
      stubs: [nextPaystub(0), nextPaystub(0)],
      employers: 1,
      gaps: [],
      overlaps: 1,
      ytd: 0,
    },
    {
      name: 'two employers, written differently and really different',
      stubs: [nextPaystub(1, { employer_name: 'ACME WIDGETS INC' }), nextPaystub(0, { employer_name: 'Globex Corporation' })],
      employers: 2,
      gaps: [],
      overlaps: 0,
      ytd: 0,
    },
    {
      // January 3rd 2025 starts a new year: YTD 2,000 is not compared with December's.
      name: 'across the new year',
      stubs: [
        paystub({ pay_date: '2025-01-03', period_start: '2024-12-14', period_end: '2024-12-27', ytd_gross_cents: 200_000 }),
        paystub({ pay_date: '2024-12-20', period_start: '2024-11-30', period_end: '2024-12-13', ytd_gross_cents: 5_400_000 }),
      ],
      employers: 1,
      gaps: [],
      overlaps: 0,
      ytd: 0,
    },
  ];
  it.each(CASES)('$name', ({ stubs, employers, gaps, overlaps, ytd }) => {
    const r = checkSeries(stubs);
    expect(r.employers).toHaveLength(employers);
    expect(r.gaps).toEqual(gaps);
    expect(r.overlaps).toHaveLength(overlaps);
    expect(r.ytd_mismatches).toHaveLength(ytd);
  });

  it('says which figures disagree', () => {
    const r = checkSeries([nextPaystub(1, { ytd_gross_cents: 1_450_000 }), nextPaystub(0)]);
    expect(r.ytd_mismatches).toEqual([{ pay_date: '2025-03-28', expected_cents: 1_400_000, actual_cents: 1_450_000 }]);
    expect(r.notes).toEqual([
      "The YTD gross on the 2025-03-28 stub is $14,500; the 2025-03-14 stub's $12,000 plus this gross of $2,000 is $14,000.",
    ]);
  });

  it('a duplicate is told apart from an overlap with other figures', () => {
    expect(checkSeries([nextPaystub(0), nextPaystub(0)]).overlaps[0].duplicate).toBe(true);
    expect(checkSeries([nextPaystub(0, { gross_cents: 210_000 }), nextPaystub(0)]).overlaps[0].duplicate).toBe(false);
  });
});

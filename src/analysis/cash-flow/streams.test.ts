import { describe, expect, it } from 'vitest';
import { formatDay, parseDay } from './dates.ts';
import { buildStreams, lastLevelChange, recentPayAmount, sourceKey, stableId, type StreamTransaction } from './streams.ts';
import type { TransactionCategory } from './cash-flow.types.ts';

const d = (iso: string) => parseDay(iso)!;
const BIWEEKLY = ['2025-01-10', '2025-01-24', '2025-02-07', '2025-02-21', '2025-03-07', '2025-03-21'];

function pays(dates: string[], amounts: number | number[], source = 'ACME CORP', category: TransactionCategory = 'PAYROLL', prefix = 'p'): StreamTransaction[] {
  return dates.map((date, i) => ({
    id: `${prefix}${i}`,
    day: d(date),
    amountCents: Array.isArray(amounts) ? amounts[i] : amounts,
    category,
    source,
  }));
}

describe('buildStreams', () => {
  it('steady biweekly salary of $2,150: 2150 x 26/12 = $4,658.33 a month', () => {
    const [s] = buildStreams(pays(BIWEEKLY, 215_000), d('2025-03-28'), d('2025-01-02'));
    expect(s).toMatchObject({ source: 'ACME CORP', category: 'PAYROLL', frequency: 'BIWEEKLY', averageCents: 215_000, occurrences: 6, active: true, confidence: 1 });
    expect(s.monthlyCents).toBeCloseTo(465_833.33, 1);
    expect(formatDay(s.firstDay)).toBe('2025-01-10');
    expect(formatDay(s.lastDay)).toBe('2025-03-21');
    expect(formatDay(s.nextExpectedDay!)).toBe('2025-04-04');
    expect(s.transactionIds).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('a raise shows: the last two pays of $2,100 are the pay, 2100 x 26/12 = $4,550', () => {
    const [s] = buildStreams(pays(BIWEEKLY, [200_000, 200_000, 200_000, 200_000, 210_000, 210_000]), d('2025-03-28'));
    expect(s.averageCents).toBe(210_000);
    expect(s.monthlyCents).toBeCloseTo(455_000, 6);
  });

  it('hourly pay varies but makes one stream: mean of the last three months, $1,000', () => {
    const [s] = buildStreams(pays(BIWEEKLY, [100_000, 110_000, 90_000, 105_000, 95_000, 100_000]), d('2025-03-28'));
    expect(s.frequency).toBe('BIWEEKLY');
    expect(s.averageCents).toBe(100_000);
    expect(s.monthlyCents).toBeCloseTo(216_666.67, 1);
    expect(s.confidence).toBeLessThan(1);
  });

  it('hours cut: the pay since the cut ($605) replaces the three-month mean', () => {
    const dates = [...BIWEEKLY, '2025-04-04'];
    const [s] = buildStreams(pays(dates, [100_000, 102_000, 98_000, 101_000, 99_000, 60_000, 61_000]), d('2025-04-04'));
    expect(s.averageCents).toBe(60_500);
    expect(s.monthlyCents).toBeCloseTo(131_083.33, 1); // 605 x 26/12
  });

  it('a bonus off the schedule is listed but not averaged', () => {
    const txs = [...pays(BIWEEKLY, 215_000), { id: 'bonus', day: d('2025-02-12'), amountCents: 500_000, category: 'PAYROLL' as const, source: 'ACME CORP' }];
    const [s] = buildStreams(txs, d('2025-03-28'));
    expect(s).toMatchObject({ frequency: 'BIWEEKLY', averageCents: 215_000, occurrences: 7 });
    expect(s.transactionIds).toContain('bonus');
  });

  it('a pay split between two accounts on the same day is one payment', () => {
    const txs = [...pays(BIWEEKLY, 172_000, 'ACME CORP', 'PAYROLL', 'chk'), ...pays(BIWEEKLY, 43_000, 'ACME CORP', 'PAYROLL', 'sav')];
    const [s] = buildStreams(txs, d('2025-03-28'));
    expect(s).toMatchObject({ occurrences: 6, averageCents: 215_000 });
    expect(s.transactionIds).toHaveLength(12);
  });

  it('a stream last paid more than 1.5 periods before the end is inactive, with no next date', () => {
    // Monthly on the 3rd; the data ends June 2nd, 60 days after April 3rd (> 1.5 x 30.44).
    const [s] = buildStreams(pays(['2025-01-03', '2025-02-03', '2025-03-03', '2025-04-03'], 150_000, 'STATE RETIREMENT SYS', 'PENSION'), d('2025-06-02'));
    expect(s).toMatchObject({ category: 'PENSION', frequency: 'MONTHLY', active: false, nextExpectedDay: null, monthlyCents: 150_000 });
    // Within 1.5 periods it is active.
    const [t] = buildStreams(pays(['2025-01-03', '2025-02-03', '2025-03-03', '2025-04-03'], 150_000, 'STATE RETIREMENT SYS', 'PENSION'), d('2025-05-15'));
    expect(t.active).toBe(true);
    expect(formatDay(t.nextExpectedDay!)).toBe('2025-05-02'); // May 3rd 2025 is a Saturday
  });

  it('irregular gig income: total of the last 90 days over the months covered', () => {
    // $1,000 in 8 payouts; data Jan 1 - Mar 31 2025 (90 days = 2.957 months): 1000 / (90 / 30.4375) = $338.19.
    const dates = ['2025-01-05', '2025-01-09', '2025-01-20', '2025-02-02', '2025-02-03', '2025-02-21', '2025-03-04', '2025-03-18'];
    const [s] = buildStreams(pays(dates, [10_000, 20_000, 5_000, 30_000, 8_000, 12_000, 6_000, 9_000], 'UBER', 'GIG'), d('2025-03-31'), d('2025-01-01'));
    expect(s).toMatchObject({ category: 'GIG', frequency: 'IRREGULAR', averageCents: 12_500, active: true });
    expect(s.monthlyCents).toBeCloseTo(33_819.44, 1);
  });

  it('an irregular stream that began within the 90 days counts from one usual gap before its first payout', () => {
    // Payouts every 10 days from Mar 1; data Jan 1 - Mar 31; window from Feb 19 (Mar 1 - 10): 41 days.
    const dates = ['2025-03-01', '2025-03-11', '2025-03-21', '2025-03-31'];
    const [s] = buildStreams(pays(dates, [10_000, 30_000, 5_000, 15_000], 'UPWORK', 'GIG'), d('2025-03-31'), d('2025-01-01'));
    expect(s.frequency).toBe('IRREGULAR');
    expect(s.monthlyCents).toBeCloseTo((60_000 * 30.4375) / 41, 6); // $445.43
  });

  it('other inflows make a stream only when regular, from three payments', () => {
    const monthly = pays(['2025-01-15', '2025-02-14', '2025-03-14'], 40_000, 'ACME REIMBURSEMENT', 'OTHER_INFLOW');
    expect(buildStreams(monthly, d('2025-03-28')).map((s) => [s.category, s.frequency])).toEqual([['OTHER', 'MONTHLY']]);
    const scattered = pays(['2025-01-03', '2025-01-29', '2025-03-20'], 40_000, 'MOBILE CHECK', 'OTHER_INFLOW');
    expect(buildStreams(scattered, d('2025-03-28'))).toEqual([]);
    // Not income categories at all:
    expect(buildStreams(pays(BIWEEKLY, 5_000, 'AMAZON', 'REFUND'), d('2025-03-28'))).toEqual([]);
  });

  it('one payment is not a stream', () => {
    expect(buildStreams(pays(['2025-03-21'], 215_000), d('2025-03-28'))).toEqual([]);
  });

  it('reference codes after the third word do not split a source', () => {
    const txs = pays(['2025-01-03', '2025-01-09', '2025-01-20'], 10_000, 'STRIPE TRANSFER ST ABCDE', 'GIG');
    txs[1].source = 'STRIPE TRANSFER ST QWERT';
    const streams = buildStreams(txs, d('2025-01-25'));
    expect(streams.map((s) => [s.source, s.occurrences])).toEqual([['STRIPE TRANSFER ST', 3]]);
    expect(sourceKey('A B C D')).toBe('A B C');
  });

  it('orders active streams by monthly amount, then stopped ones', () => {
    const txs = [
      ...pays(BIWEEKLY, 100_000, 'SMALL JOB', 'PAYROLL', 's'),
      ...pays(BIWEEKLY, 300_000, 'BIG JOB', 'PAYROLL', 'b'),
      ...pays(['2024-10-03', '2024-11-04', '2024-12-03'], 50_000, 'OLD PENSION', 'PENSION', 'o'),
    ];
    expect(buildStreams(txs, d('2025-03-28')).map((s) => s.source)).toEqual(['BIG JOB', 'SMALL JOB', 'OLD PENSION']);
  });
});

describe('pay amount rules', () => {
  it('recentPayAmount: fixed pay, level change, else three-month mean', () => {
    const p = (cents: number[]) => cents.map((c, i) => ({ day: i * 14, cents: c }));
    expect(recentPayAmount(p([100, 100, 100, 120, 120]))).toBe(120);
    expect(recentPayAmount(p([100, 104, 96, 100]))).toBe(100);
    // Payments 20 days apart: the last is day 140, so days 0, 20 and 40 are more than 91 days before it.
    expect(recentPayAmount(p([500, 500, 100, 104, 96, 100, 104, 96]).map((x, i) => ({ ...x, day: i * 20 })))).toBe(100);
  });

  it('lastLevelChange needs 3 before, 2 after, more than 10% and 4 standard errors', () => {
    expect(lastLevelChange([1000, 1020, 980, 1010, 990, 600, 610])).toBe(5);
    expect(lastLevelChange([1000, 1100, 900, 1050, 950, 1000])).toBeNull();
    expect(lastLevelChange([1000, 1000, 1000, 1000, 1000, 600])).toBeNull(); // one payment is no level
    expect(lastLevelChange([1000, 1300, 700, 1000, 800, 900])).toBeNull(); // noise, not a step
  });

  it('stableId is deterministic and differs by text', () => {
    expect(stableId('stm', 'PAYROLL|ACME CORP')).toBe(stableId('stm', 'PAYROLL|ACME CORP'));
    expect(stableId('stm', 'PAYROLL|ACME CORP')).toMatch(/^stm_[0-9a-f]{14}$/);
    expect(stableId('stm', 'GIG|ACME CORP')).not.toBe(stableId('stm', 'PAYROLL|ACME CORP'));
  });
});

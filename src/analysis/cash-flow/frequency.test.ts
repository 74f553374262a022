import { describe, expect, it } from 'vitest';
import { formatDay, parseDay } from './dates.ts';
import { detectFrequency, nextExpectedDay, paymentsPerMonth, periodDays } from './frequency.ts';
import type { StreamFrequency } from './cash-flow.types.ts';

const days = (isos: string[]) => isos.map((iso) => parseDay(iso)!);

// Every date list below was written out by hand from a calendar; the comments say why each date.
const CASES: Array<{ name: string; dates: string[]; frequency: StreamFrequency; next: string | null }> = [
  {
    name: 'biweekly Fridays',
    dates: ['2025-01-10', '2025-01-24', '2025-02-07', '2025-02-21', '2025-03-07', '2025-03-21'],
    frequency: 'BIWEEKLY',
    next: '2025-04-04',
  },
  {
    name: 'biweekly Fridays, Friday July 4th paid on Thursday the 3rd',
    dates: ['2025-06-06', '2025-06-20', '2025-07-03', '2025-07-18', '2025-08-01', '2025-08-15'],
    frequency: 'BIWEEKLY',
    next: '2025-08-29',
  },
  {
    name: 'semi-monthly 15th and last day, weekends moved to the Friday before',
    // Feb 15 and Mar 15 2025 are Saturdays -> Feb 14, Mar 14.
    dates: ['2025-01-15', '2025-01-31', '2025-02-14', '2025-02-28', '2025-03-14', '2025-03-31', '2025-04-15', '2025-04-30'],
    frequency: 'SEMI_MONTHLY',
    next: '2025-05-15',
  },
  {
    name: 'semi-monthly 1st and 15th across New Year (holiday) and Saturdays',
    // Jan 1 2025 holiday -> Dec 31; Feb 1, Feb 15, Mar 1, Mar 15 are Saturdays -> the Fridays before.
    dates: ['2024-12-31', '2025-01-15', '2025-01-31', '2025-02-14', '2025-02-28', '2025-03-14', '2025-04-01', '2025-04-15'],
    frequency: 'SEMI_MONTHLY',
    next: '2025-05-01',
  },
  {
    name: 'semi-monthly 15th/last in early 2026, four of them 14 days apart on Fridays',
    // Jan 31 Sat -> Jan 30; Feb 15 Sun -> Feb 13; Feb 28 Sat -> Feb 27; Mar 15 Sun -> Mar 13.
    dates: ['2026-01-15', '2026-01-30', '2026-02-13', '2026-02-27', '2026-03-13', '2026-03-31', '2026-04-15', '2026-04-30'],
    frequency: 'SEMI_MONTHLY',
    next: '2026-05-15',
  },
  {
    name: 'biweekly Fridays in the same months, sharing four dates with the case above',
    dates: ['2026-01-16', '2026-01-30', '2026-02-13', '2026-02-27', '2026-03-13', '2026-03-27', '2026-04-10', '2026-04-24'],
    frequency: 'BIWEEKLY',
    next: '2026-05-08',
  },
  {
    name: 'monthly on the 1st, holidays and weekends moved back',
    // Jan 1 holiday -> Dec 31; Feb 1 Sat -> Jan 31; Mar 1 Sat -> Feb 28; Jun 1 Sun -> May 30.
    dates: ['2024-12-31', '2025-01-31', '2025-02-28', '2025-04-01', '2025-05-01', '2025-05-30'],
    frequency: 'MONTHLY',
    next: '2025-07-01',
  },
  {
    name: 'Social Security on the second Wednesday',
    dates: ['2025-01-08', '2025-02-12', '2025-03-12', '2025-04-09', '2025-05-14', '2025-06-11'],
    frequency: 'MONTHLY',
    next: '2025-07-09',
  },
  {
    name: 'weekly Thursdays, Thanksgiving paid on Wednesday',
    dates: ['2025-11-06', '2025-11-13', '2025-11-20', '2025-11-26', '2025-12-04', '2025-12-11'],
    frequency: 'WEEKLY',
    next: '2025-12-18',
  },
  {
    name: 'weekly payouts on Saturdays (not moved)',
    dates: ['2025-12-20', '2025-12-27', '2026-01-03', '2026-01-10', '2026-01-17', '2026-01-24'],
    frequency: 'WEEKLY',
    next: '2026-01-31',
  },
  {
    name: 'monthly with drifting days (posting delays): read from the intervals',
    dates: ['2025-08-23', '2025-09-23', '2025-10-21', '2025-11-21', '2025-12-21', '2026-01-21', '2026-02-20', '2026-03-23'],
    frequency: 'MONTHLY',
    // 7 intervals of 31, 28, 31, 30, 31, 30, 31 days: mean 212 / 7 = 30.29 -> 30 days after Mar 23.
    next: '2026-04-22',
  },
  {
    name: 'irregular gig payouts',
    dates: ['2025-01-05', '2025-01-09', '2025-01-20', '2025-02-02', '2025-02-03', '2025-02-21', '2025-03-04', '2025-03-18'],
    frequency: 'IRREGULAR',
    // Mean interval 72 / 7 = 10.3 -> 10 days.
    next: '2025-03-28',
  },
  {
    name: 'two payments 14 days apart: biweekly (preferred to semi-monthly on a tie)',
    dates: ['2025-01-10', '2025-01-24'],
    frequency: 'BIWEEKLY',
    next: '2025-02-07',
  },
  {
    name: 'two payments with no exact rule: irregular',
    dates: ['2025-01-10', '2025-01-29'],
    frequency: 'IRREGULAR',
    next: '2025-02-17',
  },
  { name: 'one payment', dates: ['2025-01-10'], frequency: 'IRREGULAR', next: null },
];

describe('detectFrequency', () => {
  it.each(CASES)('$name -> $frequency, next $next', ({ dates, frequency, next }) => {
    const ds = days(dates);
    const r = detectFrequency(ds);
    expect(r.frequency).toBe(frequency);
    const n = nextExpectedDay(r.schedule, ds[ds.length - 1]);
    expect(n === null ? null : formatDay(n)).toBe(next);
  });

  it('marks a bonus paid off the schedule', () => {
    const ds = days(['2025-01-10', '2025-01-24', '2025-02-07', '2025-02-12', '2025-02-21', '2025-03-07', '2025-03-21']);
    const r = detectFrequency(ds);
    expect(r.frequency).toBe('BIWEEKLY');
    expect(r.onSchedule).toEqual([true, true, true, false, true, true, true]);
  });

  it('still finds the schedule with one pay missed', () => {
    const r = detectFrequency(days(['2025-01-10', '2025-01-24', '2025-02-21', '2025-03-07', '2025-03-21', '2025-04-04']));
    expect(r.frequency).toBe('BIWEEKLY');
    // 6 payments on 7 slots: precision 1, recall 6/7.
    expect(r.score).toBeCloseTo(6 / 7, 2);
  });
});

describe('periods', () => {
  it('monthly conventions of contracts section 7', () => {
    expect(paymentsPerMonth('WEEKLY')).toBeCloseTo(52 / 12, 12);
    expect(paymentsPerMonth('BIWEEKLY')).toBeCloseTo(26 / 12, 12);
    expect(paymentsPerMonth('SEMI_MONTHLY')).toBe(2);
    expect(paymentsPerMonth('MONTHLY')).toBe(1);
  });
  it('period in days; irregular is its mean interval, at least a month', () => {
    expect(periodDays('BIWEEKLY', null)).toBe(14);
    expect(periodDays('SEMI_MONTHLY', null)).toBeCloseTo(15.22, 2);
    expect(periodDays('IRREGULAR', 10)).toBeCloseTo(30.44, 2);
    expect(periodDays('IRREGULAR', 50)).toBe(50);
  });
});

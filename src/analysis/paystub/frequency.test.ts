import { describe, expect, it } from 'vitest';
import {
  frequenciesFromPayDates,
  frequencyFromPeriod,
  frequencyFromYtd,
  payDatesFit,
  periodLength,
  periodsElapsedInYear,
  resolveFrequency,
} from './frequency.ts';
import type { PayFrequency } from './paystub.types.ts';

describe('frequencyFromPeriod', () => {
  const CASES: Array<[string | null, string | null, number | null, PayFrequency | null]> = [
    ['2025-03-01', '2025-03-07', 7, 'WEEKLY'],
    ['2025-03-01', '2025-03-14', 14, 'BIWEEKLY'],
    ['2025-02-01', '2025-02-14', 14, 'BIWEEKLY'], // a Saturday-to-Friday fortnight, not a half month
    ['2025-03-01', '2025-03-15', 15, 'SEMI_MONTHLY'],
    ['2025-03-16', '2025-03-31', 16, 'SEMI_MONTHLY'],
    ['2025-02-16', '2025-02-28', 13, 'SEMI_MONTHLY'],
    ['2024-02-16', '2024-02-29', 14, 'SEMI_MONTHLY'], // leap-year February's second half
    ['2025-02-15', '2025-02-28', 14, 'SEMI_MONTHLY'], // 1st-14th / 15th-last payers
    ['2020-10-18', '2020-10-31', 14, 'BIWEEKLY'], // a fortnight that happens to end on the month's last day
    ['2025-01-01', '2025-01-31', 31, 'MONTHLY'],
    ['2025-02-01', '2025-02-28', 28, 'MONTHLY'],
    ['2025-03-01', '2025-03-10', 10, null],
    ['2025-03-14', '2025-03-01', null, null],
    ['2025-02-30', '2025-03-10', null, null],
    [null, '2025-03-14', null, null],
  ];
  it.each(CASES)('%s to %s: %s days, %s', (start, end, len, freq) => {
    expect(periodLength(start, end)).toBe(len);
    expect(frequencyFromPeriod(start, end)).toBe(freq);
  });
});

describe('frequenciesFromPayDates', () => {
  const CASES: Array<{ name: string; dates: string[]; out: PayFrequency[] }> = [
    { name: 'weekly Fridays', dates: ['2025-03-07', '2025-03-14', '2025-03-21'], out: ['WEEKLY'] },
    { name: 'biweekly Fridays, newest first', dates: ['2025-04-04', '2025-03-21', '2025-03-07'], out: ['BIWEEKLY'] },
    {
      // Friday July 4th 2025 is a holiday: paid Thursday the 3rd. The first four dates also fit the
      // 3rd and the 20th moved off weekends (Jul 20 and Aug 3 are Sundays); August 15th does not.
      name: 'biweekly with a holiday moved to the day before',
      dates: ['2025-06-20', '2025-07-03', '2025-07-18', '2025-08-01', '2025-08-15'],
      out: ['BIWEEKLY'],
    },
    {
      name: 'the first four of those fit the 3rd and the 20th as well',
      dates: ['2025-06-20', '2025-07-03', '2025-07-18', '2025-08-01'],
      out: ['BIWEEKLY', 'SEMI_MONTHLY'],
    },
    {
      // Saturday February 15th 2025 paid Friday the 14th.
      name: 'semi-monthly 15th and last day',
      dates: ['2025-01-15', '2025-01-31', '2025-02-14'],
      out: ['SEMI_MONTHLY'],
    },
    {
      // January 1st 2025 (holiday) paid December 31st; Saturday February 1st paid Friday January 31st.
      name: 'semi-monthly 1st and 15th across New Year',
      dates: ['2024-12-31', '2025-01-15', '2025-01-31'],
      out: ['SEMI_MONTHLY'],
    },
    { name: 'monthly last day', dates: ['2025-01-31', '2025-02-28', '2025-03-31'], out: ['MONTHLY'] },
    { name: 'two dates 14 days apart fit two schedules', dates: ['2025-03-07', '2025-03-21'], out: ['BIWEEKLY', 'SEMI_MONTHLY'] },
    { name: 'no schedule (9 and 18 days)', dates: ['2025-03-03', '2025-03-12', '2025-03-30'], out: [] },
    { name: 'one date', dates: ['2025-03-07', '2025-03-07'], out: [] },
  ];
  it.each(CASES)('$name', ({ dates, out }) => {
    expect(frequenciesFromPayDates(dates)).toEqual(out);
  });
});

describe('payDatesFit (pay dates may be missing between stubs)', () => {
  const CASES: Array<[PayFrequency, string[], boolean]> = [
    ['BIWEEKLY', ['2025-03-14', '2025-04-11'], true], // 28 days: one stub missing
    ['BIWEEKLY', ['2025-03-14', '2025-03-21'], false], // 7 days is no biweekly step
    ['WEEKLY', ['2025-03-14', '2025-04-11'], true], // four weeks
    ['SEMI_MONTHLY', ['2025-01-15', '2025-02-28'], true], // 15th and last day, January 31st missing
    ['SEMI_MONTHLY', ['2025-01-15', '2025-02-20'], false], // 15 and 20 are not half a month apart
    ['MONTHLY', ['2025-01-31', '2025-03-31'], true], // 59 days: two months
    ['MONTHLY', ['2025-03-14', '2025-03-28'], false],
    ['MONTHLY', ['2025-03-14'], true],
  ];
  it.each(CASES)('%s %j: %s', (f, dates, fits) => {
    expect(payDatesFit(f, dates)).toBe(fits);
  });
});

describe('periodsElapsedInYear', () => {
  const CASES: Array<[PayFrequency, string, number]> = [
    ['WEEKLY', '2025-01-03', 1],
    // Fridays to March 14th 2025: 5 in January, 4 in February, 2 in March.
    ['WEEKLY', '2025-03-14', 11],
    // Jan 3, 17, 31, Feb 14, 28, Mar 14.
    ['BIWEEKLY', '2025-03-14', 6],
    // Tuesday January 2nd 2024 + 26 x 14 days = Tuesday December 31st 2024: 27 pay dates.
    ['BIWEEKLY', '2024-12-31', 27],
    ['SEMI_MONTHLY', '2025-03-14', 5],
    ['SEMI_MONTHLY', '2025-03-31', 6],
    ['SEMI_MONTHLY', '2025-01-16', 2],
    ['MONTHLY', '2025-03-31', 3],
  ];
  it.each(CASES)('%s to %s: %i', (f, date, n) => {
    expect(periodsElapsedInYear(f, date)).toBe(n);
  });
  it('null for a bad date', () => {
    expect(periodsElapsedInYear('WEEKLY', '2025-13-01')).toBeNull();
  });
});

describe('frequencyFromYtd', () => {
  const CASES: Array<{ name: string; pay_date: string; gross: number; ytd: number; out: PayFrequency | null }> = [
    // 12,000 / 2,000 = 6 periods by March 14th: biweekly 6 (semi-monthly 5 is 20% off).
    { name: 'six periods by mid-March', pay_date: '2025-03-14', gross: 200_000, ytd: 1_200_000, out: 'BIWEEKLY' },
    // 11 periods: weekly.
    { name: 'eleven periods by mid-March', pay_date: '2025-03-14', gross: 100_000, ytd: 1_100_000, out: 'WEEKLY' },
    // One period on January 15th: monthly and semi-monthly both 1; the sparser wins.
    { name: 'first pay of the year', pay_date: '2025-01-15', gross: 100_000, ytd: 100_000, out: 'MONTHLY' },
    // 8 periods by March 14th fits none within 15%.
    { name: 'no fit', pay_date: '2025-03-14', gross: 100_000, ytd: 800_000, out: null },
  ];
  it.each(CASES)('$name', ({ pay_date, gross, ytd, out }) => {
    expect(frequencyFromYtd({ pay_date, gross_cents: gross, ytd_gross_cents: ytd })).toBe(out);
  });
});

type Evidence = Parameters<typeof resolveFrequency>[0][number];
const stub = (e: Partial<Evidence>): Evidence => ({
  pay_date: null,
  period_start: null,
  period_end: null,
  printed_frequency: null,
  gross_cents: null,
  ytd_gross_cents: null,
  ...e,
});

describe('resolveFrequency', () => {
  const CASES: Array<{ name: string; stubs: Evidence[]; frequency: PayFrequency; source: string; notes: RegExp[] }> = [
    {
      name: 'the period alone',
      stubs: [stub({ pay_date: '2025-03-21', period_start: '2025-03-01', period_end: '2025-03-14' })],
      frequency: 'BIWEEKLY',
      source: 'PERIOD',
      notes: [],
    },
    {
      name: 'printed frequency disagrees with the period: the period wins, and it is said',
      stubs: [stub({ period_start: '2025-03-01', period_end: '2025-03-14', printed_frequency: 'SEMI_MONTHLY' })],
      frequency: 'BIWEEKLY',
      source: 'PERIOD',
      notes: [/prints semi-monthly pay but its pay period is biweekly/],
    },
    {
      name: 'printed frequency without a period',
      stubs: [stub({ pay_date: '2025-03-14', printed_frequency: 'WEEKLY' })],
      frequency: 'WEEKLY',
      source: 'PRINTED',
      notes: [],
    },
    {
      name: 'pay dates only, semi-monthly',
      stubs: [stub({ pay_date: '2025-02-14' }), stub({ pay_date: '2025-01-31' }), stub({ pay_date: '2025-01-15' })],
      frequency: 'SEMI_MONTHLY',
      source: 'PAY_DATES',
      notes: [],
    },
    {
      name: 'two pay dates 14 days apart: semi-monthly, the lower income',
      stubs: [stub({ pay_date: '2025-03-21' }), stub({ pay_date: '2025-03-07' })],
      frequency: 'SEMI_MONTHLY',
      source: 'PAY_DATES',
      notes: [/fit both biweekly and semi-monthly pay; semi-monthly, the lower income, is used/],
    },
    {
      name: 'biweekly periods but weekly pay dates',
      stubs: [
        stub({ pay_date: '2025-03-21', period_start: '2025-03-08', period_end: '2025-03-21' }),
        stub({ pay_date: '2025-03-14', period_start: '2025-02-22', period_end: '2025-03-07' }),
      ],
      frequency: 'BIWEEKLY',
      source: 'PERIOD',
      notes: [/pay dates look weekly, not biweekly/],
    },
    {
      name: 'biweekly periods with a stub missing between them: nothing to say about the pay dates',
      stubs: [
        stub({ pay_date: '2025-04-11', period_start: '2025-03-22', period_end: '2025-04-04' }),
        stub({ pay_date: '2025-03-14', period_start: '2025-02-22', period_end: '2025-03-07' }),
      ],
      frequency: 'BIWEEKLY',
      source: 'PERIOD',
      notes: [],
    },
    {
      name: 'printed weekly, pay dates on no schedule',
      stubs: [stub({ pay_date: '2025-03-30', printed_frequency: 'WEEKLY' }), stub({ pay_date: '2025-03-12' }), stub({ pay_date: '2025-03-03' })],
      frequency: 'WEEKLY',
      source: 'PRINTED',
      notes: [/pay dates do not follow a weekly schedule/],
    },
    {
      name: 'stubs whose periods disagree: the most common',
      stubs: [
        stub({ period_start: '2025-03-16', period_end: '2025-03-31' }),
        stub({ period_start: '2025-03-01', period_end: '2025-03-15' }),
        stub({ period_start: '2025-02-15', period_end: '2025-02-21' }),
      ],
      frequency: 'SEMI_MONTHLY',
      source: 'PERIOD',
      notes: [/pay periods disagree \(semi-monthly and weekly\)/],
    },
    {
      name: 'only the YTD',
      stubs: [stub({ pay_date: '2025-03-14', gross_cents: 200_000, ytd_gross_cents: 1_200_000 })],
      frequency: 'BIWEEKLY',
      source: 'YTD',
      notes: [/biweekly is inferred from the YTD gross/],
    },
    {
      name: 'nothing to go on: monthly',
      stubs: [stub({ gross_cents: 200_000 })],
      frequency: 'MONTHLY',
      source: 'ASSUMED',
      notes: [/could not be determined; monthly/],
    },
  ];
  it.each(CASES)('$name', ({ stubs, frequency, source, notes }) => {
    const r = resolveFrequency(stubs);
    expect(r.frequency).toBe(frequency);
    expect(r.source).toBe(source);
    expect(r.notes).toHaveLength(notes.length);
    notes.forEach((re, i) => expect(r.notes[i]).toMatch(re));
  });
});

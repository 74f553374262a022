import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayOfMonth,
  daysInMonth,
  federalReserveHolidays,
  formatDay,
  isBusinessDay,
  monthKey,
  nextBusinessDay,
  parseDay,
  priorBusinessDay,
  weekday,
} from './dates.ts';

const d = (iso: string) => parseDay(iso)!;

describe('parseDay / formatDay', () => {
  it.each([
    ['2025-01-01', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-04-31', false],
    ['25-01-01', false],
    ['2025-1-1', false],
    ['', false],
  ])('%s valid: %s', (iso, valid) => {
    const day = parseDay(iso);
    expect(day !== null).toBe(valid);
    if (day !== null) expect(formatDay(day)).toBe(iso);
  });

  it('1970-01-01 is day 0, a Thursday', () => {
    expect(parseDay('1970-01-01')).toBe(0);
    expect(weekday(0)).toBe(4);
  });

  it.each([
    ['2025-01-01', 3], // Wednesday
    ['2025-02-15', 6], // Saturday
    ['2025-03-31', 1], // Monday
    ['2026-07-04', 6], // Saturday
  ])('weekday of %s is %i', (iso, wd) => expect(weekday(d(iso))).toBe(wd));

  it('month helpers', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(formatDay(dayOfMonth(2025, 2, 0))).toBe('2025-02-28');
    expect(formatDay(dayOfMonth(2025, 4, 31))).toBe('2025-04-30');
    expect(addMonths(2025, 11, 3)).toEqual({ y: 2026, m: 2 });
    expect(addMonths(2025, 1, -1)).toEqual({ y: 2024, m: 12 });
    expect(monthKey(d('2025-03-09'))).toBe('2025-03');
  });
});

describe('Federal Reserve holidays', () => {
  it('2025, by the rules (all on weekdays)', () => {
    expect([...federalReserveHolidays(2025)].sort((a, b) => a - b).map(formatDay)).toEqual([
      '2025-01-01', // New Year's Day, Wednesday
      '2025-01-20', // 3rd Monday of January
      '2025-02-17', // 3rd Monday of February
      '2025-05-26', // last Monday of May
      '2025-06-19', // Juneteenth, Thursday
      '2025-07-04', // Friday
      '2025-09-01', // 1st Monday of September
      '2025-10-13', // 2nd Monday of October
      '2025-11-11', // Tuesday
      '2025-11-27', // 4th Thursday of November
      '2025-12-25', // Thursday
    ]);
  });

  it('a Sunday holiday moves to Monday, a Saturday one stays (the Friday is a business day)', () => {
    const h2023 = [...federalReserveHolidays(2023)].map(formatDay);
    expect(h2023).toContain('2023-01-02'); // Jan 1 2023 was a Sunday
    expect(h2023).not.toContain('2023-01-01');
    const h2022 = [...federalReserveHolidays(2022)].map(formatDay);
    expect(h2022).toContain('2022-06-20'); // Juneteenth 2022 was a Sunday
    expect(isBusinessDay(d('2026-07-03'))).toBe(true); // Friday before Saturday July 4th 2026
    expect([...federalReserveHolidays(2021)].map(formatDay)).not.toContain('2021-06-18'); // Juneteenth from 2022 only
  });

  it.each([
    ['2025-05-26', '2025-05-23', '2025-05-27'], // Memorial Day (Mon)
    ['2025-11-15', '2025-11-14', '2025-11-17'], // Saturday
    ['2025-11-16', '2025-11-14', '2025-11-17'], // Sunday
    ['2026-07-04', '2026-07-03', '2026-07-06'], // Saturday holiday
    ['2025-12-25', '2025-12-24', '2025-12-26'], // Christmas (Thu)
    ['2025-01-01', '2024-12-31', '2025-01-02'], // New Year (Wed), across the year
    ['2025-03-12', '2025-03-12', '2025-03-12'], // an ordinary Wednesday
  ])('%s: prior business day %s, next %s', (iso, prior, next) => {
    expect(formatDay(priorBusinessDay(d(iso)))).toBe(prior);
    expect(formatDay(nextBusinessDay(d(iso)))).toBe(next);
  });
});

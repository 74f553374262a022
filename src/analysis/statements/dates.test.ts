import { describe, expect, it } from 'vitest';
import { daysBetween, inferDayMonthOrder, isAmbiguousNumericDate, parseDate, type DayMonthOrder } from './dates.ts';

describe('parseDate', () => {
  it.each<[string, DayMonthOrder, string | null]>([
    ['2026-01-05', 'MDY', '2026-01-05'],
    ['2026/1/5', 'DMY', '2026-01-05'],
    ['2026.01.05', 'MDY', '2026-01-05'],
    ['20260105', 'MDY', '2026-01-05'],
    ['2026-01-05T10:00:00Z', 'MDY', '2026-01-05'],
    ['2026-01-05 23:59:59', 'MDY', '2026-01-05'],
    ['01/05/2026', 'MDY', '2026-01-05'],
    ['01/05/2026', 'DMY', '2026-05-01'],
    ['1-5-26', 'MDY', '2026-01-05'],
    ['05.01.2026', 'DMY', '2026-01-05'],
    ['13/05/2026', 'MDY', null],
    ['13/05/2026', 'DMY', '2026-05-13'],
    ['01/05/99', 'MDY', '1999-01-05'],
    ['01/05/2026 10:22 AM', 'MDY', '2026-01-05'],
    ['05 Jan 2026', 'MDY', '2026-01-05'],
    ['5 January 2026', 'DMY', '2026-01-05'],
    ['5-Jan-26', 'MDY', '2026-01-05'],
    ['05Jan2026', 'MDY', '2026-01-05'],
    ['Jan 5, 2026', 'DMY', '2026-01-05'],
    ['Jan 5,2026', 'MDY', '2026-01-05'],
    ['January 5 2026', 'MDY', '2026-01-05'],
    ['Sept. 3, 2025', 'MDY', '2025-09-03'],
    ['Mon 05 Jan 2026', 'MDY', '2026-01-05'],
    ['02/29/2024', 'MDY', '2024-02-29'],
    ['02/29/2026', 'MDY', null],
    ['2026-13-01', 'MDY', null],
    ['12.50', 'MDY', null],
    ['1500', 'MDY', null],
    ['Date', 'MDY', null],
    ['05 Foo 2026', 'MDY', null],
  ])('%s (%s) -> %s', (text, order, iso) => {
    expect(parseDate(text, order)).toBe(iso);
  });
});

describe('inferDayMonthOrder', () => {
  it.each<[string[], DayMonthOrder | null]>([
    [['01/02/2026', '25/02/2026'], 'DMY'],
    [['02/01/2026', '02/25/2026'], 'MDY'],
    [['01/02/2026', '03/04/2026'], null],
    [['2026-01-25', '05 Jan 2026'], null],
    [['13/01/2026', '01/13/2026'], null],
  ])('%j -> %s', (texts, order) => {
    expect(inferDayMonthOrder(texts)).toBe(order);
  });
});

describe('isAmbiguousNumericDate and daysBetween', () => {
  it('tells swappable day/month dates', () => {
    expect(isAmbiguousNumericDate('03/04/2026')).toBe(true);
    expect(isAmbiguousNumericDate('04/04/2026')).toBe(false);
    expect(isAmbiguousNumericDate('13/04/2026')).toBe(false);
    expect(isAmbiguousNumericDate('2026-03-04')).toBe(false);
  });
  it('counts days across a leap day', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-01-31', '2026-01-01')).toBe(-30);
  });
});

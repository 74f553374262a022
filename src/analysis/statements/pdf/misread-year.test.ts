import { describe, expect, it } from 'vitest';
import { periodYear } from './misread-year.ts';
import { latestFullDate } from './period.ts';

describe('a row year read a digit off', () => {
  it.each<[string, number, number, number, string | null, string | null, number]>([
    ['"25" read "28"', 2028, 12, 19, '2025-12-19', '2026-01-18', 2025],
    ['"26" read "28", in January of the period', 2028, 1, 1, '2025-12-19', '2026-01-18', 2026],
    ['"26" read "36"', 2036, 1, 3, '2025-12-19', '2026-01-18', 2026],
    ['only the period end known', 2028, 12, 30, null, '2026-01-18', 2025],
    ['a year read right', 2025, 12, 19, '2025-12-19', '2026-01-18', 2025],
    ['a row just after the period keeps its year', 2026, 1, 25, '2025-12-19', '2026-01-18', 2026],
    ['two digits off: not a misreading of one', 2031, 12, 19, '2025-12-19', '2026-01-18', 2031],
    ['no period', 2028, 12, 19, null, null, 2028],
  ])('%s', (_, year, month, day, start, end, want) => expect(periodYear(year, month, day, start, end)).toBe(want));
});

describe('the latest full date, when no period is printed', () => {
  // Rows read from a picture, day first, one of them with "2026" read "2028".
  const lines = ['01-01-2026 HOME LOAN EMI 22,500.00', '05-01-2028 UPI/IRCTC 744.60', '10-01-2026 POS AMAZON 4,679.40', '18-01-2026 BILLPAY MSEDCL 1,800.90'];

  it('is the latest date of any year, numeric dates month first, by default', () => {
    expect(latestFullDate(lines)).toBe('2028-05-01');
  });

  it('is the latest date of the year most dates print, read as the document writes its dates, from a picture', () => {
    expect(latestFullDate(lines, { commonYear: true, dayFirst: true })).toBe('2026-01-18');
    // The misread year is then put back from it.
    expect(periodYear(2028, 1, 5, null, '2026-01-18')).toBe(2026);
  });

  it('takes no side when two years are printed as often', () => {
    expect(latestFullDate(['01-01-2026 A 1.00', '05-01-2028 B 2.00'], { commonYear: true, dayFirst: true })).toBe('2028-01-05');
  });
});

import { describe, expect, it } from 'vitest';
import { periodYear } from './misread-year.ts';

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

import { describe, expect, it } from 'vitest';
import { dateShape, nearestDate, writeDate } from './misread-date.ts';

describe('a date written as the document writes its dates', () => {
  it.each<[string, string, { year: number | null; month: number; day: number }, boolean, string]>([
    ['day first with slashes', '01/12/2025', { year: 2025, month: 12, day: 1 }, true, '09/12/2025'],
    ['a month name and a day', 'Feb 01', { year: null, month: 2, day: 1 }, false, 'Feb 09'],
    ['capitals, two-digit year', '05-JAN-26', { year: 2026, month: 1, day: 5 }, true, '09-DEC-25'],
    ['dots, two-digit year', '01.02.26', { year: 2026, month: 2, day: 1 }, true, '09.12.25'],
  ])('%s', (_, text, date, dayFirst, want) => {
    const shape = dateShape(text, date, dayFirst);
    expect(shape).not.toBeNull();
    const written = writeDate(shape!, { year: 2025, month: want.includes('Feb') ? 2 : 12, day: 9 });
    expect(written).toBe(want);
  });

  it('cannot be told from a text whose numbers are not the date read', () => {
    expect(dateShape('01/12/2025', { year: 2025, month: 11, day: 1 }, true)).toBeNull();
  });
});

describe('a row date read as no date, between the dates of the rows around it', () => {
  it.each<[string, string, string, { year: number | null; month: number; day: number }, { year: number | null; month: number; day: number }, boolean, { year: number | null; month: number; day: number } | null]>([
    ['a digit misread ("01/32/2025")', '01/32/2025', '01/12/2025', { year: 2025, month: 12, day: 1 }, { year: 2025, month: 12, day: 2 }, true, { year: 2025, month: 12, day: 1 }],
    ['its slashes read as digits ("1001272025")', '1001272025', '08/12/2025', { year: 2025, month: 12, day: 8 }, { year: 2025, month: 12, day: 11 }, true, { year: 2025, month: 12, day: 10 }],
    ['its month name cut ("un03")', 'un03', 'Jun 02', { year: null, month: 6, day: 2 }, { year: null, month: 6, day: 5 }, false, { year: null, month: 6, day: 3 }],
    // "0226" is as near 01.02.26 as 02.02.26: no date is chosen.
    ['two dates as near', '0226', '01.02.26', { year: 2026, month: 2, day: 1 }, { year: 2026, month: 2, day: 2 }, true, null],
    ['nothing like a date', 'x7', '01/12/2025', { year: 2025, month: 12, day: 1 }, { year: 2025, month: 12, day: 9 }, true, null],
  ])('%s', (_, read, aboveText, aboveDate, below, dayFirst, want) => {
    expect(nearestDate(read, { text: aboveText, date: aboveDate }, below, dayFirst)).toEqual(want);
  });
});

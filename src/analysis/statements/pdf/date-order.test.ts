import { describe, expect, it } from 'vitest';
import { couldBeDate, dayFirstByVotes } from './pdf-statement.js';

describe('couldBeDate', () => {
  it.each([
    [19, 12, true],
    [12, 19, true],
    [5, 1, true],
    [7, 76, false], // sort code 07-76-78
    [40, 9, false], // sort code 40-09-11
    [13, 13, false],
    [0, 5, false],
  ])('%i and %i -> %s', (a, b, expected) => {
    expect(couldBeDate(a, b)).toBe(expected);
  });
});

describe('dayFirstByVotes', () => {
  it.each<[string, number, number, boolean | null]>([
    ['no day over 12 either way', 0, 0, null],
    ['only first numbers over 12', 25, 0, true],
    ['only second numbers over 12', 0, 25, false],
    // One OCR misread ("01/2026" read "01/20/26") among a page of day-first dates.
    ['one misread against many day-first dates', 30, 1, true],
    ['one misread against many month-first dates', 1, 30, false],
    ['too few to outvote', 2, 1, null],
    ['close votes', 6, 3, null],
  ])('%s (%i, %i) -> %s', (_, first, second, expected) => {
    expect(dayFirstByVotes(first, second)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { couldBeDate } from './pdf-statement.js';

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

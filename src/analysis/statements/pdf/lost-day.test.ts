import { describe, expect, it } from 'vitest';
import { lostDays, type DayLine } from './lost-day.ts';

const d = (month: number, day: number): DayLine => ({ kind: 'dated', month, day });
const m = (month: number): DayLine => ({ kind: 'month', month });
const u: DayLine = { kind: 'undated' };
// A table printing each day's date once, on its first row.
const oncePerDay = [d(12, 26), u, d(12, 28), u, d(12, 29), d(12, 30), u];

describe('a day lost from a date cell', () => {
  it.each([
    ['one day between the dates around it, over a year end', [...oncePerDay, m(1), d(1, 2), u, d(1, 3)], 7, 1],
    ['one day between, within a month', [...oncePerDay, d(1, 2), m(1), d(1, 4), u], 8, 3],
    ['two days between: not guessed', [...oncePerDay, m(1), d(1, 3), u, d(1, 4)], 7, null],
    ['no day of its month between: not guessed', [...oncePerDay, m(2), d(1, 2), u, d(1, 3)], 7, null],
    ['no dated row below: not guessed', [...oncePerDay, d(1, 2), m(1)], 8, null],
    ['a table dating every row (dates repeat): not guessed', [d(12, 28), d(12, 28), d(12, 29), d(12, 29), d(12, 30), d(12, 30), u, u, m(1), d(1, 2)], 8, null],
    ['a table with no undated rows: not guessed', [d(12, 26), d(12, 27), d(12, 28), d(12, 29), d(12, 30), m(12), d(1, 1)], 5, null],
  ] as [string, DayLine[], number, number | null][])('%s', (_, lines, at, day) => {
    const days = lostDays(lines);
    expect(days[at]).toBe(day);
    expect(days.filter((x, k) => k !== at && x !== null)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { repairLostMonths } from './lost-month.ts';
import type { Period } from './period.ts';
import type { Line, Token } from './rows.ts';

/** A line of cells, each `[x, text]`; 6 points a character. */
function line(cells: [number, string][]): Line {
  const tokens: Token[] = [];
  const built = cells.map(([x, text], cell) => {
    let at = x;
    for (const word of text.split(' ')) {
      tokens.push({ text: word, x0: at, x1: at + 6 * word.length, cell });
      at += 6 * word.length + 6;
    }
    return { text, x0: x, x1: at - 6 };
  });
  return { page: 1, y: 100, size: 9, x0: cells[0][0], x1: built[built.length - 1].x1, cells: built, tokens, text: tokens.map((t) => t.text).join(' ') };
}

const january: Period = { start: '2026-01-01', end: '2026-01-31' };

describe('a row date that lost its month, in a statement of one month', () => {
  it.each<[string, string, boolean, Period, string]>([
    ['the month read as one zero', '02/0', true, january, '02/01'],
    ['the month read as two zeros', '12/00', true, january, '12/01'],
    ['the month lost with its separator kept', '24/', true, january, '24/01'],
    ['month first, the month read as a zero', '0/15', false, january, '01/15'],
    ['a dotted date', '13.0', true, january, '13.01'],
    // Left as read: a whole date, a day outside the period, a period over two months.
    ['a whole date', '02/01', true, january, '02/01'],
    ['a day no period holds', '32/0', true, january, '32/0'],
    ['a period over two months', '02/0', true, { start: '2026-01-15', end: '2026-02-14' }, '02/0'],
    ['no period', '02/0', true, { start: null, end: null }, '02/0'],
  ])('%s: %s', (_, date, dayFirst, period, want) => {
    const [repaired] = repairLostMonths([line([[40, date], [90, 'CB TABAC PRESSE'], [400, '55,54']])], dayFirst, period);
    expect(repaired.tokens[0].text).toBe(want);
    expect(repaired.cells[0].text).toBe(want);
  });
});

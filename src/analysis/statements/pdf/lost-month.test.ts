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

// Dates printed day, month's name and year ("02 Apr 26"): a row whose month's name was lost keeps its
// day and year, in one cell or two (the name's gap between them).
describe('a row date that lost its month’s name, in a statement of one month', () => {
  const april: Period = { start: '2026-04-01', end: '2026-04-30' };
  const whole = ['03 Apr 26', '04 Apr 26', '06 Apr 26'].map((d) => line([[40, d], [100, 'POS PURCHASE'], [400, '10.00']]));
  it.each<[string, [number, string][], Period, string]>([
    ['day and year in one cell', [[40, '02 26'], [100, 'SALARY CREDIT']], april, '02 Apr 26'],
    ['day and year in two cells', [[40, '02'], [70, '26'], [100, 'SALARY CREDIT']], april, '02 Apr 26'],
    ['a four-digit year', [[40, '02 2026'], [100, 'SALARY CREDIT']], april, '02 Apr 2026'],
    // Left as read: another year, a day no period holds, a period over two months, a month's name there.
    ['another year', [[40, '02 25'], [100, 'SALARY CREDIT']], april, '02 25'],
    ['a day no period holds', [[40, '31 26'], [100, 'SALARY CREDIT']], april, '31 26'],
    ['a period over two months', [[40, '02 26'], [100, 'SALARY CREDIT']], { start: '2026-04-15', end: '2026-05-14' }, '02 26'],
    ['cells far apart', [[40, '02'], [90, '26'], [120, 'SALARY CREDIT']], april, '02 26'],
  ])('%s', (_, cells, period, want) => {
    const out = repairLostMonths([...whole, line(cells)], true, period);
    const repaired = out[3];
    expect(repaired.tokens.slice(0, want.split(' ').length).map((t) => t.text).join(' ')).toBe(want);
    expect(repaired.cells.slice(0, -1).map((c) => c.text).join(' ')).toBe(want);
    expect(repaired.cells[repaired.cells.length - 1].text).toBe('SALARY CREDIT');
    expect(out.slice(0, 3)).toEqual(whole);
  });

  it('needs the column to print the month’s name on enough rows', () => {
    const out = repairLostMonths([whole[0], line([[40, '02 26'], [100, 'SALARY CREDIT']])], true, april);
    expect(out[1].cells[0].text).toBe('02 26');
  });
});

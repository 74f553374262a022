import { describe, expect, it } from 'vitest';
import { repairDateShapes } from './date-shape.ts';
import type { Line, Token } from './rows.ts';

/** A line of cells, each `[x, text]`; a cell's words 6 points a character, one character apart. */
function line(y: number, cells: [number, string][], page = 1): Line {
  const tokens: Token[] = [];
  const built = cells.map(([x, text], cell) => {
    let at = x;
    for (const word of text.split(' ')) {
      tokens.push({ text: word, x0: at, x1: at + 6 * word.length, cell });
      at += 6 * word.length + 6;
    }
    return { text, x0: x, x1: at - 6 };
  });
  return { page, y, size: 9, x0: cells[0][0], x1: built[built.length - 1].x1, cells: built, tokens, text: tokens.map((t) => t.text).join(' ') };
}

const february = { start: '2026-02-01', end: '2026-02-28' };
const swiss = (first: string, valuta = '07.02.26', amount = '36.35'): Line[] => [
  line(100, [[50, 'Datum'], [110, 'Buchungstext'], [330, 'Belastung'], [420, 'Valuta'], [500, 'Saldo']]),
  line(120, [[50, '01.02.26'], [110, 'Dauerauftrag Miete'], [340, '2310.00'], [420, '01.02.26'], [500, "21'850.05"]]),
  line(134, [[50, '02.02.26'], [110, 'TWINT Zahlung'], [350, '84.49'], [420, '02.02.26'], [500, "21'765.56"]]),
  line(148, [[50, '04.02.26'], [110, 'Debitkarte Einkauf'], [350, '27.59'], [420, '03.02.26'], [500, "21'737.97"]]),
  line(162, [[50, first], [110, 'Debitkarte Einkauf'], [350, amount], [420, valuta], [500, "21'701.62"]]),
];

describe('a misread date takes the shape of the dates read whole in its column', () => {
  it.each<[string, string, string | null]>([
    ['a dot lost', '07.0226', '07.02.26'],
    ['a space after the dot', '07. 02.26', '07.02.26'],
    ['a comma for the dot', '07, 02.26', '07.02.26'],
    ['both dots lost', '070226', '07.02.26'],
    ['a zero read as a letter, a dot lost', 'o7. 0226', '07.02.26'],
    // Not enough digits to know the day, or one too many: left as read.
    ['the day lost', '0226', null],
    ['a digit too many', '0702266', null],
    // Outside the statement period: no date of it.
    ['a day far from the period', '070626', null],
  ])('%s: %s', (_, first, want) => {
    const out = repairDateShapes(swiss(first), true, february);
    expect(out[4].tokens[0].text).toBe(want ?? first.split(' ')[0]);
    if (want) expect(out[4].cells[0].text).toBe(want);
  });

  it('repairs a value date that lost its first dot (it would read as an amount), not a figure under an amount column', () => {
    const out = repairDateShapes(swiss('07.02.26', '0602.26', '0702.26'), true, february);
    expect(out[4].cells.map((c) => c.text)).toEqual(['07.02.26', 'Debitkarte Einkauf', '0702.26', '06.02.26', "21'701.62"]);
  });

  it('repairs year-first dates that lost a separator', () => {
    const lines = [
      line(100, [[40, 'Date'], [110, 'Transaction Details'], [400, 'Deposit'], [480, 'Withdrawal'], [560, 'Balance']]),
      ...['2026/01/05', '2026/01/08', '2026/01/11', '2026/0113'].map((d, k) => line(120 + 12 * k, [[40, d], [110, 'EPS WELLCOME'], [490, '100.50'], [560, '9,399.50']])),
    ];
    const out = repairDateShapes(lines, false, { start: '2026-01-01', end: '2026-01-31' });
    expect(out.map((l) => l.tokens[0].text)).toEqual(['Date', '2026/01/05', '2026/01/08', '2026/01/11', '2026/01/13']);
  });

  it.each([
    ['no period is read', { start: null, end: null }],
    ['the period is elsewhere', { start: '2025-06-01', end: '2025-06-30' }],
  ])('leaves the dates as read when %s', (_, period) => {
    const lines = swiss('07.0226');
    expect(repairDateShapes(lines, true, period).map((l) => l.text)).toEqual(lines.map((l) => l.text));
  });

  it('leaves the dates as read when too few are read whole to know their shape', () => {
    const lines = swiss('07.0226').filter((_, k) => k === 0 || k === 4);
    expect(repairDateShapes(lines, true, february)[1].tokens[0].text).toBe('07.0226');
  });
});

// Day, month and year run together (`01MAY26`), read from a picture: a one read as a letter, the
// month's first stroke read twice, the year standing apart.
describe('a misread run-together date takes the shape of the column’s whole dates', () => {
  const may = (first: string[]): Line[] => [
    line(100, [[50, 'Date'], [110, 'Description'], [380, 'Debits'], [450, 'Credits'], [530, 'Balance']]),
    line(120, [[50, first.join(' ')], [110, 'SALARY DEPOSIT'], [450, '22,930.65'], [530, '64,832.92']]),
    line(134, [[50, '02MAY26'], [110, 'LINX PURCHASE'], [380, '1,034.68'], [530, '63,798.24']]),
    line(148, [[50, '04MAY26'], [110, 'ABM WITHDRAWAL'], [380, '500.00'], [530, '63,298.24']]),
    line(162, [[50, '09MAY26'], [110, 'WASA WATER RATES'], [380, '204.62'], [530, '63,093.62']]),
  ];
  it.each<[string, string[], { start: string | null; end: string | null }, string | null]>([
    ['a one read as I', ['0IMAY26'], { start: null, end: null }, '01MAY26'],
    ['the month’s first stroke read twice', ['01IMAY26'], { start: null, end: null }, '01MAY26'],
    ['both', ['1IIMAY26'], { start: null, end: null }, '11MAY26'],
    ['a zero read as O', ['O3MAY26'], { start: '2026-05-01', end: '2026-05-31' }, '03MAY26'],
    ['the year standing apart', ['03MAY', '26'], { start: null, end: null }, '03MAY26'],
    // Left as read: a month the column does not print, a day of three digits, a day far from the column's dates.
    ['another month', ['0IJUN26'], { start: null, end: null }, null],
    ['three digits', ['011MAY26'], { start: null, end: null }, null],
    ['far from the dates read whole', ['2IMAY26'], { start: null, end: null }, null],
  ])('%s: %j', (_, first, period, want) => {
    const out = repairDateShapes(may(first), false, period);
    expect(out[1].tokens[0].text).toBe(want ?? first[0]);
    expect(out.slice(2).map((l) => l.tokens[0].text)).toEqual(['02MAY26', '04MAY26', '09MAY26']);
  });
});

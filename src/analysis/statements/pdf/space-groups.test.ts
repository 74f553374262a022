// Figures grouped with spaces ("11 250.00") are one figure when the document groups its figures so,
// never a description's number beside a figure.
import { describe, expect, it } from 'vitest';
import type { TextItem } from './pdf-text.ts';
import { pageLines } from './rows.ts';
import { joinSpaceGroups } from './space-groups.ts';

/** One line per entry, each cell one text item drawn at x. */
const lines = (rows: [number, string][][]) =>
  pageLines({
    number: 1,
    width: 612,
    height: 792,
    items: rows.flatMap((cells, k) => cells.map(([x, str]): TextItem => ({ str, x, y: 100 + 12 * k, width: 5 * str.length, size: 10, font: 'f1' }))),
  });

const joined = (rows: [number, string][][]) => joinSpaceGroups(lines(rows)).map((l) => l.tokens.map((t) => t.text));

describe('joinSpaceGroups', () => {
  it.each<[string, [number, string][][], string[][]]>([
    [
      'amounts and balances grouped with spaces, a currency before one, credits marked Cr',
      [
        [[40, 'Opening Balance'], [300, 'R 6 220.00Cr']],
        [[40, '01/01/2026'], [110, 'Debit Order Bond'], [300, '11 250.00'], [400, '5 030.00Dr']],
      ],
      [['Opening', 'Balance', 'R', '6,220.00Cr'], ['01/01/2026', 'Debit', 'Order', 'Bond', '11,250.00', '5,030.00Dr']],
    ],
    [
      'a decimal comma and groups of millions, and a label ending in a colon',
      [[[40, 'Total Credits: 1 234 567,89']], [[40, 'Saldo'], [300, '12 500,00']]],
      [['Total', 'Credits:', '1.234.567,89'], ['Saldo', '12.500,00']],
    ],
    [
      "a description's number in the figure's cell is no group of it",
      [[[40, 'Store 12 100.00']], [[40, 'Deposit'], [300, '11 250.00']], [[40, 'Rent'], [300, '2 500.00']]],
      [['Store', '12', '100.00'], ['Deposit', '11,250.00'], ['Rent', '2,500.00']],
    ],
    [
      'a document that groups with commas keeps its spaces apart',
      [[[40, 'Deposit'], [300, '11 250.00']], [[40, 'Rent'], [300, '2 500.00']], [[40, 'Payroll'], [300, '1,250.00']]],
      [['Deposit', '11', '250.00'], ['Rent', '2', '500.00'], ['Payroll', '1,250.00']],
    ],
    ['one such figure alone is no convention', [[[40, 'Deposit'], [300, '11 250.00']]], [['Deposit', '11', '250.00']]],
  ])('%s', (_, rows, expected) => {
    expect(joined(rows)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { repairLostSeparators } from './lost-separator.ts';
import type { Line, Token } from './rows.ts';

/** A line of cells, each `[x, text]`, right-aligned cells given by their right edge as `[-x1, text]`; 6 points a character. */
function line(y: number, cells: [number, string][]): Line {
  const tokens: Token[] = [];
  const built = cells.map(([at, text], cell) => {
    const width = 6 * text.length;
    const x0 = at < 0 ? -at - width : at;
    let x = x0;
    for (const word of text.split(' ')) {
      tokens.push({ text: word, x0: x, x1: x + 6 * word.length, cell });
      x += 6 * word.length + 6;
    }
    return { text, x0, x1: x0 + width };
  });
  return { page: 1, y, size: 9, x0: built[0].x0, x1: built[built.length - 1].x1, cells: built, tokens, text: tokens.map((t) => t.text).join(' ') };
}

/** A French statement: booking date, description, value date, debit (right edge 440), balance (right edge 560). */
function releve(amount: string, balance = '2 282,77', description = 'CB TABAC PRESSE 01/01'): Line[] {
  return [
    line(100, [[50, '02/01'], [90, 'CB TOTALENERGIES 01/01'], [330, '01/01'], [-440, '36,48'], [-560, '2 309,19']]),
    line(114, [[50, '02/01'], [90, description], [330, '01/01'], [-440, amount], [-560, balance]]),
    line(128, [[50, '04/01'], [90, 'RETRAIT DAB 04/01'], [330, '04/01'], [-440, '20,00'], [-560, '2 262,77']]),
    line(142, [[50, '05/01'], [90, 'CB INTERMARCHE 04/01'], [330, '04/01'], [-440, '24,13'], [-560, '2 238,64']]),
  ];
}

describe('a figure whose decimal separator OCR lost, in a column of figures with cents', () => {
  it.each<[string, Line[], boolean, string]>([
    ['the comma lost in a debit', releve('2642'), true, '02/01 CB TABAC PRESSE 01/01 01/01 26,42 2 282,77'],
    ['the comma lost in a balance', releve('26,42', '228277'), true, '02/01 CB TABAC PRESSE 01/01 01/01 26,42 2282,77'],
    // Digits in the description do not line up with an amount column.
    ['a cheque number in the description', releve('26,42', '2 282,77', 'CHEQUE N 8423110'), true, '02/01 CHEQUE N 8423110 01/01 26,42 2 282,77'],
    // A decimal point document gets a point.
    ['a decimal point statement', releve('2642').map((l) => ({ ...l, tokens: l.tokens.map((t) => ({ ...t, text: t.text.replace(',', '.') })) })), false, '02/01 CB TABAC PRESSE 01/01 01/01 26.42 2 282.77'],
  ])('%s', (_, lines, decimalComma, want) => {
    expect(repairLostSeparators(lines, decimalComma)[1].text).toBe(want);
  });

  it('leaves a page alone when too few figures show the column', () => {
    const lines = releve('2642').slice(0, 2);
    expect(repairLostSeparators(lines, true)[1].text).toContain(' 2642 ');
  });
});

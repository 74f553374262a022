// A line printer's statement read from a picture: every date of its columns lost the dot before its
// two-digit year ("01.04  26"), so no date there is read whole and the period's dates show their
// shape; figures with a decimal comma read in pieces broken after their marks ("3. 802, 47").
import { describe, expect, it } from 'vitest';
import { joinFigurePieces } from './lost-separator.ts';
import { readStatement } from './pdf-statement.ts';
import type { PdfPage, TextItem } from './pdf-text.ts';
import type { Line, Token } from './rows.ts';

/** An OCR'd word: 5 points a character, 9-point text; `right` places it by its right edge. */
function word(str: string, x: number, y: number, right = false): TextItem {
  const width = 5 * str.length;
  return { str, x: right ? x - width : x, y, width, size: 9, font: 'ocr', confidence: 0.9 };
}

/** Words of one phrase from x, a space apart. */
function words(text: string, x: number, y: number): TextItem[] {
  const out: TextItem[] = [];
  for (const w of text.split(' ')) {
    out.push(word(w, x, y));
    x += 5 * w.length + 5;
  }
  return out;
}

/** A row: booking and value dates as read ("01.04" and "26" boxed apart), description, signed amount, balance, each figure's words right-aligned. */
function row(y: number, date: string, description: string, amount: string[], balance: string[]): TextItem[] {
  const [dm, yy] = date.split(' ');
  const right = (pieces: string[], edge: number) => {
    const out: TextItem[] = [];
    let x = edge;
    for (const p of [...pieces].reverse()) {
      out.unshift(word(p, x, y, true));
      x -= 5 * p.length + 5;
    }
    return out;
  };
  return [word(dm, 40, y), word(yy, 72, y), word(dm, 95, y), word(yy, 127, y), ...words(description, 150, y), ...right(amount, 440), ...right(balance, 530)];
}

const page: PdfPage = {
  number: 1,
  width: 595,
  height: 842,
  items: [
    ...words('EXAMPLE BANK PUBLIC COMPANY LTD', 40, 50),
    ...words('ACCOUNT NO', 250, 90),
    word('357-44-591589-98', 330, 90),
    word('PERIOD', 250, 102),
    ...words('01.04.26 - 30.04.26', 330, 102),
    ...words('DATE', 40, 130),
    word('VALUE', 95, 130),
    word('DESCRIPTION', 150, 130),
    word('AMOUNT', 410, 130),
    word('BALANCE', 495, 130),
    ...words('OPENING BALANCE', 150, 150),
    word('2.', 490, 150),
    word('610,', 500, 150),
    word('59', 520, 150),
    ...row(162, '01.04 26', 'SALARY', ['2.102,94'], ['4.713,53']),
    ...row(174, '02.04 26', 'STANDING ORDER', ['-700,00'], ['4.013,53']),
    ...row(186, '07.04 26', 'ACCOUNT MAINTENANCE FEE', ['-6,00'], ['4.', '007,', '53']),
    ...row(198, '10.04 26', 'ATM WITHDRAWAL', ['-50,', '.00'], ['3.957,53']),
    ...row(210, '11.04 26', 'CARD PURCHASE', ['-169,', '.00'], ['3.788,53']),
    ...row(222, '12.04 26', 'CREDIT INTEREST', ['1,39'], ['3.789,92']),
    ...words('CLOSING BALANCE', 150, 240),
    word('3.789,92', 530, 240, true),
  ],
};

describe('a line printer statement read from a picture', () => {
  it('reads dates that lost their year separator in the shape the period prints, and figures read in pieces', () => {
    const parsed = readStatement([page]);
    const [account] = parsed.accounts;
    expect(account.transactions.map((t) => [t.date, t.amountCents, t.runningBalanceCents])).toEqual([
      ['2026-04-01', 210294, 471353],
      ['2026-04-02', -70000, 401353],
      ['2026-04-07', -600, 400753],
      ['2026-04-10', -5000, 395753],
      ['2026-04-11', -16900, 378853],
      ['2026-04-12', 139, 378992],
    ]);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });
});

/** One line of tokens, each `[text, x0]`, all in one cell unless `cells` says where each starts. */
function line(parts: [string, number][]): Line {
  const tokens: Token[] = parts.map(([text, x0]) => ({ text, x0, x1: x0 + 5 * text.length, cell: 0 }));
  return { page: 1, y: 100, size: 9, x0: tokens[0].x0, x1: tokens[tokens.length - 1].x1, cells: [{ text: parts.map((p) => p[0]).join(' '), x0: tokens[0].x0, x1: tokens[tokens.length - 1].x1 }], tokens, text: parts.map((p) => p[0]).join(' ') };
}

describe('a figure read in pieces broken after its marks', () => {
  it.each<[boolean, string[], string]>([
    [true, ['3.', '802,', '47'], '3.802,47'],
    [true, ['2.', '610,', '59'], '2.610,59'],
    [true, ['-50,', '.00'], '-50,00'],
    [true, ['169,', '00'], '169,00'],
    [false, ['36,', '535.', '85'], '36,535.85'],
    // No whole figure: left as read.
    [true, ['PAGE', '1,', '2'], 'PAGE 1, 2'],
    [true, ['22,', 'FLAT', '3'], '22, FLAT 3'],
  ])('decimal comma %s: %j', (decimalComma, pieces, want) => {
    let x = 100;
    const parts = pieces.map((p): [string, number] => {
      const at = x;
      x += 5 * p.length + 5;
      return [p, at];
    });
    expect(joinFigurePieces(line(parts), decimalComma).text).toBe(want);
  });
});

import { describe, expect, it } from 'vitest';
import { readStatement } from './pdf-statement.ts';
import type { PdfPage, TextItem } from './pdf-text.ts';
import { centsOfLostSeparator, printsCents, repairLostSeparators } from './lost-separator.ts';
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
    ['the thousands mark read, the comma lost', releve('26,42', '2.28277'), true, '02/01 CB TABAC PRESSE 01/01 01/01 26,42 2282,77'],
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

describe('printsCents and centsOfLostSeparator', () => {
  it.each<[string, string, number | null]>([
    ['four digits', '2387', 2387],
    ['six digits', '268412', 268412],
    ['two digits: too short to be a figure with cents', '22', null],
    ['a figure read whole', '23,87', null],
    ['letters', '7a', null],
  ])('%s: %s', (_, text, want) => {
    expect(centsOfLostSeparator(text)).toBe(want);
  });

  it.each<[string, Line[], boolean, boolean]>([
    ['a statement printing cents', releve('26,42'), true, true],
    ['too few figures to tell', releve('26,42').slice(0, 1), true, false],
    ['the other decimal mark', releve('26,42'), false, false],
  ])('%s', (_, lines, decimalComma, want) => {
    expect(printsCents(lines, decimalComma)).toBe(want);
  });
});

/** An OCR'd word: 5 points a character, 9-point text; `right` places it by its right edge. */
function word(str: string, x: number, y: number, right = false): TextItem {
  const width = 5 * str.length;
  return { str, x: right ? x - width : x, y, width, size: 9, font: 'ocr', confidence: 0.9 };
}

function statementRow(y: number, date: string, description: string, debit: string | null, credit: string | null, balance: string): TextItem[] {
  const items = [word(date, 40, y)];
  let x = 90;
  for (const w of description.split(' ')) {
    items.push(word(w, x, y));
    x += 5 * w.length + 5;
  }
  if (debit) items.push(word(debit, 400, y, true));
  if (credit) items.push(word(credit, 460, y, true));
  items.push(word(balance, 540, y, true));
  return items;
}

describe('a credit whose separator OCR lost, alone under the Credit heading', () => {
  it.each<[string, string, number]>([
    ['its digits are cents', '2387', 2387],
    ['a larger figure', '268412', 268412],
  ])('%s: %s', (_, credit, cents) => {
    const page: PdfPage = {
      number: 1,
      width: 612,
      height: 792,
      items: [
        ...['Relevé', 'du', '01/01/2026', 'au', '31/01/2026'].map((w, k) => word(w, [40, 80, 100, 160, 180][k], 60)),
        ...['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'].map((h, k) => word(h, [40, 90, 380, 435, 515][k], 100)),
        ...statementRow(114, '02/01', 'CB TOTALENERGIES 01/01', '36,48', null, '2309,19'),
        ...statementRow(128, '02/01', 'CB TABAC PRESSE 01/01', '26,42', null, '2282,77'),
        ...statementRow(142, '04/01', 'RETRAIT DAB 04/01', '20,00', null, '2262,77'),
        ...statementRow(156, '05/01', 'VIR SEPA RECU DE CPAM', null, credit, '2286,64'),
        ...statementRow(170, '06/01', 'CB INTERMARCHE 05/01', '24,13', null, '2262,51'),
        ...statementRow(184, '07/01', 'CB AMAZON PAYMENTS', '95,77', null, '2166,74'),
      ],
    };
    const [account] = readStatement([page]).accounts;
    expect(account.transactions.find((t) => t.description.includes('CPAM'))?.amountCents).toBe(cents);
  });
});

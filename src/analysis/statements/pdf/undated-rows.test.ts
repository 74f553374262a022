// A row read from a picture can lose its date (the date column too faint or skewed for OCR) while
// its description, amount and balance are read: it is never dropped. When the dated rows around it
// agree on the day, that is its date (a statement runs in date order); otherwise it is flagged.
import { describe, expect, it } from 'vitest';
import { readStatement } from './pdf-statement.ts';
import type { PdfPage, TextItem } from './pdf-text.ts';

/** An OCR'd word: 5 points a character, 9-point text; `right` places it by its right edge. */
function word(str: string, x: number, y: number, right = false): TextItem {
  const width = 5 * str.length;
  return { str, x: right ? x - width : x, y, width, size: 9, font: 'ocr', confidence: 0.9 };
}

function cells(y: number, date: string | null, description: string, debit: string | null, balance: string): TextItem[] {
  const items: TextItem[] = [];
  if (date) items.push(word(date, 40, y));
  let x = 90;
  for (const w of description.split(' ')) {
    items.push(word(w, x, y));
    x += 5 * w.length + 5;
  }
  if (debit) items.push(word(debit, 400, y, true));
  items.push(word(balance, 500, y, true));
  return items;
}

/** A statement page whose second row is read without its date; the row after it is dated `fourth`. */
function page(fourth: string): PdfPage {
  return {
    number: 1,
    width: 612,
    height: 792,
    items: [
      word('Statement', 40, 40),
      word('Period:', 90, 40),
      word('February', 130, 40),
      word('1,', 175, 40),
      word('2026', 190, 40),
      word('to', 215, 40),
      word('February', 230, 40),
      word('28,', 275, 40),
      word('2026', 295, 40),
      word('Date', 40, 100),
      word('Description', 90, 100),
      word('Debit', 400, 100, true),
      word('Balance', 500, 100, true),
      ...cells(114, null, 'Previous Balance', null, '1,000.00'),
      ...cells(128, '02/09', 'DEBIT CARD SHEETZ 0391', '10.00', '990.00'),
      // Its date read as letters ("om"), in the date column.
      ...cells(142, 'om', 'POS PURCHASE ALDI 71044', '9.64', '980.36'),
      ...cells(156, fourth, 'DEBIT CARD SPOTIFY USA', '20.00', '960.36'),
      ...cells(170, '02/12', 'ACH DEBIT VERIZON WIRELESS', '30.00', '930.36'),
    ],
  };
}

describe('a row read from a picture without its date', () => {
  it.each<[string, string, [string, number][], [string, number | null][]]>([
    [
      'between two rows of one day: that day',
      '02/09',
      [['2026-02-09', -1000], ['2026-02-09', -964], ['2026-02-09', -2000], ['2026-02-12', -3000]],
      [],
    ],
    [
      'between rows of two days: kept as a flagged row',
      '02/10',
      [['2026-02-09', -1000], ['2026-02-10', -2000], ['2026-02-12', -3000]],
      [['UNREADABLE_DATE', -964]],
    ],
  ])('%s', (_, fourth, transactions, flagged) => {
    const parsed = readStatement([page(fourth)]);
    const [account] = parsed.accounts;
    expect(account.transactions.map((t) => [t.date, t.amountCents])).toEqual(transactions);
    expect((account.flaggedRows ?? []).map((f) => [f.reason, f.amountCents])).toEqual(flagged);
    if (flagged.length) expect(parsed.warnings.join(' ')).toMatch(/without their date/);
  });
});

describe('the first row under the header read without its date', () => {
  it('is kept as a flagged row with its amount and balance', () => {
    const p = page('02/09');
    // The row dated 02/09 read with letters for its date, and nothing above it but the previous balance.
    p.items = p.items.map((it) => (it.y === 128 && it.str === '02/09' ? { ...it, str: 'oo' } : it));
    const [account] = readStatement([p]).accounts;
    const flagged = (account.flaggedRows ?? []).map((f) => [f.reason, f.amountCents, f.runningBalanceCents]);
    expect(flagged).toContainEqual(['UNREADABLE_DATE', -1000, 99_000]);
    // The undated row under it: the date the row above was given is a guess, which settles nothing.
    expect(flagged).toContainEqual(['UNREADABLE_DATE', -964, 98_036]);
    expect(account.transactions.map((t) => t.amountCents)).toEqual([-2000, -3000]);
  });
});

describe('a row whose date cell was read as no date', () => {
  it('is dated by the date between the rows around it written nearest what was read', () => {
    const p = page('02/11');
    // "02/10" read "02/l0": no date, one letter from 02/10 and further from 02/09 and 02/11.
    p.items = p.items.map((it) => (it.str === 'om' ? { ...it, str: '02/l0' } : it));
    const [account] = readStatement([p]).accounts;
    expect(account.transactions.map((t) => [t.date, t.amountCents, t.description])).toContainEqual(['2026-02-10', -964, 'POS PURCHASE ALDI 71044']);
    expect(account.flaggedRows ?? []).toEqual([]);
  });

  it('is dated so under a row whose date was lost whole, from the dated row above that', () => {
    const p = page('02/11');
    // The row dated 02/11 read "0Z/11"; the row above it keeps its unreadable "om".
    p.items = p.items.map((it) => (it.y === 156 && it.str === '02/11' ? { ...it, str: '0Z/11' } : it));
    const [account] = readStatement([p]).accounts;
    expect(account.transactions.map((t) => [t.date, t.amountCents])).toContainEqual(['2026-02-11', -2000]);
    expect((account.flaggedRows ?? []).map((f) => [f.reason, f.amountCents])).toEqual([['UNREADABLE_DATE', -964]]);
  });

  it('stays flagged when two dates are as near', () => {
    const p = page('02/11');
    p.items = p.items.map((it) => (it.str === 'om' ? { ...it, str: 'x2/1x' } : it));
    const [account] = readStatement([p]).accounts;
    expect((account.flaggedRows ?? []).map((f) => [f.reason, f.amountCents])).toEqual([['UNREADABLE_DATE', -964]]);
  });
});

// Statement tables read from a picture whose OCR lost a heading or a row's date: a balance column
// whose heading was lost is still the balance, and a row whose date was lost is dated by its value
// date where the document's value dates are its rows' dates.
import { describe, expect, it } from 'vitest';
import { readStatement } from './pdf-statement.ts';
import type { PdfPage, TextItem } from './pdf-text.ts';

/** An OCR'd word: 5 points a character, 9-point text; `right` places it by its right edge. */
function word(str: string, x: number, y: number, right = false): TextItem {
  const width = 5 * str.length;
  return { str, x: right ? x - width : x, y, width, size: 9, font: 'ocr', confidence: 0.9 };
}

function phrase(text: string, x: number, y: number): TextItem[] {
  const items: TextItem[] = [];
  for (const w of text.split(' ')) {
    items.push(word(w, x, y));
    x += 5 * w.length + 5;
  }
  return items;
}

type Row = [date: string | null, valueDate: string, description: string, debit: string | null, credit: string | null, balance: string];

/** A Nigerian-style statement: Trans. Date | Value Date | Narration | Debit | Credit | Balance. */
function page(rows: Row[], headings = ['Debit', 'Credit', 'Balance']): PdfPage {
  const items: TextItem[] = [...phrase('Period 01-Jan-2026 to 31-Jan-2026', 40, 40)];
  items.push(word('Trans.', 40, 100), word('Date', 72, 100), word('Value', 110, 100), word('Date', 138, 100), word('Narration', 180, 100));
  const at: Record<string, number> = { Debit: 420, Credit: 490, Balance: 570 };
  for (const h of headings) items.push(word(h, at[h], 100, true));
  items.push(...phrase('Opening Balance', 180, 114), word('1,000.00', 570, 114, true));
  rows.forEach(([date, value, description, debit, credit, balance], k) => {
    const y = 128 + 14 * k;
    if (date) items.push(word(date, 40, y));
    items.push(word(value, 110, y), ...phrase(description, 180, y));
    if (debit) items.push(word(debit, 420, y, true));
    if (credit) items.push(word(credit, 490, y, true));
    if (balance) items.push(word(balance, 570, y, true));
  });
  return { number: 1, width: 612, height: 792, items };
}

const rows: Row[] = [
  ['02-Jan-2026', '02-Jan-2026', 'SMS ALERT CHARGES', '10.00', null, '990.00'],
  ['02-Jan-2026', '02-Jan-2026', 'ATM WDL GTB 8710', '90.00', null, '900.00'],
  ['03-Jan-2026', '03-Jan-2026', 'SALARY JAN 2026', null, '500.00', '1,400.00'],
  ['03-Jan-2026', '03-Jan-2026', 'DSTV SUBSCRIPTION', '40.00', null, '1,360.00'],
  ['05-Jan-2026', '05-Jan-2026', 'LEVY', '0.50', null, '1,359.50'],
  ['05-Jan-2026', '05-Jan-2026', 'BOLT RIDE LAGOS', '9.50', null, '1,350.00'],
  ['07-Jan-2026', '07-Jan-2026', 'NIP TRANSFER FROM KUDA', null, '50.00', '1,400.00'],
  ['08-Jan-2026', '08-Jan-2026', 'BOLT RIDE LAGOS', '20.00', null, '1,380.00'],
];
const expected = [
  ['2026-01-02', -1000],
  ['2026-01-02', -9000],
  ['2026-01-03', 50000],
  ['2026-01-03', -4000],
  ['2026-01-05', -50],
  ['2026-01-05', -950],
  ['2026-01-07', 5000],
  ['2026-01-08', -2000],
];
const read = (p: PdfPage) => readStatement([p]).accounts[0];

describe('a table read from a picture', () => {
  it('reads every row with all its headings', () => {
    expect(read(page(rows)).transactions.map((t) => [t.date, t.amountCents])).toEqual(expected);
  });

  it('finds the balance column whose heading was lost, so no balance is taken for a movement', () => {
    const account = read(page(rows, ['Debit', 'Credit']));
    expect(account.transactions.map((t) => [t.date, t.amountCents, t.runningBalanceCents])).toEqual(
      expected.map(([d, a], k) => [d, a, Math.round(Number(rows[k][5].replace(/,/g, '')) * 100)]),
    );
  });

  it('places the columns of a header that lost every amount heading by the figures under it', () => {
    const account = read(page(rows, []));
    expect(account.transactions.map((t) => [t.date, t.amountCents])).toEqual(expected);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });

  it('does so where rows lost their dates too, a column seen in few dated rows still one', () => {
    // The credits of the dated rows: one; the lines that lost their dates hold the other.
    const lost = rows.map((r, k): Row => (k === 6 ? [null, '', ...r.slice(2)] as Row : r));
    const account = read(page(lost, []));
    expect(account.transactions.map((t) => t.amountCents)).toEqual(expected.map(([, a]) => a));
  });

  it('puts right running balances that lost their first digits, by the balance before and the amount', () => {
    // "360.00" for "1,360.00" and "359.50" for "1,359.50": the thousands cut off, two rows running.
    const cut = rows.map((r, k): Row => (k === 3 || k === 4 ? [r[0], r[1], r[2], r[3], r[4], r[5].replace(/^1,/, '')] : r));
    const account = read(page(cut, ['Debit', 'Credit']));
    expect(account.transactions.map((t) => [t.date, t.amountCents, t.runningBalanceCents])).toEqual(
      expected.map(([d, a], k) => [d, a, Math.round(Number(rows[k][5].replace(/,/g, '')) * 100)]),
    );
  });

  it('finds the balance column printed on a day’s last row only, and the debits beside the one named column', () => {
    // Only "Credit" read of the amount headings; a balance on each day's last row.
    const daily = rows.map((r, k): Row => (rows[k + 1]?.[1] === r[1] ? [r[0], r[1], r[2], r[3], r[4], ''] : r));
    const account = read(page(daily, ['Credit']));
    expect(account.transactions.map((t) => [t.date, t.amountCents])).toEqual(expected);
  });

  it('finds the lost balance column beside headings printed at the left of their figures', () => {
    // "Debit" and "Credit" written at their columns' left, their figures ending well right of them;
    // the balance's heading lost. The balances are no credit's figures.
    const p = page(rows, ['Debit', 'Credit']);
    const left: Record<string, number> = { Debit: 380, Credit: 450 };
    const items = p.items.map((i) => (i.y === 100 && (i.str === 'Debit' || i.str === 'Credit') ? { ...i, x: left[i.str] } : i));
    const account = read({ ...p, items });
    expect(account.transactions.map((t) => [t.date, t.amountCents, t.runningBalanceCents])).toEqual(
      expected.map(([d, a], k) => [d, a, Math.round(Number(rows[k][5].replace(/,/g, '')) * 100)]),
    );
  });

  it('dates a row whose date was lost by its value date, where value dates are the rows’ dates', () => {
    const lost = rows.map((r, k): Row => (k === 6 ? [null, ...r.slice(1)] as Row : r));
    const account = read(page(lost));
    expect(account.transactions.map((t) => [t.date, t.amountCents])).toEqual(expected);
    expect(account.transactions[6].description).toBe('NIP TRANSFER FROM KUDA');
  });

  it('keeps the date above for such a row where value dates differ from the rows’ dates', () => {
    // Value dates a day before each row's date (card payments valued on the day of purchase).
    const earlier = rows.map((r, k): Row => [k === 6 ? null : r[0], r[1].replace(/^0(\d)/, (_, d) => `0${Number(d) - 1}`), r[2], r[3], r[4], r[5]]);
    const account = read(page(earlier));
    const row = [...account.transactions, ...(account.flaggedRows ?? [])].find((t) => t.amountCents === 5000);
    expect(row && 'date' in row ? row.date : null).toBe('2026-01-05');
  });
});

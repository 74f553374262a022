// A photo's rows that tilt more down the page than at its top: each row's figures read with its date.
import { describe, expect, it } from 'vitest';
import { levelRows } from './level-rows.ts';
import { readStatement } from './pdf-statement.ts';
import type { PdfPage, TextItem } from './pdf-text.ts';

/** An OCR'd word: 5 points a character, 9-point text, `tilt` points lower for each point right of x = 40. */
function word(str: string, x: number, y: number, tilt: number, right = false): TextItem {
  const width = 5 * str.length;
  const left = right ? x - width : x;
  return { str, x: left, y: y + tilt * (left - 40), width, size: 9, font: 'ocr', confidence: 0.9 };
}

const rows: [string, string, string | null, string | null, string][] = [];
let balance = 5_000_00;
for (let d = 1; d <= 24; d++) {
  const cents = 1_000 + 137 * d;
  const credit = d % 5 === 0;
  balance += credit ? cents : -cents;
  const money = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  rows.push([`${String(d).padStart(2, '0')}-Mar-2026`, credit ? 'TRANSFER FROM' : 'DEBIT CARD PURCHASE', credit ? null : money(cents), credit ? money(cents) : null, money(balance)]);
}

/** A statement page whose rows tilt by `tilt(y)` points a point across, more at the foot. */
function page(tilt: (y: number) => number): PdfPage {
  const items: TextItem[] = [];
  const put = (text: string, x: number, y: number, right = false) => {
    if (right) return void items.push(word(text, x, y, tilt(y), true));
    for (const w of text.split(' ')) {
      items.push(word(w, x, y, tilt(y)));
      x += 5 * w.length + 5;
    }
  };
  put('Period 01-Mar-2026 to 31-Mar-2026', 40, 60);
  put('Date', 40, 100);
  put('Details', 110, 100);
  put('Withdrawals', 400, 100, true);
  put('Deposits', 480, 100, true);
  put('Balance', 570, 100, true);
  put('Opening Balance', 110, 114);
  put('5,000.00', 570, 114, true);
  rows.forEach(([date, details, debit, credit, bal], k) => {
    const y = 128 + 24 * k;
    put(date, 40, y);
    put(details, 110, y);
    if (debit) put(debit, 400, y, true);
    if (credit) put(credit, 480, y, true);
    put(bal, 570, y, true);
    put('SHOP NUMBER ' + k, 118, y + 12);
  });
  return { number: 1, width: 612, height: 792, items };
}

// No tilt at the top; at the foot, a row's figures 8 points above its date (two thirds of a line's spacing).
const tilting = (y: number) => (-8 / 530) * ((y - 100) / 600);

describe('rows that tilt down a photo', () => {
  it('are put level, each row read with its own figures', () => {
    const account = readStatement([page(tilting)]).accounts[0];
    expect(account.transactions.map((t) => [t.date, t.amountCents])).toEqual(
      rows.map(([date, , debit, credit]) => [`2026-03-${date.slice(0, 2)}`, Math.round(Number((debit ?? credit)!.replace(/,/g, '')) * 100) * (debit ? -1 : 1)]),
    );
    expect(account.reconciliation.status).toBe('RECONCILED');
  });

  it('leaves a level page as it is', () => {
    const level = page(() => 0);
    expect(levelRows(level)).toBe(level);
  });

  it('puts a tilted page level to within a point', () => {
    const levelled = levelRows(page(tilting));
    const flat = page(() => 0);
    const worst = Math.max(...levelled.items.map((i, k) => Math.abs(i.y - flat.items[k].y)));
    expect(worst).toBeLessThan(1);
  });
});

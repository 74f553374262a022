// Statement tables read from a picture: dates whose order nothing but their span tells (a period whose
// end was lost, figures read with decimal points, every day 12 or less).
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

/** Data Mov. | Descritivo | Débito | Saldo, dates with hyphens, figures read with decimal points. */
function hyphenPage(dates: string[], period: string): PdfPage {
  const items: TextItem[] = [...phrase(period, 300, 40)];
  items.push(...phrase('Data Mov.', 40, 100), word('Descritivo', 120, 100), word('Débito', 440, 100, true), word('Saldo', 560, 100, true));
  items.push(...phrase('SALDO INICIAL', 120, 114), word('1000.00', 560, 114, true));
  let balance = 100_000;
  dates.forEach((d, k) => {
    const y = 128 + 14 * k;
    balance -= 1_000;
    items.push(word(d, 40, y), ...phrase(`COMPRA ${1000 + k}`, 120, y), word('10.00', 440, y, true), word((balance / 100).toFixed(2), 560, y, true));
  });
  return { number: 1, width: 612, height: 792, items };
}

const DATES = ['01-10-2026', '02-10-2026', '02-10-2026', '04-10-2026', '05-10-2026', '07-10-2026', '11-10-2026'];

describe('the order of dates a picture leaves undecided', () => {
  it('reads day first where month first would spread the rows over ten months', () => {
    const read = readStatement([hyphenPage(DATES, 'Periodo 01-10-2026 a')]);
    expect(read.accounts[0].transactions.map((t) => t.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-02', '2026-10-04', '2026-10-05', '2026-10-07', '2026-10-11']);
  });

  it('reads month first where day first would', () => {
    const us = ['10-01-2026', '10-02-2026', '10-02-2026', '10-04-2026', '10-05-2026', '10-07-2026', '10-11-2026'];
    const read = readStatement([hyphenPage(us, 'Period 10-01-2026')]);
    expect(read.accounts[0].transactions.map((t) => t.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-02', '2026-10-04', '2026-10-05', '2026-10-07', '2026-10-11']);
  });
});


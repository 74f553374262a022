// Values read from a cell's text: dates (every form the statements' date reader knows, with a
// year), money, names.

import { isoDate, matchDate } from '../../statements/pdf/dates.ts';
import { parseMoney } from '../../statements/pdf/money.ts';

/** Every full date (with its year) in the text, as YYYY-MM-DD, in order. */
export function datesIn(text: string): string[] {
  const tokens = text.replace(/[–—]/g, ' - ').split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const m = matchDate(tokens, i);
    if (m && m.year !== null) {
      out.push(isoDate(m.year, m.month, m.day));
      i += m.tokens - 1;
    }
  }
  return out;
}

export const hasDate = (text: string) => datesIn(text).length > 0;

export const oneDate = (text: string): string | null => {
  const d = datesIn(text);
  return d.length === 1 ? d[0] : null;
};

export const dateRange = (text: string): [string, string] | null => {
  const d = datesIn(text);
  return d.length === 2 && d[0] <= d[1] ? [d[0], d[1]] : null;
};

/** Cents of a money figure standing alone in the text (`$1,234.56`, `**1,234.56**`). */
export function moneyIn(text: string): number | null {
  const m = parseMoney(text.replace(/\s+/g, '').replace(/^\*+|\*+$/g, ''));
  return m && m.sign >= 0 ? m.cents : null;
}

/** A person's or company's name: words of letters (with . , ' & - ( )), no digits, at most eight words. */
export function nameIn(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length < 3 || /\d/.test(t) || !/^[A-Za-z][A-Za-z.,'&()\- ]+$/.test(t)) return null;
  if (t.split(' ').length > 8) return null;
  return t;
}

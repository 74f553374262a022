// Values read from a cell's text: dates (every form the statements' date reader knows, with a
// year, and ISO with slashes), money (with or without `$`, `USD` or separators; negatives as a minus,
// parentheses or a trailing minus, read as magnitudes), names.

import { isoDate, matchDate } from '../../statements/pdf/dates.ts';
import { parseMoney } from '../../statements/pdf/money.ts';

/** Every full date (with its year) in the text, as YYYY-MM-DD, in order. */
export function datesIn(text: string): string[] {
  const prepared = text
    .replace(/[–—]/g, ' - ')
    .replace(/\b(\d{4})\/(\d{1,2})\/(\d{1,2})\b/g, '$1-$2-$3')
    // Two dates joined by a hyphen: 10/19/2025-11/01/2025.
    .replace(/(\d{1,2}\/\d{1,2}\/\d{2,4})-(?=\d{1,2}\/)/g, '$1 - ');
  const tokens = prepared.split(/\s+/).filter(Boolean);
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

export interface Amount {
  cents: number;
  /** Printed with a minus, in parentheses or with a trailing minus. */
  negative: boolean;
}

/** A money figure standing alone in the text (`$1,234.56`, `**1,234.56**`, `USD 1,234.56`, `(12.00)`, `12.00-`). */
export function amountIn(text: string): Amount | null {
  const t = text.replace(/\s+/g, '').replace(/^\*+|\*+$/g, '').replace(/^USD(?=[\d$(-])/i, '');
  const m = parseMoney(t);
  if (!m || m.marker === 'CR' || m.marker === 'DR' || m.marker === 'plus') return null;
  return { cents: m.cents, negative: m.sign < 0 };
}

/** Cents of a money figure standing alone in the text, read as a magnitude. */
export function moneyIn(text: string): number | null {
  return amountIn(text)?.cents ?? null;
}

/** A person's or company's name: words of letters (with . , ' & - ( )), no digits, at most eight words. */
export function nameIn(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length < 3 || /\d/.test(t) || !/^[A-Za-z][A-Za-z.,'&()\- ]+$/.test(t)) return null;
  if (t.split(' ').length > 8) return null;
  // A masked number (xxx-xx-xxxx) or a run of single letters is no name.
  if (/^[xX*\-]+$/.test(t) || !/[A-Za-z]{2}/.test(t)) return null;
  return t;
}

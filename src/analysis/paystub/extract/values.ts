// Values read from a cell's text: dates (every form the statements' date reader knows, with a
// year, and ISO with slashes; numeric ones month-first or day-first as the document's order says),
// money (with or without `$`, `USD` or separators; negatives as a minus,
// parentheses or a trailing minus, read as magnitudes), names.

import { isoDate, matchDate } from '../../statements/pdf/dates.ts';
import { monthNamesInEnglish } from '../../month-names.ts';
import { parseMoney } from '../../statements/pdf/money.ts';
import { CURRENCY_CODES, thousandsFromLakhs } from './number-format.ts';

/** Whether a document writes its numeric dates month first (03/31/2026) or day first (31/03/2026). */
export type DateOrder = 'month-first' | 'day-first';

/** A numeric date; a point may close it ("07.04.2026.", as Croatian prints its dates). */
const NUMERIC_DATE = /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-]|\.\d)/g;
/** A date with a space after each point, day and month unpadded (`5. 8. 2026`, as Slovenia prints them). */
const SPACED_DOTTED_DATE = /(?<![\d.])(\d{1,2})\.\s(\d{1,2})\.\s((?:19|20)\d{2})(?!\d)/g;
/** The text with its dates spaced after their points written close (`5. 8. 2026` as `5.8.2026`). */
const closeSpacedDates = (text: string) => text.replace(SPACED_DOTTED_DATE, '$1.$2.$3');

/** What prints day-first dates when the dates themselves cannot tell: pounds, euros, British payroll's words. */
const DAY_FIRST_CUES = /£|€|\b(?:GBP|EUR|AUD|NZD|IRL)\b|\bPAYE\b|\bNI\s*(?:number|no\b|#)|national\s+insurance|\bHMRC\b|\bP60\b|\btax\s+code\s*:?\s*\d{3,4}[A-Z]\b/i;

/**
 * The order of day and month in a document's numeric dates, from every text on it: a date whose first
 * part is over 12 (31/03/2026) is day-first, one whose second is (03/31/2026) month-first; when its dates
 * do not tell (or disagree), the currency and the country's payroll words do (£, GBP, PAYE, NI number,
 * a tax code like 1257L, €), and dates written with dots (31.03.2026); else month-first.
 */
export function dateOrderOf(texts: readonly string[]): DateOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  let dotted = 0;
  for (const text of texts) {
    for (const m of closeSpacedDates(text).matchAll(NUMERIC_DATE)) {
      const [a, b] = [Number(m[1]), Number(m[3])];
      if (a > 12 && a <= 31 && b >= 1 && b <= 12) dayFirst++;
      else if (b > 12 && b <= 31 && a >= 1 && a <= 12) monthFirst++;
      if (m[2] === '.') dotted++;
    }
  }
  if (dayFirst > 0 && monthFirst === 0) return 'day-first';
  if (monthFirst > 0 && dayFirst === 0) return 'month-first';
  if (texts.some((t) => DAY_FIRST_CUES.test(t)) || dotted > 0) return 'day-first';
  return 'month-first';
}

/** A full date written year first, the year's four digits, then month and day (`2026.04.30`, `2026-04-30`, `2026/04/30`). */
const YEAR_FIRST_DATE = /(?<![\d/.-])(?:19|20)\d{2}([/.-])(\d{1,2})\1(\d{1,2})(?![\d/.-])/g;
/** A date standing alone with a year of two digits, written with points (`26.04.30`). */
const SHORT_DOTTED_DATE = /^(\d{2})\.(\d{2})\.(\d{2})$/;

/**
 * Whether a document writes its dates year first (Sri Lanka, Japan, Hungary: `2026.04.30`): two such
 * dates or more, a valid month and day in each.
 */
export function writesYearFirst(texts: readonly string[]): boolean {
  let n = 0;
  for (const text of texts) for (const m of text.matchAll(YEAR_FIRST_DATE)) if (Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[3]) >= 1 && Number(m[3]) <= 31) n++;
  return n >= 2;
}

/**
 * On a document that writes its dates year first, a date read with a two-digit year (`26.02.27`, as a
 * picture loses the century of `2026.02.27`) in the same order: `2026.02.27`. Other text as it is.
 */
export function withCentury(text: string): string {
  const m = SHORT_DOTTED_DATE.exec(text.trim());
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12 || Number(m[3]) < 1 || Number(m[3]) > 31) return text;
  return `20${m[1]}.${m[2]}.${m[3]}`;
}

/** Every full date (with its year) in the text, as YYYY-MM-DD, in order. */
export function datesIn(text: string, order: DateOrder = 'month-first'): string[] {
  const prepared = monthNamesInEnglish(closeSpacedDates(text))
    .replace(/[–—]/g, ' - ')
    // "07.04.2026.": the point Croatian, Serbian and Hungarian print after a date's year, as after every ordinal.
    .replace(/(?<![\d.])(\d{1,2}\.\d{1,2}\.\d{4})\.(?!\S)/g, '$1')
    // "Jan'2026": a speck between a month and its year.
    .replace(/(?<=[A-Za-z])[‘’'`](?=\d{4}\b)/g, ' ')
    .replace(/\b(\d{4})\/(\d{1,2})\/(\d{1,2})\b/g, '$1-$2-$3')
    // Two dates joined by a hyphen: 10/19/2025-11/01/2025.
    .replace(/(\d{1,2}\/\d{1,2}\/\d{2,4})-(?=\d{1,2}\/)/g, '$1 - ');
  const tokens = prepared.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const m = matchDate(tokens, i, order === 'day-first');
    if (m && m.year !== null) {
      out.push(isoDate(m.year, m.month, m.day));
      i += m.tokens - 1;
    }
  }
  return out;
}

/** Whether the text holds a date in either order. */
export const hasDate = (text: string) => datesIn(text).length > 0 || datesIn(text, 'day-first').length > 0;

export const oneDate = (text: string, order: DateOrder = 'month-first'): string | null => {
  const d = datesIn(text, order);
  return d.length === 1 ? d[0] : null;
};

export const dateRange = (text: string, order: DateOrder = 'month-first'): [string, string] | null => {
  const d = datesIn(text, order);
  return d.length === 2 && d[0] <= d[1] ? [d[0], d[1]] : null;
};

export interface Amount {
  cents: number;
  /** Printed with a minus, in parentheses or with a trailing minus. */
  negative: boolean;
}

/**
 * A currency before a figure that the shared money reader does not take: a code (`UGX 2,103,420.00`,
 * `TZS`, `BWP`), rupees (`Rs.`, `₹`),
 * rand (`R 12 345.67`), ringgit (`RM 5,922.15`), naira (`₦356,574.68`), cedis (`GHS 6,137.58`, `GH₵`) or a
 * dollar with its country's letters (`S$7,023.17`, `HK$`, `J$42,423.43`, Namibia's `N$ 5,737.41`, Fiji's `FJ$`),
 * or the kina's and the kwacha's `K` (Papua New Guinea's `K1,192.80`, Zambia's `K 4,250.00`).
 */
const CURRENCY_BEFORE = /^(?:USD|CAD|AUD|NZD|INR|ZAR|MYR|SGD|HKD|MXN|NGN|GHS|GHC|JMD|KES|UGX|TZS|RWF|BIF|ETB|MWK|ZMW|BWP|NAD|SZL|LSL|MZN|LKR|PKR|BDT|NPR|XOF|XAF|PGK|SCR|BBD|RM|Rs\.?|₹|₦|GH₵|GH¢|₵|C\$|CA\$|S\$|SG\$|HK\$|A\$|AU\$|NZ\$|MX\$|J\$|JA\$|N\$|FJ\$|BDS\$|Bds\$)(?=[\d$(-])|^[RK](?=\d)/;

/** A currency after a figure: the dollar sign, or a code ("3,182.78 SCR", "1,200.00 USD"). */
const CURRENCY_AFTER = new RegExp(`(?<=\\d)(?:\\$|${CURRENCY_CODES}|CAD|AUD|NZD|SGD|HKD|MYR|JMD|TTD|BBD|BSD|XCD|FJD|PGK|SCR|MUR)$`);

/**
 * A money figure standing alone in the text (`$1,234.56`, `**1,234.56**`, `USD 1,234.56`, `(12.00)`,
 * `12.00-`, `Rs. 1,23,456.00` in lakh grouping, `618.43 $`).
 */
export function amountIn(text: string): Amount | null {
  const t = thousandsFromLakhs(text.replace(/\s+/g, ''))
    .replace(/^\*+|\*+$/g, '')
    .replace(CURRENCY_BEFORE, '')
    // "618.43 $": the dollar sign after the figure, as French Canada prints it; "3,182.78 SCR": a currency's code after it.
    .replace(CURRENCY_AFTER, '')
    // "£7.950.00": thousands marked with a point where a comma was (a picture's misread), the last point the decimal one.
    .replace(/^([^\d]*\d{1,3})((?:\.\d{3})+)(\.\d{2}\D*)$/, (_, a: string, b: string, c: string) => `${a}${b.replace(/\./g, ',')}${c}`);
  const m = parseMoney(t);
  if (!m || m.marker === 'CR' || m.marker === 'DR' || m.marker === 'plus') return null;
  return { cents: m.cents, negative: m.sign < 0 };
}

/** Cents of a money figure standing alone in the text, read as a magnitude. */
export function moneyIn(text: string): number | null {
  return amountIn(text)?.cents ?? null;
}

/** "a/l", "a/p" (son of, daughter of), as Malaysian names join a person's name to the father's. */
const PATRONYMIC_SLASH = /(?<=\s)(?:a\/l|a\/p|s\/o|d\/o)(?=\s)/gi;

/**
 * A person's or company's name: words of letters in any script, accented or not (Lê Thị Hoa,
 * Marie-Ève Côté, Rajesh a/l Subramaniam), with . , ' ’ & - ( ); no digits, at most eight words.
 */
export function nameIn(text: string): string | null {
  const t = text
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    // A quote mark before the name and a hyphen followed by a space are a picture's specks and gaps.
    .replace(/^[‘’'"`]+(?=\p{L})/u, '')
    .replace(/(?<=\p{L})- (?=\p{L})/gu, '-')
    .trim();
  if (t.length < 3 || /\d/.test(t) || !/^\p{L}[\p{L}\p{M}.,'’&()\- ]+$/u.test(t.replace(PATRONYMIC_SLASH, 'al'))) return null;
  if (t.split(' ').length > 8) return null;
  // A masked number (xxx-xx-xxxx) or a run of single letters is no name.
  if (/^[xX*\-]+$/.test(t) || !/\p{L}\p{M}*\p{L}/u.test(t)) return null;
  return t;
}

// Dates as statements print them, read from whitespace-separated tokens. A date may lack its year
// (`01/05`, `Jan 05`); the year then comes from the statement period (see period.ts).

import { monthOfName } from '../../month-names.ts';

export interface DayMonth {
  month: number;
  day: number;
  /** Four-digit year when printed, null otherwise. */
  year: number | null;
}

export interface DateMatch extends DayMonth {
  /** How many tokens the date spans (`Jan 05, 2026` is three). */
  tokens: number;
  /** Set when the date is well formed but no calendar has it (February 29 of a common year, April 31). */
  impossible?: true;
}

export interface MatchDateOptions {
  /** Also match dates no calendar has, marked `impossible`, so a row carrying one is kept and flagged. */
  impossible?: boolean;
}

/** A date starts with its day or a month's name (any language of month-names.ts). */
const MAY_START_DATE = /^(?:\d|\p{L}{3})/u;
const NUMERIC = /^(\d{1,2})([/-])(\d{1,2})(?:\2(\d{4}|\d{2}))?$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/;
const DOTTED_DAY_MONTH = /^(\d{1,2})\.(\d{1,2})\.?$/;
/** `2026-01-05`, and year first with slashes or dots as East Asian statements print it (`2026/01/05`). */
const ISO = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
const DAY = /^(\d{1,2})(?:st|nd|rd|th)?,?$/i;
const ORDINAL_DAY = /^(\d{1,2})(?:st|nd|rd|th)?$/i;
const YEAR = /^(\d{4}),?$/;
const SHORT_YEAR = /^(\d{2}),?$/;
/** `05-Jan`, `05-Jan-2026`, `Jan-05`, `Jan-05-2026`, `05Jan26`, `05/ENE`. */
const DASHED_DAY_MONTH = /^(\d{1,2})(?:[-\s]?|\/)(\p{L}{3,11})\.?(?:(?:[-\s]?|\/)(\d{4}|\d{2}))?$/u;
const DASHED_MONTH_DAY = /^(\p{L}{3,11})\.?-(\d{1,2})(?:-(\d{4}|\d{2}))?$/u;
/** `Jan1`, `Jan1,` `Sept30`: a month and its day run together (a picture's reading of `Jan 1`). */
const GLUED_MONTH_DAY = /^(\p{L}{3,11})\.?(\d{1,2})(?:st|nd|rd|th)?,?$/iu;

/** The month a name or abbreviation names, in English or any language of month-names.ts (`Jan`, `Sept.`, `ENE`, `März`, `déc.`). */
export function monthFromName(word: string): number | null {
  return monthOfName(word);
}

function fullYear(y: string | undefined): number | null {
  if (y === undefined) return null;
  const n = Number(y);
  return y.length === 2 ? 2000 + n : n;
}

function valid(month: number, day: number, year: number | null): boolean {
  if (!wellFormed(month, day, year)) return false;
  if (year !== null && (year < 1990 || year > 2100)) return false;
  const leap = year === null || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0));
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

function wellFormed(month: number, day: number, year: number | null): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && (year === null || (year >= 1990 && year <= 2100));
}

/** Whether a calendar has the date (a year of null allows February 29). */
export function isCalendarDate(year: number | null, month: number, day: number): boolean {
  return valid(month, day, year);
}

/**
 * The date that starts at tokens[i], if any. Numeric dates are read month first (US order) unless
 * `dayFirst` is set.
 */
export function matchDate(tokens: readonly string[], i: number, dayFirst = false, options: MatchDateOptions = {}): DateMatch | null {
  const m = matchDateLoose(tokens, i, dayFirst);
  if (m === null) return null;
  if (valid(m.month, m.day, m.year)) return m;
  return options.impossible ? { ...m, impossible: true } : null;
}

/** A date that starts at tokens[i] and is well formed, whether or not a calendar has it. */
function matchDateLoose(tokens: readonly string[], i: number, dayFirst: boolean): DateMatch | null {
  const t = tokens[i];
  if (t === undefined || t.length > 20 || !MAY_START_DATE.test(t)) return null;
  let m = NUMERIC.exec(t);
  const dotted = m ? null : DOTTED.exec(t);
  if (m || dotted) {
    const a = Number(m ? m[1] : dotted![1]);
    const b = Number(m ? m[3] : dotted![2]);
    const y = fullYear(m ? m[4] : dotted![3]);
    const [month, day] = dayFirst ? [b, a] : [a, b];
    return wellFormed(month, day, y) ? { month, day, year: y, tokens: 1 } : null;
  }
  // `05.01 2026`, `05.01. 2026`, `05.01 .2026`: a dotted date whose year stands apart (a picture's reading).
  const split = DOTTED_DAY_MONTH.exec(t);
  const splitYear = split ? /^\.?(\d{4})$/.exec(tokens[i + 1] ?? '') : null;
  if (split && splitYear) {
    const [a, b, y] = [Number(split[1]), Number(split[2]), Number(splitYear[1])];
    const [month, day] = dayFirst ? [b, a] : [a, b];
    if (wellFormed(month, day, y)) return { month, day, year: y, tokens: 2 };
  }
  m = ISO.exec(t);
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[3]), Number(m[4])];
    return wellFormed(month, day, year) ? { month, day, year, tokens: 1 } : null;
  }
  m = DASHED_DAY_MONTH.exec(t);
  if (m && monthFromName(m[2]) !== null) {
    const month = monthFromName(m[2])!;
    const day = Number(m[1]);
    const year = fullYear(m[3]);
    if (year === null) {
      // `05 Jan 2026`: the year may follow as its own token.
      const y = YEAR.exec(tokens[i + 1] ?? '');
      if (y && wellFormed(month, day, Number(y[1]))) return { month, day, year: Number(y[1]), tokens: 2 };
    }
    return wellFormed(month, day, year) ? { month, day, year, tokens: 1 } : null;
  }
  m = DASHED_MONTH_DAY.exec(t);
  if (m && monthFromName(m[1]) !== null) {
    const month = monthFromName(m[1])!;
    const day = Number(m[2]);
    const year = fullYear(m[3]);
    return wellFormed(month, day, year) ? { month, day, year, tokens: 1 } : null;
  }
  m = GLUED_MONTH_DAY.exec(t);
  if (m && monthFromName(m[1]) !== null) {
    const month = monthFromName(m[1])!;
    const day = Number(m[2]);
    const y = YEAR.exec(tokens[i + 1] ?? '');
    if (y && wellFormed(month, day, Number(y[1]))) return { month, day, year: Number(y[1]), tokens: 2 };
    return wellFormed(month, day, null) ? { month, day, year: null, tokens: 1 } : null;
  }
  // `Jan 05`, `January 5, 2026`
  const month = monthFromName(t);
  if (month !== null) {
    const d = DAY.exec(tokens[i + 1] ?? '');
    if (!d) return null;
    const day = Number(d[1]);
    const y = YEAR.exec(tokens[i + 2] ?? '');
    if (y && wellFormed(month, day, Number(y[1]))) return { month, day, year: Number(y[1]), tokens: 3 };
    return wellFormed(month, day, null) ? { month, day, year: null, tokens: 2 } : null;
  }
  // `05 Jan`, `5 January 2026`
  const d = ORDINAL_DAY.exec(t);
  if (d) {
    const mo = monthFromName(tokens[i + 1] ?? '');
    if (mo === null) return null;
    const day = Number(d[1]);
    // `05 Jun 25`: a two-digit year after a day and a month name.
    const y = YEAR.exec(tokens[i + 2] ?? '') ?? SHORT_YEAR.exec(tokens[i + 2] ?? '');
    const year = y ? fullYear(y[1]) : null;
    if (year !== null && wellFormed(mo, day, year)) return { month: mo, day, year, tokens: 3 };
    return wellFormed(mo, day, null) ? { month: mo, day, year: null, tokens: 2 } : null;
  }
  return null;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 (UTC), for comparing dates. */
export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

export function parseIso(iso: string): { year: number; month: number; day: number } {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

/**
 * The year for a date printed without one: the year that puts it inside (or nearest to) the
 * statement period, so a 12/28 row of a December-to-January statement lands in December's year.
 */
export function resolveYear(month: number, day: number, start: string | null, end: string | null): number | null {
  const anchor = end ?? start;
  if (anchor === null) return null;
  const endDay = end ? dayNumber(parseIso(end).year, parseIso(end).month, parseIso(end).day) : null;
  const startDay = start ? dayNumber(parseIso(start).year, parseIso(start).month, parseIso(start).day) : null;
  const lo = startDay ?? endDay!;
  const hi = endDay ?? startDay!;
  const base = parseIso(anchor).year;
  let best: number | null = null;
  let bestDistance = Infinity;
  // February 29 is placed as if every year had one; the caller checks the calendar.
  for (const y of [base - 1, base, base + 1]) {
    if (!wellFormed(month, day, y)) continue;
    const n = dayNumber(y, month, day);
    const distance = n < lo ? lo - n : n > hi ? n - hi : 0;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = y;
    }
  }
  return best;
}

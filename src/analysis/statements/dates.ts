// Full dates (with a year) as bank exports write them, turned into YYYY-MM-DD.
//
//   2026-01-05, 2026/01/05, 2026.01.05., 20260105, 2026-01-05T10:00:00Z   year first
//   01/05/2026, 1-5-26, 05.01.2026                                 numeric: month/day order is a parameter
//   05 Jan 2026, 5-Jan-26, 05Jan2026, Jan 5, 2026, January 5 2026, Mon 05 Jan 2026
//
// A time after the date is ignored. Two-digit years are 2000-2069 for 00-69 and 1970-1999 otherwise.

/** How a numeric date without a leading year orders day and month. */
export type DayMonthOrder = 'MDY' | 'DMY';

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10,
  nov: 11, november: 11, dec: 12, december: 12,
};

const TIME = /(?:[T\s]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AaPp][Mm])?\s*(?:Z|[+-]\d{2}:?\d{2})?)$/;
const YEAR_FIRST = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const NUMERIC = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/;
const DAY_MONTH_NAME = /^(\d{1,2})(?:st|nd|rd|th)?[-\s/.]?([A-Za-z]{3,9})\.?,?[-\s/.]?(\d{4}|\d{2})$/;
const MONTH_NAME_DAY = /^([A-Za-z]{3,9})\.?[-\s/.]?(\d{1,2})(?:st|nd|rd|th)?(?:,\s*|[-\s/.]\s*)(\d{4}|\d{2})$/;
const WEEKDAY = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+/i;

export function isValidDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || year < 1900 || year > 2100) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** YYYY-MM-DD, or null when the parts are not a calendar date. */
export function toIsoDate(year: number, month: number, day: number): string | null {
  if (!isValidDate(year, month, day)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length !== 2) return n;
  return n <= 69 ? 2000 + n : 1900 + n;
}

/** The month named by an English name or abbreviation (`Jan`, `Sept.`, `December`), else null. */
export function monthFromName(word: string): number | null {
  return MONTHS[word.toLowerCase().replace(/\.$/, '')] ?? null;
}

/**
 * The date a cell holds as YYYY-MM-DD, or null. Numeric dates without a leading year are read in
 * `order` (month first unless told otherwise).
 */
export function parseDate(text: string, order: DayMonthOrder = 'MDY'): string | null {
  let s = text.trim().replace(/\s+/g, ' ');
  if (s.length < 6 || s.length > 40) return null;
  s = s.replace(TIME, '').trim().replace(WEEKDAY, '');
  // Hungarian banks end a date with a dot: `2019.04.19.`
  if (/^\d{4}\.\d{1,2}\.\d{1,2}\.$/.test(s)) s = s.slice(0, -1);
  let m = YEAR_FIRST.exec(s) ?? COMPACT.exec(s);
  if (m) {
    const [y, mo, d] = m.length === 5 ? [m[1], m[3], m[4]] : [m[1], m[2], m[3]];
    return toIsoDate(Number(y), Number(mo), Number(d));
  }
  m = NUMERIC.exec(s);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const [month, day] = order === 'MDY' ? [a, b] : [b, a];
    return toIsoDate(fullYear(m[4]), month, day);
  }
  m = DAY_MONTH_NAME.exec(s);
  if (m) {
    const month = monthFromName(m[2]);
    return month === null ? null : toIsoDate(fullYear(m[3]), month, Number(m[1]));
  }
  m = MONTH_NAME_DAY.exec(s);
  if (m) {
    const month = monthFromName(m[1]);
    return month === null ? null : toIsoDate(fullYear(m[3]), month, Number(m[2]));
  }
  return null;
}

/**
 * The day/month order a set of numeric dates must be read in: DMY when a first number exceeds 12,
 * MDY when a second one does, null when every date reads either way, none is numeric, or both
 * positions exceed 12 somewhere (the values contradict each other).
 */
export function inferDayMonthOrder(texts: Iterable<string>): DayMonthOrder | null {
  let firstOver = false;
  let secondOver = false;
  for (const t of texts) {
    const m = NUMERIC.exec(t.trim().replace(TIME, '').trim());
    if (!m) continue;
    if (Number(m[1]) > 12) firstOver = true;
    if (Number(m[3]) > 12) secondOver = true;
  }
  if (firstOver === secondOver) return null;
  return firstOver ? 'DMY' : 'MDY';
}

/** Whether the text is a numeric date whose day and month could be swapped (`03/04/2026`). */
export function isAmbiguousNumericDate(text: string): boolean {
  const m = NUMERIC.exec(text.trim().replace(TIME, '').trim());
  return m !== null && Number(m[1]) <= 12 && Number(m[3]) <= 12 && Number(m[1]) !== Number(m[3]);
}

/** Days between two YYYY-MM-DD dates (b - a). */
export function daysBetween(a: string, b: string): number {
  return (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;
}

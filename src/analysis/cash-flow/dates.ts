// Calendar arithmetic on day numbers (days since 1970-01-01, UTC) and the US banking calendar.

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number of a YYYY-MM-DD date; null when the text is not a real calendar date. */
export function parseDay(iso: string): number | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const y = +m[1];
  const mo = +m[2];
  const d = +m[3];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return Date.UTC(y, mo - 1, d) / MS_PER_DAY;
}

export function dayFromYmd(y: number, month: number, d: number): number {
  return Date.UTC(y, month - 1, d) / MS_PER_DAY;
}

/** Year, month (1-12) and day of a day number (proleptic Gregorian, H. Hinnant's civil_from_days). */
export function ymd(day: number): { y: number; m: number; d: number } {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

export function formatDay(day: number): string {
  const { y, m, d } = ymd(day);
  return `${y < 1000 ? String(y).padStart(4, "0") : y}-${pad2(m)}-${pad2(d)}`;
}

/** "YYYY-MM" of a day number. */
export function monthKey(day: number): string {
  return formatDay(day).slice(0, 7);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(y: number, month: number): number {
  if (month === 2 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0)) return 29;
  return MONTH_DAYS[month - 1];
}

/** 0 = Sunday ... 6 = Saturday. 1970-01-01 was a Thursday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The n-th (1-based) given weekday of a month, or the last one when n = -1. */
function nthWeekday(y: number, month: number, wd: number, n: number): number {
  if (n > 0) {
    const first = dayFromYmd(y, month, 1);
    return first + ((wd - weekday(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayFromYmd(y, month, daysInMonth(y, month));
  return last - ((weekday(last) - wd + 7) % 7);
}

const holidayCache = new Map<number, Set<number>>();

/**
 * Federal Reserve holidays of a year (the days ACH payments do not settle): New Year's Day,
 * Martin Luther King Jr. Day, Presidents Day, Memorial Day, Juneteenth (from 2022), Independence
 * Day, Labor Day, Columbus Day, Veterans Day, Thanksgiving, Christmas. A holiday on a Sunday is
 * observed the Monday after; one on a Saturday is not moved (the Federal Reserve is open the Friday).
 */
export function federalReserveHolidays(y: number): Set<number> {
  const cached = holidayCache.get(y);
  if (cached) return cached;
  const fixed = (month: number, d: number) => {
    const day = dayFromYmd(y, month, d);
    return weekday(day) === 0 ? day + 1 : day;
  };
  const days = [
    fixed(1, 1),
    nthWeekday(y, 1, 1, 3),
    nthWeekday(y, 2, 1, 3),
    nthWeekday(y, 5, 1, -1),
    fixed(7, 4),
    nthWeekday(y, 9, 1, 1),
    nthWeekday(y, 10, 1, 2),
    fixed(11, 11),
    nthWeekday(y, 11, 4, 4),
    fixed(12, 25),
  ];
  if (y >= 2022) days.push(fixed(6, 19));
  const set = new Set(days);
  holidayCache.set(y, set);
  return set;
}

const businessDayCache = new Map<number, boolean>();

export function isBusinessDay(day: number): boolean {
  const wd = weekday(day);
  if (wd === 0 || wd === 6) return false;
  let known = businessDayCache.get(day);
  if (known === undefined) {
    known = !federalReserveHolidays(ymd(day).y).has(day);
    businessDayCache.set(day, known);
  }
  return known;
}

/** The day itself when it is a business day, else the closest business day before it. */
export function priorBusinessDay(day: number): number {
  let d = day;
  while (!isBusinessDay(d)) d -= 1;
  return d;
}

/** The day itself when it is a business day, else the closest business day after it. */
export function nextBusinessDay(day: number): number {
  let d = day;
  while (!isBusinessDay(d)) d += 1;
  return d;
}

/** Day of the month `dom` in a month (1..31, clamped to the month's length; 0 means the last day). */
export function dayOfMonth(y: number, month: number, dom: number): number {
  const last = daysInMonth(y, month);
  return dayFromYmd(y, month, dom === 0 || dom > last ? last : dom);
}

/** Year and month of the month `offset` months after (y, month). */
export function addMonths(y: number, month: number, offset: number): { y: number; m: number } {
  const idx = y * 12 + (month - 1) + offset;
  return { y: Math.floor(idx / 12), m: (idx % 12) + 1 };
}

export const DAYS_PER_MONTH = 365.25 / 12;

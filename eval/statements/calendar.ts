// Calendar days as YYYY-MM-DD strings (UTC, no time of day) and the ways statements print them.

const DAY_MS = 86_400_000;
export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function parts(iso: string): { y: number; m: number; d: number } {
  return { y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)) };
}

export function dayNumber(iso: string): number {
  const { y, m, d } = parts(iso);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

export function isoOfDay(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export const addDays = (iso: string, n: number) => isoOfDay(dayNumber(iso) + n);

/** 0 = Sunday ... 6 = Saturday. */
export const weekday = (iso: string) => new Date(dayNumber(iso) * DAY_MS).getUTCDay();

/** The same day of the month `n` months later, clamped to the month's last day. */
export function addMonths(iso: string, n: number): string {
  const { y, m, d } = parts(iso);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(d, last))}`;
}

/** Every day from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(start); n <= dayNumber(end); n++) out.push(isoOfDay(n));
  return out;
}

const mon = (m: number) => MONTH_NAMES[m - 1].slice(0, 3);

/** Printed forms of a date. */
export const fmt = {
  /** 01/05 */
  mmdd: (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`,
  /** 01/05/2026 */
  mmddyyyy: (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`,
  /** 01/05/26 */
  mmddyy: (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`,
  /** 05/01/2026 */
  ddmmyyyy: (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
  /** 1/5 */
  md: (iso: string) => `${parts(iso).m}/${parts(iso).d}`,
  /** Jan 05 */
  monDd: (iso: string) => `${mon(parts(iso).m)} ${iso.slice(8, 10)}`,
  /** 05 Jan */
  ddMon: (iso: string) => `${iso.slice(8, 10)} ${mon(parts(iso).m)}`,
  /** 15 Dec 2025 */
  dMonYyyy: (iso: string) => `${parts(iso).d} ${mon(parts(iso).m)} ${parts(iso).y}`,
  /** December 15, 2025 */
  long: (iso: string) => `${MONTH_NAMES[parts(iso).m - 1]} ${parts(iso).d}, ${parts(iso).y}`,
  /** 20260105 */
  compact: (iso: string) => iso.replace(/-/g, ''),
};

/** 1,234.56 (absolute value; `$` and thousands separators on request). */
export function money(cents: number, opts: { dollar?: boolean; thousands?: boolean } = {}): string {
  const abs = Math.abs(cents);
  let whole = String(Math.floor(abs / 100));
  if (opts.thousands !== false) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${opts.dollar ? '$' : ''}${whole}.${pad(abs % 100)}`;
}

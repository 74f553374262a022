// A row's date read from a picture so badly that no date is read in it: "01/32/2025" for
// 01/12/2025, "1001272025" for 10/12/2025 (its slashes read as digits), "un03" for Jun 03. Between
// two dated rows (a statement runs in date order) only a few dates are possible; written as the
// document writes its dates, the one nearest the text read is the row's, when no other is as near.
import { monthFromName, type DayMonth } from './dates.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Dates between the rows above and below tried at most (a gap of two months). */
const MAX_DAYS = 62;
/** The text read may differ from the date written by this share of its characters at most. */
const MAX_DISTANCE_SHARE = 0.4;

type Part = { kind: 'day' | 'month' | 'year' | 'name'; width: number; upper: boolean } | { kind: 'text'; text: string };

/**
 * How a date is written, from one the document prints (`text`, read as `date`): its runs of digits
 * named day, month and year by their values (the day first where both could be either and
 * `dayFirst`), a month's name, and what stands between. Null when the runs cannot be named.
 */
export function dateShape(text: string, date: DayMonth, dayFirst: boolean): Part[] | null {
  const runs = text.match(/\d+|\p{L}+|[^\d\p{L}]+/gu) ?? [];
  const parts: Part[] = [];
  const taken = new Set<'day' | 'month' | 'year'>();
  const digitRuns = runs.filter((r) => /^\d+$/.test(r));
  for (const run of runs) {
    if (/^\d+$/.test(run)) {
      const n = Number(run);
      const order: ('day' | 'month' | 'year')[] = dayFirst ? ['day', 'month', 'year'] : ['month', 'day', 'year'];
      const kind = order.find((k) => !taken.has(k) && (k === 'year' ? date.year !== null && (n === date.year || (run.length === 2 && n === date.year % 100 && taken.has('day') && run === digitRuns[digitRuns.length - 1])) : k === 'day' ? n === date.day : n === date.month));
      if (!kind) return null;
      taken.add(kind);
      parts.push({ kind, width: run.length, upper: false });
    } else if (/^\p{L}+$/u.test(run)) {
      if (monthFromName(run) !== date.month || taken.has('month')) return null;
      taken.add('month');
      parts.push({ kind: 'name', width: run.length, upper: run === run.toUpperCase() });
    } else {
      parts.push({ kind: 'text', text: run });
    }
  }
  return taken.has('day') && taken.has('month') ? parts : null;
}

/** A date written in `shape`. */
export function writeDate(shape: readonly Part[], date: { year: number; month: number; day: number }): string {
  return shape
    .map((p) => {
      if (p.kind === 'text') return p.text;
      if (p.kind === 'name') {
        const name = p.width === 3 ? MONTHS[date.month - 1].slice(0, 3) : MONTHS[date.month - 1];
        return p.upper ? name.toUpperCase() : name;
      }
      const n = p.kind === 'day' ? date.day : p.kind === 'month' ? date.month : p.width === 2 ? date.year % 100 : date.year;
      return String(n).padStart(p.width, '0');
    })
    .join('');
}

/**
 * The date of a row whose date cell was read as `read`, between the dates of the rows above and
 * below it (inclusive), written as the row above writes its date (`above.text`): the one date whose
 * written form is nearest the text read, within MAX_DISTANCE_SHARE of its characters. Years absent
 * from the rows are taken as a leap year's, so that February 29 may be one.
 */
export function nearestDate(
  read: string,
  above: { text: string; date: DayMonth },
  below: DayMonth,
  dayFirst: boolean,
): { year: number | null; month: number; day: number } | null {
  const shape = dateShape(above.text, above.date, dayFirst);
  if (!shape || !/\d/.test(read)) return null;
  const startYear = above.date.year ?? 2000;
  const start = Date.UTC(startYear, above.date.month - 1, above.date.day);
  let best: { year: number; month: number; day: number } | null = null;
  let bestDistance = Infinity;
  let ties = 0;
  const squeeze = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  const target = squeeze(read);
  for (let k = 0; k <= MAX_DAYS; k++) {
    const d = new Date(start + k * 86_400_000);
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    const written = squeeze(writeDate(shape, date));
    const distance = editDistance(target, written);
    if (distance < bestDistance) {
      best = date;
      bestDistance = distance;
      ties = 0;
    } else if (distance === bestDistance) {
      ties += 1;
    }
    if (date.month === below.month && date.day === below.day && (below.year === null || below.year === date.year)) {
      if (!best || ties > 0 || bestDistance > MAX_DISTANCE_SHARE * written.length) return null;
      return { year: above.date.year === null ? null : best.year, month: best.month, day: best.day };
    }
  }
  return null;
}

/** Characters two strings differ by (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

// A "Checks Paid" list beside the activity: some statements list each check both as a row of the
// activity (with its running balance) and again in the list. Counted twice, the checks would break
// the balances; a listed check that repeats an activity row is matched to it and left out.
import type { DayMonth } from './dates.ts';

export interface CheckRow {
  date: DayMonth;
  /** Absolute value in cents; null when no amount was read. */
  cents: number | null;
  /** The row's description, type and reference as printed. */
  text: string;
  /** The check number, on a row of a checks-paid list; undefined on every other row. */
  check?: string;
}

const sameDay = (a: DayMonth, b: DayMonth) => a.month === b.month && a.day === b.day && (a.year === null || b.year === null || a.year === b.year);

/** Each listed check that repeats an activity row of the same date and amount printing its number, with that row (each matched once). */
export function repeatedChecks<T extends CheckRow>(rows: readonly T[]): Map<T, T> {
  const repeats = new Map<T, T>();
  const matched = new Set<T>();
  for (const listed of rows) {
    if (listed.check === undefined || listed.cents === null) continue;
    const number = new RegExp(`(?<![\\d])${listed.check}(?![\\d])`);
    const activity = rows.find((r) => r.check === undefined && !matched.has(r) && r.cents === listed.cents && sameDay(r.date, listed.date) && number.test(r.text));
    if (!activity) continue;
    matched.add(activity);
    repeats.set(listed, activity);
  }
  return repeats;
}

// A date cell read from a picture as its month alone ("Jan" for "Jan 1"): in a table that prints a
// day's date once, on its first row, the day lies strictly between the dates printed above and below.

export type DayLine =
  /** A row with its date printed. */
  | { kind: 'dated'; month: number; day: number }
  /** A row whose date cell holds only a month name. */
  | { kind: 'month'; month: number }
  /** A row with figures and no date. */
  | { kind: 'undated' };

type Dated = Extract<DayLine, { kind: 'dated' }>;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether the table prints each day's date once: rows without a date among the dated ones, and
 * (nearly) no two dated rows in a row with the same date. A table dating every row repeats dates.
 */
export function datesOncePerDay(lines: readonly DayLine[]): boolean {
  const dated = lines.filter((l): l is Dated => l.kind === 'dated');
  const undated = lines.filter((l) => l.kind === 'undated').length;
  let repeats = 0;
  for (let k = 1; k < dated.length; k++) if (dated[k].month === dated[k - 1].month && dated[k].day === dated[k - 1].day) repeats++;
  return dated.length >= 5 && undated >= 2 && repeats * 10 <= dated.length;
}

/**
 * The day of each `month` line when exactly one day of its month lies strictly between the dates
 * printed on the nearest dated rows above and below it; null otherwise, and for every other line.
 */
export function lostDays(lines: readonly DayLine[]): (number | null)[] {
  const out: (number | null)[] = lines.map(() => null);
  if (!lines.some((l) => l.kind === 'month') || !datesOncePerDay(lines)) return out;
  lines.forEach((l, k) => {
    if (l.kind !== 'month') return;
    const before = nearestDated(lines, k, -1);
    const after = nearestDated(lines, k, 1);
    if (!before || !after) return;
    // Months counted from the one above, so a period over a year's end keeps its order.
    const key = (month: number, day: number) => ((month - before.month + 12) % 12) * 31 + day;
    const from = key(before.month, before.day);
    const to = key(after.month, after.day);
    const days: number[] = [];
    for (let d = 1; d <= DAYS_IN_MONTH[l.month - 1]; d++) {
      const at = key(l.month, d);
      if (at > from && at < to) days.push(d);
    }
    if (days.length === 1) out[k] = days[0];
  });
  return out;
}

function nearestDated(lines: readonly DayLine[], from: number, step: 1 | -1): Dated | null {
  for (let j = from + step; j >= 0 && j < lines.length; j += step) {
    const l = lines[j];
    if (l.kind === 'dated') return l;
  }
  return null;
}

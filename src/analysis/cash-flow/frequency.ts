// Telling how often a source pays from the dates it paid on.
//
// Each candidate schedule is scored against the dates: `precision` is the share of payments that fall
// on the schedule, `recall` the share of the schedule's slots (between the first and the last payment)
// that hold a payment; the score is their product, so a weekly grid does not win on biweekly pay
// (precision 1 but recall 0.5) and a single day does not win on semi-monthly pay. A payment is on a
// slot when it is on the nominal date or on the business day before or after it (weekends and
// Federal Reserve holidays); one day off counts half.
//
// Candidates: WEEKLY and BIWEEKLY grids (every weekday phase), SEMI_MONTHLY pairs of days of the
// month (the last day included; from three payments), MONTHLY on a day of the month or on the n-th weekday (Social
// Security's Wednesdays), and, for payments that drift a day or two, a cadence read from the
// intervals alone (scored lower). The best score wins; below 0.6, with fewer than three payments on
// the schedule (two: an exact fit), the stream is IRREGULAR. Exact ties go to the sparser schedule, then biweekly.

import type { StreamFrequency } from './cash-flow.types.ts';
import {
  DAYS_PER_MONTH,
  addMonths,
  dayOfMonth,
  daysInMonth,
  nextBusinessDay,
  priorBusinessDay,
  weekday,
  ymd,
} from './dates.ts';

export type Schedule =
  | { kind: 'GRID'; step: 7 | 14; anchor: number }
  | { kind: 'DAYS_OF_MONTH'; days: number[] /* 1..31, 0 = last day */ }
  | { kind: 'NTH_WEEKDAY'; weekday: number; nth: number /* 1..4, -1 = last */ }
  | { kind: 'CADENCE'; interval: number }
  | { kind: 'NONE'; interval: number | null };

export interface FrequencyResult {
  frequency: StreamFrequency;
  /** 0..1: how well the schedule explains the dates. */
  score: number;
  schedule: Schedule;
  /** Per payment: whether it falls on the schedule (all true for a cadence, all false when irregular). */
  onSchedule: boolean[];
}

const MIN_SCORE = 0.6;

/**
 * 1 on the nominal day, a hair less on the business day before (0.995) or after (0.99) it, so that of
 * two schedules explaining the same dates the one needing fewer moves wins; 0.5 one day further; else 0.
 * A weekly grid on a Saturday or Sunday is a source that pays at weekends: no moving for it.
 */
function slotScore(day: number, nominal: number, exactOnly = false): number {
  if (day === nominal) return 1;
  if (exactOnly) return Math.abs(day - nominal) === 1 ? 0.5 : 0;
  const prior = priorBusinessDay(nominal);
  if (day === prior) return 0.995;
  const next = nextBusinessDay(nominal);
  if (day === next) return 0.99;
  const dist = Math.min(Math.abs(day - nominal), Math.abs(day - prior), Math.abs(day - next));
  return dist === 1 ? 0.5 : 0;
}

interface Fit {
  score: number;
  perDay: number[];
}

/** Scores dates against a list of nominal dates (ascending). */
function fitNominals(days: readonly number[], nominals: readonly number[], exactOnly = false): Fit {
  const perDay = new Array<number>(days.length).fill(0);
  const slotUsed = new Array<number>(nominals.length).fill(0);
  let j = 0;
  for (let i = 0; i < days.length; i++) {
    const d = days[i];
    while (j < nominals.length && nominals[j] < d - 4) j++;
    let best = 0;
    let bestSlot = -1;
    for (let k = j; k < nominals.length && nominals[k] <= d + 4; k++) {
      const s = slotScore(d, nominals[k], exactOnly);
      if (s > best) {
        best = s;
        bestSlot = k;
      }
    }
    perDay[i] = best;
    if (bestSlot >= 0) slotUsed[bestSlot] = Math.max(slotUsed[bestSlot], best);
  }
  // Slots whose business-day window lies within the span of the payments.
  const first = days[0];
  const last = days[days.length - 1];
  let slots = 0;
  let filled = 0;
  for (let k = 0; k < nominals.length; k++) {
    const n = nominals[k];
    const lo = exactOnly ? n : nextBusinessDay(n);
    const hi = exactOnly ? n : priorBusinessDay(n);
    if (lo < first - 1 || hi > last + 1) continue;
    slots++;
    filled += slotUsed[k];
  }
  const precision = perDay.reduce((s, x) => s + x, 0) / days.length;
  const recall = slots === 0 ? 0 : Math.min(1, filled / slots);
  return { score: precision * recall, perDay };
}

function gridNominals(first: number, last: number, step: number, anchor: number): number[] {
  const out: number[] = [];
  let n = anchor + Math.floor((first - 7 - anchor) / step) * step;
  for (; n <= last + 7; n += step) out.push(n);
  return out;
}

function monthNominals(first: number, last: number, make: (y: number, m: number) => number[]): number[] {
  const a = ymd(first - 7);
  const b = ymd(last + 7);
  const out: number[] = [];
  for (let i = 0; ; i++) {
    const { y, m } = addMonths(a.y, a.m, i);
    if (y > b.y || (y === b.y && m > b.m)) break;
    out.push(...make(y, m));
  }
  return out.sort((x, z) => x - z);
}

function nthWeekdayOf(y: number, m: number, wd: number, nth: number): number {
  if (nth > 0) {
    const first = dayOfMonth(y, m, 1);
    return first + ((wd - weekday(first) + 7) % 7) + (nth - 1) * 7;
  }
  const last = dayOfMonth(y, m, 0);
  return last - ((weekday(last) - wd + 7) % 7);
}

/** Days of the month a payment on `day` may have been due on: its own, or a weekend/holiday next to it. */
function candidateMonthDays(day: number): number[] {
  const out = new Set<number>();
  for (let k = -3; k <= 3; k++) {
    const n = day + k;
    if (k !== 0 && priorBusinessDay(n) !== day && nextBusinessDay(n) !== day) continue;
    const { y, m, d } = ymd(n);
    out.add(d);
    if (d === daysInMonth(y, m)) out.add(0);
  }
  return [...out];
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

interface Candidate {
  frequency: StreamFrequency;
  score: number;
  schedule: Schedule;
  perDay: number[];
  /** Tie-break: lower wins. */
  rank: number;
}

const RANK: Record<StreamFrequency, number> = { MONTHLY: 0, BIWEEKLY: 1, SEMI_MONTHLY: 2, WEEKLY: 3, IRREGULAR: 4 };

/** Classifies the distinct, ascending payment days of one source. */
export function detectFrequency(days: readonly number[]): FrequencyResult {
  const n = days.length;
  const intervals: number[] = [];
  for (let i = 1; i < n; i++) intervals.push(days[i] - days[i - 1]);
  const meanInterval = n > 1 ? (days[n - 1] - days[0]) / (n - 1) : null;
  const irregular = (): FrequencyResult => ({
    frequency: 'IRREGULAR',
    score: 0,
    schedule: { kind: 'NONE', interval: meanInterval },
    onSchedule: days.map(() => false),
  });
  if (n < 2) return irregular();
  const first = days[0];
  const last = days[n - 1];
  const candidates: Candidate[] = [];

  for (const step of [7, 14] as const) {
    let best: Candidate | null = null;
    for (let phase = 0; phase < step; phase++) {
      const wd = weekday(phase);
      const fit = fitNominals(days, gridNominals(first, last, step, phase), wd === 0 || wd === 6);
      if (!best || fit.score > best.score) {
        best = {
          frequency: step === 7 ? 'WEEKLY' : 'BIWEEKLY',
          score: fit.score,
          schedule: { kind: 'GRID', step, anchor: phase },
          perDay: fit.perDay,
          rank: RANK[step === 7 ? 'WEEKLY' : 'BIWEEKLY'],
        };
      }
    }
    if (best) candidates.push(best);
  }

  // Days of the month, ranked by how many payments each could explain.
  const support = new Map<number, number>();
  for (const d of days) for (const c of candidateMonthDays(d)) support.set(c, (support.get(c) ?? 0) + 1);
  const top = [...support.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 8).map(([d]) => d);
  const dom = (d: number) => (d === 0 ? 31 : d);
  for (const a of top) {
    const fit = fitNominals(days, monthNominals(first, last, (y, m) => [dayOfMonth(y, m, a)]));
    candidates.push({ frequency: 'MONTHLY', score: fit.score, schedule: { kind: 'DAYS_OF_MONTH', days: [a] }, perDay: fit.perDay, rank: RANK.MONTHLY });
    // Two days of the month fit any two payments: a pair needs a third payment to go by.
    for (const b of n >= 3 ? top : []) {
      if (dom(b) <= dom(a) || dom(b) - dom(a) < 10 || dom(b) - dom(a) > 21) continue;
      const fit2 = fitNominals(days, monthNominals(first, last, (y, m) => [dayOfMonth(y, m, a), dayOfMonth(y, m, b)]));
      candidates.push({
        frequency: 'SEMI_MONTHLY',
        score: fit2.score,
        schedule: { kind: 'DAYS_OF_MONTH', days: [a, b] },
        perDay: fit2.perDay,
        rank: RANK.SEMI_MONTHLY,
      });
    }
  }

  // The n-th weekday of the month that most payments fall on.
  const nthCount = new Map<string, number>();
  for (const d of days) {
    const { y, m, d: dd } = ymd(d);
    const wd = weekday(d);
    const keys = [`${wd}:${Math.ceil(dd / 7)}`];
    if (dd + 7 > daysInMonth(y, m)) keys.push(`${wd}:-1`);
    for (const k of keys) nthCount.set(k, (nthCount.get(k) ?? 0) + 1);
  }
  const bestNth = [...nthCount.entries()].sort((a, b) => b[1] - a[1])[0];
  if (bestNth && bestNth[1] >= 2) {
    const [wd, nth] = bestNth[0].split(':').map(Number);
    const fit = fitNominals(days, monthNominals(first, last, (y, m) => [nthWeekdayOf(y, m, wd, nth)]));
    // Slightly below a day of the month, which is the commoner rule.
    candidates.push({
      frequency: 'MONTHLY',
      score: fit.score * 0.98,
      schedule: { kind: 'NTH_WEEKDAY', weekday: wd, nth },
      perDay: fit.perDay,
      rank: RANK.MONTHLY,
    });
  }

  // Cadence from the intervals alone, for payments that drift.
  const med = median(intervals);
  const cadence = (frequency: StreamFrequency, lo: number, hi: number) => {
    const ok = intervals.filter((x) => x >= lo && x <= hi);
    const share = ok.length / intervals.length;
    // Four intervals in five at least: a rhythm, not a scatter that happens to average out.
    if (share < 0.8) return;
    const interval = ok.reduce((s, x) => s + x, 0) / Math.max(1, ok.length);
    candidates.push({
      frequency,
      score: share * 0.85,
      schedule: { kind: 'CADENCE', interval },
      perDay: days.map(() => share),
      rank: RANK[frequency] + 0.5,
    });
  };
  if (med >= 5 && med <= 9) cadence('WEEKLY', 6, 8);
  else if (med >= 12 && med <= 18) {
    const near = intervals.filter((x) => x >= 12 && x <= 18);
    const mean = near.reduce((s, x) => s + x, 0) / Math.max(1, near.length);
    if (mean < 14.6) cadence('BIWEEKLY', 12, 16);
    else cadence('SEMI_MONTHLY', 12, 19);
  } else if (med >= 26 && med <= 35) cadence('MONTHLY', 25, 36);

  candidates.sort((a, b) => b.score - a.score || a.rank - b.rank);
  const best = candidates[0];
  if (!best || best.score < MIN_SCORE) return irregular();
  if (n < 3 && best.score < 0.98) return irregular();
  // A schedule needs three payments on it (all of them when there are only three).
  if (best.schedule.kind !== 'CADENCE' && best.perDay.filter((x) => x >= 0.5).length < Math.min(n, 3)) return irregular();
  return {
    frequency: best.frequency,
    score: Math.min(1, best.score),
    schedule: best.schedule,
    onSchedule: best.schedule.kind === 'CADENCE' ? days.map(() => true) : best.perDay.map((s) => s >= 0.5),
  };
}

/** Days between payments on average for a frequency; for IRREGULAR the mean interval, at least a month. */
export function periodDays(frequency: StreamFrequency, meanInterval: number | null): number {
  switch (frequency) {
    case 'WEEKLY':
      return 7;
    case 'BIWEEKLY':
      return 14;
    case 'SEMI_MONTHLY':
      return 365.25 / 24;
    case 'MONTHLY':
      return DAYS_PER_MONTH;
    case 'IRREGULAR':
      return Math.max(DAYS_PER_MONTH, meanInterval ?? 0);
  }
}

/** Payments per month: weekly x 52/12, biweekly x 26/12, semi-monthly x 2, monthly x 1. */
export function paymentsPerMonth(frequency: Exclude<StreamFrequency, 'IRREGULAR'>): number {
  return { WEEKLY: 52 / 12, BIWEEKLY: 26 / 12, SEMI_MONTHLY: 2, MONTHLY: 1 }[frequency];
}

/**
 * The next date a payment is expected after `lastDay`: the next slot of the schedule, moved to the
 * business day before it when it falls on a weekend or holiday; for a cadence or an irregular
 * stream, the last date plus the usual interval; null when there is no interval to go by.
 */
export function nextExpectedDay(schedule: Schedule, lastDay: number): number | null {
  switch (schedule.kind) {
    case 'GRID': {
      // The slot of the last payment may lie a few days after it (paid early for a holiday).
      let n = schedule.anchor + Math.floor((lastDay - schedule.anchor) / schedule.step) * schedule.step;
      while (n <= lastDay + 3) n += schedule.step;
      const wd = weekday(schedule.anchor);
      return wd === 0 || wd === 6 ? n : priorBusinessDay(n);
    }
    case 'DAYS_OF_MONTH':
    case 'NTH_WEEKDAY': {
      const nominals = monthNominals(lastDay, lastDay + 70, (yy, mm) =>
        schedule.kind === 'DAYS_OF_MONTH'
          ? schedule.days.map((d) => dayOfMonth(yy, mm, d))
          : [nthWeekdayOf(yy, mm, schedule.weekday, schedule.nth)],
      );
      // The slot the last payment belongs to is the one closest to it; the next slot follows it.
      let closest = 0;
      for (let i = 1; i < nominals.length; i++) {
        if (Math.abs(nominals[i] - lastDay) < Math.abs(nominals[closest] - lastDay)) closest = i;
      }
      const next = nominals[closest + 1];
      return next === undefined ? null : priorBusinessDay(next);
    }
    case 'CADENCE':
      return lastDay + Math.round(schedule.interval);
    case 'NONE':
      return schedule.interval === null ? null : lastDay + Math.round(schedule.interval);
  }
}

// How often a borrower is paid, from three kinds of evidence on the stubs:
//
// - the pay period (period_start..period_end, both days included): 7 days is WEEKLY, 14 BIWEEKLY,
//   13, 15 or 16 days SEMI_MONTHLY (1st-15th, 16th-last), as is a 14-day second half of February,
//   28-31 days MONTHLY;
// - the frequency printed on the stub ("Bi-Weekly"), when the reader found one;
// - across several stubs, the pay dates: a 7- or 14-day grid, two fixed days of the month, or
//   gaps of about a month. A pay date may sit on the business day before or after its nominal day
//   when that day is a weekend or a Federal Reserve holiday.
//
// The period decides when it is readable (it is what defines the frequency), then the printed
// frequency, then the pay dates, then the YTD gross (how many periods it holds). Every disagreement
// is reported in a note. With no evidence at all the frequency is assumed MONTHLY, the one that
// gives the lowest monthly income.

import type { ExtractedPaystub, PayFrequency } from './paystub.types.ts';
import { daysInMonth, isBusinessDay, nextBusinessDay, parseDay, priorBusinessDay, ymd } from '../cash-flow/dates.ts';

export type FrequencySource = 'PERIOD' | 'PRINTED' | 'PAY_DATES' | 'YTD' | 'ASSUMED';

export interface FrequencyResolution {
  frequency: PayFrequency;
  source: FrequencySource;
  notes: string[];
}

/** Pay periods in a month: numerator and denominator (weekly 52/12, biweekly 26/12, semi-monthly 2, monthly 1). */
export const PERIODS_PER_MONTH: Record<PayFrequency, { num: number; den: number }> = {
  WEEKLY: { num: 13, den: 3 },
  BIWEEKLY: { num: 13, den: 6 },
  SEMI_MONTHLY: { num: 2, den: 1 },
  MONTHLY: { num: 1, den: 1 },
};

const LABEL: Record<PayFrequency, string> = {
  WEEKLY: 'weekly',
  BIWEEKLY: 'biweekly',
  SEMI_MONTHLY: 'semi-monthly',
  MONTHLY: 'monthly',
};

export function frequencyLabel(f: PayFrequency): string {
  return LABEL[f];
}

/** Sparsest first: the order in which ties are settled (fewer periods a month, lower income). */
const CONSERVATIVE_ORDER: PayFrequency[] = ['MONTHLY', 'SEMI_MONTHLY', 'BIWEEKLY', 'WEEKLY'];

/** Days in a pay period, both ends included; null when a date is missing, invalid or the period runs backwards. */
export function periodLength(start: string | null, end: string | null): number | null {
  const s = start ? parseDay(start) : null;
  const e = end ? parseDay(end) : null;
  if (s === null || e === null || e < s) return null;
  return e - s + 1;
}

/** A 14-day second half of a month (Feb 15-28, Feb 16-29): the only 14-day period that is not biweekly. */
function isSecondHalfMonth(start: number, end: number): boolean {
  const a = ymd(start);
  const b = ymd(end);
  return a.y === b.y && a.m === b.m && (a.d === 15 || a.d === 16) && b.d === daysInMonth(b.y, b.m);
}

/** The frequency a single pay period implies, or null when its length fits none. */
export function frequencyFromPeriod(start: string | null, end: string | null): PayFrequency | null {
  const len = periodLength(start, end);
  if (len === null) return null;
  if (len === 7) return 'WEEKLY';
  if (len >= 13 && len <= 16) {
    if (len !== 14 || isSecondHalfMonth(parseDay(start!)!, parseDay(end!)!)) return 'SEMI_MONTHLY';
    return 'BIWEEKLY';
  }
  if (len >= 28 && len <= 31) return 'MONTHLY';
  return null;
}

/** A pay date on its nominal day, or on the business day before/after a nominal day that is not one. */
function paidFor(actual: number, nominal: number): boolean {
  if (actual === nominal) return true;
  if (isBusinessDay(nominal)) return false;
  return actual === priorBusinessDay(nominal) || actual === nextBusinessDay(nominal);
}

/** Pay dates on a 7- or 14-day grid, one slot after another (or, with `skips`, any later slot). */
function fitsGrid(days: readonly number[], step: number, skips = false): boolean {
  for (let anchor = days[0] - 3; anchor <= days[0] + 3; anchor++) {
    const slot = (d: number, i: number) => anchor + step * (skips ? Math.round((d - anchor) / step) : i);
    if (days.every((d, i) => paidFor(d, slot(d, i)))) return true;
  }
  return false;
}

/** Days of the month a pay date may stand for: "15", and "L" (last day) with every number above it. */
function nominalKeys(day: number): Set<string> {
  const keys = new Set<string>();
  for (let n = day - 3; n <= day + 3; n++) {
    if (!paidFor(day, n)) continue;
    const { y, m, d } = ymd(n);
    keys.add(String(d));
    if (d === daysInMonth(y, m)) {
      keys.add('L');
      for (let k = d + 1; k <= 31; k++) keys.add(String(k));
    }
  }
  return keys;
}

/** Two days of the month about half a month apart: 1st and 16th, 15th and last, 10th and 25th ... */
function halfMonthApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (a === 'L' || b === 'L') {
    const other = Number(a === 'L' ? b : a);
    return other >= 13 && other <= 16;
  }
  const diff = Math.abs(Number(a) - Number(b));
  return diff >= 13 && diff <= 17;
}

/** Pay dates on two days of the month, alternating (or, with `skips`, in any order). */
function fitsTwoDaysOfMonth(days: readonly number[], skips = false): boolean {
  for (let i = 1; i < days.length && !skips; i++) {
    const gap = days[i] - days[i - 1];
    if (gap < 10 || gap > 20) return false;
  }
  const keys = days.map(nominalKeys);
  const all = [...new Set(keys.flatMap((k) => [...k]))];
  for (const a of all) {
    for (const b of all) {
      if (!halfMonthApart(a, b)) continue;
      // a on even positions, b on odd ones (the other start is tried when a and b swap).
      if (keys.every((k, i) => (skips ? k.has(a) || k.has(b) : k.has(i % 2 === 0 ? a : b)))) return true;
    }
  }
  return false;
}

const AVERAGE_MONTH = 365.25 / 12;

/** Gaps of about a month (27-33 days), or with `skips` about a whole number of months. */
function fitsMonths(gaps: readonly number[], skips = false): boolean {
  if (!skips) return gaps.every((g) => g >= 27 && g <= 33);
  return gaps.every((g) => {
    const k = Math.max(1, Math.round(g / AVERAGE_MONTH));
    return Math.abs(g - k * AVERAGE_MONTH) <= 4;
  });
}

function sortedDays(payDates: readonly string[]): number[] {
  return [...new Set(payDates.map(parseDay).filter((d): d is number => d !== null))].sort((a, b) => a - b);
}

/**
 * Whether the pay dates can be a schedule of this frequency with some pay dates missing between
 * them (stubs not uploaded); true with fewer than two dates.
 */
export function payDatesFit(frequency: PayFrequency, payDates: readonly string[]): boolean {
  const days = sortedDays(payDates);
  if (days.length < 2) return true;
  switch (frequency) {
    case 'WEEKLY':
      return fitsGrid(days, 7, true);
    case 'BIWEEKLY':
      return fitsGrid(days, 14, true);
    case 'SEMI_MONTHLY':
      return fitsTwoDaysOfMonth(days, true);
    case 'MONTHLY':
      return fitsMonths(days.slice(1).map((d, i) => d - days[i]), true);
  }
}

/**
 * Frequencies the pay dates of several stubs fit (empty with fewer than two distinct dates or no
 * fit). BIWEEKLY and SEMI_MONTHLY can both fit a few dates that happen to be 14 days apart.
 */
export function frequenciesFromPayDates(payDates: readonly string[]): PayFrequency[] {
  const days = sortedDays(payDates);
  if (days.length < 2) return [];
  const gaps = days.slice(1).map((d, i) => d - days[i]);
  const out: PayFrequency[] = [];
  if (fitsGrid(days, 7)) out.push('WEEKLY');
  if (fitsGrid(days, 14)) out.push('BIWEEKLY');
  if (fitsTwoDaysOfMonth(days)) out.push('SEMI_MONTHLY');
  if (fitsMonths(gaps)) out.push('MONTHLY');
  return out;
}

/**
 * Pay dates of a frequency in the calendar year up to and including `payDate` (the periods a
 * YTD figure covers for someone paid all year): weekly and biweekly count from January 1st
 * (every such schedule pays within the first 7 or 14 days), semi-monthly two a month (a pay date
 * on the 16th or later is the month's second), monthly one a month.
 */
export function periodsElapsedInYear(frequency: PayFrequency, payDate: string): number | null {
  const day = parseDay(payDate);
  if (day === null) return null;
  const { y, m, d } = ymd(day);
  const dayOfYear = day - parseDay(`${y}-01-01`)! + 1;
  switch (frequency) {
    case 'WEEKLY':
      return Math.floor((dayOfYear - 1) / 7) + 1;
    case 'BIWEEKLY':
      return Math.floor((dayOfYear - 1) / 14) + 1;
    case 'SEMI_MONTHLY':
      return (m - 1) * 2 + (d <= 15 ? 1 : 2);
    case 'MONTHLY':
      return m;
  }
}

/** Within this share, YTD gross / current gross counts as that many periods. */
const YTD_TOLERANCE = 0.15;

/** The frequency whose periods elapsed this year best explain YTD gross / gross (within 15%), sparsest on ties. */
export function frequencyFromYtd(stub: Pick<ExtractedPaystub, 'pay_date' | 'gross_cents' | 'ytd_gross_cents'>): PayFrequency | null {
  if (!stub.pay_date || !stub.gross_cents || stub.gross_cents <= 0 || !stub.ytd_gross_cents) return null;
  const periods = stub.ytd_gross_cents / stub.gross_cents;
  let best: PayFrequency | null = null;
  let bestErr = Infinity;
  for (const f of CONSERVATIVE_ORDER) {
    const expected = periodsElapsedInYear(f, stub.pay_date);
    if (!expected) continue;
    const err = Math.abs(periods - expected) / expected;
    if (err <= YTD_TOLERANCE && err < bestErr - 1e-9) {
      best = f;
      bestErr = err;
    }
  }
  return best;
}

type FrequencyStub = Pick<
  ExtractedPaystub,
  'pay_date' | 'period_start' | 'period_end' | 'printed_frequency' | 'gross_cents' | 'ytd_gross_cents'
>;

function mostCommon(values: readonly PayFrequency[]): PayFrequency {
  const counts = new Map<PayFrequency, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  // Map order is first-seen order, so a tie goes to the value seen first (the newest stub's).
  let best = values[0];
  for (const [v, n] of counts) if (n > counts.get(best)!) best = v;
  return best;
}

function distinct(values: readonly PayFrequency[]): PayFrequency[] {
  return [...new Set(values)];
}

const list = (fs: readonly PayFrequency[]) => fs.map(frequencyLabel).join(' and ');

/** One frequency for a borrower's stubs (newest first), where it came from, and every disagreement found. */
export function resolveFrequency(stubs: readonly FrequencyStub[]): FrequencyResolution {
  const notes: string[] = [];
  const fromPeriods = stubs
    .map((s) => frequencyFromPeriod(s.period_start, s.period_end))
    .filter((f): f is PayFrequency => f !== null);
  const printed = stubs.map((s) => s.printed_frequency).filter((f): f is PayFrequency => f !== null);
  const payDates = stubs.map((s) => s.pay_date).filter((d): d is string => d !== null);
  const fromDates = frequenciesFromPayDates(payDates);

  if (distinct(fromPeriods).length > 1) {
    notes.push(`The stubs' pay periods disagree (${list(distinct(fromPeriods))}); the most common is used.`);
  }
  if (distinct(printed).length > 1) {
    notes.push(`The stubs print different frequencies (${list(distinct(printed))}).`);
  }

  let frequency: PayFrequency;
  let source: FrequencySource;
  if (fromPeriods.length > 0) {
    frequency = mostCommon(fromPeriods);
    source = 'PERIOD';
    if (printed.length > 0 && printed[0] !== frequency) {
      notes.push(
        `The stub prints ${frequencyLabel(printed[0])} pay but its pay period is ${frequencyLabel(frequency)}; the period is used.`,
      );
    }
  } else if (printed.length > 0) {
    frequency = printed[0];
    source = 'PRINTED';
  } else if (fromDates.length > 0) {
    frequency = CONSERVATIVE_ORDER.find((f) => fromDates.includes(f))!;
    source = 'PAY_DATES';
    if (fromDates.length > 1) {
      notes.push(`The pay dates fit both ${list(fromDates)} pay; ${frequencyLabel(frequency)}, the lower income, is used.`);
    }
  } else {
    const ytd = stubs.map(frequencyFromYtd).find((f) => f !== null) ?? null;
    if (ytd) {
      notes.push(`No stub shows its frequency or a full pay period; ${frequencyLabel(ytd)} is inferred from the YTD gross.`);
      return { frequency: ytd, source: 'YTD', notes };
    }
    notes.push('The pay frequency could not be determined; monthly, the lowest income, is assumed.');
    return { frequency: 'MONTHLY', source: 'ASSUMED', notes };
  }
  if (source !== 'PAY_DATES' && !payDatesFit(frequency, payDates)) {
    notes.push(
      fromDates.length > 0
        ? `The pay dates look ${list(fromDates)}, not ${frequencyLabel(frequency)}.`
        : `The pay dates do not follow a ${frequencyLabel(frequency)} schedule.`,
    );
  }
  return { frequency, source, notes };
}

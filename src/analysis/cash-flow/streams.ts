// Income streams: inflows grouped by source, with their frequency, amounts and whether they still pay.

import type { StreamCategory, StreamFrequency, TransactionCategory } from './cash-flow.types.ts';
import { DAYS_PER_MONTH } from './dates.ts';
import { detectFrequency, nextExpectedDay, paymentsPerMonth, periodDays } from './frequency.ts';

export interface StreamTransaction {
  id: string;
  day: number;
  amountCents: number;
  category: TransactionCategory;
  source: string;
}

export interface Stream {
  streamId: string;
  source: string;
  category: StreamCategory;
  frequency: StreamFrequency;
  /** Average deposit of the recent payments: the basis of `monthlyCents`. Unrounded cents. */
  averageCents: number;
  /** Unrounded cents a month. */
  monthlyCents: number;
  /** Payments (deposits on the same day from the same source count once). */
  occurrences: number;
  firstDay: number;
  lastDay: number;
  nextExpectedDay: number | null;
  confidence: number;
  active: boolean;
  transactionIds: string[];
}

/** How far back from its last payment a stream's amounts count as recent. */
export const RECENT_DAYS = 91;
/** Two amounts within this share of each other are the same pay (a fixed salary). */
const SAME_PAY = 0.005;

const STREAM_CATEGORY: Partial<Record<TransactionCategory, StreamCategory>> = {
  PAYROLL: 'PAYROLL',
  BENEFITS: 'BENEFITS',
  PENSION: 'PENSION',
  GIG: 'GIG',
  RENTAL: 'RENTAL',
  SUPPORT: 'OTHER',
  OTHER_INFLOW: 'OTHER',
};

/** Transaction categories that may form a stream (OTHER_INFLOW only when regular). */
export function streamCategoryOf(category: TransactionCategory): StreamCategory | null {
  return STREAM_CATEGORY[category] ?? null;
}

/** A short deterministic id: `stm_` and 13 hex digits of a 53-bit hash of the text. */
export function stableId(prefix: string, text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const n = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${prefix}_${n.toString(16).padStart(14, '0')}`;
}

function mean(xs: readonly number[]): number {
  return xs.reduce((s, x) => s + x, 0) / xs.length;
}

function coefficientOfVariation(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  if (m === 0) return 1;
  const variance = xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
  return Math.sqrt(variance) / Math.abs(m);
}

/**
 * Where varying pay changed level for good: the start index of the last segment (2+ payments, after
 * 3+) whose mean differs from the mean before it by more than 10% and by more than
 * STEP_T times the standard error of the difference; null when there is no such step.
 */
export function lastLevelChange(cents: readonly number[]): number | null {
  const n = cents.length;
  if (n < 5) return null;
  const sum = [0];
  const sq = [0];
  for (const c of cents) {
    sum.push(sum[sum.length - 1] + c);
    sq.push(sq[sq.length - 1] + c * c);
  }
  let best: number | null = null;
  let bestT = STEP_T;
  for (let k = 3; k <= n - 2; k++) {
    const n1 = k;
    const n2 = n - k;
    const m1 = sum[k] / n1;
    const m2 = (sum[n] - sum[k]) / n2;
    if (Math.abs(m2 - m1) < 0.1 * Math.abs(m1)) continue;
    const ss = sq[k] - n1 * m1 * m1 + (sq[n] - sq[k]) - n2 * m2 * m2;
    const sd = Math.sqrt(Math.max(ss, 0) / (n - 2));
    // A floor of 1% of the level keeps near-constant pay from looking infinitely certain.
    const se = Math.max(sd, 0.01 * Math.abs(m1)) * Math.sqrt(1 / n1 + 1 / n2);
    const t = Math.abs(m2 - m1) / se;
    if (t > bestT) {
      bestT = t;
      best = k;
    }
  }
  return best;
}

/** How clear a change of level must be (in standard errors) to replace the three-month mean. */
const STEP_T = 4;

/**
 * The per-payment amount to go by, from the regular payments in date order:
 * - when the last two or more are the same (a fixed pay, possibly after a raise or a cut), that amount;
 * - when varying pay clearly changed level (see lastLevelChange), the mean since the change (within
 *   the last three months);
 * - otherwise the mean of the payments of the last three months before the stream's last payment.
 */
export function recentPayAmount(payments: ReadonlyArray<{ day: number; cents: number }>): number {
  const last = payments[payments.length - 1];
  let run = 1;
  for (let i = payments.length - 2; i >= 0; i--) {
    if (Math.abs(payments[i].cents - last.cents) > SAME_PAY * Math.abs(last.cents)) break;
    run++;
  }
  if (run >= 2) return mean(payments.slice(payments.length - run).map((p) => p.cents));
  const step = lastLevelChange(payments.map((p) => p.cents));
  const from = step === null ? 0 : step;
  const recent = payments.slice(from).filter((p) => p.day > last.day - RECENT_DAYS);
  return mean(recent.map((p) => p.cents));
}

/**
 * The part of a source name that identifies it: its first three words. Reference codes made of
 * letters only ("STRIPE TRANSFER ST-KQXBZ") cannot be told from words, and they come last.
 */
export function sourceKey(source: string): string {
  return source.split(' ').slice(0, 3).join(' ');
}

/** The words all the names start with (the first name's key when they share fewer). */
function commonPrefix(names: readonly string[]): string {
  let words = names[0].split(' ');
  for (const n of names) {
    const w = n.split(' ');
    let k = 0;
    while (k < words.length && k < w.length && words[k] === w[k]) k++;
    words = words.slice(0, k);
  }
  return words.length ? words.join(' ') : sourceKey(names[0]);
}

/**
 * Groups income inflows by (category, source key) into streams. `startDay` and `endDay` are the first and last days of the data:
 * a stream last paid more than 1.5 of its periods before it is inactive (listed, not counted). A
 * source needs two payments to be a stream; OTHER_INFLOW sources need three on a regular schedule.
 */
export function buildStreams(transactions: readonly StreamTransaction[], endDay: number, startDay = -Infinity): Stream[] {
  const groups = new Map<string, StreamTransaction[]>();
  for (const t of transactions) {
    if (t.amountCents <= 0 || !streamCategoryOf(t.category)) continue;
    const key = `${t.category}\u0000${sourceKey(t.source)}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(t);
  }
  const streams: Stream[] = [];
  for (const group of groups.values()) {
    group.sort((a, b) => a.day - b.day);
    // One payment per day: a pay split between two accounts is one payment.
    const payments: Array<{ day: number; cents: number }> = [];
    for (const t of group) {
      const p = payments[payments.length - 1];
      if (p && p.day === t.day) p.cents += t.amountCents;
      else payments.push({ day: t.day, cents: t.amountCents });
    }
    if (payments.length < 2) continue;
    const txCategory = group[0].category;
    const source = commonPrefix(group.map((t) => t.source));
    const days = payments.map((p) => p.day);
    const freq = detectFrequency(days);
    const regular = freq.frequency !== 'IRREGULAR';
    if (txCategory === 'OTHER_INFLOW' && (!regular || payments.length < 3)) continue;

    const first = days[0];
    const last = days[days.length - 1];
    const meanInterval = (last - first) / (days.length - 1);
    const period = periodDays(freq.frequency, meanInterval);
    const active = endDay - last <= 1.5 * period;

    let averageCents: number;
    let monthlyCents: number;
    let stability: number;
    if (regular) {
      const onSchedule = payments.filter((_, i) => freq.onSchedule[i]);
      const basis = onSchedule.length > 0 ? onSchedule : payments;
      averageCents = recentPayAmount(basis);
      monthlyCents = averageCents * paymentsPerMonth(freq.frequency as Exclude<StreamFrequency, 'IRREGULAR'>);
      stability = 1 - Math.min(1, coefficientOfVariation(basis.filter((p) => p.day > last - RECENT_DAYS).map((p) => p.cents)));
    } else {
      // Total of the last three months of the data over the months they cover (at least one). A
      // stream that began within them is counted from one usual gap before its first payment, as
      // that payment pays for the time before it; nothing before the data counts.
      const windowStart = Math.max(startDay, first - Math.round(meanInterval), endDay - RECENT_DAYS + 1);
      const recent = payments.filter((p) => p.day >= windowStart);
      const months = Math.max(1, (endDay - windowStart + 1) / DAYS_PER_MONTH);
      const total = recent.reduce((s, p) => s + p.cents, 0);
      averageCents = recent.length ? total / recent.length : mean(payments.map((p) => p.cents));
      monthlyCents = total / months;
      stability = 1 - Math.min(1, coefficientOfVariation(payments.map((p) => p.cents)));
    }
    const countFactor = Math.min(1, payments.length / 6);
    const confidence = regular ? 0.5 * freq.score + 0.3 * stability + 0.2 * countFactor : 0.3 * stability + 0.2 * countFactor;
    const streamCategory = streamCategoryOf(txCategory)!;
    streams.push({
      streamId: stableId('stm', `${streamCategory}|${txCategory}|${source}`),
      source,
      category: streamCategory,
      frequency: freq.frequency,
      averageCents,
      monthlyCents,
      occurrences: payments.length,
      firstDay: first,
      lastDay: last,
      nextExpectedDay: active ? nextExpectedDay(freq.schedule, last) : null,
      confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100,
      active,
      transactionIds: group.map((t) => t.id),
    });
  }
  // Active streams first, largest first; then the stopped ones, most recent first.
  streams.sort(
    (a, b) =>
      Number(b.active) - Number(a.active) ||
      (a.active ? b.monthlyCents - a.monthlyCents : b.lastDay - a.lastDay) ||
      a.source.localeCompare(b.source),
  );
  return streams;
}

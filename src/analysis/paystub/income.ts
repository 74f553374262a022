// Income from paystubs: gross pay per period, its monthly and annual equivalents (contracts
// section 7: weekly x 52/12, biweekly x 26/12, semi-monthly x 2, monthly x 1; annual = monthly x 12),
// the YTD cross-check, and the checks that several stubs form one series (one employer, pay
// periods that follow each other, YTD growing by each stub's gross).

import { money, plural } from '../cash-flow/format.ts';
import { formatDay, parseDay } from '../cash-flow/dates.ts';
import { PERIODS_PER_MONTH, frequencyLabel, periodsElapsedInYear } from './frequency.ts';
import { foldText } from './identity.ts';
import type { ExtractedPaystub, PayFrequency } from './paystub.types.ts';

/** Within this share of the gross per period, YTD gross / periods elapsed is consistent. */
export const YTD_TOLERANCE = 0.15;
/** A latest gross more than this share above the typical one is a spike (bonus, overtime). */
export const SPIKE_TOLERANCE = 0.15;

/** n / d rounded to the nearest integer, halves away from zero (integer inputs, d > 0). */
export function roundDiv(n: number, d: number): number {
  const q = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return n < 0 ? -q : q;
}

/** Monthly equivalent of an amount paid every period, in cents, rounded half away from zero. */
export function monthlyFromPeriod(cents: number, frequency: PayFrequency): number {
  const { num, den } = PERIODS_PER_MONTH[frequency];
  return roundDiv(cents * num, den);
}

const CORPORATE = new Set([
  'inc', 'incorporated', 'llc', 'ltd', 'limited', 'corp', 'corporation', 'co', 'company', 'lp', 'llp', 'plc', 'pllc', 'pc', 'the',
]);

/** An employer name for comparison: folded, "&" as "and", without "Inc", "LLC", "The" ... */
export function normalizeEmployerName(name: string): string {
  const words = foldText(name.replace(/&/g, ' and ')).split(' ');
  const kept = words.filter((w) => w && !CORPORATE.has(w));
  return (kept.length > 0 ? kept : words).join(' ');
}

// Earnings that are not paid every period. Overtime is left in: it cannot be told apart from
// regular hours on one stub, and a spike against the other stubs is caught below.
const ONE_OFF_EARNINGS = /\b(bonus|award|incentive|retro|retroactive|severance|sign[ -]?on|referral|spot|relocation)\b/i;

/** Gross pay without one-off earnings lines (bonus, award, retro pay ...), and the lines left out. */
export function regularGross(stub: Pick<ExtractedPaystub, 'gross_cents' | 'earnings'>): {
  cents: number;
  excluded: Array<{ name: string; amount_cents: number }>;
} {
  const gross = stub.gross_cents ?? 0;
  const excluded = stub.earnings
    .filter((e) => ONE_OFF_EARNINGS.test(e.name) && e.amount_cents > 0)
    .map((e) => ({ name: e.name, amount_cents: e.amount_cents }));
  const left = gross - excluded.reduce((sum, e) => sum + e.amount_cents, 0);
  // Lines that would take away most of the gross are a misreading, not a bonus.
  if (excluded.length === 0 || left <= gross / 4) return { cents: gross, excluded: [] };
  return { cents: left, excluded };
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : Math.round((s[mid - 1] + s[mid]) / 2);
}

/**
 * The gross pay of one period, from stubs newest first (only those with a gross): the latest
 * stub's regular gross; when that is more than 15% above the median regular gross of the other
 * stubs (a bonus or overtime spike), that median.
 */
export function grossPerPeriod(stubs: ReadonlyArray<Pick<ExtractedPaystub, 'gross_cents' | 'earnings' | 'pay_date'>>): {
  cents: number;
  notes: string[];
} {
  const notes: string[] = [];
  const regular = stubs.map(regularGross);
  const latest = regular[0];
  for (const e of latest.excluded) {
    notes.push(`${e.name} (${money(e.amount_cents)}) on the latest stub is left out of the gross per period.`);
  }
  if (regular.length > 1) {
    const typical = median(regular.slice(1).map((r) => r.cents));
    if (latest.cents > typical * (1 + SPIKE_TOLERANCE)) {
      notes.push(
        `The latest gross, ${money(latest.cents)}, is more than ${SPIKE_TOLERANCE * 100}% above the typical ` +
          `${money(typical)} of the other stubs (bonus or overtime); the typical is used.`,
      );
      return { cents: typical, notes };
    }
  }
  return { cents: latest.cents, notes };
}

export interface YtdCheck {
  /** Pay periods elapsed in the calendar year up to the pay date. */
  periods: number;
  /** YTD gross / periods, in cents. */
  average_cents: number;
  consistent: boolean;
}

/**
 * YTD gross / pay periods elapsed this year (by frequency) against the gross per period: within
 * 15% is consistent. Null when the stub has no YTD gross or pay date.
 */
export function ytdCheck(
  stub: Pick<ExtractedPaystub, 'pay_date' | 'ytd_gross_cents'>,
  frequency: PayFrequency,
  grossPerPeriodCents: number,
): YtdCheck | null {
  if (!stub.pay_date || stub.ytd_gross_cents === null || grossPerPeriodCents <= 0) return null;
  const periods = periodsElapsedInYear(frequency, stub.pay_date);
  if (!periods) return null;
  const average = roundDiv(stub.ytd_gross_cents, periods);
  const consistent = Math.abs(average - grossPerPeriodCents) <= grossPerPeriodCents * YTD_TOLERANCE;
  return { periods, average_cents: average, consistent };
}

function ytdNote(check: YtdCheck, grossCents: number, frequency: PayFrequency): string {
  const direction = check.average_cents < grossCents ? 'below' : 'above';
  const why =
    direction === 'below'
      ? 'the employee may have started, or had unpaid time, this year'
      : 'earlier pay this year was higher, or held bonuses';
  return (
    `The YTD gross averages ${money(check.average_cents)} over ${plural(check.periods, `${frequencyLabel(frequency)} period`)}, ` +
    `more than ${YTD_TOLERANCE * 100}% ${direction} the gross per period of ${money(grossCents)}; ${why}.`
  );
}

export interface IncomeResult {
  frequency: PayFrequency;
  gross_per_period_cents: number;
  monthly_gross_cents: number;
  annual_gross_cents: number;
  ytd: YtdCheck | null;
  notes: string[];
}

/** Income from stubs newest first, each with a gross, at a resolved frequency. */
export function computeIncome(stubs: readonly ExtractedPaystub[], frequency: PayFrequency): IncomeResult {
  const gross = grossPerPeriod(stubs);
  const monthly = monthlyFromPeriod(gross.cents, frequency);
  const ytd = ytdCheck(stubs[0], frequency, gross.cents);
  const notes = [...gross.notes];
  if (ytd && !ytd.consistent) notes.push(ytdNote(ytd, gross.cents, frequency));
  return {
    frequency,
    gross_per_period_cents: gross.cents,
    monthly_gross_cents: monthly,
    annual_gross_cents: monthly * 12,
    ytd,
    notes,
  };
}

export interface SeriesCheck {
  /** Normalised employer names seen, in order of first appearance (newest first). */
  employers: string[];
  /** Pay periods with days missing between them: `after` ends, `before` starts. */
  gaps: Array<{ after: string; before: string; days: number }>;
  /** Pay periods that overlap; `duplicate` when it is the same period with the same gross and net (one stub twice). */
  overlaps: Array<{ first: string; second: string; duplicate: boolean }>;
  /** Consecutive stubs whose YTD gross did not grow by the later stub's gross. */
  ytd_mismatches: Array<{ pay_date: string; expected_cents: number; actual_cents: number }>;
  notes: string[];
}

/** Cents of slack when YTD growth is compared with a stub's gross: $1, or 1% of the gross. */
const ytdSlack = (grossCents: number) => Math.max(100, Math.round(grossCents / 100));

interface Dated {
  stub: ExtractedPaystub;
  start: number;
  end: number;
}

/** Whether several stubs (any order) read as one employer's consecutive pay, with YTD adding up. */
export function checkSeries(stubs: readonly ExtractedPaystub[]): SeriesCheck {
  const printedEmployer = new Map<string, string>();
  for (const s of stubs) {
    const key = s.employer_name ? normalizeEmployerName(s.employer_name) : '';
    if (key && !printedEmployer.has(key)) printedEmployer.set(key, s.employer_name!.trim());
  }
  const employers = [...printedEmployer.keys()];
  const dated: Dated[] = [];
  for (const stub of stubs) {
    const start = stub.period_start ? parseDay(stub.period_start) : null;
    const end = stub.period_end ? parseDay(stub.period_end) : null;
    if (start !== null && end !== null && end >= start) dated.push({ stub, start, end });
  }
  dated.sort((a, b) => a.start - b.start || a.end - b.end);

  const gaps: SeriesCheck['gaps'] = [];
  const overlaps: SeriesCheck['overlaps'] = [];
  const ytdMismatches: SeriesCheck['ytd_mismatches'] = [];
  const notes: string[] = [];
  const range = (d: Dated) => `${formatDay(d.start)} to ${formatDay(d.end)}`;
  for (let i = 1; i < dated.length; i++) {
    const prev = dated[i - 1];
    const cur = dated[i];
    if (cur.start > prev.end + 1) {
      const days = cur.start - prev.end - 1;
      gaps.push({ after: formatDay(prev.end), before: formatDay(cur.start), days });
      notes.push(`${plural(days, 'day')} between the pay periods ${range(prev)} and ${range(cur)} have no stub.`);
    } else if (cur.start <= prev.end) {
      const duplicate =
        prev.start === cur.start &&
        prev.end === cur.end &&
        prev.stub.gross_cents === cur.stub.gross_cents &&
        prev.stub.net_cents === cur.stub.net_cents;
      overlaps.push({ first: range(prev), second: range(cur), duplicate });
      notes.push(
        duplicate
          ? `The pay period ${range(cur)} appears on two stubs with the same figures.`
          : `The pay periods ${range(prev)} and ${range(cur)} overlap.`,
      );
    }
    const a = prev.stub;
    const b = cur.stub;
    const sameYear = a.pay_date && b.pay_date && a.pay_date.slice(0, 4) === b.pay_date.slice(0, 4);
    if (sameYear && a.ytd_gross_cents !== null && b.ytd_gross_cents !== null && b.gross_cents !== null && cur.start > prev.end) {
      const expected = a.ytd_gross_cents + b.gross_cents;
      const slack = ytdSlack(b.gross_cents);
      // With stubs missing in between the YTD must have grown by at least this stub's gross.
      const off = cur.start === prev.end + 1 ? Math.abs(b.ytd_gross_cents - expected) > slack : b.ytd_gross_cents < expected - slack;
      if (off) {
        ytdMismatches.push({ pay_date: b.pay_date!, expected_cents: expected, actual_cents: b.ytd_gross_cents });
        notes.push(
          `The YTD gross on the ${b.pay_date} stub is ${money(b.ytd_gross_cents)}; the ${a.pay_date} stub's ` +
            `${money(a.ytd_gross_cents)} plus this gross of ${money(b.gross_cents)} is ${money(expected)}.`,
        );
      }
    }
  }
  if (employers.length > 1) {
    notes.unshift(`The stubs name more than one employer: ${[...printedEmployer.values()].join(', ')}.`);
  }
  return { employers, gaps, overlaps, ytd_mismatches: ytdMismatches, notes };
}

// Whether the stubs show current employment (contracts section 7, `employment`): VERIFIED when the
// latest pay date is recent and the stubs hold together; otherwise UNVERIFIED with the reasons.
//
// Held together means: one employer, each stub's gross less its deductions equal to its net (within
// a cent), YTD figures no smaller than the period's, and YTD growing by each stub's gross across
// stubs (checkSeries). Missing stubs between pay periods are not held against verification; pay
// periods that overlap with different figures are.

import { money } from '../cash-flow/format.ts';
import { parseDay } from '../cash-flow/dates.ts';
import { checkSeries } from './income.ts';
import type { ExtractedPaystub } from './paystub.types.ts';

/** The latest pay date must be at most this many days before the analysis date. */
export const RECENT_PAY_DAYS = 45;
/** Stubs are often issued a few days before their pay date; later than this is not believed. */
export const MAX_FUTURE_PAY_DAYS = 7;
/** Gross less deductions may differ from net by this many cents (rounding on the stub). */
const ARITHMETIC_SLACK_CENTS = 1;

export interface EmploymentResult {
  employer_name: string | null;
  status: 'VERIFIED' | 'UNVERIFIED';
  latest_pay_date: string | null;
  /** Why the status is UNVERIFIED: one sentence each; empty when VERIFIED. */
  reasons: string[];
}

/** Why one stub's own figures do not add up, one sentence each (empty when they do). */
export function stubArithmetic(
  stub: Pick<ExtractedPaystub, 'pay_date' | 'gross_cents' | 'net_cents' | 'deductions' | 'ytd_gross_cents' | 'ytd_net_cents'>,
): string[] {
  const which = stub.pay_date ? `the ${stub.pay_date} stub` : 'a stub without a pay date';
  const out: string[] = [];
  if (stub.gross_cents === null || stub.net_cents === null) {
    out.push(`The ${stub.gross_cents === null ? 'gross' : 'net'} pay on ${which} could not be read, so its arithmetic cannot be checked.`);
  } else {
    const deducted = stub.deductions.reduce((sum, d) => sum + d.amount_cents, 0);
    const computed = stub.gross_cents - deducted;
    if (Math.abs(computed - stub.net_cents) > ARITHMETIC_SLACK_CENTS) {
      out.push(
        `On ${which} gross ${money(stub.gross_cents)} less deductions of ${money(deducted)} is ${money(computed)}, ` +
          `but the net pay is ${money(stub.net_cents)}.`,
      );
    }
    if (stub.ytd_gross_cents !== null && stub.ytd_gross_cents < stub.gross_cents) {
      out.push(`On ${which} the YTD gross, ${money(stub.ytd_gross_cents)}, is less than the period's gross of ${money(stub.gross_cents)}.`);
    }
    if (stub.ytd_net_cents !== null && stub.ytd_net_cents < stub.net_cents) {
      out.push(`On ${which} the YTD net, ${money(stub.ytd_net_cents)}, is less than the period's net of ${money(stub.net_cents)}.`);
    }
  }
  if (stub.ytd_gross_cents !== null && stub.ytd_net_cents !== null && stub.ytd_net_cents > stub.ytd_gross_cents) {
    out.push(`On ${which} the YTD net, ${money(stub.ytd_net_cents)}, is more than the YTD gross of ${money(stub.ytd_gross_cents)}.`);
  }
  return out;
}

/**
 * Employment from stubs newest first, as of `asOf` (YYYY-MM-DD, the analysis date). The employer
 * and latest pay date are the newest stub's.
 */
export function assessEmployment(stubs: readonly ExtractedPaystub[], asOf: string): EmploymentResult {
  const asOfDay = parseDay(asOf);
  if (asOfDay === null) throw new RangeError(`asOf must be a YYYY-MM-DD date, got "${asOf}"`);
  const reasons: string[] = [];
  const dated = stubs.filter((s) => s.pay_date !== null && parseDay(s.pay_date) !== null);
  const latest = dated.reduce<ExtractedPaystub | null>((best, s) => (!best || s.pay_date! > best.pay_date! ? s : best), null);
  const newest = latest ?? stubs[0] ?? null;
  const employer = newest?.employer_name?.trim() || stubs.find((s) => s.employer_name?.trim())?.employer_name?.trim() || null;

  if (stubs.length === 0) reasons.push('There are no paystubs.');
  if (!employer) reasons.push('No stub names the employer.');
  if (!latest) {
    if (stubs.length > 0) reasons.push('No stub shows a pay date.');
  } else {
    const age = asOfDay - parseDay(latest.pay_date!)!;
    if (age > RECENT_PAY_DAYS) {
      reasons.push(`The latest pay date, ${latest.pay_date}, is ${age} days before ${asOf}, more than ${RECENT_PAY_DAYS}.`);
    } else if (-age > MAX_FUTURE_PAY_DAYS) {
      reasons.push(`The latest pay date, ${latest.pay_date}, is ${-age} days after ${asOf}.`);
    }
  }
  for (const s of stubs) reasons.push(...stubArithmetic(s));

  const series = checkSeries(stubs);
  if (series.employers.length > 1) reasons.push(series.notes[0]);
  for (const o of series.overlaps) {
    if (!o.duplicate) reasons.push(`The pay periods ${o.first} and ${o.second} overlap with different figures.`);
  }
  for (const m of series.ytd_mismatches) {
    reasons.push(
      `The YTD gross on the ${m.pay_date} stub is ${money(m.actual_cents)} where ${money(m.expected_cents)} follows from the stub before it.`,
    );
  }

  return {
    employer_name: employer,
    status: reasons.length === 0 ? 'VERIFIED' : 'UNVERIFIED',
    latest_pay_date: latest?.pay_date ?? null,
    reasons,
  };
}

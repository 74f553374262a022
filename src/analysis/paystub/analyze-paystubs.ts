// paystub: the stubs read from a case's documents and the borrower's name and address in; the
// contracts section 7 `paystub` result out (without `fraud`, which the document checks add).
// Pure: amounts stay in cents until the end, where they become currency units with two decimals.

import { plural, toUnits } from '../cash-flow/format.ts';
import { assessEmployment } from './employment.ts';
import { frequencyFromPeriod, resolveFrequency } from './frequency.ts';
import { matchIdentity, type BorrowerAddress, type IdentityResult } from './identity.ts';
import { checkSeries, computeIncome, normalizeEmployerName } from './income.ts';
import type { ExtractedPaystub, PayFrequency } from './paystub.types.ts';

export const PAYSTUB_MODEL_VERSION = 'paystub-1.0.0';

export interface PaystubInput {
  stubs: Array<{ document_id: string; stub: ExtractedPaystub }>;
  borrower: { first_name: string; last_name: string; address: BorrowerAddress | null };
  /** The analysis date, YYYY-MM-DD: pay dates are judged recent against it. */
  asOf: string;
}

export interface PaystubEntry {
  document_id: string;
  employer_name: string | null;
  employee_name: string | null;
  pay_date: string | null;
  period_start: string | null;
  period_end: string | null;
  frequency: PayFrequency | null;
  gross_pay: number;
  net_pay: number | null;
  deductions: Array<{ name: string; amount: number }>;
  ytd_gross: number | null;
  ytd_net: number | null;
  page: number;
}

export interface PaystubData {
  /** ISO 4217: the newest stub's, as it prints it; USD when it names none. */
  currency: string;
  /** Newest pay date first. */
  paystubs: PaystubEntry[];
  employment: {
    employer_name: string | null;
    status: 'VERIFIED' | 'UNVERIFIED';
    latest_pay_date: string | null;
    reasons: string[];
  };
  income: { frequency: PayFrequency; gross_per_period: number; monthly_gross: number; annual_gross: number };
  identity: IdentityResult;
  model_version: string;
  notes?: string[];
}

export type PaystubOutcome = { status: 'COMPLETED'; data: PaystubData } | { status: 'INSUFFICIENT'; reason: string };

type Usable = { document_id: string; stub: ExtractedPaystub; index: number };

/** Newest pay date first; stubs without one after those with one; then by period end, then input order. */
function newestFirst(a: Usable, b: Usable): number {
  const pa = a.stub.pay_date ?? '';
  const pb = b.stub.pay_date ?? '';
  if (pa !== pb) return pa > pb ? -1 : 1;
  const ea = a.stub.period_end ?? '';
  const eb = b.stub.period_end ?? '';
  if (ea !== eb) return ea > eb ? -1 : 1;
  return a.index - b.index;
}

const units = (cents: number | null) => (cents === null ? null : toUnits(cents));

function entry(u: Usable, frequency: PayFrequency): PaystubEntry {
  const s = u.stub;
  return {
    document_id: u.document_id,
    employer_name: s.employer_name,
    employee_name: s.employee_name,
    pay_date: s.pay_date,
    period_start: s.period_start,
    period_end: s.period_end,
    // The stub's own period or printed frequency; the resolved one when it shows neither.
    frequency: frequencyFromPeriod(s.period_start, s.period_end) ?? s.printed_frequency ?? frequency,
    gross_pay: toUnits(s.gross_cents!),
    net_pay: units(s.net_cents),
    deductions: s.deductions.map((d) => ({ name: d.name, amount: toUnits(d.amount_cents) })),
    ytd_gross: units(s.ytd_gross_cents),
    ytd_net: units(s.ytd_net_cents),
    page: s.page,
  };
}

/** The paystub result of a case's stubs, or INSUFFICIENT when no stub has a gross pay. */
export function analyzePaystubs(input: PaystubInput): PaystubOutcome {
  const all = input.stubs ?? [];
  const usable: Usable[] = all
    .map((s, index) => ({ ...s, index }))
    .filter((s) => s.stub && Number.isSafeInteger(s.stub.gross_cents) && s.stub.gross_cents! > 0);
  if (usable.length === 0) {
    return {
      status: 'INSUFFICIENT',
      reason:
        all.length === 0
          ? 'There are no paystubs to analyse.'
          : all.length === 1
            ? 'The paystub shows no gross pay.'
            : `None of the ${all.length} paystubs shows a gross pay.`,
    };
  }
  usable.sort(newestFirst);
  const stubs = usable.map((u) => u.stub);

  const notes: string[] = [];
  const left = all.length - usable.length;
  if (left > 0) notes.push(`${left === 1 ? 'One stub is' : `${left} stubs are`} left out: no gross pay could be read.`);

  // Income is the current job's: the stubs of the newest stub's employer (all of them when it is unnamed).
  const current = stubs[0].employer_name ? normalizeEmployerName(stubs[0].employer_name) : null;
  const currency = stubs[0].currency ?? 'USD';
  const sameEmployer = current
    ? stubs.filter((s) => s.employer_name && normalizeEmployerName(s.employer_name) === current)
    : stubs;
  // Figures in two currencies are never added up: the income is in the newest stub's.
  const incomeStubs = sameEmployer.filter((s) => (s.currency ?? 'USD') === currency);
  if (incomeStubs.length < sameEmployer.length) {
    notes.push(`${plural(sameEmployer.length - incomeStubs.length, 'stub')} in another currency than the latest stub's ${currency} left out of the income.`);
  }
  if (sameEmployer.length < stubs.length) {
    notes.push(`Income is from the ${plural(sameEmployer.length, 'stub')} of the latest employer, ${stubs[0].employer_name!.trim()}.`);
  }
  const frequency = resolveFrequency(incomeStubs);
  const income = computeIncome(incomeStubs, frequency.frequency);
  const employment = assessEmployment(stubs, input.asOf);
  const series = checkSeries(stubs);
  const identity = matchIdentity(stubs[0], input.borrower);
  notes.push(...frequency.notes, ...income.notes, ...series.notes);

  const data: PaystubData = {
    currency,
    paystubs: usable.map((u) => entry(u, frequency.frequency)),
    employment,
    income: {
      frequency: frequency.frequency,
      gross_per_period: toUnits(income.gross_per_period_cents),
      monthly_gross: toUnits(income.monthly_gross_cents),
      annual_gross: toUnits(income.annual_gross_cents),
    },
    identity,
    model_version: PAYSTUB_MODEL_VERSION,
  };
  const unique = [...new Set(notes)];
  if (unique.length > 0) data.notes = unique;
  return { status: 'COMPLETED', data };
}

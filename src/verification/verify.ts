// The income verification of a case (contracts section 4b): the latest completed result of each
// module and the deal's stated income in, the `Verification` out. Pure: data in, data out.
//
// What it reconciles, three ways:
//   (a) each paystub's net pay against the bank deposits: a deposit matches when its amount is
//       within 1% of the net pay and its date within 3 business days of the pay date (payroll-stream
//       deposits first, then any other money in);
//   (b) the paystub's employer against the payroll deposits' descriptors (normalised tokens);
//   (c) the verified monthly gross against the income the borrower stated to the dealer (10%).
// Missing pieces (no paystub, no bank data), identity, document fraud and employment add their own
// stipulations. A check that passed is listed as SATISFIED so the reader sees what was checked.

import { money, plural } from '../analysis/cash-flow/format.ts';
import { isBusinessDay, parseDay } from '../analysis/cash-flow/dates.ts';
import type { Stipulation, Verification, VerificationStatus } from './verification.types.ts';

/** A deposit matches a paystub when its amount is within this share of the net pay ... */
export const DEPOSIT_AMOUNT_TOLERANCE = 0.01;
/** ... and it arrives within this many business days of the pay date, either side. */
export const DEPOSIT_BUSINESS_DAYS = 3;
/** Stated and verified monthly income further apart than this share of the stated figure: a stipulation. */
export const STATED_INCOME_TOLERANCE = 0.1;

type Risk = 'LOW' | 'MEDIUM' | 'HIGH';
type Frequency = 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';
type FraudBlock = NonNullable<Verification['fraud']>;

/** The parts of a `paystub` result (contracts section 7) the verification reads. */
export interface PaystubResultData {
  paystubs: Array<{ document_id: string; employer_name: string | null; pay_date: string | null; gross_pay: number | null; net_pay: number | null }>;
  employment: { employer_name: string | null; status: 'VERIFIED' | 'UNVERIFIED'; latest_pay_date: string | null; reasons?: string[] };
  income: { frequency: Frequency | null; gross_per_period: number | null; monthly_gross: number | null; annual_gross: number | null } | null;
  identity: NonNullable<Verification['identity']> | null;
  fraud?: FraudBlock;
}

/** The parts of a `cash_flow_analysis` result (contracts section 7) the verification reads. */
export interface CashFlowResultData {
  period?: { start_date: string; end_date: string };
  income: {
    monthly_income: number;
    annual_income: number;
    streams: Array<{ source_name: string; category: string; frequency: string; monthly_amount: number; next_expected_date?: string | null; transaction_ids?: string[] }>;
  };
  monthly: Array<{ month: string; inflow: number; outflow: number }>;
  transactions: Array<{ transaction_id: string; date: string; description: string; amount: number }>;
  fraud?: FraudBlock;
}

export interface VerifyInput {
  case_id: string;
  /** Each module of the case: its status, and whether it has a completed result (the one given below). */
  modules: Array<{ module_type: string; status: string; has_result: boolean }>;
  paystub: { result_id: string; data: PaystubResultData } | null;
  cash_flow: { result_id: string; data: CashFlowResultData } | null;
  /** The deal's stated gross monthly income, when the case has one. */
  stated_monthly_income: number | null;
}

const cents = (units: number) => Math.round(units * 100);
const round2 = (n: number) => Math.round(n * 100) / 100;
const RISK_ORDER: Record<Risk, number> = { LOW: 0, MEDIUM: 1, HIGH: 2 };

/** Business days strictly after the earlier date up to and including the later one: 0 for the same day, or a Saturday after a Friday. */
export function businessDaysApart(a: string, b: string): number | null {
  const da = parseDay(a);
  const db = parseDay(b);
  if (da === null || db === null) return null;
  const [lo, hi] = da <= db ? [da, db] : [db, da];
  let n = 0;
  for (let d = lo + 1; d <= hi; d++) if (isBusinessDay(d)) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// (b) employer names against deposit descriptors

/** Words that say what kind of company or payment it is, not which: left out of the comparison. */
const NOISE = new Set([
  'INC', 'INCORPORATED', 'LLC', 'LLP', 'LP', 'LTD', 'LIMITED', 'CORP', 'CORPORATION', 'CO', 'COMPANY', 'PLC', 'PC', 'PLLC', 'THE', 'AND', 'OF',
  'PAYROLL', 'PAYRL', 'PYRL', 'PAY', 'DIRECT', 'DEP', 'DEPOSIT', 'DIR', 'PPD', 'ACH', 'CREDIT', 'DES', 'ID', 'INDN', 'CO ID', 'SALARY', 'WAGES', 'NET',
]);

/** Upper-case words of a name or descriptor, without punctuation, digits-only words or noise. */
export function nameTokens(text: string): string[] {
  const words = text
    .toUpperCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w !== '' && !/^\d+$/.test(w));
  return words.filter((w) => !NOISE.has(w));
}

/**
 * Whether a deposit descriptor names the employer: the employer's first significant word is in it,
 * and at least two of its words (all of them when it has fewer). A word matches exactly, or as a
 * prefix of at least 4 letters either way (descriptors are cut short: "CONSTRUCT" for
 * "CONSTRUCTION"); the words run together also match ("BLUERIDGE" for "BLUE RIDGE").
 */
export function employerMatches(employer: string, descriptor: string): boolean {
  const e = nameTokens(employer);
  const d = nameTokens(descriptor);
  if (e.length === 0 || d.length === 0) return false;
  if (d.join('').includes(e.join('')) && e.join('').length >= 4) return true;
  const has = (t: string) => d.some((w) => w === t || (Math.min(w.length, t.length) >= 4 && (w.startsWith(t) || t.startsWith(w))));
  if (!has(e[0])) return false;
  return e.filter(has).length >= Math.min(e.length, 2);
}

// ---------------------------------------------------------------------------------------------
// (a) paystub net pay against deposits

type Deposit = CashFlowResultData['transactions'][number];
type PaystubDeposit = Verification['reconciliation']['paystub_deposits'][number];

function payrollTransactionIds(cf: CashFlowResultData): Set<string> {
  return new Set(cf.income.streams.filter((s) => s.category === 'PAYROLL').flatMap((s) => s.transaction_ids ?? []));
}

/** The deposit that best matches a net pay on a pay date among `pool` (closest date, then amount), or null. */
function bestDeposit(pool: Deposit[], payDate: string, netCents: number, used: Set<string>): Deposit | null {
  let best: { d: Deposit; days: number; diff: number } | null = null;
  for (const d of pool) {
    if (used.has(d.transaction_id) || !(d.amount > 0)) continue;
    const diff = Math.abs(cents(d.amount) - netCents);
    if (diff > netCents * DEPOSIT_AMOUNT_TOLERANCE) continue;
    const days = businessDaysApart(d.date, payDate);
    if (days === null || days > DEPOSIT_BUSINESS_DAYS) continue;
    const calendar = Math.abs(parseDay(d.date)! - parseDay(payDate)!);
    if (!best || calendar < best.days || (calendar === best.days && diff < best.diff)) best = { d, days: calendar, diff };
  }
  return best?.d ?? null;
}

function matchDeposits(stubs: PaystubResultData['paystubs'], cf: CashFlowResultData): PaystubDeposit[] {
  const payroll = payrollTransactionIds(cf);
  const payrollPool = cf.transactions.filter((t) => payroll.has(t.transaction_id));
  const otherPool = cf.transactions.filter((t) => !payroll.has(t.transaction_id));
  const used = new Set<string>();
  return stubs
    .filter((s) => s.pay_date !== null && s.net_pay !== null)
    .map((s) => {
      const net = cents(s.net_pay!);
      const found = bestDeposit(payrollPool, s.pay_date!, net, used) ?? bestDeposit(otherPool, s.pay_date!, net, used);
      if (found) used.add(found.transaction_id);
      return {
        document_id: s.document_id,
        pay_date: s.pay_date!,
        net_pay: s.net_pay!,
        deposit: found ? { transaction_id: found.transaction_id, date: found.date, amount: found.amount, description: found.description } : null,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// income

const PER_MONTH: Record<Frequency, { factor: number; text: string }> = {
  WEEKLY: { factor: 52 / 12, text: ' × 52 / 12' },
  BIWEEKLY: { factor: 26 / 12, text: ' × 26 / 12' },
  SEMI_MONTHLY: { factor: 2, text: ' × 2' },
  MONTHLY: { factor: 1, text: '' },
};
const FREQUENCY_WORD: Record<string, string> = { WEEKLY: 'weekly', BIWEEKLY: 'biweekly', SEMI_MONTHLY: 'semi-monthly', MONTHLY: 'monthly', IRREGULAR: 'irregular' };
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const dollars = (units: number) => money(cents(units)).replace(/^(-?\$[\d,]+)$/, '$1.00');

function paystubIncome(p: PaystubResultData, employer: string | null): Verification['income'] | null {
  const inc = p.income;
  if (!inc || inc.monthly_gross === null || inc.monthly_gross === undefined || !(inc.monthly_gross > 0)) return null;
  const newest = [...p.paystubs].filter((s) => s.pay_date).sort((a, b) => (a.pay_date! < b.pay_date! ? 1 : -1))[0];
  const whose = employer ? `${employer}'s paystub` : 'the paystub';
  const dated = newest?.pay_date ? ` dated ${newest.pay_date}` : '';
  let derivation: string;
  if (inc.frequency && inc.gross_per_period !== null && inc.gross_per_period !== undefined && PER_MONTH[inc.frequency]) {
    derivation =
      `${capital(FREQUENCY_WORD[inc.frequency])} gross pay of ${dollars(inc.gross_per_period)} from ${whose}${dated}` +
      `${PER_MONTH[inc.frequency].text} = ${dollars(inc.monthly_gross)} a month.`;
  } else {
    derivation = `Gross pay from ${whose}${dated} comes to ${dollars(inc.monthly_gross)} a month.`;
  }
  return { monthly_gross: round2(inc.monthly_gross), annual_gross: round2(inc.annual_gross ?? inc.monthly_gross * 12), source: 'PAYSTUB', derivation };
}

function bankIncome(cf: CashFlowResultData): Verification['income'] | null {
  if (!(cf.income.monthly_income > 0)) return null;
  const active = cf.income.streams.filter((s) => s.next_expected_date !== null && s.monthly_amount > 0);
  const parts = active
    .slice()
    .sort((a, b) => b.monthly_amount - a.monthly_amount)
    .slice(0, 3)
    .map((s) => `${s.source_name} (${FREQUENCY_WORD[s.frequency] ?? s.frequency.toLowerCase()}, ${dollars(s.monthly_amount)} a month)`);
  const more = active.length > 3 ? ` and ${plural(active.length - 3, 'other')}` : '';
  const from = cf.period ? ` in the bank data from ${cf.period.start_date} to ${cf.period.end_date}` : '';
  const streams = parts.length ? `: ${parts.join(', ')}${more}` : '';
  return {
    monthly_gross: round2(cf.income.monthly_income),
    annual_gross: round2(cf.income.annual_income),
    source: 'BANK_DEPOSITS',
    derivation:
      `Net deposits of ${plural(active.length || 1, 'active income stream')}${from} come to ${dollars(cf.income.monthly_income)} a month${streams}. ` +
      'This is pay as deposited, after taxes and deductions, not gross income.',
  };
}

// ---------------------------------------------------------------------------------------------

function mergeFraud(blocks: Array<FraudBlock | undefined>): FraudBlock | null {
  const present = blocks.filter((b): b is FraudBlock => !!b);
  if (present.length === 0) return null;
  const risk = present.reduce<Risk>((r, b) => (RISK_ORDER[b.risk] > RISK_ORDER[r] ? b.risk : r), 'LOW');
  return { risk, signals: present.flatMap((b) => b.signals) };
}

/** A sentence used inside another: its final full stop removed. */
const clause = (sentence: string) => sentence.trim().replace(/\.+$/, '');
const stip = (code: string, status: Stipulation['status'], description: string): Stipulation => ({ code, status, description });

export function verify(input: VerifyInput): Verification {
  const { paystub, cash_flow: cashFlow } = input;
  const p = paystub?.data ?? null;
  const cf = cashFlow?.data ?? null;
  const stipulations: Stipulation[] = [];
  const moduleOf = (type: string) => input.modules.find((m) => m.module_type === type);
  /** A module in its first analysis: its verdict is on the way, so nothing is asked of it yet. */
  const firstRun = (type: string) => {
    const m = moduleOf(type);
    return m !== undefined && m.status === 'ANALYZING' && !m.has_result;
  };

  const employer = p?.employment.employer_name ?? p?.paystubs.find((s) => s.employer_name)?.employer_name ?? null;
  const income = (p && paystubIncome(p, employer)) ?? (cf && bankIncome(cf)) ?? { monthly_gross: null, annual_gross: null, source: null, derivation: null };
  const identity = p?.identity ?? null;
  const fraud = mergeFraud([p?.fraud, cf?.fraud]);

  // Missing pieces.
  if (!p && !firstRun('paystub')) {
    stipulations.push(
      stip(
        'PROVIDE_PAYSTUB',
        'OPEN',
        moduleOf('paystub')
          ? 'No paystub has been analysed: upload a recent paystub and run the paystub module.'
          : "No paystub has been analysed, and this case's workflow has no paystub module: income can only be read from bank deposits.",
      ),
    );
  }
  if (!cf && !firstRun('cash_flow_analysis')) {
    stipulations.push(
      stip(
        'CONNECT_BANK_OR_STATEMENTS',
        'OPEN',
        moduleOf('cash_flow_analysis')
          ? 'No bank data has been analysed: connect a bank account or upload recent statements and run cash_flow_analysis, so pay can be matched to deposits.'
          : "No bank data has been analysed, and this case's workflow has no cash_flow_analysis module: pay cannot be matched to deposits.",
      ),
    );
  }

  // (a) paystub net pay against deposits, (b) employer against payroll descriptors.
  let paystubDeposits: PaystubDeposit[] = [];
  let employerInDeposits: boolean | null = null;
  if (p && cf) {
    paystubDeposits = matchDeposits(p.paystubs, cf);
    for (const s of p.paystubs.filter((x) => x.pay_date === null || x.net_pay === null)) {
      stipulations.push(stip('PAYSTUB_DEPOSIT_MISMATCH', 'OPEN', `A paystub${s.pay_date ? ` dated ${s.pay_date}` : ''} has no readable ${s.net_pay === null ? 'net pay' : 'pay date'}, so it cannot be matched to a deposit.`));
    }
    for (const m of paystubDeposits) {
      if (m.deposit) {
        stipulations.push(
          stip(
            'PAYSTUB_DEPOSIT_MISMATCH',
            'SATISFIED',
            `The net pay of ${dollars(m.net_pay)} dated ${m.pay_date} was deposited on ${m.deposit.date} (${dollars(m.deposit.amount)}, "${m.deposit.description}").`,
          ),
        );
      } else {
        const covered = cf.period && m.pay_date >= cf.period.start_date && m.pay_date <= cf.period.end_date;
        const outside = cf.period && !covered ? ` The bank data runs from ${cf.period.start_date} to ${cf.period.end_date}: provide statements that cover the pay date.` : '';
        stipulations.push(
          stip(
            'PAYSTUB_DEPOSIT_MISMATCH',
            'OPEN',
            `No deposit within 1% of the net pay of ${dollars(m.net_pay)} arrived within ${DEPOSIT_BUSINESS_DAYS} business days of the pay date ${m.pay_date}.${outside}`,
          ),
        );
      }
    }

    if (employer) {
      const payroll = payrollTransactionIds(cf);
      const descriptors = [
        ...cf.income.streams.filter((s) => s.category === 'PAYROLL').map((s) => s.source_name),
        ...cf.transactions.filter((t) => payroll.has(t.transaction_id)).map((t) => t.description),
        ...paystubDeposits.flatMap((m) => (m.deposit ? [m.deposit.description] : [])),
      ];
      const hit = descriptors.find((d) => employerMatches(employer, d));
      employerInDeposits = hit !== undefined;
      stipulations.push(
        hit !== undefined
          ? stip('EMPLOYER_NOT_IN_DEPOSITS', 'SATISFIED', `The paystub's employer, ${employer}, names the payroll deposits ("${hit}").`)
          : stip(
              'EMPLOYER_NOT_IN_DEPOSITS',
              'OPEN',
              descriptors.length
                ? `No payroll deposit names the paystub's employer, ${employer}: provide a letter or statement that links the deposits to the employer.`
                : `The bank data shows no payroll deposits to match the paystub's employer, ${employer}.`,
            ),
      );
    }
  }

  // (c) verified gross against the stated income: only a gross figure (a paystub) is compared.
  const stated = input.stated_monthly_income !== null && input.stated_monthly_income > 0 ? input.stated_monthly_income : null;
  let statedDifferencePct: number | null = null;
  if (stated !== null && income.source === 'PAYSTUB' && income.monthly_gross !== null) {
    statedDifferencePct = Math.round(((income.monthly_gross - stated) / stated) * 1000) / 10;
    const apart = Math.abs(income.monthly_gross - stated) > stated * STATED_INCOME_TOLERANCE;
    const figures = `the stated monthly income of ${dollars(stated)} and the verified gross of ${dollars(income.monthly_gross)}`;
    stipulations.push(
      apart
        ? stip(
            'STATED_INCOME_MISMATCH',
            'OPEN',
            `${capital(figures)} are ${Math.abs(statedDifferencePct)}% apart (the stated figure is ${income.monthly_gross < stated ? 'higher' : 'lower'}), more than ${STATED_INCOME_TOLERANCE * 100}%: restructure the deal on the verified figure or document the difference.`,
          )
        : stip('STATED_INCOME_MISMATCH', 'SATISFIED', `${capital(figures)} are within ${STATED_INCOME_TOLERANCE * 100}% (${Math.abs(statedDifferencePct)}%).`),
    );
  }

  // Identity, fraud, employment.
  if (identity) {
    if (identity.name_match === 'NO_MATCH') {
      stipulations.push(stip('IDENTITY_MISMATCH', 'OPEN', "The name on the paystub does not match the borrower's: the paystub may be someone else's."));
    } else if (identity.name_match === 'PARTIAL') {
      stipulations.push(stip('IDENTITY_MISMATCH', 'OPEN', "The name on the paystub matches the borrower's only in part: check the borrower's ID against the paystub."));
    } else {
      stipulations.push(stip('IDENTITY_MISMATCH', 'SATISFIED', "The name on the paystub matches the borrower's."));
    }
  }
  if (fraud) {
    if (fraud.risk === 'LOW') {
      stipulations.push(stip('FRAUD_REVIEW', 'SATISFIED', 'The document checks found no sign of tampering.'));
    } else {
      const worst = [...fraud.signals].sort((a, b) => RISK_ORDER[b.severity as Risk] - RISK_ORDER[a.severity as Risk])[0];
      stipulations.push(
        stip('FRAUD_REVIEW', 'OPEN', `The document checks rate the fraud risk ${fraud.risk}${worst ? `: ${clause(worst.description)}` : ''}. Review the original documents.`),
      );
    }
  }
  if (p) {
    if (p.employment.status === 'VERIFIED') {
      stipulations.push(stip('EMPLOYMENT_UNVERIFIED', 'SATISFIED', `Employment with ${employer ?? 'the employer'} is current: the latest pay date is ${p.employment.latest_pay_date}.`));
    } else {
      const why = p.employment.reasons?.[0];
      stipulations.push(stip('EMPLOYMENT_UNVERIFIED', 'OPEN', `Current employment is not verified${why ? `: ${clause(why)}` : ''}. Provide a recent paystub or a verification of employment.`));
    }
  }

  // Status.
  const anyResult = p !== null || cf !== null;
  const waiting = input.modules.some((m) => m.status === 'ANALYZING' && !m.has_result);
  const open = stipulations.some((s) => s.status === 'OPEN');
  let status: VerificationStatus;
  if (!anyResult || waiting) status = 'PENDING';
  else if (fraud?.risk === 'HIGH' || identity?.name_match === 'NO_MATCH' || income.source === null) status = 'NOT_VERIFIED';
  else if (
    income.source === 'PAYSTUB' &&
    paystubDeposits.length > 0 &&
    paystubDeposits.every((m) => m.deposit !== null) &&
    identity?.name_match === 'MATCH' &&
    (fraud === null || fraud.risk === 'LOW') &&
    !open
  )
    status = 'VERIFIED';
  else status = 'NEEDS_REVIEW';

  const results: Verification['results'] = [];
  if (paystub) results.push({ module_type: 'paystub', result_id: paystub.result_id });
  if (cashFlow) results.push({ module_type: 'cash_flow_analysis', result_id: cashFlow.result_id });

  return {
    case_id: input.case_id,
    status,
    income,
    employer_name: employer,
    identity: identity ? { name_match: identity.name_match, name_score: identity.name_score, address_match: identity.address_match } : null,
    fraud,
    stipulations,
    reconciliation: {
      paystub_deposits: paystubDeposits,
      employer_in_deposits: employerInDeposits,
      stated_monthly_income: stated,
      stated_difference_pct: statedDifferencePct,
    },
    monthly: (cf?.monthly ?? []).map((m) => ({ month: m.month, inflow: m.inflow, outflow: m.outflow })),
    results,
  };
}

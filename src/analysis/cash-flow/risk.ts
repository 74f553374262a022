// Risk flags, the 0-100 score, the level and the one-sentence insight.

import type { CashFlowAccountInput, RiskFlag, RiskFlagCode, Severity, TransactionCategory } from './cash-flow.types.ts';
import { INCOME_CATEGORIES, lenderOf } from './categorize.ts';
import { DAYS_PER_MONTH, formatDay } from './dates.ts';
import { sourceName } from './descriptors.ts';
import { netFees } from './fees.ts';
import { money, plural } from './format.ts';
import type { Stream } from './streams.ts';

export interface RiskTransaction {
  id: string;
  accountId: string;
  day: number;
  amountCents: number;
  category: TransactionCategory;
  description: string;
  documentId: string | null;
}

export interface RiskInput {
  startDay: number;
  endDay: number;
  transactions: readonly RiskTransaction[];
  streams: readonly Stream[];
  monthlyIncomeCents: number;
  /** Monthly income as computed from the data up to `fallingWindowDays` before the end; null when the history is too short. */
  earlier: { monthlyIncomeCents: number; windowDays: number } | null;
  negative: { days: Uint8Array; overdrawingIds: string[]; lowestCents: number | null };
  accounts: readonly CashFlowAccountInput[];
}

/** Points each flag adds to the score, by severity (see riskScore). */
export const SCORE_WEIGHTS: Record<RiskFlagCode, Record<Severity, number>> = {
  NSF_FEES: { LOW: 8, MEDIUM: 18, HIGH: 30 },
  OVERDRAFT_FEES: { LOW: 6, MEDIUM: 15, HIGH: 25 },
  NEGATIVE_BALANCE_DAYS: { LOW: 5, MEDIUM: 12, HIGH: 22 },
  LOAN_PAYMENTS: { LOW: 2, MEDIUM: 8, HIGH: 15 },
  LOAN_STACKING: { LOW: 10, MEDIUM: 20, HIGH: 30 },
  GAMBLING: { LOW: 4, MEDIUM: 10, HIGH: 20 },
  LARGE_UNEXPLAINED_DEPOSIT: { LOW: 5, MEDIUM: 10, HIGH: 18 },
  FALLING_INCOME: { LOW: 5, MEDIUM: 15, HIGH: 25 },
  NO_INCOME: { LOW: 40, MEDIUM: 40, HIGH: 40 },
  SHORT_HISTORY: { LOW: 4, MEDIUM: 10, HIGH: 15 },
  STATEMENT_NOT_RECONCILED: { LOW: 10, MEDIUM: 20, HIGH: 30 },
};

/** Flags are listed in this order. */
const ORDER: RiskFlagCode[] = [
  'NO_INCOME',
  'FALLING_INCOME',
  'NSF_FEES',
  'OVERDRAFT_FEES',
  'NEGATIVE_BALANCE_DAYS',
  'LOAN_STACKING',
  'LOAN_PAYMENTS',
  'GAMBLING',
  'LARGE_UNEXPLAINED_DEPOSIT',
  'STATEMENT_NOT_RECONCILED',
  'SHORT_HISTORY',
];

const RECENT = 90;
/** Deposits in these categories have no explanation (own transfers, refunds, loans... do). */
const UNEXPLAINED: ReadonlySet<TransactionCategory> = new Set(['CASH_DEPOSIT', 'OTHER_INFLOW', 'TRANSFER']);
const LOAN_WORDS = /\b(?:PMT|PYMT|PAYMENT|PAYMENTS|DISB|DISBURSEMENT|PROCEEDS|REPAY|REPAYMENT|AUTOPAY|AUTO PAY|ADVANCE|INSTALLMENT|FUNDING|FUNDED|DEPOSIT)\b/g;

function lenderName(description: string): { name: string; consumer: boolean } {
  const l = lenderOf(description);
  const name = (l?.name ?? sourceName(description)).replace(LOAN_WORDS, ' ').replace(/\s+/g, ' ').trim() || 'UNNAMED LENDER';
  return { name, consumer: !l || l.kind === 'CONSUMER' };
}

function feeFlag(
  code: 'NSF_FEES' | 'OVERDRAFT_FEES',
  label: string,
  fees: readonly { id: string; day: number; amountCents: number }[],
  reversed: number,
  endDay: number,
): RiskFlag | null {
  if (fees.length === 0) return null;
  const within = (d: number) => fees.filter((f) => f.day > endDay - d).length;
  const [n30, n60, n90] = [within(30), within(60), within(RECENT)];
  const total = fees.reduce((s, f) => s - f.amountCents, 0);
  const severity: Severity = n90 >= 3 || n30 >= 2 ? 'HIGH' : n90 >= 1 ? 'MEDIUM' : 'LOW';
  const rev = reversed > 0 ? `, net of ${plural(reversed, 'reversal')}` : '';
  return {
    code,
    severity,
    description:
      `${plural(n90, `${label} fee`)} in the last 90 days (${n30} in 30 days, ${n60} in 60 days); ` +
      `${fees.length} in the whole history totalling ${money(total)}${rev}.`,
    transaction_ids: fees.map((f) => f.id),
  };
}

export interface RiskFlags {
  flags: RiskFlag[];
  /** A short phrase per flag for the insight sentence. */
  summaries: Partial<Record<RiskFlagCode, string>>;
  /** Unreversed NSF and overdraft fees in the last 90 days. */
  nsf90: number;
  overdraft90: number;
}

/** Every flag that applies, in a fixed order. */
export function riskFlags(input: RiskInput): RiskFlags {
  const summaries: Partial<Record<RiskFlagCode, string>> = {};
  const { endDay, startDay, transactions: txs, monthlyIncomeCents } = input;
  const days = endDay - startDay + 1;
  const recentStart = endDay - RECENT + 1;
  const recentMonths = Math.min(RECENT, days) / DAYS_PER_MONTH;
  const flags: RiskFlag[] = [];

  // Income.
  if (monthlyIncomeCents <= 0) {
    const stopped = input.streams.filter((s) => !s.active);
    const last = stopped[0];
    flags.push({
      code: 'NO_INCOME',
      severity: 'HIGH',
      description: last
        ? `No active income stream in ${days} days of transactions; the last, ${last.source}, stopped after ${formatDay(last.lastDay)}.`
        : `No recurring income found in ${days} days of transactions.`,
      transaction_ids: stopped.flatMap((s) => s.transactionIds),
    });
  }
  if (input.earlier && input.earlier.monthlyIncomeCents > 0) {
    const before = input.earlier.monthlyIncomeCents;
    const drop = (before - monthlyIncomeCents) / before;
    if (drop > 0.25) {
      const w = input.earlier.windowDays;
      const ids = input.streams.flatMap((s) => s.transactionIds);
      const inWindow = new Set(txs.filter((t) => t.day > endDay - 2 * w).map((t) => t.id));
      flags.push({
        code: 'FALLING_INCOME',
        severity: drop > 0.5 ? 'HIGH' : 'MEDIUM',
        description:
          `Monthly income fell ${Math.round(drop * 100)}%: ${money(monthlyIncomeCents)} from the last ${w} days ` +
          `against ${money(before)} from the ${w} days before.`,
        transaction_ids: ids.filter((id) => inWindow.has(id)),
      });
      summaries.FALLING_INCOME = `monthly income down ${Math.round(drop * 100)}% from ${w} days earlier`;
    }
  }

  // Fees and balances.
  const fees = netFees(txs);
  const nsf = feeFlag('NSF_FEES', 'NSF', fees.nsf, fees.reversedNsf, endDay);
  if (nsf) flags.push(nsf);
  const od = feeFlag('OVERDRAFT_FEES', 'overdraft', fees.overdraft, fees.reversedOverdraft, endDay);
  if (od) flags.push(od);
  const neg = input.negative.days;
  let negTotal = 0;
  let negRecent = 0;
  for (let i = 0; i < neg.length; i++) {
    if (!neg[i]) continue;
    negTotal++;
    if (startDay + i >= recentStart) negRecent++;
  }
  if (negTotal > 0) {
    const lowest = input.negative.lowestCents;
    flags.push({
      code: 'NEGATIVE_BALANCE_DAYS',
      severity: negRecent >= 10 ? 'HIGH' : negRecent >= 3 ? 'MEDIUM' : 'LOW',
      description:
        `The balance ended the day below zero on ${plural(negTotal, 'day')}, ${negRecent} of them in the last 90 days` +
        (lowest !== null ? `; lowest ${money(lowest)}.` : '.'),
      transaction_ids: input.negative.overdrawingIds,
    });
    summaries.NEGATIVE_BALANCE_DAYS = `${plural(negRecent, 'day')} below zero in the last 90 days`;
  }

  // Loans.
  const loanTxs = txs.filter((t) => t.day >= recentStart && (t.category === 'LOAN_PAYMENT' || t.category === 'LOAN_PROCEEDS'));
  const consumerLenders = new Map<string, string[]>();
  for (const t of loanTxs) {
    const l = lenderName(t.description);
    if (!l.consumer) continue;
    const ids = consumerLenders.get(l.name) ?? [];
    ids.push(t.id);
    consumerLenders.set(l.name, ids);
  }
  if (consumerLenders.size >= 3) {
    const names = [...consumerLenders.keys()].sort();
    flags.push({
      code: 'LOAN_STACKING',
      severity: consumerLenders.size >= 4 ? 'HIGH' : 'MEDIUM',
      description: `Borrowing from ${consumerLenders.size} consumer lenders in the last 90 days: ${names.join(', ')}.`,
      transaction_ids: [...consumerLenders.values()].flat(),
    });
    summaries.LOAN_STACKING = `borrowing from ${consumerLenders.size} consumer lenders`;
  }
  const payments = loanTxs.filter((t) => t.category === 'LOAN_PAYMENT');
  if (payments.length > 0) {
    const monthly = payments.reduce((s, t) => s - t.amountCents, 0) / recentMonths;
    const lenders = [...new Set(payments.map((t) => lenderName(t.description).name))].sort();
    const ratio = monthlyIncomeCents > 0 ? monthly / monthlyIncomeCents : null;
    flags.push({
      code: 'LOAN_PAYMENTS',
      severity: ratio === null ? 'MEDIUM' : ratio >= 0.4 ? 'HIGH' : ratio >= 0.2 ? 'MEDIUM' : 'LOW',
      description:
        `Loan payments of ${money(monthly)} a month over the last 90 days to ${plural(lenders.length, 'lender')} (${lenders.join(', ')})` +
        (ratio === null ? ', with no income.' : `, ${Math.round(ratio * 100)}% of monthly income.`),
      transaction_ids: payments.map((t) => t.id),
    });
  }

  // Gambling.
  const gambling = txs.filter((t) => t.category === 'GAMBLING' && t.amountCents < 0);
  if (gambling.length > 0) {
    const recent = gambling.filter((t) => t.day >= recentStart);
    const spent = recent.reduce((s, t) => s - t.amountCents, 0);
    const share = monthlyIncomeCents > 0 ? spent / recentMonths / monthlyIncomeCents : null;
    const severity: Severity =
      recent.length === 0 ? 'LOW' : share === null || share >= 0.15 || recent.length >= 20 ? 'HIGH' : share >= 0.05 || recent.length >= 5 ? 'MEDIUM' : 'LOW';
    flags.push({
      code: 'GAMBLING',
      severity,
      description:
        `${money(spent)} spent on gambling in the last 90 days over ${plural(recent.length, 'transaction')}` +
        (share !== null && recent.length > 0 ? ` (${Math.round(share * 100)}% of monthly income a month)` : '') +
        `; ${gambling.length} in the whole history.`,
      transaction_ids: gambling.map((t) => t.id),
    });
    summaries.GAMBLING = `${money(spent)} spent on gambling in 90 days`;
  }

  // Large deposits with no explanation.
  const inStream = new Set(input.streams.flatMap((s) => s.transactionIds));
  const threshold = monthlyIncomeCents > 0 ? Math.max(0.5 * monthlyIncomeCents, 50_000) : 250_000;
  const large = txs.filter((t) => t.amountCents > threshold && UNEXPLAINED.has(t.category) && !inStream.has(t.id));
  if (large.length > 0) {
    const biggest = large.reduce((a, b) => (b.amountCents > a.amountCents ? b : a));
    const high = monthlyIncomeCents > 0 ? biggest.amountCents > 1.5 * monthlyIncomeCents : biggest.amountCents > 1_000_000;
    flags.push({
      code: 'LARGE_UNEXPLAINED_DEPOSIT',
      severity: high ? 'HIGH' : 'MEDIUM',
      description:
        `${plural(large.length, 'deposit')} over ${money(threshold)} with no income or transfer explanation` +
        `, the largest ${money(biggest.amountCents)} on ${formatDay(biggest.day)} ("${biggest.description.trim()}").`,
      transaction_ids: large.map((t) => t.id),
    });
    summaries.LARGE_UNEXPLAINED_DEPOSIT = `an unexplained deposit of ${money(biggest.amountCents)}`;
  }

  // Statements whose arithmetic does not hold.
  const mismatched = input.accounts.filter((a) => a.reconciliation?.status === 'MISMATCH');
  if (mismatched.length > 0) {
    const a = mismatched[0];
    const label = a.mask ? `account ...${a.mask}` : a.name ? `account "${a.name}"` : `account ${a.account_id}`;
    const problem = a.reconciliation!.problems[0] ?? 'the balances do not add up';
    const others = mismatched.length > 1 ? ` (${plural(mismatched.length - 1, 'other account')} too)` : '';
    const ids = new Set(mismatched.map((m) => m.account_id));
    const docs = new Map(mismatched.map((m) => [m.account_id, m.reconciliation!.document_id]));
    flags.push({
      code: 'STATEMENT_NOT_RECONCILED',
      severity: 'MEDIUM',
      description: `The statement for ${label} does not reconcile${others}: ${problem.replace(/\.$/, '')}.`,
      transaction_ids: txs
        .filter((t) => ids.has(t.accountId) && (docs.get(t.accountId) === null || docs.get(t.accountId) === t.documentId))
        .map((t) => t.id),
    });
    summaries.STATEMENT_NOT_RECONCILED = 'a statement that does not reconcile';
  }

  if (days < 90) {
    flags.push({
      code: 'SHORT_HISTORY',
      severity: days < 60 ? 'MEDIUM' : 'LOW',
      description: `Only ${days} days of transactions (${formatDay(startDay)} to ${formatDay(endDay)}); 90 or more give a reliable picture.`,
      transaction_ids: txs.length ? [...new Set([txs[0].id, txs[txs.length - 1].id])] : [],
    });
  }

  flags.sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code));
  const in90 = (fs: readonly { day: number }[]) => fs.filter((f) => f.day >= recentStart).length;
  return { flags, summaries, nsf90: in90(fees.nsf), overdraft90: in90(fees.overdraft) };
}

/**
 * Score: the sum of SCORE_WEIGHTS[code][severity] over the flags, capped at 100 (higher is riskier).
 * Level: HIGH from 50, MEDIUM from 25, else LOW.
 */
export function riskScore(flags: readonly RiskFlag[]): { score: number; level: Severity } {
  const score = Math.min(100, flags.reduce((s, f) => s + SCORE_WEIGHTS[f.code][f.severity], 0));
  return { score, level: score >= 50 ? 'HIGH' : score >= 25 ? 'MEDIUM' : 'LOW' };
}

const FREQ_WORD = { WEEKLY: 'weekly', BIWEEKLY: 'biweekly', SEMI_MONTHLY: 'semi-monthly', MONTHLY: 'monthly', IRREGULAR: 'irregular' };
const CATEGORY_WORD = { PAYROLL: 'payroll', BENEFITS: 'benefits', PENSION: 'pension', GIG: 'gig income', RENTAL: 'rental income', OTHER: 'income' };

/** One sentence with the key figures: the main income, the fees, and the most serious other flag. */
export function insightSentence(input: {
  streams: readonly Stream[];
  monthlyIncomeCents: number;
  days: number;
  risk: RiskFlags;
}): string {
  const active = input.streams.filter((s) => s.active);
  let income: string;
  if (active.length === 0) {
    const stopped = input.streams[0];
    income = stopped
      ? `No active income: the last stream, ${stopped.source}, stopped after ${formatDay(stopped.lastDay)}`
      : `No income found in ${input.days} days of transactions`;
  } else {
    const main = active[0];
    const what = CATEGORY_WORD[main.category];
    if (main.frequency === 'IRREGULAR') {
      income = `Irregular ${what} averaging ${money(main.monthlyCents)} a month from ${main.source}`;
    } else {
      const lead = main.confidence >= 0.8 ? `Steady ${FREQ_WORD[main.frequency]}` : capitalise(FREQ_WORD[main.frequency]);
      income = `${lead} ${what} of ${money(main.averageCents)} from ${main.source}`;
    }
    if (active.length > 1) income += ` plus ${plural(active.length - 1, 'other stream')}`;
    income += `, ${money(input.monthlyIncomeCents)} a month in all`;
  }
  const feeParts: string[] = [];
  if (input.risk.nsf90 > 0) feeParts.push(plural(input.risk.nsf90, 'NSF fee'));
  if (input.risk.overdraft90 > 0) feeParts.push(plural(input.risk.overdraft90, 'overdraft fee'));
  const fees = feeParts.length ? `${feeParts.join(' and ')} in the last 90 days` : 'no overdraft or NSF fees in the last 90 days';
  const highlight = input.risk.flags
    .filter((f) => input.risk.summaries[f.code] && f.severity !== 'LOW')
    .sort((a, b) => SCORE_WEIGHTS[b.code][b.severity] - SCORE_WEIGHTS[a.code][a.severity])[0];
  const extra = highlight ? `; ${input.risk.summaries[highlight.code]}` : '';
  return `${income}; ${fees}${extra}.`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}


/** Income-category inflows (used for the income-window comparison). */
export function isIncomeCategory(c: TransactionCategory): boolean {
  return INCOME_CATEGORIES.has(c);
}

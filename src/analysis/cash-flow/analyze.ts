// cash_flow_analysis: a borrower's accounts and transactions in, income streams, monthly sums, risk out.

import { reconstructBalances, balanceAtEndOf, negativeDays, type AccountBalances, type BalanceTransaction } from './balances.ts';
import { borrowerNameWords, categorize, type CategorizeContext } from './categorize.ts';
import type {
  CashFlowAccount,
  CashFlowAccountInput,
  CashFlowData,
  CashFlowInput,
  CashFlowOutcome,
  CashFlowTransactionInput,
  TransactionCategory,
} from './cash-flow.types.ts';
import { formatDay, parseDay } from './dates.ts';
import { sourceName } from './descriptors.ts';
import { toUnits } from './format.ts';
import { monthlySummary } from './monthly.ts';
import { matchOwnTransfers } from './own-transfers.ts';
import { insightSentence, riskFlags, riskScore } from './risk.ts';
import { buildStreams, streamCategoryOf, type Stream, type StreamTransaction } from './streams.ts';

export const MODEL_VERSION = 'cash-flow-1.0.0';

/** Fewer days than this and the analysis is INSUFFICIENT (contracts section 7). */
export const MIN_DAYS = 28;
/** From this many days on, monthly income is also computed as of `FALLING_WINDOW` days before the end. */
const MIN_DAYS_FOR_TREND = 120;
const FALLING_WINDOW = 91;

interface Tx {
  input: CashFlowTransactionInput;
  index: number;
  day: number;
  category: TransactionCategory;
  source: string;
  runningBalanceCents: number | null;
}

/** The first and last day covered by the accounts' printed periods and by the transactions. */
function coverageOf(accounts: readonly CashFlowAccountInput[], txStart: number, txEnd: number): { start: number; end: number; fromPeriods: boolean } {
  let start = txStart;
  let end = txEnd;
  let fromPeriods = false;
  for (const a of accounts) {
    for (const c of a.coverage ?? []) {
      const s = parseDay(c.start);
      const e = parseDay(c.end);
      if (s === null || e === null || e < s) continue;
      if (s < start) start = s;
      if (e > end) end = e;
      fromPeriods = true;
    }
  }
  return { start, end, fromPeriods };
}

function accountChecks(a: CashFlowAccountInput, currency: string): Omit<CashFlowAccount, 'account_id' | 'name' | 'mask' | 'source' | 'opening_balance' | 'closing_balance'> {
  const status = a.reconciliation?.status ?? null;
  const fb = a.reconciliation?.first_break ?? null;
  return {
    currency: a.currency ?? currency,
    reconciled: status === 'RECONCILED' ? true : status === 'MISMATCH' ? false : null,
    ...(fb ? { first_break: { document_id: fb.document_id, row: fb.row, date: fb.date, description: fb.description, expected: toUnits(fb.expected_cents), printed: toUnits(fb.printed_cents) } } : {}),
    flagged_rows: a.flagged_rows ?? 0,
    ...(a.excluded_reason ? { excluded_reason: a.excluded_reason } : {}),
  };
}

function monthlyIncome(streams: readonly Stream[]): number {
  return streams.filter((s) => s.active).reduce((sum, s) => sum + s.monthlyCents, 0);
}

/**
 * Turns a borrower's accounts and transactions into the cash_flow_analysis result (contracts
 * section 7, `2025-09-30`, without `fraud`). Pure: the same input always gives the same output.
 * Transactions without a real YYYY-MM-DD date or an integer amount are left out.
 */
export function analyzeCashFlow(input: CashFlowInput): CashFlowOutcome {
  const all = input.transactions ?? [];
  const txs: Tx[] = [];
  const dayMemo = new Map<string, number | null>();
  for (let i = 0; i < all.length; i++) {
    const t = all[i];
    let day: number | null = null;
    if (t && typeof t.date === 'string' && Number.isSafeInteger(t.amount_cents)) {
      day = dayMemo.get(t.date) ?? null;
      if (day === null && !dayMemo.has(t.date)) {
        day = parseDay(t.date);
        dayMemo.set(t.date, day);
      }
    }
    if (day === null) continue;
    txs.push({ input: all[i], index: i, day, category: 'OTHER_INFLOW', source: '', runningBalanceCents: null });
  }
  if (txs.length === 0) {
    return {
      status: 'INSUFFICIENT',
      reason:
        all.length === 0
          ? 'There are no transactions to analyse.'
          : `None of the ${all.length} transactions has a valid date and amount, so there is nothing to analyse.`,
    };
  }
  txs.sort((a, b) => a.day - b.day || a.index - b.index);
  // The history covered: the statements' printed periods (or connections' date ranges) where
  // known, widened to the transactions themselves; a month's statement with few rows is a month.
  const covered = coverageOf(input.accounts ?? [], txs[0].day, txs[txs.length - 1].day);
  const startDay = covered.start;
  const endDay = covered.end;
  const days = endDay - startDay + 1;
  if (days < MIN_DAYS) {
    return {
      status: 'INSUFFICIENT',
      reason:
        `The ${txs.length} usable transactions ${covered.fromPeriods ? 'and the statement periods ' : ''}cover only ${days} ${days === 1 ? 'day' : 'days'} ` +
        `(${formatDay(startDay)} to ${formatDay(endDay)}); at least ${MIN_DAYS} days are needed.`,
    };
  }

  // Categories, then own transfers matched by amount across accounts.
  const accounts = input.accounts ?? [];
  const ctx: CategorizeContext = {
    ownMasks: new Set(accounts.map((a) => a.mask).filter((m): m is string => !!m && /^\d{4}$/.test(m))),
    borrowerName: borrowerNameWords(input.borrower),
  };
  // Descriptors repeat: each distinct (descriptor, sign, bank category) is categorised once.
  const categoryMemo = new Map<string, TransactionCategory>();
  for (const t of txs) {
    const description = t.input.description ?? '';
    const hint = t.input.category ?? null;
    const key = `${t.input.amount_cents >= 0 ? '+' : '-'}${hint ?? ''}\u0001${description}`;
    let category = categoryMemo.get(key);
    if (category === undefined) {
      category = categorize(description, t.input.amount_cents, hint, ctx);
      categoryMemo.set(key, category);
    }
    t.category = category;
  }
  const pairs = matchOwnTransfers(
    txs.map((t) => ({ accountId: t.input.account_id, day: t.day, amountCents: t.input.amount_cents, category: t.category })),
  );
  for (const [o, i] of pairs) {
    txs[o].category = 'TRANSFER_OWN';
    txs[i].category = 'TRANSFER_OWN';
  }
  const sourceMemo = new Map<string, string>();
  for (const t of txs) {
    if (t.input.amount_cents <= 0 || !streamCategoryOf(t.category)) continue;
    const description = t.input.description ?? '';
    let source = sourceMemo.get(description);
    if (source === undefined) sourceMemo.set(description, (source = sourceName(description)));
    t.source = source;
  }

  // Balances per account (transactions of unknown accounts get their own group).
  const byAccount = new Map<string, Tx[]>();
  for (const t of txs) {
    const list = byAccount.get(t.input.account_id) ?? [];
    list.push(t);
    byAccount.set(t.input.account_id, list);
  }
  const accountById = new Map(accounts.map((a) => [a.account_id, a]));
  const balanceGroups: Array<{ txs: BalanceTransaction[]; balances: AccountBalances; members: Tx[] }> = [];
  const negative = new Uint8Array(days);
  const overdrawingIds: string[] = [];
  let lowestCents: number | null = null;
  const accountIds = [...new Set([...accounts.map((a) => a.account_id), ...byAccount.keys()])];
  for (const id of accountIds) {
    const members = byAccount.get(id) ?? [];
    const acct = accountById.get(id);
    const bt: BalanceTransaction[] = members.map((t) => ({
      day: t.day,
      amountCents: t.input.amount_cents,
      printedBalanceCents: Number.isSafeInteger(t.input.running_balance_cents) ? t.input.running_balance_cents : null,
    }));
    const balances = reconstructBalances(bt, acct?.opening_balance_cents ?? null, acct?.closing_balance_cents ?? null);
    members.forEach((t, i) => (t.runningBalanceCents = balances.after[i]));
    balanceGroups.push({ txs: bt, balances, members });
    const neg = negativeDays(bt, balances, startDay, endDay);
    for (let d = 0; d < days; d++) if (neg.negative[d]) negative[d] = 1;
    for (const i of neg.overdrawing) overdrawingIds.push(members[i].input.transaction_id);
    for (const b of [balances.initial, ...balances.after]) {
      if (b !== null && b < 0 && (lowestCents === null || b < lowestCents)) lowestCents = b;
    }
  }
  const balanceAt = (day: number): number | null => {
    let sum = 0;
    for (const g of balanceGroups) {
      const b = balanceAtEndOf(g.txs, g.balances, day);
      if (b === null) return null;
      sum += b;
    }
    return sum;
  };

  // Income.
  const streamTxs: StreamTransaction[] = txs
    .filter((t) => t.source !== '')
    .map((t) => ({ id: t.input.transaction_id, day: t.day, amountCents: t.input.amount_cents, category: t.category, source: t.source }));
  const streams = buildStreams(streamTxs, endDay, startDay);
  const monthlyIncomeCents = monthlyIncome(streams);
  let earlier: { monthlyIncomeCents: number; windowDays: number } | null = null;
  if (days >= MIN_DAYS_FOR_TREND) {
    const windowDays = Math.min(FALLING_WINDOW, Math.floor(days / 2));
    const cutoff = endDay - windowDays;
    earlier = { monthlyIncomeCents: monthlyIncome(buildStreams(streamTxs.filter((t) => t.day <= cutoff), cutoff, startDay)), windowDays };
  }

  const monthly = monthlySummary(
    txs.map((t) => ({ day: t.day, amountCents: t.input.amount_cents, category: t.category })),
    startDay,
    endDay,
    balanceAt,
  );

  const risk = riskFlags({
    startDay,
    endDay,
    transactions: txs.map((t) => ({
      id: t.input.transaction_id,
      accountId: t.input.account_id,
      day: t.day,
      amountCents: t.input.amount_cents,
      category: t.category,
      description: t.input.description ?? '',
      documentId: t.input.document_id ?? null,
    })),
    streams,
    monthlyIncomeCents,
    earlier,
    negative: { days: negative, overdrawingIds, lowestCents },
    accounts,
  });
  const { score, level } = riskScore(risk.flags);

  const data: CashFlowData = {
    currency: input.currency,
    period: { start_date: formatDay(startDay), end_date: formatDay(endDay), days },
    accounts: accounts.map((a: CashFlowAccountInput) => ({
      account_id: a.account_id,
      name: a.name,
      mask: a.mask,
      source: a.source,
      opening_balance: a.opening_balance_cents === null ? null : toUnits(a.opening_balance_cents),
      closing_balance: a.closing_balance_cents === null ? null : toUnits(a.closing_balance_cents),
      ...accountChecks(a, input.currency),
    })),
    income: {
      monthly_income: toUnits(monthlyIncomeCents),
      annual_income: toUnits(Math.round(monthlyIncomeCents) * 12),
      streams: streams.map((s) => ({
        stream_id: s.streamId,
        source_name: s.source,
        category: s.category,
        frequency: s.frequency,
        average_amount: toUnits(s.averageCents),
        monthly_amount: toUnits(s.monthlyCents),
        occurrences: s.occurrences,
        first_date: formatDay(s.firstDay),
        last_date: formatDay(s.lastDay),
        next_expected_date: s.nextExpectedDay === null ? null : formatDay(s.nextExpectedDay),
        confidence: s.confidence,
        transaction_ids: s.transactionIds,
      })),
    },
    monthly: monthly.map((m) => ({
      month: m.month,
      inflow: toUnits(m.inflowCents),
      outflow: toUnits(m.outflowCents),
      net: toUnits(m.netCents),
      ending_balance: m.endingBalanceCents === null ? null : toUnits(m.endingBalanceCents),
      transaction_count: m.transactionCount,
    })),
    risk: {
      level,
      score,
      insight: insightSentence({ streams, monthlyIncomeCents, days, risk }),
      flags: risk.flags,
    },
    transactions: txs.map((t) => ({
      transaction_id: t.input.transaction_id,
      account_id: t.input.account_id,
      date: t.input.date,
      description: t.input.description ?? '',
      amount: toUnits(t.input.amount_cents),
      running_balance: t.runningBalanceCents === null ? null : toUnits(t.runningBalanceCents),
      category: t.category,
      document_id: t.input.document_id ?? null,
      page: t.input.page ?? null,
    })),
    transactions_analyzed: txs.length,
    model_version: MODEL_VERSION,
  };
  return { status: 'COMPLETED', data };
}

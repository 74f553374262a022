import type { CashFlowInput, CashFlowTransactionInput } from '../../analysis/cash-flow/cash-flow.types.ts';

type History = Pick<CashFlowInput, 'accounts' | 'transactions'>;

/** A transaction of one source finds its twin in the other within this many days (posting dates differ). */
export const SAME_ACCOUNT_DAYS = 3;
/** At least this many of a statement account's transactions must fall in the connection's dates to judge. */
export const SAME_ACCOUNT_MIN_OVERLAP = 3;
/** ... and at least this share of them must have a twin for the two to be one account. */
export const SAME_ACCOUNT_MIN_SHARE = 0.6;

export interface DuplicateAccount {
  kept: string;
  dropped: string;
  matched: number;
  compared: number;
}

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

function byAccount(transactions: readonly CashFlowTransactionInput[]) {
  const out = new Map<string, CashFlowTransactionInput[]>();
  for (const t of transactions) {
    const list = out.get(t.account_id) ?? [];
    list.push(t);
    out.set(t.account_id, list);
  }
  return out;
}

const spanDays = (list: readonly CashFlowTransactionInput[]) => {
  const days = list.map((t) => day(t.date));
  return Math.max(...days) - Math.min(...days);
};

/**
 * How many of `statement`'s transactions inside `connected`'s dates have a twin there: the same
 * amount in cents within SAME_ACCOUNT_DAYS, each twin used once.
 */
function twins(statement: readonly CashFlowTransactionInput[], connected: readonly CashFlowTransactionInput[]) {
  const days = connected.map((t) => day(t.date));
  const from = Math.min(...days) - SAME_ACCOUNT_DAYS;
  const to = Math.max(...days) + SAME_ACCOUNT_DAYS;
  const inside = statement.filter((t) => day(t.date) >= from && day(t.date) <= to);
  const free = new Map<number, number[]>();
  for (const t of connected) free.set(t.amount_cents, [...(free.get(t.amount_cents) ?? []), day(t.date)]);
  let matched = 0;
  for (const t of inside) {
    const candidates = free.get(t.amount_cents);
    const d = day(t.date);
    const i = candidates?.findIndex((c) => Math.abs(c - d) <= SAME_ACCOUNT_DAYS) ?? -1;
    if (i >= 0) {
      candidates!.splice(i, 1);
      matched++;
    }
  }
  return { matched, compared: inside.length };
}

/**
 * A borrower who uploads a statement and also connects the same bank account would otherwise have
 * every deposit counted twice. A statement account and a connected account are the same account
 * when their masks do not disagree and most of the statement's transactions within the
 * connection's dates have a twin in the connection. Of such a pair the one whose transactions span
 * more days is kept whole and the other is left out whole (account and transactions), so that
 * every kept account still has balances that agree with its transactions. Pure.
 */
export function withoutDuplicateAccounts(statements: History, connections: History): { statements: History; connections: History; duplicates: DuplicateAccount[] } {
  const sTx = byAccount(statements.transactions);
  const cTx = byAccount(connections.transactions);
  const droppedStatement = new Set<string>();
  const droppedConnected = new Set<string>();
  const duplicates: DuplicateAccount[] = [];
  for (const s of statements.accounts) {
    const sList = sTx.get(s.account_id);
    if (!sList?.length) continue;
    for (const c of connections.accounts) {
      const cList = cTx.get(c.account_id);
      if (droppedConnected.has(c.account_id) || !cList?.length) continue;
      if (s.mask && c.mask && s.mask.slice(-4) !== c.mask.slice(-4)) continue;
      const { matched, compared } = twins(sList, cList);
      if (compared < SAME_ACCOUNT_MIN_OVERLAP || matched < SAME_ACCOUNT_MIN_SHARE * compared) continue;
      const keepConnection = spanDays(cList) >= spanDays(sList);
      if (keepConnection) droppedStatement.add(s.account_id);
      else droppedConnected.add(c.account_id);
      duplicates.push({ kept: keepConnection ? c.account_id : s.account_id, dropped: keepConnection ? s.account_id : c.account_id, matched, compared });
      break;
    }
  }
  const keep = (h: History, dropped: Set<string>): History => ({
    accounts: h.accounts.filter((a) => !dropped.has(a.account_id)),
    transactions: h.transactions.filter((t) => !dropped.has(t.account_id)),
  });
  return { statements: keep(statements, droppedStatement), connections: keep(connections, droppedConnected), duplicates };
}

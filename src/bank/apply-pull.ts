import type { ConnectedAccount, ConnectedTransaction, TransactionsPull } from './bank.types.ts';

export interface HeldConnection {
  accounts: ConnectedAccount[];
  transactions: ConnectedTransaction[];
}

/**
 * A connection after a pull: added and modified transactions replace any held under the same id,
 * removed ones go, and only depository accounts (and their transactions) are kept, in date order.
 * Each account's closing balance is the aggregator's current one; its opening balance is that
 * less every posted transaction held, so a statement-like balance line runs through them.
 */
export function applyPull(held: HeldConnection, pull: TransactionsPull): HeldConnection {
  const byId = new Map(held.transactions.map((t) => [t.transaction_id, t]));
  for (const t of [...pull.added, ...pull.modified]) byId.set(t.transaction_id, t);
  for (const id of pull.removed) byId.delete(id);
  const accounts = (pull.accounts.length > 0 ? pull.accounts : held.accounts).filter((a) => a.type === 'depository');
  const kept = new Set(accounts.map((a) => a.account_id));
  const transactions = [...byId.values()]
    .filter((t) => kept.has(t.account_id))
    .sort((a, b) => a.date.localeCompare(b.date) || a.transaction_id.localeCompare(b.transaction_id));
  const posted = new Map<string, number>();
  for (const t of transactions) if (!t.pending) posted.set(t.account_id, (posted.get(t.account_id) ?? 0) + t.amount_cents);
  return {
    accounts: accounts.map((a) => ({
      ...a,
      opening_balance_cents: a.closing_balance_cents === null ? a.opening_balance_cents : a.closing_balance_cents - (posted.get(a.account_id) ?? 0),
    })),
    transactions,
  };
}

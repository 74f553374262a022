import type { CashFlowAccountInput, CashFlowInput, CashFlowTransactionInput } from '../../analysis/cash-flow/cash-flow.types.ts';
import type { ConnectedAccount, ConnectedTransaction } from '../../bank/bank.types.ts';
import { withoutDuplicateAccounts } from './same-account.ts';

/** A case's bank connection as stored. */
export interface StoredConnection {
  connection_id: string;
  provider: string;
  institution_id: string;
  connected_at: Date;
  accounts: ConnectedAccount[];
  transactions: ConnectedTransaction[];
}

type Input = Omit<CashFlowInput, 'borrower'>;

/**
 * The accounts and transactions of a case's bank connections as analysis input. Connecting the
 * same institution again (through the same provider) replaces what the earlier connection
 * imported: only the latest connection of each institution counts, so a reconnection never
 * counts a deposit twice. Accounts keep the connector's ids and balances (`source:
 * BANK_CONNECTION`), transactions their ids, with no document or page. An id that another
 * connection of the case already uses gets the connection's id in front. Pure.
 */
export function connectionsToInput(connections: readonly StoredConnection[]): Pick<Input, 'accounts' | 'transactions'> {
  const latest = new Map<string, StoredConnection>();
  const ordered = [...connections].sort((a, b) => a.connected_at.getTime() - b.connected_at.getTime() || a.connection_id.localeCompare(b.connection_id));
  for (const c of ordered) latest.set(`${c.provider}\u0000${c.institution_id}`, c);

  const accounts: CashFlowAccountInput[] = [];
  const transactions: CashFlowTransactionInput[] = [];
  const accountIds = new Set<string>();
  const transactionIds = new Set<string>();
  const unique = (seen: Set<string>, id: string, connectionId: string) => {
    const out = seen.has(id) ? `${connectionId}:${id}` : id;
    seen.add(out);
    return out;
  };
  for (const c of [...latest.values()].sort((a, b) => a.connected_at.getTime() - b.connected_at.getTime())) {
    const idOf = new Map<string, string>();
    for (const a of c.accounts) {
      const id = unique(accountIds, a.account_id, c.connection_id);
      idOf.set(a.account_id, id);
      accounts.push({
        account_id: id,
        name: a.name,
        mask: a.mask,
        source: 'BANK_CONNECTION',
        opening_balance_cents: a.opening_balance_cents,
        closing_balance_cents: a.closing_balance_cents,
        reconciliation: null,
      });
    }
    for (const t of c.transactions) {
      if (t.pending) continue; // not yet posted: it may still change or vanish
      transactions.push({
        transaction_id: unique(transactionIds, t.transaction_id, c.connection_id),
        account_id: idOf.get(t.account_id) ?? t.account_id,
        date: t.date,
        description: t.description,
        amount_cents: t.amount_cents,
        running_balance_cents: null,
        category: t.category,
        document_id: null,
        page: null,
      });
    }
  }
  return { accounts, transactions };
}

/**
 * Statements' input and connections' input as one history (statement accounts first). An account
 * that is both uploaded and connected counts once (see `withoutDuplicateAccounts`).
 */
export function mergeInputs(statements: Input | null, connections: Pick<Input, 'accounts' | 'transactions'>, currencyFallback = 'USD'): Input {
  const once = withoutDuplicateAccounts(statements ?? { accounts: [], transactions: [] }, connections);
  return {
    currency: statements?.currency ?? currencyFallback,
    accounts: [...once.statements.accounts, ...once.connections.accounts],
    transactions: [...once.statements.transactions, ...once.connections.transactions],
  };
}

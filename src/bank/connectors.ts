import type { Executor } from '../db/store.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { findAggregator, type AggregatorRow } from './aggregators.repo.ts';
import type { ConnectorFor } from './bank.service.ts';
import type { BankConnector } from './bank.types.ts';
import { plaidConnector, type PlaidClientSettings } from './plaid/plaid.connector.ts';

/** An account's Plaid credentials, opened. */
export function plaidCredentialsOf(row: AggregatorRow, box: SecretBox) {
  return { clientId: row.clientId, secret: box.open(row.secretSealed), env: row.env };
}

/**
 * Which connector an account's borrowers use: Plaid when the account has it configured (`account
 * set-aggregator`); otherwise the sandbox bank for sandbox accounts; none (uploads only) for a
 * production account.
 */
export function connectorResolver(deps: { db: Executor; box: SecretBox; sandbox: BankConnector; plaid: PlaidClientSettings }): ConnectorFor {
  return async (account) => {
    const row = await findAggregator(deps.db, account.id);
    if (row?.provider === 'plaid') return plaidConnector(plaidCredentialsOf(row, deps.box), deps.plaid);
    return account.environment === 'sandbox' ? deps.sandbox : null;
  };
}

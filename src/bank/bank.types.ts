// The seam between the service and whoever holds the borrower's bank data (docs/bank-connections.md).
// Real aggregators (Plaid, MX, Finicity) run their own sign-in widget in the borrower's browser and
// hand back a token; so does this seam: a link session for the case, the widget, a public token
// exchanged for a long-lived item, pulls of accounts and transactions (initial, then updates), and
// the item's health. The sandbox bank and Plaid implement it.

/** One institution the borrower can pick in the hosted flow. */
export interface Institution {
  institution_id: string;
  name: string;
}

export interface ConnectedAccount {
  account_id: string;
  name: string;
  mask: string | null;
  type: 'depository' | 'credit' | 'loan' | 'other';
  subtype: string | null;
  /** Balances in integer cents, where the institution gives them. */
  opening_balance_cents: number | null;
  closing_balance_cents: number | null;
}

export interface ConnectedTransaction {
  transaction_id: string;
  account_id: string;
  /** YYYY-MM-DD, the posted date. */
  date: string;
  description: string;
  /** Integer cents, money IN positive. */
  amount_cents: number;
  /** The institution's category, when it gives one. */
  category: string | null;
  /** Not yet posted: held on the connection, left out of analyses. */
  pending?: boolean;
}

/** A connection's content at one moment: what cash_flow_analysis reads. */
export interface ConnectionData {
  institution: Institution;
  accounts: ConnectedAccount[];
  transactions: ConnectedTransaction[];
}

/** A session the widget opens with, made for one case. */
export interface LinkSession {
  link_token: string;
  expiration: Date | null;
}

/** What a public token is exchanged for: the item, and the token that reads it (kept sealed). */
export interface LinkedItem {
  item_id: string;
  access_token: string;
  institution: Institution;
}

/**
 * The changes since `cursor` (all of them on the first pull, whose cursor is null) and the
 * accounts with their current balances. `next_cursor` covers exactly these changes.
 */
export interface TransactionsPull {
  accounts: ConnectedAccount[];
  added: ConnectedTransaction[];
  modified: ConnectedTransaction[];
  removed: string[];
  next_cursor: string;
}

export type ItemStatus = 'active' | 'login_required' | 'revoked';

/** Wrong username or password in the sandbox bank's widget: the borrower is told, nothing is connected. */
export class BankSignInError extends Error {
  constructor(message = 'The username or password is not right for this bank.') {
    super(message);
    this.name = 'BankSignInError';
  }
}

/**
 * An aggregator call that failed in a way someone can act on. `retryable` failures were already
 * retried with backoff; `itemStatus` is set when the item itself needs the borrower
 * (`login_required`) or is gone (`revoked`). `borrowerMessage` is safe to show in the hosted flow.
 */
export class BankConnectorError extends Error {
  constructor(
    readonly code: string,
    readonly borrowerMessage: string,
    readonly opts: { retryable?: boolean; itemStatus?: ItemStatus; operatorMessage?: string } = {},
  ) {
    super(opts.operatorMessage ?? `${code}: ${borrowerMessage}`);
    this.name = 'BankConnectorError';
  }
}

/** What a bank-data provider does for the hosted flow, per account. */
export interface BankConnector {
  /** `sandbox`, or the aggregator's name (`plaid`); stored on each connection. */
  readonly provider: string;
  /**
   * Starts a widget session for a case; `webhookUrl` is where the aggregator reports the item's
   * news. With `accessToken` the session repairs that item (the borrower signs in again).
   */
  startLink(input: { caseId: string; webhookUrl: string; accessToken?: string }): Promise<LinkSession>;
  /** Exchanges the public token the widget returned for a long-lived item. */
  exchange(publicToken: string): Promise<LinkedItem>;
  /** Accounts, and every transaction change since `cursor` (null: the first pull), until the aggregator has no more. */
  pull(item: { access_token: string; cursor: string | null }): Promise<TransactionsPull>;
}

// The seam between the service and whoever holds the borrower's bank data. The sandbox bank
// implements it now; a real aggregator implements the same interface later (see README).

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
}

export interface ConnectionData {
  institution: Institution;
  accounts: ConnectedAccount[];
  transactions: ConnectedTransaction[];
}

/** Wrong username or password: the borrower is told, nothing is connected. */
export class BankSignInError extends Error {
  constructor(message = 'The username or password is not right for this bank.') {
    super(message);
    this.name = 'BankSignInError';
  }
}

/** What a bank-data provider must do for the hosted flow. */
export interface BankConnector {
  /** `sandbox`, or the aggregator's name. */
  readonly provider: string;
  institutions(): Institution[];
  /** Signs in with the borrower's credentials and returns the accounts and transactions found. */
  connect(input: { institutionId: string; username: string; password: string }): Promise<ConnectionData>;
}

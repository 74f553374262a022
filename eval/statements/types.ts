// The statement corpus's items and their ground truth.

export type CorpusFormat = 'PDF' | 'CSV' | 'OFX';

export interface TruthTransaction {
  /** YYYY-MM-DD */
  date: string;
  /** As printed; the lines of a multi-line description joined by single spaces. */
  description: string;
  /** Signed cents: money in positive. */
  amountCents: number;
  /** 1-based page the row starts on; null for CSV and OFX. */
  page: number | null;
}

export interface TruthAccount {
  /** Last four digits of the account number; null when the file does not show it. */
  mask: string | null;
  name: string | null;
  /** As the statement gives it: printed, or implied by the first running balance; null when it does not. */
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  /** In statement order (the order printed; chronological for exports). */
  transactions: TruthTransaction[];
  /** The reconciliation status this account should come out with. */
  expectStatus: ExpectedStatus;
}

export type ExpectedStatus = 'RECONCILED' | 'MISMATCH' | 'UNVERIFIABLE';

export interface StatementTruth {
  accounts: TruthAccount[];
  /** Every account should come out RECONCILED. */
  expectReconciled: boolean;
  /** RECONCILED when every account should; UNVERIFIABLE when the file prints nothing to check
   *  against (OFX gives only a closing balance; an export without a balance column); MISMATCH for
   *  the statements made wrong on purpose (one account wrong, see the accounts' expectStatus). */
  expectStatus: ExpectedStatus;
}

export interface CorpusItem {
  /** Unique, usable as a file name stem: `<layout>-<n>`. */
  name: string;
  layout: string;
  format: CorpusFormat;
  bytes: Uint8Array;
  truth: StatementTruth;
}

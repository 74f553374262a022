// What every statement parser (PDF, CSV, OFX) returns. Pure data: amounts in integer cents,
// dates as YYYY-MM-DD, signs as money in positive / money out negative.

export type StatementFormat = 'PDF' | 'CSV' | 'OFX';

export interface ParsedTransaction {
  date: string;
  description: string;
  /** Signed cents: money in positive. */
  amountCents: number;
  /** Balance printed on the row after this transaction, in cents; null when none is printed. */
  runningBalanceCents: number | null;
  /** 1-based page of a PDF; null for CSV and OFX. */
  page: number | null;
  /** The export's own id (OFX FITID, a CSV's id column), or the reference a PDF prints in a column of its own; null when there is none. */
  externalId: string | null;
  /** The check (cheque) number a PDF prints for the row in a column of its own or a checks-paid list; absent when none is printed. */
  checkNumber?: string;
}

export type ReconciliationStatus = 'RECONCILED' | 'MISMATCH' | 'UNVERIFIABLE';

export interface Reconciliation {
  /** RECONCILED: opening + credits - debits = closing and every printed running balance agrees.
   *  MISMATCH: either check fails. UNVERIFIABLE: the statement prints neither balances nor totals. */
  status: ReconciliationStatus;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  creditsCents: number;
  debitsCents: number;
  /** closing - (opening + credits - debits), when both balances are known. */
  differenceCents: number | null;
  /** Rows whose printed running balance disagrees with the previous balance plus the amount. */
  runningBalanceMismatches: number;
  /** Human-readable, one sentence per problem; empty when reconciled. */
  problems: string[];
  /** The first row whose printed running balance disagrees with the rows before it; null when none does. */
  firstBreak?: ReconciliationBreak | null;
}

export interface ReconciliationBreak {
  /** 0-based index of the row among the account's rows in statement order (flagged rows included). */
  row: number;
  date: string;
  description: string;
  /** The balance the rows before it give. */
  expectedCents: number;
  /** The balance the statement prints on the row. */
  printedCents: number;
}

export interface ParsedAccount {
  /** Name as printed ("Premier Checking"), null when none. */
  name: string | null;
  /** Last four digits of the account number, null when none. */
  mask: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  transactions: ParsedTransaction[];
  reconciliation: Reconciliation;
  /** Rows read but not analysed, each with its reason (a date that cannot exist, a pending row). */
  flaggedRows?: FlaggedRow[];
}

/** IMPOSSIBLE_DATE: a date no calendar has; PENDING: not yet posted (no date); NO_AMOUNT: a dated row without a figure;
 *  UNREADABLE_DATE / UNREADABLE_AMOUNT: a date or an amount that cannot be read. */
export type FlagReason = 'IMPOSSIBLE_DATE' | 'PENDING' | 'NO_AMOUNT' | 'UNREADABLE_DATE' | 'UNREADABLE_AMOUNT';

/** A row of the document kept for review instead of dropped: it is counted, never silently lost. */
export interface FlaggedRow {
  reason: FlagReason;
  /** The date as printed. */
  dateAsPrinted: string | null;
  description: string;
  /** Signed cents when an amount was read. */
  amountCents: number | null;
  runningBalanceCents: number | null;
  page: number | null;
  /** Index among the account's rows in statement order (transactions and flagged rows together). */
  row: number;
}

export interface ParsedStatement {
  format: StatementFormat;
  institution: string | null;
  currency: string;
  periodStart: string | null;
  periodEnd: string | null;
  pageCount: number | null;
  accounts: ParsedAccount[];
  /** Things a reviewer should know that did not stop parsing. */
  warnings: string[];
}

/** A document that cannot be turned into transactions: the reason is shown to the client. */
export class StatementParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementParseError';
  }
}

/**
 * Input and output shapes of the cash_flow_analysis computation.
 *
 * The output (`CashFlowData`) is the `2025-09-30` shape of `cash_flow_analysis` described in
 * contracts section 7, without `fraud` (document-fraud signals are added by other code), plus
 * `transaction_ids` on every income stream and risk flag, plus `model_version`.
 *
 * Input amounts are integer cents; output amounts are numbers in currency units with 2 decimals.
 */

export type CashFlowSource = 'BANK_CONNECTION' | 'STATEMENT';

export interface CashFlowAccountInput {
  account_id: string;
  name: string | null;
  mask: string | null;
  source: CashFlowSource;
  opening_balance_cents: number | null;
  closing_balance_cents: number | null;
  /** For statements: the parser's reconciliation; null for bank connections. */
  reconciliation: {
    status: 'RECONCILED' | 'MISMATCH' | 'UNVERIFIABLE';
    problems: string[];
    document_id: string | null;
    /** The first row whose printed balance breaks, when one does. */
    first_break?: { document_id: string | null; row: number; date: string; description: string; expected_cents: number; printed_cents: number } | null;
  } | null;
  /** ISO 4217; the analysis currency when absent. */
  currency?: string;
  /** The periods the account's statements print (or a connection's date range): its coverage even where it has few rows. */
  coverage?: { start: string; end: string }[];
  /** Rows of its statements kept apart, flagged (a date no calendar has, a row without an amount). */
  flagged_rows?: number;
  /** Set when the account's transactions are left out of the analysis (another currency). */
  excluded_reason?: string;
}

export interface CashFlowTransactionInput {
  transaction_id: string;
  account_id: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  /** Signed integer cents, money in positive. */
  amount_cents: number;
  running_balance_cents: number | null;
  /** Category from a bank connection, if any (a hint only). */
  category: string | null;
  document_id: string | null;
  page: number | null;
}

export interface CashFlowInput {
  currency: string;
  accounts: CashFlowAccountInput[];
  transactions: CashFlowTransactionInput[];
  /** The borrower's name, to recognise transfers to/from themselves; optional. */
  borrower?: { first_name: string; last_name: string };
}

/**
 * The closed list of transaction categories assigned by the analysis (see categorize.ts for the rules).
 *
 * Money in:
 * - PAYROLL: wages (payroll descriptors, payroll processors).        - BENEFITS: Social Security, SSI, unemployment, VA.
 * - PENSION: pensions, annuities, retirement pay.                      - GIG: gig-platform and self-employment payouts.
 * - RENTAL: rent received (best effort).                               - SUPPORT: child support or alimony received.
 * - INTEREST: interest and dividends paid by the bank.                 - REFUND: refunds, returns, reversals, tax refunds.
 * - FEE_REVERSAL: a refunded NSF or overdraft fee.                     - LOAN_PROCEEDS: a loan or cash advance paid out.
 * - CASH_DEPOSIT: cash paid in (unexplained).                          - OTHER_INFLOW: anything else (unexplained).
 * Money out:
 * - LOAN_PAYMENT: a loan, mortgage, cash-advance or buy-now-pay-later repayment.
 * - NSF_FEE, OVERDRAFT_FEE, BANK_FEE: fees charged by the bank.       - CARD_PAYMENT: a payment to a credit card.
 * - CASH: a cash withdrawal.                                           - PURCHASE: a card or point-of-sale purchase.
 * - OTHER_OUTFLOW: anything else.
 * Either way:
 * - TRANSFER_OWN: a transfer between the borrower's own accounts (counts in neither inflow nor outflow).
 * - TRANSFER: a transfer to or from someone else (Zelle, Venmo, wires...).
 * - GAMBLING: sportsbooks, casinos, lotteries (stakes and winnings).
 */
export const TRANSACTION_CATEGORIES = [
  'PAYROLL',
  'BENEFITS',
  'PENSION',
  'GIG',
  'RENTAL',
  'SUPPORT',
  'INTEREST',
  'REFUND',
  'FEE_REVERSAL',
  'LOAN_PROCEEDS',
  'CASH_DEPOSIT',
  'OTHER_INFLOW',
  'LOAN_PAYMENT',
  'NSF_FEE',
  'OVERDRAFT_FEE',
  'BANK_FEE',
  'CARD_PAYMENT',
  'CASH',
  'PURCHASE',
  'OTHER_OUTFLOW',
  'TRANSFER_OWN',
  'TRANSFER',
  'GAMBLING',
] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

export type StreamCategory = 'PAYROLL' | 'BENEFITS' | 'GIG' | 'PENSION' | 'RENTAL' | 'OTHER';
export type StreamFrequency = 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY' | 'IRREGULAR';
export type Severity = 'LOW' | 'MEDIUM' | 'HIGH';

export const RISK_FLAG_CODES = [
  'NSF_FEES',
  'OVERDRAFT_FEES',
  'NEGATIVE_BALANCE_DAYS',
  'LOAN_PAYMENTS',
  'LOAN_STACKING',
  'GAMBLING',
  'LARGE_UNEXPLAINED_DEPOSIT',
  'FALLING_INCOME',
  'NO_INCOME',
  'SHORT_HISTORY',
  'STATEMENT_NOT_RECONCILED',
] as const;
export type RiskFlagCode = (typeof RISK_FLAG_CODES)[number];

export interface CashFlowAccount {
  account_id: string;
  name: string | null;
  mask: string | null;
  source: CashFlowSource;
  opening_balance: number | null;
  closing_balance: number | null;
  currency: string;
  /** Statements: false when its rows do not reconcile with its printed balances or totals, true when they do,
   *  null when nothing printed can be checked (and for bank connections). */
  reconciled: boolean | null;
  /** The first row that breaks the printed balances, when one does. */
  first_break?: { document_id: string | null; row: number; date: string; description: string; expected: number; printed: number };
  /** Rows kept apart and flagged on its statements. */
  flagged_rows: number;
  /** Present when the account's transactions are left out of the analysis. */
  excluded_reason?: string;
}

export interface IncomeStream {
  stream_id: string;
  source_name: string;
  category: StreamCategory;
  frequency: StreamFrequency;
  average_amount: number;
  monthly_amount: number;
  occurrences: number;
  first_date: string;
  last_date: string;
  /**
   * The next date the stream is expected by its frequency rule; null when the stream is inactive
   * (last seen more than 1.5 of its periods before the end of the data): an inactive stream stays
   * listed but does not count in `monthly_income`.
   */
  next_expected_date: string | null;
  confidence: number;
  transaction_ids: string[];
}

export interface MonthlySummary {
  month: string;
  inflow: number;
  outflow: number;
  net: number;
  ending_balance: number | null;
  transaction_count: number;
}

export interface RiskFlag {
  code: RiskFlagCode;
  severity: Severity;
  description: string;
  transaction_ids: string[];
}

export interface CashFlowTransaction {
  transaction_id: string;
  account_id: string;
  date: string;
  description: string;
  amount: number;
  running_balance: number | null;
  category: TransactionCategory;
  document_id: string | null;
  page: number | null;
}

export interface CashFlowData {
  currency: string;
  period: { start_date: string; end_date: string; days: number };
  accounts: CashFlowAccount[];
  income: { monthly_income: number; annual_income: number; streams: IncomeStream[] };
  monthly: MonthlySummary[];
  risk: { level: Severity; score: number; insight: string; flags: RiskFlag[] };
  transactions: CashFlowTransaction[];
  transactions_analyzed: number;
  model_version: string;
}

export type CashFlowOutcome =
  | { status: 'COMPLETED'; data: CashFlowData }
  | { status: 'INSUFFICIENT'; reason: string };

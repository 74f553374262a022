// The income verification of a case (contracts section 4b), as `GET .../verification` answers it
// and as the deal-jacket report prints it. Amounts in currency units (two decimals).

export type VerificationStatus = 'PENDING' | 'VERIFIED' | 'NEEDS_REVIEW' | 'NOT_VERIFIED';
export type StipulationStatus = 'OPEN' | 'SATISFIED';

export interface Stipulation {
  /** Upper-case words: PAYSTUB_DEPOSIT_MISMATCH, EMPLOYER_NOT_IN_DEPOSITS, STATED_INCOME_MISMATCH, PROVIDE_PAYSTUB, ... */
  code: string;
  status: StipulationStatus;
  /** One sentence the dealer can act on. */
  description: string;
}

export interface Verification {
  case_id: string;
  status: VerificationStatus;
  income: {
    monthly_gross: number | null;
    annual_gross: number | null;
    /** Where the figure comes from: PAYSTUB, BANK_DEPOSITS (net deposits, stated as such), or null when none. */
    source: 'PAYSTUB' | 'BANK_DEPOSITS' | null;
    /** How it was derived, in one or two sentences (printed in the report). */
    derivation: string | null;
  };
  employer_name: string | null;
  identity: { name_match: 'MATCH' | 'PARTIAL' | 'NO_MATCH'; name_score: number; address_match: 'MATCH' | 'NO_MATCH' | 'NOT_AVAILABLE' } | null;
  fraud: { risk: 'LOW' | 'MEDIUM' | 'HIGH'; signals: Array<{ code: string; severity: string; document_id: string; page: number | null; description: string }> } | null;
  stipulations: Stipulation[];
  /** The three-way reconciliation behind the stipulations (printed in the report). */
  reconciliation: {
    /** Each paystub's net pay against the payroll deposit that matches it (amount within 1%, date within 3 business days). */
    paystub_deposits: Array<{ document_id: string; pay_date: string; net_pay: number; deposit: { transaction_id: string; date: string; amount: number; description: string } | null }>;
    /** The paystub employer against the payroll deposits' descriptors. */
    employer_in_deposits: boolean | null;
    /** Verified against stated monthly income, when the case gives one. */
    stated_monthly_income: number | null;
    stated_difference_pct: number | null;
  };
  /** Monthly inflow and outflow from cash_flow_analysis (the report's chart), oldest first. */
  monthly: Array<{ month: string; inflow: number; outflow: number }>;
  results: Array<{ module_type: string; result_id: string }>;
}

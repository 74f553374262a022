import type { ApiVersion } from './versions.js';

/**
 * The `data` of an analysis result in each `Service-Api-Version` (contracts section 7). Money is
 * in major units rounded to cents beside `currency`; dates are `YYYY-MM-DD`.
 */

export type Severity = 'LOW' | 'MEDIUM' | 'HIGH';

export interface FraudAssessment {
  risk: Severity;
  signals: Array<{ code: string; severity: Severity; document_id: string; page: number | null; description: string }>;
}

export interface CashFlowAccount {
  account_id: string;
  name: string | null;
  mask: string | null;
  source: 'BANK_CONNECTION' | 'STATEMENT';
  opening_balance: number | null;
  closing_balance: number | null;
}

export interface IncomeStream {
  stream_id: string;
  source_name: string;
  category: 'PAYROLL' | 'BENEFITS' | 'GIG' | 'PENSION' | 'RENTAL' | 'OTHER';
  frequency: 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY' | 'IRREGULAR';
  average_amount: number;
  /** Weekly x 52/12, biweekly x 26/12, semi-monthly x 2; an irregular stream's total / months covered. */
  monthly_amount: number;
  occurrences: number;
  first_date: string;
  last_date: string;
  /** null once the stream is inactive (it then does not count in `monthly_income`). */
  next_expected_date: string | null;
  confidence: number;
  transaction_ids: string[];
}

export interface RiskFlag {
  code: string;
  severity: Severity;
  description: string;
  transaction_ids: string[];
}

export interface CashFlowTransaction {
  transaction_id: string;
  account_id: string;
  date: string;
  description: string;
  /** Signed, money in positive. */
  amount: number;
  running_balance: number | null;
  category: string;
  document_id: string | null;
  page: number | null;
}

interface CashFlowCommon {
  currency: string;
  period: { start_date: string; end_date: string; days: number };
  accounts: CashFlowAccount[];
  fraud?: FraudAssessment;
  transactions: CashFlowTransaction[];
  transactions_analyzed: number;
  model_version?: string;
}

/** `cash_flow_analysis` in `2025-09-30` (current). */
export interface CashFlowData extends CashFlowCommon {
  /** `monthly_income`: the active streams' monthly amounts, as deposited (net pay); `annual_income` = 12 x that. */
  income: { monthly_income: number; annual_income: number; streams: IncomeStream[] };
  monthly: Array<{ month: string; inflow: number; outflow: number; net: number; ending_balance: number | null; transaction_count: number }>;
  risk: { level: Severity; score: number; insight: string; flags: RiskFlag[] };
}

/** `cash_flow_analysis` in `2025-07-31`: the risk fields at the top level; streams without `confidence`. */
export interface CashFlowData_2025_07_31 extends CashFlowCommon {
  income: { monthly_income: number; annual_income: number; streams: Array<Omit<IncomeStream, 'confidence'>> };
  monthly: CashFlowData['monthly'];
  risk_level: Severity;
  risk_score: number;
  insight: string;
  flags: RiskFlag[];
}

/** `cash_flow_analysis` in `2025-01-31`: `monthly_summary` with `total_inflow`/`total_outflow`; flags are codes. */
export interface CashFlowData_2025_01_31 extends Omit<CashFlowData_2025_07_31, 'monthly' | 'flags'> {
  monthly_summary: Array<{ month: string; total_inflow: number; total_outflow: number; net: number }>;
  flags: string[];
}

/** `paystub`, the same in every version. */
export interface PaystubData {
  currency: string;
  paystubs: Array<{
    document_id: string;
    employer_name: string | null;
    employee_name: string | null;
    pay_date: string | null;
    period_start: string | null;
    period_end: string | null;
    frequency: 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY' | null;
    gross_pay: number;
    net_pay: number | null;
    deductions: Array<{ name: string; amount: number }>;
    ytd_gross: number | null;
    ytd_net: number | null;
    page?: number;
  }>;
  employment: { employer_name: string | null; status: 'VERIFIED' | 'UNVERIFIED'; latest_pay_date: string | null; reasons?: string[] };
  income: { frequency: 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY'; gross_per_period: number; monthly_gross: number; annual_gross: number };
  identity: { name_match: 'MATCH' | 'PARTIAL' | 'NO_MATCH'; name_score: number; address_match: 'MATCH' | 'NO_MATCH' | 'NOT_AVAILABLE' };
  fraud?: FraudAssessment;
  model_version?: string;
}

export type AnalysisModule = 'cash_flow_analysis' | 'paystub';

/** A module's result `data` in version `V` (a union of the versions' shapes when `V` is not known). */
export type ResultData<M extends AnalysisModule, V extends ApiVersion = ApiVersion> = M extends 'paystub'
  ? PaystubData
  : V extends '2025-09-30'
    ? CashFlowData
    : V extends '2025-07-31'
      ? CashFlowData_2025_07_31
      : CashFlowData_2025_01_31;

export interface AnalysisResult<M extends AnalysisModule = AnalysisModule, V extends ApiVersion = ApiVersion> {
  module_type: M;
  instance_id: string;
  result_id: string;
  analyzed_at: string;
  data: ResultData<M, V>;
}

// What the paystub module reads from one paystub, and what it computes from several.
// Amounts are integer cents; dates are YYYY-MM-DD. Shapes follow contracts section 7 (`paystub`),
// which the module converts to currency units once, at the end.

export type PayFrequency = 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';

export interface PaystubAddress {
  /** Street lines as printed, e.g. ["1200 Main St", "Apt 4"]. */
  lines: string[];
  city: string | null;
  /** Two-letter state code. */
  state: string | null;
  postal_code: string | null;
}

export interface PaystubDeduction {
  /** As printed, e.g. "Federal Income Tax", "Social Security", "401(k)". */
  name: string;
  /** Current-period amount, positive cents. */
  amount_cents: number;
  /** Year-to-date amount where printed. */
  ytd_cents: number | null;
}

/** Where a field was read: 1-based page of its document. */
export interface FieldSource {
  page: number;
}

export interface ExtractedPaystub {
  employer_name: string | null;
  employer_address: PaystubAddress | null;
  employee_name: string | null;
  employee_address: PaystubAddress | null;
  pay_date: string | null;
  period_start: string | null;
  period_end: string | null;
  /** Printed frequency when the stub says it ("Bi-Weekly"), else null (the module infers it). */
  printed_frequency: PayFrequency | null;
  gross_cents: number | null;
  net_cents: number | null;
  /** Every line between gross and net pay, taxes included, in printed order. */
  deductions: PaystubDeduction[];
  /** Earnings lines (Regular, Overtime, Bonus ...) where printed: current amount in cents. */
  earnings: Array<{ name: string; hours: number | null; rate_cents: number | null; amount_cents: number; ytd_cents: number | null }>;
  ytd_gross_cents: number | null;
  ytd_net_cents: number | null;
  /** The page the pay summary (gross/net) was read from. */
  page: number;
  /** ISO 4217 code of the currency the stub prints (codes, one-currency signs); absent when it names none (USD). */
  currency?: string;
}

export class PaystubParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaystubParseError';
  }
}

export type FraudSeverity = 'LOW' | 'MEDIUM' | 'HIGH';

export interface FraudSignal {
  /** Upper-case words: EDITOR_SOFTWARE, MODIFIED_AFTER_CREATION, INCREMENTAL_UPDATE, TEXT_OVERLAY, ... */
  code: string;
  severity: FraudSeverity;
  document_id: string;
  /** 1-based; null when the signal is about the whole file (metadata, structure). */
  page: number | null;
  /** One sentence that says what was found. */
  description: string;
  /** Where on `page` the evidence is, in PDF points from the page's top-left; none for whole-file findings. */
  boxes?: SignalBox[];
  /** Cents of the figures the finding is about, to place its boxes (locate-figures.ts); never delivered. */
  figures?: number[];
  /** ISO dates the finding is about, placed as the figures are; never delivered. */
  dates?: string[];
}

/** A rectangle of a page, in PDF points from its top-left corner (an image's pixels for an image). */
export interface SignalBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

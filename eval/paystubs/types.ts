// The paystub corpus's items and their ground truth.

import type { ExtractedPaystub, PayFrequency } from '../../src/analysis/paystub/paystub.types.ts';

export type PaystubKind = 'clean' | 'resaved-clean' | 'incremental-cover' | 'editor-resave' | 'arithmetic' | 'mixed-font' | 'scanned';

/** What was done to a tampered copy, in words and figures. */
export interface TamperTruth {
  /** The field whose printed figure differs from the payroll's: `net_cents`, `gross_cents`, a deduction's name ... */
  field: string;
  /** The payroll's own figure, and the one a reader now sees. */
  originalCents: number | null;
  shownCents: number | null;
  description: string;
}

export interface PaystubTruth {
  /** Every field as the stub prints it (for a tampered copy: the original stub's fields). */
  fields: ExtractedPaystub;
  /** The true pay frequency, printed or not. */
  frequency: PayFrequency;
  /** Pay periods of the pay date's year up to and including this one. */
  periodsElapsed: number;
  salaried: boolean;
  tamper: TamperTruth | null;
}

export interface PaystubCorpusItem {
  /** Unique, usable as a file name stem: `<layout>-<n>[-<kind>]`. */
  name: string;
  layout: string;
  kind: PaystubKind;
  tampered: boolean;
  bytes: Uint8Array;
  truth: PaystubTruth;
}

import type { ExtractedPaystub, FraudSignal } from '../../analysis/paystub/paystub.types.ts';
import type { CaseRow } from '../../cases/cases.repo.ts';
import type { ModuleRow } from '../modules.repo.ts';

/** The analysis code a result holding only a fraud assessment (an INSUFFICIENT run's) came from. */
export const FRAUD_MODEL_VERSION = 'doc-fraud-2';

export interface CaseDocument {
  id: string;
  sha256: string;
  format: string;
  category: string;
  filename: string;
}

/**
 * DOC_FRAUD signals that look beyond one file: the same document or page uploaded for another
 * borrower (DUPLICATE_DOCUMENT), a paystub employer missing from the deposits (EMPLOYER_NOT_IN_DEPOSITS).
 */
export type CrossDocumentCheck = (ctx: {
  caseRow: CaseRow;
  module: ModuleRow;
  documents: CaseDocument[];
  stubs?: ReadonlyArray<{ document_id: string; stub: ExtractedPaystub }>;
}) => Promise<FraudSignal[]>;

import type { CaseRow } from '../cases/cases.repo.ts';
import type { ModuleType } from './module-types.ts';

/** True when the case asked for document-fraud checks on this module's documents. */
export function wantsDocumentFraud(caseRow: Pick<CaseRow, 'moduleData'>, moduleType: ModuleType): boolean {
  return caseRow.moduleData?.[moduleType]?.products?.includes('DOC_FRAUD') ?? false;
}

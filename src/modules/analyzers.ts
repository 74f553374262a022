import type { CaseRow } from '../cases/cases.repo.ts';
import type { ModuleRow } from './modules.repo.ts';

export interface ModuleRunContext {
  caseRow: CaseRow;
  module: ModuleRow;
  executionId: string;
}

export type AnalysisOutcome =
  | { status: 'COMPLETED'; data: Record<string, unknown>; modelVersion: string }
  /** The result as JSON text of an object, made in a pool thread: stored as it is. */
  | { status: 'COMPLETED'; dataJson: string; modelVersion: string }
  /**
   * `data`: with DOC_FRAUD, what could still be read (at least `fraud`): stored as a result that the
   * MODULE_INSUFFICIENT event names, never as the module's latest (completed) result.
   */
  | { status: 'INSUFFICIENT'; reason: string; data?: Record<string, unknown>; modelVersion?: string };

/** What a module does when it runs: reads the case's inputs and returns its result or why there is none. */
export type Analyzer = (ctx: ModuleRunContext) => Promise<AnalysisOutcome>;

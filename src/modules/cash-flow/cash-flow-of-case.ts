import { statementRowSignals } from '../../analysis/fraud/statement-rows.ts';
import { analyzeCashFlow } from '../../analysis/cash-flow/analyze.ts';
import type { CashFlowOutcome } from '../../analysis/cash-flow/cash-flow.types.ts';
import type { FraudSignal } from '../../analysis/paystub/paystub.types.ts';
import { connectionsToInput, mergeInputs, type StoredConnection } from './connection-input.ts';
import { statementsToInput, type StatementDocument } from './statement-input.ts';

export interface CashFlowCaseInput {
  caseId: string;
  borrower: { first_name: string; last_name: string };
  /** The case's read statements, oldest upload first. */
  statements: StatementDocument[];
  connections: StoredConnection[];
  /** DOC_FRAUD: also the statements' own row signals (statement-rows.ts: balances, dates). */
  balanceSignals: boolean;
}

/**
 * cash_flow_analysis of a case's statements and connections as one history, and the statements'
 * row signals (in document order). Pure: runs in a pool thread (analysis-worker.ts).
 */
export function cashFlowOfCase(input: CashFlowCaseInput): { outcome: CashFlowOutcome; balanceSignals: FraudSignal[] } {
  const statements = input.statements.length ? statementsToInput(input.caseId, input.statements) : null;
  const merged = mergeInputs(statements, connectionsToInput(input.connections));
  const outcome = analyzeCashFlow({ ...merged, borrower: input.borrower });
  // Judged whatever the analysis concluded: an INSUFFICIENT run still delivers the assessment.
  const balanceSignals: FraudSignal[] = input.balanceSignals ? input.statements.flatMap((doc) => statementRowSignals(doc.document_id, doc.parsed)) : [];
  return { outcome, balanceSignals };
}

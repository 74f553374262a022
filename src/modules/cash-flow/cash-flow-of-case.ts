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
  /** DOC_FRAUD: also a BALANCE_MISMATCH signal for each statement account that does not reconcile. */
  balanceSignals: boolean;
}

/**
 * cash_flow_analysis of a case's statements and connections as one history, and the statements'
 * BALANCE_MISMATCH signals (in document order). Pure: runs in a pool thread (analysis-worker.ts).
 */
export function cashFlowOfCase(input: CashFlowCaseInput): { outcome: CashFlowOutcome; balanceSignals: FraudSignal[] } {
  const statements = input.statements.length ? statementsToInput(input.caseId, input.statements) : null;
  const merged = mergeInputs(statements, connectionsToInput(input.connections));
  const outcome = analyzeCashFlow({ ...merged, borrower: input.borrower });
  const balanceSignals: FraudSignal[] = [];
  if (input.balanceSignals && outcome.status === 'COMPLETED') {
    for (const doc of input.statements) {
      for (const account of doc.parsed.accounts) {
        if (account.reconciliation.status !== 'MISMATCH') continue;
        const which = account.mask ? `account ending ${account.mask}` : (account.name ?? 'an account');
        balanceSignals.push({
          code: 'BALANCE_MISMATCH',
          severity: 'HIGH',
          document_id: doc.document_id,
          page: null,
          description: `The statement's balances for ${which} do not add up: ${account.reconciliation.problems[0] ?? 'its transactions do not lead to its closing balance.'}`,
        });
      }
    }
  }
  return { outcome, balanceSignals };
}

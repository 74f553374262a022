// Module analyses as tasks of the pool's threads (src/documents/parser-pool.ts): plain data in,
// plain data out, so the CPU and heap they need are the thread's, never the event loop's.
import { analyzePaystubs, type PaystubInput, type PaystubOutcome } from '../analysis/paystub/analyze-paystubs.ts';
import { paystubFraudSignals } from '../analysis/paystub/paystub-fraud.ts';
import type { CashFlowOutcome } from '../analysis/cash-flow/cash-flow.types.ts';
import type { FraudSignal, PayFrequency } from '../analysis/paystub/paystub.types.ts';
import type { ConnectedAccount, ConnectedTransaction } from '../bank/bank.types.ts';
import { storableCopy } from '../shared/storable-text.ts';
import { cashFlowOfCase } from './cash-flow/cash-flow-of-case.ts';

/**
 * JSON columns travel as the text the database gave: parsing them here keeps the main thread from
 * building (and then copying) every transaction object.
 */
export interface CashFlowTask {
  caseId: string;
  borrower: { first_name: string; last_name: string };
  statements: Array<{ document_id: string; sha256: string; uploaded_at: Date; parsed_json: string }>;
  connections: Array<{ connection_id: string; provider: string; institution_id: string; connected_at: Date; accounts_json: string; transactions_json: string }>;
  balanceSignals: boolean;
}

export interface PaystubsTask {
  input: PaystubInput;
  /** DOC_FRAUD: the PDFs' own signals (and the case's cross-document ones), to weigh with each stub's arithmetic; null without it. */
  pdfSignals: FraudSignal[] | null;
  /** OCR's per-field confidence of stubs read from pictures, by document id. */
  fieldConfidence?: Record<string, Record<string, number | null>>;
}

/** The cash-flow result as JSON text: the main thread stores it without building or serialising it. */
export type CashFlowTextOutcome = { status: 'COMPLETED'; dataJson: string; modelVersion: string } | Extract<CashFlowOutcome, { status: 'INSUFFICIENT' }>;

interface Tasks {
  'analyze-cash-flow': { payload: CashFlowTask; result: { outcome: CashFlowTextOutcome; balanceSignals: FraudSignal[] } };
  /** `fraud`: every signal, not yet weighed (the module places the arithmetic ones on their pages first). */
  'analyze-paystubs': { payload: PaystubsTask; result: { outcome: PaystubOutcome; fraud: FraudSignal[] | null } };
}

export type AnalysisKind = keyof Tasks;
export type AnalysisPayload<K extends AnalysisKind> = Tasks[K]['payload'];
export type AnalysisResult<K extends AnalysisKind> = Tasks[K]['result'];

export function runAnalysis(kind: AnalysisKind, payload: unknown): AnalysisResult<AnalysisKind> {
  switch (kind) {
    case 'analyze-cash-flow': {
      const t = payload as CashFlowTask;
      const { outcome, balanceSignals } = cashFlowOfCase({
        caseId: t.caseId,
        borrower: t.borrower,
        statements: t.statements.map((s) => ({ document_id: s.document_id, sha256: s.sha256, uploaded_at: s.uploaded_at, parsed: JSON.parse(s.parsed_json) })),
        connections: t.connections.map((c) => ({
          connection_id: c.connection_id,
          provider: c.provider,
          institution_id: c.institution_id,
          connected_at: c.connected_at,
          accounts: JSON.parse(c.accounts_json) as ConnectedAccount[],
          transactions: JSON.parse(c.transactions_json) as ConnectedTransaction[],
        })),
        balanceSignals: t.balanceSignals,
      });
      if (outcome.status !== 'COMPLETED') return { outcome, balanceSignals };
      // Descriptions read from files may hold characters PostgreSQL cannot store: made storable here, off the event loop.
      return { outcome: { status: 'COMPLETED', dataJson: JSON.stringify(storableCopy(outcome.data)), modelVersion: String(outcome.data.model_version ?? 'unknown') }, balanceSignals };
    }
    case 'analyze-paystubs': {
      const t = payload as PaystubsTask;
      const outcome = analyzePaystubs(t.input);
      if (!t.pdfSignals) return { outcome, fraud: null };
      // With DOC_FRAUD the stubs are judged whether or not the analysis found enough.
      const frequencyOf = new Map(outcome.status === 'COMPLETED' ? outcome.data.paystubs.map((p) => [p.document_id, p.frequency as PayFrequency | null]) : []);
      const stubs = t.input.stubs.map((s) => ({ ...s, frequency: frequencyOf.get(s.document_id), fieldConfidence: t.fieldConfidence?.[s.document_id] }));
      return { outcome, fraud: paystubFraudSignals(t.pdfSignals, stubs) };
    }
  }
}

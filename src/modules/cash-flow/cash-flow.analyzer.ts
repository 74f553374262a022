import { and, asc, eq } from 'drizzle-orm';
import { analyzeCashFlow } from '../../analysis/cash-flow/analyze.ts';
import { fraudRisk } from '../../analysis/fraud/fraud-risk.ts';
import type { FraudSignal } from '../../analysis/paystub/paystub.types.ts';
import type { ParsedStatement } from '../../analysis/statements/statement.types.ts';
import { connectionsOfModule } from '../../bank/bank.repo.ts';
import type { ConnectedAccount, ConnectedTransaction } from '../../bank/bank.types.ts';
import { documents } from '../../db/schema.ts';
import type { Executor } from '../../db/store.ts';
import type { BlobStore } from '../../documents/blob-store.ts';
import { finishProcessing, type DocumentRow } from '../../documents/documents.repo.ts';
import { DocumentRejectedError, type ParserPool } from '../../documents/parser-pool.ts';
import type { Analyzer } from '../analyzers.ts';
import { wantsDocumentFraud } from '../products.ts';
import { connectionsToInput, mergeInputs } from './connection-input.ts';
import { statementsToInput } from './statement-input.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * cash_flow_analysis: the case's bank connections and bank statements (read now if their reading
 * has not finished) as one transaction history, analysed by analysis/cash-flow.
 */
export function cashFlowAnalyzer(deps: { db: Executor; blobs: BlobStore; parser: Pick<ParserPool, 'parseStatement' | 'checkPdf'> }): Analyzer {
  async function statementsOf(moduleId: string): Promise<DocumentRow[]> {
    return deps.db.select().from(documents).where(and(eq(documents.moduleInstanceId, moduleId), eq(documents.category, 'bank_statement'))).orderBy(asc(documents.uploadedAt), asc(documents.id));
  }

  /** A statement still waiting for the parse job is read here, with the same rules. */
  async function ensureRead(doc: DocumentRow): Promise<void> {
    if (doc.processingStatus !== 'PROCESSING') return;
    const bytes = await deps.blobs.read(doc.sha256);
    try {
      await finishProcessing(deps.db, doc.id, { status: 'PROCESSED', parsed: await deps.parser.parseStatement(bytes, doc.format) });
    } catch (err) {
      if (!(err instanceof DocumentRejectedError)) throw err;
      await finishProcessing(deps.db, doc.id, { status: 'FAILED', error: err.message });
    }
  }

  /** DOC_FRAUD on bank statements: each PDF's own checks, and every account that does not reconcile. */
  async function statementFraud(read: DocumentRow[]): Promise<{ risk: string; signals: FraudSignal[] }> {
    const signals: FraudSignal[] = [];
    for (const doc of read) {
      if (doc.format === 'PDF') {
        try {
          signals.push(...(await deps.parser.checkPdf(await deps.blobs.read(doc.sha256), { documentId: doc.id, kind: 'bank_statement' })));
        } catch (err) {
          if (!(err instanceof DocumentRejectedError)) throw err;
        }
      }
      for (const account of (doc.parsed as ParsedStatement).accounts) {
        if (account.reconciliation.status !== 'MISMATCH') continue;
        const which = account.mask ? `account ending ${account.mask}` : (account.name ?? 'an account');
        signals.push({
          code: 'BALANCE_MISMATCH',
          severity: 'HIGH',
          document_id: doc.id,
          page: null,
          description: `The statement's balances for ${which} do not add up: ${account.reconciliation.problems[0] ?? 'its transactions do not lead to its closing balance.'}`,
        });
      }
    }
    return { risk: fraudRisk(signals), signals };
  }

  return async ({ caseRow, module }) => {
    for (const doc of await statementsOf(module.id)) await ensureRead(doc);
    const docs = await statementsOf(module.id);
    const connections = await connectionsOfModule(deps.db, module.id);
    if (docs.length === 0 && connections.length === 0) {
      return { status: 'INSUFFICIENT', reason: 'No bank account was connected and no bank statements were uploaded for this case.' };
    }
    const read = docs.filter((d) => d.processingStatus === 'PROCESSED');
    const failed = docs.filter((d) => d.processingStatus === 'FAILED');
    if (docs.length > 0 && read.length === 0 && connections.length === 0) {
      return {
        status: 'INSUFFICIENT',
        reason: `None of the ${plural(docs.length, 'uploaded statement')} could be read: ${failed.map((d) => `${d.filename}: ${d.processingError}`).join('; ')}`,
      };
    }
    const statements = read.length
      ? statementsToInput(
          caseRow.id,
          read.map((d) => ({ document_id: d.id, sha256: d.sha256, uploaded_at: d.uploadedAt, parsed: d.parsed as ParsedStatement })),
        )
      : null;
    const input = mergeInputs(
      statements,
      connectionsToInput(
        connections.map((c) => ({
          connection_id: c.id,
          provider: c.provider,
          institution_id: c.institutionId,
          connected_at: c.connectedAt,
          accounts: c.accounts as ConnectedAccount[],
          transactions: c.transactions as ConnectedTransaction[],
        })),
      ),
    );
    const outcome = analyzeCashFlow({ ...input, borrower: { first_name: caseRow.firstName, last_name: caseRow.lastName } });
    if (outcome.status === 'INSUFFICIENT') return outcome;
    const data = outcome.data as unknown as Record<string, unknown>;
    if (wantsDocumentFraud(caseRow, 'cash_flow_analysis')) data.fraud = await statementFraud(read);
    return { status: 'COMPLETED', data, modelVersion: String(data.model_version ?? 'unknown') };
  };
}

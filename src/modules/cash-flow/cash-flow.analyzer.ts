import { and, asc, count, eq, sql } from 'drizzle-orm';
import { fraudVerdict, type FraudVerdict } from '../../analysis/fraud/fraud-verdict.ts';
import type { FraudSignal } from '../../analysis/paystub/paystub.types.ts';
import { bankConnections, documents } from '../../db/schema.ts';
import type { Executor } from '../../db/store.ts';
import type { BlobStore } from '../../documents/blob-store.ts';
import { documentSummaryColumns, finishProcessing } from '../../documents/documents.repo.ts';
import { runTransactionsOver } from '../../documents/limits.ts';
import { DocumentRejectedError, type ParserPool, type TaskOwner } from '../../documents/parser-pool.ts';
import type { AnalysisOutcome, Analyzer } from '../analyzers.ts';
import { FRAUD_MODEL_VERSION, type CrossDocumentCheck } from '../fraud/cross-document.ts';
import { storableCopy } from '../../shared/storable-text.ts';
import { wantsDocumentFraud } from '../products.ts';

/** The JSON text of an object with one member more (`json` is an object's text without that member). */
export function withMember(json: string, name: string, value: unknown): string {
  const head = json.slice(0, json.lastIndexOf('}')).trimEnd();
  return `${head}${head.endsWith('{') ? '' : ','}${JSON.stringify(name)}:${JSON.stringify(value)}}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Transactions of a parsed statement, counted in the database. */
const statementRows = sql<string>`(select coalesce(sum(jsonb_array_length(a->'transactions')), 0) from jsonb_array_elements(${documents.parsed}->'accounts') a)`;

/**
 * cash_flow_analysis: the case's bank connections and bank statements (read now if their reading
 * has not finished) as one transaction history, analysed by analysis/cash-flow in a pool thread.
 * A history over `maxRunTransactions` ends INSUFFICIENT naming the limit before anything is loaded.
 */
export function cashFlowAnalyzer(deps: {
  db: Executor;
  blobs: BlobStore;
  parser: Pick<ParserPool, 'parseStatementJson' | 'checkPdf' | 'analyze'>;
  maxRunTransactions: number;
  /**
   * How long a run waits for the parse jobs of statements still being read to make progress
   * before it reads the rest itself (default: it does not wait).
   */
  readWaitMs?: number;
  /** DOC_FRAUD signals that compare the case's documents with others (duplicates). */
  crossDocument?: CrossDocumentCheck;
}): Analyzer {
  async function statementsOf(moduleId: string) {
    return deps.db
      // Without `parsed`: a statement's transactions go to the analysis thread as text (parsedTextOf).
      .select({ ...documentSummaryColumns, rows: statementRows })
      .from(documents)
      .where(and(eq(documents.moduleInstanceId, moduleId), eq(documents.category, 'bank_statement')))
      .orderBy(asc(documents.uploadedAt), asc(documents.id));
  }
  type Statement = Awaited<ReturnType<typeof statementsOf>>[number];

  /**
   * Statements being read by their parse jobs are waited for while the jobs make progress (reading
   * them here too would take a second thread of the account for the same work).
   */
  async function awaitReading(moduleId: string): Promise<void> {
    if (!deps.readWaitMs) return;
    let waiting = Infinity;
    let progressAt = Date.now();
    for (;;) {
      const [{ now }] = await deps.db
        .select({ now: count() })
        .from(documents)
        .where(and(eq(documents.moduleInstanceId, moduleId), eq(documents.category, 'bank_statement'), eq(documents.processingStatus, 'PROCESSING')));
      if (now === 0) return;
      if (now < waiting) [waiting, progressAt] = [now, Date.now()];
      if (Date.now() - progressAt > deps.readWaitMs) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** A statement still waiting for the parse job is read here, with the same rules. */
  async function ensureRead(doc: Statement, owner: TaskOwner): Promise<void> {
    if (doc.processingStatus !== 'PROCESSING') return;
    const bytes = await deps.blobs.read(doc.sha256);
    try {
      await finishProcessing(deps.db, doc.id, { status: 'PROCESSED', parsedJson: await deps.parser.parseStatementJson(bytes, doc.format, owner) });
    } catch (err) {
      if (!(err instanceof DocumentRejectedError)) throw err;
      await finishProcessing(deps.db, doc.id, { status: 'FAILED', error: err.message });
    }
  }

  async function connectionSizesOf(moduleId: string) {
    return deps.db
      .select({ provider: bankConnections.provider, institution: bankConnections.institutionId, n: bankConnections.transactionCount })
      .from(bankConnections)
      .where(eq(bankConnections.moduleInstanceId, moduleId))
      .orderBy(asc(bankConnections.connectedAt), asc(bankConnections.id));
  }

  /** Transactions the analysis would take: a file uploaded twice and a superseded connection count once, as in the analysis. */
  function transactionsOf(read: Statement[], connections: Awaited<ReturnType<typeof connectionSizesOf>>): number {
    const perFile = new Map<string, number>();
    for (const d of read) perFile.set(d.sha256, Math.max(perFile.get(d.sha256) ?? 0, Number(d.rows)));
    const latest = new Map(connections.map((c) => [`${c.provider}\u0000${c.institution}`, c.n]));
    return [...perFile.values(), ...latest.values()].reduce((a, b) => a + b, 0);
  }

  async function parsedTextOf(read: Statement[]) {
    if (read.length === 0) return [];
    const rows = await deps.db
      .select({ id: documents.id, parsed: sql<string>`${documents.parsed}::text` })
      .from(documents)
      .where(and(eq(documents.moduleInstanceId, read[0].moduleInstanceId), eq(documents.processingStatus, 'PROCESSED')));
    const text = new Map(rows.map((r) => [r.id, r.parsed]));
    return read.map((d) => ({ document_id: d.id, sha256: d.sha256, uploaded_at: d.uploadedAt, parsed_json: text.get(d.id)! }));
  }

  async function connectionsTextOf(moduleId: string) {
    const rows = await deps.db
      .select({
        connection_id: bankConnections.id,
        provider: bankConnections.provider,
        institution_id: bankConnections.institutionId,
        connected_at: bankConnections.connectedAt,
        accounts_json: sql<string>`${bankConnections.accounts}::text`,
        transactions_json: sql<string>`${bankConnections.transactions}::text`,
      })
      .from(bankConnections)
      .where(eq(bankConnections.moduleInstanceId, moduleId))
      .orderBy(asc(bankConnections.connectedAt), asc(bankConnections.id));
    return rows;
  }

  /**
   * DOC_FRAUD on bank statements: each PDF's own checks (read or not), what the rows of each read
   * statement show (statementSignals), and the checks across documents.
   */
  async function statementFraud(ctx: Parameters<Analyzer>[0], docs: Statement[], balanceSignals: FraudSignal[], owner: TaskOwner): Promise<FraudVerdict> {
    const signals: FraudSignal[] = [];
    for (const doc of docs) {
      const own = balanceSignals.filter((s) => s.document_id === doc.id);
      let placed = false;
      if (doc.format === 'PDF') {
        try {
          signals.push(...(await deps.parser.checkPdf(await deps.blobs.read(doc.sha256), { documentId: doc.id, kind: 'bank_statement', owner, locate: own })));
          placed = true;
        } catch (err) {
          if (!(err instanceof DocumentRejectedError)) throw err;
        }
      }
      if (!placed) signals.push(...own);
    }
    signals.push(...((await deps.crossDocument?.({ caseRow: ctx.caseRow, module: ctx.module, documents: docs })) ?? []));
    return fraudVerdict(signals);
  }

  /** An INSUFFICIENT run still delivers the documents' assessment with DOC_FRAUD. */
  async function insufficient(ctx: Parameters<Analyzer>[0], reason: string, docs: Statement[], balanceSignals: FraudSignal[], owner: TaskOwner): Promise<AnalysisOutcome> {
    if (!wantsDocumentFraud(ctx.caseRow, 'cash_flow_analysis') || docs.length === 0) return { status: 'INSUFFICIENT', reason };
    const unread = docs.filter((d) => d.processingStatus === 'FAILED').map((d) => `${d.filename}: ${d.processingError}`);
    const fraud = storableCopy(await statementFraud(ctx, docs, balanceSignals, owner));
    return { status: 'INSUFFICIENT', reason, data: { ...(unread.length ? { unread_documents: unread } : {}), fraud }, modelVersion: FRAUD_MODEL_VERSION };
  }

  return async (ctx) => {
    const { caseRow, module } = ctx;
    const owner: TaskOwner = { accountId: caseRow.accountId, caseId: caseRow.id };
    await awaitReading(module.id);
    for (const doc of await statementsOf(module.id)) await ensureRead(doc, owner);
    const docs = await statementsOf(module.id);
    const connections = await connectionSizesOf(module.id);
    if (docs.length === 0 && connections.length === 0) {
      return { status: 'INSUFFICIENT', reason: 'No bank account was connected and no bank statements were uploaded for this case.' };
    }
    const read = docs.filter((d) => d.processingStatus === 'PROCESSED');
    const failed = docs.filter((d) => d.processingStatus === 'FAILED');
    if (docs.length > 0 && read.length === 0 && connections.length === 0) {
      const reason = `None of the ${plural(docs.length, 'uploaded statement')} could be read: ${failed.map((d) => `${d.filename}: ${d.processingError}`).join('; ')}`;
      return insufficient(ctx, reason, docs, [], owner);
    }
    const over = runTransactionsOver(transactionsOf(read, connections), deps.maxRunTransactions);
    if (over) return insufficient(ctx, over, docs, [], owner);
    const fraud = wantsDocumentFraud(caseRow, 'cash_flow_analysis');
    const { outcome, balanceSignals } = await deps.parser.analyze(
      'analyze-cash-flow',
      {
        caseId: caseRow.id,
        borrower: { first_name: caseRow.firstName, last_name: caseRow.lastName },
        statements: await parsedTextOf(read),
        connections: await connectionsTextOf(module.id),
        balanceSignals: fraud,
      },
      owner,
    );
    if (outcome.status === 'INSUFFICIENT') return insufficient(ctx, outcome.reason, docs, balanceSignals, owner);
    if (!fraud) return outcome;
    return { ...outcome, dataJson: withMember(outcome.dataJson, 'fraud', storableCopy(await statementFraud(ctx, docs, balanceSignals, owner))) };
  };
}

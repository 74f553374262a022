import { and, asc, count, eq, getTableColumns, gt, or, sql } from 'drizzle-orm';
import { documents } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import { storableCopy } from '../shared/storable-text.ts';

export type DocumentRow = typeof documents.$inferSelect;

export async function insertDocuments(tx: Executor, rows: DocumentRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(documents).values(rows);
}

export async function countDocuments(ex: Executor, caseId: string): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(documents).where(eq(documents.caseId, caseId));
  return Number(row.n);
}

/** Documents of the case still waiting to be read. */
export async function countDocumentsProcessing(ex: Executor, caseId: string): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(documents).where(and(eq(documents.caseId, caseId), eq(documents.processingStatus, 'PROCESSING')));
  return Number(row.n);
}

/** Oldest first: the order they were uploaded in. */
/** A document without its parsed transactions (a statement's can hold MAX_STATEMENT_ROWS of them). */
export type DocumentSummary = Omit<DocumentRow, 'parsed'>;
const { parsed: _parsed, ...summaryColumns } = getTableColumns(documents);
export const documentSummaryColumns = summaryColumns;

export async function listDocuments(ex: Executor, caseId: string, opts: { limit: number; after?: { at: Date; id: string } }): Promise<DocumentSummary[]> {
  const conds = [eq(documents.caseId, caseId)];
  if (opts.after) {
    conds.push(or(gt(documents.uploadedAt, opts.after.at), and(eq(documents.uploadedAt, opts.after.at), gt(documents.id, opts.after.id)))!);
  }
  return ex
    .select(documentSummaryColumns)
    .from(documents)
    .where(and(...conds))
    .orderBy(asc(documents.uploadedAt), asc(documents.id))
    .limit(opts.limit);
}

export async function findDocument(ex: Executor, caseId: string, documentId: string): Promise<DocumentRow | undefined> {
  const [row] = await ex.select().from(documents).where(and(eq(documents.caseId, caseId), eq(documents.id, documentId)));
  return row;
}

export async function findDocumentById(ex: Executor, documentId: string): Promise<DocumentRow | undefined> {
  const [row] = await ex.select().from(documents).where(eq(documents.id, documentId));
  return row;
}

/** Records the outcome of reading a document, once: a document already finished is left as it is. */
/** What was read from a file is kept as read, but for the characters PostgreSQL cannot store (U+FFFD instead). */
export async function finishProcessing(
  ex: Executor,
  documentId: string,
  outcome: { status: 'PROCESSED'; parsed: unknown } | { status: 'PROCESSED'; parsedJson: string } | { status: 'FAILED'; error: string },
  at = new Date(),
): Promise<boolean> {
  // JSON text (from a parser thread, made storable there: pool-tasks.ts) goes to the database as
  // it is: no object is built, walked or serialised on the thread that serves requests.
  const parsed = outcome.status !== 'PROCESSED' ? null : 'parsedJson' in outcome ? sql`${outcome.parsedJson}::jsonb` : storableCopy(outcome.parsed);
  const rows = await ex
    .update(documents)
    .set(
      outcome.status === 'PROCESSED'
        ? { processingStatus: 'PROCESSED', parsed, processingError: null, processedAt: at }
        : { processingStatus: 'FAILED', processingError: storableCopy(outcome.error), processedAt: at },
    )
    .where(and(eq(documents.id, documentId), eq(documents.processingStatus, 'PROCESSING')))
    .returning({ id: documents.id });
  return rows.length > 0;
}

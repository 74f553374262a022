// Inside a pool thread: every task passes here on its way to parser-worker.ts's `perform`, so the
// caps on documents hold whatever the parsers do, and module analyses reach analysis-worker.ts.
import { imageKind } from '../analysis/ocr/image-kind.ts';
import { StatementParseError, type ParsedStatement } from '../analysis/statements/statement.types.ts';
import { runAnalysis, type AnalysisKind } from '../modules/analysis-worker.ts';
import { storableCopy } from '../shared/storable-text.ts';
import { DEFAULT_DOCUMENT_LIMITS, pdfPagesOver, statementRowsAtLeastOver, statementRowsOver, type DocumentLimits } from './limits.ts';
import type { PdfInspection } from './pdf-inspect.ts';
import { renderPage, type RenderPageTask } from './render-page.ts';
import type { WorkerTask } from './parser-worker.ts';
import { readApart, type ScannedPagesPlan } from './scanned-pages.ts';

/**
 * `asJson`: a parse-statement answers with the JSON text of its result. `pagedOcr`: a PDF with
 * several scanned pages is answered with their numbers, to be read a task each (scanned-pages.ts).
 */
type Incoming = (WorkerTask & { limits?: DocumentLimits; asJson?: boolean; pagedOcr?: boolean }) | { id: number; kind: AnalysisKind; payload: unknown; limits?: DocumentLimits };

/** OFX transactions are `<STMTTRN>` elements: counted before parsing, a file far over the cap costs nothing. */
function ofxTransactionsAtLeast(bytes: Uint8Array): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').match(/<STMTTRN>/gi)?.length ?? 0;
}

const rowsOf = (parsed: ParsedStatement) => parsed.accounts.reduce((n, a) => n + a.transactions.length, 0);

export async function performTask(task: WorkerTask, perform: (task: WorkerTask) => Promise<unknown>): Promise<unknown> {
  const t = task as Incoming;
  if (t.kind.startsWith('analyze-')) return runAnalysis(t.kind as AnalysisKind, (t as { payload: unknown }).payload);
  if ((t.kind as string) === 'render-page') return renderPage((t as unknown as RenderPageTask).bytes, (t as unknown as RenderPageTask).page, { maxImagePixels: t.limits?.maxImagePixels });
  const doc = t as WorkerTask;
  const limits = t.limits ?? DEFAULT_DOCUMENT_LIMITS;
  if (doc.kind === 'parse-statement' && doc.format === 'OFX') {
    const over = statementRowsAtLeastOver(ofxTransactionsAtLeast(doc.bytes), limits.maxStatementRows);
    if (over) throw new StatementParseError(over);
  }
  if ((doc.kind === 'parse-statement' || doc.kind === 'read-paystub') && doc.format === 'PDF' && imageKind(doc.bytes) === null && (t as { pagedOcr?: boolean }).pagedOcr && !doc.ocrPages) {
    const kind = doc.kind === 'read-paystub' ? 'paystub' : 'bank_statement';
    const scannedPages = await perform({ ...doc, kind: 'scanned-pages', documentKind: kind }) as number[];
    if (readApart(scannedPages)) return { scannedPages } satisfies ScannedPagesPlan;
    // None or one: read here as before (an empty list says there is nothing to OCR).
    if (scannedPages.length === 0) doc.ocrPages = [];
  }
  const result = await perform(doc);
  if (doc.kind === 'parse-statement') {
    const over = statementRowsOver(rowsOf(result as ParsedStatement), limits.maxStatementRows);
    if (over) throw new StatementParseError(over);
    if ((t as { asJson?: boolean }).asJson) return JSON.stringify(storableCopy(result));
  }
  if (doc.kind === 'inspect-pdf') {
    const inspected = result as PdfInspection;
    const over = inspected.ok ? pdfPagesOver(inspected.pageCount, limits.maxPdfPages) : null;
    if (over) return { ok: false, reason: over } satisfies PdfInspection;
  }
  return result;
}

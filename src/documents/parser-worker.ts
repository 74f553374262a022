// Runs inside a worker thread: untrusted document bytes are only ever parsed here, so a hostile
// file can exhaust this thread's time or heap, never the service's.
import { parentPort } from 'node:worker_threads';
import { checkPdfDocument } from '../analysis/fraud/check-pdf.ts';
import type { FraudSignal } from '../analysis/paystub/paystub.types.ts';
import { inspectImage } from '../analysis/ocr/inspect-image.ts';
import { ocrPdfPage, ownText, scannedPageNumbers } from '../analysis/ocr/ocr-document.ts';
import type { OcrPage } from '../analysis/ocr/ocr-pages.ts';
import { ocrFailsAs, PAYSTUB_OCR_PAGES, readPaystubDocument, readStatementDocument } from '../analysis/ocr/read-scanned.ts';
import { PaystubParseError } from '../analysis/paystub/paystub.types.ts';
import { readStatement } from '../analysis/statements/pdf/pdf-statement.ts';
import type { PdfPage } from '../analysis/statements/pdf/pdf-text.ts';
import { StatementParseError } from '../analysis/statements/statement.types.ts';
import type { DocumentFormat } from './file-type.ts';
import type { DocumentLimits } from './limits.ts';
import { inspectPdf } from './pdf-inspect.ts';
import { performTask } from './pool-tasks.ts';

export type WorkerTask = {
  id: number;
  kind: 'inspect-pdf' | 'inspect-image' | 'parse-statement' | 'read-paystub' | 'check-pdf' | 'scanned-pages' | 'ocr-page';
  format: DocumentFormat;
  bytes: Uint8Array;
  /** check-pdf, and read-paystub with fraud checks: the document the signals name. */
  documentId?: string;
  /** read-paystub: also run the PDF's fraud checks. */
  fraud?: boolean;
  /** check-pdf, scanned-pages: which kind of document it is. */
  documentKind?: 'paystub' | 'bank_statement';
  /** check-pdf: signals of the figures read, to place on their pages (and only that, with locateOnly). */
  locate?: FraudSignal[];
  locateOnly?: boolean;
  /** ocr-page: which page of the PDF (from 1). */
  page?: number;
  /** parse-statement, read-paystub: the PDF's scanned pages, already read by ocr-page tasks. */
  ocrPages?: OcrPage[];
};
export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; reason: string };

/**
 * A PDF's own text, read once per task: pool-tasks.ts asks which pages are scanned and then parses
 * the same bytes (the same array), and both need the text. Keyed by the task's own copy of the
 * bytes, so nothing outlives the task.
 */
const textOfBytes = new WeakMap<Uint8Array, Promise<PdfPage[] | null>>();
function textOnce(bytes: Uint8Array): Promise<PdfPage[] | null> {
  let text = textOfBytes.get(bytes);
  if (!text) textOfBytes.set(bytes, (text = ownText(bytes)));
  return text;
}

async function perform(task: WorkerTask): Promise<unknown> {
  // MAX_IMAGE_PIXELS: what a picture (or a scanned page) may hold, checked as it is decoded.
  const maxPixels = (task as { limits?: DocumentLimits }).limits?.maxImagePixels;
  switch (task.kind) {
    case 'inspect-pdf':
      return inspectPdf(task.bytes);
    case 'inspect-image':
      return inspectImage(task.bytes, maxPixels);
    case 'parse-statement': {
      // No page to OCR and the text read already (scanned-pages): what parsePdfStatement does with it.
      const text = task.format === 'PDF' && task.ocrPages?.length === 0 ? await textOfBytes.get(task.bytes) : undefined;
      if (text) return readStatement(text);
      return readStatementDocument(task.bytes, task.format, { maxPixels, ocrPages: task.ocrPages });
    }
    case 'read-paystub':
      return readPaystubDocument(task.bytes, { documentId: task.documentId!, fraud: task.fraud ?? false, maxPixels, ocrPages: task.ocrPages });
    case 'scanned-pages':
      return ocrFailsAs(async () =>
        scannedPageNumbers(task.bytes, { maxOcrPages: task.documentKind === 'paystub' ? PAYSTUB_OCR_PAGES : undefined, text: await textOnce(task.bytes) }),
      );
    case 'ocr-page':
      return ocrFailsAs(() => ocrPdfPage(task.bytes, task.page!, { maxPixels }));
    case 'check-pdf':
      return checkPdfDocument({ documentId: task.documentId!, bytes: task.bytes, kind: task.documentKind ?? 'bank_statement', locate: task.locate, locateOnly: task.locateOnly });
  }
}

parentPort!.on('message', async (task: WorkerTask) => {
  let reply: WorkerReply;
  try {
    reply = { id: task.id, ok: true, result: await performTask(task, perform) };
  } catch (err) {
    // A parse error says what is wrong with the file; anything else is named as a read failure.
    const known = err instanceof StatementParseError || err instanceof PaystubParseError;
    const reason = known ? (err as Error).message : `The document could not be read: ${(err as Error).message}`;
    reply = { id: task.id, ok: false, reason };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage({ ready: true });

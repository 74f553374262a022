import { and, asc, eq } from 'drizzle-orm';
import type { PaystubEntry } from '../../analysis/paystub/analyze-paystubs.ts';
import type { PaystubReading } from '../../analysis/ocr/read-scanned.ts';
import type { ExtractedPaystub, FraudSignal } from '../../analysis/paystub/paystub.types.ts';
import { documents } from '../../db/schema.ts';
import type { Executor } from '../../db/store.ts';
import type { BlobStore } from '../../documents/blob-store.ts';
import { DocumentRejectedError, type ParserPool } from '../../documents/parser-pool.ts';
import type { Analyzer } from '../analyzers.ts';
import { wantsDocumentFraud } from '../products.ts';
import { fraudVerdict } from '../../analysis/fraud/fraud-verdict.ts';
import { locateInWords } from '../../analysis/fraud/locate-figures.ts';
import { FRAUD_MODEL_VERSION, type CrossDocumentCheck } from '../fraud/cross-document.ts';

/**
 * paystub: every paystub of the case read in a parser thread (fields, and with DOC_FRAUD the PDF's
 * own checks), then income, employment and identity from analysis/paystub, and the arithmetic checks,
 * in a pool thread too.
 */
export function paystubAnalyzer(deps: {
  db: Executor;
  blobs: BlobStore;
  parser: Pick<ParserPool, 'readPaystub' | 'analyze' | 'checkPdf'>;
  now?: () => Date;
  /** DOC_FRAUD signals that compare the case's documents with others (duplicates, deposits). */
  crossDocument?: CrossDocumentCheck;
}): Analyzer {
  async function fileSignalsOf(doc: { id: string; sha256: string }): Promise<FraudSignal[]> {
    try {
      return await deps.parser.checkPdf(await deps.blobs.read(doc.sha256), { documentId: doc.id, kind: 'paystub' });
    } catch (err) {
      if (!(err instanceof DocumentRejectedError)) throw err;
      return [];
    }
  }
  /**
   * The arithmetic signals of each document placed on their page (locate-figures.ts): among the
   * words OCR read, boxed on the page as shown, then what is left of a PDF in its text layer, in a
   * parser thread.
   */
  async function placed(signals: FraudSignal[], docs: Array<{ id: string; sha256: string; format: string }>, ocr: Map<string, NonNullable<PaystubReading['ocr']>>): Promise<FraudSignal[]> {
    const out: FraudSignal[] = [];
    const unplaced = (s: FraudSignal) => Boolean((s.figures?.length || s.dates?.length) && s.page !== null && !s.boxes?.length);
    for (const doc of docs) {
      const words = ocr.get(doc.id)?.words;
      const own = words?.length ? locateInWords(signals.filter((s) => s.document_id === doc.id), words) : signals.filter((s) => s.document_id === doc.id);
      const toPlace = own.filter(unplaced);
      if (doc.format !== 'PDF' || toPlace.length === 0) {
        out.push(...own);
        continue;
      }
      let located = toPlace;
      try {
        located = await deps.parser.checkPdf(await deps.blobs.read(doc.sha256), { documentId: doc.id, kind: 'paystub', locate: toPlace, locateOnly: true });
      } catch (err) {
        if (!(err instanceof DocumentRejectedError)) throw err;
      }
      out.push(...own.filter((s) => !toPlace.includes(s)), ...located);
    }
    out.push(...signals.filter((s) => !docs.some((d) => d.id === s.document_id)));
    return out;
  }

  return async ({ caseRow, module }) => {
    const owner = { accountId: caseRow.accountId, caseId: caseRow.id };
    const docs = await deps.db
      .select()
      .from(documents)
      .where(and(eq(documents.moduleInstanceId, module.id), eq(documents.category, 'paystub')))
      .orderBy(asc(documents.uploadedAt), asc(documents.id));
    if (docs.length === 0) return { status: 'INSUFFICIENT', reason: 'No paystubs were uploaded for this case.' };
    const fraud = wantsDocumentFraud(caseRow, 'paystub');
    const stubs: Array<{ document_id: string; stub: ExtractedPaystub }> = [];
    const ocr = new Map<string, NonNullable<PaystubReading['ocr']>>();
    const signals: FraudSignal[] = [];
    const unread: string[] = [];
    for (const doc of docs) {
      try {
        const read = await deps.parser.readPaystub(await deps.blobs.read(doc.sha256), { documentId: doc.id, fraud, owner });
        stubs.push({ document_id: doc.id, stub: read.stub });
        if (read.ocr) ocr.set(doc.id, read.ocr);
        signals.push(...read.signals);
      } catch (err) {
        if (!(err instanceof DocumentRejectedError)) throw err;
        unread.push(`${doc.filename}: ${err.message}`);
        // A paystub whose fields cannot be read is still judged as a file.
        if (fraud && doc.format === 'PDF') signals.push(...(await fileSignalsOf(doc)));
      }
    }
    if (fraud) signals.push(...(await deps.crossDocument?.({ caseRow, module, documents: docs, stubs }) ?? []));
    if (stubs.length === 0) {
      const reason = `No paystub could be read from the ${docs.length === 1 ? 'uploaded document' : `${docs.length} uploaded documents`}: ${unread.join('; ')}`;
      if (!fraud) return { status: 'INSUFFICIENT', reason };
      return { status: 'INSUFFICIENT', reason, data: { currency: 'USD', paystubs: [], unread_documents: unread, fraud: fraudVerdict(signals) }, modelVersion: FRAUD_MODEL_VERSION };
    }
    const asOf = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
    const address = caseRow.address as { line1?: string; line2?: string | null; city?: string; state?: string; postal_code?: string } | null;
    const analysed = await deps.parser.analyze(
      'analyze-paystubs',
      {
        input: { stubs, borrower: { first_name: caseRow.firstName, last_name: caseRow.lastName, address: address ?? null }, asOf },
        pdfSignals: fraud ? signals : null,
        fieldConfidence: Object.fromEntries([...ocr].map(([id, o]) => [id, o.fields])),
      },
      owner,
    );
    const outcome = analysed.outcome;
    const verdict = analysed.fraud ? fraudVerdict(await placed(analysed.fraud, docs, ocr)) : null;
    if (outcome.status === 'INSUFFICIENT') {
      if (!verdict) return outcome;
      const data = { currency: 'USD', paystubs: [], ...(unread.length ? { unread_documents: unread } : {}), fraud: verdict };
      return { ...outcome, data, modelVersion: FRAUD_MODEL_VERSION };
    }
    const data: Record<string, unknown> = { ...outcome.data, paystubs: outcome.data.paystubs.map((p) => withOcr(p, ocr.get(p.document_id))) };
    if (unread.length > 0) data.unread_documents = unread;
    if (verdict) data.fraud = verdict;
    return { status: 'COMPLETED', data, modelVersion: String(outcome.data.model_version ?? 'unknown') };
  };
}

/** A paystub read from a photo or scan says so, with how sure OCR was overall and of each field (0–1). */
function withOcr(entry: PaystubEntry, ocr: PaystubReading['ocr'] | undefined) {
  if (!ocr) return entry;
  return { ...entry, source: ocr.source, confidence: { overall: ocr.confidence, fields: ocr.fields } };
}

// One document judged as the modules judge it with DOC_FRAUD: read (text layer or OCR), the file's
// own checks, the paystub arithmetic or the statement's rows, weighed into one verdict. Cross-case
// checks (duplicates) are measured separately, since they need the other cases.
import { checkPdfDocument } from '../../src/analysis/fraud/check-pdf.ts';
import { fraudVerdict, type FraudVerdict } from '../../src/analysis/fraud/fraud-verdict.ts';
import { statementRowSignals } from '../../src/analysis/fraud/statement-rows.ts';
import { readPaystubDocument, readStatementDocument } from '../../src/analysis/ocr/read-scanned.ts';
import { paystubFraud } from '../../src/analysis/paystub/paystub-fraud.ts';
import type { FraudSignal } from '../../src/analysis/paystub/paystub.types.ts';

export type DocumentKind = 'paystub' | 'bank_statement';

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-');

export async function assessDocument(bytes: Uint8Array, kind: DocumentKind, documentId = 'doc'): Promise<FraudVerdict & { read: boolean }> {
  const pdf = isPdf(bytes);
  if (kind === 'paystub') {
    try {
      const r = await readPaystubDocument(bytes, { documentId, fraud: true });
      return { ...paystubFraud(r.signals, [{ document_id: documentId, stub: r.stub, fieldConfidence: r.ocr?.fields }]), read: true };
    } catch {
      const signals = pdf ? await checkPdfDocument({ documentId, bytes, kind }) : [];
      return { ...fraudVerdict(signals), read: false };
    }
  }
  const signals: FraudSignal[] = pdf ? await checkPdfDocument({ documentId, bytes, kind }) : [];
  let read = false;
  try {
    const parsed = await readStatementDocument(bytes, pdf ? 'PDF' : 'IMAGE');
    signals.push(...statementRowSignals(documentId, parsed));
    read = true;
  } catch {
    // Unreadable: the file's own checks stand alone.
  }
  return { ...fraudVerdict(signals), read };
}

// The document-fraud checks of one uploaded PDF: structure, metadata, text overlays and font
// anomalies. Each check runs on its own: a file one reader chokes on is still judged by the others,
// and nothing here throws for a readable file.
import { PDFDocument, PDFArray, PDFDict, PDFName } from 'pdf-lib';
import type { FraudSignal } from '../paystub/paystub.types.ts';
import { fontMismatchSignals } from './font-anomaly.ts';
import { readPageGraphics, type PageGraphics, type TextRun } from './pdf-graphics.ts';
import { metadataSignals, readPdfMetadata } from './pdf-metadata.ts';
import { readPdfStructure, structureSignals, type StructureContext } from './pdf-structure.ts';
import { textOverlaySignals } from './text-overlay.ts';

export { checkPaystubArithmetic } from './paystub-arithmetic.ts';
export { fraudRisk } from './fraud-risk.ts';

export interface PdfCheckInput {
  documentId: string;
  bytes: Uint8Array;
  kind: 'paystub' | 'bank_statement';
}

async function loadPdfLib(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true, throwOnInvalidObject: false });
  } catch {
    return null;
  }
}

/** Page object numbers and each page's annotation subtypes, from the final revision. */
function pageFacts(doc: PDFDocument | null): Pick<StructureContext, 'pageObjectNumbers' | 'pageAnnotations'> {
  if (!doc) return {};
  try {
    const pages = doc.getPages();
    const pageAnnotations = pages.map((p, i) => {
      const subtypes: string[] = [];
      try {
        const annots = p.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
        for (let k = 0; annots && k < Math.min(annots.size(), 500); k++) {
          const a = annots.lookupMaybe(k, PDFDict);
          const sub = a?.get(PDFName.of('Subtype'));
          if (sub instanceof PDFName) subtypes.push(sub.decodeText());
        }
      } catch {
        // A malformed annotation list is skipped.
      }
      return { page: i + 1, subtypes };
    });
    return { pageObjectNumbers: pages.map((p) => p.ref.objectNumber), pageAnnotations };
  } catch {
    return {};
  }
}

export async function checkPdfDocument(input: PdfCheckInput): Promise<FraudSignal[]> {
  const { documentId, bytes, kind } = input;
  const signals: FraudSignal[] = [];
  const doc = await loadPdfLib(bytes);

  try {
    signals.push(...structureSignals(readPdfStructure(bytes), { documentId, kind, ...pageFacts(doc) }));
  } catch {
    // Structure unreadable: the other checks still run.
  }
  try {
    signals.push(...metadataSignals(await readPdfMetadata(bytes, doc), documentId));
  } catch {
    // Metadata unreadable.
  }
  let pages: PageGraphics[] = [];
  try {
    pages = await readPageGraphics(bytes);
  } catch {
    pages = [];
  }
  signals.push(...textOverlaySignals(documentId, pages));
  signals.push(
    ...fontMismatchSignals(
      documentId,
      pages.map((p) => ({ number: p.number, items: p.ops.filter((o): o is TextRun => o.kind === 'text'), fontNames: p.fontNames })),
    ),
  );
  return signals;
}

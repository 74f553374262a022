// The document-fraud checks of one uploaded PDF: structure, metadata, text overlays and font
// anomalies. Each check runs on its own: a file one reader chokes on is still judged by the others,
// and nothing here throws for a readable file.
import { PDFDocument, PDFArray, PDFDict, PDFName } from 'pdf-lib';
import type { FraudSignal, SignalBox } from '../paystub/paystub.types.ts';
import { fontMismatchSignals } from './font-anomaly.ts';
import { readPageGraphics, type PageGraphics, type TextRun } from './pdf-graphics.ts';
import { metadataSignals, readPdfMetadata } from './pdf-metadata.ts';
import { readPdfStructure, structureSignals, type StructureContext } from './pdf-structure.ts';
import { textOverlaySignals } from './text-overlay.ts';
import { malformedAmountSignals } from './malformed-amount.ts';
import { placeholderSignals } from './placeholder-identity.ts';
import { changedFigures } from './revision-diff.ts';
import { locateFigures } from './locate-figures.ts';
import type { PdfStructure } from './pdf-structure.ts';

export { checkPaystubArithmetic } from './paystub-arithmetic.ts';
export { fraudRisk } from './fraud-risk.ts';

export interface PdfCheckInput {
  documentId: string;
  bytes: Uint8Array;
  kind: 'paystub' | 'bank_statement';
  /** Signals found in the figures read (arithmetic, balances): returned too, placed on their pages. */
  locate?: FraudSignal[];
  /** Only place `locate`: the file's own checks are not run. */
  locateOnly?: boolean;
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
      const boxes: SignalBox[] = [];
      try {
        const annots = p.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
        const top = p.getMediaBox().y + p.getMediaBox().height;
        for (let k = 0; annots && k < Math.min(annots.size(), 500); k++) {
          const a = annots.lookupMaybe(k, PDFDict);
          const sub = a?.get(PDFName.of('Subtype'));
          if (!(sub instanceof PDFName)) continue;
          subtypes.push(sub.decodeText());
          // Rect [x0 y0 x1 y1] in PDF space (y up): as a box from the page's top-left.
          const r = a?.lookupMaybe(PDFName.of('Rect'), PDFArray)?.asRectangle();
          if (r && /^(FreeText|Square|Stamp)$/.test(sub.decodeText())) boxes.push({ x: r.x, y: top - r.y - r.height, width: r.width, height: r.height });
        }
      } catch {
        // A malformed annotation list is skipped.
      }
      return { page: i + 1, subtypes, boxes };
    });
    return { pageObjectNumbers: pages.map((p) => p.ref.objectNumber), pageAnnotations };
  } catch {
    return {};
  }
}

export async function checkPdfDocument(input: PdfCheckInput): Promise<FraudSignal[]> {
  const { documentId, bytes, kind } = input;
  if (input.locateOnly) return locateFigures(input.locate ?? [], await readPageGraphics(bytes).catch(() => []));
  const signals: FraudSignal[] = [];
  const doc = await loadPdfLib(bytes);

  let structure: PdfStructure | null = null;
  try {
    structure = readPdfStructure(bytes);
    signals.push(...structureSignals(structure, { documentId, kind, ...pageFacts(doc) }));
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
  if (structure) await judgeRewrites(signals, structure, bytes, pages);
  signals.push(...textOverlaySignals(documentId, pages));
  signals.push(...malformedAmountSignals(documentId, pages));
  signals.push(...placeholderSignals(documentId, pages));
  signals.push(...locateFigures(input.locate ?? [], pages));
  signals.push(
    ...fontMismatchSignals(
      documentId,
      pages.map((p) => ({ number: p.number, items: p.ops.filter((o): o is TextRun => o.kind === 'text'), fontNames: p.fontNames })),
    ),
  );
  return signals;
}

/**
 * An update that rewrote a page (INCREMENTAL_UPDATE) is compared with the file as first written:
 * HIGH when it changed an amount (the new figures boxed), LOW when it changed no amount (a redacted
 * name, a filled form). When the first revision cannot be read the update stays MEDIUM.
 */
async function judgeRewrites(signals: FraudSignal[], structure: PdfStructure, bytes: Uint8Array, pages: PageGraphics[]): Promise<void> {
  const i = signals.findIndex((s) => s.code === 'INCREMENTAL_UPDATE' && s.severity === 'HIGH');
  if (i < 0) return;
  const signal = signals[i];
  const base = structure.revisions.length - structure.updates;
  let original: PageGraphics[] | null = null;
  try {
    original = base > 0 ? await readPageGraphics(bytes.subarray(0, structure.revisions[base - 1].end)) : null;
  } catch {
    original = null;
  }
  if (!original || original.length === 0 || pages.length === 0) {
    signals[i] = { ...signal, severity: 'MEDIUM' };
    return;
  }
  const changes = changedFigures(original, pages);
  if (changes.length === 0) {
    signals[i] = { ...signal, severity: 'LOW', description: `${signal.description.replace(/\.$/, '')}; no amount differs from the file as first written.` };
    return;
  }
  const c = changes[0];
  const was = c.removed.length ? ` where it first read ${c.removed.slice(0, 3).join(', ')}` : '';
  signals[i] = {
    ...signal,
    page: c.page,
    description: `An incremental update changed the amounts on page ${c.page}: it now shows ${c.added.slice(0, 3).join(', ')}${was}.`,
    boxes: c.boxes,
  };
}

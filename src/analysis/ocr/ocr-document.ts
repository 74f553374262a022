// A document's pages as positioned text, by OCR where it has no text of its own: a photo or
// screenshot (one page), or a PDF's pages that are mostly picture and carry little text (a scan,
// a fax, or a scan under a small text overlay). Pages with a real text layer are read as before.
import { openPdf } from '../pdf/open-pdf.ts';
import { extractPdfText, NO_TEXT_LAYER, type PdfPage, type TextItem } from '../statements/pdf/pdf-text.ts';
import { ocrPage, type OcrPageQuality } from './ocr-pages.ts';
import { pageImagery, renderPageImages } from './pdf-page-images.ts';

/** A page is read by OCR when pictures cover at least this share of it... */
const IMAGE_COVERAGE = 0.5;
/** ...and its own text is shorter than this (a name-and-address overlay, a fax header). */
const FEW_CHARACTERS = 200;
/** Scanned pages OCR'd in one document at most: at ~2–5 s a page, more would outrun the time limit. */
export const MAX_OCR_PAGES = 12;

export interface DocumentPages {
  pages: PdfPage[];
  /** One entry per page read by OCR; empty when none was. */
  ocr: OcrPageQuality[];
}

export class TooManyScannedPagesError extends Error {
  constructor(pages: number) {
    super(`The document has ${pages} scanned pages; at most ${MAX_OCR_PAGES} can be read from pictures: upload the pages in separate files`);
    this.name = 'TooManyScannedPagesError';
  }
}

/** A photo, screenshot or scan in an image file: one page. */
export async function imageDocumentPages(bytes: Uint8Array, opts: { maxPixels?: number } = {}): Promise<DocumentPages> {
  const read = await ocrPage(bytes, { number: 1, maxPixels: opts.maxPixels });
  return { pages: [read.page], ocr: [read.quality] };
}

/**
 * A PDF's pages: its own text where it has some, OCR where a page is mostly picture with little
 * text. On an OCR'd page the PDF's text is kept and the recognised words it covers are dropped.
 * `maxOcrPages` stops early (a paystub's pay summary is on its first pages).
 */
export async function pdfDocumentPages(bytes: Uint8Array, opts: { maxPixels?: number; maxOcrPages?: number } = {}): Promise<DocumentPages> {
  const textPages = await extractPdfText(bytes).catch((err: Error) => {
    if (err.message === NO_TEXT_LAYER) return null;
    throw err;
  });
  const task = openPdf(bytes);
  try {
    const doc = await task.promise;
    const pages: PdfPage[] = [];
    const ocr: OcrPageQuality[] = [];
    const toRead: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const own = textPages?.[n - 1];
      const characters = own ? own.items.reduce((c, i) => c + i.str.trim().length, 0) : 0;
      if (characters < FEW_CHARACTERS && (await pageImagery(page)).coverage >= IMAGE_COVERAGE) toRead.push(n);
      page.cleanup();
    }
    const limit = opts.maxOcrPages ?? MAX_OCR_PAGES;
    if (toRead.length > MAX_OCR_PAGES && limit >= MAX_OCR_PAGES) throw new TooManyScannedPagesError(toRead.length);
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const own: PdfPage = textPages?.[n - 1] ?? { number: n, width: viewport.width, height: viewport.height, items: [] };
      if (!toRead.includes(n) || ocr.length >= limit) {
        pages.push(own);
        page.cleanup();
        continue;
      }
      const picture = await renderPageImages(page, await pageImagery(page));
      page.cleanup();
      const read = await ocrPage(picture.png, { number: n, widthPt: viewport.width, maxPixels: opts.maxPixels, keep: (item) => !own.items.some((t) => overlaps(t, item)) });
      pages.push({ ...read.page, width: viewport.width, height: viewport.height, items: [...own.items, ...read.page.items] });
      ocr.push(read.quality);
    }
    return { pages, ocr };
  } finally {
    await task.destroy();
  }
}

/** Whether two items share a line and overlap horizontally. */
function overlaps(a: TextItem, b: TextItem): boolean {
  const sameLine = Math.abs(a.y - b.y) < 0.6 * Math.max(a.size, b.size);
  return sameLine && a.x < b.x + b.width && b.x < a.x + a.width;
}

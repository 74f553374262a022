// A document's pages as positioned text, by OCR where it has no text of its own: a photo or
// screenshot (one page), or a PDF's pages that are mostly picture and carry little text (a scan,
// a fax, or a scan under a small text overlay). Pages with a real text layer are read as before.
import { openPdf } from '../pdf/open-pdf.ts';
import { extractPdfText, NO_TEXT_LAYER, type PdfPage, type TextItem } from '../statements/pdf/pdf-text.ts';
import { ocrPage, type OcrPage, type OcrPageQuality, type PlacedWord } from './ocr-pages.ts';
import { pageImagery, renderPageImages } from './pdf-page-images.ts';

/** A page is read by OCR when pictures cover at least this share of it... */
const IMAGE_COVERAGE = 0.5;
/** ...and its own text is shorter than this (a name-and-address overlay, a fax header). */
const FEW_CHARACTERS = 200;
/**
 * Scanned pages OCR'd in one document at most. Each page is a pool task of its own (under
 * PARSE_TIMEOUT_MS each), so this caps the work one upload asks for: at 2–5 s a page, 40 pages
 * hold a thread for 1.5–3.5 minutes.
 */
export const MAX_OCR_PAGES = 40;

export interface DocumentPages {
  pages: PdfPage[];
  /** One entry per page read by OCR; empty when none was. */
  ocr: OcrPageQuality[];
  /** The words OCR read, each with its page and its box on the page as shown (ocr-pages.ts). */
  words: PagedWord[];
}

export type PagedWord = PlacedWord & { page: number };

const pagedWords = (read: readonly OcrPage[]): PagedWord[] => read.flatMap((r) => (r.words ?? []).map((w) => ({ ...w, page: r.page.number })));

export class TooManyScannedPagesError extends Error {
  constructor(pages: number) {
    super(`The document has ${pages} scanned pages; at most ${MAX_OCR_PAGES} can be read from pictures: upload the pages in separate files`);
    this.name = 'TooManyScannedPagesError';
  }
}

/** A photo, screenshot or scan in an image file: one page. */
export async function imageDocumentPages(bytes: Uint8Array, opts: { maxPixels?: number } = {}): Promise<DocumentPages> {
  const read = await ocrPage(bytes, { number: 1, maxPixels: opts.maxPixels });
  return { pages: [read.page], ocr: [read.quality], words: pagedWords([read]) };
}

/**
 * The pages of a PDF that are read by OCR (numbers from 1), at most `maxOcrPages` of them; more
 * scanned pages than MAX_OCR_PAGES (when reading them all) is refused.
 */
export async function scannedPageNumbers(bytes: Uint8Array, opts: { maxOcrPages?: number; text?: PdfPage[] | null } = {}): Promise<number[]> {
  // `text`: the PDF's own text (ownText) when the caller has read it already.
  const textPages = opts.text !== undefined ? opts.text : await ownText(bytes);
  // Enough text on every page: nothing to read by OCR, and no need to open the file again.
  if (textPages?.every(hasEnoughText)) return [];
  const task = openPdf(bytes);
  try {
    const doc = await task.promise;
    const toRead: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const own = textPages?.[n - 1];
      const characters = own ? pageCharacters(own) : 0;
      if (characters < FEW_CHARACTERS && (await pageImagery(page)).coverage >= IMAGE_COVERAGE) toRead.push(n);
      page.cleanup();
    }
    const limit = opts.maxOcrPages ?? MAX_OCR_PAGES;
    if (toRead.length > MAX_OCR_PAGES && limit >= MAX_OCR_PAGES) throw new TooManyScannedPagesError(toRead.length);
    return toRead.slice(0, limit);
  } finally {
    await task.destroy();
  }
}

/**
 * Page `n` of a PDF read by OCR, with the page's own text kept and the recognised words it covers
 * dropped. One page is the unit of work: the parser pool reads a long scan a page per task.
 */
export async function ocrPdfPage(bytes: Uint8Array, n: number, opts: { maxPixels?: number } = {}): Promise<OcrPage> {
  const textPages = await ownText(bytes);
  const task = openPdf(bytes);
  try {
    const doc = await task.promise;
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const own: PdfPage = textPages?.[n - 1] ?? { number: n, width: viewport.width, height: viewport.height, items: [] };
    const picture = await renderPageImages(page, await pageImagery(page));
    page.cleanup();
    const read = await ocrPage(picture.png, {
      number: n,
      widthPt: viewport.width,
      maxPixels: opts.maxPixels,
      enlargement: picture.enlargement,
      keep: (item) => !overlapsAny(own.items, item),
      // The picture is the page at 300 dpi: words are placed in the page's points.
      pageSize: { width: viewport.width, height: viewport.height },
    });
    return { page: { ...read.page, width: viewport.width, height: viewport.height, items: [...own.items, ...read.page.items] }, quality: read.quality, words: read.words };
  } finally {
    await task.destroy();
  }
}

/**
 * A PDF's pages: its own text where it has some, OCR where a page is mostly picture with little
 * text (scannedPageNumbers). `read` gives pages already read by OCR (ocrPdfPage, a task each);
 * without it they are read here, one after another. `maxOcrPages` stops early (a paystub's pay
 * summary is on its first pages).
 */
export async function pdfDocumentPages(bytes: Uint8Array, opts: { maxPixels?: number; maxOcrPages?: number; read?: readonly OcrPage[] } = {}): Promise<DocumentPages> {
  // Known to have no page to OCR: the caller reads the PDF's text as it always did.
  if (opts.read?.length === 0) return { pages: [], ocr: [], words: [] };
  const read: OcrPage[] = opts.read ? [...opts.read] : [];
  if (!opts.read) for (const n of await scannedPageNumbers(bytes, opts)) read.push(await ocrPdfPage(bytes, n, opts));
  const textPages = await ownText(bytes);
  const byNumber = new Map(read.map((r) => [r.page.number, r]));
  const task = openPdf(bytes);
  try {
    const doc = await task.promise;
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const ocr = byNumber.get(n);
      if (ocr) {
        pages.push(ocr.page);
        continue;
      }
      const own = textPages?.[n - 1];
      if (own) pages.push(own);
      else {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({ scale: 1 });
        pages.push({ number: n, width: viewport.width, height: viewport.height, items: [] });
        page.cleanup();
      }
    }
    return { pages, ocr: read.map((r) => r.quality), words: pagedWords(read) };
  } finally {
    await task.destroy();
  }
}

/** The PDF's own text, page by page; null when it has no text layer at all. */
export function ownText(bytes: Uint8Array): Promise<PdfPage[] | null> {
  return extractPdfText(bytes).catch((err: Error) => {
    if (err.message === NO_TEXT_LAYER) return null;
    throw err;
  });
}

// Named functions rather than inline arrows in the loops over every item of a page, and of every
// word OCR reads: see src/analysis/statements/pdf/rows.ts.

/** The characters of a page's own text, spaces around its items left out. */
function pageCharacters(page: PdfPage): number {
  return page.items.reduce(addCharacters, 0);
}

function addCharacters(c: number, i: TextItem): number {
  return c + i.str.trim().length;
}

function hasEnoughText(page: PdfPage): boolean {
  return pageCharacters(page) >= FEW_CHARACTERS;
}

/** Whether any of `items` overlaps `item` (overlaps). */
function overlapsAny(items: readonly TextItem[], item: TextItem): boolean {
  for (const t of items) if (overlaps(t, item)) return true;
  return false;
}

/** Whether two items share a line and overlap horizontally. */
function overlaps(a: TextItem, b: TextItem): boolean {
  const sameLine = Math.abs(a.y - b.y) < 0.6 * Math.max(a.size, b.size);
  return sameLine && a.x < b.x + b.width && b.x < a.x + a.width;
}

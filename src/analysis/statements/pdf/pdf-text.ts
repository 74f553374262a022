// Text with positions from a PDF, through pdfjs-dist's legacy build (the one meant for Node).
import { openPdf, pdfjs } from '../../pdf/open-pdf.ts';
import { StatementParseError } from '../statement.types.ts';

export interface TextItem {
  str: string;
  /** Left edge, in points from the page's left. */
  x: number;
  /** Baseline, in points from the page's top. */
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
  font: string;
  /** Read by OCR: the recogniser's confidence, 0–1 (absent for a PDF's own text). */ confidence?: number;
}

export interface PdfPage {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  items: TextItem[];
}

export const PASSWORD_PROTECTED = 'The PDF is password-protected; upload it without a password';
export const NO_TEXT_LAYER =
  "The PDF has no text layer (scanned image); upload the bank's original PDF or a CSV/OFX export";

interface RawItem {
  str?: string;
  transform?: number[];
  width?: number;
  fontName?: string;
}

/** Every page's horizontal text, in the page's own (rotation-corrected, top-down) coordinates. */
export async function extractPdfText(bytes: Uint8Array): Promise<PdfPage[]> {
  const task = openPdf(bytes);
  try {
    let doc: Awaited<typeof task.promise>;
    try {
      doc = await task.promise;
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'PasswordException') throw new StatementParseError(PASSWORD_PROTECTED);
      if (name === 'InvalidPDFException') throw new StatementParseError('The PDF is corrupt or incomplete and cannot be read');
      throw err;
    }
    const pages: PdfPage[] = [];
    let characters = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: TextItem[] = [];
      for (const raw of content.items as RawItem[]) {
        const str = raw.str;
        if (!str || !raw.transform || str.trim() === '') continue;
        const t = pdfjs.Util.transform(viewport.transform, raw.transform);
        // Horizontal, upright text only: rotated watermarks and vertical margin notes are no part of a table.
        if (Math.abs(t[1]) > 1e-3 || Math.abs(t[2]) > 1e-3 || t[0] <= 0 || t[3] >= 0) continue;
        const size = Math.abs(t[3]);
        if (size < 1) continue;
        characters += str.length;
        items.push({ str, x: t[4], y: t[5], width: (raw.width ?? 0) * viewport.scale, size, font: raw.fontName ?? '' });
      }
      pages.push({ number: n, width: viewport.width, height: viewport.height, items });
      page.cleanup();
    }
    if (characters === 0) throw new StatementParseError(NO_TEXT_LAYER);
    return pages;
  } finally {
    await task.destroy();
  }
}

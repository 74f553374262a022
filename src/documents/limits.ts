// The caps on what one document or one module run may hold (docs/limits.md). Pure: each check
// returns the sentence the client reads, naming the setting, or null when within the cap.

export interface DocumentLimits {
  /** MAX_STATEMENT_ROWS: transactions one statement may hold. */
  maxStatementRows: number;
  /** MAX_PDF_PAGES: pages one PDF may have. */
  maxPdfPages: number;
  /** MAX_IMAGE_PIXELS: width × height of one image (or page image read by OCR). */
  maxImagePixels: number;
}

/** The caps' defaults, as src/config/config.ts sets them. */
export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = { maxStatementRows: 20_000, maxPdfPages: 500, maxImagePixels: 40_000_000 };

const count = (n: number) => n.toLocaleString('en-US');

export function statementRowsOver(rows: number, max: number): string | null {
  if (rows <= max) return null;
  return `The statement has ${count(rows)} transactions; a statement may have at most ${count(max)} (MAX_STATEMENT_ROWS). Split it into shorter periods.`;
}

/** Before parsing, a CSV or OFX whose rows already exceed the cap (counted roughly, never under). */
export function statementRowsAtLeastOver(rowsAtLeast: number, max: number): string | null {
  if (rowsAtLeast <= max) return null;
  return `The statement has more than ${count(max)} transactions, the most a statement may have (MAX_STATEMENT_ROWS). Split it into shorter periods.`;
}

export function pdfPagesOver(pages: number, max: number): string | null {
  if (pages <= max) return null;
  return `The PDF has ${count(pages)} pages; a PDF may have at most ${count(max)} (MAX_PDF_PAGES)`;
}

export function imagePixelsOver(width: number, height: number, max: number): string | null {
  const pixels = width * height;
  if (pixels <= max) return null;
  return `The image is ${count(width)} × ${count(height)} pixels; an image may have at most ${count(max)} pixels (MAX_IMAGE_PIXELS)`;
}

export function runTransactionsOver(transactions: number, max: number): string | null {
  if (transactions <= max) return null;
  return `The case's statements and bank connections hold ${count(transactions)} transactions; one analysis takes at most ${count(max)} (MAX_RUN_TRANSACTIONS). Remove statements the analysis does not need and run it again.`;
}

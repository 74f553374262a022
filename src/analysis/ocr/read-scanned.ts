// Paystubs and statements from any accepted file: a PDF with a text layer as before; a photo, a
// screenshot, or a PDF whose pages are pictures through OCR, with how sure OCR was of each field.
import { checkPdfDocument } from '../fraud/check-pdf.ts';
import { extractPaystub, extractPaystubFromPages } from '../paystub/extract/extract-paystub.ts';
import { PaystubParseError, type ExtractedPaystub, type FraudSignal } from '../paystub/paystub.types.ts';
import { parseStatement } from '../statements/parse-statement.ts';
import { readStatement } from '../statements/pdf/pdf-statement.ts';
import { StatementParseError, type ParsedStatement, type StatementFormat } from '../statements/statement.types.ts';
import { amountConfidence, dateConfidence, textConfidence, wellFormedAmountConfidence } from './field-confidence.ts';
import { imageKind } from './image-kind.ts';
import { imageDocumentPages, pdfDocumentPages, TooManyScannedPagesError, type DocumentPages, type PagedWord } from './ocr-document.ts';
import { ImageTooLargeError, UnreadableImageError } from './normalise-image.ts';
import type { OcrPage, OcrPageQuality } from './ocr-pages.ts';
import { reconcilePaystub } from './paystub-arithmetic.ts';
import { poorReadingReason, tooPoorToTrust } from './poor-reading.ts';

/** How a document was read by OCR: overall, page by page, and (paystubs) field by field. */
export interface OcrReading {
  source: 'OCR';
  /** Mean word confidence over the OCR'd pages, weighted by length (0–1). */
  confidence: number;
  pages: OcrPageQuality[];
}

export interface PaystubReading {
  stub: ExtractedPaystub;
  signals: FraudSignal[];
  /**
   * Present when the stub was read by OCR: the reading, each field's confidence (null: not
   * printed), and the words read with their boxes on the page as shown, to place the signals about
   * its figures (locate-figures.ts); the words are never stored.
   */
  ocr?: OcrReading & { fields: Record<string, number | null>; words: PagedWord[] };
}

export type StatementReading = ParsedStatement & { ocr?: OcrReading };

/** How sure a printed total must be read to confirm the figures it adds up. */
const SURE_TOTAL = 0.3;

/** Scanned paystubs rarely run past two pages; the pay summary is on the first. */
export const PAYSTUB_OCR_PAGES = 3;

/** `ocrPages`: a PDF's scanned pages already read by OCR (a task each); without it they are read here. */
export async function readPaystubDocument(bytes: Uint8Array, opts: { documentId: string; fraud: boolean; maxPixels?: number; ocrPages?: readonly OcrPage[] }): Promise<PaystubReading> {
  const isImage = imageKind(bytes) !== null;
  let read: DocumentPages;
  if (isImage) {
    read = await ocrOr(() => imageDocumentPages(bytes, opts), PaystubParseError);
  } else {
    read = await ocrOr(() => pdfDocumentPages(bytes, { maxPixels: opts.maxPixels, maxOcrPages: PAYSTUB_OCR_PAGES, read: opts.ocrPages }), PaystubParseError).catch((err: Error) => {
      // Password, corruption: the same sentence a text PDF gets.
      if (err instanceof StatementParseError) throw new PaystubParseError(err.message);
      throw err;
    });
  }
  const signals = opts.fraud && !isImage ? await checkPdfDocument({ documentId: opts.documentId, bytes, kind: 'paystub' }) : [];
  if (read.ocr.length === 0) return { stub: await extractPaystub(bytes), signals };
  let stub: ExtractedPaystub;
  try {
    stub = extractPaystubFromPages(read.pages);
  } catch (err) {
    if (err instanceof PaystubParseError) throw new PaystubParseError(poorReadingReason(read.ocr, 'paystub'));
    throw err;
  }
  // Gross or net read as zero from a picture is a misread band or box (measured: a real ADP stub's
  // "Net Check $0.00" taken for its net pay when the net on its halftone band was misread), not pay.
  if (tooPoorToTrust(read.ocr) || stub.gross_cents === 0 || stub.net_cents === 0) throw new PaystubParseError(poorReadingReason(read.ocr));
  const p = read.pages;
  const fields: Record<string, number | null> = {
    gross_pay: amountConfidence(p, stub.gross_cents),
    net_pay: amountConfidence(p, stub.net_cents),
    pay_date: dateConfidence(p, stub.pay_date),
    period_start: dateConfidence(p, stub.period_start),
    period_end: dateConfidence(p, stub.period_end),
    ytd_gross: amountConfidence(p, stub.ytd_gross_cents),
    ytd_net: amountConfidence(p, stub.ytd_net_cents),
    employer_name: textConfidence(p, stub.employer_name),
    employee_name: textConfidence(p, stub.employee_name),
  };
  stub.deductions.forEach((d, i) => (fields[`deductions.${i}`] = amountConfidence(p, d.amount_cents)));
  // A figure put right by the stub's arithmetic keeps the confidence of the word it was read from.
  // A total of the deductions printed as gross − net confirms both as read; printed as the
  // deductions' sum, them. Only read surely and well formed: a total misread as a part was
  // (measured: "36.535.85" beside "3,540.00" for 36,835.85 and 3,840.00) confirms nothing.
  const { stub: reconciled } = reconcilePaystub(stub, (cents) => (cents === null ? 1 : (amountConfidence(p, cents) ?? 1)), (cents) => (wellFormedAmountConfidence(p, cents) ?? 0) >= SURE_TOTAL);
  return { stub: reconciled, signals, ocr: { ...reading(read.ocr), fields, words: read.words } };
}

export async function readStatementDocument(bytes: Uint8Array, format: StatementFormat | 'IMAGE', opts: { maxPixels?: number; ocrPages?: readonly OcrPage[] } = {}): Promise<StatementReading> {
  let read: DocumentPages;
  if (format === 'IMAGE') read = await ocrOr(() => imageDocumentPages(bytes, opts), StatementParseError);
  else if (format === 'PDF') read = await ocrOr(() => pdfDocumentPages(bytes, { maxPixels: opts.maxPixels, read: opts.ocrPages }), StatementParseError);
  else return parseStatement(bytes, format);
  if (read.ocr.length === 0) return parseStatement(bytes, 'PDF');
  let parsed: ParsedStatement;
  try {
    parsed = readStatement(read.pages);
  } catch (err) {
    if (err instanceof StatementParseError) throw new StatementParseError(poorReadingReason(read.ocr, 'statement'));
    throw err;
  }
  const found = parsed.accounts.reduce((n, a) => n + a.transactions.length, 0);
  if (found === 0 || tooPoorToTrust(read.ocr)) throw new StatementParseError(poorReadingReason(read.ocr, 'statement'));
  const p = read.pages;
  const accounts = parsed.accounts.map((a) => ({
    ...a,
    transactions: a.transactions.map((t) => {
      const onPage = p.filter((page) => page.number === t.page);
      const amount = amountConfidence(onPage, t.amountCents) ?? 0;
      const date = dateConfidence(onPage, t.date);
      return { ...t, confidence: date === null ? amount : Math.min(amount, date) };
    }),
  }));
  return { ...parsed, accounts, ocr: reading(read.ocr) };
}

function reading(pages: OcrPageQuality[]): OcrReading {
  const characters = pages.reduce((n, q) => n + q.characters, 0);
  const confidence = characters === 0 ? 0 : pages.reduce((s, q) => s + q.confidence * q.characters, 0) / characters;
  return { source: 'OCR', confidence: Math.round(confidence * 1000) / 1000, pages };
}

/** A scanned page read on its own (a task of its own): its failures as a reason for the client. */
export function ocrFailsAs<T>(read: () => Promise<T>): Promise<T> {
  return ocrOr(read, StatementParseError);
}

/** Image errors become the parser's own error kind, with the reason for the client. */
async function ocrOr<T>(read: () => Promise<T>, Kind: new (message: string) => Error): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ImageTooLargeError || err instanceof UnreadableImageError || err instanceof TooManyScannedPagesError) throw new Kind(err.message);
    throw err;
  }
}

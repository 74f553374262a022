import { IMAGE_CONTENT_TYPES, imageKind, type ImageKind } from '../analysis/ocr/image-kind.ts';
import type { StatementFormat } from '../analysis/statements/statement.types.ts';

/** What a document is stored as: a statement format, or a picture read by OCR. */
export type DocumentFormat = StatementFormat | 'IMAGE';
/** HEIC is recognised so that its refusal can say what to send instead. */
export type FileKind = StatementFormat | ImageKind | 'UNKNOWN';

export const CONTENT_TYPES: Record<Exclude<FileKind, 'UNKNOWN'>, string> = {
  PDF: 'application/pdf',
  OFX: 'application/x-ofx',
  CSV: 'text/csv',
  ...IMAGE_CONTENT_TYPES,
};

/** The stored format of a file kind; null for one that is recognised but not read (HEIC). */
export function formatOfKind(kind: Exclude<FileKind, 'UNKNOWN'>): DocumentFormat | null {
  if (kind === 'HEIC') return null;
  return kind === 'JPEG' || kind === 'PNG' || kind === 'WEBP' ? 'IMAGE' : kind;
}

const HEAD_BYTES = 4096;

/**
 * The kind of a file from its bytes alone (never from its name or declared type): an image
 * signature, a PDF header in the first kilobyte (as readers accept it), an OFX header or root
 * element, or text that reads as delimited rows.
 */
export function sniffFileKind(bytes: Uint8Array): FileKind {
  const image = imageKind(bytes);
  if (image) return image;
  const head = Buffer.from(bytes.subarray(0, HEAD_BYTES)).toString('latin1');
  const pdfAt = head.indexOf('%PDF-');
  if (pdfAt >= 0 && pdfAt < 1024) return 'PDF';
  if (!looksLikeText(bytes)) return 'UNKNOWN';
  const start = head.replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart();
  if (/^OFXHEADER\s*:/i.test(start) || /^<\?xml[^>]*>\s*<\?OFX\b/i.test(start) || /^<OFX>/i.test(start)) return 'OFX';
  if (looksDelimited(head)) return 'CSV';
  return 'UNKNOWN';
}

/** No NUL bytes and almost no control characters in the first 4 KB. */
function looksLikeText(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, HEAD_BYTES);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (b === 0) return false;
    if (b < 9 || (b > 13 && b < 32) || b === 127) control += 1;
  }
  return control <= n / 100;
}

/** At least two lines that split into two or more fields with the same delimiter. */
function looksDelimited(head: string): boolean {
  const lines = head.split(/\r\n|\n|\r/).filter((l) => l.trim() !== '');
  const complete = lines.length > 1 && head.length === HEAD_BYTES ? lines.slice(0, -1) : lines;
  if (complete.length < 2) return false;
  return [',', ';', '\t', '|'].some((d) => complete.filter((l) => l.split(d).length >= 2).length >= Math.max(2, Math.ceil(complete.length * 0.8)));
}

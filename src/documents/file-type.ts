import type { StatementFormat } from '../analysis/statements/statement.types.ts';

export type FileKind = StatementFormat | 'UNKNOWN';

export const CONTENT_TYPES: Record<StatementFormat, string> = {
  PDF: 'application/pdf',
  OFX: 'application/x-ofx',
  CSV: 'text/csv',
};

const HEAD_BYTES = 4096;

/**
 * The kind of a file from its bytes alone (never from its name or declared type): a PDF header in
 * the first kilobyte (as readers accept it), an OFX header or root element, or text that reads as
 * delimited rows.
 */
export function sniffFileKind(bytes: Uint8Array): FileKind {
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

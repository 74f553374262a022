import crypto from 'node:crypto';
import PDFDocument from 'pdfkit';

export type FormPart = { name: string; value: string } | { name: string; filename: string; content: Buffer | string; contentType?: string };

export const BOUNDARY = '----underwrite-test-boundary';

/** A multipart/form-data body, parts in the order given, for app.inject(). */
export function multipart(parts: FormPart[], boundary = BOUNDARY): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`),
      );
      chunks.push(Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content));
      chunks.push(Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const sha256 = (b: Buffer | string) => crypto.createHash('sha256').update(b).digest('hex');

/** A small PDF with the given lines of text, one per row. */
export function textPdf(lines: string[], opts: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ ...opts, info: { CreationDate: new Date('2026-01-20T00:00:00Z'), ...(opts.info ?? {}) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.font('Helvetica').fontSize(10);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

/** A bank export with a signed amount and a running balance: opening 1,000.00, closing 2,377.55. */
export const SAMPLE_CSV = [
  'Date,Description,Amount,Balance',
  '01/02/2026,ACME CORP PAYROLL PPD,1500.00,2500.00',
  '01/05/2026,GROCERY MART #112,-84.20,2415.80',
  '01/09/2026,"ELECTRIC CO, AUTOPAY",-38.25,2377.55',
].join('\r\n');

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

/** Ten weeks of a checking account from 2026-01-02: biweekly payroll of 2,000.00 and weekly spending, balances printed. */
export function tenWeekStatementCsv(): string {
  const rows = ['Date,Description,Amount,Balance'];
  let balance = 50_000;
  const day = (n: number) => new Date(Date.UTC(2026, 0, 2) + n * 86_400_000).toISOString().slice(0, 10);
  for (let d = 0; d < 70; d++) {
    if (d % 14 === 0) {
      balance += 200_000;
      rows.push(`${day(d)},ACME CORP PAYROLL PPD ID 4455,2000.00,${(balance / 100).toFixed(2)}`);
    }
    if (d % 7 === 3) {
      balance -= 12_345;
      rows.push(`${day(d)},GROCERY MART #12,-123.45,${(balance / 100).toFixed(2)}`);
    }
  }
  return rows.join('\n');
}

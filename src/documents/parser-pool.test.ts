import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentRejectedError, parserPool } from './parser-pool.ts';

function pdf(opts: PDFKit.PDFDocumentOptions = {}, pages = 1): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument(opts);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    for (let i = 0; i < pages; i++) {
      if (i > 0) doc.addPage();
      doc.text(`Page ${i + 1} 01/02 PAYROLL 1,234.56`);
    }
    doc.end();
  });
}

describe('parser pool (worker threads)', () => {
  const pool = parserPool({ size: 2, timeoutMs: 20_000, memoryMb: 256 });
  afterAll(() => pool.close());

  it.each([
    ['a readable PDF', () => pdf({}, 3), { ok: true, pageCount: 3 }],
    ['a password-protected PDF', () => pdf({ userPassword: 'secret' }), { ok: false, reason: 'The PDF is password-protected; upload it without a password' }],
    ['a truncated PDF', async () => (await pdf()).subarray(0, 300), { ok: false, reason: 'The PDF is corrupt or incomplete and cannot be read' }],
    ['bytes that only start like a PDF', async () => new TextEncoder().encode('%PDF-1.7\n garbage'), { ok: false, reason: 'The PDF is corrupt or incomplete and cannot be read' }],
  ])('inspects %s', async (_name, make, expected) => {
    expect(await pool.inspectPdf(await make())).toEqual(expected);
  });

  it('runs documents side by side and leaves the caller its bytes', async () => {
    const bytes = await pdf({}, 2);
    const results = await Promise.all(Array.from({ length: 6 }, () => pool.inspectPdf(bytes)));
    expect(results).toEqual(Array(6).fill({ ok: true, pageCount: 2 }));
    expect(bytes.byteLength).toBeGreaterThan(0);
  });

  it('fails a document that takes too long, with a reason, and keeps serving', async () => {
    const slow = parserPool({ size: 1, timeoutMs: 1, memoryMb: 256 });
    try {
      const bytes = await pdf({}, 40);
      await expect(slow.inspectPdf(bytes)).rejects.toEqual(new DocumentRejectedError('Reading the document took longer than 1 ms'));
    } finally {
      await slow.close();
    }
    expect(await pool.inspectPdf(await pdf())).toEqual({ ok: true, pageCount: 1 });
  });

  it('fails a document that needs more memory than the limit, with a reason, without harming the service', async () => {
    const small = parserPool({ size: 1, timeoutMs: 60_000, memoryMb: 4 });
    try {
      const big = await pdf({}, 1500);
      await expect(small.inspectPdf(big)).rejects.toEqual(new DocumentRejectedError('The document needs more than 4 MB to read'));
      // The thread was replaced: the next document gets an answer too, not a hang.
      await expect(small.inspectPdf(await pdf())).rejects.toEqual(new DocumentRejectedError('The document needs more than 4 MB to read'));
    } finally {
      await small.close();
    }
    expect(await pool.inspectPdf(await pdf())).toEqual({ ok: true, pageCount: 1 });
  });
});

import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPdfPage } from '../eval/degrade/render-pdf.ts';
import { generateStatementCorpus } from '../eval/statements/generate.ts';
import { openPdf } from '../src/analysis/pdf/open-pdf.ts';
import { parserPool } from '../src/documents/parser-pool.ts';

// A scanned statement of several pages goes through the parser pool a page per task (each page
// under the pool's own time and memory limit) and comes back whole: every page read, every row.

/** The pages of a PDF as pictures in a PDF of their own, with no text layer: a scan. */
async function scanOf(pdf: Uint8Array, pages: number): Promise<Uint8Array> {
  const pictures: Buffer[] = [];
  for (let n = 1; n <= pages; n++) pictures.push(await renderPdfPage(pdf, { page: n, dpi: 200 }));
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    for (const png of pictures) doc.addPage().image(png, 0, 0, { width: 612, height: 792 });
    doc.end();
  });
}

describe('a scanned statement of several pages', () => {
  const pool = parserPool({ size: 2, timeoutMs: 120_000, memoryMb: 512 });
  afterAll(() => pool.close());

  it('is read a page per task and parsed whole', async () => {
    const [item] = await generateStatementCorpus({ seed: 1, perLayout: 1, layouts: ['ledger'] });
    const doc = await openPdf(item.bytes).promise;
    const pages = Math.min(3, doc.numPages);
    await doc.destroy();
    expect(pages).toBeGreaterThan(1);
    const read = await pool.parseStatement(await scanOf(item.bytes, pages), 'PDF');
    expect(read.ocr?.pages.map((p) => p.page)).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
    const truth = item.truth.accounts.flatMap((a) => a.transactions).filter((t) => t.page !== null && t.page <= pages);
    const got = read.accounts.flatMap((a) => a.transactions);
    const found = truth.filter((t) => got.some((g) => g.date === t.date && g.amountCents === t.amountCents));
    expect(found.length / truth.length).toBeGreaterThanOrEqual(0.95);
    for (let n = 1; n <= pages; n++) expect(got.some((g) => g.page === n)).toBe(true);
  }, 600_000);
});

import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisPayload } from '../modules/analysis-worker.ts';
import { AnalysisLimitError, DocumentRejectedError, parserPool } from './parser-pool.ts';

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
      await expect(slow.parseStatement(bytes, 'PDF')).rejects.toEqual(new DocumentRejectedError('Reading the document took longer than 1 ms'));
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

/** A cash-flow task of `n` transactions over `n / 4` days, as the run sends it. */
function cashFlowTask(n: number): AnalysisPayload<'analyze-cash-flow'> {
  const transactions = Array.from({ length: n }, (_, i) => ({
    date: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 4) * 86_400_000).toISOString().slice(0, 10),
    description: i % 20 === 0 ? 'ACME CORP PAYROLL PPD' : `CARD PURCHASE STORE ${i % 50}`,
    amountCents: i % 20 === 0 ? 200_000 : -(1_000 + (i % 700)),
    runningBalanceCents: null,
    page: null,
    externalId: null,
  }));
  const parsed = {
    format: 'CSV',
    institution: null,
    currency: 'USD',
    periodStart: null,
    periodEnd: null,
    pageCount: null,
    accounts: [{ name: 'Checking', mask: '1234', periodStart: null, periodEnd: null, transactions, reconciliation: { status: 'UNVERIFIABLE', openingBalanceCents: null, closingBalanceCents: null, creditsCents: 0, debitsCents: 0, differenceCents: null, runningBalanceMismatches: 0, problems: [] } }],
    warnings: [],
  };
  return {
    caseId: '00000000-0000-4000-8000-000000000001',
    borrower: { first_name: 'Ada', last_name: 'Lovelace' },
    statements: [{ document_id: '00000000-0000-4000-8000-000000000002', sha256: 'a'.repeat(64), uploaded_at: new Date('2026-06-01T00:00:00Z'), parsed_json: JSON.stringify(parsed) }],
    connections: [],
    balanceSignals: false,
  };
}

describe('parser pool: analyses, limits and fairness', () => {
  it('runs a cash-flow analysis in a thread and answers with the result as JSON text', async () => {
    const pool = parserPool({ size: 1, timeoutMs: 20_000, memoryMb: 256 });
    try {
      const { outcome } = await pool.analyze('analyze-cash-flow', cashFlowTask(400), { accountId: 'a' });
      expect(outcome.status).toBe('COMPLETED');
      const data = JSON.parse((outcome as { dataJson: string }).dataJson);
      expect(data.income.monthly_income).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  it('ends an analysis over its time limit with a reason naming the setting', async () => {
    const slow = parserPool({ size: 1, timeoutMs: 20_000, memoryMb: 256, analysisTimeoutMs: 1 });
    try {
      await expect(slow.analyze('analyze-cash-flow', cashFlowTask(20_000))).rejects.toEqual(new AnalysisLimitError('The analysis took longer than 1 ms (ANALYSIS_TIMEOUT_MS)'));
    } finally {
      await slow.close();
    }
  });

  it('ends an analysis over its heap limit with a reason naming the setting; the pool goes on', { timeout: 180_000 }, async () => {
    // A thread needs about 128 MB to start (the parsers load with it); the history needs more than 192.
    const small = parserPool({ size: 1, timeoutMs: 120_000, analysisTimeoutMs: 120_000, memoryMb: 192 });
    try {
      await expect(small.analyze('analyze-cash-flow', cashFlowTask(300_000))).rejects.toEqual(new AnalysisLimitError('The analysis needs more than 192 MB (PARSE_MEMORY_MB)'));
      await expect(small.inspectPdf(await pdf())).resolves.toEqual({ ok: true, pageCount: 1 });
    } finally {
      await small.close();
    }
  });

  it('refuses a statement over the row cap, and a PDF over the page cap, naming the setting', async () => {
    const pool = parserPool({ size: 1, timeoutMs: 20_000, memoryMb: 256, limits: { maxStatementRows: 2, maxPdfPages: 2, maxImagePixels: 1 } });
    try {
      const csv = new TextEncoder().encode('Date,Description,Amount\n2026-01-02,A,1.00\n2026-01-03,B,-2.00\n2026-01-04,C,-3.00\n');
      await expect(pool.parseStatement(csv, 'CSV')).rejects.toEqual(
        new DocumentRejectedError('The statement has 3 transactions; a statement may have at most 2 (MAX_STATEMENT_ROWS). Split it into shorter periods.'),
      );
      const ofx = new TextEncoder().encode(`OFXHEADER:100\n<OFX>${'<STMTTRN><TRNAMT>1.00</STMTTRN>'.repeat(3)}</OFX>`);
      await expect(pool.parseStatement(ofx, 'OFX')).rejects.toEqual(
        new DocumentRejectedError('The statement has more than 2 transactions, the most a statement may have (MAX_STATEMENT_ROWS). Split it into shorter periods.'),
      );
      expect(await pool.inspectPdf(await pdf({}, 3))).toEqual({ ok: false, reason: 'The PDF has 3 pages; a PDF may have at most 2 (MAX_PDF_PAGES)' });
      expect(await pool.inspectPdf(await pdf({}, 2))).toEqual({ ok: true, pageCount: 2 });
    } finally {
      await pool.close();
    }
  });

  it('gives another account a thread while one account floods it', async () => {
    const pool = parserPool({ size: 2, timeoutMs: 60_000, memoryMb: 256 });
    try {
      const bytes = await pdf({}, 12);
      // The other account's file is a page: beside the flood it ends first; queued behind it, last.
      const small = await pdf({}, 1);
      // Both threads started (tasks without an owner are not capped), so that starting one is not measured.
      await Promise.all([pool.inspectPdf(bytes), pool.inspectPdf(bytes)]);
      expect(pool.threads()).toBe(2);
      const ended: string[] = [];
      // Reading the text takes each page's time (opening a PDF takes about the same for 1 page or 12):
      // whether it reads as a statement does not matter here, only when it ends.
      const task = (account: string, name: string, file = bytes) =>
        pool.parseStatement(file, 'PDF', { accountId: account, caseId: account }).then(
          () => ended.push(name),
          () => ended.push(name),
        );
      const flood = [1, 2, 3, 4].map((i) => task('flood', `flood-${i}`));
      await task('other', 'other', small);
      await Promise.all(flood);
      // The other account's task ran beside the flood's first, not after its queue.
      expect(ended.indexOf('other')).toBeLessThanOrEqual(1);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('starts threads on first use and ends them when idle', async () => {
    const pool = parserPool({ size: 2, timeoutMs: 20_000, memoryMb: 256, idleMs: 200 });
    try {
      expect(pool.threads()).toBe(0);
      await pool.inspectPdf(await pdf());
      expect(pool.threads()).toBe(1);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(pool.threads()).toBe(0);
      expect(await pool.inspectPdf(await pdf())).toEqual({ ok: true, pageCount: 1 });
    } finally {
      await pool.close();
    }
  });
});

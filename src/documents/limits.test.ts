import { describe, expect, it } from 'vitest';
import { imagePixelsOver, pdfPagesOver, runTransactionsOver, statementRowsAtLeastOver, statementRowsOver } from './limits.ts';

describe('document and run limits', () => {
  it('say nothing within the cap and name the setting beyond it', () => {
    expect(statementRowsOver(20_000, 20_000)).toBeNull();
    expect(statementRowsOver(20_001, 20_000)).toBe('The statement has 20,001 transactions; a statement may have at most 20,000 (MAX_STATEMENT_ROWS). Split it into shorter periods.');
    expect(statementRowsAtLeastOver(30_000, 20_000)).toMatch(/more than 20,000 transactions.*MAX_STATEMENT_ROWS/);
    expect(pdfPagesOver(200, 200)).toBeNull();
    expect(pdfPagesOver(201, 200)).toBe('The PDF has 201 pages; a PDF may have at most 200 (MAX_PDF_PAGES)');
    expect(imagePixelsOver(4000, 3000, 40_000_000)).toBeNull();
    expect(imagePixelsOver(10_000, 5_000, 40_000_000)).toBe('The image is 10,000 × 5,000 pixels; an image may have at most 40,000,000 pixels (MAX_IMAGE_PIXELS)');
    expect(runTransactionsOver(50_000, 50_000)).toBeNull();
    expect(runTransactionsOver(50_001, 50_000)).toMatch(/hold 50,001 transactions; one analysis takes at most 50,000 \(MAX_RUN_TRANSACTIONS\)/);
  });
});

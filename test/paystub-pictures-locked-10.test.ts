// Phone photos from the tenth locked split (eval/paystubs/locked-10/degraded), tuned on since its blind
// score, read through OCR as the service reads them. Two photos only (OCR costs seconds a picture;
// `EVAL_LOCKED=locked-10 npm run eval:ocr -- --locked-only --kinds photo` scores all 20).
//
// An hourly US stub whose deductions column lost most of its decimal points to the blur ("4819",
// "1570", "200", "18400" among "97.33" and "98.60"): before, one of its nine deductions was read
// (us-hourly photos 70.0%); the bare numbers set between figures with cents of their column are now
// put back as money. A Kenyan payslip's "NSSF (Tier I)" and "(Tier II)" read "I)" at 0.29 and "B)":
// before, both lost their tier (and with it their name).
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreDocument } from '../eval/paystubs/document-truth.ts';
import { stopOcrEngine } from '../src/analysis/ocr/ocr-engine.ts';
import { readPaystubDocument } from '../src/analysis/ocr/read-scanned.ts';

const DIR = 'eval/paystubs/locked-10/degraded';

afterAll(() => stopOcrEngine());

async function read(name: string) {
  const file = `${DIR}/${name}.photo.jpg`;
  const truth = JSON.parse(readFileSync(`${file}.truth.json`, 'utf8'));
  const reading = await readPaystubDocument(new Uint8Array(readFileSync(file)), { documentId: name, fraud: false });
  const outcomes = scoreDocument(truth, reading.stub);
  return { stub: reading.stub, outcomes, right: (field: string) => outcomes.filter((o) => o.field === field && o.ok).length };
}

describe('the tenth locked split photographed', () => {
  it('reads an hourly stub’s deductions whose decimal points the picture lost', async () => {
    const { stub, right } = await read('us-hourly-2');
    expect(stub).toMatchObject({ gross_cents: 166840, net_cents: 111590 });
    const deductions = Object.fromEntries(stub.deductions.map((d) => [d.name.toLowerCase(), d.amount_cents]));
    expect(deductions).toMatchObject({ 'social security': 9733, 'pa state income tax': 4819, 'local eit': 1570, 'local services tax': 200, 'child support': 18400 });
    // Nine deductions: five right when tuned (one before).
    expect(right('deductions')).toBeGreaterThanOrEqual(5);
  }, 300_000);

  it('reads a payslip’s two NSSF tiers by their numerals', async () => {
    const { outcomes, right } = await read('ke-payslip-1');
    const tiers = outcomes.filter((o) => o.field === 'deductions' && /tier/i.test(o.item ?? ''));
    expect(tiers.filter((o) => o.ok).map((o) => o.item)).toEqual(['NSSF (Tier I)', 'NSSF (Tier II)']);
    // Eight deductions: seven right when tuned (five before; Staff Welfare lost its first word).
    expect(right('deductions')).toBeGreaterThanOrEqual(7);
  }, 300_000);
});

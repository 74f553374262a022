// The currency each locked split's paystub layout is paid in, read from the committed text PDFs (one
// stub a layout): what the stub prints, ISO codes and the signs that name one currency; a stub whose
// only signs name several (`$`, `Rs.`, `K`) names none, and its results say USD (contracts section 9).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPaystub } from '../src/analysis/paystub/extract/extract-paystub.ts';

const CASES: Array<[string, string | null]> = [
  ['locked-9/corpus/ca-paystub-1.pdf', 'CAD'],
  ['locked-9/corpus/my-payslip-1.pdf', 'MYR'],
  ['locked-9/corpus/uk-payslip-1.pdf', 'GBP'],
  ['locked-9/corpus/us-peo-1.pdf', null],
  ['locked-10/corpus/ke-payslip-1.pdf', 'KES'],
  ['locked-10/corpus/sg-payslip-1.pdf', 'SGD'],
  ['locked-10/corpus/us-hourly-1.pdf', null],
  ['locked-11/corpus/gh-payslip-1.pdf', 'GHS'],
  ['locked-11/corpus/jm-payslip-1.pdf', 'JMD'],
  ['locked-11/corpus/ng-payslip-1.pdf', 'NGN'],
  ['locked-11/corpus/us-nyc-1.pdf', null],
  ['locked-12/corpus/bw-payslip-1.pdf', 'BWP'],
  ['locked-12/corpus/tz-payslip-1.pdf', 'TZS'],
  ['locked-12/corpus/ug-payslip-1.pdf', 'UGX'],
  ['locked-13/corpus/fj-payslip-1.pdf', 'FJD'],
  ['locked-13/corpus/mt-payslip-1.pdf', 'EUR'],
  ['locked-13/corpus/na-payslip-1.pdf', 'NAD'],
];

describe('the currency a paystub prints', () => {
  it.each(CASES)('%s: %s', async (file, want) => {
    const stub = await extractPaystub(new Uint8Array(fs.readFileSync(path.resolve('eval/paystubs', file))));
    expect(stub.currency ?? null).toBe(want);
  });
});

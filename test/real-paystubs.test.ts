// Real paystubs that nobody on this project wrote (test/fixtures/external/documents), read field by
// field against their hand-checked truth files: employer and employee names and addresses, dates,
// frequency, gross, net, YTD, and every deduction by its printed name and current amount, with no
// line read as a deduction that is not one. Where a document contradicts itself, the truth file says
// which reading is right. The image-only ADP stub is read by OCR and scored with the OCR tests.

import { beforeAll, describe, expect, it } from 'vitest';
import { scoreDocument, type FieldOutcome } from '../eval/paystubs/document-truth.ts';
import { readBytes, realPaystubs } from '../eval/paystubs/real-documents.ts';
import { extractPaystub } from '../src/analysis/paystub/extract/extract-paystub.ts';

const TEXT_PDFS = ['gusto_sample.pdf', 'pay_stubs_sample.pdf', 'paylocity_sample.pdf'];

const outcomes = new Map<string, FieldOutcome[]>();

beforeAll(async () => {
  for (const doc of realPaystubs().filter((d) => TEXT_PDFS.includes(d.name))) {
    outcomes.set(doc.name, scoreDocument(doc.truth, await extractPaystub(readBytes(doc.file))));
  }
}, 60_000);

const show = (o: FieldOutcome) => `${o.field}${o.item ? ` ${o.item}` : ''}: truth ${o.truth}, read ${o.extracted}`;

describe('real paystubs against their truth files', () => {
  it('finds the three text-PDF paystubs', () => {
    expect([...outcomes.keys()].sort()).toEqual(TEXT_PDFS);
  });

  it.each(TEXT_PDFS)('%s: every field the truth gives is read right', (name) => {
    const wrong = outcomes.get(name)!.filter((o) => !o.ok).map(show);
    expect(wrong).toEqual([]);
  });

  it.each(TEXT_PDFS)('%s: every deduction by name and current amount, taxes included, nothing else', (name) => {
    const deductions = outcomes.get(name)!.filter((o) => o.field === 'deductions');
    expect(deductions.length).toBeGreaterThan(0);
    expect(deductions.filter((o) => !o.ok).map(show)).toEqual([]);
  });
});

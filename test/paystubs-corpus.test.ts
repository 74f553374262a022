// Paystub extraction against the generated corpus (eval/paystubs): every field of every clean stub,
// and of the clean copies re-saved by a library or a print driver, as the generator's truth has it;
// a scanned stub is refused with the sentence that says why.
import { beforeAll, describe, expect, it } from 'vitest';
import { generatePaystubCorpus, LAYOUT_NAMES } from '../eval/paystubs/generate.ts';
import { evaluatePaystubFields, extractAll, FIELDS, type FieldReport } from '../eval/paystubs/score.ts';
import { evaluateFraud, TARGET_CLEAN_FLAGGED, TARGET_TAMPERED_FLAGGED } from '../eval/paystubs/fraud-score.ts';
import type { PaystubCorpusItem } from '../eval/paystubs/types.ts';
import { extractPaystub, NO_TEXT_LAYER } from '../src/analysis/paystub/extract/extract-paystub.ts';
import { PaystubParseError } from '../src/analysis/paystub/paystub.types.ts';

const PER_LAYOUT = 6;
let items: PaystubCorpusItem[] = [];
let clean: FieldReport;
let resaved: FieldReport;

beforeAll(async () => {
  items = await generatePaystubCorpus({ seed: 7, perLayout: PER_LAYOUT, kinds: ['clean', 'resaved-clean', 'scanned'] });
  clean = evaluatePaystubFields(await extractAll(items.filter((i) => i.kind === 'clean'), extractPaystub));
  resaved = evaluatePaystubFields(await extractAll(items.filter((i) => i.kind === 'resaved-clean'), extractPaystub));
}, 120_000);

describe('paystub corpus', () => {
  it('has every layout', () => {
    expect(Object.keys(clean.layouts).sort()).toEqual([...LAYOUT_NAMES].sort());
    expect(clean.stubs).toBe(PER_LAYOUT * LAYOUT_NAMES.length);
  });

  it.each(FIELDS)('reads %s right on at least 99% of clean stubs', (field) => {
    expect(clean.failed).toEqual([]);
    expect(clean.fields[field].accuracy, JSON.stringify(clean.differences.filter((d) => d.field === field).slice(0, 3))).toBeGreaterThanOrEqual(0.99);
  });

  it('reads re-saved clean copies as the originals', () => {
    expect(resaved.failed).toEqual([]);
    expect(resaved.overall.accuracy).toBeGreaterThanOrEqual(0.99);
  });

  it('refuses a scanned stub: no text layer', async () => {
    const scan = items.find((i) => i.kind === 'scanned')!;
    await expect(extractPaystub(scan.bytes)).rejects.toThrow(PaystubParseError);
    await expect(extractPaystub(scan.bytes)).rejects.toThrow(NO_TEXT_LAYER);
  });
});

describe('paystub corpus generator', () => {
  it('gives the same bytes for the same seed', async () => {
    const kinds = ['clean', 'resaved-clean', 'incremental-cover', 'editor-resave', 'arithmetic', 'mixed-font', 'scanned'] as const;
    const a = await generatePaystubCorpus({ seed: 3, perLayout: 1, layouts: ['two-column'], kinds });
    const b = await generatePaystubCorpus({ seed: 3, perLayout: 1, layouts: ['two-column'], kinds });
    expect(a.map((i) => i.kind)).toEqual([...kinds]);
    a.forEach((item, i) => expect(Buffer.from(item.bytes).equals(Buffer.from(b[i].bytes)), item.name).toBe(true));
  });

  it('prints Social Security at 6.2% and Medicare at 1.45% of gross, and net = gross - deductions', () => {
    for (const item of items.filter((i) => i.kind === 'clean')) {
      const f = item.truth.fields;
      const ded = (re: RegExp) => f.deductions.find((d) => re.test(d.name))!.amount_cents;
      expect(ded(/social|oasdi|soc sec/i)).toBe(Math.round(f.gross_cents! * 0.062 + 1e-9));
      expect(ded(/medicare|med\/ee/i)).toBe(Math.round(f.gross_cents! * 0.0145 + 1e-9));
      expect(f.gross_cents! - f.deductions.reduce((s, d) => s + d.amount_cents, 0)).toBe(f.net_cents);
      expect(new Date(`${f.pay_date}T00:00:00Z`).getUTCDay() % 6).not.toBe(0);
    }
  });

  it('an incremental-cover copy keeps the original bytes and appends an update with /Prev', async () => {
    const [original, covered] = await generatePaystubCorpus({ seed: 3, perLayout: 1, layouts: ['stacked'], kinds: ['clean', 'incremental-cover'] });
    expect(Buffer.from(covered.bytes.subarray(0, original.bytes.length)).equals(Buffer.from(original.bytes))).toBe(true);
    const tail = Buffer.from(covered.bytes.subarray(original.bytes.length)).toString('latin1');
    expect(tail).toMatch(/\/Prev \d+/);
    expect(covered.tampered).toBe(true);
    expect(covered.truth.tamper?.shownCents).not.toBe(covered.truth.tamper?.originalCents);
  });
});

// A smaller run of the fraud half of `npm run eval:paystubs`: every tampered kind caught, no clean copy flagged.
describe('fraud checks on the paystub corpus', () => {
  it('flags every tampered copy MEDIUM or HIGH and no clean or merely re-saved copy', async () => {
    const copies = await generatePaystubCorpus({ seed: 11, perLayout: 3, kinds: ['clean', 'resaved-clean', 'incremental-cover', 'editor-resave', 'arithmetic', 'mixed-font'] });
    const report = await evaluateFraud(copies);
    expect(report.tampered.copies).toBe(48);
    expect(report.clean.copies).toBe(24);
    const wrong = report.outcomes.filter((o) => o.tampered !== (o.risk !== 'LOW')).map((o) => `${o.name}: ${o.risk} ${o.codes.join(' ')}`);
    expect(wrong).toEqual([]);
    expect(report.tampered.rate).toBeGreaterThanOrEqual(TARGET_TAMPERED_FLAGGED);
    expect(report.clean.rate).toBeLessThanOrEqual(TARGET_CLEAN_FLAGGED);
    // An incremental update that covers a figure, and an editor's re-save, are HIGH on their own.
    expect(report.byKind['incremental-cover'].high).toBe(12);
    expect(report.byKind['editor-resave'].high).toBe(12);
  });
});

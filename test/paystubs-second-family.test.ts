// The second family of paystub layouts (eval/paystubs/second-family/corpus): PDFs printed by Chromium
// from HTML in the styles of the common payroll providers and a spreadsheet printed by LibreOffice,
// committed with their truth files, read field by field. This is the tuning split; the other families
// and the locked splits tuned on since their blind scores are held to floors here too, and every
// locked split is scored by `npm run eval:paystubs`.

import { beforeAll, describe, expect, it } from 'vitest';
import { committedStubs, FOURTH_FAMILY_CORPUS, LOCKED_CORPUS, SECOND_FAMILY_CORPUS, THIRD_FAMILY_CORPUS } from '../eval/paystubs/committed-corpus.ts';
import { accuracy, DOCUMENT_FIELDS, reportDocuments, scoreDocument, type DocumentReport, type PaystubTruthFile } from '../eval/paystubs/document-truth.ts';
import { LOCKED_2_CORPUS } from '../eval/paystubs/locked-2/load.ts';
import { LOCKED_3_CORPUS } from '../eval/paystubs/locked-3/load.ts';
import { LOCKED_4_CORPUS } from '../eval/paystubs/locked-4/load.ts';
import { scoreFiles } from '../eval/paystubs/real-documents.ts';
import { extractPaystub } from '../src/analysis/paystub/extract/extract-paystub.ts';
import { paystub } from '../src/analysis/paystub/test-paystubs.ts';

let report: DocumentReport;
let failed: string[];

beforeAll(async () => {
  const scored = await scoreFiles(committedStubs(SECOND_FAMILY_CORPUS), extractPaystub);
  report = reportDocuments(scored);
  failed = scored.filter((s) => s.error).map((s) => `${s.name}: ${s.error}`);
}, 120_000);

describe('second family of paystub layouts', () => {
  it('holds nine layouts of five stubs, each with its truth file', () => {
    expect(Object.keys(report.groups)).toHaveLength(9);
    expect(report.stubs).toBe(45);
    expect(failed).toEqual([]);
  });

  it.each(DOCUMENT_FIELDS)('reads %s right on at least 99% of its fields', (field) => {
    const wrong = report.wrong.filter((w) => w.field === field).slice(0, 3);
    expect(accuracy(report.fields[field]), JSON.stringify(wrong)).toBeGreaterThanOrEqual(0.99);
  });
});

describe.each([
  { family: 'third family (LibreOffice Writer and pdf-lib)', dir: THIRD_FAMILY_CORPUS, layouts: 3, stubs: 15 },
  { family: 'fourth family (pdf-lib: ruled register, item columns, headings over values, check with sentences)', dir: FOURTH_FAMILY_CORPUS, layouts: 4, stubs: 20 },
  { family: 'first locked split, tuned on since its blind score', dir: LOCKED_CORPUS, layouts: 3, stubs: 15 },
  { family: 'second locked split, tuned on since its blind score', dir: LOCKED_2_CORPUS, layouts: 5, stubs: 25 },
])('$family', ({ dir, layouts, stubs }) => {
  it('reads every field right on at least 99% of the stubs of each layout', async () => {
    const scored = await scoreFiles(committedStubs(dir), extractPaystub);
    const r = reportDocuments(scored);
    expect(scored.filter((s) => s.error).map((s) => s.name)).toEqual([]);
    expect(Object.keys(r.groups)).toHaveLength(layouts);
    expect(r.stubs).toBe(stubs);
    for (const [layout, g] of Object.entries(r.groups)) {
      const all = Object.values(g).reduce((a, t) => ({ correct: a.correct + t.correct, total: a.total + t.total }), { correct: 0, total: 0 });
      expect(accuracy(all), `${layout} ${JSON.stringify(r.wrong.slice(0, 3))}`).toBeGreaterThanOrEqual(0.99);
    }
  }, 120_000);
});

// The locked splits tuned on since their blind scores: each layout and each field keeps at least the
// floor below what it reached (100% of every field when tuned).
const TUNED_LOCKED_SPLITS: Array<{ title: string; corpus: string; floors: Record<string, number> }> = [
  // ReportLab and groff, blind score 82.1%.
  {
    title: 'third locked split, tuned on since its blind score',
    corpus: LOCKED_3_CORPUS,
    floors: { 'ca-tbl': 0.98, 'portal-statement': 0.98, 'sheet-parens': 0.98, 'two-up-copy': 0.98, 'uk-payslip': 0.98 },
  },
  // pycairo, WeasyPrint, enscript, blind score 64.05% (labels-below 0%: values over their labels;
  // Australian and Irish payslips 67.9% and 55.0%).
  {
    title: 'fourth locked split, tuned on since its blind score',
    corpus: LOCKED_4_CORPUS,
    floors: { 'au-payslip': 0.98, 'hr-suite': 0.98, 'ie-payslip': 0.98, 'labels-below': 0.98, 'ytd-first': 0.98 },
  },
];

for (const split of TUNED_LOCKED_SPLITS) {
  describe(split.title, () => {
    const FLOORS: Record<string, number> = split.floors;
    let r: DocumentReport;
    beforeAll(async () => {
      const scored = await scoreFiles(committedStubs(split.corpus), extractPaystub);
      expect(scored.filter((s) => s.error).map((s) => s.name)).toEqual([]);
      r = reportDocuments(scored);
    }, 120_000);

    it('holds five layouts of five stubs', () => {
      expect(Object.keys(r.groups).sort()).toEqual(Object.keys(FLOORS));
      expect(r.stubs).toBe(25);
    });

    it.each(Object.entries(FLOORS))('reads %s at or above its floor', (layout, floor) => {
      const all = Object.values(r.groups[layout]).reduce((a, t) => ({ correct: a.correct + t.correct, total: a.total + t.total }), { correct: 0, total: 0 });
      expect(accuracy(all), JSON.stringify(r.wrong.filter((w) => w.name.startsWith(layout)).slice(0, 3))).toBeGreaterThanOrEqual(floor);
    });

    it.each(DOCUMENT_FIELDS)('reads %s right on at least 98% of its fields', (field) => {
      expect(accuracy(r.fields[field]), JSON.stringify(r.wrong.filter((w) => w.field === field).slice(0, 3))).toBeGreaterThanOrEqual(0.98);
    });
  });
}

describe('scoreDocument', () => {
  const truth: PaystubTruthFile = {
    kind: 'paystub',
    employer: { name: 'Acme Widgets LLC', address: '100 Main St, Austin, TX 78701' },
    employee: { name: 'Jane Q Public', address: null },
    pay_date: '2026-01-16',
    period: { start: '2026-01-01', end: '2026-01-15' },
    gross: 2000,
    net: 1647,
    deductions: [
      { name: 'Federal Income Tax', current: 200, ytd: 200 },
      { name: 'HSA', current: null, ytd: 50 },
    ],
    ytd_gross: 2000,
    ytd_net: null,
  };
  const read = paystub({
    employer_name: 'ACME WIDGETS LLC',
    employer_address: { lines: ['100 Main St'], city: 'Austin', state: 'TX', postal_code: '78701' },
    employee_name: 'Jane Q Public',
    employee_address: null,
    pay_date: '2026-01-16',
    period_start: '2026-01-01',
    period_end: '2026-01-15',
    printed_frequency: null,
    gross_cents: 200000,
    net_cents: 164700,
    deductions: [
      { name: 'Federal Income Tax', amount_cents: 20000, ytd_cents: 20000 },
      { name: 'Employer Medicare', amount_cents: 2900, ytd_cents: 2900 },
    ],
    ytd_gross_cents: 200000,
    ytd_net_cents: null,
  });

  it('scores each field, each deduction with a current amount, and each line wrongly read as a deduction', () => {
    const outcomes = scoreDocument(truth, read);
    const wrong = outcomes.filter((o) => !o.ok).map((o) => `${o.field}:${o.item}`);
    expect(wrong).toEqual(['deductions:employer medicare (not a deduction)']);
    // 12 fields, the one deduction printed with a current amount, the one extra line.
    expect(outcomes).toHaveLength(14);
    expect(outcomes.find((o) => o.field === 'frequency')).toMatchObject({ ok: true, truth: '"SEMI_MONTHLY"' });
  });

  it('scores every field wrong for a document that could not be read', () => {
    expect(scoreDocument(truth, null).every((o) => !o.ok)).toBe(true);
  });
});

// The ninth locked split's paystub truth files checked against the committed PDFs by a route that
// shares nothing with the service's readers: poppler's `pdftotext -layout`, then plain string
// searches. Every truth date, amount, name and address must be printed where the truth says, in the
// layout's own date form (`2026-03-13`, `13/03/2026`, `Mar 13, 2026`, `13 March 2026`) and money form
// (`1,234.56`, with `$`, `RM ` or `£` on the totals); the arithmetic of each truth must hold, and no
// employer contribution may be counted as a deduction. Every photo and scan must carry its PDF's
// truth. Reads only eval/paystubs/locked-9.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterName, checkPaystubArithmetic, checkPaystubPrints, DATES, escape, expectStubPicturesCarryTruth, lineWithFigures, pagesOf, problemList, sidewaysPhotos, stubPdfs, stubTruthOf, type PaystubTruth } from './locked-truth-checks.ts';

const PAYSTUBS = path.resolve('eval/paystubs/locked-9/corpus');
const PAYSTUB_PICTURES = path.resolve('eval/paystubs/locked-9/degraded');

/** A magnitude in cents as every layout of this split prints it: 1,234.56. */
function formOf(c: number): string {
  const abs = Math.abs(c);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(abs % 100).padStart(2, '0')}`;
}
/** Where a figure stands alone in `text` from `from` on (not part of a longer number). */
function amountAt(text: string, c: number, from = 0): { index: number; end: number } | null {
  const re = new RegExp(`(?:\\$|£|RM )?(?<![\\d.,])${escape(formOf(c))}(?![\\d]|[.,]\\d)`, 'g');
  re.lastIndex = from;
  const found = re.exec(text);
  return found ? { index: found.index, end: found.index + found[0].length } : null;
}
/** Figures with two decimals in a piece of text. */
const figures = (s: string) => (s.match(/\d[\d,]*\.\d\d(?!\d|%)/g) ?? []).length;

/** Each layout's date form, what it must print, and the words no deduction's name may hold (the employer's share). */
const PAYSTUB_FORMS: Record<string, { date: (iso: string) => string; mustPrint: RegExp[] }> = {
  'ca-paystub': {
    date: DATES.iso,
    mustPrint: [/PAY STATEMENT/, /Business No\. \d{5} \d{4} RP\d{4}/, /SIN: XXX XXX \d{3}/, /Federal Income Tax/, /(Ontario|B\.C\.|Alberta) Income Tax/, /CPP Contributions/, /EI Premiums/, /CPP - Employer/, /Pay Frequency: (Weekly|Bi-Weekly|Semi-Monthly)/, /Province of Employment: /],
  },
  'my-payslip': {
    date: DATES.dmy,
    mustPrint: [/SLIP GAJI \/ PAYSLIP/, /No\. K\/P \/ NRIC\s+: \d{6}-\d\d-\d{4}/, /KWSP \(EPF\)/, /PERKESO \(SOCSO\)/, /SIP \(EIS\)/, /KWSP Majikan \(EPF Employer\)/, /GAJI BERSIH \/ NET PAY/, /RM \d/],
  },
  'us-peo': {
    date: DATES.monDY,
    mustPrint: [/EARNINGS STATEMENT/, /professional employer organization \(PEO\)/, /Worksite employer: /, /FEIN \d\d-\d{7}/, /Social Security/, /Medicare/, /Employer Paid Benefits/, /NET PAY/, /\$\d/],
  },
  'uk-payslip': {
    date: DATES.dMonthY,
    mustPrint: [/PAYSLIP/, /Tax (Week|Month) \d{1,2} - Tax Year 2025\/26/, /NI Number:/, /\b1\d{3}L\b/, /PAYE Tax/, /National Insurance/, /Employer's NI/, /NET PAY/, /£\d/],
  },
};
const EMPLOYER_SHARE = /employer|majikan/i;
const stubFiles = stubPdfs(PAYSTUBS);
const stubTruth = (file: string) => stubTruthOf(PAYSTUBS, file);

describe('locked-9 paystub truths', () => {
  it('has four layouts of five stubs each, and every frequency', () => {
    const layouts = new Map<string, PaystubTruth[]>();
    for (const f of stubFiles) layouts.set(stubTruth(f).layout, [...(layouts.get(stubTruth(f).layout) ?? []), stubTruth(f)]);
    expect([...layouts.keys()].sort()).toEqual(Object.keys(PAYSTUB_FORMS).sort());
    for (const stubs of layouts.values()) expect(stubs.length).toBe(5);
    expect(new Set(stubFiles.map((f) => stubTruth(f).frequency))).toEqual(new Set(['WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY']));
  });

  it.each(stubFiles)('%s prints what its truth says', (file) => {
    const t = stubTruth(file);
    const form = PAYSTUB_FORMS[t.layout];
    const pages = pagesOf(path.join(PAYSTUBS, file)).filter((p) => p.trim());
    const text = pages.join('\n');
    const { problems, want } = problemList();

    want(pages.length === 1, `${pages.length} pages`);
    want(t.source === 'generated (eval/paystubs/locked-9)', 'source');
    checkPaystubArithmetic(t, want, true);
    checkPaystubPrints(t, text, form.date, (s, c) => amountAt(s, c) !== null, want);
    for (const re of form.mustPrint) want(re.test(text), `${re} not printed`);
    // Deductions: the name, then this period's figure and the YTD, on one line; a stopped one with its
    // YTD only (in its own column: some layouts set two tables side by side). None of them is the
    // employer's share.
    const lines = pages[0].split('\n');
    for (const d of t.deductions) {
      want(!EMPLOYER_SHARE.test(d.name), `${d.name} is the employer's`);
      const line = lineWithFigures(lines, d.name, d.current, d.ytd, amountAt);
      want(line !== undefined, `deduction ${d.name} ${d.current} / ${d.ytd} not printed on one line`);
      if (!line) continue;
      // Its own column: up to the next word, where a table beside it goes on.
      const own = afterName(line, d.name).split(/\s{2,}(?=\S*[A-Za-z])/)[0];
      want(figures(own) === (d.current === null ? 1 : 2), `${d.name}: ${figures(own)} figures after the name`);
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth; some photos are stored on their side', () => {
    const pictures = expectStubPicturesCarryTruth(PAYSTUB_PICTURES, PAYSTUBS, stubFiles.length);
    expect(sidewaysPhotos(PAYSTUB_PICTURES, pictures)).toBeGreaterThanOrEqual(3);
  });
});

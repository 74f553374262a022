// The eleventh locked split's paystub truth files checked against the committed PDFs by a route that
// shares nothing with the service's readers: poppler's `pdftotext -layout`, then plain string
// searches. Every truth date, amount, name and address must be printed where the truth says, in the
// layout's own date form (`04/30/2026`, `31/03/2026`, `20-Mar-2026`) and money form (`1,234.56`, with
// `$`, `₦`, `J$` or `GHS ` on some totals); the arithmetic of each truth must hold, and no employer
// contribution may be counted as a deduction. Every photo and scan must carry its PDF's truth. Reads
// only eval/paystubs/locked-11.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterName, checkPaystubArithmetic, checkPaystubPrints, DATES, dd, escape, expectStubPicturesCarryTruth, lineWithFigures, month, pagesOf, problemList, sidewaysPhotos, stubPdfs, stubTruthOf, y, type PaystubTruth } from './locked-truth-checks.ts';

const PAYSTUBS = path.resolve('eval/paystubs/locked-11/corpus');
const PAYSTUB_PICTURES = path.resolve('eval/paystubs/locked-11/degraded');

/** A magnitude in cents as every layout of this split prints it: 1,234.56. */
function formOf(c: number): string {
  const abs = Math.abs(c);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(abs % 100).padStart(2, '0')}`;
}
/** Where a figure stands alone in `text` from `from` on (not part of a longer number), with or without its currency. */
function amountAt(text: string, c: number, from = 0): { index: number; end: number } | null {
  const re = new RegExp(`(?:J?\\$|₦|GHS )?(?<![\\d.,])${escape(formOf(c))}(?![\\d]|[.,]\\d)`, 'g');
  re.lastIndex = from;
  const found = re.exec(text);
  return found ? { index: found.index, end: found.index + found[0].length } : null;
}
/** Figures with two decimals in a piece of text. */
const figures = (s: string) => (s.match(/\d[\d,]*\.\d\d(?!\d|%)/g) ?? []).length;

/** Each layout's date form and what it must print. */
const PAYSTUB_FORMS: Record<string, { date: (iso: string) => string; mustPrint: RegExp[] }> = {
  'us-nyc': {
    date: DATES.mdy,
    mustPrint: [/Earnings Statement/, /Pay Frequency\s+(Semi-Monthly|Biweekly)/, /Federal Income Tax/, /Social Security/, /Medicare/, /NY State Income Tax/, /New York City Tax/, /NY SDI/, /NY Paid Family Leave/, /Net Pay/, /\$\d/, /NON-NEGOTIABLE/],
  },
  'ng-payslip': {
    date: DATES.dmy,
    mustPrint: [/PAYSLIP FOR THE MONTH OF [A-Z]+ 2026/, /Tax ID \(TIN\)\s+\d{8}-0001/, /RSA PIN\s+PEN\d{12}/, /PAYE Tax/, /Pension \(Employee 8%\)/, /NHF \(2\.5%\)/, /NET PAY/, /₦\d/, /NGN/, /Pension \(Employer 10%\)/],
  },
  'jm-payslip': {
    date: (d) => `${dd(d)}-${month(d).slice(0, 3)}-${y(d)}`,
    mustPrint: [/PAY SLIP/, /(Weekly|Fortnightly)/, /TRN:\s+\d{3}-\d{3}-\d{3}/, /NIS No\.:\s+[A-Z]{2}\d{6}/, /Income Tax \(PAYE\)/, /NIS/, /NHT/, /Education Tax/, /NET PAY/, /J\$\d/, /Employer NIS \(3%\)/],
  },
  'gh-payslip': {
    date: DATES.dmy,
    mustPrint: [/PAYSLIP/, /SSNIT No\.\s+C\d{8}/, /Ghana Card\s+GHA-\d{9}-\d/, /Income Tax \(PAYE\)/, /SSNIT \(5\.5%\)/, /Provident Fund \(Tier 3\)/, /NET SALARY/, /GHS \d/, /Employer SSNIT \(13%\)/],
  },
};
const EMPLOYER_SHARE = /employer|company|match/i;
const stubFiles = stubPdfs(PAYSTUBS);
const stubTruth = (file: string) => stubTruthOf(PAYSTUBS, file);

describe('locked-11 paystub truths', () => {
  it('has four layouts of five stubs each, and every frequency', () => {
    const layouts = new Map<string, PaystubTruth[]>();
    for (const f of stubFiles) layouts.set(stubTruth(f).layout, [...(layouts.get(stubTruth(f).layout) ?? []), stubTruth(f)]);
    expect([...layouts.keys()].sort()).toEqual(Object.keys(PAYSTUB_FORMS).sort());
    for (const stubs of layouts.values()) expect(stubs.length).toBe(5);
    expect(new Set(stubFiles.map((f) => stubTruth(f).frequency))).toEqual(new Set(['WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY']));
  });

  it('has deductions that stopped earlier in the year (YTD only)', () => {
    expect(stubFiles.flatMap((f) => stubTruth(f).deductions).filter((d) => d.current === null).length).toBeGreaterThanOrEqual(4);
  });

  it.each(stubFiles)('%s prints what its truth says', (file) => {
    const t = stubTruth(file);
    const form = PAYSTUB_FORMS[t.layout];
    const pages = pagesOf(path.join(PAYSTUBS, file)).filter((p) => p.trim());
    const text = pages.join('\n');
    const { problems, want } = problemList();

    want(pages.length === 1, `${pages.length} pages`);
    want(t.source === 'generated (eval/paystubs/locked-11)', 'source');
    checkPaystubArithmetic(t, want, true);
    checkPaystubPrints(t, text, form.date, (s, c) => amountAt(s, c) !== null, want);
    for (const re of form.mustPrint) want(re.test(text), `${re} not printed`);
    // Deductions: the name, then this period's figure and the YTD, on one line; a stopped one with its
    // YTD only (in its own column: the Jamaican layout sets the deductions beside the earnings). None
    // of them is the employer's share.
    const lines = pages[0].split('\n');
    for (const d of t.deductions) {
      want(!EMPLOYER_SHARE.test(d.name), `${d.name} is the employer's`);
      const line = lineWithFigures(lines, d.name, d.current, d.ytd, amountAt);
      want(line !== undefined, `deduction ${d.name} ${d.current} / ${d.ytd} not printed on one line`);
      if (!line) continue;
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

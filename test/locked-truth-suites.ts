// The checks of a locked split's truth files against its committed PDFs, shared by the splits whose
// layouts differ only in their forms (test/locked-N-truth.test.ts, test/locked-N-statements-truth.test.ts):
// a route that shares nothing with the service's readers, poppler's `pdftotext -layout`, then plain
// string searches. Each split's file gives its layouts' date, number and label forms; the suites here
// hold every stub, statement and picture of the split to them.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  afterName,
  checkPaystubArithmetic,
  checkPaystubPrints,
  escape,
  expectStatementPicturesCarryTruth,
  expectStubPicturesCarryTruth,
  flat,
  lineWithFigures,
  pagesOf,
  problemList,
  sidewaysPhotos,
  statementPdfs,
  statementTruthOf,
  stubPdfs,
  stubTruthOf,
  type JudgedStatementTruth,
  type PaystubTruth,
} from './locked-truth-checks.ts';

/** A magnitude in cents as printed: 1,234.56, 1 234,56 with a decimal comma, or 1'234.56 with another grouping mark. */
function formOf(c: number, decimalComma = false, grouping = decimalComma ? ' ' : ','): string {
  const abs = Math.abs(c);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, grouping);
  return `${whole}${decimalComma ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
}

/** Where a pattern stands next in `text` from `from`. */
function findFrom(text: string, pattern: string, from: number): { index: number; end: number } | null {
  const re = new RegExp(pattern, 'g');
  re.lastIndex = from;
  const found = re.exec(text);
  return found ? { index: found.index, end: found.index + found[0].length } : null;
}

export interface PaystubForm {
  /** The layout's date form. */
  date: (iso: string) => string;
  /** What every stub of the layout must print. */
  mustPrint: RegExp[];
}

/**
 * A split's paystub truths: four layouts of five stubs each and every frequency; deductions stopped
 * earlier in the year; each stub printing every truth date, amount, name and address in its layout's
 * forms (amounts as 1,234.56, `currency` a pattern of the signs that may go before them), the
 * arithmetic of its truth holding, and each deduction's name, current figure and YTD on one line, none
 * of them the employer's share (`employerShare`); every photo and scan carrying its PDF's truth.
 */
export function describeLockedPaystubTruths(split: string, forms: Record<string, PaystubForm>, currency: string, employerShare: RegExp): void {
  const corpus = path.resolve(`eval/paystubs/${split}/corpus`);
  const pictures = path.resolve(`eval/paystubs/${split}/degraded`);
  /** Where a figure stands alone in `text` from `from` on (not part of a longer number), with or without its currency. */
  const amountAt = (text: string, c: number, from = 0): { index: number; end: number } | null =>
    findFrom(text, `(?:${currency})?(?<![\\d.,])${escape(formOf(c))}(?![\\d]|[.,]\\d)`, from);
  /** Figures with two decimals in a piece of text. */
  const figures = (s: string) => (s.match(/\d[\d,]*\.\d\d(?!\d|%)/g) ?? []).length;
  const stubFiles = stubPdfs(corpus);
  const stubTruth = (file: string) => stubTruthOf(corpus, file);

  describe(`${split} paystub truths`, () => {
    it('has four layouts of five stubs each, and every frequency', () => {
      const layouts = new Map<string, PaystubTruth[]>();
      for (const f of stubFiles) layouts.set(stubTruth(f).layout, [...(layouts.get(stubTruth(f).layout) ?? []), stubTruth(f)]);
      expect([...layouts.keys()].sort()).toEqual(Object.keys(forms).sort());
      for (const stubs of layouts.values()) expect(stubs.length).toBe(5);
      expect(new Set(stubFiles.map((f) => stubTruth(f).frequency))).toEqual(new Set(['WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY']));
    });

    it('has deductions that stopped earlier in the year (YTD only)', () => {
      expect(stubFiles.flatMap((f) => stubTruth(f).deductions).filter((d) => d.current === null).length).toBeGreaterThanOrEqual(4);
    });

    it.each(stubFiles)('%s prints what its truth says', (file) => {
      const t = stubTruth(file);
      const form = forms[t.layout];
      const pages = pagesOf(path.join(corpus, file)).filter((p) => p.trim());
      const text = pages.join('\n');
      const { problems, want } = problemList();

      want(pages.length === 1, `${pages.length} pages`);
      want(t.source === `generated (eval/paystubs/${split})`, 'source');
      checkPaystubArithmetic(t, want, true);
      checkPaystubPrints(t, text, form.date, (s, c) => amountAt(s, c) !== null, want);
      for (const re of form.mustPrint) want(re.test(text), `${re} not printed`);
      // Deductions: the name, then this period's figure and the YTD, on one line; a stopped one with its
      // YTD only (in its own column where a layout sets the deductions beside the earnings). None of
      // them is the employer's share.
      const lines = pages[0].split('\n');
      for (const d of t.deductions) {
        want(!employerShare.test(d.name), `${d.name} is the employer's`);
        const line = lineWithFigures(lines, d.name, d.current, d.ytd, amountAt);
        want(line !== undefined, `deduction ${d.name} ${d.current} / ${d.ytd} not printed on one line`);
        if (!line) continue;
        const own = afterName(line, d.name).split(/\s{2,}(?=\S*[A-Za-z])/)[0];
        want(figures(own) === (d.current === null ? 1 : 2), `${d.name}: ${figures(own)} figures after the name`);
      }
      expect(problems).toEqual([]);
    });

    it('every photo and scan carries its PDF truth; some photos are stored on their side', () => {
      const stored = expectStubPicturesCarryTruth(pictures, corpus, stubFiles.length);
      expect(sidewaysPhotos(pictures, stored)).toBeGreaterThanOrEqual(3);
    });
  });
}

/** A statement's sums, for the lines of totals each layout prints. */
export interface StatementSums {
  opening: number;
  closing: number;
  debits: number;
  credits: number;
}

export interface StatementForm {
  /** Figures written 1 234,56 rather than 1,234.56. */
  decimalComma?: boolean;
  /** The thousands mark, where it is neither `,` nor (with a decimal comma) a space: `'` in 1'234.50. */
  grouping?: string;
  /** The date is printed on the day's first row of a page only. */
  dateOncePerDay?: boolean;
  /** The running balance is printed on the day's last row only. */
  balanceOncePerDay?: boolean;
  /** The row's date as printed at the start of its line. */
  date: (iso: string) => string;
  /** A line that starts with a date. */
  dated: RegExp;
  /** The period's dates as page 1 prints them. */
  period: (iso: string) => string;
  /** The account number as page 1 prints it. */
  account: RegExp;
  /** The headings of the withdrawal and deposit columns, and the line that holds both. */
  columns: [RegExp, string, string];
  opening: RegExp;
  closing: RegExp;
  broughtForward: RegExp;
  carriedForward: RegExp;
  /**
   * The lines of totals: the first line `label` matches (or, with `next`, the line after it, a
   * summary's figures under their headings) holds `figures` of the sums in that order.
   */
  totals: Array<{ label: RegExp; next?: true; figures: (s: StatementSums) => number[] }>;
  /** What else the layout prints of its rows, checked on every line of the statement: a problem, or null. */
  check?: (lines: string[], rowCount: number) => string | null;
}

/**
 * A split's statement truths: three layouts of three statements each, one to three pages (`onePage`:
 * one of them a single page); each truth
 * row printed on a line of its own in order, starting with its date, its amount in its column, the
 * running balance after it, its description on that line or wrapped to the next; opening, closing
 * and the balances carried from page to page printed; the totals each layout prints; the arithmetic of
 * each truth holding; a photo and a scan of every statement carrying its PDF's truth.
 */
export function describeLockedStatementTruths(split: string, forms: Record<string, StatementForm>, { onePage = true } = {}): void {
  const corpus = path.resolve(`eval/statements/${split}/corpus`);
  const pictures = path.resolve(`eval/statements/${split}/degraded`);
  const statementFiles = statementPdfs(corpus);
  const digits = (s: string) => s.replace(/\D/g, '');

  describe(`${split} statement truths`, () => {
    it(`has three layouts of three statements each, one to three pages, one of three${onePage ? ' and one of one' : ''}`, () => {
      const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
      expect([...layouts].sort()).toEqual(Object.keys(forms).sort());
      for (const l of layouts) expect(statementFiles.filter((f) => path.dirname(f) === l).length).toBe(3);
      const pages = statementFiles.map((f) => pagesOf(path.join(corpus, f)).filter((p) => p.trim()).length);
      if (onePage) expect(Math.min(...pages)).toBe(1);
      else expect(Math.min(...pages)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...pages)).toBe(3);
    });

    it.each(statementFiles)('%s prints what its truth says', (file) => {
      const t = statementTruthOf<JudgedStatementTruth>(corpus, file);
      const pages = pagesOf(path.join(corpus, file)).filter((p) => p.trim());
      const all = pages.join('\n');
      const form = forms[t.layout];
      /** A figure's pattern: its magnitude standing alone (no digit, point, comma or grouped digits running on either side). */
      const money = (c: number) => `(?<![\\d.,'])(?<!\\d )${escape(formOf(c, form.decimalComma, form.grouping))}(?!\\d|[.,]\\d| \\d)`;
      /** How many money figures a piece of text holds. */
      const figures = (s: string) => (s.match(form.decimalComma ? /\d{1,3}(?: \d{3})*,\d\d(?!\d)/g : /\d[\d,']*\.\d\d(?!\d)/g) ?? []).length;
      const { problems, want } = problemList();
      const a = t.accounts[0];
      const rows = a.transactions;
      want(t.accounts.length === 1, `${t.accounts.length} accounts`);
      want(rows.length >= 30 && rows.length <= 60, `${rows.length} transactions`);
      want(t.source === `generated (eval/statements/${split})`, 'source');
      want(t.expectReconciled && t.expectStatus === 'RECONCILED' && t.accounts.every((x) => x.expectStatus === 'RECONCILED'), 'not expected reconciled');
      want(pages[0].includes(t.currency), `currency ${t.currency} not on page 1`);
      for (const d of [t.period.start, t.period.end]) want(pages[0].includes(form.period(d)), `period date ${form.period(d)} not on page 1`);
      const account = pages[0].match(form.account)?.[0] ?? '';
      want(a.mask !== null && account !== '' && digits(account).endsWith(a.mask), `mask ${a.mask} is not the end of the account number ${account}`);
      for (const [label, c] of [[form.opening, a.openingBalanceCents], [form.closing, a.closingBalanceCents]] as const) {
        want(all.split('\n').some((l) => label.test(l.trimEnd()) && findFrom(l, money(c), 0) !== null), `${label} ${c} not printed`);
      }
      want(a.openingBalanceCents + rows.reduce((s, r) => s + r.amountCents, 0) === a.closingBalanceCents, 'opening plus transactions is not closing');

      // Rows in order, page by page: each on a line of its own that starts with its date (or, where the
      // date is printed once a day, with no date after the day's first row), its amount in its column,
      // the running balance after it where the layout prints it, and every word of its description on
      // that line or, for a description of two lines, the rest on the undated line under it.
      let balance = a.openingBalanceCents;
      let cursor = 0;
      let wrapped = 0;
      const endOfPage = new Map<number, number>();
      rows.forEach((r, k) => {
        balance += r.amountCents;
        if (r.page !== (rows[k - 1]?.page ?? 1)) cursor = 0;
        want(k === 0 || r.page >= rows[k - 1].page, `${r.date} ${r.description}: page goes backwards`);
        const dateShown = !form.dateOncePerDay || k === 0 || rows[k - 1].date !== r.date || rows[k - 1].page !== r.page;
        const balanceShown = !form.balanceOncePerDay || k === rows.length - 1 || rows[k + 1].date !== r.date;
        const lines = (pages[r.page - 1] ?? '').split('\n');
        const date = form.date(r.date);
        let found = -1;
        for (let i = cursor; i < lines.length && found < 0; i++) {
          const l = lines[i];
          if (dateShown ? !l.trimStart().startsWith(date) : form.dated.test(l) || !/^\s/.test(l)) continue;
          const amt = findFrom(l, money(Math.abs(r.amountCents)), dateShown ? l.indexOf(date) + date.length : 0);
          if (!amt) continue;
          const header = lines.slice(0, i).reverse().find((x) => form.columns[0].test(x)) ?? '';
          const out = header.indexOf(form.columns[1]) + form.columns[1].length;
          const inn = header.indexOf(form.columns[2]) + form.columns[2].length;
          if (Math.sign(r.amountCents) !== (Math.abs(amt.end - out) < Math.abs(amt.end - inn) ? -1 : 1)) continue;
          if (balanceShown ? !findFrom(l, money(balance), amt.end) : figures(l.slice(amt.end)) > 0) continue;
          const missing = flat(r.description).split(' ').filter((w) => !flat(l).includes(w));
          const next = lines[i + 1] ?? '';
          if (missing.length > 0 && (form.dated.test(next) || figures(next) > 0 || !missing.every((w) => flat(next).includes(w)))) continue;
          if (missing.length > 0) wrapped++;
          found = i;
        }
        if (found < 0) problems.push(`${r.date} ${r.description} ${r.amountCents} (balance ${balance}) not on page ${r.page} after line ${cursor}`);
        else cursor = found + 1;
        endOfPage.set(r.page, balance);
      });
      want(wrapped > 0, 'no description over two lines');
      // Every dated line with a figure is a row (opening and closing lines that are dated aside; the
      // first of its day on its page where the date is printed once a day).
      const dated = pages.flatMap((p) => p.split('\n')).filter((l) => form.dated.test(l) && figures(l) > 0 && !form.opening.test(l.trimEnd()) && !form.closing.test(l.trimEnd()));
      const expected = form.dateOncePerDay ? new Set(rows.map((r) => `${r.page} ${r.date}`)).size : rows.length;
      want(dated.length === expected, `${dated.length} dated lines with figures, ${expected} expected`);

      // The balance carried at the foot of each page but the last is brought to the head of the next.
      for (let p = 1; p < pages.length; p++) {
        const carried = endOfPage.get(p) ?? NaN;
        const foot = pages[p - 1].split('\n').filter((l) => form.carriedForward.test(l.trimEnd())).at(-1) ?? '';
        const head = pages[p].split('\n').find((l) => form.broughtForward.test(l.trimEnd())) ?? '';
        want(findFrom(foot, money(carried), 0) !== null, `page ${p} does not carry ${carried} forward`);
        want(findFrom(head, money(carried), 0) !== null, `page ${p + 1} does not bring ${carried} forward`);
      }

      // Totals out and in as each layout prints them.
      const sums: StatementSums = {
        opening: a.openingBalanceCents,
        closing: a.closingBalanceCents,
        credits: rows.filter((r) => r.amountCents > 0).reduce((s, r) => s + r.amountCents, 0),
        debits: -rows.filter((r) => r.amountCents < 0).reduce((s, r) => s + r.amountCents, 0),
      };
      const lines = all.split('\n');
      const inOrder = (line: string, figs: number[]) => figs.reduce((at, c) => (at < 0 ? -1 : (findFrom(line, money(c), at)?.end ?? -1)), 0) > 0;
      for (const total of form.totals) {
        const at = lines.findIndex((l) => total.label.test(l));
        const line = at < 0 ? '' : (lines[total.next ? at + 1 : at] ?? '');
        want(inOrder(line, total.figures(sums)), `${total.label} ${total.figures(sums).join(' / ')} not printed`);
      }
      const other = form.check?.(lines, rows.length);
      if (other) problems.push(other);
      expect(problems).toEqual([]);
    });

    it('a photo and a scan of every statement, each carrying its PDF truth; some photos stored on their side', () => {
      expectStatementPicturesCarryTruth(pictures, corpus, statementFiles, true);
      const photos = fs.readdirSync(pictures).filter((f) => f.endsWith('.photo.jpg'));
      expect(sidewaysPhotos(pictures, photos)).toBeGreaterThanOrEqual(3);
    });
  });
}

// The eighth locked split's truth files checked against the committed PDFs by a route that shares
// nothing with the service's readers: poppler's `pdftotext -layout`, then plain string searches. Every
// truth date, amount, name and address must be printed where the truth says, in the layout's own date
// and number forms (`05/03/2026`, `06 Mar 2026`, `08-03-2026` with New Zealand figures printed without
// a thousands separator, `03/13/26`); the arithmetic of each truth must hold. Every photo and scan
// must carry its PDF's truth. Reads only eval/paystubs/locked-8 and eval/statements/locked-8.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterName, findFrom, checkPaystubArithmetic, checkPaystubPrints, dd, DATES, escape, expectStatementPicturesCarryTruth, expectStubPicturesCarryTruth, flat, lineWithFigures, m, MONTHS, pagesOf, problemList, sidewaysPhotos, statementPdfs, statementTruthOf, stubPdfs, stubTruthOf, y, type JudgedStatementTruth, type PaystubTruth } from './locked-truth-checks.ts';

const PAYSTUBS = path.resolve('eval/paystubs/locked-8/corpus');
const PAYSTUB_PICTURES = path.resolve('eval/paystubs/locked-8/degraded');

const MON = MONTHS.map((x) => x.slice(0, 3));
const DATE_FORMS: Record<string, (iso: string) => string> = {
  dmy: DATES.dmy,
  ddMonY: DATES.ddMonY,
  /** 08-03-2026 */
  dmyDash: (d) => `${dd(d)}-${m(d)}-${y(d)}`,
  /** 03/13/26 */
  mdyy: DATES.mdyy,
};

type NumberStyle = 'us' | 'plain';
/** A magnitude in cents as the layout prints it: 1,234.56, or 1234.56 for New Zealand. */
function formOf(c: number, style: NumberStyle): string {
  const abs = Math.abs(c);
  const whole = String(Math.floor(abs / 100));
  const frac = String(abs % 100).padStart(2, '0');
  return `${style === 'us' ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole}.${frac}`;
}
/** Where a figure stands alone in `text` from `from` on (not part of a longer number). */
function amountAt(text: string, c: number, style: NumberStyle, from = 0): { index: number; end: number } | null {
  const re = new RegExp(`(?:\\$|€)?(?<![\\d.,])${escape(formOf(c, style))}(?![\\d]|[.,]\\d)`, 'g');
  re.lastIndex = from;
  const found = re.exec(text);
  return found ? { index: found.index, end: found.index + found[0].length } : null;
}
/** Figures with two decimals in a piece of text. */
const figures = (s: string) => (s.match(/\d[\d,]*\.\d\d(?!\d|%)/g) ?? []).length;

// ---- paystubs -------------------------------------------------------------------------------------

/** Each layout's date and number forms, and what else it must print. */
const PAYSTUB_FORMS: Record<string, { date: string; style: NumberStyle; mustPrint: RegExp[] }> = {
  'au-payslip': { date: 'dmy', style: 'us', mustPrint: [/PAYSLIP/, /ABN \d\d \d{3} \d{3} \d{3}/, /PAYG Withholding/, /Superannuation Guarantee 12%/, /YTD Net Pay/, /Pay Frequency: (Weekly|Fortnightly|Monthly)/] },
  'ie-payslip': { date: 'ddMonY', style: 'us', mustPrint: [/PAYSLIP/, /PPS Number\s+\d{7}[A-Z]{1,2}\b/, /\bUSC\b/, /PRSI Class A1/, /NET PAY\s+€\d/, /Std Rate Cut-Off\s+€/, /Tax Credits\s+€/] },
  'nz-payslip': { date: 'dmyDash', style: 'plain', mustPrint: [/PAY ADVICE/, /IRD Number\s+\d{3}-\d{3}-\d{3}/, /Tax Code\s+M( SL)?\b/, /ACC Earners Levy/, /KiwiSaver Employee \d%/, /NET PAY\s+\$\d+\.\d\d/, /ESCT/] },
  'us-staffing': { date: 'mdyy', style: 'us', mustPrint: [/EARNINGS STATEMENT/, /Client: /, /Job Order: /, /Week of/, /Social Security/, /NET PAY \$\d/] },
};
const stubFiles = stubPdfs(PAYSTUBS);
const stubTruth = (file: string) => stubTruthOf(PAYSTUBS, file);

describe('locked-8 paystub truths', () => {
  it('has four layouts of five stubs each, three frequencies', () => {
    const layouts = new Map<string, PaystubTruth[]>();
    for (const f of stubFiles) layouts.set(stubTruth(f).layout, [...(layouts.get(stubTruth(f).layout) ?? []), stubTruth(f)]);
    expect([...layouts.keys()].sort()).toEqual(Object.keys(PAYSTUB_FORMS).sort());
    for (const stubs of layouts.values()) {
      expect(stubs.length).toBe(5);
      expect(new Set(stubs.map((s) => s.frequency)).size).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(stubFiles.map((f) => stubTruth(f).frequency))).toEqual(new Set(['WEEKLY', 'BIWEEKLY', 'MONTHLY']));
  });

  it.each(stubFiles)('%s prints what its truth says', (file) => {
    const t = stubTruth(file);
    const form = PAYSTUB_FORMS[t.layout];
    const pages = pagesOf(path.join(PAYSTUBS, file)).filter((p) => p.trim());
    const text = pages.join('\n');
    const { problems, want } = problemList();
    const at = (s: string, c: number, from = 0) => amountAt(s, c, form.style, from);

    want(pages.length === 1, `${pages.length} pages`);
    want(t.source === 'generated (eval/paystubs/locked-8)', 'source');
    checkPaystubArithmetic(t, want, true);
    checkPaystubPrints(t, text, DATE_FORMS[form.date], (s, c) => at(s, c) !== null, want);
    for (const re of form.mustPrint) want(re.test(text), `${re} not printed`);
    if (form.style === 'plain') want(!/\d,\d{3}\.\d\d/.test(text), 'a thousands separator in a New Zealand figure');
    // Deductions: the name, then this period's figure and the YTD, on one line; a stopped one with its
    // YTD only.
    const lines = pages[0].split('\n');
    for (const d of t.deductions) {
      const line = lineWithFigures(lines, d.name, d.current, d.ytd, at);
      want(line !== undefined, `deduction ${d.name} ${d.current} / ${d.ytd} not printed on one line`);
      if (!line) continue;
      const after = afterName(line, d.name);
      want(figures(after) === (d.current === null ? 1 : 2), `${d.name}: ${figures(after)} figures after the name`);
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth; some photos are stored on their side', () => {
    const pictures = expectStubPicturesCarryTruth(PAYSTUB_PICTURES, PAYSTUBS, stubFiles.length);
    expect(sidewaysPhotos(PAYSTUB_PICTURES, pictures)).toBeGreaterThanOrEqual(3);
  });
});

// ---- statements -----------------------------------------------------------------------------------

const STATEMENTS = path.resolve('eval/statements/locked-8/corpus');
const STATEMENT_PICTURES = path.resolve('eval/statements/locked-8/degraded');

const us = (c: number) => escape(formOf(c, 'us'));
/** A balance with a suffix when below zero (`DR`, `OD`), and none otherwise. */
const suffixed = (suffix: string) => (c: number) => (c < 0 ? `${us(c)} ${suffix}` : `${us(c)}(?! ${suffix})`);
/** A figure in parentheses when below zero. */
const parenthesised = (c: number) => (c < 0 ? `\\(${us(c)}\\)` : `(?<!\\()${us(c)}(?!\\))`);
interface StatementForm {
  /** The row's date as printed at the start of its line. */
  date: (iso: string) => string;
  /** A line that starts with a date. */
  dated: RegExp;
  /** The period's dates as page 1 prints them. */
  period: (iso: string) => string;
  /** The amount as printed (sign by its column where there are columns). */
  amount: (c: number) => string;
  /** Withdrawals and deposits in columns of their own: the headings. */
  columns: [RegExp, string, string] | null;
  /** The running balance after the amount on the row's line. */
  balance: (c: number) => string;
  opening: RegExp;
  closing: RegExp;
}
const STATEMENT_FORMS: Record<string, StatementForm> = {
  'ie-current': {
    date: (d) => `${dd(d)} ${MON[Number(m(d)) - 1].toUpperCase()} ${y(d)}`,
    dated: /^\s{0,3}\d\d [A-Z]{3} \d{4}\s/,
    period: DATES.dMonthY,
    amount: (c) => `(?<!€)${us(c)}(?! DR)`,
    columns: [/Debit €\s+Credit €/, 'Debit €', 'Credit €'],
    balance: suffixed('DR'),
    opening: /balance forward/i,
    closing: /closing balance/i,
  },
  'us-brokerage': {
    date: DATES.md,
    dated: /^\s{0,3}\d\d\/\d\d\s/,
    period: DATES.monthDY,
    amount: parenthesised,
    columns: null,
    balance: parenthesised,
    opening: /beginning balance/i,
    closing: /ending balance/i,
  },
  'uk-bsoc': {
    date: (d) => `${dd(d)}/${m(d)}/${y(d).slice(2)}`,
    dated: /^\s{0,3}\d\d\/\d\d\/\d\d\s/,
    period: DATES.dMonthY,
    amount: (c) => `(?<!£)${us(c)}(?! OD)`,
    columns: [/Money out £\s+Money in £/, 'Money out £', 'Money in £'],
    balance: suffixed('OD'),
    opening: /brought forward/i,
    closing: /closing balance/i,
  },
};

const statementFiles = statementPdfs(STATEMENTS);

describe('locked-8 statement truths', () => {
  it('has three layouts of three statements each, all over two pages or more, one over three', () => {
    const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
    expect([...layouts].sort()).toEqual(Object.keys(STATEMENT_FORMS).sort());
    for (const l of layouts) expect(statementFiles.filter((f) => path.dirname(f) === l).length).toBe(3);
    const pages = statementFiles.map((f) => pagesOf(path.join(STATEMENTS, f)).filter((p) => p.trim()).length);
    expect(Math.min(...pages)).toBeGreaterThanOrEqual(2);
    expect(pages.some((n) => n >= 3)).toBe(true);
  });

  it.each(statementFiles)('%s prints what its truth says', (file) => {
    const t = statementTruthOf<JudgedStatementTruth>(STATEMENTS, file);
    const pages = pagesOf(path.join(STATEMENTS, file));
    const all = pages.join('\n');
    const form = STATEMENT_FORMS[t.layout];
    const { problems, want } = problemList();
    const a = t.accounts[0];
    const rows = a.transactions;
    want(t.accounts.length === 1, `${t.accounts.length} accounts`);
    want(rows.length >= 30 && rows.length <= 60, `${rows.length} transactions`);
    want(t.source === 'generated (eval/statements/locked-8)', 'source');
    want(t.expectReconciled && t.expectStatus === 'RECONCILED' && t.accounts.every((x) => x.expectStatus === 'RECONCILED'), 'not expected reconciled');
    want(t.currency === 'USD' ? /USD|\$/.test(pages[0]) : pages[0].includes(t.currency), `currency ${t.currency} not on page 1`);
    for (const d of [t.period.start, t.period.end]) want(pages[0].includes(form.period(d)), `period date ${form.period(d)} not on page 1`);
    want(a.mask !== null && all.includes(a.mask), `mask ${a.mask} not printed`);
    for (const [label, c] of [[form.opening, a.openingBalanceCents], [form.closing, a.closingBalanceCents]] as const) {
      const ok = all.split('\n').some((l) => label.test(l) && findFrom(l, form.balance(c), 0) !== null);
      want(ok, `${label} ${c} not printed`);
    }
    const sum = rows.reduce((s, r) => s + r.amountCents, 0);
    want(a.openingBalanceCents + sum === a.closingBalanceCents, 'opening plus transactions is not closing');

    // Rows in order, page by page: each on a line of its own that starts with its date, its amount in
    // its column or with its sign, the running balance after it, every word of its description.
    let balance = a.openingBalanceCents;
    let page = 0;
    let cursor = 0;
    for (const r of rows) {
      balance += r.amountCents;
      if (r.page !== page) {
        want(r.page > page, `${r.date} ${r.description}: page goes backwards`);
        page = r.page;
        cursor = 0;
      }
      const lines = (pages[page - 1] ?? '').split('\n');
      const date = form.date(r.date);
      let found = -1;
      for (let i = cursor; i < lines.length && found < 0; i++) {
        const l = lines[i];
        if (!l.trimStart().startsWith(date)) continue;
        const amt = findFrom(l, form.amount(r.amountCents), l.indexOf(date) + date.length);
        if (!amt) continue;
        if (form.columns) {
          const header = lines.slice(0, i).reverse().find((x) => form.columns![0].test(x)) ?? '';
          const out = header.indexOf(form.columns[1]) + form.columns[1].length;
          const inn = header.indexOf(form.columns[2]) + form.columns[2].length;
          if (Math.sign(r.amountCents) !== (Math.abs(amt.end - out) < Math.abs(amt.end - inn) ? -1 : 1)) continue;
        }
        if (!findFrom(l, form.balance(balance), amt.end)) continue;
        if (!flat(r.description).split(' ').every((w) => flat(l).includes(w))) continue;
        found = i;
      }
      if (found < 0) problems.push(`${r.date} ${r.description} ${r.amountCents} (balance ${balance}) not on page ${page} after line ${cursor}`);
      else cursor = found + 1;
    }
    // Every dated line with a figure is a row.
    const dated = pages.flatMap((p) => p.split('\n')).filter((l) => form.dated.test(l) && /\d\.\d\d/.test(l));
    want(dated.length === rows.length, `${dated.length} dated lines with figures, ${rows.length} expected`);

    // Totals in and out as each layout prints them.
    const credits = rows.filter((r) => r.amountCents > 0).reduce((s, r) => s + r.amountCents, 0);
    const debits = -rows.filter((r) => r.amountCents < 0).reduce((s, r) => s + r.amountCents, 0);
    const lineOf = (re: RegExp) => all.split('\n').find((l) => re.test(l)) ?? '';
    if (t.layout === 'ie-current') {
      want(pages[0].includes(`€${formOf(debits, 'us')}`) && pages[0].includes(`€${formOf(credits, 'us')}`), `totals ${debits} / ${credits} not on page 1`);
      want(pages.filter((p) => p.trim()).every((p) => /BALANCE FORWARD/.test(p)), 'a page without BALANCE FORWARD');
    } else if (t.layout === 'us-brokerage') {
      want(findFrom(lineOf(/Deposits and Other Credits/), us(credits), 0) !== null, `credits ${credits} not printed`);
      want(findFrom(lineOf(/Withdrawals and Other Debits/), `\\(${us(debits)}\\)`, 0) !== null, `debits ${debits} not printed`);
      for (const r of rows.filter((x) => /^Check Paid CHECK NO\. \d+$/.test(x.description))) {
        const no = r.description.split(' ').at(-1);
        want(new RegExp(`^\\s*${no}\\s+${escape(DATES.md(r.date))}\\s+${us(-r.amountCents)}\\s*$`, 'm').test(all), `check ${no} not in the checks paid`);
      }
    } else {
      want(findFrom(lineOf(/Money in\s+£/), `£${us(credits)}`, 0) !== null, `money in ${credits} not printed`);
      want(findFrom(lineOf(/Money out\s+£/), `£${us(debits)}`, 0) !== null, `money out ${debits} not printed`);
      const printed = pages.filter((p) => p.trim());
      want(printed.slice(0, -1).every((p) => /BALANCE CARRIED FORWARD/.test(p)) && printed.every((p) => /BALANCE BROUGHT FORWARD/.test(p)), 'balance not carried forward');
    }
    expect(problems).toEqual([]);
  });

  it('a photo and a scan of every statement, each carrying its PDF truth', () => {
    expectStatementPicturesCarryTruth(STATEMENT_PICTURES, STATEMENTS, statementFiles, true);
  });
});

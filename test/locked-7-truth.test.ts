// The seventh locked split's truth files checked against the committed PDFs by a route that shares
// nothing with the service's readers: poppler's `pdftotext -layout`, then plain string searches. Every
// truth date, amount, name and address must be printed where the truth says, in the layout's own date
// and number forms (`13-Mar-2026`, `2026/02/27`, South African `R 12 345.67`, a trailing minus on the
// nurse's deductions); the arithmetic of each truth must hold. Every photo and scan must carry its
// PDF's truth. Reads only eval/paystubs/locked-7 and eval/statements/locked-7.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterName, findFrom, checkPaystubArithmetic, checkPaystubPrints, dd, DATES, escape, expectStatementPicturesCarryTruth, expectStubPicturesCarryTruth, flat, lineWithFigures, m, MONTHS, pagesOf, problemList, sidewaysPhotos, statementPdfs, statementTruthOf, stubPdfs, stubTruthOf, y, type JudgedStatementTruth, type PaystubTruth } from './locked-truth-checks.ts';

const PAYSTUBS = path.resolve('eval/paystubs/locked-7/corpus');
const PAYSTUB_PICTURES = path.resolve('eval/paystubs/locked-7/degraded');

const MON = MONTHS.map((x) => x.slice(0, 3));
const DATE_FORMS: Record<string, (iso: string) => string> = {
  /** 13-Mar-2026 */
  dMonY: (d) => `${dd(d)}-${MON[Number(m(d)) - 1]}-${y(d)}`,
  mdy: DATES.mdy,
  dmy: DATES.dmy,
  /** 2026/02/27 */
  ymdSlash: (d) => `${y(d)}/${m(d)}/${dd(d)}`,
};

type NumberStyle = 'us' | 'za';
/** A magnitude in cents as the layout prints it: 1,234.56, or 1 234.56 for South Africa. */
function formOf(c: number, style: NumberStyle): string {
  const abs = Math.abs(c);
  const whole = String(Math.floor(abs / 100));
  const frac = String(abs % 100).padStart(2, '0');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, style === 'za' ? ' ' : ',')}.${frac}`;
}
/** Where a figure stands alone in `text` from `from` on (not part of a longer number). */
function amountAt(text: string, c: number, style: NumberStyle, from = 0): { index: number; end: number } | null {
  const re = new RegExp(`(?:\\$|£|R )?(?<![\\d.,])(?<!\\d )${escape(formOf(c, style))}(?![\\d]|[.,]\\d| \\d)`, 'g');
  re.lastIndex = from;
  const found = re.exec(text);
  return found ? { index: found.index, end: found.index + found[0].length } : null;
}
/** Figures with two decimals in a piece of text. */
const figures = (s: string, style: NumberStyle) => (s.match(style === 'za' ? /\d[\d ]*\.\d\d(?!\d)/g : /\d[\d,]*\.\d\d(?!\d|%)/g) ?? []).length;

// ---- paystubs -------------------------------------------------------------------------------------

/** Each layout's date and number forms, and what else it must print. */
const PAYSTUB_FORMS: Record<string, { date: string; style: NumberStyle; mustPrint: RegExp[] }> = {
  'ca-paystub': { date: 'dMonY', style: 'us', mustPrint: [/Currency: CAD/, /CPP Contributions/, /EI Premiums/, /VACATION PAY ACCRUED/, /Balance available/, /Province of Employment/] },
  'us-nurse': { date: 'mdy', style: 'us', mustPrint: [/Earnings Statement/, /Shift Diff - (Night|Evening)/, /Pre-Tax Deductions/, /After-Tax Deductions/, /Employer Paid Benefits/, /NET PAY \$/] },
  'uk-payslip': { date: 'dmy', style: 'us', mustPrint: [/PAYSLIP/, /Tax Code\s+\d{3,4}L/, /NI Letter\s+[AC]\b/, /NI Number\s+[A-Z]{2} \d\d \d\d \d\d [A-D]/, /Tax Period\s+(Month|Week) \d+/, /NET PAY\s+£/, /Pension Salary Sacrifice/] },
  'za-payslip': { date: 'ymdSlash', style: 'za', mustPrint: [/PAYSLIP/, /Tax Number/, /UIF \(Company\)/, /SDL/, /NETT PAY\s+R \d/, /Tax Year\s+\d{4}\/\d{4}/] },
};
const stubFiles = stubPdfs(PAYSTUBS);
const stubTruth = (file: string) => stubTruthOf(PAYSTUBS, file);

describe('locked-7 paystub truths', () => {
  it('has four layouts of five stubs each, frequencies mixed', () => {
    const layouts = new Map<string, PaystubTruth[]>();
    for (const f of stubFiles) layouts.set(stubTruth(f).layout, [...(layouts.get(stubTruth(f).layout) ?? []), stubTruth(f)]);
    expect([...layouts.keys()].sort()).toEqual(Object.keys(PAYSTUB_FORMS).sort());
    for (const stubs of layouts.values()) {
      expect(stubs.length).toBe(5);
      expect(new Set(stubs.map((s) => s.frequency)).size).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(stubFiles.map((f) => stubTruth(f).frequency)).size).toBe(4);
  });

  it.each(stubFiles)('%s prints what its truth says', (file) => {
    const t = stubTruth(file);
    const form = PAYSTUB_FORMS[t.layout];
    const pages = pagesOf(path.join(PAYSTUBS, file)).filter((p) => p.trim());
    const text = pages.join('\n');
    const { problems, want } = problemList();
    const at = (s: string, c: number, from = 0) => amountAt(s, c, form.style, from);

    want(pages.length === 1, `${pages.length} pages`);
    want(t.source === 'generated (eval/paystubs/locked-7)', 'source');
    checkPaystubArithmetic(t, want, true);
    checkPaystubPrints(t, text, DATE_FORMS[form.date], (s, c) => at(s, c) !== null, want);
    for (const re of form.mustPrint) want(re.test(text), `${re} not printed`);
    if (t.deductions.some((d) => d.name === 'Student Loan (Plan 2)')) want(t.layout === 'uk-payslip', 'a student loan outside the UK');
    // Deductions: the name, then this period's figure and the YTD, on one line; a stopped one with its
    // YTD only. The nurse's figures carry a trailing minus.
    const lines = pages[0].split('\n');
    for (const d of t.deductions) {
      const line = lineWithFigures(lines, d.name, d.current, d.ytd, at);
      want(line !== undefined, `deduction ${d.name} ${d.current} / ${d.ytd} not printed on one line`);
      if (!line) continue;
      const after = afterName(line, d.name);
      want(figures(after, form.style) === (d.current === null ? 1 : 2), `${d.name}: ${figures(after, form.style)} figures after the name`);
      if (t.layout === 'us-nurse') want((after.match(/\d\.\d\d-/g) ?? []).length === (d.current === null ? 1 : 2), `${d.name}: no trailing minus`);
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth; some photos are stored on their side', () => {
    const pictures = expectStubPicturesCarryTruth(PAYSTUB_PICTURES, PAYSTUBS, stubFiles.length);
    expect(sidewaysPhotos(PAYSTUB_PICTURES, pictures)).toBeGreaterThanOrEqual(3);
  });
});

// ---- statements -----------------------------------------------------------------------------------

const STATEMENTS = path.resolve('eval/statements/locked-7/corpus');
const STATEMENT_PICTURES = path.resolve('eval/statements/locked-7/degraded');

const us = (c: number) => escape(formOf(c, 'us'));
interface StatementForm {
  /** The row's date as printed at the start of its line. */
  date: (iso: string) => string;
  /** A line that starts with a date. */
  dated: RegExp;
  /** The period's dates as page 1 prints them. */
  period: (iso: string) => string;
  /** The amount as printed (sign by its column where null is returned by `signed`). */
  amount: (c: number) => string;
  /** Withdrawals and deposits in columns of their own: the headings. */
  columns: [RegExp, string, string] | null;
  /** The running balance after the amount on the row's line. */
  balance: (c: number) => string;
  opening: RegExp;
  closing: RegExp;
  /** Rows that share a date print it on the first of them only, and the balance on the last. */
  datedOnce: boolean;
  /** A description may wrap onto the next line. */
  wraps: boolean;
}
const STATEMENT_FORMS: Record<string, StatementForm> = {
  'ca-chequing': {
    date: (d) => `${MON[Number(m(d)) - 1]} ${Number(dd(d))}`,
    dated: /^\s{0,3}[A-Z][a-z]{2} \d{1,2}\s/,
    period: DATES.monthDY,
    amount: (c) => `(?<!-)${us(c)}`,
    columns: [/Withdrawals \(\$\)\s+Deposits \(\$\)/, 'Withdrawals ($)', 'Deposits ($)'],
    balance: (c) => `${c < 0 ? '-' : '(?<!-)'}${us(c)}`,
    opening: /opening balance/i,
    closing: /closing balance/i,
    datedOnce: true,
    wraps: true,
  },
  'au-savings': {
    date: DATES.ddMonY,
    dated: /^\s{0,3}\d\d [A-Z][a-z]{2} \d{4}\s/,
    period: DATES.ddMonY,
    amount: (c) => `(?<!\\$)${us(c)}(?! CR| DR)`,
    columns: [/Debit\s+Credit/, 'Debit', 'Credit'],
    balance: (c) => `\\$${us(c)} ${c < 0 ? 'DR' : 'CR'}`,
    opening: /opening balance/i,
    closing: /closing balance/i,
    datedOnce: false,
    wraps: true,
  },
  'us-cu': {
    date: DATES.md,
    dated: /^\s{0,3}\d\d\/\d\d\s+\d\d\/\d\d\s/,
    period: DATES.mdy,
    amount: (c) => `${c < 0 ? '-' : '(?<!-)'}${us(c)}`,
    columns: null,
    balance: (c) => `${c < 0 ? '-' : '(?<!-)'}${us(c)}`,
    opening: /previous balance/i,
    closing: /new balance/i,
    datedOnce: false,
    wraps: false,
  },
};

const statementFiles = statementPdfs(STATEMENTS);

describe('locked-7 statement truths', () => {
  it('has three layouts of three statements each, 30 to 60 rows, all over two pages or more', () => {
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
    want(t.source === 'generated (eval/statements/locked-7)', 'source');
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

    // Rows in order, page by page: each on a line of its own that starts with its date (or, where a
    // day's date is printed once, under it), its amount in its column or with its sign, the running
    // balance after it (where a day's balance is printed once, on the day's last row), every word of
    // its description on that line or, where descriptions wrap, the next.
    let balance = a.openingBalanceCents;
    let page = 0;
    let cursor = 0;
    for (const [k, r] of rows.entries()) {
      balance += r.amountCents;
      const lastOfDay = k === rows.length - 1 || rows[k + 1].date !== r.date;
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
        let from = 0;
        if (l.trimStart().startsWith(date)) from = l.indexOf(date) + date.length;
        else if (!form.datedOnce || form.dated.test(l)) continue;
        else {
          // Printed under the day's date: the nearest dated line above is that day.
          const above = lines.slice(0, i).reverse().find((x) => form.dated.test(x));
          if (!above || !above.trimStart().startsWith(date)) continue;
        }
        const amt = findFrom(l, form.amount(r.amountCents), from);
        if (!amt) continue;
        if (form.columns) {
          const header = lines.slice(0, i).reverse().find((x) => form.columns![0].test(x)) ?? '';
          const out = header.indexOf(form.columns[1]) + form.columns[1].length;
          const inn = header.indexOf(form.columns[2]) + form.columns[2].length;
          if (Math.sign(r.amountCents) !== (Math.abs(amt.end - out) < Math.abs(amt.end - inn) ? -1 : 1)) continue;
        }
        if (!form.datedOnce || lastOfDay) {
          if (!findFrom(l, form.balance(balance), amt.end)) continue;
        } else if (/\d\.\d\d/.test(l.slice(amt.end))) continue;
        const words = flat(r.description).split(' ');
        const text = flat(form.wraps ? `${l} ${lines[i + 1] ?? ''}` : l);
        if (!words.every((w) => text.includes(w))) continue;
        found = i;
      }
      if (found < 0) problems.push(`${r.date} ${r.description} ${r.amountCents} (balance ${balance}) not on page ${page} after line ${cursor}`);
      else cursor = found + 1;
    }
    // Every dated line with a figure is a row (for a day printed once, the day's first row), not
    // counting the opening and closing balances.
    const dated = pages.flatMap((p) => p.split('\n')).filter((l) => form.dated.test(l) && /\d\.\d\d/.test(l) && !form.opening.test(l) && !form.closing.test(l));
    const firsts = form.datedOnce ? rows.filter((r, k) => k === 0 || rows[k - 1].date !== r.date || rows[k - 1].page !== r.page).length : rows.length;
    want(dated.length === firsts, `${dated.length} dated lines with figures, ${firsts} expected`);

    // Totals in and out as each layout prints them.
    const credits = rows.filter((r) => r.amountCents > 0).reduce((s, r) => s + r.amountCents, 0);
    const debits = -rows.filter((r) => r.amountCents < 0).reduce((s, r) => s + r.amountCents, 0);
    const lineOf = (re: RegExp) => all.split('\n').find((l) => re.test(l)) ?? '';
    if (t.layout === 'ca-chequing') {
      want(findFrom(lineOf(/Total deposits into your account/), `\\+ ${us(credits)}`, 0) !== null, `deposits ${credits} not printed`);
      want(findFrom(lineOf(/Total withdrawals from your account/), `- ${us(debits)}`, 0) !== null, `withdrawals ${debits} not printed`);
    } else if (t.layout === 'au-savings') {
      const last = pages.filter((p) => p.trim()).at(-1) ?? '';
      const line = last.split('\n').find((l) => /Totals for this period/.test(l)) ?? '';
      const d = findFrom(line, us(debits), 0);
      want(d !== null && findFrom(line, us(credits), d.end) !== null, `totals ${debits} / ${credits} not on the last page`);
      want(/Balance carried forward/.test(pages[0]) && /Balance brought forward/.test(pages[1]), 'balance not carried forward');
    } else {
      const line = lineOf(/Share Draft Checking\s+ID 09\s+[\d,]+\.\d\d/);
      const o = findFrom(line, us(a.openingBalanceCents), 0);
      const i = o && findFrom(line, us(credits), o.end);
      const w = i && findFrom(line, us(debits), i.end);
      want(w !== null && w !== undefined && findFrom(line, us(a.closingBalanceCents), w.end) !== null, 'share draft summary line');
      // Each draft in the cleared list and its image, and the dividend summary.
      for (const r of rows.filter((x) => /^Draft \d+$/.test(x.description))) {
        const no = r.description.split(' ')[1];
        want(new RegExp(`(^|\\s)${no}\\*?\\s+Paid ${escape(DATES.md(r.date))}\\s+${us(-r.amountCents)}(?!\\d)`).test(all), `draft ${no} not in the cleared list`);
        want(all.includes(`$ ${formOf(-r.amountCents, 'us')}`) && all.includes(`Date ${DATES.mdy(r.date)}`), `draft ${no} image`);
      }
      want(/Total Dividends Paid Year to Date \d{4}\s+\d+\.\d\d/.test(all), 'dividends year to date');
    }
    expect(problems).toEqual([]);
  });

  it('a photo and a scan of every statement, each carrying its PDF truth', () => {
    expectStatementPicturesCarryTruth(STATEMENT_PICTURES, STATEMENTS, statementFiles, true);
  });
});

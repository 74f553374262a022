// The fourth locked split's truth files checked against the committed PDFs by a route that shares
// nothing with the service's readers: poppler's `pdftotext -layout`, then plain string searches. Every
// truth date, amount, name and address must be printed where the truth says, in the layout's own date,
// number and sign forms; the arithmetic of each truth must hold (gross less deductions is net, YTD
// likewise; opening plus transactions is closing, and each running balance, or each day's closing
// balance where only that is printed, stands beside its row). Pictures must carry their PDF's truth.
// Reads only the files in eval/paystubs/locked-4 and eval/statements/locked-4.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterName, amountForms, cents, checkPaystubArithmetic, checkPaystubPrints, dd, DATES, escape, expectStatementPicturesCarryTruth, expectStubPicturesCarryTruth, flat, lineWithFigures, m, month, pagesOf, problemList, statementPdfs, statementTruthOf, stubPdfs, stubTruthOf, y, type JudgedStatementTruth, type PaystubTruth } from './locked-truth-checks.ts';

const PAYSTUBS = path.resolve('eval/paystubs/locked-4/corpus');
const PAYSTUB_PICTURES = path.resolve('eval/paystubs/locked-4/degraded');
const STATEMENTS = path.resolve('eval/statements/locked-4/corpus');
const STATEMENT_PICTURES = path.resolve('eval/statements/locked-4/degraded');

const DATE_FORMS: Record<string, (iso: string) => string> = {
  iso: DATES.iso,
  dmy: DATES.dmy,
  dmyDot: DATES.dmyDot,
  monDY: DATES.monDY,
  ddMONY: (d) => `${dd(d)}-${month(d).slice(0, 3).toUpperCase()}-${y(d)}`,
  ddMon: (d) => `${dd(d)} ${month(d).slice(0, 3)}`,
  ddMonY: DATES.ddMonY,
  monD: (d) => `${month(d).slice(0, 3)} ${Number(dd(d))}`,
  monthDY: DATES.monthDY,
  mdyDash: (d) => `${m(d)}-${dd(d)}-${y(d).slice(2)}`,
  mdy: DATES.mdy,
};

/** Where a figure stands alone in `text` from `from` on (not part of a longer number): a leading sign, a
 *  currency sign, parentheses round it and a CR/DR after it are reported. */
function amountAt(text: string, c: number, from = 0): { index: number; end: number; minus: boolean; plus: boolean; parens: boolean; suffix: string | null } | null {
  for (const form of amountForms(c)) {
    const re = new RegExp(`(\\(?)([-+]?)[$€]?(?<![\\d.,])${escape(form)}(?![\\d]|[.,]\\d)(\\)?)(\\s(?:CR|DR)\\b)?`, 'g');
    re.lastIndex = from;
    const found = re.exec(text);
    if (found) {
      return {
        index: found.index,
        end: found.index + found[0].length,
        minus: found[2] === '-',
        plus: found[2] === '+',
        parens: found[1] === '(' && found[3] === ')',
        suffix: found[4]?.trim() ?? null,
      };
    }
  }
  return null;
}
const printsAmount = (text: string, c: number) => amountAt(text, c) !== null;
/** Figures with two decimals in a piece of text. */
const figures = (s: string) => (s.match(/\d[\d,]*\.\d\d(?!%)/g) ?? []).length;

// ---- paystubs -------------------------------------------------------------------------------------

/** Each layout's date form, whether YTD comes before the current figure, and what else it must print. */
const PAYSTUB_FORMS: Record<string, { date: string; ytdFirst: boolean; mustPrint: RegExp[] }> = {
  'au-payslip': { date: 'dmy', ytdFirst: false, mustPrint: [/AUD/, /PAYG Withholding/, /Superannuation Guarantee/] },
  'ie-payslip': { date: 'dmyDot', ytdFirst: false, mustPrint: [/EUR/, /PPS Number/, /PAYE/, /USC/, /PRSI/] },
  'hr-suite': { date: 'iso', ytdFirst: false, mustPrint: [/Employee Taxes/, /Pre Tax Deductions/, /Post Tax Deductions/, /Taxable Wages/] },
  'ytd-first': { date: 'monDY', ytdFirst: true, mustPrint: [/YTD AMOUNT\s+CURRENT/] },
  'labels-below': { date: 'ddMONY', ytdFirst: false, mustPrint: [/\n\s*PAY DATE\s+PERIOD BEGIN/, /THIS PERIOD\s+YEAR TO DATE/] },
};
const stubFiles = stubPdfs(PAYSTUBS);
const stubTruth = (file: string) => stubTruthOf(PAYSTUBS, file);

describe('locked-4 paystub truths', () => {
  it('has five layouts of five stubs each, frequencies mixed within each', () => {
    const layouts = new Map<string, PaystubTruth[]>();
    for (const f of stubFiles) layouts.set(stubTruth(f).layout, [...(layouts.get(stubTruth(f).layout) ?? []), stubTruth(f)]);
    expect([...layouts.keys()].sort()).toEqual(Object.keys(PAYSTUB_FORMS).sort());
    for (const stubs of layouts.values()) {
      expect(stubs.length).toBe(5);
      expect(new Set(stubs.map((s) => s.frequency)).size).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(stubFiles)('%s prints what its truth says', (file) => {
    const t = stubTruth(file);
    const form = PAYSTUB_FORMS[t.layout];
    const text = pagesOf(path.join(PAYSTUBS, file)).join('\n');
    const { problems, want } = problemList();

    checkPaystubArithmetic(t, want, true);
    // Dates, names, addresses and totals as the layout prints them.
    checkPaystubPrints(t, text, DATE_FORMS[form.date], printsAmount, want);
    for (const re of form.mustPrint) want(re.test(text), `${re} not printed`);
    const lines = text.split('\n');
    if (form.ytdFirst && t.ytd_gross !== null) {
      const gross = lines.find((l) => /GROSS PAY/.test(l)) ?? '';
      const ytd = amountAt(gross, cents(t.ytd_gross));
      want(ytd !== null && amountAt(gross, cents(t.gross), ytd.end) !== null, 'YTD gross not before current gross');
    }
    // Deductions: the name, then this period's figure and the YTD in the layout's order, on one line.
    for (const d of t.deductions) {
      const [first, second] = form.ytdFirst ? [d.ytd, d.current] : [d.current, d.ytd];
      const line = lineWithFigures(lines, d.name, first, second, amountAt);
      want(line !== undefined, `deduction ${d.name} ${d.current} / ${d.ytd} not printed on one line`);
      if (d.current === null && line) {
        want(figures(afterName(line, d.name)) === 1, `${d.name} prints a current figure`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth', () => {
    expectStubPicturesCarryTruth(PAYSTUB_PICTURES, PAYSTUBS, stubFiles.length);
  });
});

// ---- statements -----------------------------------------------------------------------------------

interface StatementForm {
  date: string;
  period: string;
  /** How a row's sign shows: a sign before the figure, or the column it stands under. */
  sign: 'signed' | 'columns';
  debit?: RegExp;
  credit?: RegExp;
  /** How a balance shows it is below zero. */
  negative: 'crdr' | 'parens' | 'none';
  /** A running balance beside every row, or beside the last row of each day only. */
  balance: 'every' | 'dayEnd';
  /** The date is printed on the first row of a day only (then on the first row of a page). */
  carryDate: boolean;
  /** Lines that only open or close the table, not transactions. */
  notRows: RegExp;
}

const STATEMENT_FORMS: Record<string, StatementForm> = {
  'au-crdr': { date: 'ddMon', period: 'ddMonY', sign: 'columns', debit: /Debit/, credit: /Credit/, negative: 'crdr', balance: 'every', carryDate: false, notRows: /OPENING BALANCE|CLOSING BALANCE/ },
  'ca-wd': { date: 'monD', period: 'monthDY', sign: 'columns', debit: /Withdrawals \(\$\)/, credit: /Deposits \(\$\)/, negative: 'none', balance: 'dayEnd', carryDate: true, notRows: /Opening balance|Closing balance/ },
  'us-twoline': { date: 'monDY', period: 'monDY', sign: 'signed', negative: 'none', balance: 'every', carryDate: false, notRows: /^$/ },
  'cu-parens': { date: 'mdyDash', period: 'mdy', sign: 'signed', negative: 'parens', balance: 'every', carryDate: false, notRows: /BEGINNING BALANCE|ENDING BALANCE/ },
};
const DATED: Record<string, RegExp> = {
  ddMon: /^\s{0,3}\d\d [A-Z][a-z]{2}\b/,
  monD: /^\s{0,3}[A-Z][a-z]{2} \d{1,2}\b/,
  monDY: /^\s{0,3}[A-Z][a-z]{2} \d{1,2}, \d{4}/,
  mdyDash: /^\s{0,3}\d\d-\d\d-\d\d\b/,
};

/** A balance printed at `from` on: its magnitude, and below zero as the layout shows it. */
function balanceAt(text: string, c: number, from: number, negative: StatementForm['negative']): boolean {
  const found = amountAt(text, c, from);
  if (!found) return false;
  if (negative === 'crdr') return found.suffix === (c < 0 ? 'DR' : 'CR') || (c === 0 && found.suffix === null);
  if (negative === 'parens') return found.parens === c < 0 && !found.minus;
  return c >= 0 && !found.minus;
}

const statementFiles = statementPdfs(STATEMENTS);

describe('locked-4 statement truths', () => {
  it('has four layouts of three statements each, some over more than two pages', () => {
    const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
    expect([...layouts].sort()).toEqual(Object.keys(STATEMENT_FORMS).sort());
    for (const l of layouts) expect(statementFiles.filter((f) => path.dirname(f) === l).length).toBe(3);
    const pages = statementFiles.map((f) => pagesOf(path.join(STATEMENTS, f)).filter((p) => p.trim()).length);
    expect(pages.filter((n) => n >= 3).length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...pages)).toBeGreaterThanOrEqual(2);
  });

  it.each(statementFiles)('%s prints what its truth says', (file) => {
    const t = statementTruthOf<JudgedStatementTruth>(STATEMENTS, file);
    const pages = pagesOf(path.join(STATEMENTS, file));
    const all = pages.join('\n');
    const form = STATEMENT_FORMS[t.layout];
    const dateOf = DATE_FORMS[form.date];
    const dated = DATED[form.date];
    const { problems, want } = problemList();
    const rows = t.accounts.flatMap((a) => a.transactions);
    want(rows.length >= 40 && rows.length <= 60, `${rows.length} transactions`);
    want(t.expectReconciled && t.expectStatus === 'RECONCILED' && t.accounts.every((a) => a.expectStatus === 'RECONCILED'), 'not expected reconciled');
    want(t.currency === 'USD' || flat(pages[0]).includes(t.currency.toLowerCase()), `currency ${t.currency} not on page 1`);
    for (const d of [t.period.start, t.period.end]) want(pages[0].includes(DATE_FORMS[form.period](d)), `period date ${DATE_FORMS[form.period](d)} not on page 1`);

    for (const [k, a] of t.accounts.entries()) {
      want(a.mask === null || all.replace(/[\s-]/g, '').includes(a.mask), `account ${k + 1}: mask ${a.mask} not printed`);
      for (const [what, c] of [['opening', a.openingBalanceCents], ['closing', a.closingBalanceCents]] as const) {
        // On the labelled line, or in the few lines under a label printed above its figure.
        const label = new RegExp(what === 'opening' ? 'opening balance|beginning balance' : 'closing balance|ending balance', 'i');
        const lines = all.split('\n');
        const at = lines.findIndex((l, i) => label.test(l) && amountAt(lines.slice(i, i + 4).join(' '), c) !== null);
        want(at >= 0 && balanceAt(lines.slice(at, at + 4).join(' '), c, 0, form.negative), `account ${k + 1}: ${what} ${c} not printed as a balance`);
      }
      // The rows in order, page by page: each on a line of its own with its date (or its day's date
      // carried from the row above), its amount and sign, and its balance where the layout prints one.
      let balance = a.openingBalanceCents;
      let page = 0;
      let cursor = 0;
      let lastLine = -1;
      for (const [n, r] of a.transactions.entries()) {
        balance += r.amountCents;
        if (r.page !== page) {
          want(r.page > page, `${r.date} ${r.description}: page goes backwards`);
          page = r.page;
          cursor = 0;
        }
        const lines = (pages[page - 1] ?? '').split('\n');
        const dayEnd = n === a.transactions.length - 1 || a.transactions[n + 1].date !== r.date;
        const dateAbove = (i: number) => {
          for (let j = i; j >= 0; j--) if (dated.test(lines[j])) return lines[j].trimStart();
          return '';
        };
        let found: { i: number; amt: NonNullable<ReturnType<typeof amountAt>> } | null = null;
        for (let i = cursor; i < lines.length && !found; i++) {
          const l = lines[i];
          const own = l.trimStart().startsWith(dateOf(r.date));
          if (!own && !(form.carryDate && !dated.test(l) && /^\s/.test(l) && dateAbove(i).startsWith(dateOf(r.date)))) continue;
          const from = own ? l.indexOf(dateOf(r.date)) + dateOf(r.date).length : 0;
          const amt = amountAt(l, r.amountCents, from);
          if (!amt) continue;
          if (form.balance === 'every' || dayEnd) {
            if (!balanceAt(l, balance, amt.end, form.negative)) continue;
          } else if (figures(l.slice(amt.end)) !== 0) continue; // no balance before the day ends
          found = { i, amt };
        }
        if (!found) {
          problems.push(`${r.date} ${r.amountCents} (balance ${balance}) not on page ${page} after line ${cursor}`);
          continue;
        }
        const { i, amt } = found;
        cursor = i + 1;
        lastLine = i;
        if (form.sign === 'signed') want(amt.minus === r.amountCents < 0 && (t.layout !== 'us-twoline' || amt.plus === r.amountCents > 0), `${r.date} ${r.description}: sign of ${r.amountCents}`);
        else {
          const header = lines.slice(0, i).reverse().find((l) => form.debit!.test(l) && form.credit!.test(l)) ?? '';
          const debitEnd = header.search(form.debit!) + header.match(form.debit!)![0].length;
          const creditEnd = header.search(form.credit!) + header.match(form.credit!)![0].length;
          const nearer = Math.abs(amt.end - debitEnd) < Math.abs(amt.end - creditEnd) ? -1 : 1;
          want(!amt.minus && nearer === Math.sign(r.amountCents), `${r.date} ${r.description}: ${r.amountCents} in the wrong column`);
        }
        // The description: its words on its line and the lines that carry on from it (no date, no figure).
        let end = i + 1;
        while (end < lines.length && !dated.test(lines[end]) && figures(lines[end]) === 0 && lines[end].trim() !== '') end++;
        const near = flat(lines.slice(i, end).join(' '));
        for (const word of flat(r.description).split(' ')) want(near.includes(word), `${r.date} ${r.description}: "${word}" not printed`);
      }
      want(lastLine >= 0, 'no row found');
      want(balance === a.closingBalanceCents, `account ${k + 1}: opening plus transactions is not closing`);
      // Totals at the end: the money in and the money out.
      const last = pages.filter((p) => p.trim()).at(-1) ?? '';
      const credits = a.transactions.filter((r) => r.amountCents > 0).reduce((s, r) => s + r.amountCents, 0);
      const debits = a.transactions.filter((r) => r.amountCents < 0).reduce((s, r) => s + r.amountCents, 0);
      want(printsAmount(last, credits) && printsAmount(last, debits), `totals ${credits} / ${debits} not on the last page`);
    }
    // Every dated line of the tables is a row of the truth (none printed that the truth leaves out).
    if (!form.carryDate) {
      const datedLines = pages.flatMap((p) => p.split('\n')).filter((l) => dated.test(l) && !form.notRows.test(l) && figures(l) > 0);
      want(datedLines.length === rows.length, `${datedLines.length} dated lines with figures, ${rows.length} rows`);
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth', () => {
    expectStatementPicturesCarryTruth(STATEMENT_PICTURES, STATEMENTS, statementFiles);
  });
});

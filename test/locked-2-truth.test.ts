// The second locked split's truth files checked against the committed PDFs by a route that shares
// nothing with the service's readers: poppler's `pdftotext -layout`, then plain string searches. Every
// truth date, amount, name and address must be printed where the truth says; the arithmetic of each
// truth must hold (gross less deductions is net, YTD likewise; opening plus transactions is closing,
// and each running balance is printed beside its row on the row's page). Pictures must carry their
// PDF's truth. Reads only the files in eval/paystubs/locked-2 and eval/statements/locked-2.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { amountForms, cents, checkPaystubArithmetic, checkPaystubPrints, dd, DATES, escape, expectStatementPicturesCarryTruth, expectStubPicturesCarryTruth, flat, lineWithFigures, month, pagesOf, problemList, statementPdfs, statementTruthOf, stubPdfs, stubTruthOf, y } from './locked-truth-checks.ts';

const PAYSTUBS = path.resolve('eval/paystubs/locked-2/corpus');
const PAYSTUB_PICTURES = path.resolve('eval/paystubs/locked-2/degraded');
const STATEMENTS = path.resolve('eval/statements/locked-2/corpus');
const STATEMENT_PICTURES = path.resolve('eval/statements/locked-2/degraded');

const DATE_FORMS: Record<string, (iso: string) => string> = {
  mdy: DATES.mdy,
  dmy: DATES.dmy,
  md: DATES.md,
  iso: DATES.iso,
  monD: DATES.monDY,
  dMonY: (d) => `${dd(d)}-${month(d).slice(0, 3)}-${y(d)}`,
};

/** Where a figure stands alone in `text` (not part of a longer number). */
function amountAt(text: string, c: number, from = 0): { index: number; end: number; negative: boolean } | null {
  for (const form of amountForms(c)) {
    const re = new RegExp(`(-?)\\$?(?<![\\d.,])${escape(form)}(?![\\d])`, 'g');
    re.lastIndex = from;
    const m = re.exec(text);
    if (m) return { index: m.index, end: m.index + m[0].length, negative: m[1] === '-' || text[m.index - 1] === '-' };
  }
  return null;
}
const printsAmount = (text: string, c: number) => amountAt(text, c) !== null;

// ---- paystubs -------------------------------------------------------------------------------------

const PAYSTUB_DATES: Record<string, string> = { 'mono-register': 'dMonY', 'stacked-cards': 'monD', 'writer-advice': 'iso', 'sheet-horizontal': 'mdy', 'check-top': 'mdy' };
const stubFiles = stubPdfs(PAYSTUBS);

describe('locked-2 paystub truths', () => {
  it('has at least four layouts of five stubs each', () => {
    const layouts = new Map<string, number>();
    for (const f of stubFiles) {
      const t = stubTruthOf(PAYSTUBS, f);
      layouts.set(t.layout, (layouts.get(t.layout) ?? 0) + 1);
    }
    expect(layouts.size).toBeGreaterThanOrEqual(4);
    for (const n of layouts.values()) expect(n).toBeGreaterThanOrEqual(5);
  });

  it.each(stubFiles)('%s prints what its truth says', (file) => {
    const t = stubTruthOf(PAYSTUBS, file);
    const text = pagesOf(path.join(PAYSTUBS, file)).join('\n');
    const { problems, want } = problemList();

    checkPaystubArithmetic(t, want, false);
    // Dates, names, addresses and totals as the layout prints them.
    checkPaystubPrints(t, text, DATE_FORMS[PAYSTUB_DATES[t.layout]], printsAmount, want);
    // Deductions: the name and its figures on one line, in that order, except in the spreadsheet
    // that runs the items across the page (names in one row, this period's figures in the next).
    const lines = text.split('\n');
    if (t.layout === 'sheet-horizontal') {
      const header = lines.find((l) => /Gross Pay/.test(l) && /Net Pay/.test(l)) ?? '';
      const row = lines.find((l) => /^\s*Current\b/.test(l)) ?? '';
      const ytdRow = lines.find((l) => /^\s*Year to Date\b/.test(l)) ?? '';
      let at = 0;
      for (const d of t.deductions) {
        const i = header.indexOf(d.name, at);
        want(i >= 0, `column ${d.name} not in the header row`);
        at = Math.max(at, i);
      }
      let cur = 0;
      let ytd = 0;
      for (const d of t.deductions) {
        const c = amountAt(row, cents(d.current ?? 0), cur);
        want(c !== null, `${d.name} current ${d.current} not in the Current row in order`);
        cur = c?.end ?? cur;
        const y = amountAt(ytdRow, cents(d.ytd ?? 0), ytd);
        want(y !== null, `${d.name} YTD ${d.ytd} not in the Year to Date row in order`);
        ytd = y?.end ?? ytd;
      }
    } else {
      for (const d of t.deductions) {
        const line = lineWithFigures(lines, d.name, d.current, d.ytd, amountAt);
        want(line !== undefined, `deduction ${d.name} ${d.current} / ${d.ytd} not printed on one line`);
        if (d.current === null && line) want(amountForms(0).every((z) => !line.includes(` ${z} `)), `${d.name} prints a current figure`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth', () => {
    expectStubPicturesCarryTruth(PAYSTUB_PICTURES, PAYSTUBS, stubFiles.length);
  });
});

// ---- statements -----------------------------------------------------------------------------------

/** How each layout prints a row's date, and whether its amounts carry their sign (else a column does). */
const STATEMENT_FORMS: Record<string, { date: string; signed: boolean; debit?: RegExp; credit?: RegExp }> = {
  'cu-shares': { date: 'md', signed: true },
  'writer-summary': { date: 'mdy', signed: false, debit: /Withdrawals/, credit: /Deposits/ },
  'au-dmy': { date: 'dmy', signed: false, debit: /Debit/, credit: /Credit/ },
  'calc-cad': { date: 'iso', signed: true },
};

const statementFiles = statementPdfs(STATEMENTS);

describe('locked-2 statement truths', () => {
  it('has at least three layouts of two statements or more, 20 to 80 transactions each', () => {
    const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
    expect(layouts.size).toBeGreaterThanOrEqual(3);
    for (const l of layouts) expect(statementFiles.filter((f) => path.dirname(f) === l).length).toBeGreaterThanOrEqual(2);
  });

  it.each(statementFiles)('%s prints what its truth says', (file) => {
    const t = statementTruthOf(STATEMENTS, file);
    const pages = pagesOf(path.join(STATEMENTS, file));
    const form = STATEMENT_FORMS[t.layout];
    const dateOf = DATE_FORMS[form.date];
    const { problems, want } = problemList();
    const count = t.accounts.reduce((s, a) => s + a.transactions.length, 0);
    want(count >= 20 && count <= 80, `${count} transactions`);
    want(t.currency === 'USD' || flat(pages[0]).includes(t.currency.toLowerCase()), `currency ${t.currency} not printed`);
    const periodForm = DATE_FORMS[form.date === 'md' ? 'mdy' : form.date];
    for (const d of [t.period.start, t.period.end]) want(pages[0].includes(periodForm(d)), `period date ${periodForm(d)} not on page 1`);

    // Lines already matched to a row, per page.
    const used = pages.map(() => new Set<number>());
    for (const [k, a] of t.accounts.entries()) {
      want(a.mask === null || pages.join('\n').replace(/[\s-]/g, '').includes(a.mask), `account ${k + 1}: mask ${a.mask} not printed`);
      want(printsAmount(pages.join('\n'), a.openingBalanceCents) && printsAmount(pages.join('\n'), a.closingBalanceCents), `account ${k + 1}: opening or closing not printed`);
      let balance = a.openingBalanceCents;
      let lastPage = 1;
      for (const r of a.transactions) {
        balance += r.amountCents;
        want(r.page >= lastPage, `${r.date} ${r.description}: page goes backwards`);
        lastPage = r.page;
        const lines = (pages[r.page - 1] ?? '').split('\n');
        // The row's line: its date first, then its amount, then the running balance.
        const i = lines.findIndex((l, n) => {
          if (used[r.page - 1].has(n) || !l.trimStart().startsWith(dateOf(r.date))) return false;
          const amt = amountAt(l, r.amountCents, dateOf(r.date).length);
          return amt !== null && amountAt(l, balance, amt.end) !== null;
        });
        if (i < 0) {
          problems.push(`${r.date} ${r.amountCents} (balance ${balance}) not on page ${r.page}`);
          continue;
        }
        used[r.page - 1].add(i);
        const line = lines[i];
        const amt = amountAt(line, r.amountCents, dateOf(r.date).length)!;
        if (form.signed) want(amt.negative === r.amountCents < 0, `${r.date} ${r.description}: sign of ${r.amountCents}`);
        else {
          const header = lines.slice(0, i).reverse().find((l) => form.debit!.test(l) && form.credit!.test(l)) ?? '';
          const debitEnd = header.search(form.debit!) + header.match(form.debit!)![0].length;
          const creditEnd = header.search(form.credit!) + header.match(form.credit!)![0].length;
          const nearer = Math.abs(amt.end - debitEnd) < Math.abs(amt.end - creditEnd) ? -1 : 1;
          want(nearer === Math.sign(r.amountCents), `${r.date} ${r.description}: ${r.amountCents} in the wrong column`);
        }
        // The description: its words on this line and the next.
        const near = flat(`${line} ${lines[i + 1] ?? ''}`);
        for (const word of flat(r.description).split(' ')) want(near.includes(word), `${r.date} ${r.description}: "${word}" not printed`);
      }
      want(balance === a.closingBalanceCents, `account ${k + 1}: opening plus transactions is not closing`);
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth', () => {
    expectStatementPicturesCarryTruth(STATEMENT_PICTURES, STATEMENTS, statementFiles);
  });
});

// The third locked split's truth files checked against the committed PDFs by a route that shares
// nothing with the service's readers: poppler's `pdftotext -layout`, then plain string searches. Every
// truth date, amount, name and address must be printed where the truth says, in the layout's own date
// and number forms; the arithmetic of each truth must hold (gross less deductions is net, YTD
// likewise; opening plus transactions is closing, and each running balance, or each day's ending
// balance, is printed). Pictures must carry their PDF's truth. Reads only the files in
// eval/paystubs/locked-3 and eval/statements/locked-3.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterName, amountForms, checkPaystubArithmetic, checkPaystubPrints, dd, DATES, escape, expectStatementPicturesCarryTruth, expectStubPicturesCarryTruth, flat, lineWithFigures, m, month, pagesOf, problemList, statementPdfs, statementTruthOf, stubPdfs, stubTruthOf, y } from './locked-truth-checks.ts';

const PAYSTUBS = path.resolve('eval/paystubs/locked-3/corpus');
const PAYSTUB_PICTURES = path.resolve('eval/paystubs/locked-3/degraded');
const STATEMENTS = path.resolve('eval/statements/locked-3/corpus');
const STATEMENT_PICTURES = path.resolve('eval/statements/locked-3/degraded');

const DATE_FORMS: Record<string, (iso: string) => string> = {
  monthDY: DATES.monthDY,
  mdyBare: (d) => `${Number(m(d))}/${Number(dd(d))}/${y(d)}`,
  mdy: DATES.mdy,
  dmy: DATES.dmy,
  dMonY: DATES.ddMonY,
  mdyy: DATES.mdyy,
  md: DATES.md,
  monD: (d) => `${month(d).slice(0, 3)} ${dd(d)}`,
  dMonYY: (d) => `${dd(d)} ${month(d).slice(0, 3)} ${y(d).slice(2)}`,
  dMonthY: DATES.dMonthY,
  dmyDot: DATES.dmyDot,
};

/** Where a figure stands alone in `text` (not part of a longer number); negative for a minus before or after it. */
function amountAt(text: string, c: number, from = 0, decimalComma = false): { index: number; end: number; negative: boolean } | null {
  for (const form of amountForms(c, decimalComma)) {
    const re = new RegExp(`(-?)[$£]?(?<![\\d.,])${escape(form)}(?![\\d]|[.,]\\d)`, 'g');
    re.lastIndex = from;
    const found = re.exec(text);
    if (found) {
      const end = found.index + found[0].length;
      return { index: found.index, end, negative: found[1] === '-' || text[found.index - 1] === '-' || text[end] === '-' };
    }
  }
  return null;
}
const printsAmount = (text: string, c: number, decimalComma = false) => amountAt(text, c, 0, decimalComma) !== null;

// ---- paystubs -------------------------------------------------------------------------------------

const PAYSTUB_DATES: Record<string, string> = {
  'portal-statement': 'monthDY',
  'sheet-parens': 'mdyBare',
  'uk-payslip': 'dmy',
  'ca-tbl': 'dMonY',
  'two-up-copy': 'mdyy',
};
const stubFiles = stubPdfs(PAYSTUBS);
const stubTruth = (file: string) => stubTruthOf(PAYSTUBS, file);

describe('locked-3 paystub truths', () => {
  it('has five layouts of five stubs each', () => {
    const layouts = new Map<string, number>();
    for (const f of stubFiles) layouts.set(stubTruth(f).layout, (layouts.get(stubTruth(f).layout) ?? 0) + 1);
    expect([...layouts.keys()].sort()).toEqual(Object.keys(PAYSTUB_DATES).sort());
    for (const n of layouts.values()) expect(n).toBe(5);
  });

  it.each(stubFiles)('%s prints what its truth says', (file) => {
    const t = stubTruth(file);
    const text = pagesOf(path.join(PAYSTUBS, file)).join('\n');
    const { problems, want } = problemList();

    checkPaystubArithmetic(t, want, true);
    // Dates, names, addresses and totals as the layout prints them.
    checkPaystubPrints(t, text, DATE_FORMS[PAYSTUB_DATES[t.layout]], printsAmount, want);
    // Deductions: the name, then this period's figure (none for a stopped one), then the YTD on one line.
    const lines = text.split('\n');
    for (const d of t.deductions) {
      const line = lineWithFigures(lines, d.name, d.current, d.ytd, amountAt);
      want(line !== undefined, `deduction ${d.name} ${d.current} / ${d.ytd} not printed on one line`);
      if (d.current === null && line) {
        const after = afterName(line, d.name);
        want((after.match(/\d[\d,]*\.\d\d/g) ?? []).length === 1, `${d.name} prints a current figure`);
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
  /** How a row's sign shows: a minus by the figure, the column it stands under, or its section. */
  sign: 'signed' | 'columns' | 'sections';
  debit?: RegExp;
  credit?: RegExp;
  decimalComma?: boolean;
  /** Lines of a row after its dated one: where its figures may stand (`amountLines`) and its words. */
  amountLines: number;
  descriptionLines: number;
  /** A running balance after each row's amount; else a daily ending balance table. */
  runningBalance: boolean;
}

const STATEMENT_FORMS: Record<string, StatementForm> = {
  'bigbank-daily': { date: 'md', period: 'monthDY', sign: 'sections', amountLines: 0, descriptionLines: 1, runningBalance: false },
  'cu-trailing': { date: 'monD', period: 'mdy', sign: 'signed', amountLines: 0, descriptionLines: 1, runningBalance: true },
  'uk-paidout': { date: 'dMonYY', period: 'dMonthY', sign: 'columns', debit: /Paid out/, credit: /Paid in/, amountLines: 1, descriptionLines: 1, runningBalance: true },
  'eur-comma': { date: 'dmyDot', period: 'dmyDot', sign: 'columns', debit: /Debit EUR/, credit: /Credit EUR/, decimalComma: true, amountLines: 0, descriptionLines: 2, runningBalance: true },
};

const SECTION_HEADING = /^(DEPOSITS AND ADDITIONS|ATM & DEBIT CARD WITHDRAWALS|ELECTRONIC WITHDRAWALS|CHECKS PAID|FEES)( \(continued\))?$/;

const statementFiles = statementPdfs(STATEMENTS);

describe('locked-3 statement truths', () => {
  it('has four layouts of three statements each, 20 to 80 transactions each', () => {
    const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
    expect([...layouts].sort()).toEqual(Object.keys(STATEMENT_FORMS).sort());
    for (const l of layouts) expect(statementFiles.filter((f) => path.dirname(f) === l).length).toBe(3);
  });

  it.each(statementFiles)('%s prints what its truth says', (file) => {
    const t = statementTruthOf(STATEMENTS, file);
    const pages = pagesOf(path.join(STATEMENTS, file));
    const all = pages.join('\n');
    const form = STATEMENT_FORMS[t.layout];
    const comma = form.decimalComma ?? false;
    const dateOf = DATE_FORMS[form.date];
    const { problems, want } = problemList();
    const count = t.accounts.reduce((s, a) => s + a.transactions.length, 0);
    want(count >= 20 && count <= 80, `${count} transactions`);
    want(t.currency === 'USD' || flat(pages[0]).includes(t.currency.toLowerCase()), `currency ${t.currency} not printed`);
    for (const d of [t.period.start, t.period.end]) want(pages[0].includes(DATE_FORMS[form.period](d)), `period date ${DATE_FORMS[form.period](d)} not on page 1`);

    // Lines already matched to a row, per page.
    const used = pages.map(() => new Set<number>());
    for (const [k, a] of t.accounts.entries()) {
      want(a.mask === null || all.replace(/[\s-]/g, '').includes(a.mask), `account ${k + 1}: mask ${a.mask} not printed`);
      want(printsAmount(all, a.openingBalanceCents, comma) && printsAmount(all, a.closingBalanceCents, comma), `account ${k + 1}: opening or closing not printed`);
      let balance = a.openingBalanceCents;
      let lastPage = 1;
      const dayEnds = new Map<string, number>();
      for (const r of a.transactions) {
        balance += r.amountCents;
        want(r.page >= lastPage, `${r.date} ${r.description}: page goes backwards`);
        lastPage = r.page;
        const lines = (pages[r.page - 1] ?? '').split('\n');
        // The row: a line starting with its date, its amount (then the running balance) on that line or
        // on the last line of its description.
        const figures = (n: number) => {
          for (let j = n; j <= n + form.amountLines && j < lines.length; j++) {
            const from = j === n ? dateOf(r.date).length + lines[n].indexOf(dateOf(r.date)) : 0;
            const amt = amountAt(lines[j], r.amountCents, from, comma);
            if (amt && (!form.runningBalance || amountAt(lines[j], balance, amt.end, comma))) return { j, amt };
          }
          return null;
        };
        const i = lines.findIndex((l, n) => !used[r.page - 1].has(n) && l.trimStart().startsWith(dateOf(r.date)) && figures(n) !== null);
        if (i < 0) {
          problems.push(`${r.date} ${r.amountCents} (balance ${balance}) not on page ${r.page}`);
          continue;
        }
        used[r.page - 1].add(i);
        const { j, amt } = figures(i)!;
        if (form.sign === 'signed') want(amt.negative === r.amountCents < 0, `${r.date} ${r.description}: sign of ${r.amountCents}`);
        else if (form.sign === 'columns') {
          const header = lines.slice(0, i).reverse().find((l) => form.debit!.test(l) && form.credit!.test(l)) ?? '';
          const debitEnd = header.search(form.debit!) + header.match(form.debit!)![0].length;
          const creditEnd = header.search(form.credit!) + header.match(form.credit!)![0].length;
          const nearer = Math.abs(amt.end - debitEnd) < Math.abs(amt.end - creditEnd) ? -1 : 1;
          want(nearer === Math.sign(r.amountCents), `${r.date} ${r.description}: ${r.amountCents} in the wrong column`);
        } else {
          const heading = lines.slice(0, i).reverse().find((l) => SECTION_HEADING.test(l.trim())) ?? '';
          want(/DEPOSITS/.test(heading) === r.amountCents > 0, `${r.date} ${r.description}: ${r.amountCents} under "${heading.trim()}"`);
        }
        // The description: its words on the row's lines.
        const near = flat(lines.slice(i, Math.max(i + form.descriptionLines, j) + 1).join(' '));
        for (const word of flat(r.description).split(' ')) want(near.includes(word), `${r.date} ${r.description}: "${word}" not printed`);
        dayEnds.set(r.date, balance);
      }
      want(balance === a.closingBalanceCents, `account ${k + 1}: opening plus transactions is not closing`);
      if (!form.runningBalance) {
        // Each day's ending balance, in the table after its heading, beside that day's date.
        const table = all.slice(all.indexOf('DAILY ENDING BALANCE'));
        want(all.includes('DAILY ENDING BALANCE'), 'no daily ending balance table');
        const byDate = [...dayEnds.entries()].sort(([x], [z]) => x.localeCompare(z));
        for (const [date] of byDate) {
          const running = a.openingBalanceCents + a.transactions.filter((r) => r.date <= date).reduce((s, r) => s + r.amountCents, 0);
          const at = table.indexOf(dateOf(date));
          want(at >= 0 && amountAt(table.slice(at, at + 40), running, dateOf(date).length, comma) !== null, `daily balance ${date} ${running} not printed`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth', () => {
    expectStatementPicturesCarryTruth(STATEMENT_PICTURES, STATEMENTS, statementFiles);
  });
});

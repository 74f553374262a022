// The ninth locked split's statement truths checked against the committed PDFs by a route that shares
// nothing with the service's readers: poppler's `pdftotext -layout`, then plain string searches. Every
// truth row must be printed where the truth says, in the layout's own date and number forms (`03 Feb`
// without a year, `05.01.26` with `1'234.50`, `2026/01/05` printed once a day), with the balances
// brought and carried from page to page; the arithmetic of each truth must hold. Every photo and scan
// must carry its PDF's truth. Reads only eval/statements/locked-9.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dd, escape, expectStatementPicturesCarryTruth, findFrom, flat, m, MONTHS, pagesOf, problemList, sidewaysPhotos, statementPdfs, statementTruthOf, y, type JudgedStatementTruth } from './locked-truth-checks.ts';

const STATEMENTS = path.resolve('eval/statements/locked-9/corpus');
const STATEMENT_PICTURES = path.resolve('eval/statements/locked-9/degraded');

const MON = MONTHS.map((x) => x.slice(0, 3));

/** A magnitude in cents as printed: 1,234.56, or 1'234.56 with the Swiss separator. */
function formOf(c: number, sep: string): string {
  const abs = Math.abs(c);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return `${whole}.${String(abs % 100).padStart(2, '0')}`;
}
/** A figure's pattern: its magnitude, not inside a longer grouped number, `-` before it below zero. */
const figure = (sep: string) => (c: number) => `(?<![-'\\d])${c < 0 ? '-' : ''}${escape(formOf(c, sep))}`;
/** How many figures with two decimals a piece of text holds. */
const figures = (s: string) => (s.match(/\d[\d,']*\.\d\d(?!\d)/g) ?? []).length;

interface StatementForm {
  /** The row's date as printed at the start of its line. */
  date: (iso: string) => string;
  /** A line that starts with a date. */
  dated: RegExp;
  /** The date is printed on the day's first row of a page only. */
  dateOncePerDay: boolean;
  /** The balance is printed on the day's last row only. */
  balanceOncePerDay: boolean;
  /** The period's dates as page 1 prints them. */
  period: (iso: string) => string;
  /** The account number as page 1 prints it. */
  account: RegExp;
  sep: string;
  /** The headings of the withdrawal and deposit columns, and the line that holds both. */
  columns: [RegExp, string, string];
  opening: RegExp;
  closing: RegExp;
  broughtForward: RegExp;
  carriedForward: RegExp;
}
const STATEMENT_FORMS: Record<string, StatementForm> = {
  'nz-current': {
    date: (d) => `${dd(d)} ${MON[Number(m(d)) - 1]}`,
    dated: /^\s{0,3}\d\d [A-Z][a-z]{2}\s/,
    dateOncePerDay: false,
    balanceOncePerDay: true,
    period: (d) => `${Number(dd(d))} ${MONTHS[Number(m(d)) - 1]} ${y(d)}`,
    account: /\b\d\d-\d{4}-\d{7}-\d\d\b/,
    sep: ',',
    columns: [/Withdrawals\s+Deposits/, 'Withdrawals', 'Deposits'],
    opening: /OPENING BALANCE/,
    closing: /CLOSING BALANCE/,
    broughtForward: /^\s*BALANCE BROUGHT FORWARD\s/,
    carriedForward: /^\s*BALANCE CARRIED FORWARD\s/,
  },
  'ch-account': {
    date: (d) => `${dd(d)}.${m(d)}.${y(d).slice(2)}`,
    dated: /^\s{0,3}\d\d\.\d\d\.\d\d\s/,
    dateOncePerDay: false,
    balanceOncePerDay: false,
    period: (d) => `${dd(d)}.${m(d)}.${y(d)}`,
    account: /(?<=Konto-Nr\.\s+)\d{4} \d{4} \d{4}\b/,
    sep: "'",
    columns: [/Belastung\s+Gutschrift/, 'Belastung', 'Gutschrift'],
    opening: /Saldovortrag/,
    closing: /Schlusssaldo per \d\d\.\d\d\.\d{4}/,
    broughtForward: /^\s*Übertrag\s/,
    carriedForward: /^\s*Übertrag\s/,
  },
  'hk-integrated': {
    date: (d) => `${y(d)}/${m(d)}/${dd(d)}`,
    dated: /^\s{0,3}\d{4}\/\d\d\/\d\d\s/,
    dateOncePerDay: true,
    balanceOncePerDay: false,
    period: (d) => `${y(d)}/${m(d)}/${dd(d)}`,
    account: /\b\d{3}-\d{6}-\d{3}\b/,
    sep: ',',
    columns: [/Deposit\s+Withdrawal/, 'Withdrawal', 'Deposit'],
    opening: /B\/F BALANCE/,
    closing: /CLOSING BALANCE/,
    broughtForward: /^\s*B\/F BALANCE\s/,
    carriedForward: /^\s*C\/F BALANCE\s/,
  },
};

const statementFiles = statementPdfs(STATEMENTS);
const digits = (s: string) => s.replace(/\D/g, '');

describe('locked-9 statement truths', () => {
  it('has three layouts of three statements each, one to three pages, one of three', () => {
    const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
    expect([...layouts].sort()).toEqual(Object.keys(STATEMENT_FORMS).sort());
    for (const l of layouts) expect(statementFiles.filter((f) => path.dirname(f) === l).length).toBe(3);
    const pages = statementFiles.map((f) => pagesOf(path.join(STATEMENTS, f)).filter((p) => p.trim()).length);
    expect(Math.min(...pages)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...pages)).toBe(3);
  });

  it.each(statementFiles)('%s prints what its truth says', (file) => {
    const t = statementTruthOf<JudgedStatementTruth>(STATEMENTS, file);
    const pages = pagesOf(path.join(STATEMENTS, file)).filter((p) => p.trim());
    const all = pages.join('\n');
    const form = STATEMENT_FORMS[t.layout];
    const money = figure(form.sep);
    const { problems, want } = problemList();
    const a = t.accounts[0];
    const rows = a.transactions;
    want(t.accounts.length === 1, `${t.accounts.length} accounts`);
    want(rows.length >= 30 && rows.length <= 60, `${rows.length} transactions`);
    want(t.source === 'generated (eval/statements/locked-9)', 'source');
    want(t.expectReconciled && t.expectStatus === 'RECONCILED' && t.accounts.every((x) => x.expectStatus === 'RECONCILED'), 'not expected reconciled');
    want(pages[0].includes(t.currency), `currency ${t.currency} not on page 1`);
    for (const d of [t.period.start, t.period.end]) want(pages[0].includes(form.period(d)), `period date ${form.period(d)} not on page 1`);
    const account = pages[0].match(form.account)?.[0] ?? '';
    want(a.mask !== null && digits(account).endsWith(a.mask), `mask ${a.mask} is not the end of the account number ${account}`);
    for (const [label, c] of [[form.opening, a.openingBalanceCents], [form.closing, a.closingBalanceCents]] as const) {
      want(all.split('\n').some((l) => label.test(l) && findFrom(l, money(c), 0) !== null), `${label} ${c} not printed`);
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
    // Every dated line with a figure is a row (the first of its day on its page where the date is printed once a day).
    const dated = pages.flatMap((p) => p.split('\n')).filter((l) => form.dated.test(l) && figures(l) > 0);
    const expected = form.dateOncePerDay ? new Set(rows.map((r) => `${r.page} ${r.date}`)).size : rows.length;
    want(dated.length === expected, `${dated.length} dated lines with figures, ${expected} expected`);

    // The balance carried at the foot of each page but the last is brought to the head of the next.
    for (let p = 1; p < pages.length; p++) {
      const carried = endOfPage.get(p) ?? NaN;
      const foot = pages[p - 1].split('\n').filter((l) => form.carriedForward.test(l)).at(-1) ?? '';
      const head = pages[p].split('\n').find((l) => form.broughtForward.test(l)) ?? '';
      want(findFrom(foot, money(carried), 0) !== null, `page ${p} does not carry ${carried} forward`);
      want(findFrom(head, money(carried), 0) !== null, `page ${p + 1} does not bring ${carried} forward`);
    }

    // Totals in and out as each layout prints them.
    const credits = rows.filter((r) => r.amountCents > 0).reduce((s, r) => s + r.amountCents, 0);
    const debits = -rows.filter((r) => r.amountCents < 0).reduce((s, r) => s + r.amountCents, 0);
    const lines = all.split('\n');
    if (t.layout === 'nz-current') {
      const summary = lines[lines.findIndex((l) => /Total withdrawals\s+Total deposits/.test(l)) + 1] ?? '';
      const opening = findFrom(summary, `\\$${money(a.openingBalanceCents)}`, 0);
      const out = opening && findFrom(summary, `\\$${money(debits)}`, opening.end);
      const inn = out && findFrom(summary, `\\$${money(credits)}`, out.end);
      want(inn !== null && findFrom(summary, `\\$${money(a.closingBalanceCents)}`, inn.end) !== null, `summary ${debits} / ${credits} not printed`);
    } else if (t.layout === 'ch-account') {
      const total = lines.find((l) => /^\s*Umsatztotal\s/.test(l)) ?? '';
      const out = findFrom(total, money(debits), 0);
      want(out !== null && findFrom(total, money(credits), out.end) !== null, `Umsatztotal ${debits} / ${credits} not printed`);
      // A value date between the amount and the balance on every row.
      const valued = lines.filter((l) => form.dated.test(l) && figures(l) > 0 && /\d\.\d\d\s+\d\d\.\d\d\.\d\d\s+-?\d[\d']*\.\d\d\s*$/.test(l));
      want(valued.length === rows.length, `${valued.length} rows with a value date`);
    } else {
      const summary = lines[lines.findIndex((l) => /Total Deposits\s+Total Withdrawals/.test(l)) + 1] ?? '';
      const figs = [a.openingBalanceCents, credits, debits, a.closingBalanceCents];
      let at = 0;
      for (const c of figs) at = at < 0 ? -1 : (findFrom(summary, money(c), at)?.end ?? -1);
      want(at > 0, `summary ${figs.join(' / ')} not printed`);
    }
    expect(problems).toEqual([]);
  });

  it('a photo and a scan of every statement, each carrying its PDF truth; some photos stored on their side', () => {
    expectStatementPicturesCarryTruth(STATEMENT_PICTURES, STATEMENTS, statementFiles, true);
    const pictures = fs.readdirSync(STATEMENT_PICTURES).filter((f) => f.endsWith('.photo.jpg'));
    expect(sidewaysPhotos(STATEMENT_PICTURES, pictures)).toBeGreaterThanOrEqual(3);
  });
});

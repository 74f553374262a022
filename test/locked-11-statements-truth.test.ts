// The eleventh locked split's statement truths checked against the committed PDFs by a route that
// shares nothing with the service's readers: poppler's `pdftotext -layout`, then plain string
// searches. Every truth row must be printed where the truth says, in the layout's own date form
// (`05-Jan-2026`, then the value date; `Jan 05`; `05/01/2026`), its amount in the withdrawal
// or deposit column, with the balances brought and carried from page to page; the arithmetic of each
// truth must hold. Every photo and scan must carry its PDF's truth. Reads only
// eval/statements/locked-11.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dd, escape, expectStatementPicturesCarryTruth, flat, m, MONTHS, pagesOf, problemList, sidewaysPhotos, statementPdfs, statementTruthOf, y, type JudgedStatementTruth } from './locked-truth-checks.ts';

const STATEMENTS = path.resolve('eval/statements/locked-11/corpus');
const STATEMENT_PICTURES = path.resolve('eval/statements/locked-11/degraded');
const mon = (d: string) => MONTHS[Number(m(d)) - 1].slice(0, 3);

/** A magnitude in cents as printed: 1,234.56. */
function formOf(c: number): string {
  const abs = Math.abs(c);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(abs % 100).padStart(2, '0')}`;
}
/** A figure's pattern: its magnitude standing alone (no digit, point, comma or grouped digits running on either side). */
const money = (c: number) => `(?<![\\d.,])(?<!\\d )${escape(formOf(c))}(?!\\d|[.,]\\d| \\d)`;
/** Where a pattern stands next in `text` from `from`. */
function findFrom(text: string, pattern: string, from: number): { index: number; end: number } | null {
  const re = new RegExp(pattern, 'g');
  re.lastIndex = from;
  const found = re.exec(text);
  return found ? { index: found.index, end: found.index + found[0].length } : null;
}
/** How many money figures a piece of text holds. */
const figures = (s: string) => (s.match(/\d[\d,]*\.\d\d(?!\d)/g) ?? []).length;

interface StatementForm {
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
  /** The line of the totals out and in. */
  totals: RegExp;
}
const dMonY = (d: string) => `${dd(d)}-${mon(d)}-${y(d)}`;
const STATEMENT_FORMS: Record<string, StatementForm> = {
  'ng-current': {
    date: dMonY,
    // The transaction date, then the value date.
    dated: /^\s{0,3}\d\d-[A-Z][a-z]{2}-\d{4}\s+\d\d-[A-Z][a-z]{2}-\d{4}\s/,
    period: dMonY,
    account: /(?<=Account Number\s+)\d{10}\b/,
    columns: [/Debit\s+Credit\s+Balance/, 'Debit', 'Credit'],
    opening: /^\s*Opening Balance\s/,
    closing: /^\s*Closing Balance\s/,
    broughtForward: /^\s*Balance B\/F\s/,
    carriedForward: /^\s*Balance C\/F\s/,
    totals: /^\s*Total\s+\d/,
  },
  'jm-savings': {
    date: (d) => `${mon(d)} ${dd(d)}`,
    dated: /^\s{0,3}[A-Z][a-z]{2} \d\d\s/,
    period: (d) => `${MONTHS[Number(m(d)) - 1]} ${Number(dd(d))}, ${y(d)}`,
    account: /(?<=Account No\.:\s+)\d{3}-\d{3}-\d{4}\b/,
    columns: [/Withdrawals\s+Deposits\s+Balance/, 'Withdrawals', 'Deposits'],
    opening: /^\s*Opening Balance\s/,
    closing: /^\s*Closing Balance\s/,
    broughtForward: /^\s*Balance Forward\s/,
    carriedForward: /^\s*Balance Carried Forward\s/,
    totals: /^\s*Total Withdrawals and Deposits\s/,
  },
  'ae-current': {
    date: (d) => `${dd(d)}/${m(d)}/${y(d)}`,
    dated: /^\s{0,3}\d\d\/\d\d\/\d{4}\s/,
    period: (d) => `${dd(d)}/${m(d)}/${y(d)}`,
    account: /(?<=Account Number\s+)\d{13}\b/,
    columns: [/Debit\s+Credit\s+Balance/, 'Debit', 'Credit'],
    opening: /^\s*Opening Balance\s/,
    closing: /^\s*Closing Balance\s/,
    broughtForward: /^\s*Balance Brought Forward\s/,
    carriedForward: /^\s*Balance Carried Forward\s/,
    totals: /^\s*Total\s+\d/,
  },
};

const statementFiles = statementPdfs(STATEMENTS);
const digits = (s: string) => s.replace(/\D/g, '');

describe('locked-11 statement truths', () => {
  it('has three layouts of three statements each, one to three pages, one of one and one of three', () => {
    const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
    expect([...layouts].sort()).toEqual(Object.keys(STATEMENT_FORMS).sort());
    for (const l of layouts) expect(statementFiles.filter((f) => path.dirname(f) === l).length).toBe(3);
    const pages = statementFiles.map((f) => pagesOf(path.join(STATEMENTS, f)).filter((p) => p.trim()).length);
    expect(Math.min(...pages)).toBe(1);
    expect(Math.max(...pages)).toBe(3);
  });

  it.each(statementFiles)('%s prints what its truth says', (file) => {
    const t = statementTruthOf<JudgedStatementTruth>(STATEMENTS, file);
    const pages = pagesOf(path.join(STATEMENTS, file)).filter((p) => p.trim());
    const all = pages.join('\n');
    const form = STATEMENT_FORMS[t.layout];
        const { problems, want } = problemList();
    const a = t.accounts[0];
    const rows = a.transactions;
    want(t.accounts.length === 1, `${t.accounts.length} accounts`);
    want(rows.length >= 30 && rows.length <= 60, `${rows.length} transactions`);
    want(t.source === 'generated (eval/statements/locked-11)', 'source');
    want(t.expectReconciled && t.expectStatus === 'RECONCILED' && t.accounts.every((x) => x.expectStatus === 'RECONCILED'), 'not expected reconciled');
    want(pages[0].includes(t.currency), `currency ${t.currency} not on page 1`);
    for (const d of [t.period.start, t.period.end]) want(pages[0].includes(form.period(d)), `period date ${form.period(d)} not on page 1`);
    const account = pages[0].match(form.account)?.[0] ?? '';
    want(a.mask !== null && account !== '' && digits(account).endsWith(a.mask), `mask ${a.mask} is not the end of the account number ${account}`);
    for (const [label, c] of [[form.opening, a.openingBalanceCents], [form.closing, a.closingBalanceCents]] as const) {
      want(all.split('\n').some((l) => label.test(l) && findFrom(l, money(c), 0) !== null), `${label} ${c} not printed`);
    }
    want(a.openingBalanceCents + rows.reduce((s, r) => s + r.amountCents, 0) === a.closingBalanceCents, 'opening plus transactions is not closing');

    // Rows in order, page by page: each on a line of its own that starts with its date, its amount in
    // its column, the running balance after it, and every word of its description on that line or,
    // for a description of two lines, the rest on the undated line under it.
    let balance = a.openingBalanceCents;
    let cursor = 0;
    let wrapped = 0;
    const endOfPage = new Map<number, number>();
    rows.forEach((r, k) => {
      balance += r.amountCents;
      if (r.page !== (rows[k - 1]?.page ?? 1)) cursor = 0;
      want(k === 0 || r.page >= rows[k - 1].page, `${r.date} ${r.description}: page goes backwards`);
      const lines = (pages[r.page - 1] ?? '').split('\n');
      const date = form.date(r.date);
      let found = -1;
      for (let i = cursor; i < lines.length && found < 0; i++) {
        const l = lines[i];
        if (!l.trimStart().startsWith(date)) continue;
        const amt = findFrom(l, money(Math.abs(r.amountCents)), l.indexOf(date) + date.length);
        if (!amt) continue;
        const header = lines.slice(0, i).reverse().find((x) => form.columns[0].test(x)) ?? '';
        const out = header.indexOf(form.columns[1]) + form.columns[1].length;
        const inn = header.indexOf(form.columns[2]) + form.columns[2].length;
        if (Math.sign(r.amountCents) !== (Math.abs(amt.end - out) < Math.abs(amt.end - inn) ? -1 : 1)) continue;
        if (!findFrom(l, money(balance), amt.end)) continue;
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
    // Every dated line with a figure is a row (the credit union's opening and closing lines are dated too).
    const dated = pages.flatMap((p) => p.split('\n')).filter((l) => form.dated.test(l) && figures(l) > 0 && !form.opening.test(l) && !form.closing.test(l));
    want(dated.length === rows.length, `${dated.length} dated lines with figures, ${rows.length} expected`);

    // The balance carried at the foot of each page but the last is brought to the head of the next.
    for (let p = 1; p < pages.length; p++) {
      const carried = endOfPage.get(p) ?? NaN;
      const foot = pages[p - 1].split('\n').filter((l) => form.carriedForward.test(l)).at(-1) ?? '';
      const head = pages[p].split('\n').find((l) => form.broughtForward.test(l)) ?? '';
      want(findFrom(foot, money(carried), 0) !== null, `page ${p} does not carry ${carried} forward`);
      want(findFrom(head, money(carried), 0) !== null, `page ${p + 1} does not bring ${carried} forward`);
    }

    // Totals out and in as each layout prints them.
    const credits = rows.filter((r) => r.amountCents > 0).reduce((s, r) => s + r.amountCents, 0);
    const debits = -rows.filter((r) => r.amountCents < 0).reduce((s, r) => s + r.amountCents, 0);
    const lines = all.split('\n');
    const inOrder = (line: string, figs: number[]) => figs.reduce((at, c) => (at < 0 ? -1 : (findFrom(line, money(c), at)?.end ?? -1)), 0) > 0;
    want(inOrder(lines.find((l) => form.totals.test(l)) ?? '', [debits, credits]), `totals ${debits} / ${credits} not printed`);
    if (t.layout === 'ng-current') {
      const summary = lines[lines.findIndex((l) => /Opening Balance\s+Total Debit\s+Total Credit\s+Closing Balance/.test(l)) + 1] ?? '';
      want(inOrder(summary, [a.openingBalanceCents, debits, credits, a.closingBalanceCents]), `summary ${debits} / ${credits} not printed`);
    }
    expect(problems).toEqual([]);
  });

  it('a photo and a scan of every statement, each carrying its PDF truth; some photos stored on their side', () => {
    expectStatementPicturesCarryTruth(STATEMENT_PICTURES, STATEMENTS, statementFiles, true);
    const pictures = fs.readdirSync(STATEMENT_PICTURES).filter((f) => f.endsWith('.photo.jpg'));
    expect(sidewaysPhotos(STATEMENT_PICTURES, pictures)).toBeGreaterThanOrEqual(3);
  });
});

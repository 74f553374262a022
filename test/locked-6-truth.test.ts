// The sixth locked split's truth files checked against the committed PDFs by a route that shares
// nothing with the service's readers: poppler's `pdftotext -layout`, then plain string searches. Every
// truth date, amount, name and address must be printed where the truth says, in the layout's own date
// and number forms (German `1.234,56`, Indian lakh grouping, `March 15, 2026`); the arithmetic of each
// truth must hold. Pictures must carry their PDF's truth. Reads only eval/paystubs/locked-6 and
// eval/statements/locked-6.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterName, findFrom, checkPaystubArithmetic, checkPaystubPrints, dd, DATES, escape, expectStatementPicturesCarryTruth, expectStubPicturesCarryTruth, sidewaysPhotos, flat, lineWithFigures, m, pagesOf, problemList, statementPdfs, statementTruthOf, stubPdfs, stubTruthOf, y, type JudgedStatementTruth, type PaystubTruth } from './locked-truth-checks.ts';

const PAYSTUBS = path.resolve('eval/paystubs/locked-6/corpus');
const PAYSTUB_PICTURES = path.resolve('eval/paystubs/locked-6/degraded');

const DATE_FORMS: Record<string, (iso: string) => string> = {
  iso: DATES.iso,
  dLongY: DATES.dMonthY,
  dmyDash: (d) => `${dd(d)}-${m(d)}-${y(d)}`,
  mdy: DATES.mdy,
  mdy2: DATES.mdyy,
  longMdY: DATES.monthDY,
  dots: DATES.dmyDot,
};

type NumberStyle = 'us' | 'lakh' | 'fr' | 'de';
/** A magnitude in cents as the layout prints it. */
function formOf(c: number, style: NumberStyle): string {
  const abs = Math.abs(c);
  const whole = String(Math.floor(abs / 100));
  const frac = String(abs % 100).padStart(2, '0');
  if (style === 'fr') return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${frac}`;
  if (style === 'de') return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
  if (style === 'lakh') {
    const head = whole.slice(0, -3);
    const grouped = head ? `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${whole.slice(-3)}` : whole;
    return `${grouped}.${frac}`;
  }
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
/** Where a figure stands alone in `text` from `from` on (not part of a longer number). */
function amountAt(text: string, c: number, style: NumberStyle, from = 0): { index: number; end: number; minus: boolean } | null {
  const before = style === 'fr' ? '(?<![\\d.,])(?<!\\d )' : '(?<![\\d.,])';
  const after = style === 'fr' ? '(?![\\d]|,\\d| \\d)' : '(?![\\d]|[.,]\\d)';
  const re = new RegExp(`(-?)(?:\\$|Rs\\. )?${before}${escape(formOf(c, style))}${after}`, 'g');
  re.lastIndex = from;
  const found = re.exec(text);
  return found ? { index: found.index, end: found.index + found[0].length, minus: found[1] === '-' } : null;
}
/** Figures with two decimals in a piece of text. */
const figures = (s: string, style: NumberStyle) =>
  (s.match(style === 'fr' ? /\d[\d ]*,\d\d(?!\d)/g : style === 'de' ? /\d[\d.]*,\d\d(?!\d)/g : /\d[\d,]*\.\d\d(?!\d|%)/g) ?? []).length;

// ---- paystubs -------------------------------------------------------------------------------------

/** Each layout's date and number forms, its pages, and what else it must print. */
const PAYSTUB_FORMS: Record<string, { date: string; style: NumberStyle; pages: number; mustPrint: RegExp[] }> = {
  'ph-payslip': { date: 'longMdY', style: 'us', pages: 1, mustPrint: [/PHP/, /PhilHealth/, /Pag-IBIG Fund/, /Withholding Tax/, /Cut-off Period/, /Pay Frequency:\s+(Semi-Monthly|Monthly)/] },
  'us-server': { date: 'mdy', style: 'us', pages: 1, mustPrint: [/Tip credit taken this period: \$\d/, /Cash Tips Received/, /Tipped Wage\s+2\.13/, /Statutory/, /Pay Frequency: (Weekly|Bi-Weekly)/] },
  'us-fed-les': { date: 'mdy', style: 'us', pages: 1, mustPrint: [/EARNINGS AND LEAVE STATEMENT/, /Pay Period:\s+\d\d \(2026\)/, /GS-\d\d \/ \d\d/, /LEAVE \(hours\)/, /\b01\s+Federal Tax/] },
  'de-entgelt': { date: 'dots', style: 'de', pages: 1, mustPrint: [/Entgeltabrechnung \/ Payslip/, /EUR/, /Lohnsteuer \/ Income tax/, /Auszahlungsbetrag \/ Net pay/, /Steuerklasse \/ Tax class/] },
};
const stubFiles = stubPdfs(PAYSTUBS);
const stubTruth = (file: string) => stubTruthOf(PAYSTUBS, file);

describe('locked-6 paystub truths', () => {
  it('has four layouts of five stubs each, frequencies mixed (federal pay is biweekly, German pay monthly)', () => {
    const layouts = new Map<string, PaystubTruth[]>();
    for (const f of stubFiles) layouts.set(stubTruth(f).layout, [...(layouts.get(stubTruth(f).layout) ?? []), stubTruth(f)]);
    expect([...layouts.keys()].sort()).toEqual(Object.keys(PAYSTUB_FORMS).sort());
    for (const [layout, stubs] of layouts) {
      expect(stubs.length).toBe(5);
      expect(new Set(stubs.map((s) => s.frequency)).size).toBeGreaterThanOrEqual(layout === 'us-fed-les' || layout === 'de-entgelt' ? 1 : 2);
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

    want(pages.length === form.pages, `${pages.length} pages`);
    want(t.source === 'generated (eval/paystubs/locked-6)', 'source');
    checkPaystubArithmetic(t, want, true);
    // Dates, names, addresses and totals as the layout prints them.
    checkPaystubPrints(t, text, DATE_FORMS[form.date], (s, c) => at(s, c) !== null, want);
    for (const re of form.mustPrint) want(re.test(text), `${re} not printed`);
    // Deductions: the name, then this period's figure and the YTD, on one line; a stopped one with its
    // YTD only. The server stubs print this period's figure with a leading minus, the YTD without.
    const signed = (s: string, c: number) => {
      const a = at(s, c);
      return a !== null && a.minus === (t.layout === 'us-server') ? a : null;
    };
    for (const d of t.deductions) {
      const line = lineWithFigures(pages[0].split('\n'), d.name, d.current, d.ytd, at, signed);
      want(line !== undefined, `deduction ${d.name} ${d.current} / ${d.ytd} not printed on one line of page 1`);
      if (line) {
        const after = afterName(line, d.name);
        want(figures(after, form.style) === (d.current === null ? 1 : 2), `${d.name}: ${figures(after, form.style)} figures after the name`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth; some photos are stored on their side', () => {
    const pictures = expectStubPicturesCarryTruth(PAYSTUB_PICTURES, PAYSTUBS, stubFiles.length);
    expect(sidewaysPhotos(PAYSTUB_PICTURES, pictures)).toBeGreaterThanOrEqual(4);
  });
});

// ---- statements -----------------------------------------------------------------------------------

const STATEMENTS = path.resolve('eval/statements/locked-6/corpus');
const STATEMENT_PICTURES = path.resolve('eval/statements/locked-6/degraded');

const usForm = (c: number) => formOf(c, 'us');
const lakhForm = (c: number) => formOf(c, 'lakh');
const esc = escape;
interface StatementForm {
  date: (iso: string) => string;
  dated: RegExp;
  /** The amount as printed, its sign shown as the layout shows it (by its column when unsigned). */
  amount: (c: number) => string;
  /** The running balance after the amount on the row's line. */
  balance: (c: number) => string;
  /** Money in and money out as printed at the end. */
  totals: (c: number) => string;
  /** The headings of the money-out and money-in columns, when the sign is given by the column. */
  columns: [string, string] | null;
}
const STATEMENT_FORMS: Record<string, StatementForm> = {
  'sg-bank': {
    date: (d) => `${dd(d)}/${m(d)}/${y(d)}`,
    dated: /^\s{0,3}\d\d\/\d\d\/\d{4}\s/,
    amount: (c) => esc(usForm(c)),
    balance: (c) => `${c < 0 ? '-' : '(?<!-)'}${esc(usForm(c))}`,
    totals: (c) => esc(usForm(c)),
    columns: ['Withdrawal', 'Deposit'],
  },
  'in-passbook': {
    date: (d) => `${dd(d)}-${m(d)}-${y(d)}`,
    dated: /^\s{0,3}\d\d-\d\d-\d{4}\s/,
    amount: (c) => esc(lakhForm(c)),
    balance: (c) => `${esc(lakhForm(c))} ${c < 0 ? 'Dr' : 'Cr'}`,
    totals: (c) => esc(lakhForm(c)),
    columns: ['Withdrawal (Dr)', 'Deposit (Cr)'],
  },
  'us-amount-first': {
    date: (d) => `${m(d)}/${dd(d)}/${y(d)}`,
    dated: /^\s{0,3}\d\d\/\d\d\/\d{4}\s/,
    amount: (c) => `${c < 0 ? '-' : '\\+'}${esc(usForm(c))}`,
    balance: (c) => `${c < 0 ? '-' : '(?<![-+])'}${esc(usForm(c))}`,
    totals: (c) => esc(usForm(c)),
    columns: null,
  },
};

const statementFiles = statementPdfs(STATEMENTS);

describe('locked-6 statement truths', () => {
  it('has three layouts of three statements each, several hundred rows, every one over two pages', () => {
    const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
    expect([...layouts].sort()).toEqual(Object.keys(STATEMENT_FORMS).sort());
    for (const l of layouts) expect(statementFiles.filter((f) => path.dirname(f) === l).length).toBe(3);
    const pages = statementFiles.map((f) => pagesOf(path.join(STATEMENTS, f)).filter((p) => p.trim()).length);
    expect(Math.min(...pages)).toBe(2);
    const rows = statementFiles.reduce((s, f) => s + statementTruthOf(STATEMENTS, f).accounts[0].transactions.length, 0);
    expect(rows).toBeGreaterThanOrEqual(350);
  });

  it.each(statementFiles)('%s prints what its truth says', (file) => {
    const t = statementTruthOf<JudgedStatementTruth>(STATEMENTS, file);
    const pages = pagesOf(path.join(STATEMENTS, file));
    const all = pages.join('\n');
    const form = STATEMENT_FORMS[t.layout];
    const { problems, want } = problemList();
    const rows = t.accounts.flatMap((a) => a.transactions);
    want(rows.length >= 40 && rows.length <= 60, `${rows.length} transactions`);
    want(t.source === 'generated (eval/statements/locked-6)', 'source');
    want(t.expectReconciled && t.expectStatus === 'RECONCILED' && t.accounts.every((a) => a.expectStatus === 'RECONCILED'), 'not expected reconciled');
    want(t.currency === 'USD' ? /USD|\$/.test(pages[0]) : pages[0].includes(t.currency), `currency ${t.currency} not on page 1`);
    for (const d of [t.period.start, t.period.end]) want(pages[0].includes(DATE_FORMS.dLongY(d)), `period date ${DATE_FORMS.dLongY(d)} not on page 1`);

    const a = t.accounts[0];
    want(a.mask !== null && all.includes(a.mask), `mask ${a.mask} not printed`);
    for (const [label, c] of [[/opening balance|beginning balance|balance b\/f/i, a.openingBalanceCents], [/closing balance|ending balance|balance c\/f/i, a.closingBalanceCents]] as const) {
      const ok = all.split('\n').some((l) => label.test(l) && findFrom(l, form.balance(c), 0) !== null);
      want(ok, `${label} ${c} not printed`);
    }
    // Rows in order, page by page, each on a line of its own that starts with its date, then its
    // amount with its sign, then (where the layout prints one) the running balance after it.
    const sum = a.transactions.reduce((s, r) => s + r.amountCents, 0);
    want(a.openingBalanceCents + sum === a.closingBalanceCents, 'opening plus transactions is not closing');
    let balance = a.openingBalanceCents;
    let page = 0;
    let cursor = 0;
    const byDate = [...a.transactions].sort((p, q) => p.date.localeCompare(q.date));
    const balanceAfter = new Map<object, number>();
    let running = a.openingBalanceCents;
    for (const r of a.transactions) balanceAfter.set(r, (running += r.amountCents));
    for (const r of a.transactions) {
      balance = balanceAfter.get(r)!;
      if (r.page !== page) {
        want(r.page > page, `${r.date} ${r.description}: page goes backwards`);
        page = r.page;
        cursor = 0;
      }
      const lines = (pages[page - 1] ?? '').split('\n');
      let found = -1;
      for (let i = cursor; i < lines.length && found < 0; i++) {
        const l = lines[i];
        if (!l.trimStart().startsWith(form.date(r.date))) continue;
        const amt = findFrom(l, form.amount(r.amountCents), l.indexOf(form.date(r.date)) + form.date(r.date).length);
        if (!amt) continue;
        if (!findFrom(l, form.balance(balance), amt.end)) continue;
        if (form.columns) {
          const [outName, inName] = form.columns;
          const header = lines.slice(0, i).reverse().find((x) => x.includes(outName) && x.includes(inName)) ?? '';
          const out = header.indexOf(outName) + outName.length;
          const inn = header.indexOf(inName) + inName.length;
          if (Math.sign(r.amountCents) !== (Math.abs(amt.end - out) < Math.abs(amt.end - inn) ? -1 : 1)) continue;
        }
        const words = flat(r.description).split(' ');
        if (!words.every((w) => flat(l).includes(w))) continue;
        found = i;
      }
      if (found < 0) problems.push(`${r.date} ${r.description} ${r.amountCents} (balance ${balance}) not on page ${page} after line ${cursor}`);
      else cursor = found + 1;
    }
    // Every dated line with a figure is a truth row.
    const dated = pages.flatMap((p) => p.split('\n')).filter((l) => form.dated.test(l) && /\d\.\d\d/.test(l));
    want(dated.length === rows.length, `${dated.length} dated lines with figures, ${rows.length} rows`);
    // Totals: money in and out, at the end (in the summary on page 1 for us-amount-first).
    const last = t.layout === 'us-amount-first' ? pages[0] : (pages.filter((p) => p.trim()).at(-1) ?? '');
    const credits = rows.filter((r) => r.amountCents > 0).reduce((s, r) => s + r.amountCents, 0);
    const debits = rows.filter((r) => r.amountCents < 0).reduce((s, r) => s + r.amountCents, 0);
    want(findFrom(last, form.totals(credits), 0) !== null && findFrom(last, form.totals(-debits), 0) !== null, `totals ${credits} / ${debits} not printed`);
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth, one statement per layout', () => {
    expectStatementPicturesCarryTruth(STATEMENT_PICTURES, STATEMENTS, statementFiles);
  });
});

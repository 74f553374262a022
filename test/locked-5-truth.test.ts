// The fifth locked split's truth files checked against the committed PDFs by a route that shares
// nothing with the service's readers: poppler's `pdftotext -layout`, then plain string searches. Every
// truth date, amount, name and address must be printed where the truth says, in the layout's own date
// and number forms (Indian lakh grouping, French Canadian `1 234,56`); the arithmetic of each truth must
// hold. Pictures must carry their PDF's truth. Reads only eval/paystubs/locked-5 and
// eval/statements/locked-5.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterName, findFrom, checkPaystubArithmetic, checkPaystubPrints, dd, DATES, escape, expectStatementPicturesCarryTruth, expectStubPicturesCarryTruth, sidewaysPhotos, flat, lineWithFigures, m, MONTHS, pagesOf, problemList, statementPdfs, statementTruthOf, stubPdfs, stubTruthOf, y, type JudgedStatementTruth, type PaystubTruth } from './locked-truth-checks.ts';

const PAYSTUBS = path.resolve('eval/paystubs/locked-5/corpus');
const PAYSTUB_PICTURES = path.resolve('eval/paystubs/locked-5/degraded');

const DATE_FORMS: Record<string, (iso: string) => string> = {
  iso: DATES.iso,
  dLongY: DATES.dMonthY,
  dmyDash: (d) => `${dd(d)}-${m(d)}-${y(d)}`,
  mdy: DATES.mdy,
  mdy2: DATES.mdyy,
};

type NumberStyle = 'us' | 'lakh' | 'fr';
/** A magnitude in cents as the layout prints it. */
function formOf(c: number, style: NumberStyle): string {
  const abs = Math.abs(c);
  const whole = String(Math.floor(abs / 100));
  const frac = String(abs % 100).padStart(2, '0');
  if (style === 'fr') return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${frac}`;
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
const figures = (s: string, style: NumberStyle) => (s.match(style === 'fr' ? /\d[\d ]*,\d\d(?!\d)/g : /\d[\d,]*\.\d\d(?!\d|%)/g) ?? []).length;

// ---- paystubs -------------------------------------------------------------------------------------

/** Each layout's date and number forms, its pages, and what else it must print. */
const PAYSTUB_FORMS: Record<string, { date: string; style: NumberStyle; pages: number; mustPrint: RegExp[] }> = {
  'nz-payslip': { date: 'dLongY', style: 'us', pages: 1, mustPrint: [/NZD/, /PAYE/, /ACC Levy/, /KiwiSaver \d%/, /less ESCT/] },
  'in-salary-slip': { date: 'dmyDash', style: 'lakh', pages: 1, mustPrint: [/INR/, /Provident Fund/, /Professional Tax/, /PAN/, /Rupees [A-Z][a-z]+[\s\S]*\sOnly\)/] },
  'us-union': { date: 'mdy2', style: 'us', pages: 1, mustPrint: [/TOTAL HOURS/, /EMPLOYER FRINGE CONTRIBUTIONS/, /Working Dues/, /\bST\b/] },
  'qc-paystub': { date: 'iso', style: 'fr', pages: 1, mustPrint: [/RELEVÉ DE PAIE/, /CAD/, /RRQ \/ QPP/, /RQAP \/ QPIP/, /NET À PAYER/] },
  'us-teacher': { date: 'mdy', style: 'us', pages: 2, mustPrint: [/Page 2 of 2/, /After-Tax Deductions \(continued\)/, /Pay Schedule\s+(Semi-Monthly \(24 pays\)|Monthly \(12 pays\))/] },
};
const stubFiles = stubPdfs(PAYSTUBS);
const stubTruth = (file: string) => stubTruthOf(PAYSTUBS, file);

describe('locked-5 paystub truths', () => {
  it('has five layouts of five stubs each, frequencies mixed (the Indian slips are monthly)', () => {
    const layouts = new Map<string, PaystubTruth[]>();
    for (const f of stubFiles) layouts.set(stubTruth(f).layout, [...(layouts.get(stubTruth(f).layout) ?? []), stubTruth(f)]);
    expect([...layouts.keys()].sort()).toEqual(Object.keys(PAYSTUB_FORMS).sort());
    for (const [layout, stubs] of layouts) {
      expect(stubs.length).toBe(5);
      expect(new Set(stubs.map((s) => s.frequency)).size).toBeGreaterThanOrEqual(layout === 'in-salary-slip' ? 1 : 2);
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
    want(t.source === 'generated (eval/paystubs/locked-5)', 'source');
    checkPaystubArithmetic(t, want, true);
    // Dates, names, addresses and totals as the layout prints them.
    checkPaystubPrints(t, text, DATE_FORMS[form.date], (s, c) => at(s, c) !== null, want);
    for (const re of form.mustPrint) want(re.test(text), `${re} not printed`);
    // Deductions: the name, then this period's figure and the YTD, on one line; a stopped one with its
    // YTD only. The teacher stubs print their after-tax deductions on page 2.
    for (const d of t.deductions) {
      const where = t.layout === 'us-teacher' && d.section === 'After-tax deductions' ? pages[1] : pages[0];
      const line = lineWithFigures(where.split('\n'), d.name, d.current, d.ytd, at);
      want(line !== undefined, `deduction ${d.name} ${d.current} / ${d.ytd} not printed on one line of page ${where === pages[0] ? 1 : 2}`);
      if (line) {
        const after = afterName(line, d.name);
        want(figures(after, form.style) === (d.current === null ? 1 : 2), `${d.name}: ${figures(after, form.style)} figures after the name`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth; some photos are stored on their side', () => {
    const pictures = expectStubPicturesCarryTruth(PAYSTUB_PICTURES, PAYSTUBS, stubFiles.length);
    expect(sidewaysPhotos(PAYSTUB_PICTURES, pictures)).toBeGreaterThanOrEqual(3);
  });
});

// ---- statements -----------------------------------------------------------------------------------

const STATEMENTS = path.resolve('eval/statements/locked-5/corpus');
const STATEMENT_PICTURES = path.resolve('eval/statements/locked-5/degraded');

const MON = MONTHS.map((x) => x.slice(0, 3).toUpperCase());
const usForm = (c: number) => formOf(c, 'us');
const zaForm = (c: number) => formOf(c, 'fr').replace(',', '.');
const esc = escape;
interface StatementForm {
  date: (iso: string) => string;
  dated: RegExp;
  /** The amount as printed, its sign shown as the layout shows it (null: by its column). */
  amount: (c: number) => string;
  /** The running balance after the amount on the row's line, or null when rows carry none. */
  balance: ((c: number) => string) | null;
  /** Money in and money out as printed at the end. */
  totals: (c: number) => string;
}
const STATEMENT_FORMS: Record<string, StatementForm> = {
  'uk-passbook': {
    date: (d) => `${dd(d)} ${MON[Number(m(d)) - 1]}`,
    dated: /^\s{0,3}\d\d [A-Z]{3}\s/,
    amount: (c) => esc(usForm(c)),
    balance: (c) => `${esc(usForm(c))}${c < 0 ? ' OD' : '(?! OD)'}`,
    totals: (c) => esc(usForm(c)),
  },
  'za-cr': {
    date: (d) => `${dd(d)}/${m(d)}/${y(d)}`,
    dated: /^\s{0,3}\d\d\/\d\d\/\d{4}\s/,
    amount: (c) => `${esc(zaForm(c))}${c > 0 ? 'Cr' : '(?!Cr|Dr)'}`,
    balance: (c) => `${esc(zaForm(c))}${c < 0 ? 'Dr' : 'Cr'}`,
    totals: (c) => `R ${esc(zaForm(c))}`,
  },
  'us-sections': {
    date: (d) => `${m(d)}/${dd(d)}/${y(d).slice(2)}`,
    dated: /^\s{0,3}\d\d\/\d\d\/\d\d\s/,
    amount: (c) => `${c < 0 ? '-' : '(?<!-)'}${esc(usForm(c))}`,
    balance: null,
    totals: (c) => `${c < 0 ? '-' : ''}\\$${esc(usForm(c))}`,
  },
  'brokerage-cash': {
    date: (d) => `${m(d)}/${dd(d)}/${y(d)}`,
    dated: /^\s{0,3}\d\d\/\d\d\/\d{4}\s/,
    amount: (c) => (c < 0 ? `\\(${esc(usForm(c))}\\)` : `(?<!\\()${esc(usForm(c))}(?!\\))`),
    balance: (c) => (c < 0 ? `\\(${esc(usForm(c))}\\)` : `(?<!\\()${esc(usForm(c))}(?!\\))`),
    totals: (c) => (c < 0 ? `\\(${esc(usForm(c))}\\)` : esc(usForm(c))),
  },
};

const statementFiles = statementPdfs(STATEMENTS);

describe('locked-5 statement truths', () => {
  it('has four layouts of three statements each, several hundred rows, some over three pages', () => {
    const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
    expect([...layouts].sort()).toEqual(Object.keys(STATEMENT_FORMS).sort());
    for (const l of layouts) expect(statementFiles.filter((f) => path.dirname(f) === l).length).toBe(3);
    const pages = statementFiles.map((f) => pagesOf(path.join(STATEMENTS, f)).filter((p) => p.trim()).length);
    expect(Math.min(...pages)).toBeGreaterThanOrEqual(2);
    expect(pages.some((n) => n >= 3)).toBe(true);
    const rows = statementFiles.reduce((s, f) => {
      return s + statementTruthOf(STATEMENTS, f).accounts[0].transactions.length;
    }, 0);
    expect(rows).toBeGreaterThanOrEqual(500);
  });

  it.each(statementFiles)('%s prints what its truth says', (file) => {
    const t = statementTruthOf<JudgedStatementTruth>(STATEMENTS, file);
    const pages = pagesOf(path.join(STATEMENTS, file));
    const all = pages.join('\n');
    const form = STATEMENT_FORMS[t.layout];
    const { problems, want } = problemList();
    const rows = t.accounts.flatMap((a) => a.transactions);
    want(rows.length >= 40 && rows.length <= 60, `${rows.length} transactions`);
    want(t.source === 'generated (eval/statements/locked-5)', 'source');
    want(t.expectReconciled && t.expectStatus === 'RECONCILED' && t.accounts.every((a) => a.expectStatus === 'RECONCILED'), 'not expected reconciled');
    want(t.currency === 'USD' ? /USD|\$/.test(pages[0]) : pages[0].includes(t.currency), `currency ${t.currency} not on page 1`);
    for (const d of [t.period.start, t.period.end]) want(pages[0].includes(DATE_FORMS.dLongY(d)), `period date ${DATE_FORMS.dLongY(d)} not on page 1`);

    const a = t.accounts[0];
    want(a.mask !== null && all.includes(a.mask), `mask ${a.mask} not printed`);
    for (const [label, c] of [[/opening balance|beginning (cash )?balance/i, a.openingBalanceCents], [/closing balance|ending (cash )?balance/i, a.closingBalanceCents]] as const) {
      const ok = all.split('\n').some((l) => label.test(l) && findFrom(l, form.balance ? form.balance(c) : form.totals(c), 0) !== null);
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
    for (const r of t.layout === 'us-sections' ? byDate : a.transactions) balanceAfter.set(r, (running += r.amountCents));
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
        if (form.balance && !findFrom(l, form.balance(balance), amt.end)) continue;
        if (t.layout === 'uk-passbook') {
          const header = lines.slice(0, i).reverse().find((x) => /PAID OUT\s+PAID IN/.test(x)) ?? '';
          const out = header.indexOf('PAID OUT') + 8;
          const inn = header.indexOf('PAID IN') + 7;
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
    // Totals: money in and out at the end; for us-sections each section's total and the daily ledger.
    const last = pages.filter((p) => p.trim()).at(-1) ?? '';
    const credits = rows.filter((r) => r.amountCents > 0).reduce((s, r) => s + r.amountCents, 0);
    const debits = rows.filter((r) => r.amountCents < 0).reduce((s, r) => s + r.amountCents, 0);
    if (t.layout === 'us-sections') {
      const deposits = all.split('\n').find((l) => /Total deposits and other additions/.test(l)) ?? '';
      want(findFrom(deposits, form.totals(credits), 0) !== null, `deposits total ${credits} not printed`);
      const sections = [...all.matchAll(/Total (?:atm and debit card subtractions|other subtractions|checks|service fees)\s+(-?)\$([\d,]+\.\d\d)/g)];
      const printed = sections.reduce((s, x) => s + (x[1] === '-' ? -1 : 1) * Number(x[2].replace(/,/g, '').replace('.', '')), 0);
      want(sections.length === 4 && printed === debits, `subtraction totals ${printed} are not ${debits}`);
      const ledger = new Map<string, number>();
      for (const r of byDate) ledger.set(r.date, balanceAfter.get(r)!);
      for (const [d, b] of ledger) {
        const line = all.split('\n').find((l) => new RegExp(`(^|\\s)${m(d)}/${dd(d)}\\s+${b < 0 ? '-' : ''}${esc(usForm(b))}(?!\\d)`).test(l));
        want(line !== undefined, `ledger balance ${d} ${b} not printed`);
      }
    } else {
      want(findFrom(last, form.totals(credits), 0) !== null && findFrom(last, form.totals(debits < 0 && t.layout === 'brokerage-cash' ? debits : -debits), 0) !== null, `totals ${credits} / ${debits} not on the last page`);
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth, one statement per layout', () => {
    expectStatementPicturesCarryTruth(STATEMENT_PICTURES, STATEMENTS, statementFiles);
  });
});

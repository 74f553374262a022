// The sixth locked split's truth files checked against the committed PDFs by a route that shares
// nothing with the service's readers: poppler's `pdftotext -layout`, then plain string searches. Every
// truth date, amount, name and address must be printed where the truth says, in the layout's own date
// and number forms (German `1.234,56`, Indian lakh grouping, `March 15, 2026`); the arithmetic of each
// truth must hold. Pictures must carry their PDF's truth. Reads only eval/paystubs/locked-6 and
// eval/statements/locked-6.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PAYSTUBS = path.resolve('eval/paystubs/locked-6/corpus');
const PAYSTUB_PICTURES = path.resolve('eval/paystubs/locked-6/degraded');

/** The text of each page, laid out. */
const pagesOf = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f');
const flat = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const cents = (x: number) => Math.round(x * 100);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const y = (d: string) => d.slice(0, 4);
const m = (d: string) => d.slice(5, 7);
const dd = (d: string) => d.slice(8, 10);
const month = (d: string) => MONTHS[Number(m(d)) - 1];
const DATE_FORMS: Record<string, (iso: string) => string> = {
  iso: (d) => d,
  dLongY: (d) => `${Number(dd(d))} ${month(d)} ${y(d)}`,
  dmyDash: (d) => `${dd(d)}-${m(d)}-${y(d)}`,
  mdy: (d) => `${m(d)}/${dd(d)}/${y(d)}`,
  mdy2: (d) => `${m(d)}/${dd(d)}/${y(d).slice(2)}`,
  longMdY: (d) => `${month(d)} ${Number(dd(d))}, ${y(d)}`,
  dots: (d) => `${dd(d)}.${m(d)}.${y(d)}`,
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
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

/** A JPEG photo, or a scan: a PDF with no text layer. */
function expectPicture(file: string) {
  const head = fs.readFileSync(file).subarray(0, 4);
  if (file.endsWith('.jpg')) expect([head[0], head[1]]).toEqual([0xff, 0xd8]);
  else {
    expect(head.toString('latin1')).toBe('%PDF');
    expect(pagesOf(file).join('').trim()).toBe('');
  }
}

// ---- paystubs -------------------------------------------------------------------------------------

interface PaystubTruth {
  kind: 'paystub';
  layout: string;
  source: string;
  employer: { name: string; address: string | null };
  employee: { name: string; address: string | null };
  pay_date: string;
  period: { start: string; end: string };
  gross: number;
  net: number;
  deductions: Array<{ name: string; current: number | null; ytd: number | null; section: string }>;
  ytd_gross: number | null;
  ytd_net: number | null;
  frequency: 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';
}

/** Each layout's date and number forms, its pages, and what else it must print. */
const PAYSTUB_FORMS: Record<string, { date: string; style: NumberStyle; pages: number; mustPrint: RegExp[] }> = {
  'ph-payslip': { date: 'longMdY', style: 'us', pages: 1, mustPrint: [/PHP/, /PhilHealth/, /Pag-IBIG Fund/, /Withholding Tax/, /Cut-off Period/, /Pay Frequency:\s+(Semi-Monthly|Monthly)/] },
  'us-server': { date: 'mdy', style: 'us', pages: 1, mustPrint: [/Tip credit taken this period: \$\d/, /Cash Tips Received/, /Tipped Wage\s+2\.13/, /Statutory/, /Pay Frequency: (Weekly|Bi-Weekly)/] },
  'us-fed-les': { date: 'mdy', style: 'us', pages: 1, mustPrint: [/EARNINGS AND LEAVE STATEMENT/, /Pay Period:\s+\d\d \(2026\)/, /GS-\d\d \/ \d\d/, /LEAVE \(hours\)/, /\b01\s+Federal Tax/] },
  'de-entgelt': { date: 'dots', style: 'de', pages: 1, mustPrint: [/Entgeltabrechnung \/ Payslip/, /EUR/, /Lohnsteuer \/ Income tax/, /Auszahlungsbetrag \/ Net pay/, /Steuerklasse \/ Tax class/] },
};
const stubFiles = fs.readdirSync(PAYSTUBS).filter((f) => f.endsWith('.pdf')).sort();
const stubTruth = (file: string) => JSON.parse(fs.readFileSync(path.join(PAYSTUBS, `${file}.truth.json`), 'utf8')) as PaystubTruth;

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
    const lower = flat(text);
    const problems: string[] = [];
    const want = (ok: boolean, what: string) => ok || problems.push(what);
    const at = (s: string, c: number, from = 0) => amountAt(s, c, form.style, from);

    want(pages.length === form.pages, `${pages.length} pages`);
    want(t.source === 'generated (eval/paystubs/locked-6)', 'source');
    // Arithmetic.
    const current = t.deductions.reduce((s, d) => s + cents(d.current ?? 0), 0);
    want(cents(t.gross) - current === cents(t.net), `gross ${t.gross} less deductions is not net ${t.net}`);
    want(t.net > 0, 'net not above zero');
    if (t.ytd_gross !== null && t.ytd_net !== null) {
      const ytd = t.deductions.reduce((s, d) => s + cents(d.ytd ?? 0), 0);
      want(cents(t.ytd_gross) - ytd === cents(t.ytd_net), 'YTD gross less YTD deductions is not YTD net');
      want(t.ytd_gross >= t.gross && t.ytd_net >= t.net, 'YTD below the period');
    }
    for (const d of t.deductions) {
      want(d.ytd === null || d.current === null || d.ytd >= d.current, `${d.name}: YTD below current`);
      want(['Taxes', 'Pre-tax deductions', 'After-tax deductions'].includes(d.section), `${d.name}: section ${d.section}`);
    }
    const days = (Date.parse(t.period.end) - Date.parse(t.period.start)) / 86_400_000 + 1;
    const halfFebruary = t.period.start.slice(5) === '02-16' && /02-2[89]/.test(t.period.end.slice(5));
    const expected = days === 7 ? 'WEEKLY' : days === 14 && !halfFebruary ? 'BIWEEKLY' : days >= 13 && days <= 16 ? 'SEMI_MONTHLY' : days >= 28 && days <= 31 ? 'MONTHLY' : null;
    want(expected === t.frequency, `period of ${days} days is not ${t.frequency}`);
    want(t.period.start <= t.period.end && Date.parse(t.pay_date) >= Date.parse(t.period.end) - 2 * 86_400_000, 'pay date well before the period ends');

    // Dates as the layout prints them.
    const dateOf = DATE_FORMS[form.date];
    for (const d of [t.pay_date, t.period.start, t.period.end]) want(lower.includes(dateOf(d).toLowerCase()), `date ${dateOf(d)} not printed`);
    for (const re of form.mustPrint) want(re.test(text), `${re} not printed`);
    // Names and addresses (case folded; address pieces between commas).
    for (const p of [t.employer, t.employee]) {
      want(lower.includes(flat(p.name)), `name ${p.name} not printed`);
      for (const piece of (p.address ?? '').split(',').map((x) => x.trim()).filter(Boolean)) want(lower.includes(flat(piece)), `address piece ${piece} not printed`);
    }
    // Totals.
    for (const [what, v] of [['gross', t.gross], ['net', t.net], ['ytd_gross', t.ytd_gross], ['ytd_net', t.ytd_net]] as const) {
      if (v !== null) want(at(text, cents(v)) !== null, `${what} ${v} not printed`);
    }
    // Deductions: the name, then this period's figure and the YTD, on one line; a stopped one with its
    // YTD only. The server stubs print this period's figure with a leading minus, the YTD without.
    for (const d of t.deductions) {
      const where = pages[0];
      const lines = where.split('\n');
      const line = lines.find((l) => {
        const i = l.toLowerCase().indexOf(d.name.toLowerCase());
        if (i < 0) return false;
        const after = l.slice(i + d.name.length);
        const a = d.current === null ? { end: 0 } : at(after, cents(d.current));
        if (a !== null && d.current !== null && 'minus' in a && a.minus !== (t.layout === 'us-server')) return false;
        return a !== null && (d.ytd === null || at(after, cents(d.ytd), a.end) !== null);
      });
      want(line !== undefined, `deduction ${d.name} ${d.current} / ${d.ytd} not printed on one line of page ${where === pages[0] ? 1 : 2}`);
      if (line) {
        const after = line.slice(line.toLowerCase().indexOf(d.name.toLowerCase()) + d.name.length);
        want(figures(after, form.style) === (d.current === null ? 1 : 2), `${d.name}: ${figures(after, form.style)} figures after the name`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth; some photos are stored on their side', () => {
    const pictures = fs.readdirSync(PAYSTUB_PICTURES).filter((f) => /\.(photo\.jpg|scan\.pdf)$/.test(f));
    expect(pictures.length).toBe(2 * stubFiles.length);
    let sideways = 0;
    for (const f of pictures) {
      const pdf = f.replace(/\.(photo\.jpg|scan\.pdf)$/, '.pdf');
      expect(fs.readFileSync(path.join(PAYSTUB_PICTURES, `${f}.truth.json`), 'utf8')).toBe(fs.readFileSync(path.join(PAYSTUBS, `${pdf}.truth.json`), 'utf8'));
      expectPicture(path.join(PAYSTUB_PICTURES, f));
      // EXIF Orientation 6 in an APP1 segment right after the start of the image.
      const bytes = fs.readFileSync(path.join(PAYSTUB_PICTURES, f));
      if (f.endsWith('.jpg') && bytes[3] === 0xe1 && bytes.subarray(6, 10).toString('latin1') === 'Exif') sideways++;
    }
    expect(sideways).toBeGreaterThanOrEqual(4);
  });
});

// ---- statements -----------------------------------------------------------------------------------

const STATEMENTS = path.resolve('eval/statements/locked-6/corpus');
const STATEMENT_PICTURES = path.resolve('eval/statements/locked-6/degraded');

interface StatementTruth {
  layout: string;
  currency: string;
  source: string;
  period: { start: string; end: string };
  accounts: Array<{
    mask: string | null;
    openingBalanceCents: number;
    closingBalanceCents: number;
    transactions: Array<{ date: string; description: string; amountCents: number; page: number }>;
    expectStatus: string;
  }>;
  expectReconciled: boolean;
  expectStatus: string;
}

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
const alone = (pattern: string) => new RegExp(`(?<![\\d.,])(?<!\\d )${pattern}(?![\\d]|[.,]\\d| \\d)`, 'g');
function findFrom(text: string, pattern: string, from: number): { index: number; end: number } | null {
  const re = alone(pattern);
  re.lastIndex = from;
  const found = re.exec(text);
  return found ? { index: found.index, end: found.index + found[0].length } : null;
}

const statementFiles = fs
  .readdirSync(STATEMENTS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => fs.readdirSync(path.join(STATEMENTS, d.name)).filter((f) => f.endsWith('.pdf')).map((f) => path.join(d.name, f)))
  .sort();

describe('locked-6 statement truths', () => {
  it('has three layouts of three statements each, several hundred rows, every one over two pages', () => {
    const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
    expect([...layouts].sort()).toEqual(Object.keys(STATEMENT_FORMS).sort());
    for (const l of layouts) expect(statementFiles.filter((f) => path.dirname(f) === l).length).toBe(3);
    const pages = statementFiles.map((f) => pagesOf(path.join(STATEMENTS, f)).filter((p) => p.trim()).length);
    expect(Math.min(...pages)).toBe(2);
    const rows = statementFiles.reduce((s, f) => {
      const t = JSON.parse(fs.readFileSync(path.join(STATEMENTS, f.replace(/\.pdf$/, '.truth.json')), 'utf8')) as StatementTruth;
      return s + t.accounts[0].transactions.length;
    }, 0);
    expect(rows).toBeGreaterThanOrEqual(350);
  });

  it.each(statementFiles)('%s prints what its truth says', (file) => {
    const t = JSON.parse(fs.readFileSync(path.join(STATEMENTS, file.replace(/\.pdf$/, '.truth.json')), 'utf8')) as StatementTruth;
    const pages = pagesOf(path.join(STATEMENTS, file));
    const all = pages.join('\n');
    const form = STATEMENT_FORMS[t.layout];
    const problems: string[] = [];
    const want = (ok: boolean, what: string) => ok || problems.push(what);
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
    const pictures = fs.readdirSync(STATEMENT_PICTURES).filter((f) => /\.(photo\.jpg|scan\.pdf)$/.test(f));
    const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
    expect(pictures.length).toBe(2 * layouts.size);
    for (const f of pictures) {
      expectPicture(path.join(STATEMENT_PICTURES, f));
      const stem = f.replace(/\.(photo\.jpg|scan\.pdf)$/, '');
      const layout = stem.replace(/-\d+$/, '');
      expect(fs.readFileSync(path.join(STATEMENT_PICTURES, `${f}.truth.json`), 'utf8')).toBe(fs.readFileSync(path.join(STATEMENTS, layout, `${stem}.truth.json`), 'utf8'));
    }
  });
});

// The fourteenth locked split's truth, checked against the PDFs' own text (poppler's pdftotext, nothing
// of the service's): no reader runs on these documents here; they are scored blind elsewhere.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCKED_14_CORPUS, LOCKED_14_PICTURES } from '../eval/paystubs/locked-14/load.ts';
import { LOCKED_14_STATEMENTS, LOCKED_14_STATEMENT_PICTURES } from '../eval/statements/locked-14/load.ts';

const text = (pdf: string): string => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
const cents = (x: number): number => Math.round(x * 100);
type Style = 'point' | 'comma' | 'space';
/** A magnitude in cents as printed: 1,234.56 (`point`), 1.234,56 (`comma`) or 1 234,56 (`space`). */
const money = (c: number, style: Style = 'point'): string => {
  const abs = Math.abs(c);
  const sep = style === 'point' ? ',' : style === 'comma' ? '.' : ' ';
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return `${whole}${style === 'point' ? '.' : ','}${String(abs % 100).padStart(2, '0')}`;
};
/** The figures on a line, in the style's form. */
const FIGURES: Record<Style, RegExp> = {
  point: /\d[\d,]*(?:\.\d\d)?/g,
  comma: /\d[\d.]*(?:,\d\d)?/g,
  space: /\d{1,3}(?: \d{3})*,\d\d/g,
};
const LONG_MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const digits = (s: string): string => s.replace(/\D/g, '');
const sideways = (jpg: Buffer): boolean => jpg.subarray(6, 10).toString('latin1') === 'Exif';

interface StubTruth {
  layout: string;
  source: string;
  employer: { name: string; address: string };
  employee: { name: string; address: string };
  pay_date: string;
  period: { start: string; end: string };
  gross: number;
  net: number;
  ytd_gross: number;
  ytd_net: number;
  frequency: string;
  deductions: Array<{ name: string; current: number | null; ytd: number; section: string }>;
}

function stubDate(layout: string, iso: string): string {
  const [y, m, d] = iso.split('-');
  const mon = MON[Number(m) - 1];
  if (layout === 'ee-palgaleht') return `${d}.${m}.${y}`;
  if (layout === 'bb-payslip') return `${LONG_MONTH[Number(m) - 1]} ${Number(d)}, ${y}`;
  if (layout === 'pg-payslip') return `${Number(d)} ${LONG_MONTH[Number(m) - 1]} ${y}`;
  return `${d} ${mon[0]}${mon.slice(1).toLowerCase()} ${y}`;
}

const stubStyle = (layout: string): Style => (layout === 'ee-palgaleht' ? 'space' : 'point');

const stubs = fs
  .readdirSync(LOCKED_14_CORPUS)
  .filter((f) => f.endsWith('.pdf'))
  .sort();
const stubTruth = (f: string): StubTruth => JSON.parse(fs.readFileSync(path.join(LOCKED_14_CORPUS, `${f}.truth.json`), 'utf8')) as StubTruth;

describe('locked-14 paystubs: truth against the printed text', () => {
  it('has 20 stubs in four layouts of five, every frequency used and some deductions stopped', () => {
    expect(stubs).toHaveLength(20);
    const truths = stubs.map(stubTruth);
    const layouts = ['ee-palgaleht', 'bb-payslip', 'pg-payslip', 'sc-payslip'];
    expect(new Set(truths.map((t) => t.layout))).toEqual(new Set(layouts));
    for (const l of layouts) expect(truths.filter((t) => t.layout === l)).toHaveLength(5);
    expect(new Set(truths.map((t) => t.frequency))).toEqual(new Set(['MONTHLY', 'WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY']));
    expect(truths.flatMap((t) => t.deductions).filter((d) => d.current === null).length).toBeGreaterThanOrEqual(8);
  });

  for (const f of stubs) {
    it(f, () => {
      const t = stubTruth(f);
      const txt = text(path.join(LOCKED_14_CORPUS, f));
      expect(t.source).toBe('generated (eval/paystubs/locked-14)');
      expect(txt.split('\f').filter((p) => p.trim()).length).toBe(1);
      const style = stubStyle(t.layout);
      for (const v of [t.gross, t.net, t.ytd_gross, t.ytd_net]) expect(txt).toContain(money(cents(v), style));
      for (const s of [t.employee.name, t.employee.address]) expect(txt).toContain(s);
      expect(txt.toLowerCase()).toContain(t.employer.name.toLowerCase());
      expect(txt).toContain(stubDate(t.layout, t.pay_date));
      expect(txt).toContain(stubDate(t.layout, t.period.start));
      expect(txt).toContain(stubDate(t.layout, t.period.end));
      const lines = txt.split('\n');
      for (const d of t.deductions) {
        // the name, then this period's figure and the YTD (a stopped one its YTD only) on one line
        const want = d.current === null ? [money(cents(d.ytd), style)] : [money(cents(d.current), style), money(cents(d.ytd), style)];
        const found = lines
          .filter((l) => l.includes(d.name))
          .map((l) => [...l.slice(l.indexOf(d.name) + d.name.length).matchAll(FIGURES[style])].map((m) => m[0]).slice(0, want.length));
        expect(found, d.name).toContainEqual(want);
        expect(['Taxes', 'Pre-tax deductions', 'After-tax deductions']).toContain(d.section);
        expect(d.name).not.toMatch(/employer/i);
      }
      expect(cents(t.gross) - t.deductions.reduce((s, d) => s + cents(d.current ?? 0), 0)).toBe(cents(t.net));
      expect(cents(t.ytd_gross) - t.deductions.reduce((s, d) => s + cents(d.ytd), 0)).toBe(cents(t.ytd_net));
      expect(cents(t.ytd_gross)).toBeGreaterThanOrEqual(cents(t.gross));
      const days = (Date.parse(t.period.end) - Date.parse(t.period.start)) / 86_400_000 + 1;
      const [lo, hi] = ({ WEEKLY: [7, 7], BIWEEKLY: [14, 14], SEMI_MONTHLY: [13, 16], MONTHLY: [28, 31] } as Record<string, number[]>)[t.frequency];
      expect(days >= lo && days <= hi, `${t.frequency} over ${days} days`).toBe(true);
      expect(Date.parse(t.pay_date)).toBeGreaterThanOrEqual(Date.parse(t.period.end) - 3 * 86_400_000);
      expect(Date.parse(t.pay_date)).toBeLessThanOrEqual(Date.parse(t.period.end) + 7 * 86_400_000);
    });
  }

  it('every stub has a photo and a scan carrying its truth, five photos stored on their side', () => {
    let turned = 0;
    for (const f of stubs) {
      const truth = fs.readFileSync(path.join(LOCKED_14_CORPUS, `${f}.truth.json`), 'utf8');
      const stem = f.replace(/\.pdf$/, '');
      for (const pic of [`${stem}.photo.jpg`, `${stem}.scan.pdf`]) {
        expect(fs.existsSync(path.join(LOCKED_14_PICTURES, pic)), pic).toBe(true);
        expect(fs.readFileSync(path.join(LOCKED_14_PICTURES, `${pic}.truth.json`), 'utf8')).toBe(truth);
      }
      if (sideways(fs.readFileSync(path.join(LOCKED_14_PICTURES, `${stem}.photo.jpg`)))) turned++;
      expect(fs.readFileSync(path.join(LOCKED_14_PICTURES, `${stem}.scan.pdf`)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(turned).toBe(5);
  });
});

interface StatementTruth {
  layout: string;
  currency: string;
  source: string;
  expectReconciled: boolean;
  period: { start: string; end: string };
  accounts: Array<{
    mask: string;
    openingBalanceCents: number;
    closingBalanceCents: number;
    transactions: Array<{ date: string; description: string; amountCents: number; page: number }>;
  }>;
}

interface StatementForm {
  style: Style;
  date: (iso: string) => string;
  period: (iso: string) => string;
  account: RegExp;
  /** The column headings of money going out and coming in (none where one signed column holds both). */
  columns?: [string, string];
  /** Whether a row's line ends with the running balance (`daily`: only a day's last row on its page). */
  balance: 'every' | 'daily';
  opening: RegExp;
  closing: RegExp;
  carried?: RegExp;
  brought: RegExp;
  totals: Array<{ label: RegExp; figures: (debits: number, credits: number) => number[] }>;
}

const FORMS: Record<string, StatementForm> = {
  'bz-chequing': {
    style: 'point',
    date: (iso) => `${iso.slice(8)}-${MON[Number(iso.slice(5, 7)) - 1][0]}${MON[Number(iso.slice(5, 7)) - 1].slice(1).toLowerCase()}-${iso.slice(0, 4)}`,
    period: (iso) => `${iso.slice(8)}-${MON[Number(iso.slice(5, 7)) - 1][0]}${MON[Number(iso.slice(5, 7)) - 1].slice(1).toLowerCase()}-${iso.slice(0, 4)}`,
    account: /Account No\.\s+([\d-]+)/,
    columns: ['Withdrawals', 'Deposits'],
    balance: 'every',
    opening: /^\s*Opening Balance\s/,
    closing: /^\s*Closing Balance\s/,
    carried: /^\s*Balance Carried Forward\s/,
    brought: /^\s*Balance Brought Forward\s/,
    totals: [{ label: /^\s*Total Withdrawals and Deposits\s/, figures: (d, c) => [d, c] }],
  },
  'lu-compte': {
    style: 'comma',
    date: (iso) => iso.split('-').reverse().join('.'),
    period: (iso) => iso.split('-').reverse().join('.'),
    account: /Numéro de compte\s+(\d[\d ]*\d)/,
    columns: ['Débit', 'Crédit'],
    balance: 'daily',
    opening: /^\s*Solde initial\s/,
    closing: /^\s*Solde final\s/,
    carried: /^\s*À reporter\s/,
    brought: /^\s*Report\s/,
    totals: [{ label: /^\s*Total des mouvements\s/, figures: (d, c) => [d, c] }],
  },
  'et-savings': {
    style: 'point',
    date: (iso) => iso,
    period: (iso) => iso,
    account: /Account No:\s+(\d+)/,
    columns: ['Debit', 'Credit'],
    balance: 'every',
    opening: /^\s*OPENING BALANCE\s/,
    closing: /^\s*CLOSING BALANCE\s/,
    carried: /^\s*CARRIED FORWARD\s/,
    brought: /^\s*BROUGHT FORWARD\s/,
    totals: [{ label: /^\s*TOTAL DEBITS AND CREDITS\s/, figures: (d, c) => [d, c] }],
  },
};

const statements = fs
  .readdirSync(LOCKED_14_STATEMENTS)
  .flatMap((layout) =>
    fs
      .readdirSync(path.join(LOCKED_14_STATEMENTS, layout))
      .filter((f) => f.endsWith('.truth.json'))
      .map((f) => path.join(LOCKED_14_STATEMENTS, layout, f)),
  )
  .sort();

describe('locked-14 statements: truth against the printed text', () => {
  it('has nine statements in three layouts of three, two or three pages each', () => {
    expect(statements).toHaveLength(9);
    for (const layout of Object.keys(FORMS)) expect(statements.filter((f) => path.basename(path.dirname(f)) === layout)).toHaveLength(3);
  });

  for (const file of statements) {
    it(path.basename(file), () => {
      const t = JSON.parse(fs.readFileSync(file, 'utf8')) as StatementTruth;
      const form = FORMS[t.layout];
      const m = (c: number) => money(c, form.style);
      const pages = text(file.replace(/\.truth\.json$/, '.pdf')).split('\f').filter((p) => p.trim());
      const a = t.accounts[0];
      const rows = a.transactions;
      expect(t.source).toBe('generated (eval/statements/locked-14)');
      expect(t.expectReconciled).toBe(true);
      expect(t.accounts).toHaveLength(1);
      expect(rows.length).toBeGreaterThanOrEqual(25);
      expect(rows.length).toBeLessThanOrEqual(60);
      expect(pages.length).toBe(Math.max(...rows.map((r) => r.page)));
      expect([2, 3]).toContain(pages.length);
      expect(pages[0]).toContain(t.currency);
      for (const d of [t.period.start, t.period.end]) expect(pages[0]).toContain(form.period(d));
      expect(digits(pages[0].match(form.account)?.[1] ?? '')).toMatch(new RegExp(`${a.mask}$`));
      const all = pages.join('\n').split('\n');
      expect(all.some((l) => form.opening.test(l) && l.trimEnd().endsWith(m(a.openingBalanceCents)))).toBe(true);
      expect(pages.at(-1)!.split('\n').some((l) => form.closing.test(l) && l.trimEnd().endsWith(m(a.closingBalanceCents)))).toBe(true);

      let balance = a.openingBalanceCents;
      const cursor = pages.map(() => 0);
      const endOfPage = new Map<number, number>();
      rows.forEach((r, k) => {
        expect(r.date >= t.period.start && r.date <= t.period.end).toBe(true);
        if (k > 0) expect(r.date >= rows[k - 1].date && r.page >= rows[k - 1].page).toBe(true);
        balance += r.amountCents;
        endOfPage.set(r.page, balance);
        const next = rows[k + 1];
        const shows = form.balance === 'every' || !next || next.date !== r.date || next.page !== r.page;
        const amount = form.columns ? m(r.amountCents) : `${r.amountCents < 0 ? '-' : ''}${m(r.amountCents)}`;
        const lines = pages[r.page - 1].split('\n');
        const at = lines.findIndex((l, i) => {
          if (i < cursor[r.page - 1] || !l.trimStart().startsWith(form.date(r.date))) return false;
          const end = l.trimEnd();
          const where = l.search(new RegExp(`(?<![\\d.,-])${amount.replace(/[.-]/g, (x) => `\\${x}`)}(?![\\d]|[.,]\\d)`));
          if (where < 0) return false;
          if (shows ? !end.endsWith(` ${m(balance)}`) : !end.endsWith(amount)) return false;
          if (!form.columns) return true;
          // the amount in its column: nearer the end of the out heading for money out, the in heading for money in
          const header = lines.slice(0, i).reverse().find((x) => x.includes(form.columns![0]) && x.includes(form.columns![1])) ?? '';
          const out = header.indexOf(form.columns[0]) + form.columns[0].length;
          const inn = header.indexOf(form.columns[1]) + form.columns[1].length;
          const right = where + amount.length;
          return (Math.abs(right - out) < Math.abs(right - inn)) === r.amountCents < 0;
        });
        expect(at, `${r.date} ${r.description} ${r.amountCents}`).toBeGreaterThanOrEqual(0);
        const words = (lines[at] + ' ' + (lines[at + 1] ?? '')).split(/\s+/);
        for (const w of r.description.split(' ')) expect(words, r.description).toContain(w);
        cursor[r.page - 1] = at + 1;
      });
      expect(balance).toBe(a.closingBalanceCents);
      // every line that starts with a date is a row
      const dated = pages.flatMap((p) => p.split('\n')).filter((l) => rows.some((r) => l.trimStart().startsWith(form.date(r.date))));
      expect(dated).toHaveLength(rows.length);

      for (let p = 1; p < pages.length; p++) {
        const carried = m(endOfPage.get(p)!);
        if (form.carried) expect(pages[p - 1].split('\n').some((l) => form.carried!.test(l) && l.trimEnd().endsWith(carried)), `page ${p} carries ${carried}`).toBe(true);
        expect(pages[p].split('\n').some((l) => form.brought.test(l) && l.trimEnd().endsWith(carried)), `page ${p + 1} brings ${carried}`).toBe(true);
      }
      const debits = -rows.filter((r) => r.amountCents < 0).reduce((s, r) => s + r.amountCents, 0);
      const credits = rows.filter((r) => r.amountCents > 0).reduce((s, r) => s + r.amountCents, 0);
      for (const total of form.totals) {
        const line = all.find((l) => total.label.test(l)) ?? '';
        for (const c of total.figures(debits, credits)) expect(line, String(total.label)).toContain(m(c));
      }
    });
  }

  it('every statement has a photo and a scan carrying its truth, three photos stored on their side', () => {
    let turned = 0;
    for (const file of statements) {
      const truth = fs.readFileSync(file, 'utf8');
      const stem = path.basename(file).replace(/\.truth\.json$/, '');
      for (const pic of [`${stem}.photo.jpg`, `${stem}.scan.pdf`]) {
        expect(fs.existsSync(path.join(LOCKED_14_STATEMENT_PICTURES, pic)), pic).toBe(true);
        expect(fs.readFileSync(path.join(LOCKED_14_STATEMENT_PICTURES, `${pic}.truth.json`), 'utf8')).toBe(truth);
      }
      if (sideways(fs.readFileSync(path.join(LOCKED_14_STATEMENT_PICTURES, `${stem}.photo.jpg`)))) turned++;
    }
    expect(turned).toBe(3);
  });
});

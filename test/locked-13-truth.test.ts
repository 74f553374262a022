// The thirteenth locked split's truth, checked against the PDFs' own text (poppler's pdftotext, nothing
// of the service's): no reader runs on these documents here; they are scored blind elsewhere.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describePrintedStatementTruths, type PrintedStatementForm } from './locked-printed-statements.ts';
import { LOCKED_13_CORPUS, LOCKED_13_PICTURES } from '../eval/paystubs/locked-13/load.ts';
import { LOCKED_13_STATEMENTS, LOCKED_13_STATEMENT_PICTURES } from '../eval/statements/locked-13/load.ts';

const text = (pdf: string): string => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
const cents = (x: number): number => Math.round(x * 100);
/** A magnitude in cents as printed: 1,234.56, or 1.234,56 with a decimal comma. */
const money = (c: number, decimalComma = false): string => {
  const abs = Math.abs(c);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, decimalComma ? '.' : ',');
  return `${whole}${decimalComma ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
};
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
  if (layout === 'mt-payslip') return `${d}/${m}/${y}`;
  if (layout === 'zm-payslip') return `${d}-${mon[0]}${mon.slice(1).toLowerCase()}-${y}`;
  if (layout === 'fj-payslip') return `${d} ${mon} ${y}`;
  return `${y}/${m}/${d}`;
}

const stubs = fs
  .readdirSync(LOCKED_13_CORPUS)
  .filter((f) => f.endsWith('.pdf'))
  .sort();
const stubTruth = (f: string): StubTruth => JSON.parse(fs.readFileSync(path.join(LOCKED_13_CORPUS, `${f}.truth.json`), 'utf8')) as StubTruth;

describe('locked-13 paystubs: truth against the printed text', () => {
  it('has 20 stubs in four layouts of five, every frequency used and some deductions stopped', () => {
    expect(stubs).toHaveLength(20);
    const truths = stubs.map(stubTruth);
    const layouts = ['mt-payslip', 'zm-payslip', 'fj-payslip', 'na-payslip'];
    expect(new Set(truths.map((t) => t.layout))).toEqual(new Set(layouts));
    for (const l of layouts) expect(truths.filter((t) => t.layout === l)).toHaveLength(5);
    expect(new Set(truths.map((t) => t.frequency))).toEqual(new Set(['MONTHLY', 'WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY']));
    expect(truths.flatMap((t) => t.deductions).filter((d) => d.current === null).length).toBeGreaterThanOrEqual(8);
  });

  for (const f of stubs) {
    it(f, () => {
      const t = stubTruth(f);
      const txt = text(path.join(LOCKED_13_CORPUS, f));
      expect(t.source).toBe('generated (eval/paystubs/locked-13)');
      expect(txt.split('\f').filter((p) => p.trim()).length).toBe(1);
      for (const v of [t.gross, t.net, t.ytd_gross, t.ytd_net]) expect(txt).toContain(money(cents(v)));
      for (const s of [t.employee.name, t.employee.address]) expect(txt).toContain(s);
      expect(txt.toLowerCase()).toContain(t.employer.name.toLowerCase());
      expect(txt).toContain(stubDate(t.layout, t.pay_date));
      expect(txt).toContain(stubDate(t.layout, t.period.start));
      expect(txt).toContain(stubDate(t.layout, t.period.end));
      const lines = txt.split('\n');
      for (const d of t.deductions) {
        // the name, then this period's figure and the YTD (a stopped one its YTD only) on one line
        const want = d.current === null ? [money(cents(d.ytd))] : [money(cents(d.current)), money(cents(d.ytd))];
        const found = lines
          .filter((l) => l.includes(d.name))
          .map((l) => [...l.slice(l.indexOf(d.name) + d.name.length).matchAll(/\d[\d,]*(?:\.\d\d)?/g)].map((m) => m[0]).slice(0, want.length));
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
      const truth = fs.readFileSync(path.join(LOCKED_13_CORPUS, `${f}.truth.json`), 'utf8');
      const stem = f.replace(/\.pdf$/, '');
      for (const pic of [`${stem}.photo.jpg`, `${stem}.scan.pdf`]) {
        expect(fs.existsSync(path.join(LOCKED_13_PICTURES, pic)), pic).toBe(true);
        expect(fs.readFileSync(path.join(LOCKED_13_PICTURES, `${pic}.truth.json`), 'utf8')).toBe(truth);
      }
      if (sideways(fs.readFileSync(path.join(LOCKED_13_PICTURES, `${stem}.photo.jpg`)))) turned++;
      expect(fs.readFileSync(path.join(LOCKED_13_PICTURES, `${stem}.scan.pdf`)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(turned).toBe(5);
  });
});

interface StatementForm extends PrintedStatementForm {
  decimalComma: boolean;
}

const LONG_MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FORMS: Record<string, StatementForm> = {
  'mu-savings': {
    decimalComma: false,
    date: (iso) => iso.split('-').reverse().join('/'),
    period: (iso) => iso.split('-').reverse().join('/'),
    account: /Account Number\s+(\d+)/,
    columns: ['Debit', 'Credit'],
    balance: 'every',
    opening: /^\s*OPENING BALANCE\s/,
    closing: /^\s*CLOSING BALANCE\s/,
    carried: /^\s*BALANCE CARRIED FORWARD\s/,
    brought: /^\s*BALANCE BROUGHT FORWARD\s/,
    totals: [{ label: /^\s*TOTAL\s/, figures: (d, c) => [d, c] }],
  },
  'bs-chequing': {
    decimalComma: false,
    date: (iso) => `${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(8)}`,
    period: (iso) => `${LONG_MONTH[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8))}, ${iso.slice(0, 4)}`,
    account: /Account Number\s+([\d-]+)/,
    columns: ['Withdrawals', 'Deposits'],
    balance: 'daily',
    opening: /^\s*Beginning balance\s/,
    closing: /^\s*Ending balance\s/,
    brought: /^\s*Balance forward\s/,
    totals: [{ label: /^\s*Total withdrawals and deposits\s/, figures: (d, c) => [d, c] }],
  },
  'cy-current': {
    decimalComma: true,
    date: (iso) => `${iso.slice(8)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`,
    period: (iso) => `${iso.slice(8)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`,
    account: /ACCOUNT NO\s+:\s+([\d-]+)/,
    balance: 'every',
    opening: /^\s*OPENING BALANCE\s/,
    closing: /^\s*CLOSING BALANCE\s/,
    carried: /^\s*CARRIED FORWARD\s/,
    brought: /^\s*BROUGHT FORWARD\s/,
    totals: [
      { label: /^\s*TOTAL DEBITS\s/, figures: (d) => [d] },
      { label: /^\s*TOTAL CREDITS\s/, figures: (_d, c) => [c] },
    ],
  },
};

describePrintedStatementTruths('locked-13', LOCKED_13_STATEMENTS, LOCKED_13_STATEMENT_PICTURES, FORMS, (c, form) => money(c, form.decimalComma));

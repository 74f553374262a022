// The fifteenth locked split's truth, checked against the PDFs' own text (poppler's pdftotext, nothing
// of the service's): no reader runs on these documents here; they are scored blind elsewhere.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describePrintedStatementTruths, type PrintedStatementForm } from './locked-printed-statements.ts';
import { LOCKED_15_CORPUS, LOCKED_15_PICTURES } from '../eval/paystubs/locked-15/load.ts';
import { LOCKED_15_STATEMENTS, LOCKED_15_STATEMENT_PICTURES } from '../eval/statements/locked-15/load.ts';

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
  if (layout === 'lv-algas' || layout === 'hr-placa') return `${d}.${m}.${y}`;
  if (layout === 'gy-payslip') return `${d}/${m}/${y}`;
  return `${d}-${MON[Number(m) - 1]}-${y}`;
}

const stubStyle = (layout: string): Style => (layout === 'lv-algas' ? 'space' : layout === 'hr-placa' ? 'comma' : 'point');

const stubs = fs
  .readdirSync(LOCKED_15_CORPUS)
  .filter((f) => f.endsWith('.pdf'))
  .sort();
const stubTruth = (f: string): StubTruth => JSON.parse(fs.readFileSync(path.join(LOCKED_15_CORPUS, `${f}.truth.json`), 'utf8')) as StubTruth;

describe('locked-15 paystubs: truth against the printed text', () => {
  it('has 20 stubs in four layouts of five, every frequency used and some deductions stopped', () => {
    expect(stubs).toHaveLength(20);
    const truths = stubs.map(stubTruth);
    const layouts = ['lv-algas', 'gy-payslip', 'hr-placa', 'sb-payslip'];
    expect(new Set(truths.map((t) => t.layout))).toEqual(new Set(layouts));
    for (const l of layouts) expect(truths.filter((t) => t.layout === l)).toHaveLength(5);
    expect(new Set(truths.map((t) => t.frequency))).toEqual(new Set(['MONTHLY', 'WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY']));
    expect(truths.flatMap((t) => t.deductions).filter((d) => d.current === null).length).toBeGreaterThanOrEqual(8);
  });

  for (const f of stubs) {
    it(f, () => {
      const t = stubTruth(f);
      const txt = text(path.join(LOCKED_15_CORPUS, f));
      expect(t.source).toBe('generated (eval/paystubs/locked-15)');
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
      const truth = fs.readFileSync(path.join(LOCKED_15_CORPUS, `${f}.truth.json`), 'utf8');
      const stem = f.replace(/\.pdf$/, '');
      for (const pic of [`${stem}.photo.jpg`, `${stem}.scan.pdf`]) {
        expect(fs.existsSync(path.join(LOCKED_15_PICTURES, pic)), pic).toBe(true);
        expect(fs.readFileSync(path.join(LOCKED_15_PICTURES, `${pic}.truth.json`), 'utf8')).toBe(truth);
      }
      if (sideways(fs.readFileSync(path.join(LOCKED_15_PICTURES, `${stem}.photo.jpg`)))) turned++;
      expect(fs.readFileSync(path.join(LOCKED_15_PICTURES, `${stem}.scan.pdf`)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(turned).toBe(5);
  });
});

interface StatementForm extends PrintedStatementForm {
  style: Style;
}

const FORMS: Record<string, StatementForm> = {
  'no-konto': {
    style: 'space',
    date: (iso) => iso.split('-').reverse().join('.'),
    period: (iso) => iso.split('-').reverse().join('.'),
    account: /Kontonummer\s+(\d[\d ]*\d)/,
    columns: ['Ut av konto', 'Inn på konto'],
    balance: 'daily',
    opening: /^\s*Inngående saldo\s/,
    closing: /^\s*Utgående saldo\s/,
    carried: /^\s*Overført til neste side\s/,
    brought: /^\s*Overført fra forrige side\s/,
    totals: [{ label: /^\s*Sum bevegelser i perioden\s/, figures: (d, c) => [d, c] }],
  },
  'pt-extrato': {
    style: 'comma',
    date: (iso) => iso.split('-').reverse().join('-'),
    period: (iso) => iso.split('-').reverse().join('-'),
    account: /Conta N\.º\s+(\d[\d ]*\d)/,
    columns: ['Débito', 'Crédito'],
    balance: 'every',
    opening: /^\s*SALDO INICIAL\s/,
    closing: /^\s*SALDO FINAL\s/,
    carried: /^\s*A TRANSPORTAR\s/,
    brought: /^\s*TRANSPORTE\s/,
    totals: [{ label: /^\s*TOTAL DE MOVIMENTOS\s/, figures: (d, c) => [d, c] }],
  },
  'bn-savings': {
    style: 'point',
    date: (iso) => `${iso.slice(8)} ${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`,
    period: (iso) => `${iso.slice(8)} ${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`,
    account: /Account No\.\s+([\d-]+)/,
    balance: 'every',
    opening: /^\s*OPENING BALANCE\s/,
    closing: /^\s*CLOSING BALANCE\s/,
    brought: /^\s*BALANCE FROM PREVIOUS PAGE\s/,
    totals: [
      { label: /^\s*TOTAL WITHDRAWALS\s/, figures: (d) => [d] },
      { label: /^\s*TOTAL DEPOSITS\s/, figures: (_d, c) => [c] },
    ],
  },
};

describePrintedStatementTruths('locked-15', LOCKED_15_STATEMENTS, LOCKED_15_STATEMENT_PICTURES, FORMS, (c, form) => money(c, form.style));

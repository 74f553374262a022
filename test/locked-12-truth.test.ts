// The twelfth locked split's truth, checked against the PDFs' own text (poppler's pdftotext, nothing
// of the service's): no reader runs on these documents here; they are scored blind elsewhere.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCKED_12_CORPUS, LOCKED_12_PICTURES } from '../eval/paystubs/locked-12/load.ts';
import { LOCKED_12_STATEMENTS, LOCKED_12_STATEMENT_PICTURES } from '../eval/statements/locked-12/load.ts';

const text = (pdf: string): string => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
const cents = (x: number): number => Math.round(x * 100);
const money = (x: number, decimals = true): string =>
  Math.abs(x).toLocaleString('en-US', { minimumFractionDigits: decimals ? 2 : 0, maximumFractionDigits: decimals ? 2 : 0 });
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface StubTruth {
  layout: string;
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
  if (layout === 'ug-payslip') return `${d} ${MONTH[Number(m) - 1]} ${y}`;
  if (layout === 'tz-payslip') return iso;
  if (layout === 'lk-payslip') return `${y}.${m}.${d}`;
  return `${d}-${m}-${y}`;
}

const stubs = fs
  .readdirSync(LOCKED_12_CORPUS)
  .filter((f) => f.endsWith('.pdf'))
  .sort();

describe('locked-12 paystubs: truth against the printed text', () => {
  it('has 20 stubs in four layouts, every frequency used and some deductions stopped', () => {
    expect(stubs).toHaveLength(20);
    const truths = stubs.map((f) => JSON.parse(fs.readFileSync(path.join(LOCKED_12_CORPUS, `${f}.truth.json`), 'utf8')) as StubTruth);
    expect(new Set(truths.map((t) => t.layout))).toEqual(new Set(['ug-payslip', 'tz-payslip', 'lk-payslip', 'bw-payslip']));
    expect(new Set(truths.map((t) => t.frequency))).toEqual(new Set(['MONTHLY', 'WEEKLY', 'BIWEEKLY']));
    expect(truths.flatMap((t) => t.deductions).filter((d) => d.current === null).length).toBeGreaterThanOrEqual(8);
  });

  for (const f of stubs) {
    it(f, () => {
      const t = JSON.parse(fs.readFileSync(path.join(LOCKED_12_CORPUS, `${f}.truth.json`), 'utf8')) as StubTruth;
      const txt = text(path.join(LOCKED_12_CORPUS, f));
      expect(txt.split('\f').filter((p) => p.trim()).length).toBe(1);
      const dec = t.layout !== 'ug-payslip';
      for (const v of [t.gross, t.net, t.ytd_gross, t.ytd_net]) expect(txt).toContain(money(v, dec));
      for (const s of [t.employee.name, t.employee.address]) expect(txt).toContain(s);
      expect(txt.toLowerCase()).toContain(t.employer.name.toLowerCase());
      expect(txt).toContain(stubDate(t.layout, t.pay_date));
      expect(txt).toContain(stubDate(t.layout, t.period.start));
      expect(txt).toContain(stubDate(t.layout, t.period.end));
      const lines = txt.split('\n');
      for (const d of t.deductions) {
        const line = lines.find((l) => l.includes(d.name));
        expect(line, d.name).toBeDefined();
        const after = line!.slice(line!.indexOf(d.name) + d.name.length);
        const figures = [...after.matchAll(/\d[\d,]*(?:\.\d\d)?/g)].map((m) => m[0]);
        const want = d.current === null ? [money(d.ytd, dec)] : [money(d.current, dec), money(d.ytd, dec)];
        expect(figures.slice(0, want.length), d.name).toEqual(want);
        expect(['Taxes', 'Pre-tax deductions', 'After-tax deductions']).toContain(d.section);
        expect(d.name).not.toMatch(/employer/i);
      }
      expect(cents(t.gross) - t.deductions.reduce((s, d) => s + cents(d.current ?? 0), 0)).toBe(cents(t.net));
      expect(cents(t.ytd_gross) - t.deductions.reduce((s, d) => s + cents(d.ytd), 0)).toBe(cents(t.ytd_net));
      const days = (Date.parse(t.period.end) - Date.parse(t.period.start)) / 86_400_000 + 1;
      const [lo, hi] = ({ WEEKLY: [7, 7], BIWEEKLY: [14, 14], MONTHLY: [28, 31] } as Record<string, number[]>)[t.frequency];
      expect(days >= lo && days <= hi, `${t.frequency} over ${days} days`).toBe(true);
      expect(Date.parse(t.pay_date)).toBeGreaterThanOrEqual(Date.parse(t.period.end) - 3 * 86_400_000);
    });
  }

  it('every stub has a photo and a scan carrying its truth, five photos stored on their side', () => {
    let sideways = 0;
    for (const f of stubs) {
      const truth = fs.readFileSync(path.join(LOCKED_12_CORPUS, `${f}.truth.json`), 'utf8');
      const stem = f.replace(/\.pdf$/, '');
      for (const pic of [`${stem}.photo.jpg`, `${stem}.scan.pdf`]) {
        expect(fs.existsSync(path.join(LOCKED_12_PICTURES, pic)), pic).toBe(true);
        expect(fs.readFileSync(path.join(LOCKED_12_PICTURES, `${pic}.truth.json`), 'utf8')).toBe(truth);
      }
      const jpg = fs.readFileSync(path.join(LOCKED_12_PICTURES, `${stem}.photo.jpg`));
      if (jpg.subarray(6, 10).toString('latin1') === 'Exif') sideways++;
    }
    expect(sideways).toBe(5);
  });
});

interface StatementTruth {
  layout: string;
  currency: string;
  period: { start: string; end: string };
  accounts: Array<{
    mask: string;
    openingBalanceCents: number;
    closingBalanceCents: number;
    transactions: Array<{ date: string; description: string; amountCents: number; page: number }>;
  }>;
}

function rowDate(layout: string, iso: string): string {
  const [y, m, d] = iso.split('-');
  if (layout === 'lk-savings') return `${d}.${m}.${y}`;
  if (layout === 'pk-current') return `${d} ${MON[Number(m) - 1][0]}${MON[Number(m) - 1].slice(1).toLowerCase()} ${y.slice(2)}`;
  return `${d}${MON[Number(m) - 1]}${y.slice(2)}`;
}

const statements = fs
  .readdirSync(LOCKED_12_STATEMENTS)
  .flatMap((layout) =>
    fs
      .readdirSync(path.join(LOCKED_12_STATEMENTS, layout))
      .filter((f) => f.endsWith('.truth.json'))
      .map((f) => path.join(LOCKED_12_STATEMENTS, layout, f)),
  )
  .sort();

describe('locked-12 statements: truth against the printed text', () => {
  it('has nine statements in three layouts', () => {
    expect(statements).toHaveLength(9);
  });

  for (const file of statements) {
    it(path.basename(file), () => {
      const t = JSON.parse(fs.readFileSync(file, 'utf8')) as StatementTruth;
      const pages = text(file.replace(/\.truth\.json$/, '.pdf')).split('\f').filter((p) => p.trim());
      const a = t.accounts[0];
      expect(a.transactions.length).toBeGreaterThanOrEqual(25);
      expect(a.transactions.length).toBeLessThanOrEqual(60);
      expect(pages.length).toBe(Math.max(...a.transactions.map((r) => r.page)));
      expect(pages[0].replace(/ /g, '')).toContain(a.mask);
      expect(pages[0]).toContain(money(a.openingBalanceCents / 100));
      expect(pages.at(-1)).toContain(money(a.closingBalanceCents / 100));
      let balance = a.openingBalanceCents;
      const cursor = pages.map(() => 0);
      for (const r of a.transactions) {
        expect(r.date >= t.period.start && r.date <= t.period.end).toBe(true);
        balance += r.amountCents;
        const lines = pages[r.page - 1].split('\n');
        const at = lines.findIndex(
          (l, i) =>
            i >= cursor[r.page - 1] &&
            l.trim().startsWith(rowDate(t.layout, r.date)) &&
            l.includes(money(r.amountCents / 100)) &&
            l.trimEnd().endsWith(money(balance / 100)),
        );
        expect(at, `${r.date} ${r.description}`).toBeGreaterThanOrEqual(0);
        const words = (lines[at] + ' ' + (lines[at + 1] ?? '')).split(/\s+/);
        for (const w of r.description.split(' ')) expect(words, r.description).toContain(w);
        cursor[r.page - 1] = at + 1;
      }
      expect(balance).toBe(a.closingBalanceCents);
    });
  }

  it('every statement has a photo and a scan carrying its truth, three photos stored on their side', () => {
    let sideways = 0;
    for (const file of statements) {
      const truth = fs.readFileSync(file, 'utf8');
      const stem = path.basename(file).replace(/\.truth\.json$/, '');
      for (const pic of [`${stem}.photo.jpg`, `${stem}.scan.pdf`]) {
        expect(fs.readFileSync(path.join(LOCKED_12_STATEMENT_PICTURES, `${pic}.truth.json`), 'utf8')).toBe(truth);
        expect(fs.existsSync(path.join(LOCKED_12_STATEMENT_PICTURES, pic)), pic).toBe(true);
      }
      const jpg = fs.readFileSync(path.join(LOCKED_12_STATEMENT_PICTURES, `${stem}.photo.jpg`));
      if (jpg.subarray(6, 10).toString('latin1') === 'Exif') sideways++;
    }
    expect(sideways).toBe(3);
  });
});

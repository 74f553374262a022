// The paystubs of a locked split made apart from the readers (the thirteenth and later), checked
// against the PDFs' own text (poppler's pdftotext, nothing of the service's): every figure, name,
// address and date of the truth printed as the layout prints it, each deduction's figures on its line,
// the truth's own arithmetic, and a photo and a scan of every stub carrying its truth.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const text = (pdf: string): string => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
const cents = (x: number): number => Math.round(x * 100);
const sideways = (jpg: Buffer): boolean => jpg.subarray(6, 10).toString('latin1') === 'Exif';

export type MoneyStyle = 'point' | 'comma' | 'space';
export const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
export const LONG_MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A magnitude in cents as printed: 1,234.56 (`point`), 1.234,56 (`comma`) or 1 234,56 (`space`). */
export function printedMoney(c: number, style: MoneyStyle = 'point'): string {
  const abs = Math.abs(c);
  const sep = style === 'point' ? ',' : style === 'comma' ? '.' : ' ';
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return `${whole}${style === 'point' ? '.' : ','}${String(abs % 100).padStart(2, '0')}`;
}

/** The figures on a line, in the style's form. */
const FIGURES: Record<MoneyStyle, RegExp> = {
  point: /\d[\d,]*(?:\.\d\d)?/g,
  comma: /\d[\d.]*(?:,\d\d)?/g,
  space: /\d{1,3}(?: \d{3})*,\d\d/g,
};

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

export interface PrintedPaystubForms {
  /** The split's four layouts, five stubs each. */
  layouts: string[];
  /** An ISO date as the layout prints it. */
  date: (layout: string, iso: string) => string;
  /** How the layout prints its money; `point` when not given. */
  style?: (layout: string) => MoneyStyle;
}

/** The split's paystub truths against their PDFs' text, and their pictures. */
export function describePrintedPaystubTruths(split: string, corpus: string, pictures: string, forms: PrintedPaystubForms): void {
  const stubs = fs
    .readdirSync(corpus)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  const stubTruth = (f: string): StubTruth => JSON.parse(fs.readFileSync(path.join(corpus, `${f}.truth.json`), 'utf8')) as StubTruth;
  const styleOf = forms.style ?? ((): MoneyStyle => 'point');

  describe(`${split} paystubs: truth against the printed text`, () => {
    it('has 20 stubs in four layouts of five, every frequency used and some deductions stopped', () => {
      expect(stubs).toHaveLength(20);
      const truths = stubs.map(stubTruth);
      expect(new Set(truths.map((t) => t.layout))).toEqual(new Set(forms.layouts));
      for (const l of forms.layouts) expect(truths.filter((t) => t.layout === l)).toHaveLength(5);
      expect(new Set(truths.map((t) => t.frequency))).toEqual(new Set(['MONTHLY', 'WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY']));
      expect(truths.flatMap((t) => t.deductions).filter((d) => d.current === null).length).toBeGreaterThanOrEqual(8);
    });

    for (const f of stubs) {
      it(f, () => {
        const t = stubTruth(f);
        const txt = text(path.join(corpus, f));
        expect(t.source).toBe(`generated (eval/paystubs/${split})`);
        expect(txt.split('\f').filter((p) => p.trim()).length).toBe(1);
        const style = styleOf(t.layout);
        const money = (x: number): string => printedMoney(cents(x), style);
        for (const v of [t.gross, t.net, t.ytd_gross, t.ytd_net]) expect(txt).toContain(money(v));
        for (const s of [t.employee.name, t.employee.address]) expect(txt).toContain(s);
        expect(txt.toLowerCase()).toContain(t.employer.name.toLowerCase());
        for (const d of [t.pay_date, t.period.start, t.period.end]) expect(txt).toContain(forms.date(t.layout, d));
        const lines = txt.split('\n');
        for (const d of t.deductions) {
          // the name, then this period's figure and the YTD (a stopped one its YTD only) on one line
          const want = d.current === null ? [money(d.ytd)] : [money(d.current), money(d.ytd)];
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
        const truth = fs.readFileSync(path.join(corpus, `${f}.truth.json`), 'utf8');
        const stem = f.replace(/\.pdf$/, '');
        for (const pic of [`${stem}.photo.jpg`, `${stem}.scan.pdf`]) {
          expect(fs.existsSync(path.join(pictures, pic)), pic).toBe(true);
          expect(fs.readFileSync(path.join(pictures, `${pic}.truth.json`), 'utf8')).toBe(truth);
        }
        if (sideways(fs.readFileSync(path.join(pictures, `${stem}.photo.jpg`)))) turned++;
        expect(fs.readFileSync(path.join(pictures, `${stem}.scan.pdf`)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
      expect(turned).toBe(5);
    });
  });
}

// The statements of a locked split made apart from the readers (the thirteenth and later), checked
// against the PDFs' own text (poppler's pdftotext, nothing of the service's): every truth row printed on
// a line of its own that starts with its date, its amount in its column (or signed, in one column), the
// running balance after it on every row or on a day's last row, its description there or wrapped to
// the next line; balances brought and carried from page to page; the totals each layout prints; a
// photo and a scan of every statement carrying its truth.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printedMoney, type MoneyStyle } from './locked-printed-paystubs.ts';

const text = (pdf: string): string => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
const digits = (s: string): string => s.replace(/\D/g, '');
const sideways = (jpg: Buffer): boolean => jpg.subarray(6, 10).toString('latin1') === 'Exif';

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

export interface PrintedStatementForm {
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

/** A layout's form that prints its figures its own way. */
export interface MoneyStatementForm extends PrintedStatementForm {
  /** A magnitude in cents as the layout prints it. */
  money: (cents: number) => string;
}

/** A magnitude in cents printed in one of the paystubs' money styles. */
export const styledMoney = (style: MoneyStyle) => (c: number) => printedMoney(c, style);

/** Whole units (krónur, rupiah), points between thousands, no decimals: the truth holds no cents. */
export const wholeUnitsWithPoints = (c: number): string => {
  expect(Math.abs(c) % 100).toBe(0);
  return String(Math.abs(c) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
};

/** `figure`: a magnitude in cents as the layout prints it. */
export function describePrintedStatementTruths<F extends PrintedStatementForm>(
  split: string,
  statementsDir: string,
  picturesDir: string,
  forms: Record<string, F>,
  figure: (cents: number, form: F) => string,
): void {
  const statements = fs
    .readdirSync(statementsDir)
    .flatMap((layout) =>
      fs
        .readdirSync(path.join(statementsDir, layout))
        .filter((f) => f.endsWith('.truth.json'))
        .map((f) => path.join(statementsDir, layout, f)),
    )
    .sort();

  describe(`${split} statements: truth against the printed text`, () => {
    it('has nine statements in three layouts of three, two or three pages each', () => {
      expect(statements).toHaveLength(9);
      for (const layout of Object.keys(forms)) expect(statements.filter((f) => path.basename(path.dirname(f)) === layout)).toHaveLength(3);
    });

    for (const file of statements) {
      it(path.basename(file), () => {
        const t = JSON.parse(fs.readFileSync(file, 'utf8')) as StatementTruth;
        const form = forms[t.layout];
        const m = (c: number) => figure(c, form);
        const pages = text(file.replace(/\.truth\.json$/, '.pdf')).split('\f').filter((p) => p.trim());
        const a = t.accounts[0];
        const rows = a.transactions;
        expect(t.source).toBe(`generated (eval/statements/${split})`);
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
          expect(fs.existsSync(path.join(picturesDir, pic)), pic).toBe(true);
          expect(fs.readFileSync(path.join(picturesDir, `${pic}.truth.json`), 'utf8')).toBe(truth);
        }
        if (sideways(fs.readFileSync(path.join(picturesDir, `${stem}.photo.jpg`)))) turned++;
      }
      expect(turned).toBe(3);
    });
  });
}

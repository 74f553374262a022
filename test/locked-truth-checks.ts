// What the locked splits' truth tests share: reading a PDF's text with poppler's `pdftotext -layout`
// (a route that shares nothing with the service's readers), the date and money forms several layouts
// print, the arithmetic every paystub truth must hold, the fields every paystub prints, and the check
// that each photo and scan carries its PDF's truth. Each split's layout-specific checks stay in its
// own test file.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/** The text of each page, laid out. */
export const pagesOf = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f');
export const flat = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
export const cents = (x: number) => Math.round(x * 100);
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---- dates ----------------------------------------------------------------------------------------

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const y = (d: string) => d.slice(0, 4);
export const m = (d: string) => d.slice(5, 7);
export const dd = (d: string) => d.slice(8, 10);
export const month = (d: string) => MONTHS[Number(m(d)) - 1];

/** An ISO date as more than one split's layouts print it (2024-03-05 shown after each). */
export const DATES = {
  iso: (d: string) => d,
  /** 03/05/2024 */
  mdy: (d: string) => `${m(d)}/${dd(d)}/${y(d)}`,
  /** 03/05/24 */
  mdyy: (d: string) => `${m(d)}/${dd(d)}/${y(d).slice(2)}`,
  /** 03/05 */
  md: (d: string) => `${m(d)}/${dd(d)}`,
  /** 05/03/2024 */
  dmy: (d: string) => `${dd(d)}/${m(d)}/${y(d)}`,
  /** 05.03.2024 */
  dmyDot: (d: string) => `${dd(d)}.${m(d)}.${y(d)}`,
  /** Mar 5, 2024 */
  monDY: (d: string) => `${month(d).slice(0, 3)} ${Number(dd(d))}, ${y(d)}`,
  /** March 5, 2024 */
  monthDY: (d: string) => `${month(d)} ${Number(dd(d))}, ${y(d)}`,
  /** 05 Mar 2024 */
  ddMonY: (d: string) => `${dd(d)} ${month(d).slice(0, 3)} ${y(d)}`,
  /** 5 March 2024 */
  dMonthY: (d: string) => `${Number(dd(d))} ${month(d)} ${y(d)}`,
};

// ---- money ----------------------------------------------------------------------------------------

/** 1234.56 as printed, with or without thousands separators; `decimalComma` for 1.234,56. */
export const amountForms = (c: number, decimalComma = false) => {
  const abs = Math.abs(c);
  const whole = String(Math.floor(abs / 100));
  const frac = String(abs % 100).padStart(2, '0');
  const [group, point] = decimalComma ? ['.', ','] : [',', '.'];
  return [...new Set([`${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${point}${frac}`, `${whole}${point}${frac}`])];
};

/** Finds a figure (in cents) in `text` from `from` on; null when it is not there. */
export type FindAmount = (text: string, c: number, from?: number) => { end: number } | null;

/** What follows the first mention of `name` in `line` (case folded). */
export const afterName = (line: string, name: string) => line.slice(line.toLowerCase().indexOf(name.toLowerCase()) + name.length);

/**
 * The line that prints `name`, then `first` and then `second` after it (amounts in dollars; null: not
 * printed). `firstAt` finds the first figure where a layout prints it in its own way (a sign, say).
 */
export function lineWithFigures(lines: string[], name: string, first: number | null, second: number | null, at: FindAmount, firstAt: FindAmount = at): string | undefined {
  return lines.find((l) => {
    const i = l.toLowerCase().indexOf(name.toLowerCase());
    if (i < 0) return false;
    const after = l.slice(i + name.length);
    const a = first === null ? { end: 0 } : firstAt(after, cents(first));
    return a !== null && (second === null || at(after, cents(second), a.end) !== null);
  });
}

// ---- paystubs -------------------------------------------------------------------------------------

export interface PaystubTruth {
  kind: 'paystub';
  layout: string;
  source?: string;
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

export type Want = (ok: boolean, what: string) => void;

/** A list of problems and the way to add one when a check fails; a test expects the list empty. */
export function problemList(): { problems: string[]; want: Want } {
  const problems: string[] = [];
  return { problems, want: (ok, what) => void (ok || problems.push(what)) };
}

/** The PDFs of a paystub corpus, and the truth beside each. */
export const stubPdfs = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.pdf')).sort();
export const stubTruthOf = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, `${file}.truth.json`), 'utf8')) as PaystubTruth;

/** The frequency a pay period's length implies: 14 days is biweekly but for the second half of a leap-year February. */
function frequencyOfPeriod(start: string, end: string): { days: number; frequency: PaystubTruth['frequency'] | null } {
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  const halfFebruary = start.slice(5) === '02-16' && /02-2[89]/.test(end.slice(5));
  const frequency = days === 7 ? 'WEEKLY' : days === 14 && !halfFebruary ? 'BIWEEKLY' : days >= 13 && days <= 16 ? 'SEMI_MONTHLY' : days >= 28 && days <= 31 ? 'MONTHLY' : null;
  return { days, frequency };
}

/**
 * A paystub truth's arithmetic: gross less deductions is net, YTD likewise and not below the period,
 * each deduction's YTD not below its current figure, the period's length fits the frequency, and the
 * pay date is after the period or on the last weekday of one that ends on a weekend. `strict` adds a
 * net above zero and each deduction in one of the three sections.
 */
export function checkPaystubArithmetic(t: PaystubTruth, want: Want, strict: boolean) {
  const current = t.deductions.reduce((s, d) => s + cents(d.current ?? 0), 0);
  want(cents(t.gross) - current === cents(t.net), `gross ${t.gross} less deductions is not net ${t.net}`);
  if (strict) want(t.net > 0, 'net not above zero');
  if (t.ytd_gross !== null && t.ytd_net !== null) {
    const ytd = t.deductions.reduce((s, d) => s + cents(d.ytd ?? 0), 0);
    want(cents(t.ytd_gross) - ytd === cents(t.ytd_net), 'YTD gross less YTD deductions is not YTD net');
    want(t.ytd_gross >= t.gross && t.ytd_net >= t.net, 'YTD below the period');
  }
  for (const d of t.deductions) {
    want(d.ytd === null || d.current === null || d.ytd >= d.current, `${d.name}: YTD below current`);
    if (strict) want(['Taxes', 'Pre-tax deductions', 'After-tax deductions'].includes(d.section), `${d.name}: section ${d.section}`);
  }
  const { days, frequency } = frequencyOfPeriod(t.period.start, t.period.end);
  want(frequency === t.frequency, `period of ${days} days is not ${t.frequency}`);
  want(t.period.start <= t.period.end && Date.parse(t.pay_date) >= Date.parse(t.period.end) - 2 * 86_400_000, 'pay date well before the period ends');
}

/**
 * What every paystub prints: its dates in the layout's form, the names and addresses (case folded;
 * address pieces between commas) and the totals (`prints`: the layout's way of finding a figure in cents).
 */
export function checkPaystubPrints(t: PaystubTruth, text: string, dateOf: (iso: string) => string, prints: (text: string, c: number) => boolean, want: Want) {
  const lower = flat(text);
  for (const d of [t.pay_date, t.period.start, t.period.end]) want(lower.includes(dateOf(d).toLowerCase()), `date ${dateOf(d)} not printed`);
  for (const p of [t.employer, t.employee]) {
    want(lower.includes(flat(p.name)), `name ${p.name} not printed`);
    for (const piece of (p.address ?? '').split(',').map((x) => x.trim()).filter(Boolean)) want(lower.includes(flat(piece)), `address piece ${piece} not printed`);
  }
  for (const [what, v] of [['gross', t.gross], ['net', t.net], ['ytd_gross', t.ytd_gross], ['ytd_net', t.ytd_net]] as const) {
    if (v !== null) want(prints(text, cents(v)), `${what} ${v} not printed`);
  }
}

// ---- statements -----------------------------------------------------------------------------------

export interface StatementTruth {
  layout: string;
  currency: string;
  source?: string;
  period: { start: string; end: string };
  accounts: Array<{
    mask: string | null;
    openingBalanceCents: number;
    closingBalanceCents: number;
    transactions: Array<{ date: string; description: string; amountCents: number; page: number }>;
  }>;
}

/** A truth that also says how the service must judge the statement. */
export interface JudgedStatementTruth extends StatementTruth {
  accounts: Array<StatementTruth['accounts'][number] & { expectStatus: string }>;
  expectReconciled: boolean;
  expectStatus: string;
}

/** The PDFs of a statement corpus (one folder per layout) as `layout/name.pdf`, and the truth beside each. */
export const statementPdfs = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => fs.readdirSync(path.join(dir, d.name)).filter((f) => f.endsWith('.pdf')).map((f) => path.join(d.name, f)))
    .sort();
export const statementTruthOf = <T extends StatementTruth = StatementTruth>(dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file.replace(/\.pdf$/, '.truth.json')), 'utf8')) as T;

// ---- pictures -------------------------------------------------------------------------------------

const PICTURE = /\.(photo\.jpg|scan\.pdf)$/;

/** A JPEG photo, or a scan: a PDF with no text layer. */
export function expectPicture(file: string) {
  const head = fs.readFileSync(file).subarray(0, 4);
  if (file.endsWith('.jpg')) expect([head[0], head[1]]).toEqual([0xff, 0xd8]);
  else {
    expect(head.toString('latin1')).toBe('%PDF');
    expect(pagesOf(file).join('').trim()).toBe('');
  }
}

/** A photo and a scan of every stub, each with its PDF's truth; returns the pictures' names. */
export function expectStubPicturesCarryTruth(pictureDir: string, corpusDir: string, stubs: number): string[] {
  const pictures = fs.readdirSync(pictureDir).filter((f) => PICTURE.test(f));
  expect(pictures.length).toBe(2 * stubs);
  for (const f of pictures) {
    const pdf = f.replace(PICTURE, '.pdf');
    expect(fs.readFileSync(path.join(pictureDir, `${f}.truth.json`), 'utf8')).toBe(fs.readFileSync(path.join(corpusDir, `${pdf}.truth.json`), 'utf8'));
    expectPicture(path.join(pictureDir, f));
  }
  return pictures;
}

/** A photo and a scan of one statement per layout (`every`: of every statement), each with its PDF's truth. */
export function expectStatementPicturesCarryTruth(pictureDir: string, corpusDir: string, statementFiles: string[], every = false) {
  const pictures = fs.readdirSync(pictureDir).filter((f) => PICTURE.test(f));
  const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
  expect(pictures.length).toBe(2 * (every ? statementFiles.length : layouts.size));
  for (const f of pictures) {
    expectPicture(path.join(pictureDir, f));
    const stem = f.replace(PICTURE, '');
    const layout = stem.replace(/-\d+$/, '');
    expect(fs.readFileSync(path.join(pictureDir, `${f}.truth.json`), 'utf8')).toBe(fs.readFileSync(path.join(corpusDir, layout, `${stem}.truth.json`), 'utf8'));
  }
}

/** How many of the JPEG pictures are stored on their side: EXIF Orientation in an APP1 segment right after the start of the image. */
export function sidewaysPhotos(pictureDir: string, pictures: readonly string[]): number {
  return pictures.filter((f) => {
    if (!f.endsWith('.jpg')) return false;
    const bytes = fs.readFileSync(path.join(pictureDir, f));
    return bytes[3] === 0xe1 && bytes.subarray(6, 10).toString('latin1') === 'Exif';
  }).length;
}

/** A figure's pattern standing alone (no digit, point or grouped digits running on either side). */
export const alone = (pattern: string) => new RegExp(`(?<![\\d.,])(?<!\\d )${pattern}(?![\\d]|[.,]\\d| \\d)`, 'g');
/** Where `pattern` next stands alone in `text` from `from`. */
export function findFrom(text: string, pattern: string, from: number): { index: number; end: number } | null {
  const re = alone(pattern);
  re.lastIndex = from;
  const found = re.exec(text);
  return found ? { index: found.index, end: found.index + found[0].length } : null;
}

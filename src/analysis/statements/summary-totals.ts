// A statement's printed totals ("Deposits 2,500.00", "Total Debits (14) 3,120.55", "Interest Paid
// 1.23") checked against its rows by what each label means. A total counts one class of rows: money in
// or money out, or only the interest, the checks or the fees. A statement that prints its interest
// (or checks, or fees) on a line of its own often leaves those rows out of its deposits (or
// withdrawals) total, so a total that matches its rows with such a class left out is a match.
// A total whose label names a section of the statement ("ATM & Debit Card Withdrawals  23  -2,083.79")
// counts that section's rows (or the rows of one kind, "Debit Card", in a table with an activity
// column); a count printed beside a total ("(5)", "5 items", "23") is checked too.

export type TotalKind = 'credits' | 'debits' | 'interest' | 'checks' | 'fees';

export interface PrintedTotal {
  label: string;
  /** The figure as printed, a magnitude. */
  cents: number;
}

export interface RowForTotals {
  amountCents: number;
  description: string;
}

type RowClass = 'interest' | 'checks' | 'fees';

const CLASSES: Array<[RowClass, RegExp]> = [
  ['interest', /\b(interest|dividends?)\b/i],
  ['checks', /^(check|chk|cheque)\b/i],
  ['fees', /\b(fees?|service charges?|maintenance charge)\b/i],
];

/** What a total's label counts, or null when it is not a total of rows. */
export function totalKind(label: string): TotalKind | null {
  const counted = label.toLowerCase().replace(/\(\s*\d+\s*\)|\d+\s+items?/g, ' ');
  // A total of some other span ("Total interest paid in 2021") is no total of these rows.
  if (/\d/.test(counted)) return null;
  const t = counted.replace(/[^a-z/& ]/g, ' ').replace(/\s+/g, ' ').trim();
  if (t === '' || t.split(' ').length > 5 || /\bbalances?\b|\baverage\b|\bytd\b|\byear\b|\bminimum\b|\bpending\b|\bavailable\b/.test(t)) return null;
  if (/^(total\s+)?(interest|dividends?)(\s+(paid|earned|credited))?(\s+this\s+period)?$/.test(t)) return 'interest';
  if (/^(total\s+)?(checks|cheques)(\s+(paid|cleared))?$/.test(t)) return 'checks';
  if (/^(total\s+)?(fees|service charges|fees and charges)(\s+charged)?$/.test(t)) return 'fees';
  if (/\b(interest|dividends?)\b/.test(t)) return null;
  const credit = /\b(deposits?|credits?|additions|money in|paid in)\b/.test(t);
  const debit = /\b(withdrawals?|debits?|subtractions|money out|paid out|payments and other debits)\b/.test(t);
  if (credit === debit) return null;
  return credit ? 'credits' : 'debits';
}

/** A section of rows printed under its own heading, by the heading's words. */
export interface SectionRows {
  name: string;
  rows: readonly RowForTotals[];
}

/** A label's words for comparing it with a heading: case, "&", punctuation and "(continued)" aside. */
export function sectionWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(?\bcontinued\b\)?|\(cont(?:inued|\.)?\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The label without the count printed beside it, and that count ("(5)", "5 items", a bare "23" at its end). */
export function countedLabel(label: string): { label: string; count: number | null } {
  const m = /\(\s*(\d{1,5})\s*\)|\b(\d{1,5})\s+items?(?:\(s\))?\b|\s(\d{1,5})\s*$/i.exec(label);
  if (!m) return { label, count: null };
  return { label: (label.slice(0, m.index) + ' ' + label.slice(m.index + m[0].length)).replace(/\s+/g, ' ').trim(), count: Number(m[1] ?? m[2] ?? m[3]) };
}

const classOf = (row: RowForTotals): RowClass | null => CLASSES.find(([, re]) => re.test(row.description))?.[0] ?? null;

interface Reading {
  sum: number;
  count: number;
}

const reading = (rows: readonly RowForTotals[]): Reading => ({ sum: rows.reduce(addSize, 0), count: rows.length });

/** Named, not inline: run for every row of every printed total checked (see pdf/rows.ts). */
function addSize(s: number, r: RowForTotals): number {
  return s + Math.abs(r.amountCents);
}

/** What a total of `kind` may mean: its rows, with any of the classes printed apart left out. */
function readings(kind: TotalKind, rows: readonly RowForTotals[]): Reading[] {
  const sign = kind === 'credits' || kind === 'interest' ? 1 : -1;
  const mine = rows.filter((r) => Math.sign(r.amountCents) === sign);
  if (kind === 'interest' || kind === 'checks' || kind === 'fees') return [reading(mine.filter((r) => classOf(r) === kind))];
  const out: Reading[] = [];
  const classes: RowClass[] = ['interest', 'checks', 'fees'];
  for (let mask = 0; mask < 1 << classes.length; mask++) {
    const left = classes.filter((_, k) => mask & (1 << k));
    out.push(reading(mine.filter((r) => !left.includes(classOf(r) as RowClass))));
  }
  return out;
}

const money = (c: number) => (c / 100).toFixed(2);

/**
 * One sentence per printed total that no reading of the rows gives: a total naming one of `sections`
 * against that section's rows, any other by what its label counts; a printed count must match too.
 */
export function checkPrintedTotals(totals: readonly PrintedTotal[], rows: readonly RowForTotals[], sections: readonly SectionRows[] = []): string[] {
  const problems: string[] = [];
  for (const total of totals) {
    const { label, count } = countedLabel(total.label);
    const named = sectionWords(label);
    const section = named ? sections.find((s) => sectionWords(s.name) === named) : undefined;
    if (section) {
      const r = reading(section.rows);
      // Its rows' sum, or their net when a refund among them is taken off ("Debit Card (2,788.28)").
      const net = Math.abs(section.rows.reduce((s, row) => s + row.amountCents, 0));
      if ((r.sum === total.cents || net === total.cents) && (count === null || count === r.count)) continue;
      const counted = count === null ? '' : `, ${count} rows`;
      problems.push(`The printed total "${total.label.trim()}" is ${money(total.cents)}${counted}, but the section "${section.name}" has ${r.count} rows adding up to ${money(r.sum)}.`);
      continue;
    }
    const kind = totalKind(total.label);
    if (!kind) continue;
    const all = readings(kind, rows);
    // A count beside the total counts the rows it adds: "(N)" or "N items" only, as totalKind reads them.
    const printedCount = /\(\s*\d+\s*\)|\d+\s+items?/i.test(total.label) ? count : null;
    if (all.some((r) => r.sum === total.cents && (printedCount === null || r.count === printedCount))) continue;
    const counted = printedCount === null ? '' : ` over ${printedCount} rows`;
    problems.push(`The printed total "${total.label.trim()}" is ${money(total.cents)}${counted}, but the rows it counts add up to ${money(all[0].sum)} over ${all[0].count} rows.`);
  }
  return problems;
}

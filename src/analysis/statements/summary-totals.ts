// A statement's printed totals ("Deposits 2,500.00", "Total Debits (14) 3,120.55", "Interest Paid
// 1.23") checked against its rows by what each label means. A total counts one class of rows: money in
// or money out, or only the interest, the checks or the fees. A statement that prints its interest
// (or checks, or fees) on a line of its own often leaves those rows out of its deposits (or
// withdrawals) total, so a total that matches its rows with such a class left out is a match.

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

const classOf = (row: RowForTotals): RowClass | null => CLASSES.find(([, re]) => re.test(row.description))?.[0] ?? null;

/** The sums a total of `kind` may mean: its rows, with any of the classes printed apart left out. */
function readings(kind: TotalKind, rows: readonly RowForTotals[]): number[] {
  const sign = kind === 'credits' || kind === 'interest' ? 1 : -1;
  const mine = rows.filter((r) => Math.sign(r.amountCents) === sign);
  if (kind === 'interest' || kind === 'checks' || kind === 'fees') {
    return [mine.filter((r) => classOf(r) === kind).reduce((s, r) => s + Math.abs(r.amountCents), 0)];
  }
  const out = new Set<number>();
  const classes: RowClass[] = ['interest', 'checks', 'fees'];
  for (let mask = 0; mask < 1 << classes.length; mask++) {
    const left = classes.filter((_, k) => mask & (1 << k));
    out.add(mine.filter((r) => !left.includes(classOf(r) as RowClass)).reduce((s, r) => s + Math.abs(r.amountCents), 0));
  }
  return [...out];
}

/** One sentence per printed total that no reading of the rows gives. */
export function checkPrintedTotals(totals: readonly PrintedTotal[], rows: readonly RowForTotals[]): string[] {
  const problems: string[] = [];
  for (const total of totals) {
    const kind = totalKind(total.label);
    if (!kind) continue;
    const sums = readings(kind, rows);
    if (sums.includes(total.cents)) continue;
    problems.push(`The printed total "${total.label.trim()}" is ${(total.cents / 100).toFixed(2)}, but the rows it counts add up to ${(sums[0] / 100).toFixed(2)}.`);
  }
  return problems;
}

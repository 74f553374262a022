// Read from a picture, a row's amount can lose its decimal point ("2414" for 24.14, then no money
// at all, or whole units under an amount column) or a digit ("1258.00" for 258.00), while the running balances either side of it are read
// right. Where the balance moved by an amount whose digits the row prints (all of them, all but
// one, or all but its first or last one or two), and the steps of the rows either side confirm both balances, the step is the row's amount.
import { oneDigitApart } from '../../ocr/paystub-arithmetic.ts';

export interface BalancedRow {
  /** The amount read, unsigned; null when the row's line printed none. */
  cents: number | null;
  /** The running balance printed on the row, or null. */
  balance: number | null;
  /** Whole numbers the row's line prints where no amount was read (a figure that lost its point). */
  bare: readonly number[];
  /**
   * The digits of figures the line prints that were read as no amount at all ("104.7)", "#9.52",
   * "3.19589"): one may be the amount with a digit misread, lost or gained at its ends.
   */
  misread?: readonly number[];
}

/**
 * The amounts, unsigned, with those put right that the balances show were misread. A row is put
 * right only when it and the rows either side print a balance, and the amounts of the rows either
 * side are exactly the steps to their balances (the first row's, from the opening balance); or, where
 * no amount was read, when the digits of a figure the row prints are the step exactly. A row that
 * prints no figure at all (a picture lost it) takes the step between confirmed balances. Rows put
 * right confirm their neighbours' balances in turn (a lost figure beside a misread one).
 */
export function amountsFromBalances(rows: readonly BalancedRow[], opening: number | null): (number | null)[] {
  let cents = rows.map((r) => r.cents);
  for (let round = 0; round < 4; round++) {
    const next = amountsOnce(
      rows.map((r, k) => ({ ...r, cents: cents[k] })),
      opening,
    );
    if (next.every((c, k) => c === cents[k])) break;
    cents = next;
  }
  return cents;
}

function amountsOnce(rows: readonly BalancedRow[], opening: number | null): (number | null)[] {
  return rows.map((row, k) => {
    const before = k === 0 ? opening : rows[k - 1].balance;
    const next = rows[k + 1];
    // The digits of a figure read as no amount are the step to the cent: both balances agree.
    if (row.cents === null && before !== null && row.balance !== null) {
      const step = Math.abs(row.balance - before);
      if (step !== 0 && (row.bare.includes(step) || (row.misread ?? []).includes(step))) return step;
    }
    if (before === null || row.balance === null || !next || next.balance === null || next.cents === null) return row.cents;
    const step = Math.abs(row.balance - before);
    if (step === 0 || row.cents === step || Math.abs(next.balance - row.balance) !== next.cents) return row.cents;
    // The balance before it must be confirmed too: the step to it is the previous row's amount (an
    // opening balance alone may be the one misread).
    if (k === 0) return row.cents;
    const previous = rows[k - 1];
    const earlier = k === 1 ? opening : rows[k - 2].balance;
    if (earlier === null || previous.cents === null || Math.abs(before - earlier) !== previous.cents) return row.cents;
    // Nothing printed but the balance (the figure lost to the picture): the step between confirmed balances.
    const nothing = row.bare.length === 0 && (row.misread ?? []).length === 0;
    if (row.cents === null) return nothing || row.bare.includes(step) || (row.misread ?? []).some((n) => n === step || edgeDigitsLost(n, step, true) || oneDigitApart(n, step)) ? step : null;
    // A figure without cents read as whole units under an amount column ("2414" as 2,414.00).
    if (row.cents === step * 100) return step;
    return oneDigitApart(row.cents, step) || edgeDigitsLost(row.cents, step) ? step : row.cents;
  });
}

/**
 * Whether one figure is the other with its first digits lost or a digit added before them
 * ("00.00" for "1,500.00", a sign read "4": "42,181.79" for "+2,181.79"): the digits of the shorter,
 * to cents, end the longer, which has at most two more. `atEnd`: or its last digits ("23.7" for
 * "23.72"), for a figure read as no amount whose cents are not known to be whole.
 */
export function edgeDigitsLost(read: number, step: number, atEnd = false): boolean {
  // Nothing left but zeros ("00.00"): no row moves its balance by nothing.
  if (read === 0) return step !== 0;
  const a = String(read).padStart(3, '0');
  const b = String(step).padStart(3, '0');
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.length > short.length && long.length - short.length <= 2 && (long.endsWith(short) || (atEnd && long.startsWith(short)));
}

export interface SpanRow {
  /** The amount read, unsigned. */
  cents: number | null;
  /** Its direction by its column or its own sign; 0 when neither tells. */
  sign: -1 | 0 | 1;
  balance: number | null;
  /** The figure was printed without cents and read as whole units ("6102" as 6,102.00). */
  whole: boolean;
}

/**
 * Amounts, unsigned, with a figure read as whole units put right where it lost its point: between
 * two printed balances (a day's, in a statement that prints one a day), the rows' amounts miss the
 * step and reading exactly one such figure as cents ("6102" as 61.02) makes them meet it.
 */
export function wholeFiguresFromBalances(rows: readonly SpanRow[], opening: number | null): (number | null)[] {
  const out = rows.map((r) => r.cents);
  let before = opening;
  let start = 0;
  rows.forEach((row, k) => {
    if (row.balance === null) return;
    const span = rows.slice(start, k + 1);
    if (before !== null && span.every((r) => r.cents !== null && r.sign !== 0)) {
      const sum = span.reduce((s, r) => s + r.sign * r.cents!, 0);
      const need = row.balance - before;
      const fits = span.flatMap((r, j) => (r.whole && r.cents! % 100 === 0 && sum - r.sign * r.cents! + (r.sign * r.cents!) / 100 === need ? [start + j] : []));
      if (sum !== need && fits.length === 1) out[fits[0]] = rows[fits[0]].cents! / 100;
    }
    before = row.balance;
    start = k + 1;
  });
  return out;
}

/**
 * Amounts, unsigned, with a figure put right that lost its first digits to the picture ("1 019,73"
 * read "019,73", "991,49" read "91,49"): between two printed balances (a day's, in a statement that
 * prints one a day), the rows' amounts miss the step, and exactly one figure, given the one or two
 * digits more before its own that the step asks of it, makes them meet it. Both balances must be
 * confirmed: the rows before the first (or, for the first day, the opening) and the two spans after the second meet their steps exactly
 * (a balance that lost its thousands, "3 385,41" read "385,41", asks digits of a figure that never
 * lost any, and the next balance read so too meets its step: the one after them does not).
 */
export function lostDigitsFromBalances(rows: readonly SpanRow[], opening: number | null): (number | null)[] {
  const out = rows.map((r) => r.cents);
  const spans: { start: number; end: number; before: number | null; meets: boolean }[] = [];
  let before = opening;
  let start = 0;
  rows.forEach((row, k) => {
    if (row.balance === null) return;
    const span = rows.slice(start, k + 1);
    const known = before !== null && span.every((r) => r.cents !== null && r.sign !== 0);
    spans.push({ start, end: k, before, meets: known && span.reduce((s, r) => s + r.sign * r.cents!, 0) === row.balance - before! });
    before = row.balance;
    start = k + 1;
  });
  spans.forEach((span, s) => {
    if (span.meets || span.before === null || !spans[s + 1]?.meets || spans[s + 2]?.meets === false) return;
    // The opening balance confirms nothing on its own (a summary's figure may be the one misread):
    // the first day is put right only where the two after it meet theirs.
    if (s === 0 ? !spans[2]?.meets : !spans[s - 1].meets) return;
    const part = rows.slice(span.start, span.end + 1);
    if (!part.every((r) => r.cents !== null && r.sign !== 0)) return;
    const sum = part.reduce((t, r) => t + r.sign * r.cents!, 0);
    const need = rows[span.end].balance! - span.before;
    const fits = part.flatMap((r, j) => {
      const figure = r.sign * (need - (sum - r.sign * r.cents!));
      return figure > r.cents! && edgeDigitsLost(r.cents!, figure) ? [{ k: span.start + j, figure }] : [];
    });
    if (fits.length === 1) out[fits[0].k] = fits[0].figure;
  });
  return out;
}

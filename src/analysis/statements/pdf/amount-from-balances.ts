// Read from a picture, a row's amount can lose its decimal point ("2414" for 24.14, then no money
// at all, or whole units under an amount column) or a digit ("1258.00" for 258.00), while the running balances either side of it are read
// right. Where the balance moved by an amount whose digits the row prints (all of them, or all but
// one), and the steps of the rows either side confirm both balances, the step is the row's amount.
import { oneDigitApart } from '../../ocr/paystub-arithmetic.ts';

export interface BalancedRow {
  /** The amount read, unsigned; null when the row's line printed none. */
  cents: number | null;
  /** The running balance printed on the row, or null. */
  balance: number | null;
  /** Whole numbers the row's line prints where no amount was read (a figure that lost its point). */
  bare: readonly number[];
}

/**
 * The amounts, unsigned, with those put right that the balances show were misread. A row is put
 * right only when it and the rows either side print a balance, and the amounts of the rows either
 * side are exactly the steps to their balances (the first row's, from the opening balance).
 */
export function amountsFromBalances(rows: readonly BalancedRow[], opening: number | null): (number | null)[] {
  return rows.map((row, k) => {
    const before = k === 0 ? opening : rows[k - 1].balance;
    const next = rows[k + 1];
    if (before === null || row.balance === null || !next || next.balance === null || next.cents === null) return row.cents;
    const step = Math.abs(row.balance - before);
    if (step === 0 || row.cents === step || Math.abs(next.balance - row.balance) !== next.cents) return row.cents;
    // The balance before it must be confirmed too: the step to it is the previous row's amount (an
    // opening balance alone may be the one misread).
    if (k === 0) return row.cents;
    const previous = rows[k - 1];
    const earlier = k === 1 ? opening : rows[k - 2].balance;
    if (earlier === null || previous.cents === null || Math.abs(before - earlier) !== previous.cents) return row.cents;
    if (row.cents === null) return row.bare.includes(step) ? step : null;
    // A figure without cents read as whole units under an amount column ("2414" as 2,414.00).
    if (row.cents === step * 100) return step;
    return oneDigitApart(row.cents, step) ? step : row.cents;
  });
}

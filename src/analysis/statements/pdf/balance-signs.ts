// Read from a picture, a table's header can lose a word ("Money out £" read "Money"), and the
// amounts under it then take the wrong column's sign. Where the printed running balance moved by
// exactly a row's amount, the direction it moved is the row's sign whatever its column said.

export interface BalanceStep {
  /** The row's amount as read, unsigned. */
  cents: number | null;
  /** The running balance printed on the row, or null. */
  balance: number | null;
}

/**
 * Turns, in place, the sign of every row whose printed balance, against the one printed just before
 * it (or the opening balance), moved by exactly its amount in the other direction. A row after one
 * that prints no balance is left as it is: the step then spans more than the row. Returns how many
 * signs were turned.
 */
export function signsFromBalanceSteps(rows: readonly BalanceStep[], opening: number | null, signs: (-1 | 0 | 1)[]): number {
  let before = opening;
  let turned = 0;
  rows.forEach((row, k) => {
    if (row.balance === null) {
      before = null;
      return;
    }
    const step = before === null ? 0 : row.balance - before;
    if (step !== 0 && row.cents !== null && Math.abs(step) === row.cents) {
      const want = step > 0 ? 1 : -1;
      if (signs[k] !== want) (signs[k] = want), turned++;
    }
    before = row.balance;
  });
  return turned;
}

/**
 * Rows between two printed balances (a statement that prints one now and then, or a picture that lost
 * some): where their signed amounts miss the step between the balances and turning the sign of exactly
 * one row whose sign was not read (no minus, no column: `explicit` 0) meets it, that row's sign is
 * turned (measured: a signed column's "-74.78" read "74.78" beside "-100.00", the balance printed after
 * both). Turns in place; returns how many.
 */
export function signsFromBalanceSpans(rows: readonly (BalanceStep & { explicit: -1 | 0 | 1 })[], opening: number | null, signs: (-1 | 0 | 1)[]): number {
  let before = opening;
  let start = 0;
  let turned = 0;
  rows.forEach((row, k) => {
    if (row.balance === null) return;
    const span: number[] = [];
    for (let i = start; i <= k; i++) span.push(i);
    if (before !== null && span.length >= 2 && span.every((i) => rows[i].cents !== null && signs[i] !== 0)) {
      const sum = span.reduce((s, i) => s + signs[i] * rows[i].cents!, 0);
      const step = row.balance - before;
      if (sum !== step) {
        const fits = span.filter((i) => rows[i].explicit === 0 && sum - 2 * signs[i] * rows[i].cents! === step);
        if (fits.length === 1) (signs[fits[0]] = signs[fits[0]] === 1 ? -1 : 1), turned++;
      }
    }
    before = row.balance;
    start = k + 1;
  });
  return turned;
}

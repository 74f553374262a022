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

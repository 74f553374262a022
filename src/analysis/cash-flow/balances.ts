// Running balances per account: as printed, or rebuilt from the neighbouring printed balances or from
// the opening/closing balance; then end-of-day balances, month-end balances and days below zero.

export interface BalanceTransaction {
  day: number;
  amountCents: number;
  printedBalanceCents: number | null;
}

export interface AccountBalances {
  /** Balance after each transaction (same order as given); null when it cannot be known. */
  after: Array<number | null>;
  /** Balance before the first transaction; null when unknown. */
  initial: number | null;
}

/**
 * Balance after each transaction of one account, transactions in account order (by date, then as
 * listed). A printed balance is kept; a missing one is the previous balance plus the amount (the
 * opening balance before the first row), else the next balance minus the next amount (the closing
 * balance after the last row); null when the account has neither printed nor opening/closing balances.
 */
export function reconstructBalances(
  txs: readonly BalanceTransaction[],
  openingCents: number | null,
  closingCents: number | null,
): AccountBalances {
  const n = txs.length;
  const after: Array<number | null> = txs.map((t) => t.printedBalanceCents);
  for (let i = 0; i < n; i++) {
    if (after[i] !== null) continue;
    const prev = i === 0 ? openingCents : after[i - 1];
    if (prev !== null) after[i] = prev + txs[i].amountCents;
  }
  if (n > 0 && after[n - 1] === null && closingCents !== null) after[n - 1] = closingCents;
  for (let i = n - 2; i >= 0; i--) {
    if (after[i] === null && after[i + 1] !== null) after[i] = after[i + 1]! - txs[i + 1].amountCents;
  }
  let initial = openingCents;
  if (initial === null && n > 0 && after[0] !== null) initial = after[0] - txs[0].amountCents;
  if (initial === null && n === 0) initial = closingCents;
  return { after, initial };
}

/** Balance at the end of `day`: the balance after the account's last transaction on or before it. */
export function balanceAtEndOf(
  txs: readonly BalanceTransaction[],
  balances: AccountBalances,
  day: number,
): number | null {
  // Binary search for the last transaction with t.day <= day.
  let lo = 0;
  let hi = txs.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (txs[mid].day <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? balances.initial : balances.after[found];
}

export interface NegativeDays {
  /** Per day of the data (index 0 = startDay): whether some account ended the day below zero. */
  negative: Uint8Array;
  /** Indices (into the account's transactions) that took a balance from zero or above to below zero. */
  overdrawing: number[];
}

/**
 * Days, between startDay and endDay, on which the account ended below zero: a balance holds from the
 * day of a transaction until the day before the next one, and from the last one to the end of the data.
 */
export function negativeDays(
  txs: readonly BalanceTransaction[],
  balances: AccountBalances,
  startDay: number,
  endDay: number,
): NegativeDays {
  const negative = new Uint8Array(endDay - startDay + 1);
  const overdrawing: number[] = [];
  const mark = (from: number, to: number, bal: number | null) => {
    if (bal === null || bal >= 0) return;
    for (let d = Math.max(from, startDay); d <= Math.min(to, endDay); d++) negative[d - startDay] = 1;
  };
  let prev = balances.initial;
  if (txs.length > 0) mark(startDay, txs[0].day - 1, balances.initial);
  for (let i = 0; i < txs.length; i++) {
    const bal = balances.after[i];
    if (bal !== null && bal < 0 && (prev === null || prev >= 0)) overdrawing.push(i);
    prev = bal;
    const lastOfDay = i === txs.length - 1 || txs[i + 1].day !== txs[i].day;
    if (!lastOfDay) continue;
    const until = i === txs.length - 1 ? endDay : txs[i + 1].day - 1;
    mark(txs[i].day, until, bal);
  }
  return { negative, overdrawing };
}

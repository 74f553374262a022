import { describe, expect, it } from 'vitest';
import { balanceAtEndOf, negativeDays, reconstructBalances, type BalanceTransaction } from './balances.ts';

const tx = (day: number, amountCents: number, printedBalanceCents: number | null = null): BalanceTransaction => ({ day, amountCents, printedBalanceCents });

describe('reconstructBalances', () => {
  it('keeps printed balances and fills a gap from the previous one', () => {
    // 1000 printed; 1000 - 300 = 700; 500 printed.
    expect(reconstructBalances([tx(1, 1000, 1000), tx(2, -300), tx(3, -200, 500)], null, null)).toEqual({ after: [1000, 700, 500], initial: 0 });
  });
  it('from the opening balance forward', () => {
    expect(reconstructBalances([tx(1, -2000), tx(2, 500)], 10_000, null)).toEqual({ after: [8000, 8500], initial: 10_000 });
  });
  it('from the closing balance backward', () => {
    // After the last: 5000; before it: 5000 - 3000 = 2000; before the first: 2000 + 1000 = 3000.
    expect(reconstructBalances([tx(1, -1000), tx(2, 3000)], null, 5000)).toEqual({ after: [2000, 5000], initial: 3000 });
  });
  it('from a printed balance in the middle, both ways', () => {
    // 900 printed on the second row: first = 900 - (-100) = 1000, third = 900 + 50 = 950.
    expect(reconstructBalances([tx(1, 200), tx(2, -100, 900), tx(3, 50)], null, null)).toEqual({ after: [1000, 900, 950], initial: 800 });
  });
  it('unknown without any balance', () => {
    expect(reconstructBalances([tx(1, 100)], null, null)).toEqual({ after: [null], initial: null });
  });
});

describe('balanceAtEndOf / negativeDays', () => {
  // Opening 100; day 2: -300 (-200); day 5: +500 (300); day 8: -400 (-100). Data from day 0 to day 9.
  const txs = [tx(2, -300), tx(5, 500), tx(8, -400)];
  const balances = reconstructBalances(txs, 100, null);

  it('balance at the end of a day is the last transaction on or before it', () => {
    expect([0, 1, 2, 4, 5, 7, 8, 9].map((d) => balanceAtEndOf(txs, balances, d))).toEqual([100, 100, -200, -200, 300, 300, -100, -100]);
  });

  it('counts days 2, 3, 4, 8 and 9 below zero; overdrawn by rows 0 and 2', () => {
    const neg = negativeDays(txs, balances, 0, 9);
    expect([...neg.negative]).toEqual([0, 0, 1, 1, 1, 0, 0, 0, 1, 1]);
    expect(neg.overdrawing).toEqual([0, 2]);
  });

  it('only the end of the day counts: below zero and back the same day is not a negative day', () => {
    const same = [tx(3, -500), tx(3, 600)];
    const neg = negativeDays(same, reconstructBalances(same, 100, null), 0, 5);
    expect([...neg.negative]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(neg.overdrawing).toEqual([0]);
  });
});

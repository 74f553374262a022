import { describe, expect, it } from 'vitest';
import { dailyBalances, monthBars } from './chart-data.ts';

describe('dailyBalances', () => {
  it('takes each account’s last balance of the day and sums the accounts seen so far', () => {
    expect(
      dailyBalances([
        { account_id: 'a', date: '2025-01-02', running_balance: 100 },
        { account_id: 'a', date: '2025-01-02', running_balance: 80.5 },
        { account_id: 'b', date: '2025-01-03', running_balance: -50 },
        { account_id: 'a', date: '2025-01-05', running_balance: -40 },
        { account_id: 'b', date: '2025-01-04', running_balance: null },
        { account_id: 'a', date: 'not a date', running_balance: 1 },
      ]),
    ).toEqual([
      { date: '2025-01-02', balance: 80.5 },
      { date: '2025-01-03', balance: 30.5 },
      { date: '2025-01-05', balance: -90 },
    ]);
  });

  it('is empty without balances', () => {
    expect(dailyBalances([{ account_id: 'a', date: '2025-01-02', running_balance: null }])).toEqual([]);
  });
});

describe('monthBars', () => {
  it('keeps months in order with numbers only', () => {
    expect(monthBars([{ month: '2025-02', inflow: 10, outflow: 'x' }, { month: '2025-01', inflow: 5, outflow: 3 }, null])).toEqual([
      { month: '2025-01', inflow: 5, outflow: 3 },
      { month: '2025-02', inflow: 10, outflow: 0 },
    ]);
    expect(monthBars(undefined)).toEqual([]);
  });
});

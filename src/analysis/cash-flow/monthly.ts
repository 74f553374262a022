// Per calendar month: money in, money out, net, balance at the end of the month, and the count.

import type { TransactionCategory } from './cash-flow.types.ts';
import { addMonths, dayOfMonth, monthKey, ymd } from './dates.ts';

export interface MonthlyTransaction {
  day: number;
  amountCents: number;
  category: TransactionCategory;
}

export interface MonthCents {
  month: string;
  inflowCents: number;
  outflowCents: number;
  netCents: number;
  endingBalanceCents: number | null;
  transactionCount: number;
}

/**
 * Every calendar month from the month of `startDay` to that of `endDay`, months without transactions
 * included. Own transfers (TRANSFER_OWN) count in neither inflow nor outflow but do count in
 * `transactionCount`. `balanceAt(day)` gives the sum over accounts of the end-of-day balances, or
 * null when one is unknown; the month's ending balance is taken on its last day (or on `endDay` for
 * the last month).
 */
export function monthlySummary(
  txs: readonly MonthlyTransaction[],
  startDay: number,
  endDay: number,
  balanceAt: (day: number) => number | null,
): MonthCents[] {
  const byMonth = new Map<string, MonthCents>();
  const start = ymd(startDay);
  const end = ymd(endDay);
  const months: MonthCents[] = [];
  for (let i = 0; ; i++) {
    const { y, m } = addMonths(start.y, start.m, i);
    if (y > end.y || (y === end.y && m > end.m)) break;
    const lastDay = Math.min(dayOfMonth(y, m, 0), endDay);
    const month: MonthCents = {
      month: monthKey(dayOfMonth(y, m, 1)),
      inflowCents: 0,
      outflowCents: 0,
      netCents: 0,
      endingBalanceCents: balanceAt(lastDay),
      transactionCount: 0,
    };
    months.push(month);
    byMonth.set(month.month, month);
  }
  for (const t of txs) {
    const month = byMonth.get(monthKey(t.day));
    if (!month) continue;
    month.transactionCount++;
    if (t.category === 'TRANSFER_OWN') continue;
    if (t.amountCents >= 0) month.inflowCents += t.amountCents;
    else month.outflowCents -= t.amountCents;
  }
  for (const m of months) m.netCents = m.inflowCents - m.outflowCents;
  return months;
}

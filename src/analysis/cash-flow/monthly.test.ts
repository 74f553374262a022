import { describe, expect, it } from 'vitest';
import { formatDay, parseDay } from './dates.ts';
import { monthlySummary, type MonthlyTransaction } from './monthly.ts';

const d = (iso: string) => parseDay(iso)!;

describe('monthlySummary', () => {
  const txs: MonthlyTransaction[] = [
    { day: d('2025-01-10'), amountCents: 100_000, category: 'PAYROLL' },
    { day: d('2025-01-15'), amountCents: -30_000, category: 'PURCHASE' },
    { day: d('2025-01-20'), amountCents: -50_000, category: 'TRANSFER_OWN' },
    { day: d('2025-01-20'), amountCents: 50_000, category: 'TRANSFER_OWN' },
    { day: d('2025-03-05'), amountCents: -1_000, category: 'PURCHASE' },
  ];
  const asked: string[] = [];
  const months = monthlySummary(txs, d('2025-01-10'), d('2025-03-05'), (day) => {
    asked.push(formatDay(day));
    return day === d('2025-02-28') ? null : 1234;
  });

  it('every month, empty ones too; own transfers in neither inflow nor outflow but counted', () => {
    expect(months).toEqual([
      { month: '2025-01', inflowCents: 100_000, outflowCents: 30_000, netCents: 70_000, endingBalanceCents: 1234, transactionCount: 4 },
      { month: '2025-02', inflowCents: 0, outflowCents: 0, netCents: 0, endingBalanceCents: null, transactionCount: 0 },
      { month: '2025-03', inflowCents: 0, outflowCents: 1_000, netCents: -1_000, endingBalanceCents: 1234, transactionCount: 1 },
    ]);
  });

  it('balances are taken on the last day of each month, and on the last day of the data', () => {
    expect(asked).toEqual(['2025-01-31', '2025-02-28', '2025-03-05']);
  });
});

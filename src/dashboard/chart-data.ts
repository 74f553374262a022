/** Figures the case page draws, derived from a cash-flow result (pure). */

export interface BalanceDay {
  date: string;
  balance: number;
}

interface Txn {
  account_id?: unknown;
  date?: unknown;
  running_balance?: unknown;
}

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The balance at the end of each day with transactions: every account's last running balance
 * that day, or its latest before, summed over the accounts seen so far. Transactions without a
 * running balance are left out.
 */
export function dailyBalances(transactions: readonly Txn[]): BalanceDay[] {
  const rows = transactions.filter((t) => isDate(t.date) && typeof t.running_balance === 'number' && Number.isFinite(t.running_balance));
  const dates = [...new Set(rows.map((t) => t.date as string))].sort();
  const latest = new Map<string, number>();
  const byDate = new Map<string, Txn[]>();
  for (const t of rows) byDate.set(t.date as string, [...(byDate.get(t.date as string) ?? []), t]);
  return dates.map((date) => {
    for (const t of byDate.get(date)!) latest.set(String(t.account_id ?? ''), t.running_balance as number);
    return { date, balance: round([...latest.values()].reduce((a, b) => a + b, 0)) };
  });
}

export interface MonthBar {
  month: string;
  inflow: number;
  outflow: number;
}

/** The monthly rows that can be drawn (numbers only), oldest first. */
export function monthBars(monthly: unknown): MonthBar[] {
  if (!Array.isArray(monthly)) return [];
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return monthly
    .filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null && typeof (m as { month?: unknown }).month === 'string')
    .map((m) => ({ month: String(m.month), inflow: num(m.inflow), outflow: num(m.outflow) }))
    .sort((a, b) => a.month.localeCompare(b.month));
}

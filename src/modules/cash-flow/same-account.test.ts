import { describe, expect, it } from 'vitest';
import type { CashFlowAccountInput, CashFlowTransactionInput } from '../../analysis/cash-flow/cash-flow.types.ts';
import { withoutDuplicateAccounts } from './same-account.ts';

const account = (id: string, source: CashFlowAccountInput['source'], mask: string | null = null): CashFlowAccountInput => ({
  account_id: id,
  name: null,
  mask,
  source,
  opening_balance_cents: 0,
  closing_balance_cents: 0,
  reconciliation: null,
});

const date = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/** A payroll of $2,000 every 14 days and $123.45 of groceries every 7, over `days` days from day `from`. */
function history(accountId: string, from: number, days: number, o: { shift?: number; payroll?: number } = {}): CashFlowTransactionInput[] {
  const out: CashFlowTransactionInput[] = [];
  for (let d = from; d < from + days; d++) {
    const at = date(d + (o.shift ?? 0));
    const row = (kind: string, cents: number) =>
      out.push({ transaction_id: `${accountId}-${kind}-${d}`, account_id: accountId, date: at, description: kind, amount_cents: cents, running_balance_cents: null, category: null, document_id: null, page: null });
    if (d % 14 === 0) row('PAYROLL', o.payroll ?? 200_000);
    if (d % 7 === 3) row('GROCERY', -12_345);
  }
  return out;
}

const statement = (tx: CashFlowTransactionInput[], mask: string | null = '4402') => ({ accounts: [account('stmt', 'STATEMENT', mask)], transactions: tx });
const connection = (tx: CashFlowTransactionInput[], mask: string | null = '4402') => ({ accounts: [account('conn', 'BANK_CONNECTION', mask)], transactions: tx });

describe('withoutDuplicateAccounts', () => {
  const cases: Array<{ name: string; statement: ReturnType<typeof statement>; connection: ReturnType<typeof connection>; kept: string[]; dropped: string | null }> = [
    {
      name: 'a month of statement inside 180 days of connection: the statement is left out',
      statement: statement(history('stmt', 56, 30)),
      connection: connection(history('conn', 0, 180)),
      kept: ['conn'],
      dropped: 'stmt',
    },
    {
      name: 'posting dates two days apart still match',
      statement: statement(history('stmt', 56, 30, { shift: 2 })),
      connection: connection(history('conn', 0, 180)),
      kept: ['conn'],
      dropped: 'stmt',
    },
    {
      name: 'no masks on either side: judged by the transactions alone',
      statement: statement(history('stmt', 56, 30), null),
      connection: connection(history('conn', 0, 180), null),
      kept: ['conn'],
      dropped: 'stmt',
    },
    {
      name: 'the statement spans more days than the connection: the connection is left out',
      statement: statement(history('stmt', 0, 120)),
      connection: connection(history('conn', 60, 30)),
      kept: ['stmt'],
      dropped: 'conn',
    },
    {
      name: 'masks that disagree: two accounts, whatever the transactions',
      statement: statement(history('stmt', 56, 30), '4402'),
      connection: connection(history('conn', 0, 180), '9911'),
      kept: ['stmt', 'conn'],
      dropped: null,
    },
    {
      name: 'another account with other amounts over the same dates: both count',
      statement: statement(history('stmt', 56, 30, { payroll: 180_000 }).filter((t) => t.description === 'PAYROLL')),
      connection: connection(history('conn', 0, 180)),
      kept: ['stmt', 'conn'],
      dropped: null,
    },
    {
      name: 'fewer than three statement transactions within the connection dates: not enough to judge',
      statement: statement(history('stmt', 176, 20)),
      connection: connection(history('conn', 0, 180)),
      kept: ['stmt', 'conn'],
      dropped: null,
    },
    {
      name: 'a statement from before the connection: both count',
      statement: statement(history('stmt', 0, 60)),
      connection: connection(history('conn', 70, 120)),
      kept: ['stmt', 'conn'],
      dropped: null,
    },
  ];

  it.each(cases)('$name', ({ statement: s, connection: c, kept, dropped }) => {
    const out = withoutDuplicateAccounts(s, c);
    expect([...out.statements.accounts, ...out.connections.accounts].map((a) => a.account_id)).toEqual(kept);
    const left = new Set([...out.statements.transactions, ...out.connections.transactions].map((t) => t.account_id));
    expect([...left].sort()).toEqual([...kept].sort());
    expect(out.duplicates.map((d) => d.dropped)).toEqual(dropped ? [dropped] : []);
  });

  it('reports how many transactions matched of how many compared', () => {
    const out = withoutDuplicateAccounts(statement(history('stmt', 56, 30)), connection(history('conn', 0, 180)));
    const n = history('stmt', 56, 30).length;
    expect(out.duplicates).toEqual([{ kept: 'conn', dropped: 'stmt', matched: n, compared: n }]);
  });

  it('of two statement accounts only the one the connection repeats is left out; the other connected account stays', () => {
    const statements = { accounts: [account('stmt', 'STATEMENT'), account('stmt2', 'STATEMENT')], transactions: [...history('stmt', 56, 30), ...history('stmt2', 56, 30, { payroll: 90_000 }).filter((t) => t.description === 'PAYROLL')] };
    const connections = { accounts: [account('conn', 'BANK_CONNECTION'), account('sav', 'BANK_CONNECTION')], transactions: [...history('conn', 0, 180), ...history('sav', 0, 180, { payroll: 5_000 }).filter((t) => t.description === 'PAYROLL')] };
    const out = withoutDuplicateAccounts(statements, connections);
    expect(out.statements.accounts.map((a) => a.account_id)).toEqual(['stmt2']);
    expect(out.connections.accounts.map((a) => a.account_id)).toEqual(['conn', 'sav']);
    expect(out.duplicates.map((d) => [d.kept, d.dropped])).toEqual([['conn', 'stmt']]);
  });

  it('nothing on one side: nothing changes', () => {
    const s = statement(history('stmt', 0, 30));
    expect(withoutDuplicateAccounts(s, { accounts: [], transactions: [] })).toEqual({ statements: s, connections: { accounts: [], transactions: [] }, duplicates: [] });
  });
});

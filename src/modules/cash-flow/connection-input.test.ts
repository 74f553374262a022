import { describe, expect, it } from 'vitest';
import type { ConnectedAccount, ConnectedTransaction } from '../../bank/bank.types.ts';
import { connectionsToInput, mergeInputs, type StoredConnection } from './connection-input.ts';

const account = (id: string, over: Partial<ConnectedAccount> = {}): ConnectedAccount => ({
  account_id: id,
  name: 'Checking',
  mask: '1111',
  type: 'depository',
  subtype: 'checking',
  opening_balance_cents: 10_000,
  closing_balance_cents: 12_500,
  ...over,
});
const txn = (id: string, accountId: string, cents: number, date = '2026-01-05'): ConnectedTransaction => ({
  transaction_id: id,
  account_id: accountId,
  date,
  description: `ROW ${id}`,
  amount_cents: cents,
  category: 'INCOME_WAGES',
});
const connection = (id: string, institution: string, at: number, accounts: ConnectedAccount[], transactions: ConnectedTransaction[]): StoredConnection => ({
  connection_id: id,
  provider: 'sandbox',
  institution_id: institution,
  connected_at: new Date(at),
  accounts,
  transactions,
});

describe('connectionsToInput', () => {
  it('accounts as BANK_CONNECTION with their balances; transactions with their ids, no document or page', () => {
    const input = connectionsToInput([connection('c1', 'bank_a', 1, [account('a1')], [txn('t1', 'a1', 2_500)])]);
    expect(input.accounts).toEqual([
      { account_id: 'a1', name: 'Checking', mask: '1111', source: 'BANK_CONNECTION', opening_balance_cents: 10_000, closing_balance_cents: 12_500, reconciliation: null },
    ]);
    expect(input.transactions).toEqual([
      { transaction_id: 't1', account_id: 'a1', date: '2026-01-05', description: 'ROW t1', amount_cents: 2_500, running_balance_cents: null, category: 'INCOME_WAGES', document_id: null, page: null },
    ]);
  });

  it('a reconnection to the same institution replaces the earlier one; other institutions add up', () => {
    const input = connectionsToInput([
      connection('c2', 'bank_a', 2, [account('a1', { closing_balance_cents: 99 })], [txn('t1', 'a1', 2_500), txn('t2', 'a1', -100)]),
      connection('c1', 'bank_a', 1, [account('a1')], [txn('t1', 'a1', 2_500)]),
      connection('c3', 'bank_b', 3, [account('b1', { mask: '2222' })], [txn('u1', 'b1', 700)]),
    ]);
    expect(input.accounts.map((a) => [a.account_id, a.closing_balance_cents])).toEqual([
      ['a1', 99],
      ['b1', 12_500],
    ]);
    expect(input.transactions.map((t) => t.transaction_id)).toEqual(['t1', 't2', 'u1']);
  });

  it('ids another connection already uses get the connection id in front', () => {
    const input = connectionsToInput([
      connection('c1', 'bank_a', 1, [account('acc')], [txn('t1', 'acc', 100)]),
      connection('c2', 'bank_b', 2, [account('acc')], [txn('t1', 'acc', 200)]),
    ]);
    expect(input.accounts.map((a) => a.account_id)).toEqual(['acc', 'c2:acc']);
    expect(input.transactions.map((t) => [t.transaction_id, t.account_id, t.amount_cents])).toEqual([
      ['t1', 'acc', 100],
      ['c2:t1', 'c2:acc', 200],
    ]);
  });

  it('no connections: nothing', () => {
    expect(connectionsToInput([])).toEqual({ accounts: [], transactions: [] });
  });
});

describe('mergeInputs', () => {
  it('statement accounts first, then connections; the statements give the currency', () => {
    const fromConnections = connectionsToInput([connection('c1', 'bank_a', 1, [account('a1')], [txn('t1', 'a1', 100)])]);
    const statements = {
      currency: 'CAD',
      accounts: [{ account_id: 'acc_s', name: null, mask: '9999', source: 'STATEMENT' as const, opening_balance_cents: 0, closing_balance_cents: 0, reconciliation: null }],
      transactions: [],
    };
    const merged = mergeInputs(statements, fromConnections);
    expect(merged.currency).toBe('CAD');
    expect(merged.accounts.map((a) => [a.account_id, a.source])).toEqual([
      ['acc_s', 'STATEMENT'],
      ['a1', 'BANK_CONNECTION'],
    ]);
    expect(mergeInputs(null, fromConnections)).toEqual({ currency: 'USD', ...fromConnections });
  });
});

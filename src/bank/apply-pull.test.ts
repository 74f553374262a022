import { describe, expect, it } from 'vitest';
import { applyPull, type HeldConnection } from './apply-pull.ts';
import type { ConnectedAccount, ConnectedTransaction, TransactionsPull } from './bank.types.ts';

const account = (id: string, closing: number | null, type: ConnectedAccount['type'] = 'depository'): ConnectedAccount => ({
  account_id: id,
  name: id,
  mask: null,
  type,
  subtype: type === 'depository' ? 'checking' : null,
  opening_balance_cents: null,
  closing_balance_cents: closing,
});
const tx = (id: string, cents: number, date = '2026-01-05', over: Partial<ConnectedTransaction> = {}): ConnectedTransaction => ({
  transaction_id: id,
  account_id: 'chk',
  date,
  description: id,
  amount_cents: cents,
  category: null,
  ...over,
});
const pull = (over: Partial<TransactionsPull>): TransactionsPull => ({ accounts: [account('chk', 10_000)], added: [], modified: [], removed: [], next_cursor: 'c', ...over });
const empty: HeldConnection = { accounts: [], transactions: [] };

describe('applyPull', () => {
  it.each([
    ['a first pull holds what was added, in date order', empty, pull({ added: [tx('b', -500, '2026-01-06'), tx('a', 2_000, '2026-01-05')] }), ['a', 'b'], 10_000 - 1_500],
    ['a modified transaction replaces the one held', { accounts: [account('chk', 9_000)], transactions: [tx('a', 2_000)] }, pull({ modified: [tx('a', 2_500)] }), ['a'], 10_000 - 2_500],
    ['a removed transaction goes', { accounts: [account('chk', 9_000)], transactions: [tx('a', 2_000), tx('b', -100)] }, pull({ removed: ['b'] }), ['a'], 10_000 - 2_000],
    ['removing what is not held changes nothing', { accounts: [account('chk', 9_000)], transactions: [tx('a', 2_000)] }, pull({ removed: ['zzz'] }), ['a'], 10_000 - 2_000],
    ['a pending transaction is held but left out of the opening balance', empty, pull({ added: [tx('a', 2_000), tx('p', -300, '2026-01-07', { pending: true })] }), ['a', 'p'], 10_000 - 2_000],
    ['an added id already held is kept once', { accounts: [account('chk', 9_000)], transactions: [tx('a', 2_000)] }, pull({ added: [tx('a', 2_000)] }), ['a'], 10_000 - 2_000],
  ] as const)('%s', (_, held, p, ids, opening) => {
    const out = applyPull(held as HeldConnection, p as TransactionsPull);
    expect(out.transactions.map((t) => t.transaction_id)).toEqual(ids);
    expect(out.accounts).toEqual([{ ...account('chk', 10_000), opening_balance_cents: opening }]);
  });

  it('keeps only depository accounts and their transactions; an answer without accounts keeps those held', () => {
    const out = applyPull(empty, pull({ accounts: [account('chk', 100), account('card', -50, 'credit')], added: [tx('a', 100), tx('c', -20, '2026-01-05', { account_id: 'card' })] }));
    expect(out.accounts.map((a) => a.account_id)).toEqual(['chk']);
    expect(out.transactions.map((t) => t.transaction_id)).toEqual(['a']);
    const again = applyPull(out, pull({ accounts: [], added: [tx('b', 5, '2026-01-09')] }));
    expect(again.accounts.map((a) => a.account_id)).toEqual(['chk']);
    expect(again.transactions.map((t) => t.transaction_id)).toEqual(['a', 'b']);
  });

  it('an account without a balance keeps its opening balance unknown', () => {
    expect(applyPull(empty, pull({ accounts: [account('chk', null)], added: [tx('a', 1)] })).accounts[0]!.opening_balance_cents).toBeNull();
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeCashFlow } from '../analysis/cash-flow/analyze.ts';
import type { CashFlowData, CashFlowOutcome } from '../analysis/cash-flow/cash-flow.types.ts';
import { PlaidCustomUserError } from '../analysis/bank-history/plaid-custom-user.ts';
import { connectionsToInput } from '../modules/cash-flow/connection-input.ts';
import { externalFixture } from '../../test/external-fixtures.ts';
import { BankSignInError, type ConnectionData } from './bank.types.ts';
import {
  SANDBOX_INSTITUTIONS,
  sandboxSignIn,
  connectionFromCustomUser,
  sandboxBank,
  sandboxHistory,
  SANDBOX_BANK,
  SANDBOX_CREDIT_UNION,
  SANDBOX_USERNAMES,
  type SandboxUsername,
} from './sandbox-bank.ts';

/** A connection as the cash_flow_analysis module reads it. */
function analyse(data: ConnectionData): CashFlowOutcome {
  const input = connectionsToInput([{ connection_id: 'c1', provider: 'sandbox', institution_id: data.institution.institution_id, connected_at: new Date(0), ...data }]);
  return analyzeCashFlow({ currency: 'USD', ...input, borrower: { first_name: 'Ada', last_name: 'Lovelace' } });
}

function completed(data: ConnectionData): CashFlowData {
  const out = analyse(data);
  if (out.status !== 'COMPLETED') throw new Error(out.reason);
  return out.data;
}

const streamsOf = (d: CashFlowData) => d.income.streams.map((s) => [s.source_name, s.category, s.frequency]);
const flagsOf = (d: CashFlowData) => d.risk.flags.map((f) => [f.code, f.severity]);
const codesOf = (d: CashFlowData) => d.risk.flags.map((f) => f.code);

// End dates spread over the calendar: a month end, mid-month, a holiday week, a leap-year February.
const AS_OF = ['2026-03-15', '2025-11-28', '2026-07-04', '2028-02-29'];

describe('sandbox profiles through the analysis', () => {
  describe.each(AS_OF)('ending %s', (asOf) => {
    const run = (u: SandboxUsername) => completed(sandboxHistory(u, asOf));

    it('user_good: one biweekly ACME CORP payroll of $2,150.00 = $4,658.33 a month, no flags', () => {
      const d = run('user_good');
      expect(streamsOf(d)).toEqual([['ACME CORP', 'PAYROLL', 'BIWEEKLY']]);
      expect(d.income.streams[0].average_amount).toBe(2150);
      // 2,150 x 26 / 12
      expect(d.income.monthly_income).toBe(4658.33);
      expect(d.income.annual_income).toBe(55899.96);
      expect(d.risk.flags).toEqual([]);
      expect(d.risk.level).toBe('LOW');
      expect(d.accounts.map((a) => [a.name, a.mask, a.source])).toEqual([
        ['Everyday Checking', '4402', 'BANK_CONNECTION'],
        ['Savings', '7719', 'BANK_CONNECTION'],
      ]);
      // The monthly transfers to savings are the borrower's own: in neither inflow nor outflow.
      expect(new Set(d.transactions.filter((t) => /ONLINE TRANSFER/.test(t.description)).map((t) => t.category))).toEqual(new Set(['TRANSFER_OWN']));
      expect(d.period.end_date <= asOf).toBe(true);
    });

    it('user_semimonthly: GLOBEX on the 15th and the last business day, $1,975.00 x 2 = $3,950 a month', () => {
      const d = run('user_semimonthly');
      expect(streamsOf(d)).toEqual([['GLOBEX CORPORATION', 'PAYROLL', 'SEMI_MONTHLY']]);
      expect(d.income.monthly_income).toBe(3950);
      expect(d.risk.flags).toEqual([]);
    });

    it('user_gig: a weekly Uber stream and an irregular DoorDash stream, both GIG', () => {
      const d = run('user_gig');
      expect(streamsOf(d)).toEqual([
        ['UBER USA PAYOUT', 'GIG', 'WEEKLY'],
        ['DOORDASH DASHER PAYOUT', 'GIG', 'IRREGULAR'],
      ]);
      expect(d.income.streams.every((s) => s.next_expected_date !== null)).toBe(true);
      expect(d.risk.flags).toEqual([]);
    });

    it('user_overdraft: NSF and overdraft fees and days below zero, all HIGH', () => {
      const d = run('user_overdraft');
      expect(streamsOf(d)).toEqual([['BLUE RIDGE LOGISTICS', 'PAYROLL', 'BIWEEKLY']]);
      expect(codesOf(d)).toEqual(expect.arrayContaining(['NSF_FEES', 'OVERDRAFT_FEES', 'NEGATIVE_BALANCE_DAYS']));
      expect(d.risk.flags.find((f) => f.code === 'NEGATIVE_BALANCE_DAYS')!.severity).toBe('HIGH');
      expect(d.risk.flags.find((f) => f.code === 'OVERDRAFT_FEES')!.severity).toBe('HIGH');
      expect(d.risk.level).toBe('HIGH');
    });

    it('user_falling: $2,400.00 cut to $950.00 91 days before the end: FALLING_INCOME HIGH', () => {
      const d = run('user_falling');
      expect(streamsOf(d)).toEqual([['INITECH', 'PAYROLL', 'BIWEEKLY']]);
      // 950 x 26 / 12
      expect(d.income.monthly_income).toBe(2058.33);
      expect(flagsOf(d)).toEqual([['FALLING_INCOME', 'HIGH']]);
    });

    it('user_lenders: four consumer lenders in 90 days: LOAN_STACKING HIGH', () => {
      const d = run('user_lenders');
      expect(streamsOf(d)).toEqual([['STARK INDUSTRIES', 'PAYROLL', 'BIWEEKLY']]);
      const stacking = d.risk.flags.find((f) => f.code === 'LOAN_STACKING')!;
      expect(stacking.severity).toBe('HIGH');
      for (const lender of ['OPPLOANS', 'SPEEDY CASH', 'AFFIRM', 'MONEYLION']) expect(stacking.description).toContain(lender);
    });

    it('user_thin: under 28 days of history: INSUFFICIENT', () => {
      const out = analyse(sandboxHistory('user_thin', asOf));
      expect(out.status).toBe('INSUFFICIENT');
      expect(out.status === 'INSUFFICIENT' && out.reason).toMatch(/cover only \d+ days .*at least 28 days are needed/);
    });
  });

  it('the credit union gives the same borrowers under its own account names and ids', () => {
    const bank = completed(sandboxHistory('user_good', '2026-03-15', SANDBOX_BANK));
    const union = completed(sandboxHistory('user_good', '2026-03-15', SANDBOX_CREDIT_UNION));
    expect(union.income.monthly_income).toBe(bank.income.monthly_income);
    expect(union.accounts.map((a) => a.name)).toEqual(['Share Draft', 'Share Savings']);
    expect(union.transactions[0].transaction_id).toMatch(/^sandbox_credit_union-user_good-/);
  });
});

describe('sandboxHistory', () => {
  it('is deterministic: the same username and end date give the same history, ids included', () => {
    for (const u of SANDBOX_USERNAMES) expect(sandboxHistory(u, '2026-03-15')).toEqual(sandboxHistory(u, '2026-03-15'));
    const a = sandboxHistory('user_good', '2026-03-15');
    expect(a.transactions[0]).toEqual({
      transaction_id: 'sandbox_bank-user_good-chk-0001',
      account_id: 'sandbox_bank-user_good-chk',
      date: expect.stringMatching(/^2025-09-1\d$/),
      description: expect.any(String),
      amount_cents: expect.any(Number),
      category: expect.any(String),
    });
    expect(new Set(a.transactions.map((t) => t.transaction_id)).size).toBe(a.transactions.length);
  });

  it('ends on asOf and goes back the profile length; dates in order', () => {
    const h = sandboxHistory('user_good', '2026-03-15');
    const dates = h.transactions.map((t) => t.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[dates.length - 1] <= '2026-03-15').toBe(true);
    expect(dates[0] >= '2025-09-17').toBe(true); // 180 days ending 2026-03-15
    expect(() => sandboxHistory('user_good', '15/03/2026')).toThrow(/YYYY-MM-DD/);
  });

  it('closing balance = opening + the transactions; a steady borrower never goes below zero', () => {
    for (const u of SANDBOX_USERNAMES) {
      const h = sandboxHistory(u, '2026-03-15');
      for (const a of h.accounts) {
        const sum = h.transactions.filter((t) => t.account_id === a.account_id).reduce((s, t) => s + t.amount_cents, 0);
        expect(a.closing_balance_cents, `${u} ${a.account_id}`).toBe(a.opening_balance_cents! + sum);
      }
    }
    const good = completed(sandboxHistory('user_good', '2026-03-15'));
    expect(good.monthly.every((m) => m.ending_balance! > 0)).toBe(true);
  });
});

describe('sandboxBank connector', () => {
  const bank = sandboxBank({ today: () => '2026-03-15' });

  it('its widget signs in with a documented username and pass_good; the item pulls the history anchored to its clock, then nothing new', async () => {
    expect(bank.provider).toBe('sandbox');
    expect(SANDBOX_INSTITUTIONS).toEqual([
      { institution_id: 'sandbox_bank', name: 'Sandbox Bank' },
      { institution_id: 'sandbox_credit_union', name: 'Sandbox Credit Union' },
    ]);
    expect((await bank.startLink({ caseId: 'c', webhookUrl: 'http://127.0.0.1/w' })).link_token).toMatch(/^link-sandbox-/);
    const item = await bank.exchange(sandboxSignIn({ institutionId: 'sandbox_bank', username: 'user_good', password: 'pass_good' }));
    expect(item.institution).toEqual({ institution_id: 'sandbox_bank', name: 'Sandbox Bank' });
    const first = await bank.pull({ access_token: item.access_token, cursor: null });
    const history = sandboxHistory('user_good', '2026-03-15');
    expect(first).toMatchObject({ accounts: history.accounts, added: history.transactions, modified: [], removed: [] });
    expect(await bank.pull({ access_token: item.access_token, cursor: first.next_cursor })).toMatchObject({ added: [], modified: [], removed: [] });
  });

  it.each([
    ['a wrong password', 'user_good', 'pass_bad'],
    ['an empty password', 'user_good', ''],
    ['an unknown username', 'user_nobody', 'pass_good'],
    ['a username in another case', 'USER_GOOD', 'pass_good'],
  ])('refuses %s with BankSignInError', (_, username, password) => {
    expect(() => sandboxSignIn({ institutionId: 'sandbox_bank', username, password })).toThrow(BankSignInError);
  });

  it('an exchange of anything but its own public token is refused', async () => {
    await expect(bank.exchange('public-sandbox:sandbox_bank:user_nobody')).rejects.toBeInstanceOf(BankSignInError);
  });
});

describe('connectionFromCustomUser', () => {
  const load = (file: string): unknown => JSON.parse(fs.readFileSync(externalFixture('plaid-sandbox-custom-users', file), 'utf8'));

  it('bank_income_basic: one checking account, 74 transactions, money in positive; monthly payroll of $5,500', () => {
    const data = connectionFromCustomUser(load('bank_income_basic.json'));
    expect(data.institution).toEqual(SANDBOX_BANK);
    expect(data.accounts).toEqual([
      { account_id: 'custom-a0', name: 'Checking', mask: null, type: 'depository', subtype: 'checking', opening_balance_cents: null, closing_balance_cents: null },
    ]);
    expect(data.transactions).toHaveLength(74);
    expect(data.transactions.find((t) => t.transaction_id === 'custom-a0-t0')).toEqual({
      transaction_id: 'custom-a0-t0',
      account_id: 'custom-a0',
      date: '2026-08-22',
      description: 'Discover credit card payment',
      amount_cents: -174_532,
      category: null,
    });
    const d = completed(data);
    expect(streamsOf(d)).toEqual([['PLAID', 'PAYROLL', 'MONTHLY']]);
    expect(d.income.monthly_income).toBe(5500);
  });

  it('keeps checking and savings with their subtypes; skips payroll accounts', () => {
    expect(connectionFromCustomUser(load('transactions_checking+savings_custom_user.json')).accounts.map((a) => [a.account_id, a.subtype])).toEqual([
      ['custom-a0', 'checking'],
      ['custom-a1', 'savings'],
    ]);
    expect(connectionFromCustomUser(load('payroll_income_custom_user.json')).accounts).toEqual([]);
  });

  it('throws PlaidCustomUserError naming the field for another shape', () => {
    expect(() => connectionFromCustomUser({ override_accounts: [{ type: 'depository', transactions: [{ date_posted: '2026-01-01', amount: 'x', description: 'X' }] }] })).toThrow(
      PlaidCustomUserError,
    );
    expect(() => connectionFromCustomUser({ accounts: [] })).toThrow(/override_accounts/);
  });
});

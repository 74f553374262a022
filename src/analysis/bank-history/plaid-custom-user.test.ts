import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeCashFlow } from '../cash-flow/analyze.ts';
import type { CashFlowData } from '../cash-flow/cash-flow.types.ts';
import { fromPlaidCustomUser, PlaidCustomUserError, type PlaidCustomUserHistory } from './plaid-custom-user.ts';
import { externalFixture } from '../../../test/external-fixtures.ts';

// Plaid's sandbox custom users (github.com/plaid/sandbox-custom-users), kept beside the repository.
const load = (file: string): unknown => JSON.parse(fs.readFileSync(externalFixture('plaid-sandbox-custom-users', file), 'utf8'));

function analyse(h: PlaidCustomUserHistory) {
  const [first, ...rest] = (h.holderNames[0] ?? '').split(' ');
  return analyzeCashFlow({
    currency: h.currency,
    accounts: h.accounts,
    transactions: h.transactions,
    borrower: first ? { first_name: first, last_name: rest.join(' ') } : undefined,
  });
}

function completed(file: string): CashFlowData {
  const out = analyse(fromPlaidCustomUser(load(file)));
  if (out.status !== 'COMPLETED') throw new Error(out.reason);
  return out.data;
}

/** The fields of a stream worth stating, with whether it is active (next date known). */
const streamsOf = (d: CashFlowData) =>
  d.income.streams.map((s) => [s.source_name, s.category, s.frequency, s.average_amount, s.monthly_amount, s.occurrences, s.first_date, s.last_date, s.next_expected_date]);
const flagsOf = (d: CashFlowData) => d.risk.flags.map((f) => [f.code, f.severity]);

describe('fromPlaidCustomUser', () => {
  it('flips Plaid signs (positive = money out), uses date_posted, numbers rows deterministically', () => {
    const h = fromPlaidCustomUser(load('bank_income_basic.json'));
    expect(h.accounts).toEqual([
      { account_id: 'plaid-a0', name: 'Checking', mask: null, source: 'BANK_CONNECTION', opening_balance_cents: null, closing_balance_cents: null, reconciliation: null },
    ]);
    // 12 pays (Aug 2025 - Jul 2026), 4 bills in each of 12 months (Aug 2025 - Aug 2026 but June), 14 March extras.
    expect(h.transactions).toHaveLength(74);
    // The file's first row: "Discover credit card payment", 1745.32 out, transacted 2026-08-21, posted 2026-08-22.
    expect(h.transactions.find((t) => t.transaction_id === 'plaid-a0-t0')).toEqual({
      transaction_id: 'plaid-a0-t0',
      account_id: 'plaid-a0',
      date: '2026-08-22',
      description: 'Discover credit card payment',
      amount_cents: -174_532,
      running_balance_cents: null,
      category: null,
      document_id: null,
      page: null,
    });
    expect(h.transactions.find((t) => t.description === 'Plaid Direct Dep')!.amount_cents).toBe(500_000);
    expect(h.transactions.map((t) => t.date)).toEqual([...h.transactions.map((t) => t.date)].sort());
    expect(h.currency).toBe('USD');
    expect(h.holderNames).toEqual(['George Smith']);
    expect(fromPlaidCustomUser(load('bank_income_basic.json'))).toEqual(h);
  });

  it('starting_balance is the opening balance; closing adds the transactions', () => {
    const h = fromPlaidCustomUser(load('SSAuser.json'));
    // 50,000 + 11,229.22 in - 4,299.46 out.
    expect(h.accounts[0]).toMatchObject({ opening_balance_cents: 5_000_000, closing_balance_cents: 5_692_976 });
  });

  it('two accounts, named by subtype', () => {
    const h = fromPlaidCustomUser(load('transactions_checking+savings_custom_user.json'));
    expect(h.accounts.map((a) => [a.account_id, a.name])).toEqual([
      ['plaid-a0', 'Checking'],
      ['plaid-a1', 'Savings'],
    ]);
    expect(h.transactions.map((t) => [t.account_id, t.date, t.amount_cents])).toEqual([
      ['plaid-a0', '2026-06-25', -110_901],
      ['plaid-a0', '2026-08-22', -39_834],
      ['plaid-a1', '2026-06-25', -170_812],
      ['plaid-a1', '2026-08-22', -89_665],
    ]);
  });

  it('a monthly-income inflow model adds its deposits over the file and the 90 days before its last date', () => {
    const h = fromPlaidCustomUser(load('transactions+inflow_custom_user.json'));
    expect(h.transactions.filter((t) => t.transaction_id.includes('inflow')).map((t) => [t.transaction_id, t.date, t.amount_cents, t.description])).toEqual([
      ['plaid-a0-inflow-2026-06-01', '2026-06-01', 512_525, 'DIRECT DEPOSIT PLAID INC'],
      ['plaid-a0-inflow-2026-07-01', '2026-07-01', 512_525, 'DIRECT DEPOSIT PLAID INC'],
      ['plaid-a0-inflow-2026-08-01', '2026-08-01', 512_525, 'DIRECT DEPOSIT PLAID INC'],
    ]);
    expect(fromPlaidCustomUser(load('transactions+inflow_custom_user.json'), { inflowModel: false }).transactions).toHaveLength(2);
    expect(fromPlaidCustomUser(load('transactions+inflow_custom_user.json'), { inflowDays: 150 }).transactions).toHaveLength(7); // from 2026-03-26: Apr-Aug
  });

  it('payroll accounts hold paystubs, not bank transactions: skipped', () => {
    const h = fromPlaidCustomUser(load('payroll_income_custom_user.json'));
    expect(h.accounts).toEqual([]);
    expect(h.transactions).toEqual([]);
    expect(h.skipped).toEqual([{ index: 0, type: 'payroll', reason: 'payroll accounts hold no bank transactions for a cash-flow analysis' }]);
    expect(analyse(h)).toEqual({ status: 'INSUFFICIENT', reason: 'There are no transactions to analyse.' });
  });

  it('rejects other shapes with the offending field', () => {
    expect(() => fromPlaidCustomUser({})).toThrow(PlaidCustomUserError);
    expect(() => fromPlaidCustomUser({})).toThrow(/^Not a Plaid custom-user configuration: override_accounts: /);
    expect(() => fromPlaidCustomUser({ override_accounts: [] })).toThrow('override_accounts: override_accounts is empty.');
    expect(() =>
      fromPlaidCustomUser({ override_accounts: [{ type: 'depository', transactions: [{ date_posted: '2025-01-01', amount: '12.00', description: 'X' }] }] }),
    ).toThrow(/override_accounts\[0\]\.transactions\[0\]\.amount: /);
    expect(() => fromPlaidCustomUser({ override_accounts: [{ type: 'depository', transactions: [{ amount: 1, description: 'X' }] }] })).toThrow(
      /a transaction needs date_posted or date_transacted/,
    );
    expect(() => fromPlaidCustomUser({ override_accounts: [{ type: 'depository', transactions: [{ date_posted: '1/2/2025', amount: 1, description: 'X' }] }] })).toThrow(
      /date_posted: expected a YYYY-MM-DD date/,
    );
  });
});

// Expected results read off the fixture files by hand.
describe('cash_flow_analysis on the Plaid sandbox users', () => {
  it('bank_income_basic: monthly "Plaid Direct Dep", $5,000 raised to $5,500 in May 2026; mortgage, auto and student loans', () => {
    const d = completed('bank_income_basic.json');
    expect(d.period).toEqual({ start_date: '2025-08-08', end_date: '2026-08-22', days: 380 });
    // 12 deposits on days 20-23 of the month; the last three are $5,500.
    expect(streamsOf(d)).toEqual([['PLAID', 'PAYROLL', 'MONTHLY', 5500, 5500, 12, '2025-08-23', '2026-07-22', '2026-08-21']]);
    expect(d.income.monthly_income).toBe(5500);
    expect(d.income.annual_income).toBe(66000);
    // Jul 8 and Aug 8 2026 fall in the last 90 days: 2 x (267 + 524 + 2745) = 7072 over 2.957 months = 2391.71.
    expect(flagsOf(d)).toEqual([['LOAN_PAYMENTS', 'HIGH']]);
    expect(d.risk.flags[0].description).toBe(
      'Loan payments of $2,391.71 a month over the last 90 days to 3 lenders (AUTO LOAN, MORTGAGE, STUDENT LOAN), 43% of monthly income.',
    );
    expect(d.risk).toMatchObject({ level: 'LOW', score: 15 });
    expect(d.risk.insight).toBe('Steady monthly payroll of $5,500 from PLAID, $5,500 a month in all; no overdraft or NSF fees in the last 90 days.');
    const cat = (desc: string) => [...new Set(d.transactions.filter((t) => t.description === desc).map((t) => t.category))];
    expect(cat('Discover credit card payment')).toEqual(['CARD_PAYMENT']);
    expect(cat('Mortgage Payment')).toEqual(['LOAN_PAYMENT']);
    expect(cat('United Airlines **** REFUND ****')).toEqual(['REFUND']);
    expect(cat('INTRST PYMNT')).toEqual(['INTEREST']);
    expect(d.monthly).toHaveLength(13);
    expect(d.monthly[0]).toEqual({ month: '2025-08', inflow: 5000, outflow: 4556.43, net: 443.57, ending_balance: null, transaction_count: 5 });
  });

  it('SSAuser: Social Security, unemployment and child support all stopped by June 2026', () => {
    const d = completed('SSAuser.json');
    expect(d.period).toEqual({ start_date: '2026-04-03', end_date: '2026-08-22', days: 142 });
    expect(streamsOf(d)).toEqual([
      // Stopped streams, most recent first; none has a next date.
      ['UNEMPLOYMENT BENEFITS', 'BENEFITS', 'BIWEEKLY', 750, 1625, 4, '2026-05-07', '2026-06-18', null],
      ['SOCIAL SECURITY ADMINISTRATION', 'BENEFITS', 'MONTHLY', 2500, 2500, 3, '2026-04-03', '2026-06-03', null],
      // Irregular: of the last 91 days (May 24 - Aug 22, 2.99 months) only May 30's $75 -> $25.09.
      ['CHILD SUPPORT', 'OTHER', 'IRREGULAR', 75, 25.09, 3, '2026-04-27', '2026-05-30', null],
    ]);
    expect(d.income.monthly_income).toBe(0);
    expect(flagsOf(d)).toEqual([
      ['NO_INCOME', 'HIGH'],
      ['FALLING_INCOME', 'HIGH'],
    ]);
    expect(d.risk).toMatchObject({ level: 'HIGH', score: 65 });
    expect(d.risk.insight).toBe(
      'No active income: the last stream, UNEMPLOYMENT BENEFITS, stopped after 2026-06-18; no overdraft or NSF fees in the last 90 days; monthly income down 100% from 71 days earlier.',
    );
    // Balances from the $50,000 starting balance: July has no transactions and keeps June's.
    expect(d.monthly.map((m) => [m.month, m.ending_balance, m.transaction_count])).toEqual([
      ['2026-04', 52575, 2],
      ['2026-05', 56725, 5],
      ['2026-06', 60725, 3],
      ['2026-07', 60725, 0],
      ['2026-08', 56929.76, 14],
    ]);
  });

  it('selfEmployedGiguser: Uber (5th/20th) and Lyft (weekly) stopped in January; "Self Payout" about every 15.6 days continues', () => {
    const d = completed('selfEmployedGiguser.json');
    // The overdraft and NSF fees are posted 2025-08-23 (date_posted), which starts the history.
    expect(d.period).toEqual({ start_date: '2025-08-23', end_date: '2026-04-23', days: 244 });
    expect(streamsOf(d)).toEqual([
      ['SELF PAYOUT FROM BUSINESS', 'GIG', 'SEMI_MONTHLY', 1600, 3200, 6, '2026-02-04', '2026-04-23', '2026-05-09'],
      ['LYFT PAYOUT', 'GIG', 'WEEKLY', 1200, 5200, 6, '2025-12-20', '2026-01-24', null],
      ['UBER PAYOUT', 'GIG', 'SEMI_MONTHLY', 1000, 2000, 6, '2025-11-05', '2026-01-20', null],
    ]);
    expect(d.income.monthly_income).toBe(3200);
    expect(d.income.annual_income).toBe(38400);
    // 91 days before the end (Jan 22) Lyft ($5,200) and Uber ($2,000) were both still paying.
    expect(flagsOf(d)).toEqual([
      ['FALLING_INCOME', 'HIGH'],
      ['NSF_FEES', 'LOW'],
      ['OVERDRAFT_FEES', 'LOW'],
    ]);
    expect(d.risk.flags[0].description).toBe('Monthly income fell 56%: $3,200 from the last 91 days against $7,200 from the 91 days before.');
    expect(d.risk).toMatchObject({ level: 'MEDIUM', score: 39 });
  });

  it('transactions+inflow: $5,125.25 on the 1st of each month', () => {
    const d = completed('transactions+inflow_custom_user.json');
    expect(d.period).toEqual({ start_date: '2026-06-01', end_date: '2026-08-22', days: 83 });
    expect(streamsOf(d)).toEqual([['PLAID INC', 'PAYROLL', 'MONTHLY', 5125.25, 5125.25, 3, '2026-06-01', '2026-08-01', '2026-09-01']]);
    expect(d.income.annual_income).toBe(61503);
    expect(flagsOf(d)).toEqual([['SHORT_HISTORY', 'LOW']]);
  });

  it('transactions_checking+savings: card autopays only, 59 days', () => {
    const d = completed('transactions_checking+savings_custom_user.json');
    expect(d.income.streams).toEqual([]);
    expect(flagsOf(d)).toEqual([
      ['NO_INCOME', 'HIGH'],
      ['SHORT_HISTORY', 'MEDIUM'],
    ]);
    expect(d.risk).toMatchObject({ level: 'HIGH', score: 50 });
    expect(new Set(d.transactions.map((t) => t.category))).toEqual(new Set(['CARD_PAYMENT']));
    expect(d.monthly.map((m) => [m.month, m.inflow, m.outflow])).toEqual([
      ['2026-06', 0, 2817.13],
      ['2026-07', 0, 0],
      ['2026-08', 0, 1294.99],
    ]);
  });
});

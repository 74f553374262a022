import { describe, expect, it } from 'vitest';
import { analyzeCashFlow, MODEL_VERSION } from './analyze.ts';
import type { CashFlowAccountInput, CashFlowData, CashFlowInput, CashFlowTransactionInput } from './cash-flow.types.ts';

let n = 0;
function tx(account_id: string, date: string, amount_cents: number, description: string, running_balance_cents: number | null = null): CashFlowTransactionInput {
  return { transaction_id: `t${++n}`, account_id, date, description, amount_cents, running_balance_cents, category: null, document_id: account_id === 'sav' ? 'doc-sav' : null, page: account_id === 'sav' ? 1 : null };
}

/**
 * A checking account (bank connection, opening $3,000) and a savings account (statement, printed
 * balances, opening $5,000) from 2025-01-02 to 2025-03-28. The figures in the tests are worked out
 * by hand from this list.
 */
function history(): CashFlowInput {
  n = 0;
  const payroll = (date: string) => tx('chk', date, 215_000, `ACME CORP PAYROLL PPD ID: 99887 ${date.slice(5, 7)}/${date.slice(8)}`);
  const transactions = [
    tx('chk', '2025-01-02', -120_000, 'RENT PAYMENT OAK APTS'), // 3000 - 1200 = 1800
    tx('chk', '2025-01-02', -2_500, 'POS PURCHASE KROGER #1'), // 1775
    payroll('2025-01-10'), // 3925
    payroll('2025-01-24'), // 6075
    tx('chk', '2025-02-03', -120_000, 'RENT PAYMENT OAK APTS'), // 4875
    payroll('2025-02-07'), // 7025
    tx('chk', '2025-02-14', -50_000, 'ONLINE TRANSFER TO SAV ...2222'), // 6525
    tx('sav', '2025-02-14', 50_000, 'ONLINE TRANSFER FROM CHK ...1111', 550_000),
    payroll('2025-02-21'), // 8675
    tx('chk', '2025-03-03', -120_000, 'RENT PAYMENT OAK APTS'), // 7475
    tx('chk', '2025-03-05', -3_500, 'NSF FEE RETURNED ITEM'), // 7440
    payroll('2025-03-07'), // 9590
    tx('chk', '2025-03-07', 3_500, 'NSF FEE REVERSAL'), // 9625
    tx('chk', '2025-03-10', -30_000, 'ONLINE BANKING TRANSFER'), // 9325: no mask, paired by amount with the savings credit
    tx('sav', '2025-03-11', 30_000, 'INTERNET TRANSFER CREDIT', 580_000),
    tx('chk', '2025-03-18', -3_500, 'OVERDRAFT ITEM FEE'), // 9290
    payroll('2025-03-21'), // 11440
    tx('chk', '2025-03-28', -1_000, 'STARBUCKS STORE 1'), // 11430
  ];
  const accounts: CashFlowAccountInput[] = [
    { account_id: 'chk', name: 'Everyday Checking', mask: '1111', source: 'BANK_CONNECTION', opening_balance_cents: 300_000, closing_balance_cents: 1_143_000, reconciliation: null },
    {
      account_id: 'sav',
      name: 'Savings',
      mask: '2222',
      source: 'STATEMENT',
      opening_balance_cents: 500_000,
      closing_balance_cents: 580_000,
      reconciliation: { status: 'RECONCILED', problems: [], document_id: 'doc-sav' },
    },
  ];
  return { currency: 'USD', accounts, transactions, borrower: { first_name: 'Jane', last_name: 'Doe' } };
}

function completed(input: CashFlowInput): CashFlowData {
  const out = analyzeCashFlow(input);
  if (out.status !== 'COMPLETED') throw new Error(out.reason);
  return out.data;
}

describe('analyzeCashFlow end to end (hand-worked history)', () => {
  const data = completed(history());

  it('period, accounts, counts, version', () => {
    expect(data.currency).toBe('USD');
    // Jan 2 - Mar 28: 30 + 28 + 28 days.
    expect(data.period).toEqual({ start_date: '2025-01-02', end_date: '2025-03-28', days: 86 });
    expect(data.accounts).toEqual([
      { account_id: 'chk', name: 'Everyday Checking', mask: '1111', source: 'BANK_CONNECTION', opening_balance: 3000, closing_balance: 11430, currency: 'USD', reconciled: null, flagged_rows: 0 },
      { account_id: 'sav', name: 'Savings', mask: '2222', source: 'STATEMENT', opening_balance: 5000, closing_balance: 5800, currency: 'USD', reconciled: true, flagged_rows: 0 },
    ]);
    expect(data.transactions_analyzed).toBe(18);
    expect(data.transactions).toHaveLength(18);
    expect(data.model_version).toBe(MODEL_VERSION);
  });

  it('one steady biweekly payroll: 2150 x 26/12 = 4658.33 a month, 55,899.96 a year', () => {
    expect(data.income.monthly_income).toBe(4658.33);
    expect(data.income.annual_income).toBe(55899.96);
    expect(data.income.streams).toHaveLength(1);
    const { stream_id, transaction_ids, ...s } = data.income.streams[0];
    expect(s).toEqual({
      source_name: 'ACME CORP',
      category: 'PAYROLL',
      frequency: 'BIWEEKLY',
      average_amount: 2150,
      monthly_amount: 4658.33,
      occurrences: 6,
      first_date: '2025-01-10',
      last_date: '2025-03-21',
      next_expected_date: '2025-04-04',
      confidence: 1,
    });
    expect(stream_id).toMatch(/^stm_[0-9a-f]{14}$/);
    expect(transaction_ids).toEqual(['t3', 't4', 't6', 't9', 't12', 't17']);
  });

  it('monthly sums leave own transfers out; month-end balances add both accounts', () => {
    expect(data.monthly).toEqual([
      // In: 2 x 2150. Out: rent 1200 + Kroger 25. Balance Jan 31: 6075 + 5000.
      { month: '2025-01', inflow: 4300, outflow: 1225, net: 3075, ending_balance: 11075, transaction_count: 4 },
      // In: 2 x 2150. Out: rent 1200 (the $500 to savings is an own transfer). Balance: 8675 + 5500.
      { month: '2025-02', inflow: 4300, outflow: 1200, net: 3100, ending_balance: 14175, transaction_count: 5 },
      // In: 2 x 2150 + 35 reversal. Out: 1200 + 35 + 35 + 10. Balance Mar 28: 11430 + 5800.
      { month: '2025-03', inflow: 4335, outflow: 1280, net: 3055, ending_balance: 17230, transaction_count: 9 },
    ]);
  });

  it('categories, own transfers by mask and by amount, running balances rebuilt or as printed', () => {
    const byId = new Map(data.transactions.map((t) => [t.transaction_id, t]));
    const cat = (id: string) => byId.get(id)!.category;
    expect(['t1', 't2', 't3', 't7', 't8', 't11', 't13', 't14', 't15', 't16', 't18'].map(cat)).toEqual([
      'OTHER_OUTFLOW',
      'PURCHASE',
      'PAYROLL',
      'TRANSFER_OWN',
      'TRANSFER_OWN',
      'NSF_FEE',
      'FEE_REVERSAL',
      'TRANSFER_OWN',
      'TRANSFER_OWN',
      'OVERDRAFT_FEE',
      'OTHER_OUTFLOW',
    ]);
    expect(byId.get('t1')).toEqual({
      transaction_id: 't1',
      account_id: 'chk',
      date: '2025-01-02',
      description: 'RENT PAYMENT OAK APTS',
      amount: -1200,
      running_balance: 1800,
      category: 'OTHER_OUTFLOW',
      document_id: null,
      page: null,
    });
    expect(byId.get('t13')!.running_balance).toBe(9625);
    expect(byId.get('t18')!.running_balance).toBe(11430);
    expect(byId.get('t15')).toMatchObject({ running_balance: 5800, document_id: 'doc-sav', page: 1 });
    expect(data.transactions.map((t) => t.date)).toEqual([...data.transactions.map((t) => t.date)].sort());
  });

  it('risk: the reversed NSF fee is gone, one overdraft fee and a short history remain', () => {
    expect(data.risk.flags).toEqual([
      {
        code: 'OVERDRAFT_FEES',
        severity: 'MEDIUM',
        description: '1 overdraft fee in the last 90 days (1 in 30 days, 1 in 60 days); 1 in the whole history totalling $35.',
        transaction_ids: ['t16'],
      },
      {
        code: 'SHORT_HISTORY',
        severity: 'LOW',
        description: 'Only 86 days of transactions (2025-01-02 to 2025-03-28); 90 or more give a reliable picture.',
        transaction_ids: ['t1', 't18'],
      },
    ]);
    // 15 (overdraft, MEDIUM) + 4 (short history, LOW).
    expect(data.risk.score).toBe(19);
    expect(data.risk.level).toBe('LOW');
    expect(data.risk.insight).toBe(
      'Steady biweekly payroll of $2,150 from ACME CORP, $4,658.33 a month in all; 1 overdraft fee in the last 90 days.',
    );
  });

  it('the same input gives the same output, whatever the order of the transactions', () => {
    const shuffled = history();
    shuffled.transactions.reverse();
    const again = completed(shuffled);
    expect(again.income).toEqual(data.income);
    expect(again.monthly).toEqual(data.monthly);
    expect(again.risk.flags.map((f) => f.code)).toEqual(data.risk.flags.map((f) => f.code));
    expect(completed(history())).toEqual(data);
  });

  it('a transfer naming the borrower is theirs: no unexplained deposit', () => {
    const input = history();
    input.transactions.push(tx('chk', '2025-03-20', 900_000, 'ZELLE FROM JANE DOE'));
    const d = completed(input);
    expect(d.transactions.find((t) => t.description === 'ZELLE FROM JANE DOE')!.category).toBe('TRANSFER_OWN');
    expect(d.risk.flags.map((f) => f.code)).not.toContain('LARGE_UNEXPLAINED_DEPOSIT');
    input.transactions.push(tx('chk', '2025-03-21', 900_000, 'ZELLE FROM JOHN ROE'));
    expect(completed(input).risk.flags.map((f) => f.code)).toContain('LARGE_UNEXPLAINED_DEPOSIT');
  });
});

describe('analyzeCashFlow: INSUFFICIENT', () => {
  const base = (transactions: CashFlowTransactionInput[]): CashFlowInput => ({ currency: 'USD', accounts: [], transactions });

  it('no transactions', () => {
    expect(analyzeCashFlow(base([]))).toEqual({ status: 'INSUFFICIENT', reason: 'There are no transactions to analyse.' });
  });

  it('no usable transaction', () => {
    const bad = [tx('a', '2025-02-30', 100, 'X'), tx('a', '01/02/2025', 100, 'X'), { ...tx('a', '2025-01-02', 0, 'X'), amount_cents: 1.5 }];
    expect(analyzeCashFlow(base(bad))).toEqual({
      status: 'INSUFFICIENT',
      reason: 'None of the 3 transactions has a valid date and amount, so there is nothing to analyse.',
    });
  });

  it('fewer than 28 days', () => {
    expect(analyzeCashFlow(base([tx('a', '2025-01-01', 100, 'X'), tx('a', '2025-01-27', -100, 'Y'), tx('a', 'nope', 1, 'Z')]))).toEqual({
      status: 'INSUFFICIENT',
      reason: 'The 2 usable transactions cover only 27 days (2025-01-01 to 2025-01-27); at least 28 days are needed.',
    });
  });

  it('28 days are enough; unusable rows are left out', () => {
    const out = analyzeCashFlow(base([tx('a', '2025-01-01', 100, 'X'), tx('a', '2025-01-28', -100, 'Y'), tx('a', 'nope', 1, 'Z')]));
    expect(out.status).toBe('COMPLETED');
    if (out.status === 'COMPLETED') {
      expect(out.data.period.days).toBe(28);
      expect(out.data.transactions_analyzed).toBe(2);
      expect(out.data.monthly[0].ending_balance).toBeNull(); // no balances known
      expect(out.data.risk.flags.map((f) => f.code)).toEqual(['NO_INCOME', 'SHORT_HISTORY']);
    }
  });
});

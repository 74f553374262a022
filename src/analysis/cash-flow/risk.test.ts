import { describe, expect, it } from 'vitest';
import type { CashFlowAccountInput, RiskFlag, RiskFlagCode, TransactionCategory } from './cash-flow.types.ts';
import { parseDay } from './dates.ts';
import { insightSentence, riskFlags, riskScore, SCORE_WEIGHTS, type RiskInput, type RiskTransaction } from './risk.ts';
import { buildStreams } from './streams.ts';

const E = parseDay('2025-06-30')!;
const START = parseDay('2024-10-01')!; // 273 days of data

let n = 0;
const tx = (day: number, amountCents: number, category: TransactionCategory, description: string, accountId = 'chk'): RiskTransaction => ({
  id: `t${n++}`,
  accountId,
  day,
  amountCents,
  category,
  description,
  documentId: null,
});

function input(over: Partial<RiskInput> = {}): RiskInput {
  return {
    startDay: START,
    endDay: E,
    transactions: [],
    streams: [],
    monthlyIncomeCents: 500_000,
    earlier: null,
    negative: { days: new Uint8Array(E - START + 1), overdrawingIds: [], lowestCents: null },
    accounts: [],
    ...over,
  };
}

const flag = (flags: RiskFlag[], code: RiskFlagCode) => flags.find((f) => f.code === code);

describe('riskFlags', () => {
  it('nothing to say: no flags', () => {
    expect(riskFlags(input()).flags).toEqual([]);
  });

  it('NSF_FEES: 1 in 30 days, 2 in 60, 3 in 90, 4 in all -> HIGH', () => {
    const fees = [5, 40, 80, 200].map((ago) => tx(E - ago, -3500, 'NSF_FEE', 'NSF FEE'));
    const f = flag(riskFlags(input({ transactions: fees })).flags, 'NSF_FEES')!;
    expect(f).toEqual({
      code: 'NSF_FEES',
      severity: 'HIGH',
      description: '3 NSF fees in the last 90 days (1 in 30 days, 2 in 60 days); 4 in the whole history totalling $140.',
      transaction_ids: [...fees].reverse().map((t) => t.id), // in date order
    });
  });

  it.each([
    [[100], 'LOW'],
    [[10], 'MEDIUM'],
    [[10, 20], 'HIGH'],
  ])('OVERDRAFT_FEES %j days ago -> %s', (agos, severity) => {
    const fees = agos.map((ago) => tx(E - ago, -3500, 'OVERDRAFT_FEE', 'OVERDRAFT ITEM FEE'));
    expect(flag(riskFlags(input({ transactions: fees })).flags, 'OVERDRAFT_FEES')!.severity).toBe(severity);
  });

  it('fees cancelled by reversals raise no flag, and are mentioned when some remain', () => {
    const txs = [
      tx(E - 10, -3500, 'OVERDRAFT_FEE', 'OD FEE'),
      tx(E - 8, 3500, 'FEE_REVERSAL', 'OD FEE REVERSAL'),
      tx(E - 5, -3500, 'NSF_FEE', 'NSF FEE'),
      tx(E - 4, -3500, 'NSF_FEE', 'NSF FEE'),
      tx(E - 3, 3500, 'FEE_REVERSAL', 'NSF FEE REVERSAL'),
    ];
    const r = riskFlags(input({ transactions: txs }));
    expect(flag(r.flags, 'OVERDRAFT_FEES')).toBeUndefined();
    expect(flag(r.flags, 'NSF_FEES')!.description).toBe(
      '1 NSF fee in the last 90 days (1 in 30 days, 1 in 60 days); 1 in the whole history totalling $35, net of 1 reversal.',
    );
    expect([r.nsf90, r.overdraft90]).toEqual([1, 0]);
  });

  it('NEGATIVE_BALANCE_DAYS: 12 days, 4 in the last 90 -> MEDIUM', () => {
    const days = new Uint8Array(E - START + 1);
    for (const i of [10, 11, 12, 13, 50, 51, 52, 53, 183, 200, 201, 272]) days[i] = 1; // index 183 = 90 days before the end
    const f = flag(riskFlags(input({ negative: { days, overdrawingIds: ['x1', 'x2'], lowestCents: -25_000 } })).flags, 'NEGATIVE_BALANCE_DAYS')!;
    expect(f).toEqual({
      code: 'NEGATIVE_BALANCE_DAYS',
      severity: 'MEDIUM',
      description: 'The balance ended the day below zero on 12 days, 4 of them in the last 90 days; lowest -$250.',
      transaction_ids: ['x1', 'x2'],
    });
  });

  it('LOAN_STACKING: 3 consumer lenders -> MEDIUM, 4 -> HIGH; mortgages do not count', () => {
    const three = [
      tx(E - 10, -20_000, 'LOAN_PAYMENT', 'OPPLOANS PMT'),
      tx(E - 12, -15_000, 'LOAN_PAYMENT', 'CASHNETUSA PAYMENT'),
      tx(E - 30, 80_000, 'LOAN_PROCEEDS', 'NETCREDIT LOAN PROCEEDS'),
      tx(E - 15, -200_000, 'LOAN_PAYMENT', 'ROCKET MORTGAGE PMT'),
      tx(E - 120, -10_000, 'LOAN_PAYMENT', 'AFFIRM PAYMENT'), // older than 90 days
    ];
    const f = flag(riskFlags(input({ transactions: three })).flags, 'LOAN_STACKING')!;
    expect(f.severity).toBe('MEDIUM');
    expect(f.description).toBe('Borrowing from 3 consumer lenders in the last 90 days: CASHNETUSA, NETCREDIT, OPPLOANS.');
    expect(f.transaction_ids).toEqual([three[0].id, three[1].id, three[2].id]);
    const four = [...three, tx(E - 3, -10_000, 'LOAN_PAYMENT', 'AFFIRM PAYMENT')];
    expect(flag(riskFlags(input({ transactions: four })).flags, 'LOAN_STACKING')!.severity).toBe('HIGH');
    expect(flag(riskFlags(input({ transactions: three.slice(1) })).flags, 'LOAN_STACKING')).toBeUndefined();
  });

  it('LOAN_PAYMENTS: $3,000 in 90 days = $1,014.58 a month, 20% of $5,000 -> MEDIUM', () => {
    const txs = [20, 50, 80].map((ago) => tx(E - ago, -100_000, 'LOAN_PAYMENT', 'ROCKET MORTGAGE PMT'));
    const f = flag(riskFlags(input({ transactions: txs })).flags, 'LOAN_PAYMENTS')!;
    expect(f.severity).toBe('MEDIUM');
    expect(f.description).toBe('Loan payments of $1,014.58 a month over the last 90 days to 1 lender (ROCKET MORTGAGE), 20% of monthly income.');
    expect(flag(riskFlags(input({ transactions: txs, monthlyIncomeCents: 1_000_000 })).flags, 'LOAN_PAYMENTS')!.severity).toBe('LOW');
    expect(flag(riskFlags(input({ transactions: txs, monthlyIncomeCents: 200_000 })).flags, 'LOAN_PAYMENTS')!.severity).toBe('HIGH');
  });

  it('GAMBLING: six $50 bets in 90 days -> MEDIUM (count), $300 = 3% of income a month', () => {
    const bets = [2, 9, 20, 33, 47, 70].map((ago) => tx(E - ago, -5_000, 'GAMBLING', 'DRAFTKINGS'));
    const f = flag(riskFlags(input({ transactions: bets, monthlyIncomeCents: 400_000 })).flags, 'GAMBLING')!;
    expect(f.severity).toBe('MEDIUM');
    expect(f.description).toBe('$300 spent on gambling in the last 90 days over 6 transactions (3% of monthly income a month); 6 in the whole history.');
    // One small bet long ago only: LOW.
    expect(flag(riskFlags(input({ transactions: [tx(E - 200, -1000, 'GAMBLING', 'LOTTO')] })).flags, 'GAMBLING')!.severity).toBe('LOW');
  });

  it('LARGE_UNEXPLAINED_DEPOSIT over half the monthly income, not for transfers, refunds or income', () => {
    const big = tx(parseDay('2025-06-01')!, 200_000, 'OTHER_INFLOW', 'MOBILE CHECK DEPOSIT');
    const txs = [
      big,
      tx(E - 3, 140_000, 'CASH_DEPOSIT', 'CASH DEPOSIT'), // under $1,500
      tx(E - 4, 900_000, 'TRANSFER_OWN', 'TRANSFER FROM SAVINGS'),
      tx(E - 5, 900_000, 'REFUND', 'IRS TREAS 310 TAX REF'),
    ];
    const f = flag(riskFlags(input({ transactions: txs, monthlyIncomeCents: 300_000 })).flags, 'LARGE_UNEXPLAINED_DEPOSIT')!;
    expect(f).toEqual({
      code: 'LARGE_UNEXPLAINED_DEPOSIT',
      severity: 'MEDIUM',
      description: '1 deposit over $1,500 with no income or transfer explanation, the largest $2,000 on 2025-06-01 ("MOBILE CHECK DEPOSIT").',
      transaction_ids: [big.id],
    });
    // With no income the bar is $2,500, and over $10,000 it is HIGH.
    const cash = tx(E - 9, 1_100_000, 'CASH_DEPOSIT', 'CASH DEPOSIT');
    expect(flag(riskFlags(input({ transactions: [cash], monthlyIncomeCents: 0 })).flags, 'LARGE_UNEXPLAINED_DEPOSIT')!.severity).toBe('HIGH');
  });

  it.each([
    [250_000, 'MEDIUM', 'Monthly income fell 38%: $2,500 from the last 91 days against $4,000 from the 91 days before.'],
    [150_000, 'HIGH', 'Monthly income fell 63%: $1,500 from the last 91 days against $4,000 from the 91 days before.'],
    [320_000, null, null],
  ])('FALLING_INCOME from $4,000 to %i cents', (now, severity, description) => {
    const f = flag(riskFlags(input({ monthlyIncomeCents: now, earlier: { monthlyIncomeCents: 400_000, windowDays: 91 } })).flags, 'FALLING_INCOME');
    expect(f ? [f.severity, f.description] : [null, null]).toEqual([severity, description]);
  });

  it('NO_INCOME names the last stream that stopped', () => {
    expect(flag(riskFlags(input({ monthlyIncomeCents: 0 })).flags, 'NO_INCOME')).toEqual({
      code: 'NO_INCOME',
      severity: 'HIGH',
      description: 'No recurring income found in 273 days of transactions.',
      transaction_ids: [],
    });
    const d = (iso: string) => parseDay(iso)!;
    const streams = buildStreams(
      ['2025-01-03', '2025-02-03', '2025-03-03'].map((iso, i) => ({ id: `p${i}`, day: d(iso), amountCents: 150_000, category: 'PENSION' as const, source: 'STATE RETIREMENT SYS' })),
      E,
    );
    const f = flag(riskFlags(input({ monthlyIncomeCents: 0, streams })).flags, 'NO_INCOME')!;
    expect(f.description).toBe('No active income stream in 273 days of transactions; the last, STATE RETIREMENT SYS, stopped after 2025-03-03.');
    expect(f.transaction_ids).toEqual(['p0', 'p1', 'p2']);
  });

  it.each([
    [59, 'MEDIUM'],
    [60, 'LOW'],
    [89, 'LOW'],
    [90, null],
  ])('SHORT_HISTORY with %i days -> %s', (days, severity) => {
    const f = flag(riskFlags(input({ startDay: E - days + 1, negative: { days: new Uint8Array(days), overdrawingIds: [], lowestCents: null } })).flags, 'SHORT_HISTORY');
    expect(f?.severity ?? null).toBe(severity);
  });

  it('STATEMENT_NOT_RECONCILED quotes the first problem', () => {
    const account: CashFlowAccountInput = {
      account_id: 'acc1',
      name: 'Everyday Checking',
      mask: '1234',
      source: 'STATEMENT',
      opening_balance_cents: 10_000,
      closing_balance_cents: 15_000,
      reconciliation: { status: 'MISMATCH', problems: ['Opening plus credits minus debits is 100.00, the closing balance is 150.00.', 'Row 3 balance.'], document_id: 'doc1' },
    };
    const t1 = { ...tx(E - 1, -100, 'PURCHASE', 'X', 'acc1'), documentId: 'doc1' };
    const t2 = { ...tx(E - 1, -100, 'PURCHASE', 'Y', 'acc1'), documentId: 'doc2' };
    const f = flag(riskFlags(input({ accounts: [account], transactions: [t1, t2] })).flags, 'STATEMENT_NOT_RECONCILED')!;
    expect(f).toEqual({
      code: 'STATEMENT_NOT_RECONCILED',
      severity: 'MEDIUM',
      description: 'The statement for account ...1234 does not reconcile: Opening plus credits minus debits is 100.00, the closing balance is 150.00.',
      transaction_ids: [t1.id],
    });
  });
});

describe('riskScore', () => {
  const f = (code: RiskFlagCode, severity: RiskFlag['severity']): RiskFlag => ({ code, severity, description: '', transaction_ids: [] });
  it.each([
    [[], 0, 'LOW'],
    [[f('SHORT_HISTORY', 'LOW'), f('OVERDRAFT_FEES', 'MEDIUM')], 19, 'LOW'], // 4 + 15
    [[f('NSF_FEES', 'HIGH'), f('NEGATIVE_BALANCE_DAYS', 'MEDIUM')], 42, 'MEDIUM'], // 30 + 12
    [[f('NSF_FEES', 'HIGH'), f('NEGATIVE_BALANCE_DAYS', 'MEDIUM'), f('GAMBLING', 'HIGH')], 62, 'HIGH'], // + 20
    [[f('NO_INCOME', 'HIGH'), f('SHORT_HISTORY', 'MEDIUM')], 50, 'HIGH'], // 40 + 10
    [[f('NO_INCOME', 'HIGH'), f('NSF_FEES', 'HIGH'), f('LOAN_STACKING', 'HIGH'), f('FALLING_INCOME', 'HIGH')], 100, 'HIGH'], // 125, capped
  ])('%#: score %i, level %s', (flags, score, level) => expect(riskScore(flags as RiskFlag[])).toEqual({ score, level }));

  it('every code has a weight per severity', () => {
    for (const w of Object.values(SCORE_WEIGHTS)) expect(Object.keys(w).sort()).toEqual(['HIGH', 'LOW', 'MEDIUM']);
  });
});

describe('insightSentence', () => {
  const d = (iso: string) => parseDay(iso)!;
  const acme = buildStreams(
    ['2025-05-02', '2025-05-16', '2025-05-30', '2025-06-13', '2025-06-27'].map((iso, i) => ({ id: `a${i}`, day: d(iso), amountCents: 215_000, category: 'PAYROLL' as const, source: 'ACME CORP' })),
    E,
  );
  const monthly = acme[0].monthlyCents;

  it('steady pay, no fees', () => {
    const risk = riskFlags(input({ streams: acme, monthlyIncomeCents: monthly }));
    expect(insightSentence({ streams: acme, monthlyIncomeCents: monthly, days: 273, risk })).toBe(
      'Steady biweekly payroll of $2,150 from ACME CORP, $4,658.33 a month in all; no overdraft or NSF fees in the last 90 days.',
    );
  });

  it('fees and the most serious other flag', () => {
    const txs = [
      ...[5, 40, 80].map((ago) => tx(E - ago, -3500, 'NSF_FEE', 'NSF FEE')),
      tx(E - 9, -3500, 'OVERDRAFT_FEE', 'OD FEE'),
      tx(E - 10, -20_000, 'LOAN_PAYMENT', 'OPPLOANS PMT'),
      tx(E - 12, -15_000, 'LOAN_PAYMENT', 'CASHNETUSA PAYMENT'),
      tx(E - 30, -9_000, 'LOAN_PAYMENT', 'NETCREDIT AUTOPAY'),
    ];
    const risk = riskFlags(input({ streams: acme, monthlyIncomeCents: monthly, transactions: txs }));
    expect(insightSentence({ streams: acme, monthlyIncomeCents: monthly, days: 273, risk })).toBe(
      'Steady biweekly payroll of $2,150 from ACME CORP, $4,658.33 a month in all; 3 NSF fees and 1 overdraft fee in the last 90 days; borrowing from 3 consumer lenders.',
    );
  });

  it('no income at all', () => {
    const risk = riskFlags(input({ monthlyIncomeCents: 0 }));
    expect(insightSentence({ streams: [], monthlyIncomeCents: 0, days: 59, risk })).toBe(
      'No income found in 59 days of transactions; no overdraft or NSF fees in the last 90 days.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { ParsedAccount, ParsedStatement, ParsedTransaction } from '../statements/statement.types.ts';
import { figuresOnly, runningBalanceBreaks, statementRowSignals } from './statement-rows.ts';

const row = (date: string, amountCents: number, runningBalanceCents: number | null, description = 'ROW'): ParsedTransaction => ({
  date, description, amountCents, runningBalanceCents, page: 1, externalId: null,
});
// Opening 1,000.00; every balance follows.
const clean = [row('2024-03-02', -2_500, 97_500), row('2024-03-05', 150_000, 247_500), row('2024-03-09', -10_000, 237_500), row('2024-03-12', -7_500, 230_000)];
const reconciled = { status: 'RECONCILED' as const, openingBalanceCents: 100_000, closingBalanceCents: 230_000, creditsCents: 150_000, debitsCents: 20_000, differenceCents: 0, runningBalanceMismatches: 0, problems: [] };
const account = (transactions: ParsedTransaction[], p: Partial<ParsedAccount> = {}): ParsedAccount => ({
  name: 'Checking', mask: '1234', periodStart: '2024-03-01', periodEnd: '2024-03-31', transactions, reconciliation: reconciled, ...p,
});
const statement = (a: ParsedAccount, p: Partial<ParsedStatement> & { ocr?: unknown } = {}): ParsedStatement => ({
  format: 'PDF', institution: 'Bank', currency: 'USD', periodStart: '2024-03-01', periodEnd: '2024-03-31', pageCount: 1, accounts: [a], warnings: [], ...p,
});

describe('runningBalanceBreaks', () => {
  it.each<[string, ParsedTransaction[], number]>([
    ['balances that follow', clean, 0],
    ['one balance edited', [clean[0], row('2024-03-05', 150_000, 297_500), clean[2], clean[3]], 2],
    ['one amount edited', [clean[0], row('2024-03-05', 200_000, 247_500), clean[2], clean[3]], 1],
    ['a day printed in another order than posted, its last balance right', [clean[0], row('2024-03-05', -500, 247_000), row('2024-03-05', 150_000, 247_500)], 0],
    ['one balance edited mid-day, the day\'s last balance right', [clean[0], row('2024-03-05', 150_000, 257_500), row('2024-03-05', -10_000, 237_500)], 2],
    ['balances printed once a day follow', [clean[0], row('2024-03-05', 150_000, null), row('2024-03-05', -10_000, 237_500)], 0],
    ['a once-a-day balance edited', [clean[0], row('2024-03-05', 150_000, null), row('2024-03-05', -10_000, 247_500)], 1],
    ['an overdrawn balance read without its sign, its mark left in the description', [clean[0], row('2024-03-04', -100_000, 2_500, 'CASH WITHDRAWAL OD'), row('2024-03-05', 150_000, 147_500)], 0],
    ['the same with a trailing "Dr" against the figure', [clean[0], row('2024-03-04', -100_000, 2_500, 'Debit Order Bond 1 240.30Dr'), row('2024-03-05', 150_000, 147_500)], 0],
    ['a balance with its sign dropped and no mark in sight is still a break', [clean[0], row('2024-03-04', -100_000, 2_500, 'CASH WITHDRAWAL'), row('2024-03-05', 150_000, 147_500)], 2],
  ])('%s', (_, rows, breaks) => {
    expect(runningBalanceBreaks(rows)).toHaveLength(breaks);
  });
});

/** Nineteen rows whose balances break at three places apart (six breaks, under a third of the steps): balances edited here and there, or a column misread. */
const scattered = (() => {
  const rows: ParsedTransaction[] = [];
  let b = 100_000;
  for (let d = 2; d <= 20; d++) {
    b += 10_000;
    const off = d === 4 || d === 10 || d === 16 ? 5_000 : 0;
    rows.push(row(`2024-03-${String(d).padStart(2, '0')}`, 10_000, b + off));
  }
  return rows;
})();
/** The account's reconciliation from its rows, as the reader works it out. */
const reconcile = (rows: ParsedTransaction[], opening = 100_000, closing = 230_000): ParsedAccount['reconciliation'] => {
  const difference = closing - rows.reduce((t, r) => t + r.amountCents, opening);
  return { ...reconciled, status: difference === 0 ? 'RECONCILED' : 'MISMATCH', openingBalanceCents: opening, closingBalanceCents: closing, differenceCents: difference, problems: difference === 0 ? [] : ['Opening balance plus the rows is not the closing balance.'] };
};
/** A checks-paid list after the table, repeating the 03-09 row without a balance, read as a row again. */
const repeated = row('2024-03-09', -10_000, null, 'Check 101');
const withRepeat = [...clean, repeated];
const ledgerLine = row('2024-03-31', 177_500, null, '1,775.00 03/30 1,780.00 03/31');

describe('figuresOnly', () => {
  it.each<[string, boolean]>([
    ['1,780.97 12/02 1,700.99 12/03', true],
    ['2,900.49', true],
    ['Check 1040', false],
    ['1040', false],
    ['FX FEE 2.50 USD', false],
    ['POS Purchase Nando\'s Melville', false],
  ])('%s', (d, want) => {
    expect(figuresOnly(d)).toBe(want);
  });
});

describe('statementRowSignals', () => {
  const codes = (s: ParsedStatement & { ocr?: unknown }) => statementRowSignals('d1', s).map((x) => `${x.code}:${x.severity}`);
  it.each<[string, ParsedStatement & { ocr?: unknown }, string[]]>([
    ['a clean statement', statement(account(clean)), []],
    ['a balance edited', statement(account([clean[0], row('2024-03-05', 150_000, 297_500), ...clean.slice(2)])), ['RUNNING_BALANCE_BREAK:HIGH', 'RUNNING_BALANCE_BREAK:HIGH']],
    ['the same read by OCR: no row signal', statement(account([clean[0], row('2024-03-05', 150_000, 297_500), ...clean.slice(2)]), { ocr: { source: 'OCR' } }), []],
    ['most steps break: the balance column was misread', statement(account([row('2024-03-02', 1, 5), row('2024-03-03', 1, 50), row('2024-03-04', 1, 500), row('2024-03-05', 1, 5_000)])), []],
    ['the closing balance does not follow', statement(account(clean, { reconciliation: { ...reconciled, status: 'MISMATCH', differenceCents: 10_000, problems: ['Opening balance 1000.00 plus credits 1500.00 minus debits 200.00 is 2300.00, but the closing balance is 2400.00.'] } })), ['BALANCE_MISMATCH:HIGH']],
    ['balances of a section no row was read from (a loan summary) are not judged', statement(account([], { reconciliation: { ...reconciled, status: 'MISMATCH', openingBalanceCents: 1_308_643, closingBalanceCents: 42_218, creditsCents: 0, debitsCents: 0, differenceCents: -1_266_425, problems: ['Opening balance 13086.43 plus credits 0.00 minus debits 0.00 is 13086.43, but the closing balance is 422.18.'] } })), []],
    ['a date that cannot exist', statement(account(clean, { flaggedRows: [{ reason: 'IMPOSSIBLE_DATE', dateAsPrinted: '02/30/2024', description: 'DEPOSIT', amountCents: 50_000, runningBalanceCents: null, page: 1, row: 2 }] })), ['IMPOSSIBLE_DATE:HIGH']],
    ['a row outside the period', statement(account([...clean, row('2024-05-20', -100, 229_900)])), ['IMPOSSIBLE_DATE:MEDIUM']],
    ['a row a day past the period end', statement(account([...clean, row('2024-04-01', -100, 229_900)])), []],
    ['balances breaking in three places apart: the table was misread', statement(account(scattered)), []],
    ['the same with the closing balance off: neither signal, the rows are not trusted', statement(account(scattered, { reconciliation: { ...reconciled, status: 'MISMATCH', differenceCents: 31_000, problems: ['Opening balance 1000.00 plus credits 1900.00 minus debits 0.00 is 2900.00, but the closing balance is 3210.00.'] } })), []],
    ['balances breaking in two places: two edits', statement(account(scattered.slice(0, 13))), ['RUNNING_BALANCE_BREAK:HIGH', 'RUNNING_BALANCE_BREAK:HIGH', 'RUNNING_BALANCE_BREAK:HIGH', 'RUNNING_BALANCE_BREAK:HIGH']],
    ['a line of daily balances read as a row, without which the balances add up', statement(account([...clean, ledgerLine], { reconciliation: { ...reconciled, status: 'MISMATCH', creditsCents: 327_500, differenceCents: -177_500, problems: ['Opening balance 1000.00 plus credits 3275.00 minus debits 200.00 is 4075.00, but the closing balance is 2300.00.'] } })), []],
    ['the same with the closing balance edited', statement(account([...clean, ledgerLine], { reconciliation: { ...reconciled, status: 'MISMATCH', closingBalanceCents: 255_000, creditsCents: 327_500, differenceCents: -152_500, problems: [] } })), ['BALANCE_MISMATCH:HIGH']],
    ['a statement listing its newest row first, balances that follow', statement(account([...clean].reverse())), []],
    ['the same with a balance edited', statement(account([clean[3], clean[2], row('2024-03-05', 150_000, 297_500), clean[0]])), ['RUNNING_BALANCE_BREAK:HIGH', 'RUNNING_BALANCE_BREAK:HIGH']],
    ['the same with the closing balance off', statement(account([...clean].reverse(), { reconciliation: { ...reconciled, status: 'MISMATCH', closingBalanceCents: 240_000, differenceCents: 10_000, problems: ['Opening balance 1000.00 plus credits 1500.00 minus debits 200.00 is 2300.00, but the closing balance is 2400.00.'] } })), ['BALANCE_MISMATCH:HIGH']],
    ['a row after the last balance, without one, makes up the gap exactly: the balances agree, LOW', statement(account(withRepeat, { reconciliation: reconcile(withRepeat) })), ['BALANCE_MISMATCH:LOW']],
    ['the same with the closing balance edited', statement(account(withRepeat, { reconciliation: reconcile(withRepeat, 100_000, 240_000) })), ['BALANCE_MISMATCH:HIGH']],
    ['the same with the opening balance edited', statement(account(withRepeat, { reconciliation: reconcile(withRepeat, 120_000) })), ['BALANCE_MISMATCH:HIGH']],
    ['the same with an amount of the table edited', (() => {
      const rows = [clean[0], row('2024-03-05', 155_000, 247_500), clean[2], clean[3], repeated];
      return statement(account(rows, { reconciliation: reconcile(rows) }));
    })(), ['RUNNING_BALANCE_BREAK:HIGH', 'BALANCE_MISMATCH:HIGH']],
    ['the same with a balance and the closing balance edited alike', (() => {
      const rows = [...clean.slice(0, 3), row('2024-03-12', -7_500, 240_000), repeated];
      return statement(account(rows, { reconciliation: reconcile(rows, 100_000, 240_000) }));
    })(), ['RUNNING_BALANCE_BREAK:HIGH', 'BALANCE_MISMATCH:HIGH']],
    ['a CSV export is not judged by its rows', statement(account([clean[0], row('2024-03-05', 150_000, 297_500)]), { format: 'CSV' }), []],
  ])('%s', (_, s, want) => {
    expect(codes(s)).toEqual(want);
  });
});

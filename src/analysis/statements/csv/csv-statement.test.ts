import { describe, expect, it } from 'vitest';
import { StatementParseError, type ParsedStatement, type ReconciliationStatus } from '../statement.types.ts';
import { parseCsvStatement } from './csv-statement.ts';

/** date, description, signed cents, running balance cents (null when none). */
type Row = [string, string, number, number | null];

const rows = (s: ParsedStatement, account = 0): Row[] =>
  s.accounts[account].transactions.map((t) => [t.date, t.description, t.amountCents, t.runningBalanceCents]);

interface Case {
  name: string;
  csv: string;
  rows: Row[];
  status?: ReconciliationStatus;
  opening?: number | null;
  closing?: number | null;
  mask?: string | null;
  accountName?: string | null;
  currency?: string;
  warning?: RegExp;
  noWarnings?: boolean;
}

const cases: Case[] = [
  {
    name: 'comma, header, quoted fields (delimiter, doubled quote, line break), BOM, CRLF; MM/DD decided by 15',
    csv:
      '\uFEFFDate,Description,Amount,Balance\r\n' +
      '01/15/2026,"ACME CORP, PAYROLL",2500.00,3500.00\r\n' +
      '01/16/2026,"Cafe ""Blue"" Door",-4.50,3495.50\r\n' +
      '\r\n' +
      '01/20/2026,"Rent\r\nJanuary",-1200.00,2295.50\r\n',
    rows: [
      ['2026-01-15', 'ACME CORP, PAYROLL', 250000, 350000],
      ['2026-01-16', 'Cafe "Blue" Door', -450, 349550],
      ['2026-01-20', 'Rent January', -120000, 229550],
    ],
    // opening = 3500.00 - 2500.00
    status: 'RECONCILED',
    opening: 100000,
    closing: 229550,
    noWarnings: true,
  },
  {
    name: 'semicolon, decimal comma, DD.MM.YYYY decided by 15, header in another language (roles from values)',
    csv: 'Datum;Omschrijving;Bedrag;Saldo\n02.01.2026;Salaris;2.345,67;3.345,67\n15.01.2026;Huur;-1.100,00;2.245,67\n20.01.2026;Boodschappen;-45,30;2.200,37\n',
    rows: [
      ['2026-01-02', 'Salaris', 234567, 334567],
      ['2026-01-15', 'Huur', -110000, 224567],
      ['2026-01-20', 'Boodschappen', -4530, 220037],
    ],
    status: 'RECONCILED',
    opening: 100000,
    closing: 220037,
  },
  {
    name: 'tab, ISO dates, payee and memo joined when the memo adds something',
    csv: 'Transaction Date\tPayee\tMemo\tAmount\n2026-02-01\tEmployer Inc\tPayroll Feb\t1800.00\n2026-02-03\tGrocer\tgrocer\t-62.15\n',
    rows: [
      ['2026-02-01', 'Employer Inc Payroll Feb', 180000, null],
      ['2026-02-03', 'Grocer', -6215, null],
    ],
    status: 'UNVERIFIABLE',
    opening: null,
    closing: null,
  },
  {
    name: 'bar, DD/MM decided by 25',
    csv: 'Date|Details|Amount\n03/02/2026|Transfer in|150.00\n25/02/2026|Card payment|-20.00\n',
    rows: [
      ['2026-02-03', 'Transfer in', 15000, null],
      ['2026-02-25', 'Card payment', -2000, null],
    ],
    noWarnings: true,
  },
  {
    name: 'MM/DD decided by 25 in the second position',
    csv: 'Date,Description,Amount\n02/03/2026,Transfer in,150.00\n02/25/2026,Card payment,-20.00\n',
    rows: [
      ['2026-02-03', 'Transfer in', 15000, null],
      ['2026-02-25', 'Card payment', -2000, null],
    ],
    noWarnings: true,
  },
  {
    name: 'month names: 05 Jan 2026, "Jan 7, 2026", 08-Jan-26',
    csv: 'Date,Description,Amount\n05 Jan 2026,Coffee,-3.00\n"Jan 7, 2026",Salary,900.00\n08-Jan-26,Lunch,-11.25\n',
    rows: [
      ['2026-01-05', 'Coffee', -300, null],
      ['2026-01-07', 'Salary', 90000, null],
      ['2026-01-08', 'Lunch', -1125, null],
    ],
  },
  {
    name: 'two-digit years, DD/MM decided by 13',
    csv: 'Date,Description,Amount\n13/01/26,A,-1.00\n02/02/26,B,-2.00\n',
    rows: [
      ['2026-01-13', 'A', -100, null],
      ['2026-02-02', 'B', -200, null],
    ],
  },
  {
    name: 'ambiguous dates both in order and within two months: month first by default',
    csv: 'Date,Description,Amount\n03/03/2026,A,-1.00\n04/03/2026,B,-2.00\n',
    rows: [
      ['2026-03-03', 'A', -100, null],
      ['2026-04-03', 'B', -200, null],
    ],
    warning: /read as month\/day \(MM\/DD\), the default/,
  },
  {
    name: 'ambiguous dates: day first is the only reading in date order',
    csv: 'Date,Description,Amount\n11/01/2026,A,-1.00\n03/02/2026,B,-2.00\n07/02/2026,C,-3.00\n',
    // MM/DD would give Nov 1, Mar 2, Jul 2: out of order.
    rows: [
      ['2026-01-11', 'A', -100, null],
      ['2026-02-03', 'B', -200, null],
      ['2026-02-07', 'C', -300, null],
    ],
    warning: /day\/month \(DD\/MM\), the reading that keeps the rows in date order/,
  },
  {
    name: 'ambiguous dates both in order: day first when only it keeps them within two months',
    csv: 'Date,Description,Amount\n02/01/2026,A,-1.00\n05/01/2026,B,-2.00\n09/01/2026,C,-3.00\n',
    // MM/DD: Feb 1 to Sep 1 (212 days); DD/MM: Jan 2 to Jan 9.
    rows: [
      ['2026-01-02', 'A', -100, null],
      ['2026-01-05', 'B', -200, null],
      ['2026-01-09', 'C', -300, null],
    ],
    warning: /day\/month/,
  },
  {
    name: 'withdrawal and deposit columns, quoted thousands',
    csv:
      'Posting Date,Description,Withdrawals,Deposits,Running Balance\n' +
      '2026-03-01,Payroll,,2000.00,2500.00\n2026-03-02,Utility,85.40,,2414.60\n2026-03-03,ATM,"1,000.00",,1414.60\n',
    rows: [
      ['2026-03-01', 'Payroll', 200000, 250000],
      ['2026-03-02', 'Utility', -8540, 241460],
      ['2026-03-03', 'ATM', -100000, 141460],
    ],
    status: 'RECONCILED',
    opening: 50000,
    closing: 141460,
  },
  {
    name: 'type column DEBIT/CREDIT on unsigned amounts, transaction id column',
    csv: 'Date,Description,Amount,Type,Transaction ID\n2026-03-01,Payroll,2000.00,CREDIT,T-1\n2026-03-02,Utility,85.40,DEBIT,T-2\n',
    rows: [
      ['2026-03-01', 'Payroll', 200000, null],
      ['2026-03-02', 'Utility', -8540, null],
    ],
  },
  {
    name: 'Dr/Cr column',
    csv: 'Date,Narrative,Value,Dr/Cr\n2026-03-01,Payroll,2000.00,CR\n2026-03-02,Utility,85.40,DR\n',
    rows: [
      ['2026-03-01', 'Payroll', 200000, null],
      ['2026-03-02', 'Utility', -8540, null],
    ],
  },
  {
    name: 'money out written positive, confirmed by the balance and flipped',
    csv: 'Date,Description,Amount,Balance\n2026-04-01,Grocer,54.20,945.80\n2026-04-03,Refund,-20.00,965.80\n2026-04-04,Fuel,40.00,925.80\n',
    rows: [
      ['2026-04-01', 'Grocer', -5420, 94580],
      ['2026-04-03', 'Refund', 2000, 96580],
      ['2026-04-04', 'Fuel', -4000, 92580],
    ],
    status: 'RECONCILED',
    opening: 100000,
    closing: 92580,
    warning: /money out as positive amounts .* on 2 of 2 rows/,
  },
  {
    name: 'newest first by dates',
    csv: 'Date,Description,Amount,Balance\n2026-05-20,Rent,-1000.00,1500.00\n2026-05-10,Grocer,-100.00,2500.00\n2026-05-01,Payroll,2600.00,2600.00\n',
    rows: [
      ['2026-05-01', 'Payroll', 260000, 260000],
      ['2026-05-10', 'Grocer', -10000, 250000],
      ['2026-05-20', 'Rent', -100000, 150000],
    ],
    status: 'RECONCILED',
    opening: 0,
    closing: 150000,
    warning: /newest first/,
  },
  {
    name: 'newest first on one day, told by the balances',
    csv: 'Date,Description,Amount,Balance\n2026-05-01,C,-30.00,70.00\n2026-05-01,B,-50.00,100.00\n2026-05-01,A,100.00,150.00\n',
    rows: [
      ['2026-05-01', 'A', 10000, 15000],
      ['2026-05-01', 'B', -5000, 10000],
      ['2026-05-01', 'C', -3000, 7000],
    ],
    status: 'RECONCILED',
    opening: 5000,
    closing: 7000,
  },
  {
    name: 'preamble: account name and number, opening and closing balance lines',
    csv:
      'Account Name:,Everyday Checking\nAccount Number:,XXXX-XXXX-4821\nStatement period:,01/01/2026 - 01/31/2026\n' +
      'Opening Balance:,"$1,000.00"\nClosing Balance:,"$1,250.00"\n\n' +
      'Date,Description,Amount\n01/05/2026,Payroll,"$1,500.00"\n01/20/2026,Rent,"($1,250.00)"\n',
    // 1,000.00 + 1,500.00 - 1,250.00 = 1,250.00
    rows: [
      ['2026-01-05', 'Payroll', 150000, null],
      ['2026-01-20', 'Rent', -125000, null],
    ],
    status: 'RECONCILED',
    opening: 100000,
    closing: 125000,
    mask: '4821',
    accountName: 'Everyday Checking',
  },
  {
    name: 'preamble closing balance that the rows do not reach',
    csv: 'Account: 12345678\nOpening balance: 1000.00\nClosing balance: 1300.00\nDate,Description,Amount\n01/05/2026,Payroll,1500.00\n01/20/2026,Rent,-1250.00\n',
    rows: [
      ['2026-01-05', 'Payroll', 150000, null],
      ['2026-01-20', 'Rent', -125000, null],
    ],
    status: 'MISMATCH',
    opening: 100000,
    closing: 130000,
    mask: '5678',
  },
  {
    name: 'no header: date, description, amount and balance told from the values',
    csv: '2026-06-01,DEPOSIT PAYROLL ACME INC,3000.00,3250.00\n2026-06-02,POS GROCERY,-150.25,3099.75\n2026-06-05,ONLINE TRANSFER TO SAVINGS,-500.00,2599.75\n',
    rows: [
      ['2026-06-01', 'DEPOSIT PAYROLL ACME INC', 300000, 325000],
      ['2026-06-02', 'POS GROCERY', -15025, 309975],
      ['2026-06-05', 'ONLINE TRANSFER TO SAVINGS', -50000, 259975],
    ],
    status: 'RECONCILED',
    opening: 25000,
  },
  {
    name: 'no header: a reference-number column is not an amount',
    csv: '06/21/2026,100234,PAYROLL,3000.00\n06/22/2026,100235,GROCERY,-150.25\n',
    rows: [
      ['2026-06-21', 'PAYROLL', 300000, null],
      ['2026-06-22', 'GROCERY', -15025, null],
    ],
  },
  {
    name: 'no header: unnamed credit and debit columns ordered by the balance',
    csv: '2026-01-01,Coffee,,3.00,97.00\n2026-01-02,Pay,100.00,,197.00\n2026-01-03,Rent,,50.00,147.00\n',
    rows: [
      ['2026-01-01', 'Coffee', -300, 9700],
      ['2026-01-02', 'Pay', 10000, 19700],
      ['2026-01-03', 'Rent', -5000, 14700],
    ],
    status: 'RECONCILED',
    opening: 10000,
  },
  {
    name: 'balance brought forward row, totals row and closing balance line',
    csv:
      'Date,Description,Debit,Credit,Balance\n01/01/2026,Balance brought forward,,,"1,000.00"\n' +
      '01/03/2026,Coffee,3.50,,996.50\n01/04/2026,Salary,,"2,000.00","2,996.50"\n,Totals,3.50,"2,000.00",\nClosing balance,,,,"2,996.50"\n',
    rows: [
      ['2026-01-03', 'Coffee', -350, 99650],
      ['2026-01-04', 'Salary', 200000, 299650],
    ],
    status: 'RECONCILED',
    opening: 100000,
    closing: 299650,
  },
  {
    name: 'opening balance row with its figure in the credit column is a balance, not income',
    csv: 'Date,Description,Debit,Credit,Balance\n2026-02-01,Opening Balance,,500.00,500.00\n2026-02-02,Groceries,20.00,,480.00\n2026-02-28,Closing balance,,,480.00\n',
    rows: [['2026-02-02', 'Groceries', -2000, 48000]],
    status: 'RECONCILED',
    opening: 50000,
    closing: 48000,
  },
  {
    name: 'unquoted comma inside a description is joined back',
    csv: 'Date,Description,Amount\n2026-01-01,ACME, INC PAYROLL,3000.00\n2026-01-02,Tea,-2.00\n2026-01-03,Lunch,-12.00\n',
    rows: [
      ['2026-01-01', 'ACME, INC PAYROLL', 300000, null],
      ['2026-01-02', 'Tea', -200, null],
      ['2026-01-03', 'Lunch', -1200, null],
    ],
    warning: /unquoted delimiter/,
  },
  {
    name: 'sign markers: CR/DR suffixes, parentheses, trailing minus; currency from the header',
    csv: 'Date,Description,Amount (GBP)\n2026-07-01,Salary,"£2,000.00 CR"\n2026-07-02,Rent,"£1,500.00 DR"\n2026-07-03,Fee,(12.00)\n2026-07-04,Fix,12.00-\n',
    rows: [
      ['2026-07-01', 'Salary', 200000, null],
      ['2026-07-02', 'Rent', -150000, null],
      ['2026-07-03', 'Fee', -1200, null],
      ['2026-07-04', 'Fix', -1200, null],
    ],
    currency: 'GBP',
  },
  {
    name: 'trailing delimiter on every row and a date with a time',
    csv: 'Date,Description,Amount,\n2026-08-01 09:15:00,Coffee,-3.25,\n2026-08-02 18:00:00,Refund,3.25,\n',
    rows: [
      ['2026-08-01', 'Coffee', -325, null],
      ['2026-08-02', 'Refund', 325, null],
    ],
  },
  {
    name: 'header repeated further down; a pending row without a date is flagged, not analysed',
    csv: 'Date,Description,Amount\n2026-08-01,Coffee,-3.25\nDate,Description,Amount\nPending,Hotel,-80.00\n2026-08-02,Refund,3.25\n',
    rows: [
      ['2026-08-01', 'Coffee', -325, null],
      ['2026-08-02', 'Refund', 325, null],
    ],
    warning: /1 pending row\(s\) have no posting date/,
  },
  {
    name: 'header shorter than rows ending in delimiters; a Details column of DEBIT/CREDIT gives the sign; newest first',
    csv:
      'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #\n' +
      'DEBIT,01/20/2026,"ONLINE TRANSFER",100.00,ACCT_XFER,900.00,,\n' +
      'CREDIT,01/15/2026,"PAYROLL",1000.00,ACH_CREDIT,1000.00,,\n',
    rows: [
      ['2026-01-15', 'PAYROLL', 100000, 100000],
      ['2026-01-20', 'ONLINE TRANSFER', -10000, 90000],
    ],
    status: 'RECONCILED',
    opening: 0,
  },
  {
    name: 'card export with transaction and post dates: the post date is used, a Type of Sale/Payment is ignored',
    csv: 'Transaction Date,Post Date,Description,Category,Type,Amount,Memo\n01/14/2026,01/15/2026,Payment Thank You,,Payment,500.00,\n01/15/2026,01/16/2026,STARBUCKS,Food & Drink,Sale,-5.75,\n',
    rows: [
      ['2026-01-15', 'Payment Thank You', 50000, null],
      ['2026-01-16', 'STARBUCKS', -575, null],
    ],
    noWarnings: true,
  },
  {
    name: 'every field quoted, semicolons, two date columns and a currency column under unknown headers',
    csv: '"Buchungstag";"Valuta";"Buchungstext";"Betrag";"Währung"\n"02.01.2026";"02.01.2026";"Gehalt";"2.500,00";"EUR"\n"05.01.2026";"05.01.2026";"Miete";"-900,00";"EUR"\n',
    rows: [
      ['2026-01-02', 'Gehalt', 250000, null],
      ['2026-01-05', 'Miete', -90000, null],
    ],
    currency: 'EUR',
  },
];

describe('parseCsvStatement', () => {
  it.each(cases)('$name', (c) => {
    const s = parseCsvStatement(c.csv);
    expect(s.format).toBe('CSV');
    expect(s.pageCount).toBeNull();
    expect(s.accounts).toHaveLength(1);
    expect(rows(s)).toEqual(c.rows);
    const a = s.accounts[0];
    expect(a.transactions.every((t) => t.page === null)).toBe(true);
    expect(a.periodStart).toBe(c.rows[0][0]);
    expect(a.periodEnd).toBe(c.rows[c.rows.length - 1][0]);
    expect(s.periodStart).toBe(a.periodStart);
    expect(s.periodEnd).toBe(a.periodEnd);
    if (c.status) expect(a.reconciliation.status).toBe(c.status);
    if (c.opening !== undefined) expect(a.reconciliation.openingBalanceCents).toBe(c.opening);
    if (c.closing !== undefined) expect(a.reconciliation.closingBalanceCents).toBe(c.closing);
    if (c.mask !== undefined) expect(a.mask).toBe(c.mask);
    if (c.accountName !== undefined) expect(a.name).toBe(c.accountName);
    expect(s.currency).toBe(c.currency ?? 'USD');
    if (c.warning) expect(s.warnings.join('\n')).toMatch(c.warning);
    if (c.noWarnings) expect(s.warnings).toEqual([]);
  });

  it('reads a transaction id column into externalId, null otherwise', () => {
    const withId = parseCsvStatement('Date,Description,Amount,Transaction ID\n2026-03-01,Payroll,2000.00,T-1\n2026-03-02,Utility,-85.40,T-2\n');
    expect(withId.accounts[0].transactions.map((t) => t.externalId)).toEqual(['T-1', 'T-2']);
    const without = parseCsvStatement('Date,Description,Amount\n2026-03-01,Payroll,2000.00\n');
    expect(without.accounts[0].transactions[0].externalId).toBeNull();
  });

  it('splits an account column into accounts, each reconciled on its own', () => {
    const s = parseCsvStatement(
      'Account,Date,Description,Amount,Balance\n' +
        'Checking 1234,2026-01-02,Pay,100.00,600.00\n' +
        'Savings 9876,2026-01-02,Interest,1.00,1001.00\n' +
        'Checking 1234,2026-01-03,Fee,-5.00,595.00\n',
    );
    expect(s.accounts.map((a) => [a.name, a.mask, a.reconciliation.status, a.reconciliation.openingBalanceCents])).toEqual([
      ['Checking', '1234', 'RECONCILED', 50000],
      ['Savings', '9876', 'RECONCILED', 100000],
    ]);
    expect(rows(s, 0)).toEqual([
      ['2026-01-02', 'Pay', 10000, 60000],
      ['2026-01-03', 'Fee', -500, 59500],
    ]);
    expect(rows(s, 1)).toEqual([['2026-01-02', 'Interest', 100, 100100]]);
  });

  it('reports a running balance that disagrees as a mismatch', () => {
    const s = parseCsvStatement('Date,Description,Amount,Balance\n2026-01-01,Pay,100.00,100.00\n2026-01-02,Fee,-5.00,96.00\n2026-01-03,Tea,-2.00,94.00\n');
    expect(s.accounts[0].reconciliation.status).toBe('MISMATCH');
    expect(s.accounts[0].reconciliation.runningBalanceMismatches).toBe(1);
  });

  it.each([
    ['an empty file', '', /empty/],
    ['blank lines only', '\r\n\r\n', /empty/],
    ['a header only', 'Date,Description,Amount\n', /no transaction rows/],
    ['no date column', 'Description,Amount\nCoffee,3.00\nTea,2.00\n', /No date column/],
    ['no amount column', 'Date,Description\n2026-01-01,Coffee\n2026-01-02,Tea\n', /No amount column/],
    ['a single column', 'hello\nworld\n', /single column/],
    [
      'inconsistent column counts',
      'Date,Description,Amount\n2026-01-01,Coffee,3.00\n2026-01-02,a,b,c,d,2.00,x\n2026-01-03,a,b,c,3.00,y,z\n',
      /inconsistent numbers of columns/,
    ],
    ['dates but amounts that are never money', 'Date,Description,Amount\n2026-01-01,Coffee,n/a\n', /No amount column/],
  ])('throws StatementParseError for %s', (_name, csv, message) => {
    expect(() => parseCsvStatement(csv)).toThrow(StatementParseError);
    expect(() => parseCsvStatement(csv)).toThrow(message);
  });
});

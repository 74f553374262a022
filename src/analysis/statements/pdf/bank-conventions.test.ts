// Conventions of particular kinds of statement, read as that bank's customer reads them: a South
// African account's figures grouped with spaces, credits marked `Cr` and charges accrued beside the
// rows; a UK passbook's overdrawn balances marked `OD`; a brokerage cash account's activity column,
// trade quantities and prices, and its summary by activity; a US statement's daily ledger balances;
// an Indian bank's figures in lakhs, its reference or cheque numbers and value dates in columns of their own.
import { describe, expect, it } from 'vitest';
import { explainStatement, parsePdfStatement } from './pdf-statement.ts';
import { extractPdfText } from './pdf-text.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';

const rowsOf = async (page: Drawn[]) => {
  const parsed = await parsePdfStatement(await pdfBytes([page]));
  const [account] = parsed.accounts;
  return { parsed, account, rows: account.transactions.map((t) => [t.date, t.description, t.amountCents, t.runningBalanceCents]) };
};

describe('a South African cheque account: spaces between thousands, Cr on credits, accrued charges', () => {
  const page = (debits = 'R 16 190.10'): Drawn[] => [
    ...row(36, [[40, 'Example Bank Limited']], 16, true),
    ...row(60, [[40, 'Cheque Account Account Number 62742108967']]),
    ...row(74, [[40, 'Statement Period: 1 January 2026 to 31 January 2026'], [330, 'Opening Balance'], [560, 'R 1 000.00Cr', 'r']]),
    ...row(88, [[40, 'Currency: ZAR'], [330, 'Closing Balance'], [560, 'R 22 611.91Cr', 'r']]),
    ...row(110, [[40, 'Date'], [110, 'Description'], [330, 'Amount', 'r'], [420, 'Balance', 'r'], [440, 'Accrued Bank Charges']]),
    ...row(124, [[40, '01/01/2026'], [110, 'Debit Order Bond'], [330, '11 250.00', 'r'], [420, '10 250.00Dr', 'r']]),
    ...row(136, [[40, '06/01/2026'], [110, 'Salary Credit Acme'], [330, '37 802.01Cr', 'r'], [420, '27 552.01Cr', 'r']]),
    ...row(148, [[40, '07/01/2026'], [110, 'Internet Pmt To Tutor'], [330, '4 935.60', 'r'], [420, '22 616.41Cr', 'r'], [530, '4.50', 'r']]),
    ...row(160, [[40, '31/01/2026'], [110, '#Monthly Account Fee'], [330, '4.50', 'r'], [420, '22 611.91Cr', 'r']]),
    ...row(184, [[40, 'Total Credits: R 37 802.01'], [250, `Total Debits: ${debits}`]]),
  ];

  it('reads each figure whole, credits by their Cr, and leaves the accrued charges out of the rows', async () => {
    const { parsed, account, rows } = await rowsOf(page());
    expect(parsed.currency).toBe('ZAR');
    expect([account.reconciliation.openingBalanceCents, account.reconciliation.closingBalanceCents]).toEqual([100_000, 2_261_191]);
    expect(rows).toEqual([
      ['2026-01-01', 'Debit Order Bond', -1_125_000, -1_025_000],
      ['2026-01-06', 'Salary Credit Acme', 3_780_201, 2_755_201],
      ['2026-01-07', 'Internet Pmt To Tutor', -493_560, 2_261_641],
      ['2026-01-31', '#Monthly Account Fee', -450, 2_261_191],
    ]);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });

  it('checks totals printed side by side on one line, each after its label', async () => {
    const { account } = await rowsOf(page('R 16 190.00'));
    expect(account.reconciliation.status).toBe('MISMATCH');
    expect(account.reconciliation.problems.join(' ')).toMatch(/"Total Debits:" is 16190\.00/);
  });
});

describe('a building-society passbook: an overdrawn balance marked OD, totals under the columns', () => {
  const page = (paidOut = '100.00'): Drawn[] => [
    ...row(36, [[40, 'Example Building Society']], 16, true),
    ...row(60, [[40, 'Current Account Account number 11820958']]),
    ...row(74, [[40, 'Statement period 12 January 2026 to 11 February 2026. All amounts in pounds sterling (GBP)']]),
    ...row(100, [[40, 'DATE'], [100, 'DETAILS'], [400, 'PAID OUT', 'r'], [480, 'PAID IN', 'r'], [570, 'BALANCE', 'r']]),
    ...row(114, [[100, 'OPENING BALANCE'], [570, '50.00', 'r']]),
    ...row(126, [[40, '12 JAN'], [100, 'CPT LINK CASH'], [400, '100.00', 'r'], [570, '50.00 OD', 'r']]),
    ...row(138, [[40, '15 JAN'], [100, 'BGC ACME SALARY'], [480, '500.00', 'r'], [570, '450.00', 'r']]),
    ...row(150, [[100, 'CLOSING BALANCE'], [570, '450.00', 'r']]),
    ...row(162, [[100, 'TOTAL PAID OUT / PAID IN'], [400, paidOut, 'r'], [480, '500.00', 'r']]),
  ];

  it('reads OD as a balance below zero, never as words of the description', async () => {
    const { account, rows } = await rowsOf(page());
    expect(rows).toEqual([
      ['2026-01-12', 'CPT LINK CASH', -10_000, -5_000],
      ['2026-01-15', 'BGC ACME SALARY', 50_000, 45_000],
    ]);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });

  it('checks the totals printed under the paid out and paid in columns', async () => {
    const { account } = await rowsOf(page('110.00'));
    expect(account.reconciliation.status).toBe('MISMATCH');
    expect(account.reconciliation.problems.join(' ')).toMatch(/"Total debits" is 110\.00/);
  });
});

describe('a brokerage cash account: an activity column, trades, and a summary by activity', () => {
  const page = (debitCardTotal: string): Drawn[] => [
    ...row(36, [[40, 'Example Securities, LLC']], 16, true),
    ...row(60, [[40, 'Cash Management Account 66708459']]),
    ...row(74, [[40, 'Statement period: December 1, 2025 to December 31, 2025']]),
    ...row(100, [[30, 'Date'], [90, 'Activity'], [170, 'Description'], [380, 'Quantity', 'r'], [440, 'Price', 'r'], [510, 'Amount', 'r'], [580, 'Balance', 'r']]),
    ...row(114, [[170, 'Beginning balance'], [580, '1,000.00', 'r']]),
    ...row(126, [[30, '12/01/2025'], [90, 'Bill Payment'], [170, 'BILL PAY CITY WATER'], [510, '(100.00)', 'r'], [580, '900.00', 'r']]),
    ...row(138, [[30, '12/03/2025'], [90, 'Bought'], [170, 'VANGUARD ETF VTI'], [380, '2.000', 'r'], [440, '250.0000', 'r'], [510, '(500.00)', 'r'], [580, '400.00', 'r']]),
    ...row(150, [[30, '12/05/2025'], [90, 'Debit Card'], [170, 'DEBIT CARD GROCER'], [510, '(60.00)', 'r'], [580, '340.00', 'r']]),
    ...row(162, [[30, '12/08/2025'], [90, 'Debit Card'], [170, 'DEBIT CARD REFUND GROCER'], [510, '10.00', 'r'], [580, '350.00', 'r']]),
    ...row(174, [[30, '12/10/2025'], [90, 'Deposit'], [170, 'ACH DEPOSIT ACME PAYROLL'], [510, '1,200.00', 'r'], [580, '1,550.00', 'r']]),
    ...row(186, [[170, 'Ending balance'], [580, '1,550.00', 'r']]),
    ...row(220, [[30, 'Activity summary']], 10, true),
    ...row(234, [[90, 'Bill Payment'], [300, '(100.00)', 'r']]),
    ...row(246, [[90, 'Bought'], [300, '(500.00)', 'r']]),
    ...row(258, [[90, 'Debit Card'], [300, debitCardTotal, 'r']]),
    ...row(270, [[90, 'Deposit'], [300, '1,200.00', 'r']]),
    ...row(290, [[90, 'Total credits'], [300, '1,210.00', 'r']]),
    ...row(302, [[90, 'Total debits'], [300, '(660.00)', 'r']]),
  ];

  it('keeps the activity, the quantity and the price out of the description; each activity total matches its rows', async () => {
    const { account, rows } = await rowsOf(page('(50.00)'));
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ['2025-12-01', 'BILL PAY CITY WATER', -10_000],
      ['2025-12-03', 'VANGUARD ETF VTI', -50_000],
      ['2025-12-05', 'DEBIT CARD GROCER', -6_000],
      ['2025-12-08', 'DEBIT CARD REFUND GROCER', 1_000],
      ['2025-12-10', 'ACH DEPOSIT ACME PAYROLL', 120_000],
    ]);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });

  it('an activity total its rows do not give is reported', async () => {
    const { account } = await rowsOf(page('(55.00)'));
    expect(account.reconciliation.status).toBe('MISMATCH');
    expect(account.reconciliation.problems.join(' ')).toMatch(/"Debit Card" is 55\.00/);
  });
});

describe('a US statement in sections with its daily ledger balances', () => {
  const page = (ledger: string): Drawn[] => [
    ...row(36, [[40, 'Example Federal Bank']], 16, true),
    ...row(60, [[40, 'Account number 49383858']]),
    ...row(74, [[40, 'Statement period: December 1, 2025 to December 31, 2025']]),
    ...row(96, [[40, 'Beginning balance on December 1, 2025'], [560, '$1,000.00', 'r']]),
    ...row(108, [[40, 'Ending balance on December 31, 2025'], [560, '$1,150.00', 'r']]),
    ...row(134, [[40, 'Deposits and other additions']], 10, true),
    ...row(148, [[40, 'Date'], [110, 'Description'], [560, 'Amount', 'r']]),
    ...row(160, [[40, '12/05/25'], [110, 'PAYROLL ACME'], [560, '500.00', 'r']]),
    ...row(172, [[40, 'Total deposits and other additions'], [560, '$500.00', 'r']]),
    ...row(196, [[40, 'Other subtractions']], 10, true),
    ...row(210, [[40, 'Date'], [110, 'Description'], [560, 'Amount', 'r']]),
    ...row(222, [[40, '12/02/25'], [110, 'RENT'], [560, '-300.00', 'r']]),
    ...row(234, [[40, '12/09/25'], [110, 'UTILITY'], [560, '-50.00', 'r']]),
    ...row(246, [[40, 'Total other subtractions'], [560, '-$350.00', 'r']]),
    ...row(270, [[40, 'Daily ledger balances']], 10, true),
    ...row(284, [[40, '12/02'], [160, '700.00', 'r'], [220, '12/05'], [340, ledger, 'r'], [400, '12/09'], [520, '1,150.00', 'r']]),
  ];

  it('reads the ledger as each day’s balance, never as rows, and checks it', async () => {
    const pdf = await pdfBytes([page('1,200.00')]);
    const [account] = (await parsePdfStatement(pdf)).accounts;
    expect(account.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2025-12-05', 'PAYROLL ACME', 50_000],
      ['2025-12-02', 'RENT', -30_000],
      ['2025-12-09', 'UTILITY', -5_000],
    ]);
    expect(account.reconciliation.status).toBe('RECONCILED');
    const { lines } = explainStatement(await extractPdfText(pdf));
    expect(lines.filter((l) => l.text.startsWith('12/02 700.00')).map((l) => l.role)).toEqual(['summary']);
  });

  it('a day whose ledger balance the rows do not give is reported', async () => {
    const [account] = (await parsePdfStatement(await pdfBytes([page('1,250.00')]))).accounts;
    expect(account.reconciliation.status).toBe('MISMATCH');
    expect(account.reconciliation.problems.join(' ')).toMatch(/daily balance "12\/05 1,250\.00"/);
  });
});

describe('Indian bank statements: lakh grouping, a reference or cheque number column, value dates', () => {
  const rowsAndIds = async (page: Drawn[]) => {
    const { parsed, account } = await rowsOf(page);
    return { parsed, account, rows: account.transactions.map((t) => [t.date, t.description, t.amountCents, t.runningBalanceCents, t.externalId]) };
  };

  // Txn Date | Value Date | Description | Ref No./Cheque No. | Debit | Credit | Balance, balances with Cr or Dr.
  const passbook = (closing = '1,30,290.90 Cr'): Drawn[] => [
    ...row(36, [[30, 'Example Sahakari Bank Ltd.']], 14, true),
    ...row(58, [[30, 'Account No.: 30417752918'], [400, 'Period: 1 January 2026 to 31 January 2026']], 7),
    ...row(70, [[30, 'Opening Balance: 68,559.00 Cr'], [400, `Closing Balance: ${closing}`]], 7),
    ...row(92, [[30, 'Txn Date'], [78, 'Value Date'], [126, 'Description'], [290, 'Ref No./Cheque No.'], [440, 'Debit', 'r'], [500, 'Credit', 'r'], [580, 'Balance', 'r']], 7),
    ...row(104, [[30, '01-01-2026'], [78, '01-01-2026'], [126, 'NACH-DR-HOME LOAN EMI'], [290, '243977326385'], [440, '22,500.00', 'r'], [580, '46,059.00 Cr', 'r']], 7),
    ...row(116, [[30, '02-01-2026'], [78, '02-01-2026'], [126, 'ATM WDL 7798 PUNE'], [290, '-'], [440, '50,000.00', 'r'], [580, '3,941.00 Dr', 'r']], 7),
    ...row(128, [[30, '05-01-2026'], [78, '06-01-2026'], [126, 'NEFT-KRYPTIC SOFTWARE PVT LTD-SALARY'], [290, '-'], [500, '1,34,810.90', 'r'], [580, '1,30,869.90 Cr', 'r']], 7),
    ...row(140, [[30, '05-01-2026'], [78, '05-01-2026'], [126, 'UPI/BIGBASKET/2845'], [290, 'UPI-533005513487'], [440, '579.00', 'r'], [580, '1,30,290.90 Cr', 'r']], 7),
    ...row(160, [[126, 'Total'], [440, '73,079.00', 'r'], [500, '1,34,810.90', 'r']], 7),
  ];

  it('reads lakh-grouped figures, and keeps the reference and the value date out of the description', async () => {
    const { parsed, account, rows } = await rowsAndIds(passbook());
    expect(parsed.currency).toBe('USD'); // no currency is named on this page
    expect([account.reconciliation.openingBalanceCents, account.reconciliation.closingBalanceCents]).toEqual([6_855_900, 13_029_090]);
    expect(rows).toEqual([
      ['2026-01-01', 'NACH-DR-HOME LOAN EMI', -2_250_000, 4_605_900, '243977326385'],
      // A dash for no reference is no reference, nor the sign of the figure after it.
      ['2026-01-02', 'ATM WDL 7798 PUNE', -5_000_000, -394_100, null],
      ['2026-01-05', 'NEFT-KRYPTIC SOFTWARE PVT LTD-SALARY', 13_481_090, 13_086_990, null],
      ['2026-01-05', 'UPI/BIGBASKET/2845', -57_900, 13_029_090, 'UPI-533005513487'],
    ]);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });

  it('a closing balance the rows do not give is still reported', async () => {
    const { account } = await rowsAndIds(passbook('1,30,209.90 Cr'));
    expect(account.reconciliation.status).toBe('MISMATCH');
  });

  // Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing Balance: the value
  // date printed after the reference, two-digit years, a narration wrapped onto a second line.
  it('keeps a value date printed after the description and the reference out of it', async () => {
    const { account, rows } = await rowsAndIds([
      ...row(36, [[30, 'Example Bank Ltd']], 14, true),
      ...row(58, [[30, 'Account No : 50100123454321'], [400, 'Statement From : 01/04/26 To : 30/04/26']], 7),
      ...row(70, [[30, 'Opening Balance : 2,45,000.00']], 7),
      ...row(92, [[30, 'Date'], [70, 'Narration'], [270, 'Chq./Ref.No.'], [350, 'Value Dt'], [450, 'Withdrawal Amt.', 'r'], [515, 'Deposit Amt.', 'r'], [580, 'Closing Balance', 'r']], 7),
      ...row(104, [[30, '01/04/26'], [70, 'UPI-SWIGGY LIMITED-SWIGGY@ICICI'], [270, '0000609112345678'], [350, '01/04/26'], [450, '432.00', 'r'], [580, '2,44,568.00', 'r']], 7),
      ...row(113, [[70, '-ICIC0DC0099-609112345678-PAYMENT']], 7),
      ...row(125, [[30, '03/04/26'], [70, 'NEFT CR-KRYPTIC SOFTWARE-SALARY APR'], [270, 'N093261234567890'], [350, '04/04/26'], [515, '1,12,400.00', 'r'], [580, '3,56,968.00', 'r']], 7),
      ...row(137, [[30, '07/04/26'], [70, 'CHQ PAID-MICR CTS-PUNE-R K TRADERS'], [270, '000000000114'], [350, '07/04/26'], [450, '25,000.00', 'r'], [580, '3,31,968.00', 'r']], 7),
      ...row(157, [[30, 'Closing Balance : 3,31,968.00']], 7),
    ]);
    expect(rows).toEqual([
      ['2026-04-01', 'UPI-SWIGGY LIMITED-SWIGGY@ICICI -ICIC0DC0099-609112345678-PAYMENT', -43_200, 24_456_800, '0000609112345678'],
      ['2026-04-03', 'NEFT CR-KRYPTIC SOFTWARE-SALARY APR', 11_240_000, 35_696_800, 'N093261234567890'],
      ['2026-04-07', 'CHQ PAID-MICR CTS-PUNE-R K TRADERS', -2_500_000, 33_196_800, '000000000114'],
    ]);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });

  // A column of cheque numbers alone beside a description that only says it is a cheque names the row with it, as US statements print "Check".
  it('names a row described only as a cheque with the number under a column of cheque numbers', async () => {
    const { account, rows } = await rowsAndIds([
      ...row(36, [[30, 'Example Bank Ltd']], 14, true),
      ...row(58, [[30, 'Account No.: 30417752918'], [400, 'Period: 1 January 2026 to 31 January 2026']], 7),
      ...row(70, [[30, 'Opening Balance: 50,000.00']], 7),
      ...row(92, [[30, 'Date'], [80, 'Cheque No.'], [140, 'Description'], [440, 'Debit', 'r'], [500, 'Credit', 'r'], [580, 'Balance', 'r']], 7),
      ...row(104, [[30, '07-01-2026'], [80, '114'], [140, 'CHEQUE PAID'], [440, '25,000.00', 'r'], [580, '25,000.00', 'r']], 7),
    ]);
    expect(rows).toEqual([['2026-01-07', '114 CHEQUE PAID', -2_500_000, 2_500_000, null]]);
    expect(account.transactions.map((t) => t.checkNumber)).toEqual(['114']);
  });

  // S No. | Value Date | Transaction Date | Cheque Number | Transaction Remarks | Withdrawal | Deposit | Balance:
  // a serial number before the dates, a dash for no cheque.
  it('keeps a serial number, the second date and a dash for no cheque out of the description', async () => {
    const { account, rows } = await rowsAndIds([
      ...row(36, [[30, 'Example Bank Ltd']], 14, true),
      ...row(58, [[30, 'Account Number: 000401234567'], [330, 'Statement period: 01/04/2026 - 30/04/2026']], 6),
      ...row(92, [[30, 'S No.'], [60, 'Value Date'], [110, 'Transaction Date'], [180, 'Cheque Number'], [240, 'Transaction Remarks'], [440, 'Withdrawal Amount (INR)', 'r'], [510, 'Deposit Amount (INR)', 'r'], [580, 'Balance (INR)', 'r']], 6),
      ...row(104, [[30, '1'], [60, '01/04/2026'], [110, '01/04/2026'], [180, '-'], [240, 'BIL/ONL/000123/AIRTEL'], [440, '599.00', 'r'], [580, '1,00,401.00', 'r']], 6),
      ...row(116, [[30, '2'], [60, '15/04/2026'], [110, '14/04/2026'], [180, '000114'], [240, 'CLG/R K TRADERS'], [440, '25,000.00', 'r'], [580, '75,401.00', 'r']], 6),
      ...row(128, [[30, '3'], [60, '30/04/2026'], [110, '30/04/2026'], [180, '-'], [240, 'NEFT-KRYPTIC SOFTWARE-SALARY'], [510, '1,12,400.00', 'r'], [580, '1,87,801.00', 'r']], 6),
    ]);
    expect(rows).toEqual([
      ['2026-04-01', 'BIL/ONL/000123/AIRTEL', -59_900, 10_040_100, null],
      // The cheque number is the row's, kept apart from its description.
      ['2026-04-15', 'CLG/R K TRADERS', -2_500_000, 7_540_100, null],
      ['2026-04-30', 'NEFT-KRYPTIC SOFTWARE-SALARY', 11_240_000, 18_780_100, null],
    ]);
    expect(account.transactions.map((t) => t.checkNumber)).toEqual([undefined, '000114', undefined]);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });
});

describe('dates whose numbers do not tell the day from the month', () => {
  // Every day 12 or under: the period printed in words says which reading the rows fall inside.
  it.each([
    { dates: ['01-01-2026', '05-01-2026', '09-01-2026'], period: '1 January 2026 to 31 January 2026', want: ['2026-01-01', '2026-01-05', '2026-01-09'] },
    { dates: ['01/02/2026', '01/05/2026', '01/09/2026'], period: 'January 1, 2026 through January 31, 2026', want: ['2026-01-02', '2026-01-05', '2026-01-09'] },
    // No period: month first, as US statements write them.
    { dates: ['01/02/2026', '01/05/2026', '01/09/2026'], period: '', want: ['2026-01-02', '2026-01-05', '2026-01-09'] },
  ])('$dates in "$period"', async ({ dates, period, want }) => {
    const { rows } = await rowsOf([
      ...row(36, [[40, 'Example Bank']], 16, true),
      ...row(60, [[40, 'Account number 11820958'], [300, period]]),
      ...row(90, [[40, 'Date'], [110, 'Description'], [420, 'Amount', 'r'], [520, 'Balance', 'r']]),
      ...dates.flatMap((d, k) => row(104 + 12 * k, [[40, d], [110, `PURCHASE ${k + 1}`], [420, '-10.00', 'r'], [520, `${90 - 10 * k}.00`, 'r']])),
    ]);
    expect(rows.map((r) => r[0])).toEqual(want);
  });
});

import { describe, expect, it } from 'vitest';
import { StatementParseError } from '../statement.types.ts';
import { parsePdfStatement } from './pdf-statement.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';

type Expected = [date: string, description: string, amountCents: number, balanceCents?: number | null];

interface Case {
  feature: string;
  pages: Drawn[][];
  accounts: { name?: string | null; mask?: string | null; opening: number | null; closing: number | null; status?: string; transactions: Expected[] }[];
  institution?: string | null;
  period?: [string | null, string | null];
}

const title = (bank: string) => row(36, [[40, bank]], 16, true);
const footer = (n: number, of: number) => [
  ...row(740, [[40, `Page ${n} of ${of}`], [250, 'Member FDIC'], [420, 'Questions? 1-800-555-0100']], 7),
];

// Each case is one layout feature; the figures were worked out by hand and reconcile.
const cases: Case[] = [
  {
    feature: 'sections give unsigned amounts their sign; totals end a section; summary balances; wrapped description',
    institution: 'First Example Bank, N.A.',
    period: ['2025-12-15', '2026-01-14'],
    pages: [
      [
        ...title('First Example Bank, N.A.'),
        ...row(70, [[40, 'Statement Period: December 15, 2025 through January 14, 2026']]),
        ...row(84, [[40, 'Premier Checking'], [300, 'Account ending in 4821']]),
        ...row(110, [[40, 'Beginning Balance'], [400, '$1,000.00', 'r']]),
        ...row(122, [[40, 'Deposits and Additions'], [400, '2,500.00', 'r']]),
        ...row(134, [[40, 'Electronic Withdrawals'], [400, '-120.50', 'r']]),
        ...row(146, [[40, 'Ending Balance'], [400, '$3,379.50', 'r']]),
        ...row(180, [[40, 'DEPOSITS AND ADDITIONS']], 10, true),
        ...row(196, [[40, 'DATE'], [90, 'DESCRIPTION'], [520, 'AMOUNT', 'r']]),
        ...row(210, [[40, '12/28'], [90, 'Payroll Acme Corp PPD ID: 123'], [520, '$2,000.00', 'r']]),
        ...row(222, [[40, '01/05'], [90, 'Zelle Payment From John'], [520, '500.00', 'r']]),
        ...row(234, [[90, 'Ref 55512']]),
        ...row(250, [[40, 'Total Deposits and Additions'], [520, '$2,500.00', 'r']]),
        ...row(280, [[40, 'ELECTRONIC WITHDRAWALS']], 10, true),
        ...row(296, [[40, 'DATE'], [90, 'DESCRIPTION'], [520, 'AMOUNT', 'r']]),
        ...row(310, [[40, '01/07'], [90, 'Electric Co Bill Pay'], [520, '$120.50', 'r']]),
        ...row(326, [[40, 'Total Electronic Withdrawals'], [520, '$120.50', 'r']]),
        ...row(360, [[40, 'Earn 4.00% APY on balances over $10,000.00 with Premier Savings. Offer ends 01/31/2026.']], 8),
        ...footer(1, 1),
      ],
    ],
    accounts: [
      {
        name: 'Premier Checking',
        mask: '4821',
        opening: 100_000,
        closing: 337_950,
        status: 'RECONCILED',
        transactions: [
          ['2025-12-28', 'Payroll Acme Corp PPD ID: 123', 200_000],
          ['2026-01-05', 'Zelle Payment From John Ref 55512', 50_000],
          ['2026-01-07', 'Electric Co Bill Pay', -12_050],
        ],
      },
    ],
  },
  {
    feature: 'debit and credit columns with a running balance; in-table beginning and ending balance rows; MM/DD/YYYY',
    institution: 'Lakeside Credit Union',
    period: ['2026-02-01', '2026-02-28'],
    pages: [
      [
        ...title('Lakeside Credit Union'),
        ...row(64, [[40, 'For the period 02/01/2026 to 02/28/2026']]),
        ...row(90, [[40, 'Share Draft Checking'], [250, 'Account Number: XXXX-XXXX-7310']], 10, true),
        ...row(110, [[40, 'Date'], [110, 'Description'], [400, 'Withdrawals', 'r'], [470, 'Deposits', 'r'], [550, 'Balance', 'r']]),
        ...row(124, [[40, '02/01/2026'], [110, 'Beginning Balance'], [550, '250.00', 'r']]),
        ...row(136, [[40, '02/03/2026'], [110, 'POS Purchase Grocery Mart #12'], [400, '45.10', 'r'], [550, '204.90', 'r']]),
        ...row(148, [[40, '02/06/2026'], [110, 'ACH Deposit Acme Payroll'], [470, '1,850.00', 'r'], [550, '2,054.90', 'r']]),
        ...row(160, [[40, '02/10/2026'], [110, 'Check 1042'], [400, '1,200.00', 'r'], [550, '854.90', 'r']]),
        ...row(172, [[40, '02/28/2026'], [110, 'Ending Balance'], [550, '854.90', 'r']]),
        ...footer(1, 1),
      ],
    ],
    accounts: [
      {
        name: 'Share Draft Checking',
        mask: '7310',
        opening: 25_000,
        closing: 85_490,
        status: 'RECONCILED',
        transactions: [
          ['2026-02-03', 'POS Purchase Grocery Mart #12', -4_510, 20_490],
          ['2026-02-06', 'ACH Deposit Acme Payroll', 185_000, 205_490],
          ['2026-02-10', 'Check 1042', -120_000, 85_490],
        ],
      },
    ],
  },
  {
    feature: 'one signed column: leading minus, parentheses, trailing minus, CR as its own cell; Jan 05 dates',
    institution: null,
    period: ['2026-01-01', '2026-01-31'],
    pages: [
      [
        ...row(40, [[40, 'Monthly Account Statement']], 12, true),
        ...row(60, [[40, 'Jan 1, 2026 - Jan 31, 2026']]),
        ...row(80, [[40, 'Opening balance'], [300, '$500.00']]),
        ...row(92, [[40, 'Closing balance'], [300, '$1,167.75']]),
        ...row(120, [[40, 'Date'], [100, 'Details'], [470, 'Amount', 'r'], [550, 'Balance', 'r']]),
        ...row(134, [[40, 'Jan 05'], [100, 'Coffee House'], [470, '-4.25', 'r'], [550, '495.75', 'r']]),
        ...row(146, [[40, 'Jan 09'], [100, 'Transfer from savings'], [470, '800.00', 'r'], [550, '1,295.75', 'r']]),
        ...row(158, [[40, 'Jan 12'], [100, 'Gym membership'], [470, '(40.00)', 'r'], [550, '1,255.75', 'r']]),
        ...row(170, [[40, 'Jan 20'], [100, 'Phone bill'], [470, '88.00-', 'r'], [550, '1,167.75', 'r']]),
        ...row(182, [[40, 'Jan 25'], [100, 'Card refund'], [470, '12.00', 'r'], [488, 'CR'], [550, '1,179.75', 'r']]),
        ...row(194, [[40, 'Jan 26'], [100, 'Card purchase'], [470, '12.00', 'r'], [550, '1,167.75', 'r']]),
      ],
    ],
    accounts: [
      {
        opening: 50_000,
        closing: 116_775,
        status: 'MISMATCH',
        transactions: [
          ['2026-01-05', 'Coffee House', -425, 49_575],
          ['2026-01-09', 'Transfer from savings', 80_000, 129_575],
          ['2026-01-12', 'Gym membership', -4_000, 125_575],
          ['2026-01-20', 'Phone bill', -8_800, 116_775],
          ['2026-01-25', 'Card refund', 1_200, 117_975],
          // Unsigned beside a leading-minus convention reads as money in; the balance then disagrees
          // and the statement is reported as a mismatch, not corrected.
          ['2026-01-26', 'Card purchase', 1_200, 116_775],
        ],
      },
    ],
  },
  {
    feature: 'two accounts, each with its heading, balances and rows; page furniture between them; December-to-January years',
    institution: 'Harbor Savings Bank',
    period: ['2025-12-10', '2026-01-09'],
    pages: [
      [
        ...title('Harbor Savings Bank'),
        ...row(64, [[40, 'Statement period: Dec 10, 2025 to Jan 9, 2026']]),
        ...row(90, [[40, 'Everyday Checking'], [300, 'Acct # ...1111']], 11, true),
        ...row(106, [[40, 'Previous Balance'], [520, '100.00', 'r']]),
        ...row(122, [[40, 'Date'], [100, 'Transaction'], [380, 'Debit', 'r'], [450, 'Credit', 'r'], [520, 'Balance', 'r']]),
        ...row(136, [[40, '12/30'], [100, 'Paycheck'], [450, '900.00', 'r'], [520, '1,000.00', 'r']]),
        ...row(148, [[40, '01/02'], [100, 'Rent'], [380, '750.00', 'r'], [520, '250.00', 'r']]),
        ...row(162, [[40, 'New Balance'], [520, '250.00', 'r']]),
        ...footer(1, 2),
      ],
      [
        ...row(36, [[40, 'Harbor Savings Bank'], [400, 'Statement period: Dec 10, 2025 to Jan 9, 2026']], 8),
        ...row(70, [[40, 'Goal Savings'], [300, 'Acct # ...2222']], 11, true),
        ...row(86, [[40, 'Previous Balance'], [520, '5,000.00', 'r']]),
        ...row(102, [[40, 'Date'], [100, 'Transaction'], [380, 'Debit', 'r'], [450, 'Credit', 'r'], [520, 'Balance', 'r']]),
        ...row(116, [[40, '12/31'], [100, 'Interest paid'], [450, '4.17', 'r'], [520, '5,004.17', 'r']]),
        ...row(130, [[40, 'New Balance'], [520, '5,004.17', 'r']]),
        ...footer(2, 2),
      ],
    ],
    accounts: [
      {
        name: 'Everyday Checking',
        mask: '1111',
        opening: 10_000,
        closing: 25_000,
        status: 'RECONCILED',
        transactions: [
          ['2025-12-30', 'Paycheck', 90_000, 100_000],
          ['2026-01-02', 'Rent', -75_000, 25_000],
        ],
      },
      {
        name: 'Goal Savings',
        mask: '2222',
        opening: 500_000,
        closing: 500_417,
        status: 'RECONCILED',
        transactions: [['2025-12-31', 'Interest paid', 417, 500_417]],
      },
    ],
  },
  {
    feature: 'two-line header, balance only on a day\'s last row, a row without its date, check number column',
    institution: 'Plains National Bank',
    period: ['2026-03-01', '2026-03-31'],
    pages: [
      [
        ...title('Plains National Bank'),
        ...row(60, [[40, 'March 1, 2026 through March 31, 2026']]),
        ...row(80, [[40, 'Beginning balance on 3/1'], [300, '$2,000.00']]),
        ...row(92, [[40, 'Ending balance on 3/31'], [300, '$2,590.00']]),
        ...row(120, [[40, 'Transaction history']], 10, true),
        ...row(136, [[40, 'Date'], [80, 'Check'], [130, 'Description'], [390, 'Deposits/', 'r'], [460, 'Withdrawals/', 'r'], [540, 'Ending daily', 'r']]),
        ...row(146, [[80, 'Number'], [390, 'Additions', 'r'], [460, 'Subtractions', 'r'], [540, 'balance', 'r']]),
        ...row(160, [[40, '3/2'], [130, 'Online Transfer From Savings'], [390, '1,000.00', 'r']]),
        ...row(172, [[130, 'Coffee Shop Purchase'], [460, '10.00', 'r'], [540, '2,990.00', 'r']]),
        ...row(184, [[40, '3/9'], [80, '301'], [130, 'Check'], [460, '400.00', 'r'], [540, '2,590.00', 'r']]),
        ...row(200, [[40, 'Ending balance on 3/31'], [540, '2,590.00', 'r']]),
      ],
    ],
    accounts: [
      {
        opening: 200_000,
        closing: 259_000,
        status: 'RECONCILED',
        transactions: [
          ['2026-03-02', 'Online Transfer From Savings', 100_000, null],
          ['2026-03-02', 'Coffee Shop Purchase', -1_000, 299_000],
          ['2026-03-09', '301 Check', -40_000, 259_000],
        ],
      },
    ],
  },
  {
    feature: 'no header row: columns from the amounts, unsigned column signed by the running balance',
    institution: null,
    period: ['2026-04-01', '2026-04-30'],
    pages: [
      [
        ...row(40, [[40, 'Statement 04/01/2026 - 04/30/2026']]),
        ...row(70, [[40, '04/02'], [100, 'Deposit'], [450, '300.00', 'r'], [530, '1,300.00', 'r']]),
        ...row(82, [[40, '04/03'], [100, 'Groceries'], [450, '55.55', 'r'], [530, '1,244.45', 'r']]),
        ...row(94, [[40, '04/04'], [100, 'Fuel'], [450, '40.00', 'r'], [530, '1,204.45', 'r']]),
      ],
    ],
    accounts: [
      {
        opening: null,
        closing: null,
        status: 'RECONCILED',
        transactions: [
          ['2026-04-02', 'Deposit', 30_000, 130_000],
          ['2026-04-03', 'Groceries', -5_555, 124_445],
          ['2026-04-04', 'Fuel', -4_000, 120_445],
        ],
      },
    ],
  },
  {
    feature: 'a description that goes on over a page break, after the repeated header; a two-line header',
    period: ['2025-06-01', '2025-06-30'],
    pages: [
      [
        ...title('Example Bank plc'),
        ...row(70, [[40, 'Statement period 1 June 2025 to 30 June 2025']]),
        ...row(84, [[40, 'Current Account'], [300, 'Account number 12345678']]),
        ...row(110, [[40, 'Date'], [110, 'Payment type'], [360, 'Paid out', 'r'], [440, 'Paid in', 'r'], [520, 'Balance', 'r']]),
        ...row(120, [[110, 'and details']]),
        ...row(134, [[40, '01 Jun 25'], [110, 'BALANCE BROUGHT FORWARD'], [520, '1,000.00', 'r']]),
        ...row(148, [[40, '02 Jun 25'], [110, 'FASTER PAYMENT RECEIVED FROM SAVINGS'], [440, '250.00', 'r'], [520, '1,250.00', 'r']]),
        ...row(158, [[110, 'ACCOUNT TRANSFER FOR HOLIDAY FUND']]),
      ],
      [
        ...row(50, [[40, 'Date'], [110, 'Payment type and details'], [360, 'Paid out', 'r'], [440, 'Paid in', 'r'], [520, 'Balance', 'r']]),
        ...row(62, [[110, 'REFERENCE HOL25']]),
        ...row(76, [[40, '03 Jun 25'], [110, 'CARD PAYMENT TESCO STORES 2231'], [360, '50.00', 'r'], [520, '1,200.00', 'r']]),
        ...row(90, [[40, '30 Jun 25'], [110, 'BALANCE CARRIED FORWARD'], [520, '1,200.00', 'r']]),
      ],
    ],
    accounts: [
      {
        mask: '5678',
        opening: 100_000,
        closing: null,
        transactions: [
          ['2025-06-02', 'FASTER PAYMENT RECEIVED FROM SAVINGS ACCOUNT TRANSFER FOR HOLIDAY FUND REFERENCE HOL25', 25_000, 125_000],
          ['2025-06-03', 'CARD PAYMENT TESCO STORES 2231', -5_000, 120_000],
        ],
      },
    ],
  },
];

describe('parsePdfStatement: layout features', () => {
  it.each(cases)('$feature', async (c) => {
    const parsed = await parsePdfStatement(await pdfBytes(c.pages));
    expect(parsed.format).toBe('PDF');
    expect(parsed.pageCount).toBe(c.pages.length);
    if (c.institution !== undefined) expect(parsed.institution).toBe(c.institution);
    if (c.period) expect([parsed.periodStart, parsed.periodEnd]).toEqual(c.period);
    expect(parsed.accounts).toHaveLength(c.accounts.length);
    c.accounts.forEach((want, k) => {
      const got = parsed.accounts[k];
      if (want.name !== undefined) expect(got.name).toBe(want.name);
      if (want.mask !== undefined) expect(got.mask).toBe(want.mask);
      expect(got.reconciliation.openingBalanceCents).toBe(want.opening ?? got.reconciliation.openingBalanceCents);
      if (want.opening !== null) expect(got.reconciliation.openingBalanceCents).toBe(want.opening);
      if (want.closing !== null) expect(got.reconciliation.closingBalanceCents).toBe(want.closing);
      if (want.status) expect(got.reconciliation.status).toBe(want.status);
      expect(got.transactions.map((t) => [t.date, t.description, t.amountCents, t.runningBalanceCents])).toEqual(
        want.transactions.map(([d, s, a, b]) => [d, s, a, b ?? null]),
      );
      for (const t of got.transactions) {
        expect(t.externalId).toBeNull();
        expect(t.page).toBeGreaterThanOrEqual(1);
      }
    });
  });

  it('puts each transaction on its page', async () => {
    const parsed = await parsePdfStatement(await pdfBytes(cases[3].pages));
    expect(parsed.accounts.map((a) => a.transactions.map((t) => t.page))).toEqual([[1, 1], [2]]);
  });
});

describe('parsePdfStatement: documents it cannot read', () => {
  const simple = [[...row(40, [[40, 'Date'], [100, 'Description'], [400, 'Amount']]), ...row(52, [[40, '01/02/2026'], [100, 'Deposit'], [400, '1.00']])]];

  it('says a password-protected PDF is password-protected', async () => {
    const bytes = await pdfBytes(simple, { userPassword: 'secret' });
    await expect(parsePdfStatement(bytes)).rejects.toThrow(StatementParseError);
    await expect(parsePdfStatement(bytes)).rejects.toThrow(/password-protected/);
  });

  it('says a scanned (image-only) PDF has no text layer', async () => {
    const bytes = await pdfBytes([[], []], { imageOnly: true });
    await expect(parsePdfStatement(bytes)).rejects.toThrow(/no text layer \(scanned image\)/);
  });

  it('rejects bytes that are not a PDF', async () => {
    await expect(parsePdfStatement(new TextEncoder().encode('not a pdf at all'))).rejects.toThrow(StatementParseError);
  });

  it('rejects a PDF with text but no dated rows', async () => {
    const bytes = await pdfBytes([[...row(40, [[40, 'Dear customer, thank you for your letter.']])]]);
    await expect(parsePdfStatement(bytes)).rejects.toThrow(/no column of dates/);
  });

  it('leaves the caller\'s bytes usable', async () => {
    const bytes = await pdfBytes(simple);
    const copy = bytes.slice();
    await parsePdfStatement(bytes);
    expect(bytes.byteLength).toBe(copy.byteLength);
    expect(Buffer.from(bytes).equals(Buffer.from(copy))).toBe(true);
  });
});

describe('parsePdfStatement: printed totals checked by what their labels mean', () => {
  const statement = (deposits: string) =>
    pdfBytes([
      [
        ...title('Bluewater Savings Bank'),
        ...row(70, [[40, 'Statement Period: February 1, 2026 - February 28, 2026']]),
        ...row(84, [[40, 'Interest Checking'], [300, 'Account ending in 7731']]),
        ...row(110, [[40, 'Beginning Balance'], [400, '$1,000.00', 'r']]),
        ...row(122, [[40, 'Deposits'], [400, deposits, 'r']]),
        ...row(134, [[40, 'Interest Paid'], [400, '0.42', 'r']]),
        ...row(146, [[40, 'Withdrawals'], [400, '120.50-', 'r']]),
        ...row(158, [[40, 'Ending Balance'], [400, '$1,379.92', 'r']]),
        ...row(190, [[40, 'Date'], [150, 'Description'], [380, 'Withdrawals', 'r'], [460, 'Deposits', 'r'], [540, 'Balance', 'r']]),
        ...row(204, [[40, 'February 3, 2026'], [150, 'PAYROLL ACME CORP'], [460, '500.00', 'r'], [540, '1,500.00', 'r']]),
        ...row(216, [[40, 'February 9, 2026'], [150, 'ELECTRIC CO BILL PAY'], [380, '120.50-', 'r'], [540, '1,379.50', 'r']]),
        ...row(228, [[40, 'February 28, 2026'], [150, 'INTEREST PAID'], [460, '0.42', 'r'], [540, '1,379.92', 'r']]),
      ],
    ]);

  it('a deposits total that leaves out the interest printed on its own line reconciles', async () => {
    const [account] = (await parsePdfStatement(await statement('500.00'))).accounts;
    expect(account.transactions.map((t) => t.amountCents)).toEqual([50_000, -12_050, 42]);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });

  it('a deposits total that no reading of the rows gives is a mismatch, said in a sentence', async () => {
    const [account] = (await parsePdfStatement(await statement('550.00'))).accounts;
    expect(account.reconciliation.status).toBe('MISMATCH');
    expect(account.reconciliation.problems.join(' ')).toContain('"Deposits" is 550.00');
  });
});

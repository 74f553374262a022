// Descriptions printed over several lines, wherever the line holding the date and the figures sits
// among them: first (the rest below), last (the rest above), or on a line of its own with the
// description's first line beside the date and its figures on the last line.
import { describe, expect, it } from 'vitest';
import { parsePdfStatement } from './pdf-statement.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';

type Cells = Parameters<typeof row>[1];
const top = (): Drawn[] => [
  ...row(36, [[40, 'Example Savings Bank']], 16, true),
  ...row(70, [[40, 'Statement period 01 Mar 2026 to 31 Mar 2026']]),
  ...row(84, [[40, 'Current account'], [300, 'Account number 11223344']]),
  ...row(120, [[40, 'Date'], [110, 'Description'], [380, 'Paid out', 'r'], [450, 'Paid in', 'r'], [530, 'Balance', 'r']]),
  ...row(134, [[110, 'BALANCE BROUGHT FORWARD'], [530, '1,000.00', 'r']]),
];
const rows = (lines: Cells[]): Drawn[] => lines.flatMap((cells, k) => row(148 + 12 * k, cells));
const foot = (y: number): Drawn[] => row(y, [[110, 'BALANCE CARRIED FORWARD'], [530, '1,955.50', 'r']]);

const expected = [
  ['2026-03-02', 'CARD PAYMENT CORNER SHOP LEEDS', -2_450],
  ['2026-03-05', 'SALARY ACME LTD MARCH PAY', 100_000],
  ['2026-03-09', 'DIRECT DEBIT WATER PLC REF 5512', -2_000],
];

describe('a description over several lines', () => {
  it.each<[string, Cells[]]>([
    [
      'date and figures on its first line, the rest below',
      [
        [[40, '02 Mar 26'], [110, 'CARD PAYMENT'], [380, '24.50', 'r'], [530, '975.50', 'r']],
        [[110, 'CORNER SHOP LEEDS']],
        [[40, '05 Mar 26'], [110, 'SALARY ACME LTD'], [450, '1,000.00', 'r'], [530, '1,975.50', 'r']],
        [[110, 'MARCH PAY']],
        [[40, '09 Mar 26'], [110, 'DIRECT DEBIT'], [380, '20.00', 'r'], [530, '1,955.50', 'r']],
        [[110, 'WATER PLC']],
        [[110, 'REF 5512']],
      ],
    ],
    [
      'the date on its first line, the figures on its last',
      [
        [[40, '02 Mar 26'], [110, 'CARD PAYMENT']],
        [[110, 'CORNER SHOP LEEDS'], [380, '24.50', 'r'], [530, '975.50', 'r']],
        [[40, '05 Mar 26'], [110, 'SALARY ACME LTD']],
        [[110, 'MARCH PAY'], [450, '1,000.00', 'r'], [530, '1,975.50', 'r']],
        [[40, '09 Mar 26'], [110, 'DIRECT DEBIT']],
        [[110, 'WATER PLC']],
        [[110, 'REF 5512'], [380, '20.00', 'r'], [530, '1,955.50', 'r']],
      ],
    ],
    [
      'the rest above the line holding its date and figures',
      [
        [[110, 'CARD PAYMENT']],
        [[40, '02 Mar 26'], [110, 'CORNER SHOP LEEDS'], [380, '24.50', 'r'], [530, '975.50', 'r']],
        [[110, 'SALARY ACME LTD']],
        [[40, '05 Mar 26'], [110, 'MARCH PAY'], [450, '1,000.00', 'r'], [530, '1,975.50', 'r']],
        [[110, 'DIRECT DEBIT']],
        [[110, 'WATER PLC']],
        [[40, '09 Mar 26'], [110, 'REF 5512'], [380, '20.00', 'r'], [530, '1,955.50', 'r']],
      ],
    ],
    [
      'around the line holding its date and figures',
      [
        [[110, 'CARD PAYMENT']],
        [[40, '02 Mar 26'], [110, 'CORNER SHOP'], [380, '24.50', 'r'], [530, '975.50', 'r']],
        [[110, 'LEEDS']],
        [[110, 'SALARY']],
        [[40, '05 Mar 26'], [110, 'ACME LTD'], [450, '1,000.00', 'r'], [530, '1,975.50', 'r']],
        [[110, 'MARCH PAY']],
        [[110, 'DIRECT DEBIT']],
        [[40, '09 Mar 26'], [110, 'WATER PLC'], [380, '20.00', 'r'], [530, '1,955.50', 'r']],
        [[110, 'REF 5512']],
      ],
    ],
  ])('%s', async (_, lines) => {
    const parsed = await parsePdfStatement(await pdfBytes([[...top(), ...rows(lines), ...foot(148 + 12 * lines.length + 6)]]));
    const [account] = parsed.accounts;
    expect(account.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual(expected);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });
});

// A description's second line that starts with a word a total starts with ("TOTAL ENERGIES", a
// shop) is still its text.
describe('a second line that starts like a total', () => {
  it('goes on with the row above it', async () => {
    const lines: Cells[] = [
      [[40, '02 Mar 26'], [110, 'CARD PAYMENT'], [380, '24.50', 'r'], [530, '975.50', 'r']],
      [[118, 'TOTAL ENERGIES LEEDS']],
      [[40, '05 Mar 26'], [110, 'SALARY ACME LTD'], [450, '1,000.00', 'r'], [530, '1,975.50', 'r']],
      [[40, '09 Mar 26'], [110, 'DIRECT DEBIT'], [380, '20.00', 'r'], [530, '1,955.50', 'r']],
      [[118, 'TOTAL GAS SUPPLY']],
    ];
    const parsed = await parsePdfStatement(await pdfBytes([[...top(), ...rows(lines), ...foot(148 + 12 * lines.length + 6)]]));
    const [account] = parsed.accounts;
    expect(account.transactions.map((t) => t.description)).toEqual(['CARD PAYMENT TOTAL ENERGIES LEEDS', 'SALARY ACME LTD', 'DIRECT DEBIT TOTAL GAS SUPPLY']);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });
});

describe('dates whose numbers do not tell day from month', () => {
  const statement = (date: string, amount: string, balance: string) =>
    pdfBytes([
      [
        ...row(36, [[40, 'Example Bank']], 16, true),
        ...row(70, [[40, 'Statement of account 2026']]),
        ...row(100, [[40, 'Date'], [110, 'Description'], [450, 'Amount', 'r'], [530, 'Balance', 'r']]),
        ...row(114, [[40, date], [110, 'GROCER'], [450, amount, 'r'], [530, balance, 'r']]),
      ],
    ]);
  it.each([
    ['dotted, as day first', '02.03.2026', '-12.00', '88.00', '2026-03-02'],
    ['slashed beside decimal commas, as day first', '02/03/2026', '-12,00', '88,00', '2026-03-02'],
    ['slashed beside decimal points, as month first', '02/03/2026', '-12.00', '88.00', '2026-02-03'],
  ])('%s', async (_, date, amount, balance, iso) => {
    const [account] = (await parsePdfStatement(await statement(date, amount, balance))).accounts;
    expect(account.transactions.map((t) => [t.date, t.amountCents])).toEqual([[iso, -1_200]]);
  });
});

// A row's second line that prints an account number without an account's name (the account a bill
// is paid to, a payee's) goes on with the row's description: it is no heading of another account.
describe('an account number on the next line of a row', () => {
  it.each([['A/C 8173405285'], ['ACCOUNT NO 4471 2290 5512'], ['Acct # 99120045'], ['TO A/C NO. 0041-2290-77']])('%s', async (second) => {
    const lines: Cells[] = [
      [[40, '02 Mar 26'], [110, 'CARD PAYMENT CORNER SHOP LEEDS'], [380, '24.50', 'r'], [530, '975.50', 'r']],
      [[40, '05 Mar 26'], [110, 'ELECTRICITY BILL'], [380, '20.00', 'r'], [530, '955.50', 'r']],
      [[110, second]],
      [[40, '09 Mar 26'], [110, 'SALARY ACME LTD'], [450, '1,000.00', 'r'], [530, '1,955.50', 'r']],
    ];
    const parsed = await parsePdfStatement(await pdfBytes([[...top(), ...rows(lines), ...foot(148 + 12 * lines.length + 6)]]));
    expect(parsed.accounts).toHaveLength(1);
    const [account] = parsed.accounts;
    expect(account.mask).toBe('3344');
    expect(account.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2026-03-02', 'CARD PAYMENT CORNER SHOP LEEDS', -2_450],
      ['2026-03-05', `ELECTRICITY BILL ${second}`, -2_000],
      ['2026-03-09', 'SALARY ACME LTD', 100_000],
    ]);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });
});

// A statement that prints its account's number without a name takes a line of page 1 that is only
// an account's name; a line going on with a row's description is none, however it reads.
describe('an account name, never from a row’s next line', () => {
  it.each<[string, Cells[], string | null]>([
    ['a standing order to a credit union', [], null],
    ['the name above the table', [[[40, 'Premier Savings']]], 'Premier Savings'],
  ])('%s', async (_, above, name) => {
    const lines: Cells[] = [
      [[40, '02 Mar 26'], [110, 'STANDING ORDER'], [380, '24.50', 'r'], [530, '975.50', 'r']],
      [[110, 'TECU CREDIT UNION SHARES']],
      [[40, '05 Mar 26'], [110, 'SALARY ACME LTD'], [450, '1,000.00', 'r'], [530, '1,975.50', 'r']],
    ];
    const page: Drawn[] = [
      ...row(36, [[40, 'Example Bank PLC']], 16, true),
      ...row(70, [[40, 'Statement period 01 Mar 2026 to 31 Mar 2026']]),
      ...row(84, [[300, 'Account number 11223344']]),
      ...above.flatMap((cells) => row(100, cells)),
      ...row(120, [[40, 'Date'], [110, 'Description'], [380, 'Paid out', 'r'], [450, 'Paid in', 'r'], [530, 'Balance', 'r']]),
      ...row(134, [[110, 'BALANCE BROUGHT FORWARD'], [530, '1,000.00', 'r']]),
      ...rows(lines),
    ];
    const [account] = (await parsePdfStatement(await pdfBytes([page]))).accounts;
    expect(account.transactions.map((t) => t.description)).toEqual(['STANDING ORDER TECU CREDIT UNION SHARES', 'SALARY ACME LTD']);
    expect([account.mask, account.name]).toEqual(['3344', name]);
  });
});

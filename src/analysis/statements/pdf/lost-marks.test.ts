// What a picture's reading loses and the printed figures around it give back: the minus of a
// withdrawal in a column that marks both directions, a day run into its month.
import { describe, expect, it } from 'vitest';
import { matchDate } from './dates.ts';
import { parsePdfStatement } from './pdf-statement.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';

const statement = (rows: [string, string, string, string][]): Drawn[][] => [
  [
    ...row(36, [[40, 'Example Direct Bank']], 14, true),
    ...row(60, [[40, 'Statement period Jan 1, 2026 - Jan 31, 2026']]),
    ...row(72, [[40, 'Account number 7308416629']]),
    ...row(96, [[40, 'Date'], [130, 'Description'], [460, 'Amount', 'r'], [560, 'Balance', 'r']]),
    ...row(108, [[40, 'Jan 1, 2026'], [130, 'Beginning balance'], [560, '$1,000.00', 'r']]),
    ...rows.flatMap(([date, text, amount, balance], k) => row(120 + 12 * k, [[40, date], [130, text], [460, amount, 'r'], [560, balance, 'r']])),
  ],
];

describe('a sign the reading lost', () => {
  it.each([
    {
      feature: 'a column marking both directions: the balances give an unmarked figure its sign',
      rows: [['Jan 2, 2026', 'Debit card purchase', '$25.27', '$974.73'], ['Jan 3, 2026', 'Zelle payment from Grace', '+$200.00', '$1,174.73'], ['Jan 4, 2026', 'ACH debit', '-$74.73', '$1,100.00']],
      want: [-2527, 20000, -7473],
    },
    {
      feature: 'a column marking both directions, balances that allow either sign: the convention',
      rows: [['Jan 2, 2026', 'Refund', '$25.27', ''], ['Jan 2, 2026', 'Card purchase', '$25.27', '$1,000.00'], ['Jan 3, 2026', 'Zelle payment from Grace', '+$200.00', '$1,200.00'], ['Jan 4, 2026', 'ACH debit', '-$25.27', '$1,174.73']],
      want: [2527, 2527, 20000, -2527],
    },
    {
      feature: 'a column marking withdrawals only: an unmarked figure is a deposit',
      rows: [['Jan 2, 2026', 'Payroll deposit', '$25.27', '$1,025.27'], ['Jan 4, 2026', 'ACH debit', '-$25.27', '$1,000.00']],
      want: [2527, -2527],
    },
  ] as { feature: string; rows: [string, string, string, string][]; want: number[] }[])('$feature', async ({ rows, want }) => {
    const parsed = await parsePdfStatement(await pdfBytes(statement(rows)));
    expect(parsed.accounts[0].transactions.map((t) => t.amountCents)).toEqual(want);
  });
});

describe('a day run into its month', () => {
  it.each([
    [['Jan1'], { month: 1, day: 1, year: null, tokens: 1 }],
    [['Sept30'], { month: 9, day: 30, year: null, tokens: 1 }],
    [['dec2,', '2025'], { month: 12, day: 2, year: 2025, tokens: 2 }],
    [['Jan1st'], { month: 1, day: 1, year: null, tokens: 1 }],
  ])('%j', (tokens, want) => expect(matchDate(tokens, 0)).toEqual(want));

  it.each([[['Jan32']], [['Feb30']], [['Route66']], [['Jan2026']], [['Mayor12']]])('%j is not a date', (tokens) => expect(matchDate(tokens, 0)).toBeNull());
});

describe('a date cell read as its month alone', () => {
  // A table printing each day's date once, on its first row, and its balance on the day's last row.
  const page = (jan: string): Drawn[][] => [
    [
      ...row(36, [[40, 'Example Bank of Canada']], 14, true),
      ...row(60, [[40, 'From December 26, 2025 to January 19, 2026']]),
      ...row(96, [[40, 'Date'], [100, 'Description'], [380, 'Withdrawals', 'r'], [460, 'Deposits', 'r'], [560, 'Balance', 'r']]),
      ...row(108, [[40, 'Dec 26'], [100, 'Opening balance'], [560, '1,000.00', 'r']]),
      ...row(120, [[40, 'Dec 26'], [100, 'Interac purchase'], [380, '10.00', 'r']]),
      ...row(132, [[100, 'Visa Debit purchase'], [380, '20.00', 'r'], [560, '970.00', 'r']]),
      ...row(144, [[40, 'Dec 28'], [100, 'Interac purchase'], [380, '30.00', 'r']]),
      ...row(156, [[100, 'Visa Debit purchase'], [380, '40.00', 'r'], [560, '900.00', 'r']]),
      ...row(168, [[40, 'Dec 29'], [100, 'Payroll deposit'], [460, '500.00', 'r'], [560, '1,400.00', 'r']]),
      ...row(180, [[40, 'Dec 30'], [100, 'ATM withdrawal'], [380, '100.00', 'r']]),
      ...row(192, [[100, 'Interac purchase'], [380, '50.00', 'r'], [560, '1,250.00', 'r']]),
      ...row(204, [[40, jan], [100, 'Mortgage payment'], [380, '1,000.00', 'r'], [560, '250.00', 'r']]),
      ...row(216, [[40, 'Jan 2'], [100, 'Interac purchase'], [380, '50.00', 'r'], [560, '200.00', 'r']]),
    ],
  ];

  it.each([
    ['Jan 1', '2026-01-01'],
    // The day not read: the only day between Dec 30 and Jan 2.
    ['Jan', '2026-01-01'],
  ])('%s', async (jan, date) => {
    const parsed = await parsePdfStatement(await pdfBytes(page(jan)));
    const rows = parsed.accounts[0].transactions;
    expect(rows.find((t) => t.description === 'Mortgage payment')?.date).toBe(date);
    expect(rows).toHaveLength(9);
    expect(parsed.accounts[0].reconciliation.status).toBe('RECONCILED');
  });
});

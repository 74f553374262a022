// Rows are never dropped silently: a row whose date no calendar has is kept, flagged and counted,
// and the balances are checked over every printed row.
import { describe, expect, it } from 'vitest';
import { parsePdfStatement } from './pdf-statement.ts';
import { pdfBytes, row } from './test-pdf.ts';

const header = () => [
  ...row(36, [[40, 'Example Community Bank']], 16, true),
  ...row(70, [[40, 'Statement Period: February 1, 2023 through February 28, 2023']]),
  ...row(84, [[40, 'Everyday Checking'], [300, 'Account ending in 7788']]),
  ...row(110, [[40, 'Beginning Balance'], [400, '$1,000.00', 'r']]),
  ...row(150, [[40, 'Date'], [90, 'Description'], [400, 'Amount', 'r'], [500, 'Balance', 'r']]),
];

describe('a row dated February 29 of a common year', () => {
  it('is kept as a flagged row, counted, and the balances are still checked over it', async () => {
    const pdf = await pdfBytes([
      [
        ...header(),
        ...row(164, [[40, '02/03/2023'], [90, 'Payroll Acme'], [400, '500.00', 'r'], [500, '1,500.00', 'r']]),
        ...row(176, [[40, '02/29/2023'], [90, 'Grocer'], [400, '-100.00', 'r'], [500, '1,400.00', 'r']]),
        ...row(188, [[40, '02/27/2023'], [90, 'Rent'], [400, '-400.00', 'r'], [500, '1,000.00', 'r']]),
        ...row(210, [[40, 'Ending Balance'], [500, '$1,000.00', 'r']]),
      ],
    ]);
    const parsed = await parsePdfStatement(pdf);
    const [account] = parsed.accounts;
    expect(account.transactions.map((t) => [t.date, t.amountCents])).toEqual([
      ['2023-02-03', 50_000],
      ['2023-02-27', -40_000],
    ]);
    expect(account.flaggedRows).toEqual([
      { reason: 'IMPOSSIBLE_DATE', dateAsPrinted: '02/29/2023', description: 'Grocer', amountCents: -10_000, runningBalanceCents: 140_000, page: 1, row: 1 },
    ]);
    expect(account.reconciliation.status).toBe('RECONCILED');
    expect(parsed.warnings.join(' ')).toMatch(/02\/29\/2023/);
  });

  it('printed without a year, is placed in the period and flagged rather than moved to a leap year', async () => {
    const pdf = await pdfBytes([
      [
        ...header(),
        ...row(164, [[40, '02/03'], [90, 'Payroll Acme'], [400, '500.00', 'r'], [500, '1,500.00', 'r']]),
        ...row(176, [[40, '02/29'], [90, 'Grocer'], [400, '-100.00', 'r'], [500, '1,450.00', 'r']]),
        ...row(188, [[40, '02/27'], [90, 'Rent'], [400, '-400.00', 'r'], [500, '1,050.00', 'r']]),
      ],
    ]);
    const [account] = (await parsePdfStatement(pdf)).accounts;
    expect(account.transactions).toHaveLength(2);
    expect(account.flaggedRows?.map((f) => [f.reason, f.dateAsPrinted, f.row])).toEqual([['IMPOSSIBLE_DATE', '02/29', 1]]);
    // The flagged row's printed balance disagrees with the rows before it: not reconciled, and the first break is named.
    expect(account.reconciliation.status).toBe('MISMATCH');
    expect(account.reconciliation.firstBreak).toEqual({ row: 1, date: '2023-02-29', description: 'Grocer', expectedCents: 140_000, printedCents: 145_000 });
  });
});

describe('a dated line with a balance and no amount', () => {
  it.each<[string, string, 'flagged' | 'summary']>([
    ['described like the rows around it (its amount lost): kept as a flagged row', 'Grocer', 'flagged'],
    ['naming a balance: a summary', 'Daily balance', 'summary'],
    ['with no words: a summary', '', 'summary'],
  ])('%s', async (_, description, kind) => {
    const pdf = await pdfBytes([
      [
        ...header(),
        ...row(164, [[40, '02/03/2023'], [90, 'Payroll Acme'], [400, '500.00', 'r'], [500, '1,500.00', 'r']]),
        ...row(176, [[40, '02/10/2023'], ...(description ? [[90, description] as [number, string]] : []), [500, '1,400.00', 'r']]),
        ...row(188, [[40, '02/27/2023'], [90, 'Rent'], [400, '-400.00', 'r'], [500, '1,000.00', 'r']]),
      ],
    ]);
    const [account] = (await parsePdfStatement(pdf)).accounts;
    expect(account.transactions.map((t) => t.description)).toEqual(['Payroll Acme', 'Rent']);
    const flagged = (account.flaggedRows ?? []).map((f) => [f.reason, f.dateAsPrinted, f.description, f.runningBalanceCents]);
    expect(flagged).toEqual(kind === 'flagged' ? [['NO_AMOUNT', '02/10/2023', description, 140_000]] : []);
  });
});

// The statement's currency: a label names it ("Currency  LKR", any ISO code); failing one, the codes
// and unambiguous symbols the statement prints most; USD when it names none.
import { describe, expect, it } from 'vitest';
import { parsePdfStatement } from './pdf-statement.ts';
import { pdfBytes, row } from './test-pdf.ts';

describe('the currency a statement names', () => {
  type Cells = Parameters<typeof row>[1];
  it.each<[string, Cells, string, string]>([
    ['a label and a code in cells of their own', [[300, 'Currency'], [400, 'LKR']], 'CEFT TRANSFER FROM 1374', 'LKR'],
    ['a label and its code in one cell', [[300, 'CURRENCY: PKR']], 'RAAST P2P RECEIVED', 'PKR'],
    ['a code with its symbol after it', [[300, 'Currency'], [400, 'BSD (B$)']], 'PAYROLL DEPOSIT', 'BSD'],
    ['a code after a colon in a cell of its own', [[300, 'CURRENCY'], [400, ': XCD']], 'PAYROLL DEPOSIT', 'XCD'],
    ['a code among the figures, no label', [[300, 'Amounts in ZAR']], 'PAYMENT RECEIVED', 'ZAR'],
    // A row's words that say "currency" are no label.
    ['a fee named for a currency', [[300, 'Statement of account']], 'FOREIGN CURRENCY FEE', 'USD'],
    ['no currency named', [[300, 'Statement of account']], 'PAYMENT RECEIVED', 'USD'],
  ])('%s', async (_, facts, description, currency) => {
    const pdf = await pdfBytes([
      [
        ...row(36, [[40, 'Example Bank PLC']], 14, true),
        ...row(60, [[40, 'Account Number 81401228'], [300, 'Statement Period 01.02.2026 to 28.02.2026']]),
        ...row(72, facts),
        ...row(100, [[40, 'Date'], [110, 'Description'], [380, 'Withdrawals', 'r'], [450, 'Deposits', 'r'], [530, 'Balance', 'r']]),
        ...row(114, [[110, 'BALANCE B/F'], [530, '1,000.00', 'r']]),
        ...row(126, [[40, '05.02.2026'], [110, description], [450, '200.00', 'r'], [530, '1,200.00', 'r']]),
      ],
    ]);
    const parsed = await parsePdfStatement(pdf);
    expect(parsed.currency).toBe(currency);
    expect(parsed.accounts[0].transactions.map((t) => t.description)).toEqual([description]);
  });
});

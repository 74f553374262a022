// Statements with several accounts: a section that starts at the top of a later page (its heading
// repeated on the pages after, like furniture), a loan's balance summary with no history, and an
// account number in the cell after its label.
import { describe, expect, it } from 'vitest';
import { parsePdfStatement } from './pdf-statement.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';

const table = (y: number): Drawn[] => row(y, [[40, 'Date'], [100, 'Transaction Description'], [460, 'Amount', 'r'], [560, 'Balance', 'r']]);
const tx = (y: number, date: string, text: string, amount: string, balance: string): Drawn[] =>
  row(y, [[40, date], [100, text], [460, amount, 'r'], [560, balance, 'r']]);
const pageHeader: Drawn[] = row(36, [[40, 'Example Valley Credit Union'], [380, 'Member Number: 47331']]);

function creditUnion(loanHeading: string): Drawn[][] {
  return [
    [
      ...row(36, [[40, 'Example Valley Credit Union']], 14, true),
      ...row(60, [[380, 'Statement Period: 03/01/2026 - 03/31/2026']]),
      ...row(100, [[40, 'SHARE 01'], [110, 'PRIMARY SHARE SAVINGS']], 10, true),
      ...row(112, [[40, 'Account Number 20066529']]),
      ...table(126),
      ...tx(138, '03/01', 'Beginning Balance', '', '1,000.00'),
      ...tx(150, '03/05', 'TRANSFER FROM CHECKING', '200.00', '1,200.00'),
      ...tx(162, '03/31', 'DIVIDEND EARNED', '1.50', '1,201.50'),
      ...tx(174, '03/31', 'Ending Balance', '', '1,201.50'),
      ...row(740, [[280, 'Page 1 of 3']]),
    ],
    [
      ...pageHeader,
      ...row(70, [[40, 'SHARE 10'], [110, 'SHARE DRAFT CHECKING']], 10, true),
      ...row(82, [[40, 'Account Number 82838920']]),
      ...table(96),
      ...tx(108, '03/01', 'Beginning Balance', '', '500.00'),
      ...tx(120, '03/02', 'ACH DEPOSIT PAYROLL', '1,500.00', '2,000.00'),
      ...tx(132, '03/05', 'TRANSFER TO SAVINGS', '-200.00', '1,800.00'),
      ...row(740, [[280, 'Page 2 of 3']]),
    ],
    [
      ...pageHeader,
      ...row(70, [[40, 'SHARE 10'], [110, 'SHARE DRAFT CHECKING (CONTINUED)']], 10, true),
      ...row(82, [[40, 'Account Number 82838920']]),
      ...table(96),
      ...tx(108, '03/20', 'POS PURCHASE GROCER', '-75.25', '1,724.75'),
      ...tx(120, '03/31', 'Ending Balance', '', '1,724.75'),
      ...row(150, [[40, 'LOAN 50'], [110, loanHeading]], 10, true),
      ...row(162, [[40, 'Account Number 20066550']]),
      ...row(176, [[40, 'Previous Balance'], [300, '13,086.43', 'r'], [320, 'Annual Percentage Rate'], [560, '6.490%', 'r']]),
      ...row(188, [[40, 'Payments Received'], [300, '422.18', 'r'], [320, 'Last Payment Date'], [560, '03/21/2026', 'r']]),
      ...row(200, [[40, 'New Balance'], [300, '12,733.11', 'r'], [320, 'Amount Due'], [560, '422.18', 'r']]),
      ...row(740, [[280, 'Page 3 of 3']]),
    ],
  ];
}

describe('a statement of several accounts', () => {
  it.each([{ loan: 'NEW AUTO LOAN' }, { loan: 'HOME MORTGAGE' }, { loan: 'VISA PLATINUM CREDIT CARD' }])(
    'reads a section that starts on a later page as its own account and leaves out the $loan summary, saying so',
    async ({ loan }) => {
      const parsed = await parsePdfStatement(await pdfBytes(creditUnion(loan)));
      expect(parsed.accounts.map((a) => [a.mask, a.transactions.length, a.reconciliation.status])).toEqual([
        ['6529', 2, 'RECONCILED'],
        ['8920', 3, 'RECONCILED'],
      ]);
      expect(parsed.accounts[1].reconciliation).toMatchObject({ openingBalanceCents: 50_000, closingBalanceCents: 172_475 });
      expect(parsed.warnings.join(' ')).toMatch(/loan or card summary.*account ending 6550/);
    },
  );

  it.each([
    ['Chequing account', '00421-003-7851843', '1843'],
    // A label and a masked number in their own cells, on a line with the member's name before them.
    ['ACCOUNT:', 'XXXXXX4417', '4417'],
    ['Account number:', '04217 503-118-6', '1186'],
  ])('reads an account number printed in the cell after its label (%s %s)', async (label, number, mask) => {
    const parsed = await parsePdfStatement(
      await pdfBytes([
        [
          ...row(36, [[40, 'Example Bank of Canada']], 14, true),
          ...row(60, [[40, 'MEMBER:'], [110, 'JANE EXAMPLE'], [340, label], [440, number]]),
          ...row(72, [[40, 'Statement period'], [160, '2026-01-01 to 2026-01-31']]),
          ...row(84, [[40, 'Opening balance'], [560, '1,000.00', 'r']]),
          ...row(110, [[40, 'Date'], [130, 'Description'], [460, 'Amount', 'r'], [560, 'Balance', 'r']]),
          ...row(122, [[40, '2026-01-02'], [130, 'PAYROLL DEPOSIT'], [460, '500.00', 'r'], [560, '1,500.00', 'r']]),
          ...row(134, [[40, '2026-01-05'], [130, 'POINT OF SALE GROCER'], [460, '-40.00', 'r'], [560, '1,460.00', 'r']]),
        ],
      ]),
    );
    expect(parsed.accounts.map((a) => [a.mask, a.transactions.length, a.reconciliation.status])).toEqual([[mask, 2, 'RECONCILED']]);
  });
});

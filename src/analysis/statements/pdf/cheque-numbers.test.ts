// Cheque numbers printed in a column of their own ("Chq. No.", "Check No."): the row's check
// number, kept apart from its description as a checks-paid list keeps its checks', unless the
// description says no more than that the row is a cheque.
import { describe, expect, it } from 'vitest';
import { parsePdfStatement, withCheque } from './pdf-statement.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';

describe('the description of a row whose cheque number is printed apart', () => {
  it.each<[string, string | undefined, boolean, string]>([
    ['CHEQUE CLEARING', '56935904', false, 'CHEQUE CLEARING'],
    ['CLG/R K TRADERS', '000114', true, 'CLG/R K TRADERS'],
    ['Check', '301', true, '301 Check'],
    ['CHEQUE PAID', '114', false, 'CHEQUE PAID 114'],
    ['Chq.', '88', true, '88 Chq.'],
    ['', '1042', true, '1042'],
    ['CHEQUE CLEARING', undefined, false, 'CHEQUE CLEARING'],
  ])('%j with cheque %s (first: %s) is %j', (description, cheque, first, want) => {
    expect(withCheque(description, cheque, first)).toBe(want);
  });
});

describe('a column of cheque numbers alone', () => {
  type Cells = Parameters<typeof row>[1];
  const statement = (header: Cells, lines: Cells[]): Promise<Uint8Array> =>
    pdfBytes([
      [
        ...row(36, [[40, 'Example Commercial Bank Limited']], 14, true),
        ...row(60, [[40, 'Account Number'], [140, '30417752918']]),
        ...row(72, [[40, 'Statement Period'], [140, '01 Apr 2026 to 30 Apr 2026']]),
        ...row(100, header),
        ...row(114, [[100, 'OPENING BALANCE'], [570, '10,000.00', 'r']]),
        ...lines.flatMap((cells, k) => row(126 + 12 * k, cells)),
        ...row(126 + 12 * lines.length + 6, [[100, 'CLOSING BALANCE'], [570, '7,650.00', 'r']]),
      ],
    ]);

  it.each<[string, Cells, Cells[], [string, string, number, string | undefined][]]>([
    [
      'after the description (Date | Particulars | Chq. No. | Withdrawal | Deposit | Balance)',
      [[40, 'Date'], [100, 'Particulars'], [300, 'Chq. No.'], [430, 'Withdrawal', 'r'], [500, 'Deposit', 'r'], [570, 'Balance', 'r']],
      [
        [[40, '06 Apr 26'], [100, 'CHEQUE CLEARING'], [300, '56935904'], [430, '2,000.00', 'r'], [570, '8,000.00', 'r']],
        [[100, 'NIFT INWARD CLEARING']],
        [[40, '07 Apr 26'], [100, 'POS PURCHASE FUEL STATION'], [430, '350.00', 'r'], [570, '7,650.00', 'r']],
        [[40, '13 Apr 26'], [100, 'CHEQUE CLEARING'], [300, '77772003'], [500, '500.00', 'r'], [570, '8,150.00', 'r']],
        [[100, 'TRANSFER CHEQUE']],
        [[40, '14 Apr 26'], [100, 'CHEQUE'], [300, '77772004'], [430, '500.00', 'r'], [570, '7,650.00', 'r']],
      ],
      [
        ['2026-04-06', 'CHEQUE CLEARING NIFT INWARD CLEARING', -200_000, '56935904'],
        ['2026-04-07', 'POS PURCHASE FUEL STATION', -35_000, undefined],
        ['2026-04-13', 'CHEQUE CLEARING TRANSFER CHEQUE', 50_000, '77772003'],
        ['2026-04-14', 'CHEQUE 77772004', -50_000, '77772004'],
      ],
    ],
    [
      'before the description (Date | Check No. | Description | Debits | Credits | Balance)',
      [[40, 'Date'], [100, 'Check No.'], [160, 'Description'], [430, 'Debits', 'r'], [500, 'Credits', 'r'], [570, 'Balance', 'r']],
      [
        [[40, '06 Apr 26'], [100, '1042'], [160, 'Check'], [430, '2,000.00', 'r'], [570, '8,000.00', 'r']],
        [[40, '07 Apr 26'], [160, 'CARD PURCHASE GROCER'], [430, '350.00', 'r'], [570, '7,650.00', 'r']],
        [[40, '13 Apr 26'], [100, '1043'], [160, 'RENT APRIL'], [430, '500.00', 'r'], [570, '7,150.00', 'r']],
        [[40, '14 Apr 26'], [160, 'REFUND'], [500, '500.00', 'r'], [570, '7,650.00', 'r']],
      ],
      [
        ['2026-04-06', '1042 Check', -200_000, '1042'],
        ['2026-04-07', 'CARD PURCHASE GROCER', -35_000, undefined],
        ['2026-04-13', 'RENT APRIL', -50_000, '1043'],
        ['2026-04-14', 'REFUND', 50_000, undefined],
      ],
    ],
  ])('%s: the number is the row’s check number, not its description', async (_, header, lines, want) => {
    const [account] = (await parsePdfStatement(await statement(header, lines))).accounts;
    expect(account.transactions.map((t) => [t.date, t.description, t.amountCents, t.checkNumber])).toEqual(want);
    expect(account.transactions.every((t) => t.externalId === null)).toBe(true);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });
});

// What a statement prints around its rows, read as a person reads it: balances brought and carried
// forward are checkpoints of the rows before them; a page's repeated account heading leaves its
// section open; an account summary after the rows is the same account; an IBAN on a long line of facts
// is the account's number; a "Type" column of codes is no part of the description.
import { describe, expect, it } from 'vitest';
import { parsePdfStatement } from './pdf-statement.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';

type Cells = Parameters<typeof row>[1];

describe('balances brought and carried forward', () => {
  const page = (first: number, rows: [string, string, string, string][], forward: string | null, carried: string | null): Drawn[] => [
    ...row(36, [[40, 'Example Credit Union']], 16, true),
    ...row(60, [[40, 'Statement period 01/01/2026 - 01/31/2026']]),
    ...row(74, [[40, 'Share Draft Checking Account 5566-01']]),
    ...row(100, [[40, 'DATE'], [100, 'DESCRIPTION'], [420, 'AMOUNT', 'r'], [520, 'BALANCE', 'r']]),
    ...(forward ? row(114, [[100, first === 1 ? 'BEGINNING BALANCE' : 'BALANCE FORWARD'], [520, forward, 'r']]) : []),
    ...rows.flatMap(([date, desc, amount, balance], k) => row(128 + 12 * k, [[40, date], [100, desc], [420, amount, 'r'], [520, balance, 'r']])),
    ...(carried ? row(128 + 12 * rows.length + 6, [[100, 'BALANCE CARRIED FORWARD'], [520, carried, 'r']]) : []),
    ...row(740, [[40, `Page ${first} of 2`]]),
  ];
  const statement = (carried: string, forward: string) =>
    pdfBytes([
      page(1, [['Jan 05', 'PAYROLL', '500.00', '1,500.00'], ['Jan 07', 'GROCER', '40.00-', '1,460.00']], '1,000.00', carried),
      [
        ...page(2, [['Jan 12', 'RENT', '700.00-', '760.00'], ['Jan 20', 'REFUND', '15.00', '775.00']], forward, null),
        ...row(200, [[100, 'ENDING BALANCE'], [520, '775.00', 'r']]),
      ],
    ]);

  it.each<[string, string, string, 'RECONCILED' | 'MISMATCH', number | null]>([
    ['both as the rows give', '1,460.00', '1,460.00', 'RECONCILED', null],
    ['carried forward wrong', '1,640.00', '1,460.00', 'MISMATCH', 1],
    ['brought forward wrong', '1,460.00', '1,640.00', 'MISMATCH', 1],
  ])('%s', async (_, carried, forward, status, breakRow) => {
    const [account] = (await parsePdfStatement(await statement(carried, forward))).accounts;
    // Never rows themselves.
    expect(account.transactions.map((t) => t.description)).toEqual(['PAYROLL', 'GROCER', 'RENT', 'REFUND']);
    expect(account.reconciliation.status).toBe(status);
    expect(account.reconciliation.firstBreak?.row ?? null).toBe(breakRow);
    if (status === 'MISMATCH') expect(account.reconciliation.problems.join(' ')).toMatch(/FORWARD 1,640\.00" on page \d is 1640\.00, but .* give 1460\.00/);
  });
});

// The foot and head of a page in other words and languages: the balance carried to the next page is
// never the last row's description, even when that row's description wraps to a second line.
describe('balances carried and brought forward, in several languages', () => {
  const page = (n: number, rows: [string, string, string, string, string | null][], head: string | null, foot: string | null, figureLost = false): Drawn[] => {
    const drawn: Drawn[] = [
      ...row(36, [[40, 'Example Credit Union']], 16, true),
      ...row(60, [[40, 'Statement period 01/01/2026 - 01/31/2026']]),
      ...row(74, [[40, 'Share Draft Checking Account 5566-01']]),
      ...row(100, [[40, 'DATE'], [100, 'DESCRIPTION'], [420, 'AMOUNT', 'r'], [520, 'BALANCE', 'r']]),
      ...(head ? row(114, [[100, head], [520, '1,460.00', 'r']]) : row(114, [[100, 'BEGINNING BALANCE'], [520, '1,000.00', 'r']])),
    ];
    let y = 128;
    for (const [date, desc, amount, balance, second] of rows) {
      drawn.push(...row(y, [[40, date], [100, desc], [420, amount, 'r'], [520, balance, 'r']]));
      y += 12;
      if (second) {
        drawn.push(...row(y, [[108, second]]));
        y += 12;
      }
    }
    if (foot) drawn.push(...row(y, [[100, foot], ...(figureLost ? [] : [[520, '1,460.00', 'r'] as [number, string, 'r']])]));
    drawn.push(...row(740, [[40, `Page ${n} of 2`]]));
    return drawn;
  };
  it.each([
    ['À reporter', 'Report'],
    ['A riportare', 'Riporto'],
    ['Suma y sigue', 'Suma anterior'],
    ['A transportar', 'Saldo transportado'],
    ['Over te brengen', 'Overgebracht'],
    ['Balance to next page', 'Balance from previous page'],
  ])('%s / %s', async (foot, head) => {
    const bytes = await pdfBytes([
      page(1, [['Jan 05', 'PAYROLL', '500.00', '1,500.00', null], ['Jan 07', 'CARD PURCHASE', '40.00-', '1,460.00', 'CORNER SHOP']], null, foot),
      [...page(2, [['Jan 12', 'RENT', '700.00-', '760.00', null]], head, null), ...row(200, [[100, 'ENDING BALANCE'], [520, '760.00', 'r']])],
    ]);
    const [account] = (await parsePdfStatement(bytes)).accounts;
    expect(account.transactions.map((t) => t.description)).toEqual(['PAYROLL', 'CARD PURCHASE CORNER SHOP', 'RENT']);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });

  it('nor when its figure is lost (a picture that lost it)', async () => {
    const bytes = await pdfBytes([
      page(1, [['Jan 05', 'PAYROLL', '500.00', '1,500.00', null], ['Jan 07', 'CARD PURCHASE', '40.00-', '1,460.00', 'CORNER SHOP']], null, 'A reporter', true),
      [...page(2, [['Jan 12', 'RENT', '700.00-', '760.00', null]], 'Report', null), ...row(200, [[100, 'ENDING BALANCE'], [520, '760.00', 'r']])],
    ]);
    const [account] = (await parsePdfStatement(bytes)).accounts;
    expect(account.transactions.map((t) => t.description)).toEqual(['PAYROLL', 'CARD PURCHASE CORNER SHOP', 'RENT']);
  });
});

describe('what a statement prints around its rows', () => {
  const top = (): Drawn[] => [
    ...row(36, [[40, 'Example National Bank, N.A.']], 16, true),
    ...row(60, [[40, 'January 1, 2026 through January 31, 2026']]),
    ...row(74, [[300, 'Primary Account: 0000 1234 5678']]),
  ];
  const section = (y: number, heading: string, rows: [string, string, string][], total: [string, string] | null): Drawn[] => [
    ...row(y, [[40, heading]], 10, true),
    ...row(y + 14, [[40, 'DATE'], [100, 'DESCRIPTION'], [520, 'AMOUNT', 'r']]),
    ...rows.flatMap(([date, desc, amount], k) => row(y + 28 + 12 * k, [[40, date], [100, desc], [520, amount, 'r']])),
    ...(total ? row(y + 28 + 12 * rows.length, [[100, total[0]], [520, total[1], 'r']]) : []),
  ];
  const balances = (y: number, x: number): Drawn[] => [
    ...row(y, [[40, 'Beginning Balance'], [x, '$1,000.00', 'r']]),
    ...row(y + 12, [[40, 'Ending Balance'], [x, '$1,100.00', 'r']]),
  ];
  const deposits = () => section(130, 'DEPOSITS AND ADDITIONS', [['01/05', 'PAYROLL', '$260.00']], ['Total Deposits and Additions', '$260.00']);

  it.each<[string, () => Drawn[][]]>([
    [
      "a section going on over a page, under the account's heading repeated at the top of it",
      () => [
        [...top(), ...balances(100, 520), ...deposits(), ...section(200, 'ELECTRONIC WITHDRAWALS', [['01/06', 'UTILITY', '$100.00']], null), ...row(740, [[40, 'Page 1 of 2']])],
        [...top(), ...section(100, 'ELECTRONIC WITHDRAWALS (continued)', [['01/07', 'PHONE', '60.00']], ['Total Electronic Withdrawals', '$160.00']), ...row(740, [[40, 'Page 2 of 2']])],
      ],
    ],
    [
      'an account summary after the rows, restating its balances',
      () => [
        [
          ...top(),
          ...deposits(),
          ...section(200, 'ELECTRONIC WITHDRAWALS', [['01/06', 'UTILITY', '$100.00'], ['01/07', 'PHONE', '60.00']], ['Total Electronic Withdrawals', '$160.00']),
          ...row(300, [[40, 'ACCOUNT SUMMARY']], 10, true),
          ...balances(314, 300),
        ],
      ],
    ],
  ])('%s: one account, every section total checked', async (_, pages) => {
    const parsed = await parsePdfStatement(await pdfBytes(pages()));
    expect(parsed.accounts).toHaveLength(1);
    const [account] = parsed.accounts;
    expect(account.mask).toBe('5678');
    expect(account.transactions.map((t) => [t.description, t.amountCents])).toEqual([
      ['PAYROLL', 26_000],
      ['UTILITY', -10_000],
      ['PHONE', -6_000],
    ]);
    expect(account.reconciliation.problems).toEqual([]);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });

  it.each<[string, string, string, 'RECONCILED' | 'MISMATCH']>([
    ['as its sections give', '2', '-160.00', 'RECONCILED'],
    ['with a count its section does not have', '3', '-160.00', 'MISMATCH'],
    ['with a sum its section does not have', '2', '-170.00', 'MISMATCH'],
  ])('a summary line naming a section, instances and amount, %s', async (_, count, amount, status) => {
    const pdf = await pdfBytes([
      [
        ...top(),
        ...row(100, [[40, 'CHECKING SUMMARY']], 10, true),
        ...row(112, [[300, 'INSTANCES'], [520, 'AMOUNT', 'r']]),
        ...row(124, [[40, 'Beginning Balance'], [520, '$1,000.00', 'r']]),
        ...row(136, [[40, 'Deposits and Additions'], [330, '1'], [520, '260.00', 'r']]),
        ...row(148, [[40, 'Electronic Withdrawals'], [330, count], [520, amount, 'r']]),
        ...row(160, [[40, 'Ending Balance'], [330, '3'], [520, '$1,100.00', 'r']]),
        ...section(200, 'DEPOSITS AND ADDITIONS', [['01/05', 'PAYROLL', '$260.00']], ['Total Deposits and Additions', '$260.00']),
        ...section(270, 'ELECTRONIC WITHDRAWALS', [['01/06', 'UTILITY', '$100.00'], ['01/07', 'PHONE', '60.00']], ['Total Electronic Withdrawals', '$160.00']),
      ],
    ]);
    const [account] = (await parsePdfStatement(pdf)).accounts;
    expect(account.transactions).toHaveLength(3);
    expect(account.reconciliation.status).toBe(status);
    if (status === 'MISMATCH') expect(account.reconciliation.problems.join(' ')).toMatch(/Electronic Withdrawals .* the section "ELECTRONIC WITHDRAWALS" has 2 rows adding up to 160\.00/);
  });

  it.each<[string, string, 'RECONCILED' | 'MISMATCH']>([
    ['as the rows of every section give', '1,160.00', 'RECONCILED'],
    ['one day unlike the rows', '1,250.00', 'MISMATCH'],
  ])('a daily ending balance table, sections printed apart: %s', async (_, fifth, status) => {
    const pdf = await pdfBytes([
      [
        ...top(),
        ...balances(100, 520),
        ...section(130, 'DEPOSITS AND ADDITIONS', [['01/05', 'PAYROLL', '$260.00']], ['Total Deposits and Additions', '$260.00']),
        ...section(200, 'ELECTRONIC WITHDRAWALS', [['01/05', 'UTILITY', '$100.00'], ['01/07', 'PHONE', '60.00']], ['Total Electronic Withdrawals', '$160.00']),
        ...row(300, [[40, 'DAILY ENDING BALANCE']], 10, true),
        ...row(316, [[40, '01/05'], [160, fifth, 'r'], [200, '01/07'], [320, '1,100.00', 'r']]),
      ],
    ]);
    const [account] = (await parsePdfStatement(pdf)).accounts;
    expect(account.transactions).toHaveLength(3);
    expect(account.reconciliation.status).toBe(status);
    if (status === 'MISMATCH') {
      expect(account.reconciliation.problems.join(' ')).toMatch(/daily balance "01\/05 1,250\.00" is 1250\.00, but .* give 1160\.00/);
      expect(account.reconciliation.firstBreak).toMatchObject({ row: 1, date: '2026-01-05', description: 'UTILITY' });
    }
  });

  const euro = (facts: string, header: Cells, rows: Cells[]): Drawn[] => [
    ...row(36, [[40, 'Beispiel Direktbank AG']], 16, true),
    ...row(60, [[40, facts]], 8),
    ...row(100, header),
    ...row(114, [[220, 'Opening balance'], [540, '1.000,00', 'r']]),
    ...rows.flatMap((cells, k) => row(128 + 12 * k, cells)),
    ...row(128 + 12 * rows.length + 6, [[220, 'Closing balance'], [540, '875,50', 'r']]),
  ];
  it.each<[string, Drawn[], string | null, string[]]>([
    [
      'an IBAN on a long line of facts, and a value date beside the booking date',
      euro(
        'Period 01.03.2026 – 31.03.2026 • IBAN DE89 3704 0044 0532 0130 00 • BIC COBADEFFXXX • Currency EUR • Statement 3/2026 • Page 1 of 1',
        [[40, 'Booking'], [110, 'Value date'], [220, 'Description'], [420, 'Debit EUR', 'r'], [480, 'Credit EUR', 'r'], [540, 'Balance EUR', 'r']],
        [
          [[40, '02.03.2026'], [110, '02.03.2026'], [220, 'Card payment'], [420, '124,50', 'r'], [540, '875,50', 'r']],
          [[220, 'Baeckerei Mueller Bonn']],
        ],
      ),
      '3000',
      ['Card payment Baeckerei Mueller Bonn'],
    ],
    [
      'a Type column of codes before the description',
      euro(
        'Sort code 40-12-77 Account number 61534127',
        [[40, 'Date'], [110, 'Type'], [160, 'Description'], [420, 'Paid out', 'r'], [480, 'Paid in', 'r'], [540, 'Balance', 'r']],
        [
          [[40, '02 Mar 26'], [110, 'DEB'], [160, 'CORNER SHOP']],
          [[160, 'LEEDS 02MAR'], [420, '124.50', 'r'], [540, '875.50', 'r']],
        ],
      ).map((d) => ({ ...d, text: d.text.replace(/^1\.000,00$/, '1,000.00').replace(/^875,50$/, '875.50') })),
      '4127',
      ['CORNER SHOP LEEDS 02MAR'],
    ],
  ])('%s', async (_, page, mask, descriptions) => {
    const [account] = (await parsePdfStatement(await pdfBytes([page]))).accounts;
    expect(account.mask).toBe(mask);
    expect(account.transactions.map((t) => t.description)).toEqual(descriptions);
    expect(account.transactions.map((t) => [t.date, t.amountCents])).toEqual([['2026-03-02', -12_450]]);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });
});

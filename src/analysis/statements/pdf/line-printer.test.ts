// Statements printed as a line printer prints them (fixed columns, rules of dashes, "LABEL : value"
// lines, a value date beside each booking date, two-digit years) and summaries that print each
// figure after a dollar its letters name ("B$5,177.79"), two label-and-figure pairs to a line.
import { describe, expect, it } from 'vitest';
import { findMoney } from './money.ts';
import { findPeriod } from './period.ts';
import { parsePdfStatement } from './pdf-statement.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';

describe('a dollar its letters name', () => {
  it.each<[string[], number[]]>([
    [['B$5,177.79'], [517779]],
    [['B$', '993.04'], [99304]],
    [['NZ$12.00', 'HK$', '1,000.00'], [1200, 100000]],
    [['-', 'B$12.50'], [-1250]],
  ])('%j', (tokens, cents) => {
    expect(findMoney(tokens).map((m) => (m.sign === -1 ? -m.cents : m.cents))).toEqual(cents);
  });

  it('reads no word ending in a dollar sign as money', () => {
    expect(findMoney(['ABC$12.00'])).toEqual([]);
  });
});

describe('a dotted period with a two-digit year', () => {
  it.each<[string, { start: string | null; end: string | null }]>([
    ['PERIOD : 01.07.26 - 31.07.26', { start: '2026-07-01', end: '2026-07-31' }],
    ['Period 01.07.2026 - 31.07.2026', { start: '2026-07-01', end: '2026-07-31' }],
    // Figures with a decimal comma are no dates.
    ['OPENING BALANCE 2.610,59 TOTAL DEBITS 4.226,92', { start: null, end: null }],
  ])('%s', (text, period) => {
    expect(findPeriod([text], true)).toEqual(period);
  });
});

/** A line printer's statement: `LABEL : value` beside the address, a rule under the header, descriptions on two lines. */
function printerPage(page: number, pages: number, rows: Array<[string, string, string, string, string?]>, opening: [string, string], closing?: string): Drawn[] {
  const out: Drawn[] = [
    ...row(36, [[40, 'EXAMPLE BANK PUBLIC COMPANY LTD'], [420, 'ACCOUNT STATEMENT']]),
    ...row(48, [[40, '12 MAIN AVENUE, 3026 TOWN'], [480, `PAGE ${page}/${pages}`]]),
  ];
  let y = 70;
  if (page === 1) {
    out.push(...row(70, [[40, 'JOHN PAPAS'], [250, 'ACCOUNT NO'], [330, ': 357-80-536199-67']]));
    out.push(...row(82, [[40, '22 SEA STREET'], [250, 'CURRENCY'], [330, ': EUR']]));
    out.push(...row(94, [[250, 'PERIOD'], [330, ': 01.07.26 - 31.07.26']]));
    y = 118;
  } else {
    out.push(...row(70, [[40, 'JOHN PAPAS   ACCOUNT NO 357-80-536199-67   EUR']]));
    y = 94;
  }
  out.push(...row(y, [[40, 'DATE'], [100, 'VALUE'], [160, 'DESCRIPTION'], [420, 'AMOUNT'], [500, 'BALANCE']]));
  out.push(...row(y + 12, [[40, '-'.repeat(100)]]));
  y += 24;
  out.push(...row(y, [[160, opening[0]], [540, opening[1], 'r']]));
  for (const [date, first, amount, balance, second] of rows) {
    y += 12;
    out.push(...row(y, [[40, date], [100, date], [160, first], [460, amount, 'r'], [540, balance, 'r']]));
    if (second) {
      y += 12;
      out.push(...row(y, [[172, second]]));
    }
  }
  if (closing) {
    out.push(...row(y + 12, [[40, '-'.repeat(100)]]));
    out.push(...row(y + 24, [[160, 'CLOSING BALANCE'], [540, closing, 'r']]));
  } else {
    out.push(...row(y + 12, [[160, 'CARRIED FORWARD'], [540, rows[rows.length - 1][3], 'r']]));
  }
  return out;
}

describe('a line printer statement', () => {
  it('reads one account by its number after a colon, value dates as no amount, descriptions over two lines', async () => {
    const pdf = await pdfBytes([
      printerPage(
        1,
        2,
        [
          ['03.07.26', 'SALARY', '3.356,42', '4.356,42', 'AKAMAS SOFTWARE LTD'],
          ['04.07.26', 'CARD PURCHASE', '-64,37', '4.292,05', 'MY MALL LIMASSOL'],
          ['05.07.26', 'ACCOUNT MAINTENANCE FEE', '-6,00', '4.286,05'],
        ],
        ['OPENING BALANCE', '1.000,00'],
      ),
      printerPage(
        2,
        2,
        [
          ['09.07.26', 'SEPA TRANSFER TO', '-538,88', '3.747,17', 'STELIOS HADJIPAVLOU'],
          ['12.07.26', 'CREDIT INTEREST', '1,39', '3.748,56'],
        ],
        ['BROUGHT FORWARD', '4.286,05'],
        '3.748,56',
      ),
    ]);
    const parsed = await parsePdfStatement(pdf);
    expect(parsed.periodStart).toBe('2026-07-01');
    expect(parsed.accounts).toHaveLength(1);
    const [account] = parsed.accounts;
    expect(account.mask).toBe('9967');
    expect(account.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2026-07-03', 'SALARY AKAMAS SOFTWARE LTD', 335642],
      ['2026-07-04', 'CARD PURCHASE MY MALL LIMASSOL', -6437],
      ['2026-07-05', 'ACCOUNT MAINTENANCE FEE', -600],
      ['2026-07-09', 'SEPA TRANSFER TO STELIOS HADJIPAVLOU', -53888],
      ['2026-07-12', 'CREDIT INTEREST', 139],
    ]);
    expect(account.reconciliation.status).toBe('RECONCILED');
    expect(account.reconciliation.closingBalanceCents).toBe(374856);
  });
});

describe('a summary of two label-and-figure pairs a line, each figure after a named dollar', () => {
  it('reads each balance beside its own label', async () => {
    const pdf = await pdfBytes([
      [
        ...row(36, [[40, 'Example Bank & Trust Limited'], [400, 'Personal Chequing Statement']]),
        ...row(60, [[40, 'JOHN A. SMITH'], [300, 'Account Number'], [540, '3241-612033-2', 'r']]),
        ...row(72, [[300, 'Currency'], [540, 'BSD (B$)', 'r']]),
        ...row(84, [[300, 'Statement Period February 1, 2026 through February 28, 2026']]),
        ...row(110, [[40, 'Beginning Balance on February 1, 2026'], [260, 'B$1,000.00', 'r'], [300, 'Withdrawals and Debits (2)'], [540, '- 60.00', 'r']]),
        ...row(122, [[40, 'Deposits and Credits (1)'], [260, '+ 500.00', 'r'], [300, 'Ending Balance on February 28, 2026'], [540, 'B$1,440.00', 'r']]),
        ...row(150, [[40, 'Date'], [100, 'Description'], [380, 'Withdrawals', 'r'], [460, 'Deposits', 'r'], [540, 'Balance', 'r']]),
        ...row(164, [[100, 'Beginning balance'], [540, '1,000.00', 'r']]),
        // The balance only on each day's last row.
        ...row(176, [[40, 'FEB 03'], [100, 'PAYROLL DEPOSIT'], [460, '500.00', 'r']]),
        ...row(188, [[40, 'FEB 03'], [100, 'POS PURCHASE'], [380, '40.00', 'r'], [540, '1,460.00', 'r']]),
        ...row(200, [[40, 'FEB 09'], [100, 'MONTHLY SERVICE CHARGE'], [380, '20.00', 'r'], [540, '1,440.00', 'r']]),
        ...row(212, [[100, 'Total withdrawals and deposits'], [380, '60.00', 'r'], [460, '500.00', 'r']]),
        ...row(224, [[100, 'Ending balance'], [540, '1,440.00', 'r']]),
      ],
    ]);
    const parsed = await parsePdfStatement(pdf);
    expect(parsed.currency).toBe('BSD');
    expect(parsed.accounts).toHaveLength(1);
    const { reconciliation } = parsed.accounts[0];
    expect([reconciliation.openingBalanceCents, reconciliation.closingBalanceCents, reconciliation.status]).toEqual([100000, 144000, 'RECONCILED']);
    expect(parsed.warnings).toEqual([]);
  });
});

// Two more kinds of statement, read as their customers read them: a Swiss private account in German
// (Datum / Buchungstext / Belastung / Gutschrift / Valuta / Saldo, an apostrophe between thousands,
// Saldovortrag, Übertrag at the page break, Umsatztotal, Schlusssaldo), and a statement that prints its
// dates year first (`2026/01/05`) once a day, under a summary table of the account's balances.
import { describe, expect, it } from 'vitest';
import { parsePdfStatement } from './pdf-statement.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';

const read = async (pages: Drawn[][]) => {
  const parsed = await parsePdfStatement(await pdfBytes(pages));
  return {
    parsed,
    accounts: parsed.accounts,
    rows: parsed.accounts.flatMap((a) => a.transactions.map((t) => [t.date, t.description, t.amountCents, t.runningBalanceCents])),
  };
};

describe('a Swiss private account in German', () => {
  const header = (y: number) => row(y, [[40, 'Datum'], [100, 'Buchungstext'], [380, 'Belastung', 'r'], [440, 'Gutschrift', 'r'], [460, 'Valuta'], [570, 'Saldo', 'r']], 8);
  const pages = (closing = "9'871.70", debitTotal = "2'356.88"): Drawn[][] => [
    [
      ...row(36, [[40, 'Beispielbank AG']], 14, true),
      ...row(60, [[40, 'Frau Anna Muster'], [360, 'Konto-Nr.'], [440, '1234 5678 9012']], 8),
      ...row(72, [[360, 'IBAN'], [440, 'CH00 0000 1234 5678 9012 3']], 8),
      ...row(84, [[360, 'Periode'], [440, '01.01.2026 - 31.01.2026']], 8),
      ...row(96, [[360, 'Währung'], [440, 'CHF']], 8),
      ...header(120),
      ...row(134, [[100, 'Saldovortrag'], [570, "10'000.00", 'r']], 8),
      ...row(146, [[40, '02.01.26'], [100, 'Dauerauftrag Miete'], [380, "2'310.00", 'r'], [460, '02.01.26'], [570, "7'690.00", 'r']], 8),
      ...row(156, [[100, 'WOHNBAU GENOSSENSCHAFT']], 8),
      ...row(168, [[40, '05.01.26'], [100, 'Debitkarte Einkauf COOP'], [380, '38.03', 'r'], [460, '30.12.25'], [570, "7'651.97", 'r']], 8),
      ...row(190, [[100, 'Übertrag'], [570, "7'651.97", 'r']], 8),
    ],
    [
      ...row(36, [[40, 'Beispielbank AG']], 14, true),
      ...header(70),
      ...row(84, [[100, 'Übertrag'], [570, "7'651.97", 'r']], 8),
      ...row(96, [[40, '23.01.26'], [100, 'Gutschrift Lohn'], [440, "2'228.58", 'r'], [460, '23.01.26'], [570, "9'880.55", 'r']], 8),
      ...row(106, [[100, 'MUSTER AG, ZUERICH']], 8),
      ...row(118, [[40, '31.01.26'], [100, 'Kontoführungsgebühr'], [380, '8.85', 'r'], [460, '31.01.26'], [570, "9'871.70", 'r']], 8),
      ...row(140, [[100, 'Umsatztotal'], [380, debitTotal, 'r'], [440, "2'228.58", 'r']], 8),
      ...row(152, [[100, 'Schlusssaldo per 31.01.2026'], [570, closing, 'r']], 8),
    ],
  ];

  it('reads the figures whole, the value dates apart, one account by its Konto-Nr., and reconciles', async () => {
    const { parsed, accounts, rows } = await read(pages());
    expect(parsed.currency).toBe('CHF');
    expect([parsed.periodStart, parsed.periodEnd]).toEqual(['2026-01-01', '2026-01-31']);
    expect(accounts.map((a) => a.mask)).toEqual(['9012']);
    expect([accounts[0].reconciliation.openingBalanceCents, accounts[0].reconciliation.closingBalanceCents]).toEqual([1_000_000, 987_170]);
    expect(rows).toEqual([
      ['2026-01-02', 'Dauerauftrag Miete WOHNBAU GENOSSENSCHAFT', -231_000, 769_000],
      ['2026-01-05', 'Debitkarte Einkauf COOP', -3_803, 765_197],
      ['2026-01-23', 'Gutschrift Lohn MUSTER AG, ZUERICH', 222_858, 988_055],
      ['2026-01-31', 'Kontoführungsgebühr', -885, 987_170],
    ]);
    expect(accounts[0].reconciliation.status).toBe('RECONCILED');
  });

  it.each([
    ['a closing balance the rows do not give', "9'881.70", "2'356.88"],
    ['an Umsatztotal the rows do not give', "9'871.70", "2'366.88"],
  ])('reports %s', async (_, closing, debitTotal) => {
    const { accounts } = await read(pages(closing, debitTotal));
    expect(accounts[0].reconciliation.status).toBe('MISMATCH');
  });
});

describe('dates printed year first, once a day, under a summary of balances', () => {
  const page = (closing = '10,399.50'): Drawn[] => [
    ...row(36, [[40, 'Example Commercial Bank']], 14, true),
    ...row(60, [[330, 'Account Number'], [440, '482-123456-838']], 8),
    ...row(72, [[330, 'Statement Period'], [440, '2026/01/01 - 2026/01/31']], 8),
    ...row(84, [[330, 'Currency'], [440, 'HKD']], 8),
    ...row(104, [[40, 'Portfolio Summary']], 10, true),
    ...row(118, [[40, 'Account'], [300, 'Balance B/F', 'r'], [380, 'Total Deposits', 'r'], [470, 'Total Withdrawals', 'r'], [570, 'Balance C/F', 'r']], 8),
    ...row(130, [[40, 'HKD Current 482-123456-838'], [300, '12,000.00', 'r'], [380, '1,000.00', 'r'], [470, '2,600.50', 'r'], [570, closing, 'r']], 8),
    ...row(156, [[40, 'Date'], [120, 'Transaction Details'], [400, 'Deposit', 'r'], [480, 'Withdrawal', 'r'], [570, 'Balance', 'r']], 8),
    ...row(170, [[120, 'B/F BALANCE'], [570, '12,000.00', 'r']], 8),
    ...row(182, [[40, '2026/01/02'], [120, 'AUTOPAY OUT'], [480, '2,500.00', 'r'], [570, '9,500.00', 'r']], 8),
    ...row(192, [[120, 'LAI CHI KOK PROPERTY AGENCY']], 8),
    ...row(204, [[120, 'EPS WELLCOME'], [480, '100.50', 'r'], [570, '9,399.50', 'r']], 8),
    ...row(216, [[120, 'FPS CREDIT CHAN TAI MAN'], [400, '1,000.00', 'r'], [570, '10,399.50', 'r']], 8),
    ...row(228, [[40, '2026/01/31'], [120, 'INTEREST CREDIT'], [400, '0.00', 'r'], [570, '10,399.50', 'r']], 8),
    ...row(240, [[120, 'CLOSING BALANCE'], [570, closing, 'r']], 8),
  ];

  it('reads the period, gives each undated row the date above it, and never reads the summary as a row', async () => {
    const { parsed, accounts, rows } = await read([page()]);
    expect([parsed.periodStart, parsed.periodEnd]).toEqual(['2026-01-01', '2026-01-31']);
    expect(accounts).toHaveLength(1);
    expect(rows).toEqual([
      ['2026-01-02', 'AUTOPAY OUT LAI CHI KOK PROPERTY AGENCY', -250_000, 950_000],
      ['2026-01-02', 'EPS WELLCOME', -10_050, 939_950],
      ['2026-01-02', 'FPS CREDIT CHAN TAI MAN', 100_000, 1_039_950],
      ['2026-01-31', 'INTEREST CREDIT', 0, 1_039_950],
    ]);
    expect(accounts[0].reconciliation.status).toBe('RECONCILED');
  });

  it('a closing balance the rows do not give is still reported', async () => {
    const { accounts } = await read([page('10,499.50')]);
    expect(accounts[0].reconciliation.status).toBe('MISMATCH');
  });
});

// French and Spanish statements: column headers, month abbreviations, page carries and account
// numbers; a value date never in a description; a description printed after the figures, over two lines.
import { describe, expect, it } from 'vitest';
import { matchDate } from './dates.ts';
import { findPeriod } from './period.ts';
import { parsePdfStatement } from './pdf-statement.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';
import { BROUGHT_FORWARD, CARRIED_FORWARD, CLOSING_BALANCE, classifyHeaderCell, matchAccountNumber } from './vocabulary.ts';

describe('French and Spanish column headers', () => {
  it.each([
    ['Libellé des opérations', 'description'],
    ['DESCRIPCIÓN', 'description'],
    ['Valeur', 'date'],
    ['LIQ', 'date'],
    ['FECHA OPER', 'date'],
    ['Débit', 'debit'],
    ['CARGOS', 'debit'],
    ['Crédit', 'credit'],
    ['ABONOS', 'credit'],
    ['Solde', 'balance'],
    ['SALDO', 'balance'],
  ])('%s is a %s column', (text, type) => {
    expect(classifyHeaderCell(text)).toBe(type);
  });
});

describe('Spanish month abbreviations', () => {
  it.each([
    ['05/ENE', { month: 1, day: 5, year: null }],
    ['14/ABR', { month: 4, day: 14, year: null }],
    ['31/AGO/2026', { month: 8, day: 31, year: 2026 }],
    ['01/DIC', { month: 12, day: 1, year: null }],
  ])('%s', (token, expected) => {
    expect(matchDate([token], 0, true)).toMatchObject({ ...expected, tokens: 1 });
  });

  it.each([
    ['Periodo: DEL 01/ENE/2026 AL 31/ENE/2026', { start: '2026-01-01', end: '2026-01-31' }],
    ['Periodo: DEL 15/MAR/2026 AL 14/ABR/2026', { start: '2026-03-15', end: '2026-04-14' }],
    ['Relevé n° 01/2026 du 01/01/2026 au 31/01/2026', { start: '2026-01-01', end: '2026-01-31' }],
  ])('the period of %s', (line, period) => {
    expect(findPeriod([line], true)).toMatchObject(period);
  });
});

describe('balances carried between pages', () => {
  it.each([
    ['SOLDE REPORTÉ', BROUGHT_FORWARD],
    ['SALDO DE LA PÁGINA ANTERIOR', BROUGHT_FORWARD],
    ['Balance From Previous Page', BROUGHT_FORWARD],
    ['SOLDE À REPORTER', CARRIED_FORWARD],
    ['SALDO QUE PASA A LA SIGUIENTE PÁGINA', CARRIED_FORWARD],
    ['Ending Balance This Page (continued)', CARRIED_FORWARD],
  ])('%s', (label, re) => {
    expect(re.test(label)).toBe(true);
  });
});

describe('account numbers', () => {
  it.each([
    ['Compte courant n° 30047 14582 00051234807 23', '4807'],
    ['No. de Cuenta: 0192471836', '1836'],
    ['IBAN FR76 3004 7145 8200 0512 3480 723', '0723'],
  ])('%s ends in %s', (text, mask) => {
    expect(matchAccountNumber(text)?.mask).toBe(mask);
  });
});

describe('French, Spanish and description-last statements read whole', () => {
  const french: Drawn[] = [
    ...row(36, [[40, 'RELEVÉ DE COMPTE COURANT']], 12, true),
    ...row(60, [[40, 'Relevé n° 01/2026 du 01/01/2026 au 31/01/2026']]),
    ...row(72, [[40, 'Compte courant n° 30047 14582 00051234807 23'], [330, '12 RUE DU PORT']]),
    ...row(84, [[40, 'IBAN FR76 3004 7145 8200 0512 3480 723']]),
    ...row(110, [[40, 'Date'], [90, 'Libellé des opérations'], [330, 'Valeur'], [420, 'Débit', 'r'], [480, 'Crédit', 'r'], [550, 'Solde', 'r']]),
    ...row(124, [[90, 'SOLDE CRÉDITEUR AU 31/12/2025'], [550, '1 000,00', 'r']]),
    ...row(136, [[40, '02/01'], [90, 'CB TABAC PRESSE 01/01'], [330, '01/01'], [420, '26,42', 'r'], [550, '973,58', 'r']]),
    ...row(148, [[40, '05/01'], [90, 'VIR SEPA RECU DE ACME'], [330, '05/01'], [480, '1 500,00', 'r'], [550, '2 473,58', 'r']]),
    ...row(160, [[96, 'SALAIRE']]),
    ...row(172, [[40, '06/01'], [90, 'PRLV SEPA EDF'], [330, '06/01'], [420, '90,30', 'r'], [550, '2 383,28', 'r']]),
    ...row(186, [[90, 'NOUVEAU SOLDE CRÉDITEUR AU 31/01/2026'], [550, '2 383,28', 'r']]),
  ];
  const spanish: Drawn[] = [
    ...row(36, [[40, 'ESTADO DE CUENTA']], 12, true),
    ...row(60, [[330, 'No. de Cuenta:'], [420, '0192471836']]),
    ...row(72, [[330, 'Periodo:'], [420, 'DEL 01/ENE/2026 AL 31/ENE/2026']]),
    ...row(110, [[40, 'FECHA OPER'], [100, 'LIQ'], [150, 'DESCRIPCIÓN'], [420, 'CARGOS', 'r'], [480, 'ABONOS', 'r'], [550, 'SALDO', 'r']]),
    ...row(124, [[150, 'SALDO ANTERIOR'], [550, '10,000.00', 'r']]),
    ...row(136, [[40, '01/ENE'], [100, '02/ENE'], [150, 'COMPRA SORIANA'], [420, '707.27', 'r'], [550, '9,292.73', 'r']]),
    ...row(148, [[40, '15/ENE'], [100, '15/ENE'], [150, 'PAGO DE NOMINA'], [480, '12,000.00', 'r'], [550, '21,292.73', 'r']]),
    ...row(160, [[150, 'ACME SA DE CV QUINCENA 1']]),
    ...row(172, [[40, '20/ENE'], [100, '21/ENE'], [150, 'RETIRO CAJERO AUTOMATICO'], [420, '1,500.00', 'r'], [550, '19,792.73', 'r']]),
    ...row(186, [[150, 'TOTAL DE MOVIMIENTOS'], [420, '2,207.27', 'r'], [480, '12,000.00', 'r']]),
  ];
  const descriptionLast: Drawn[] = [
    ...row(36, [[40, 'Member Statement']], 12, true),
    ...row(60, [[40, 'Statement Period January 1, 2026 through January 31, 2026']]),
    ...row(72, [[40, 'SHARE DRAFT CHECKING Account 0020471830']]),
    ...row(110, [[40, 'Date'], [170, 'Withdrawals', 'r'], [250, 'Deposits', 'r'], [330, 'Balance', 'r'], [345, 'Transaction Description']]),
    ...row(124, [[40, '01/01'], [330, '3,000.00', 'r'], [345, 'Previous Balance']]),
    ...row(136, [[40, '01/02'], [170, '987.27', 'r'], [330, '2,012.73', 'r'], [345, 'ACH DEBIT MORTGAGE PMT']]),
    ...row(148, [[351, 'LOAN 0147 TRANSFER']]),
    ...row(160, [[40, '01/15'], [250, '2,153.06', 'r'], [330, '4,165.79', 'r'], [345, 'ACH DEPOSIT PAYROLL']]),
    ...row(172, [[351, 'EPHRATA AREA SD DIR DEP']]),
    ...row(184, [[330, '4,165.79', 'r'], [345, 'Ending Balance This Page (continued)']]),
  ];
  const page2: Drawn[] = [
    ...row(60, [[40, 'Date'], [170, 'Withdrawals', 'r'], [250, 'Deposits', 'r'], [330, 'Balance', 'r'], [345, 'Transaction Description']]),
    ...row(74, [[330, '4,165.79', 'r'], [345, 'Balance From Previous Page']]),
    ...row(88, [[40, '01/20'], [170, '80.00', 'r'], [330, '4,085.79', 'r'], [345, 'ATM WITHDRAWAL']]),
    ...row(100, [[40, '01/31'], [330, '4,085.79', 'r'], [345, 'New Balance']]),
  ];

  it.each<[string, Drawn[][], string, [string, string, number][]]>([
    ['French, value dates apart', [french], '4807', [
      ['2026-01-02', 'CB TABAC PRESSE 01/01', -2_642],
      ['2026-01-05', 'VIR SEPA RECU DE ACME SALAIRE', 150_000],
      ['2026-01-06', 'PRLV SEPA EDF', -9_030],
    ]],
    ['Spanish, a settlement date beside each', [spanish], '1836', [
      ['2026-01-01', 'COMPRA SORIANA', -70_727],
      ['2026-01-15', 'PAGO DE NOMINA ACME SA DE CV QUINCENA 1', 1_200_000],
      ['2026-01-20', 'RETIRO CAJERO AUTOMATICO', -150_000],
    ]],
    ['the description after the figures', [descriptionLast, page2], '1830', [
      ['2026-01-02', 'ACH DEBIT MORTGAGE PMT LOAN 0147 TRANSFER', -98_727],
      ['2026-01-15', 'ACH DEPOSIT PAYROLL EPHRATA AREA SD DIR DEP', 215_306],
      ['2026-01-20', 'ATM WITHDRAWAL', -8_000],
    ]],
  ])('%s', async (_name, pages, mask, rows) => {
    const parsed = await parsePdfStatement(await pdfBytes(pages));
    expect(parsed.accounts).toHaveLength(1);
    const [account] = parsed.accounts;
    expect(account.mask).toBe(mask);
    expect(account.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual(rows);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });
});

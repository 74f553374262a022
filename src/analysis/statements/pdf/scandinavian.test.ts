// Norwegian, Swedish and Danish statements: column headers (a value date "Rentedato" of day and month
// alone beside the booking date), opening and closing balances, page carries and the period's totals;
// and a Portuguese account number ("Conta N.º").
import { describe, expect, it } from 'vitest';
import { parsePdfStatement } from './pdf-statement.ts';
import { findPeriod } from './period.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';
import { BROUGHT_FORWARD, CARRIED_FORWARD, CLOSING_BALANCE, OPENING_BALANCE, TOTAL_LINE, classifyHeaderCell, matchAccountNumber } from './vocabulary.ts';

describe('Scandinavian column headers', () => {
  it.each([
    ['Dato', 'date'],
    ['Bokføringsdato', 'date'],
    ['Transaktionsdatum', 'date'],
    ['Rentedato', 'date'],
    ['Valør', 'date'],
    ['Valutadag', 'date'],
    ['Forklaring', 'description'],
    ['Beskrivelse', 'description'],
    ['Tekst', 'description'],
    ['Ut av konto', 'debit'],
    ['Uttak', 'debit'],
    ['Hævet', 'debit'],
    ['Inn på konto', 'credit'],
    ['Insättning', 'credit'],
    ['Indsat', 'credit'],
    ['Beløp', 'amount'],
    ['Belopp', 'amount'],
    ['Saldo', 'balance'],
  ])('%s is a %s column', (text, type) => {
    expect(classifyHeaderCell(text)).toBe(type);
  });

  it('leaves description words alone', () => {
    expect(classifyHeaderCell('Overført til')).toBeNull();
    expect(classifyHeaderCell('Vipps til')).toBeNull();
  });
});

describe('Scandinavian balance and total lines', () => {
  it.each([
    ['Inngående saldo', OPENING_BALANCE],
    ['Ingående saldo 1 000,00', OPENING_BALANCE],
    ['Utgående saldo', CLOSING_BALANCE],
    ['Overført fra forrige side', BROUGHT_FORWARD],
    ['Överfört från föregående sida', BROUGHT_FORWARD],
    ['Overført til neste side', CARRIED_FORWARD],
    ['Overføres til næste side', CARRIED_FORWARD],
    ['Sum bevegelser i perioden', TOTAL_LINE],
  ])('%s', (label, re) => {
    expect(re.test(label)).toBe(true);
  });

  it('a transfer to or from someone is no page carry', () => {
    expect(BROUGHT_FORWARD.test('Overført fra Nora Eriksen')).toBe(false);
    expect(CARRIED_FORWARD.test('Overført til sparekonto')).toBe(false);
    expect(TOTAL_LINE.test('Summer Camp AS')).toBe(false);
  });
});

describe('periods joined in other languages', () => {
  it.each([
    ['Período      01-03-2026 a 31-03-2026', { start: '2026-03-01', end: '2026-03-31' }],
    ['Periode 01.01.2026 til 31.01.2026', { start: '2026-01-01', end: '2026-01-31' }],
    ['Period 01.02.2026 till 28.02.2026', { start: '2026-02-01', end: '2026-02-28' }],
  ])('%s', (line, period) => {
    expect(findPeriod([line], true)).toMatchObject(period);
  });
});

describe('Portuguese account numbers', () => {
  it.each([
    ['Conta N.º    7567 6922 8405', '8405'],
    ['Conta Nº 0035 0697 00012345678 91', '5678'],
    ['N.º de conta: 12345678901', '8901'],
  ])('%s ends in %s', (text, mask) => {
    expect(matchAccountNumber(text)?.mask).toBe(mask);
  });

  it('a row about the account is no account number', () => {
    expect(matchAccountNumber('COMISSAO MANUTENCAO CONTA 7,50')).toBeNull();
  });
});

describe('a Norwegian statement read whole', () => {
  const page1: Drawn[] = [
    ...row(36, [[40, 'Kontoutskrift']], 12, true),
    ...row(60, [[330, 'Kontonummer'], [420, '1234 56 78903']]),
    ...row(72, [[330, 'Periode'], [420, '01.01.2026 - 31.01.2026']]),
    ...row(110, [[40, 'Dato'], [100, 'Forklaring'], [300, 'Rentedato'], [420, 'Ut av konto', 'r'], [480, 'Inn på konto', 'r'], [550, 'Saldo', 'r']]),
    ...row(124, [[100, 'Inngående saldo'], [550, '10 000,00', 'r']]),
    ...row(136, [[40, '02.01.2026'], [100, 'Lønn'], [300, '02.01'], [480, '30 000,00', 'r']]),
    ...row(148, [[106, 'ACME AS']]),
    ...row(160, [[40, '02.01.2026'], [100, 'Varekjøp'], [300, '02.01'], [420, '1 250,50', 'r'], [550, '38 749,50', 'r']]),
    ...row(172, [[106, 'REMA 1000']]),
    ...row(184, [[40, '03.01.2026'], [100, 'Overføring fra'], [300, '05.01'], [480, '500,00', 'r'], [550, '39 249,50', 'r']]),
    ...row(196, [[106, 'Nora Eriksen']]),
    ...row(208, [[100, 'Overført til neste side'], [550, '39 249,50', 'r']]),
  ];
  const page2: Drawn[] = [
    ...row(60, [[40, 'Dato'], [100, 'Forklaring'], [300, 'Rentedato'], [420, 'Ut av konto', 'r'], [480, 'Inn på konto', 'r'], [550, 'Saldo', 'r']]),
    ...row(74, [[100, 'Overført fra forrige side'], [550, '39 249,50', 'r']]),
    ...row(88, [[40, '31.01.2026'], [100, 'Gebyr kontohold'], [300, '31.01'], [420, '25,00', 'r'], [550, '39 224,50', 'r']]),
    ...row(112, [[100, 'Sum bevegelser i perioden'], [420, '1 275,50', 'r'], [480, '30 500,00', 'r']]),
    ...row(124, [[100, 'Utgående saldo'], [550, '39 224,50', 'r']]),
  ];

  it('value dates apart, totals and carries no rows, opening and closing read', async () => {
    const parsed = await parsePdfStatement(await pdfBytes([page1, page2]));
    expect(parsed.accounts).toHaveLength(1);
    const [account] = parsed.accounts;
    expect(account.mask).toBe('8903');
    expect(account.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2026-01-02', 'Lønn ACME AS', 3_000_000],
      ['2026-01-02', 'Varekjøp REMA 1000', -125_050],
      ['2026-01-03', 'Overføring fra Nora Eriksen', 50_000],
      ['2026-01-31', 'Gebyr kontohold', -2_500],
    ]);
    expect(account.reconciliation.openingBalanceCents).toBe(1_000_000);
    expect(account.reconciliation.closingBalanceCents).toBe(3_922_450);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });
});

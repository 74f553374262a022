// Statements in more languages: column headings, balances, page carries and totals as Italian, Dutch,
// Polish, Czech, Slovak, Hungarian, Finnish, Icelandic and other banks print them; account numbers
// after their own languages' labels or an IBAN in a cell of its own; figures in whole units (krónur).
import { describe, expect, it } from 'vitest';
import { isGroupedWholeFigure, printsWholeUnits, wholeUnitsWithCents } from './money.ts';
import { parsePdfStatement } from './pdf-statement.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';
import { BROUGHT_FORWARD, CARRIED_FORWARD, CLOSING_BALANCE, OPENING_BALANCE, TOTAL_LINE, classifyHeaderCell, matchAccountNumber } from './vocabulary.ts';

describe('column headings in more languages', () => {
  it.each([
    ['Data operazione', 'date'], ['Data valuta', 'date'], ['Descrizione', 'description'], ['Addebiti', 'debit'], ['Accrediti', 'credit'],
    ['Boekdatum', 'date'], ['Omschrijving', 'description'], ['Af', 'debit'], ['Bij', 'credit'], ['Bedrag', 'amount'],
    ['Data operacji', 'date'], ['Opis operacji', 'description'], ['Obciążenia', 'debit'], ['Uznania', 'credit'], ['Kwota', 'amount'],
    ['Datum', 'date'], ['Popis', 'description'], ['Výdej', 'debit'], ['Příjem', 'credit'], ['Zůstatek', 'balance'],
    ['Dátum', 'date'], ['Splatnosť', 'date'], ['Zostatok', 'balance'], ['Egyenleg', 'balance'], ['Terhelés', 'debit'], ['Jóváírás', 'credit'],
    ['Päivämäärä', 'date'], ['Selite', 'description'], ['Arvopäivä', 'date'], ['Määrä', 'amount'],
    ['Dagsetning', 'date'], ['Vaxtad.', 'date'], ['Skýring', 'description'], ['Upphæð', 'amount'], ['Staða', 'balance'],
    ['Tarih', 'date'], ['Açıklama', 'description'], ['Borç', 'debit'], ['Alacak', 'credit'], ['Bakiye', 'balance'],
    ['Tanggal', 'date'], ['Keterangan', 'description'], ['Mutasi Debet', 'debit'], ['Mutasi Kredit', 'credit'],
  ])('%s is a %s column', (text, type) => {
    expect(classifyHeaderCell(text)).toBe(type);
  });

  it('leaves description words alone', () => {
    for (const text of ['Debetkort', 'Platba kartou', 'Przelew', 'Úttekt Hraðbanki']) expect(classifyHeaderCell(text)).toBeNull();
  });
});

describe('balances, carries and totals in more languages', () => {
  it.each([
    ['Saldo iniziale', OPENING_BALANCE], ['Počiatočný zostatok', OPENING_BALANCE], ['Počáteční zůstatek', OPENING_BALANCE],
    ['Saldo początkowe', OPENING_BALANCE], ['Nyitó egyenleg', OPENING_BALANCE], ['Alkusaldo', OPENING_BALANCE], ['Upphafsstaða', OPENING_BALANCE],
    ['Saldo finale', CLOSING_BALANCE], ['Konečný zostatok', CLOSING_BALANCE], ['Saldo końcowe', CLOSING_BALANCE], ['Záró egyenleg', CLOSING_BALANCE],
    ['Loppusaldo', CLOSING_BALANCE], ['Lokastaða', CLOSING_BALANCE],
    ['Prenos z predchádzajúcej strany', BROUGHT_FORWARD], ['Frá fyrri síðu', BROUGHT_FORWARD], ['Z przeniesienia', BROUGHT_FORWARD],
    ['Prenos na ďalšiu stranu', CARRIED_FORWARD], ['Do przeniesienia', CARRIED_FORWARD],
    ['Obraty spolu', TOTAL_LINE], ['Samtals úttektir', TOTAL_LINE], ['Razem uznania', TOTAL_LINE], ['Yhteensä', TOTAL_LINE], ['Összesen', TOTAL_LINE],
  ])('%s', (label, re) => {
    expect(re.test(label)).toBe(true);
  });

  it('a row about a total or a transfer is no balance line', () => {
    expect(TOTAL_LINE.test('Spolupráca s.r.o.')).toBe(false);
    expect(TOTAL_LINE.test('Samtalsgjald')).toBe(false);
    expect(OPENING_BALANCE.test('Soldat Ion')).toBe(false);
  });
});

describe('account numbers after labels in more languages', () => {
  it.each([
    ['Reikningur 0512-26-043317', '3317'],
    ['Číslo účtu: 2400123456/2010', '3456'],
    ['Numer rachunku 12 1020 1097 0000 7502 0123 4567', '4567'],
    ['Rekeningnummer 123456789', '6789'],
    ['Tilinumero FI21 1234 5600 0007 85', null],
  ])('%s ends in %s', (text, mask) => {
    expect(matchAccountNumber(text)?.mask ?? null).toBe(mask);
  });
});

describe('figures in whole units', () => {
  it('tells a document of grouped whole figures from one with decimals', () => {
    expect(printsWholeUnits(['02.02.2026', '02.02', '-19.210', '263.282', '1.020.500', '593.445', '(4.120)', '-390'])).toBe(true);
    expect(printsWholeUnits(['-19.210', '263.282', '1.020.500', '593.445', '4.120', '12,50'])).toBe(false);
    expect(printsWholeUnits(['1.234', '2026'])).toBe(false);
  });

  it.each([
    ['-19.210', '-19210.00'], ['1.020.500', '1020500.00'], ['582,980', '582980.00'], ['(4.120)', '(4120.00)'], ['12.50', '12.50'], ['02.02', '02.02'], ['Laun', 'Laun'],
  ])('%s is %s', (text, want) => {
    expect(wholeUnitsWithCents(text)).toBe(want);
    expect(isGroupedWholeFigure(text)).toBe(want !== text);
  });
});

describe('statements in whole units and in Slovak, read whole', () => {
  it('reads krónur: value dates apart, rows, opening and closing', async () => {
    const page: Drawn[] = [
      ...row(36, [[40, 'Reikningsyfirlit']], 12, true),
      ...row(60, [[330, 'Reikningur'], [420, '0512-26-043317']]),
      ...row(72, [[330, 'Tímabil'], [420, '01.03.2026 - 31.03.2026']]),
      ...row(84, [[330, 'Mynt'], [420, 'ISK']]),
      ...row(110, [[40, 'Dagsetning'], [100, 'Vaxtad.'], [150, 'Skýring'], [470, 'Upphæð', 'r'], [550, 'Staða', 'r']]),
      ...row(124, [[150, 'Upphafsstaða'], [550, '150.000', 'r']]),
      ...row(136, [[40, '02.03.2026'], [100, '02.03'], [150, 'Laun'], [470, '612.300', 'r'], [550, '762.300', 'r']]),
      ...row(148, [[40, '04.03.2026'], [100, '04.03'], [150, 'Debetkort'], [470, '-12.450', 'r'], [550, '749.850', 'r']]),
      ...row(160, [[40, '05.03.2026'], [100, '05.03'], [150, 'Færslugjald'], [470, '-250', 'r'], [550, '749.600', 'r']]),
      ...row(172, [[40, '09.03.2026'], [100, '10.03'], [150, 'Millifærsla'], [470, '-100.000', 'r'], [550, '649.600', 'r']]),
      ...row(184, [[40, '12.03.2026'], [100, '12.03'], [150, 'Úttekt'], [470, '-20.000', 'r'], [550, '629.600', 'r']]),
      ...row(208, [[150, 'Lokastaða'], [550, '629.600', 'r']]),
    ];
    const parsed = await parsePdfStatement(await pdfBytes([page]));
    expect(parsed.currency).toBe('ISK');
    expect([parsed.periodStart, parsed.periodEnd]).toEqual(['2026-03-01', '2026-03-31']);
    const [account] = parsed.accounts;
    expect(account.mask).toBe('3317');
    expect(account.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2026-03-02', 'Laun', 61_230_000],
      ['2026-03-04', 'Debetkort', -1_245_000],
      ['2026-03-05', 'Færslugjald', -25_000],
      ['2026-03-09', 'Millifærsla', -10_000_000],
      ['2026-03-12', 'Úttekt', -2_000_000],
    ]);
    expect(account.reconciliation.openingBalanceCents).toBe(15_000_000);
    expect(account.reconciliation.closingBalanceCents).toBe(62_960_000);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });

  // The test's PDF font (WinAnsi) has no "ť" or "č": the due date's heading in its longer form.
  it('reads a Slovak výpis: IBAN in a cell of its own, due dates apart, totals no row', async () => {
    const page: Drawn[] = [
      ...row(36, [[40, 'Výpis z účtu']], 12, true),
      ...row(60, [[330, 'IBAN'], [400, 'SK31 1200 0000 1987 4263 7541']]),
      ...row(72, [[330, 'Obdobie'], [400, '01.04.2026 - 30.04.2026']]),
      ...row(110, [[40, 'Dátum'], [100, 'Popis transakcie'], [300, 'Dátum splatnosti'], [420, 'Debet', 'r'], [480, 'Kredit', 'r'], [550, 'Zostatok', 'r']]),
      ...row(124, [[100, 'Počiatočný zostatok'], [550, '2 000,00', 'r']]),
      ...row(136, [[40, '02.04.2026'], [100, 'Mzda'], [300, '02.04.'], [480, '1 850,00', 'r'], [550, '3 850,00', 'r']]),
      ...row(148, [[40, '07.04.2026'], [100, 'Platba kartou'], [300, '07.04.'], [420, '64,20', 'r'], [550, '3 785,80', 'r']]),
      ...row(172, [[100, 'Obraty spolu'], [420, '64,20', 'r'], [480, '1 850,00', 'r']]),
      ...row(184, [[100, 'Konečný zostatok'], [550, '3 785,80', 'r']]),
    ];
    const [account] = (await parsePdfStatement(await pdfBytes([page]))).accounts;
    expect(account.mask).toBe('7541');
    expect(account.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2026-04-02', 'Mzda', 185_000],
      ['2026-04-07', 'Platba kartou', -6_420],
    ]);
    expect(account.reconciliation.closingBalanceCents).toBe(378_580);
    expect(account.reconciliation.status).toBe('RECONCILED');
  });
});

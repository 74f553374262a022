// Payslips in languages the layouts tuned on never used: labels, section titles, column headings,
// totals, how often pay comes, and dates with a month's name, as each language's payroll prints them.
import { describe, expect, it } from 'vitest';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { datesIn } from './values.ts';
import { columnOf, frequencyOf, isLabel, isTotal, labelHits, sectionOf } from './vocabulary.ts';

const line = (y: number, cells: Cell[], size = 9) => textLine(y, cells, size);

describe('isLabel: labels in more languages', () => {
  it.each([
    { text: 'Auszahlungsbetrag', kind: 'net' },
    { text: 'Gesamtbrutto', kind: 'gross' },
    { text: 'Auszahlungsdatum:', kind: 'payDate' },
    { text: 'Abrechnungszeitraum', kind: 'period' },
    { text: 'Uit te betalen', kind: 'net' },
    { text: 'Bruto loon', kind: 'gross' },
    { text: 'Netto in busta', kind: 'net' },
    { text: 'Retribuzione lorda', kind: 'gross' },
    { text: 'Líquido a receber', kind: 'net' },
    { text: 'LIQUIDO A RECEBER', kind: 'net' },
    { text: 'Total ilíquido', kind: 'gross' },
    { text: 'Do wypłaty', kind: 'net' },
    { text: 'Wynagrodzenie brutto', kind: 'gross' },
    { text: 'Čistá mzda', kind: 'net' },
    { text: 'CISTA MZDA', kind: 'net' },
    { text: 'K výplatě', kind: 'net' },
    { text: 'Za izplačilo', kind: 'net' },
    { text: 'Kifizetendő', kind: 'net' },
    { text: 'Rest de plată', kind: 'net' },
    { text: 'Išmokėti', kind: 'net' },
    { text: 'Väljamaksmisele', kind: 'net' },
    { text: 'Att utbetala', kind: 'net' },
    { text: 'Til udbetaling', kind: 'net' },
    { text: 'Bruttolønn', kind: 'gross' },
    { text: 'BRUTTOLONN', kind: 'gross' },
    { text: 'Maksupäivä', kind: 'payDate' },
    { text: 'Útborguð laun', kind: 'net' },
    { text: 'Gaji kotor', kind: 'gross' },
    { text: 'Ödenecek tutar', kind: 'net' },
    { text: 'Mshahara halisi', kind: 'net' },
    { text: 'Werkgever', kind: 'employer' },
    { text: 'Työntekijä', kind: 'employee' },
    { text: 'Cyflog gros', kind: 'gross' },
  ] as const)('$text is $kind', ({ text, kind }) => {
    expect(isLabel(text, kind)).toBe(true);
  });

  it.each([
    // Words that only start like a label, or a label's word inside another.
    { text: 'Nettoabzüge', kind: 'net' },
    { text: 'Bruttoabzug', kind: 'gross' },
    { text: 'Periodenlohn', kind: 'period' },
  ] as const)('$text is not $kind', ({ text, kind }) => {
    expect(isLabel(text, kind)).toBe(false);
  });

  it('finds a label before its figure on one line', () => {
    expect(labelHits('Netto in busta 1.987,00').map((h) => h.kind)).toEqual(['net']);
    expect(labelHits('Auszahlung am 28.03.2026').map((h) => h.kind)).toEqual(['payDate']);
  });
});

describe('sectionOf, columnOf and isTotal in more languages', () => {
  it.each([
    { text: 'Bezüge', section: 'earnings' },
    { text: 'Competenze', section: 'earnings' },
    { text: 'Vencimentos', section: 'earnings' },
    { text: 'Gesetzliche Abzüge', section: 'deductions' },
    { text: 'Trattenute', section: 'deductions' },
    { text: 'Descontos', section: 'deductions' },
    { text: 'Potrącenia', section: 'deductions' },
    { text: 'Srážky', section: 'deductions' },
    { text: 'Levonások', section: 'deductions' },
    { text: 'Reţineri', section: 'deductions' },
    { text: 'Rețineri', section: 'deductions' },
    { text: 'Avdrag', section: 'deductions' },
    { text: 'Trekk', section: 'deductions' },
    { text: 'Træk', section: 'deductions' },
    { text: 'Vähennykset', section: 'deductions' },
    { text: 'Kesintiler', section: 'deductions' },
    { text: 'Arbeitgeberanteile', section: 'excluded' },
    { text: 'Arbetsgivaravgifter', section: 'excluded' },
  ] as const)('$text is a section of $section', ({ text, section }) => {
    expect(sectionOf(text)).toBe(section);
  });

  it.each([
    { text: 'Betrag', column: 'current' },
    { text: 'Importo', column: 'current' },
    { text: 'Beløb', column: 'current' },
    { text: 'Kwota', column: 'current' },
    { text: 'Összeg', column: 'current' },
    { text: 'Kumuliert', column: 'ytd' },
    { text: 'Progressivo', column: 'ytd' },
    { text: 'Hittills i år', column: 'ytd' },
    { text: 'Vuoden alusta', column: 'ytd' },
    { text: 'Év elejétől', column: 'ytd' },
    { text: 'Stunden', column: 'hours' },
    { text: 'Timer', column: 'hours' },
    { text: 'Stundensatz', column: 'rate' },
  ] as const)('$text is a column of $column', ({ text, column }) => {
    expect(columnOf(text)).toBe(column);
  });

  it.each([
    { text: 'Summe Abzüge', want: true },
    { text: 'Totale trattenute', want: true },
    { text: 'Razem potrącenia', want: true },
    { text: 'Yhteensä', want: true },
    { text: 'I alt', want: true },
    { text: 'Iš viso išskaičiuota', want: true },
    { text: 'Lohnsteuer', want: false },
    { text: 'Składka emerytalna', want: false },
  ])('$text is a total: $want', ({ text, want }) => {
    expect(isTotal(text)).toBe(want);
  });
});

describe('frequencyOf in more languages', () => {
  it.each([
    ['monatlich', 'MONTHLY'], ['Maandelijks', 'MONTHLY'], ['mensile', 'MONTHLY'], ['Miesięcznie', 'MONTHLY'], ['Månedlig', 'MONTHLY'],
    ['Kuukausittain', 'MONTHLY'], ['Bulanan', 'MONTHLY'], ['Aylık', 'MONTHLY'], ['wöchentlich', 'WEEKLY'], ['Wekelijks', 'WEEKLY'],
    ['Veckovis', 'WEEKLY'], ['Kila wiki', 'WEEKLY'], ['zweiwöchentlich', 'BIWEEKLY'], ['Varannan vecka', 'BIWEEKLY'], ['Quinzenal', 'SEMI_MONTHLY'],
    ['Monthly', 'MONTHLY'], ['Lohnsteuer', null],
  ])('%s', (text, want) => {
    expect(frequencyOf(text)).toBe(want);
  });
});

describe('datesIn: dates with a month named in another language', () => {
  it.each([
    { text: '28. März 2026', want: ['2026-03-28'] },
    { text: '1. mars 2026 – 31. mars 2026', want: ['2026-03-01', '2026-03-31'] },
    { text: '30 de abril de 2026', want: ['2026-04-30'] },
    { text: '10 czerwca 2026 r.', want: ['2026-06-10'] },
    { text: '2026. március 15.', want: ['2026-03-15'] },
    { text: '15. tammikuuta 2026', want: ['2026-01-15'] },
    { text: '2026 m. kovo 15 d.', want: ['2026-03-15'] },
    { text: '15/mar/2026', want: ['2026-03-15'] },
    { text: 'March 15, 2026', want: ['2026-03-15'] },
  ])('$text', ({ text, want }) => {
    expect(datesIn(text, 'day-first')).toEqual(want);
  });
});

describe('extractPaystubFromPages: a German Entgeltabrechnung and a Swedish lönebesked', () => {
  it('reads the German gross, net, pay date and deductions', () => {
    const page = pageOf(1, 595, 842, [
      line(40, [[40, 'Entgeltabrechnung März 2026']]),
      line(70, [[40, 'Arbeitgeber:'], [140, 'Rheinfeld Logistik GmbH']]),
      line(85, [[40, 'Arbeitnehmer:'], [140, 'Jana Vogel']]),
      line(100, [[40, 'Auszahlungsdatum:'], [140, '30.03.2026']]),
      line(130, [[40, 'Bezeichnung'], [420, 'Betrag', 'r'], [540, 'Kumuliert', 'r']]),
      line(145, [[40, 'Gehalt'], [420, '3.850,00', 'r'], [540, '11.550,00', 'r']]),
      line(160, [[40, 'Gesamtbrutto'], [420, '3.850,00', 'r'], [540, '11.550,00', 'r']]),
      line(180, [[40, 'Gesetzliche Abzüge']]),
      line(195, [[40, 'Lohnsteuer'], [420, '512,33', 'r'], [540, '1.536,99', 'r']]),
      line(210, [[40, 'Rentenversicherung'], [420, '358,05', 'r'], [540, '1.074,15', 'r']]),
      line(225, [[40, 'Summe Abzüge'], [420, '870,38', 'r'], [540, '2.611,14', 'r']]),
      line(250, [[40, 'Auszahlungsbetrag'], [420, '2.979,62', 'r'], [540, '8.938,86', 'r']]),
    ]);
    const stub = extractPaystubFromPages([page]);
    expect(stub.gross_cents).toBe(385000);
    expect(stub.net_cents).toBe(297962);
    expect(stub.ytd_gross_cents).toBe(1155000);
    expect(stub.ytd_net_cents).toBe(893886);
    expect(stub.pay_date).toBe('2026-03-30');
    expect(stub.deductions.map((d) => [d.name, d.amount_cents])).toEqual([
      ['Lohnsteuer', 51233],
      ['Rentenversicherung', 35805],
    ]);
  });

  it('reads the Swedish gross, net and pay date written with its month', () => {
    const page = pageOf(1, 595, 842, [
      line(40, [[40, 'LÖNEBESKED']]),
      line(70, [[40, 'Arbetsgivare:'], [140, 'Norrsken Bygg AB']]),
      line(85, [[40, 'Anställd:'], [140, 'Erik Lindqvist']]),
      line(100, [[40, 'Utbetalningsdag:'], [140, '25 mars 2026']]),
      line(130, [[40, 'Lönearter'], [420, 'Belopp', 'r'], [540, 'Hittills i år', 'r']]),
      line(145, [[40, 'Månadslön'], [420, '34 500,00', 'r'], [540, '103 500,00', 'r']]),
      line(160, [[40, 'Bruttolön'], [420, '34 500,00', 'r'], [540, '103 500,00', 'r']]),
      line(175, [[40, 'Preliminär skatt'], [420, '8 970,00', 'r'], [540, '26 910,00', 'r']]),
      line(200, [[40, 'Att utbetala'], [420, '25 530,00', 'r'], [540, '76 590,00', 'r']]),
    ]);
    const stub = extractPaystubFromPages([page]);
    expect(stub.gross_cents).toBe(3450000);
    expect(stub.net_cents).toBe(2553000);
    expect(stub.pay_date).toBe('2026-03-25');
    expect(stub.deductions.map((d) => [d.name, d.amount_cents])).toEqual([['Preliminär skatt', 897000]]);
  });
});

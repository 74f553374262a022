// German payslips (an Entgeltabrechnung: postcode before the town, the street before its house number,
// "Arbeitnehmeranteile / employee shares" in the small print), Philippine payslips (a footer sentence
// naming employer and employee shares, "Year-to-date net pay" on a line of its own) and a US federal
// Earnings and Leave Statement (the agency's name and its address on one line, set off by a dash).
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { cityLine, isStreetLineOf, nameBeforeAddress, partyName, splitCity } from './parties.ts';
import { labelHits } from './vocabulary.ts';

/** Items on one baseline: [x, text] (left edge) or [x, text, 'r'] (right edge), 0.5 em a character. */
const line = (y: number, cells: Cell[], size = 9): TextItem[] => textLine(y, cells, size);
const page = (...lines: TextItem[][]): PdfPage[] => [pageOf(1, 595, 842, lines)];
/** A row of a table: its label, then its Current and YTD figures. */
const row = (y: number, label: string, current: string, ytd: string, size = 9) => line(y, [[45, label], [430, current, 'r'], [510, ytd, 'r']], size);

describe('a postcode before the town', () => {
  it.each([
    { text: '20539 Hamburg', rest: 'Hamburg', postal: '20539' },
    { text: 'D-80538 München', rest: 'München', postal: 'D-80538' },
    { text: 'CH-8001 Zürich', rest: 'Zürich', postal: 'CH-8001' },
    { text: 'A-1010 Wien', rest: 'Wien', postal: 'A-1010' },
    { text: '60311 Frankfurt am Main', rest: 'Frankfurt am Main', postal: '60311' },
    { text: '06108 Halle (Saale)', rest: 'Halle (Saale)', postal: '06108' },
    { text: 'Billstraße 112, 20539 Hamburg', rest: 'Billstraße 112, Hamburg', postal: '20539' },
  ])('cityLine($text)', ({ text, rest, postal }) => {
    expect(cityLine(text)).toEqual({ rest, state: null, postal, postalFirst: true });
  });

  it.each(['10250 Constellation Blvd', '12345 employees', '2026 Hamburg', 'Kostenstelle 40110 Vertrieb', '4,165.00 Hamburg'])('%s is no city line', (text) => {
    expect(cityLine(text)).toBeNull();
  });

  it.each([
    { rest: 'Billstraße 112, Hamburg', want: { street: ['Billstraße 112'], city: 'Hamburg' } },
    { rest: 'Am Mühlbach 7, Freising', want: { street: ['Am Mühlbach 7'], city: 'Freising' } },
    { rest: 'Hamburg', want: { street: [], city: 'Hamburg' } },
  ])('splitCity($rest)', ({ rest, want }) => {
    expect(splitCity(rest)).toEqual(want);
  });
});

describe('a street named before its house number', () => {
  it.each([
    { text: 'Wandsbeker Chaussee 58', postalFirst: true, want: true },
    { text: 'Am Mühlbach 7', postalFirst: true, want: true },
    { text: 'Hauptstr. 12a', postalFirst: true, want: true },
    { text: 'Musterweg 12-14', postalFirst: true, want: true },
    { text: 'Prinzregentenstraße 19', postalFirst: true, want: true },
    // Only where the postcode comes first: elsewhere words and a number are something else.
    { text: 'Wandsbeker Chaussee 58', postalFirst: false, want: false },
    { text: 'Pay Period 5', postalFirst: true, want: false },
    { text: 'Jannik Behrendt', postalFirst: true, want: false },
    { text: '12 Elm Street', postalFirst: false, want: true },
  ])('$text (postcode first: $postalFirst) -> $want', ({ text, postalFirst, want }) => {
    expect(isStreetLineOf(text, postalFirst)).toBe(want);
  });
});

describe('a name before its address on one line, set off by a dash', () => {
  it.each([
    { part: 'Department of Veterans Affairs — Veterans Health Administration', want: { name: 'Department of Veterans Affairs', rest: 'Veterans Health Administration' } },
    { part: 'Acme Corp – 12 Main St', want: { name: 'Acme Corp', rest: '12 Main St' } },
    { part: 'Unit 5 — Harbour Point', want: null },
    { part: '810 Vermont Avenue NW', want: null },
    { part: 'Dela Paz-Ocampo', want: null },
  ])('$part', ({ part, want }) => {
    expect(nameBeforeAddress(part)).toEqual(want);
  });
});

describe('names are printed with capitals', () => {
  it.each([
    ['shares', null],
    ['shares are remitted separately. Credited to payroll', null],
    ['Maria de la Cruz', 'Maria de la Cruz'],
    // A capital I a picture read as a small l.
    ['lsabel Ruiz', 'lsabel Ruiz'],
    ['eBay Inc.', 'eBay Inc.'],
    ['Ma. Cristina D. Villanueva', 'Ma. Cristina D. Villanueva'],
    ['HANSEATISCHE MESSTECHNIK GMBH', 'HANSEATISCHE MESSTECHNIK GMBH'],
    ['王小明', '王小明'],
  ])('partyName(%s) = %s', (text, want) => {
    expect(partyName(text)).toBe(want);
  });
});

describe('year-to-date labels written with hyphens', () => {
  it.each([
    ['Year-to-date net pay: 77,322.15', 'ytdNet'],
    ['Year to date net pay', 'ytdNet'],
    ['Year-to-date gross pay', 'ytdGross'],
  ])('%s', (text, kind) => {
    expect(labelHits(text)[0]?.kind).toBe(kind);
  });
});

describe('German labels of the parties', () => {
  it.each([
    ['Arbeitgeber: Nordlicht Feinwerk GmbH', 'employer'],
    ['Firma', 'employer'],
    ['Arbeitnehmer: Mara Petersen', 'employee'],
    ['Mitarbeiterin', 'employee'],
    // A compound word only starts with one.
    ['Arbeitnehmeranteile', undefined],
    ['Arbeitgeberanteil', undefined],
  ])('%s', (text, kind) => {
    expect(labelHits(text)[0]?.kind).toBe(kind);
  });

  it('an Entgeltabrechnung with Arbeitgeber and Arbeitnehmer labels, the blocks close together (a town line ends the block under it)', () => {
    const stub = extractPaystubFromPages(
      page(
        line(51, [[45, 'Arbeitgeber:'], [130, 'Elbtal Antriebe AG'], [362, 'Entgeltabrechnung']]),
        line(63, [[130, 'Pirnaer Landstraße 40']]),
        line(75, [[130, '01237 Dresden']]),
        line(95, [[45, 'Arbeitnehmer:'], [130, 'Jonas Richter']]),
        line(107, [[130, 'Louisenstraße 12a']]),
        line(119, [[130, '01099 Dresden']]),
        line(141, [[45, 'Abrechnungszeitraum'], [409, '01.06.2026 - 30.06.2026']]),
        line(154, [[45, 'Auszahlungsdatum'], [463, '30.06.2026']]),
        line(219, [[45, 'Bezüge / Earnings'], [365, 'Betrag/Amount'], [470, 'Jahr/YTD']]),
        row(232, 'Gesamtbrutto / Total gross', '3,000.00', '18,000.00'),
        line(284, [[45, 'Abzüge / Deductions'], [365, 'Betrag/Amount'], [470, 'Jahr/YTD']]),
        row(297, 'Lohnsteuer / Income tax', '400.00', '2,400.00'),
        row(310, 'VWL Arbeitgeber / Employer savings', '40.00', '240.00'),
        row(349, 'Auszahlungsbetrag / Net pay', '2,560.00', '15,360.00', 11),
      ),
    );
    expect({ employer: stub.employer_name, employee: stub.employee_name }).toEqual({ employer: 'Elbtal Antriebe AG', employee: 'Jonas Richter' });
    expect(stub.employer_address).toEqual({ lines: ['Pirnaer Landstraße 40'], city: 'Dresden', state: null, postal_code: '01237' });
    expect(stub.employee_address).toEqual({ lines: ['Louisenstraße 12a'], city: 'Dresden', state: null, postal_code: '01099' });
  });
});

describe('whole stubs', () => {
  it('a German Entgeltabrechnung: both addresses, and no name from "employee shares"', () => {
    const stub = extractPaystubFromPages(
      page(
        line(51, [[45, 'Nordlicht Feinwerk GmbH'], [362, 'Entgeltabrechnung / Payslip']], 11),
        line(63, [[45, 'Hafenstraße 9, 24103 Kiel'], [450, 'Juni 2026']]),
        line(89, [[45, 'Mara Petersen']]),
        line(102, [[45, 'Holtenauer Straße 140']]),
        line(115, [[45, 'D-24105 Kiel']]),
        line(141, [[45, 'Abrechnungszeitraum / Pay period'], [409, '01.06.2026 - 30.06.2026']]),
        line(154, [[45, 'Auszahlungsdatum / Payment date'], [463, '30.06.2026']]),
        line(219, [[45, 'Bezüge / Earnings'], [365, 'Betrag/Amount'], [470, 'Jahr/YTD']]),
        row(232, 'Gesamtbrutto / Total gross', '3,000.00', '18,000.00'),
        line(284, [[45, 'Abzüge / Deductions'], [365, 'Betrag/Amount'], [470, 'Jahr/YTD']]),
        row(297, 'Lohnsteuer / Income tax', '400.00', '2,400.00'),
        row(310, 'Krankenversicherung / Health ins.', '250.00', '1,500.00'),
        row(323, 'Summe Abzüge / Total deductions', '650.00', '3,900.00'),
        row(349, 'Auszahlungsbetrag / Net pay', '2,350.00', '14,100.00', 11),
        line(380, [[45, 'Sozialversicherung: Arbeitnehmeranteile / social insurance: employee shares']], 8),
      ),
    );
    expect({ employer: stub.employer_name, employee: stub.employee_name }).toEqual({ employer: 'Nordlicht Feinwerk GmbH', employee: 'Mara Petersen' });
    expect(stub.employer_address).toEqual({ lines: ['Hafenstraße 9'], city: 'Kiel', state: null, postal_code: '24103' });
    expect(stub.employee_address).toEqual({ lines: ['Holtenauer Straße 140'], city: 'Kiel', state: null, postal_code: 'D-24105' });
  });

  it('a Philippine payslip: the employer from the header, not the footer sentence, and YTD net pay on its own line', () => {
    const stub = extractPaystubFromPages(
      page(
        line(56, [[45, 'Malaya Foods Corporation']], 14),
        line(67, [[45, 'Unit 7, Ortigas Centre, 21 Emerald Avenue, Pasig City 1605']]),
        line(97, [[45, 'Employee Name:'], [157, 'Juan P. Dela Cruz']]),
        line(130, [[45, 'Cut-off Period:'], [157, 'March 1, 2026 to March 15, 2026'], [339, 'Pay Date:'], [436, 'March 13, 2026']]),
        line(162, [[45, 'EARNINGS'], [394, 'Current'], [473, 'Year to Date']]),
        row(173, 'GROSS PAY', '20,000.00', '100,000.00'),
        line(231, [[45, 'DEDUCTIONS'], [370, 'Current'], [449, 'Year to Date']]),
        row(242, 'Withholding Tax', '1,000.00', '5,000.00'),
        row(308, 'TOTAL DEDUCTIONS', '1,000.00', '5,000.00'),
        line(336, [[49, 'NET PAY'], [375, 'PHP 19,000.00']], 12),
        line(355, [[45, 'Year-to-date net pay: 95,000.00']]),
        line(372, [[45, 'SSS, PhilHealth and Pag-IBIG contributions are employee shares; employer shares are remitted separately. Credited to payroll']], 8),
      ),
    );
    expect({ employer: stub.employer_name, employee: stub.employee_name, ytdNet: stub.ytd_net_cents }).toEqual({ employer: 'Malaya Foods Corporation', employee: 'Juan P. Dela Cruz', ytdNet: 9_500_000 });
    expect(stub.employer_address?.city).toBe('Pasig City');
  });

  it('a federal Earnings and Leave Statement: the agency named before its address on one line', () => {
    const stub = extractPaystubFromPages(
      page(
        line(50, [[174, 'EARNINGS AND LEAVE STATEMENT']], 14),
        line(61, [[77, 'Department of the Interior — Bureau of Land Management, 1849 C Street NW, Washington, DC 20240']]),
        line(81, [[40, 'Name:'], [165, 'Ana R. Whitlock'], [319, 'Pay Period Begin:'], [444, '02/08/2026']]),
        line(92, [[40, 'Mailing Address:'], [165, '88 Quarry Lane'], [319, 'Pay Period End:'], [444, '02/21/2026']]),
        line(103, [[165, 'Laurel, MD 20707'], [319, 'Pay Date:'], [444, '02/27/2026']]),
        row(212, 'GROSS PAY', '2,729.60', '10,918.40'),
        line(234, [[80, 'DEDUCTIONS'], [401, 'Current'], [487, 'Year to Date']]),
        line(245, [[40, '01'], [80, 'Federal Tax'], [430, '210.50', 'r'], [510, '842.00', 'r']]),
        row(366, 'NET PAY', '2,519.10', '10,076.40'),
      ),
    );
    expect({ employer: stub.employer_name, employee: stub.employee_name }).toEqual({ employer: 'Department of the Interior', employee: 'Ana R. Whitlock' });
    expect(stub.employer_address).toEqual({ lines: ['Bureau of Land Management', '1849 C Street NW'], city: 'Washington', state: 'DC', postal_code: '20240' });
    expect(stub.employee_address).toEqual({ lines: ['88 Quarry Lane'], city: 'Laurel', state: 'MD', postal_code: '20707' });
  });
});

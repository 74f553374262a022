// Croatian and Latvian payslips: their labels ("BRUTO PLAĆA", "NETO ZA ISPLATU", "Kopā aprēķināts
// (bruto)", "Izmaksājamā summa", "Datum isplate", "Izmaksas datums", "Darbinieks"), dates closed by a
// point as Croatian prints them ("07.04.2026."), and figures with a decimal comma grouped by points
// ("1.889,43") or spaces ("1 665,00").
import { describe, expect, it } from 'vitest';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { withDecimalPoint } from './number-format.ts';
import { cityLine } from './parties.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { dateOrderOf, datesIn } from './values.ts';
import { columnOf, isLabel, isTotal, labelHits, sectionOf } from './vocabulary.ts';

const line = (y: number, cells: Cell[], size = 9) => textLine(y, cells, size);

describe('isLabel: Croatian and Latvian payroll words', () => {
  it.each([
    { text: 'BRUTO PLAĆA', kind: 'gross', want: true },
    { text: 'Bruto', kind: 'gross', want: true },
    { text: 'Kopā aprēķināts (bruto)', kind: 'gross', want: true },
    { text: 'NETO ZA ISPLATU', kind: 'net', want: true },
    { text: 'Neto plaća', kind: 'net', want: true },
    { text: 'IZMAKSĀJAMĀ SUMMA (neto)', kind: 'net', want: true },
    { text: 'Datum isplate:', kind: 'payDate', want: true },
    { text: 'Izmaksas datums:', kind: 'payDate', want: true },
    { text: 'Razdoblje obračuna:', kind: 'period', want: true },
    { text: 'Periods:', kind: 'period', want: true },
    { text: 'Darbinieks:', kind: 'employee', want: true },
    { text: 'Ime i prezime:', kind: 'employee', want: true },
    { text: 'Poslodavac', kind: 'employer', want: true },
    // As a photo's OCR reads them, accents lost.
    { text: 'IZMAKSAJAMA SUMMA (neto)', kind: 'net', want: true },
    { text: 'Kopa aprékinats (bruto)', kind: 'gross', want: true },
    { text: 'BRUTO PLACA', kind: 'gross', want: true },
    // Words that only start like a label.
    { text: 'Brutoizmaksa', kind: 'gross', want: false },
    { text: 'Darbinieku skaits', kind: 'employee', want: false },
  ] as const)('$text ($kind)', ({ text, kind, want }) => {
    expect(isLabel(text, kind)).toBe(want);
  });
});

describe('labelHits: labels whose accents a photo lost', () => {
  it.each([
    ['IZMAKSAJAMA SUMMA (neto) 997,53', 'net'],
    ['Kopa aprekinats (bruto) 1 665,00', 'gross'],
    ['Izmaksājamā summa (neto) 997,53', 'net'],
  ])('%s', (text, kind) => {
    expect(labelHits(text).map((h) => h.kind)).toContain(kind);
  });
});

describe('isTotal: Croatian and Latvian totals and the steps of the tax reckoning', () => {
  it.each([
    { text: 'UKUPNO OBUSTAVE I DAVANJA', want: true },
    { text: 'Kopā ieturēts', want: true },
    { text: 'Kopa ieturéts', want: true },
    { text: 'Dohodak (bruto umanjen za doprinose)', want: true },
    { text: 'Osobni odbitak (koeficijent 1,5)', want: true },
    { text: 'Porezna osnovica (stope 23% i 33%)', want: true },
    { text: 'Porez na dohodak', want: false },
    { text: 'Sindikalna članarina 1%', want: false },
    { text: 'Iedzīvotāju ienākuma nodoklis', want: false },
  ])('$text', ({ text, want }) => {
    expect(isTotal(text)).toBe(want);
  });
});

describe('sectionOf and columnOf: Latvian and Croatian headings', () => {
  it.each([
    { text: 'APRĒĶINĀTS', section: 'earnings', column: null },
    { text: 'IETURĒTS', section: 'deductions', column: null },
    { text: 'Mēnesī, EUR', section: null, column: 'current' },
    { text: 'No gada sākuma, EUR', section: null, column: 'ytd' },
    { text: 'Iznos (EUR)', section: null, column: 'current' },
    { text: 'Od početka godine', section: null, column: 'ytd' },
    { text: 'Sati', section: null, column: 'hours' },
  ])('$text', ({ text, section, column }) => {
    expect(sectionOf(text)).toBe(section);
    expect(columnOf(text)).toBe(column);
  });
});

describe('withDecimalPoint: a percentage keeps its comma', () => {
  it.each([
    { text: 'VSAOI darba ņēmēja daļa 10,5%', want: 'VSAOI darba ņēmēja daļa 10,5%' },
    { text: 'Doprinos 16,5 %', want: 'Doprinos 16,5 %' },
    { text: '1 665,00', want: '1,665.00' },
    { text: '1.889,43', want: '1,889.43' },
    { text: '10,5', want: '10.5' },
  ])('$text', ({ text, want }) => {
    expect(withDecimalPoint(text)).toBe(want);
  });
});

describe('cityLine: a Latvian or Lithuanian postcode after the town', () => {
  it.each([
    { text: 'Rūpniecības iela 21, Rēzekne, LV-4601', want: { rest: 'Rūpniecības iela 21, Rēzekne', state: null, postal: 'LV-4601' } },
    { text: 'Gedimino pr. 9, Vilnius, LT-01103', want: { rest: 'Gedimino pr. 9, Vilnius', state: null, postal: 'LT-01103' } },
    { text: 'Brīvības iela 112, Rīga, LV-10', want: null },
  ])('$text', ({ text, want }) => {
    expect(cityLine(text)).toEqual(want);
  });
});

describe('datesIn: a point closing a date, as Croatian prints it', () => {
  it.each([
    { text: '07.04.2026.', want: ['2026-04-07'] },
    { text: '01.03.2026. - 31.03.2026.', want: ['2026-03-01', '2026-03-31'] },
    { text: '31.07.2026', want: ['2026-07-31'] },
    { text: '01.02.2026 – 28.02.2026', want: ['2026-02-01', '2026-02-28'] },
    // A point inside a longer figure is no date's closing point.
    { text: '07.04.2026.5', want: [] },
  ])('$text', ({ text, want }) => {
    expect(datesIn(text, 'day-first')).toEqual(want);
  });
});

describe('dateOrderOf: dates closed by a point are day first', () => {
  it.each([
    { texts: ['31.03.2026.'], want: 'day-first' },
    { texts: ['07.04.2026.'], want: 'day-first' },
    { texts: ['03/31/2026'], want: 'month-first' },
  ] as const)('$texts', ({ texts, want }) => {
    expect(dateOrderOf(texts)).toBe(want);
  });
});

describe('extractPaystubFromPages: a Croatian obračun plaće', () => {
  it('reads gross, net, their year to date and the dates', () => {
    const page = pageOf(1, 842, 595, [
      line(40, [[20, 'OBRAČUN PLAĆE'], [700, 'za 03/2026']]),
      line(80, [[20, 'Naziv:'], [120, 'Jadranska Rivijera d.d.']]),
      line(120, [[20, 'Razdoblje obračuna:'], [140, '01.03.2026. - 31.03.2026.'], [400, 'Datum isplate:'], [600, '07.04.2026.']]),
      line(160, [[20, 'Rbr.'], [60, 'Opis'], [560, 'Iznos (EUR)', 'r'], [700, 'Od početka godine', 'r']]),
      line(180, [[20, '4.1.'], [60, 'Redovan rad'], [560, '1.420,00', 'r'], [700, '4.260,00', 'r']]),
      line(200, [[20, '5.'], [60, 'BRUTO PLAĆA'], [560, '1.889,43', 'r'], [700, '5.439,46', 'r']]),
      line(220, [[20, '10.'], [60, 'Porez na dohodak'], [560, '140,66', 'r'], [700, '379,86', 'r']]),
      line(240, [[20, '13.'], [60, 'NETO ZA ISPLATU'], [560, '1.352,00', 'r'], [700, '3.677,32', 'r']]),
    ]);
    const stub = extractPaystubFromPages([page]);
    expect(stub.gross_cents).toBe(188943);
    expect(stub.net_cents).toBe(135200);
    expect(stub.ytd_gross_cents).toBe(543946);
    expect(stub.ytd_net_cents).toBe(367732);
    expect(stub.pay_date).toBe('2026-04-07');
    expect([stub.period_start, stub.period_end]).toEqual(['2026-03-01', '2026-03-31']);
  });
});

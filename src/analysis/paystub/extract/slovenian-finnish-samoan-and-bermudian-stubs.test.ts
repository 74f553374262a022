// Slovenian, Finnish, Samoan and Bermudian payslips: labels in small type under their values ("Matej
// Novak" over "Delavec"), dates with a space after each point ("5. 8. 2026"), Slovenian and Finnish
// totals and net pay ("BRUTO PLAČA SKUPAJ", "Vähennykset yhteensä", "MAKSETAAN TILILLE"), a "Balance
// owing" column beside the year's figures, "Pay period from" and "to", and addresses with a postcode
// of four digits before the town, a Finnish flat ("21 B 14"), Bermuda's "HM 12", a street without a
// number and a numbered district.
import { describe, expect, it } from 'vitest';
import { addressUnderHeading, isCompanyName } from './company-heading.ts';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { cityLine, isStreetLineOf, partyName, placesOnly } from './parties.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { dateOrderOf, datesIn } from './values.ts';
import { columnOf, isLabel, isTotal, type LabelKind } from './vocabulary.ts';

const line = (y: number, cells: Cell[], size = 9) => textLine(y, cells, size);

describe('isLabel: Slovenian, Finnish and Samoan labels', () => {
  it.each<{ text: string; kind: LabelKind; want: boolean }>([
    { text: 'BRUTO PLAČA SKUPAJ', kind: 'gross', want: true },
    { text: 'NETO ZA IZPLAČILO', kind: 'net', want: true },
    { text: 'Datum izplačila', kind: 'payDate', want: true },
    { text: 'Obračunsko obdobje', kind: 'period', want: true },
    { text: 'Delavec', kind: 'employee', want: true },
    { text: 'MAKSETAAN TILILLE', kind: 'net', want: true },
    { text: 'Nettopalkka vuoden alusta', kind: 'ytdNet', want: true },
    { text: 'Nettopalkka vuoden alusta', kind: 'net', want: false },
    { text: 'Bruttopalkka', kind: 'gross', want: true },
    { text: 'Pay period from', kind: 'periodStart', want: true },
    { text: 'Pay period to', kind: 'periodEnd', want: true },
    { text: 'Pay period', kind: 'period', want: true },
    // Words that only start like a label.
    { text: 'Bruto plača skupno', kind: 'gross', want: false },
    { text: 'Maksetaan myöhemmin', kind: 'net', want: false },
  ])('$text ($kind)', ({ text, kind, want }) => {
    expect(isLabel(text, kind)).toBe(want);
  });
});

describe('isTotal: totals named by what they sum, and the steps of Slovenia\'s tax reckoning', () => {
  it.each([
    { text: 'ODTEGLJAJI SKUPAJ', want: true },
    { text: 'Vähennykset yhteensä', want: true },
    { text: 'Vahennykset yhteensa', want: true },
    { text: 'Abzüge gesamt', want: true },
    { text: 'Davčna osnova', want: true },
    { text: 'Splošna olajšava in olajšava za vzdrževane člane', want: true },
    { text: 'Akontacija dohodnine', want: false },
    { text: 'Prispevek za PIZ 15,50 %', want: false },
    { text: 'Ennakonpidätys 19,50 %', want: false },
    { text: 'Työttömyysvakuutusmaksu 0,89 %', want: false },
  ])('$text', ({ text, want }) => {
    expect(isTotal(text)).toBe(want);
  });
});

describe('columnOf: what is owed on a loan after the pay', () => {
  it.each([
    { text: 'Balance owing', want: 'balance' },
    { text: 'Amount owing', want: 'balance' },
    { text: 'This Pay', want: 'current' },
    { text: 'Year to Date', want: 'ytd' },
    { text: 'Vuoden alusta', want: 'ytd' },
    { text: 'Znesek (EUR)', want: 'current' },
  ])('$text', ({ text, want }) => {
    expect(columnOf(text)).toBe(want);
  });
});

describe('datesIn: a space after each point of a date', () => {
  it.each([
    { text: '5. 8. 2026', want: ['2026-08-05'] },
    { text: '1. 3. 2026 – 31. 3. 2026', want: ['2026-03-01', '2026-03-31'] },
    { text: '24.4.2026', want: ['2026-04-24'] },
    { text: '20.4.2026 - 3.5.2026', want: ['2026-04-20', '2026-05-03'] },
    // An ordinal before a year is no date.
    { text: 'v skladu z 142. členom 2026', want: [] },
    { text: '12. 2026', want: [] },
  ])('$text', ({ text, want }) => {
    expect(datesIn(text, 'day-first')).toEqual(want);
  });

  it('reads such dates as day first', () => {
    expect(dateOrderOf(['5. 8. 2026'])).toBe('day-first');
  });
});

describe('cityLine: a four-digit postcode before the town, and Bermuda\'s postcodes', () => {
  it.each([
    { text: 'Ljubljanska cesta 14, 3000 Celje', want: { rest: 'Ljubljanska cesta 14, Celje', state: null, postal: '3000', postalFirst: true } },
    { text: 'Prešernova ulica 7, 3310 Žalec', want: { rest: 'Prešernova ulica 7, Žalec', state: null, postal: '3310', postalFirst: true } },
    { text: 'Hämeenkatu 21 B 14, 33200 Tampere', want: { rest: 'Hämeenkatu 21 B 14, Tampere', state: null, postal: '33200', postalFirst: true } },
    { text: '12 Middle Road, Warwick WK 07', want: { rest: '12 Middle Road, Warwick', state: null, postal: 'WK 07' } },
    { text: 'Cedar House, 41 Cedar Avenue, Hamilton HM 12', want: { rest: 'Cedar House, 41 Cedar Avenue, Hamilton', state: null, postal: 'HM 12' } },
    // No street before the comma: four digits and a word, or two capitals and two digits, are something else.
    { text: 'Sick leave, 3000 Hours', want: null },
    { text: 'Totals, Net HM 12', want: null },
  ])('$text', ({ text, want }) => {
    expect(cityLine(text)).toEqual(want);
  });
});

describe('addresses: a Finnish flat, a street without a number, a numbered district', () => {
  it.each([
    { text: 'Hämeenkatu 21 B 14', want: true },
    { text: 'Aleksanterinkatu 5 A 3', want: true },
    { text: 'Kahden viikon palkkakausi', want: false },
  ])('isStreetLineOf($text)', ({ text, want }) => {
    expect(isStreetLineOf(text, true)).toBe(want);
  });

  it.each([
    {
      text: 'Main South Coast Road, Lalomanu, Upolu Ph 41 2464',
      want: { lines: ['Main South Coast Road', 'Lalomanu'], city: 'Upolu', state: null, postal_code: null },
    },
    {
      text: 'Teollisuustie 12, 33330 Tampere Y-tunnus 1574580-5',
      want: { lines: ['Teollisuustie 12'], city: 'Tampere', state: null, postal_code: '33330' },
    },
    { text: 'Mariborska cesta 86, 3000 Celje · ID za DDV SI84732811', want: { lines: ['Mariborska cesta 86'], city: 'Celje', state: null, postal_code: '3000' } },
    // A sentence is no street.
    { text: 'Paid to the account, Lalomanu, Upolu', want: null },
  ])('addressUnderHeading($text)', ({ text, want }) => {
    expect(addressUnderHeading(text)).toEqual(want);
  });

  it.each([
    { text: 'Saleimoa, Gagaemauga No. 1', want: { lines: ['Saleimoa'], city: 'Gagaemauga No. 1', state: null, postal_code: null } },
    { text: 'Vaitele-uta, Faleata West', want: { lines: ['Vaitele-uta'], city: 'Faleata West', state: null, postal_code: null } },
    { text: 'Saleimoa, Gagaemauga 1234', want: null },
  ])('placesOnly($text)', ({ text, want }) => {
    expect(placesOnly(text)).toEqual(want);
  });

  it('takes a company whose legal form is in small letters for a name', () => {
    expect(partyName('Savinjska strojegradnja d.o.o.')).toBe('Savinjska strojegradnja d.o.o.');
    expect(isCompanyName('Savinjska strojegradnja d.o.o.')).toBe(true);
    expect(partyName('zneski so v evrih')).toBeNull();
  });
});

describe('extractPaystubFromPages: the four layouts', () => {
  it('reads a Slovenian plačilna lista, its details over small labels', () => {
    const page = pageOf(1, 595, 842, [
      line(48, [[40, 'Savinjska strojegradnja d.o.o.'], [555, 'PLAČILNA LISTA', 'r']], 14),
      line(61, [[40, 'Mariborska cesta 86, 3000 Celje · ID za DDV SI84732811'], [555, 'za mesec marec 2026', 'r']]),
      line(93, [[45, 'Matej Novak'], [265, '82141452'], [425, '164']]),
      line(105, [[45, 'Delavec'], [265, 'Davčna številka'], [425, 'Osebna številka']], 6.5),
      line(123, [[45, 'Ljubljanska cesta 14, 3000 Celje'], [345, '1. 3. 2026 – 31. 3. 2026']]),
      line(135, [[45, 'Naslov'], [345, 'Obračunsko obdobje']], 6.5),
      line(153, [[45, '3. 4. 2026'], [155, 'SI56 01172 4759 3707 133'], [355, '176 ur'], [445, '12 let']]),
      line(165, [[45, 'Datum izplačila'], [155, 'Transakcijski račun'], [355, 'Fond ur'], [445, 'Delovna doba']], 6.5),
      line(192, [[45, 'Vrsta izplačila'], [330, 'Ure', 'r'], [430, 'Znesek (EUR)', 'r'], [550, 'Od začetka leta', 'r']], 8.5),
      line(210, [[45, 'A. BRUTO PLAČA']], 8.5),
      line(223, [[54, 'Redno delo'], [330, '176,00', 'r'], [430, '2.363,24', 'r'], [550, '7.397,59', 'r']], 8.5),
      line(285, [[45, 'BRUTO PLAČA SKUPAJ'], [430, '2.363,24', 'r'], [550, '7.397,59', 'r']], 8.5),
      line(301, [[45, 'B. PRISPEVKI ZA SOCIALNO VARNOST DELOJEMALCA']], 8.5),
      line(314, [[54, 'Prispevek za PIZ 15,50 %'], [430, '366,30', 'r'], [550, '1.146,62', 'r']], 8.5),
      line(326, [[54, 'Prispevek za ZZ 6,36 %'], [430, '150,30', 'r'], [550, '470,48', 'r']], 8.5),
      line(365, [[45, 'C. DAVEK IN OLAJŠAVE']], 8.5),
      line(378, [[54, 'Splošna olajšava in olajšava za vzdrževane člane: 641,00']], 8),
      line(390, [[54, 'Davčna osnova: 1.152,71']], 8),
      line(402, [[54, 'Akontacija dohodnine'], [430, '225,75', 'r'], [550, '738,00', 'r']], 8.5),
      line(429, [[45, 'D. ODTEGLJAJI OD NETO PLAČE']], 8.5),
      line(454, [[54, 'Akontacija plače'], [430, '300,00', 'r'], [550, '600,00', 'r']], 8.5),
      line(471, [[45, 'ODTEGLJAJI SKUPAJ'], [430, '1.042,35', 'r'], [550, '2.955,10', 'r']], 8.5),
      line(493, [[45, 'NETO ZA IZPLAČILO'], [430, '1.320,89', 'r'], [550, '4.442,49', 'r']]),
    ]);
    const stub = extractPaystubFromPages([page]);
    expect(stub.employer_name).toBe('Savinjska strojegradnja d.o.o.');
    expect(stub.employer_address).toEqual({ lines: ['Mariborska cesta 86'], city: 'Celje', state: null, postal_code: '3000' });
    expect(stub.employee_name).toBe('Matej Novak');
    expect(stub.employee_address).toEqual({ lines: ['Ljubljanska cesta 14'], city: 'Celje', state: null, postal_code: '3000' });
    expect(stub.pay_date).toBe('2026-04-03');
    expect([stub.period_start, stub.period_end]).toEqual(['2026-03-01', '2026-03-31']);
    expect([stub.gross_cents, stub.net_cents, stub.ytd_gross_cents, stub.ytd_net_cents]).toEqual([236324, 132089, 739759, 444249]);
    expect(stub.deductions.map((d) => [d.name, d.amount_cents])).toEqual([
      ['Prispevek za PIZ 15,50 %', 36630],
      ['Prispevek za ZZ 6,36 %', 15030],
      ['Akontacija dohodnine', 22575],
      ['Akontacija plače', 30000],
    ]);
  });

  it('reads a Finnish palkkalaskelma, its net in a box beside a note', () => {
    const page = pageOf(1, 595, 842, [
      line(52, [[42, 'Pohjolan Leipomo Oy'], [553, 'PALKKALASKELMA', 'r']], 13),
      line(65, [[42, 'Teollisuustie 12, 33330 Tampere Y-tunnus 1574580-5'], [553, 'Kahden viikon palkkakausi', 'r']], 8.5),
      line(90, [[42, 'Nimi'], [120, 'Mikko Virtanen'], [340, 'Palkkakausi'], [420, '20.4.2026 - 3.5.2026']], 8.5),
      line(103, [[42, 'Osoite'], [120, 'Hämeenkatu 21 B 14, 33200 Tampere'], [340, 'Maksupäivä'], [420, '8.5.2026']], 8.5),
      line(116, [[42, 'Henkilönumero'], [120, '9884'], [340, 'Veroprosentti'], [420, '19,50 %']], 8.5),
      line(160, [[44, 'Palkkalaji'], [300, 'Määrä', 'r'], [370, 'à-hinta', 'r'], [450, 'Euroa', 'r'], [549, 'Vuoden alusta', 'r']], 8.5),
      line(177, [[44, 'Tuntipalkka'], [300, '72,00 h', 'r'], [370, '17,85', 'r'], [450, '1 285,20', 'r'], [549, '11 995,20', 'r']], 8.5),
      line(190, [[44, 'Ylityö 50 %'], [300, '3,00 h', 'r'], [370, '26,78', 'r'], [450, '80,32', 'r'], [549, '669,37', 'r']], 8.5),
      line(203, [[44, 'Bruttopalkka'], [450, '1 365,52', 'r'], [549, '12 664,57', 'r']], 8.5),
      line(229, [[44, 'Vähennykset']], 8.5),
      line(242, [[44, 'Ennakonpidätys 19,50 %'], [450, '266,28', 'r'], [549, '2 469,59', 'r']], 8.5),
      line(255, [[44, 'Työntekijän eläkemaksu 7,30 %'], [450, '99,68', 'r'], [549, '924,51', 'r']], 8.5),
      line(268, [[44, 'Ulosotto (Pirkanmaan ulosottovirasto)'], [549, '572,40', 'r']], 8.5),
      line(281, [[44, 'Vähennykset yhteensä'], [450, '365,96', 'r'], [549, '3 966,50', 'r']], 8.5),
      line(393, [[42, 'Kaikki summat euroina (EUR).'], [306, 'MAKSETAAN TILILLE'], [547, '999,56', 'r']], 9),
      line(406, [[42, 'Lomapäiviä ansaittu 13 pv, pidetty 2 pv.'], [306, 'Nettopalkka vuoden alusta'], [547, '8 698,07', 'r']], 8),
    ]);
    const stub = extractPaystubFromPages([page]);
    expect(stub.employer_address).toEqual({ lines: ['Teollisuustie 12'], city: 'Tampere', state: null, postal_code: '33330' });
    expect(stub.employee_name).toBe('Mikko Virtanen');
    expect(stub.employee_address).toEqual({ lines: ['Hämeenkatu 21 B 14'], city: 'Tampere', state: null, postal_code: '33200' });
    expect([stub.pay_date, stub.period_start, stub.period_end]).toEqual(['2026-05-08', '2026-04-20', '2026-05-03']);
    expect([stub.gross_cents, stub.net_cents, stub.ytd_gross_cents, stub.ytd_net_cents]).toEqual([136552, 99956, 1266457, 869807]);
    expect(stub.deductions.map((d) => [d.name, d.amount_cents, d.ytd_cents])).toEqual([
      ['Ennakonpidätys 19,50 %', 26628, 246959],
      ['Työntekijän eläkemaksu 7,30 %', 9968, 92451],
    ]);
  });

  it('reads a Samoan payslip, a loan\'s balance owing beside its year to date', () => {
    const page = pageOf(1, 595, 842, [
      line(55, [[50, 'Lalomanu Beach Resort Limited'], [537, 'PAYSLIP', 'r']], 15),
      line(70, [[50, 'Main South Coast Road, Lalomanu, Upolu Ph 41 2894'], [540, 'Weekly pay no. 27', 'r']]),
      line(100, [[40, 'Employee'], [110, 'Iosefa Tuilagi'], [320, 'Pay period from'], [410, '29 June 2026']]),
      line(115, [[40, 'Address'], [110, 'Saleimoa, Gagaemauga No. 1'], [320, 'Pay period to'], [410, '5 July 2026']]),
      line(130, [[40, 'Position'], [110, 'Groundsman'], [320, 'Date paid'], [410, '9 July 2026']]),
      line(180, [[42, 'EARNINGS'], [413, 'This Pay', 'r'], [478, 'Year to Date', 'r']]),
      line(196, [[42, 'Ordinary Hours'], [418, '334.10', 'r'], [487, '9,546.60', 'r']]),
      line(263, [[42, 'GROSS PAY'], [413, '334.10', 'r'], [481, '9,546.60', 'r']]),
      line(291, [[42, 'DEDUCTIONS'], [413, 'This Pay', 'r'], [478, 'Year to Date', 'r'], [540, 'Balance owing', 'r']]),
      line(307, [[42, 'PAYE Income Tax'], [419, '9.13', 'r'], [488, '353.18', 'r']]),
      line(320, [[42, 'SNPF Employee 7%'], [418, '23.39', 'r'], [488, '668.26', 'r']]),
      line(333, [[42, 'SNPF Member Loan'], [418, '20.00', 'r'], [488, '540.00', 'r'], [550, '460.00', 'r']]),
      line(359, [[42, 'Hire Purchase - Ah Liki Wholesale'], [488, '875.00', 'r'], [550, '1,075.00', 'r']]),
      line(374, [[42, 'TOTAL DEDUCTIONS'], [414, '52.52', 'r'], [481, '1,561.44', 'r']]),
      line(406, [[40, 'Paid to ANZ Samoa account ending 7864'], [308, 'NET PAY'], [534, 'WS$281.58', 'r']], 11),
      line(419, [[40, 'Annual leave balance 6.5 days'], [308, 'Net pay year to date'], [542, 'WS$7,985.16', 'r']], 8),
    ]);
    const stub = extractPaystubFromPages([page]);
    expect(stub.employer_address).toEqual({ lines: ['Main South Coast Road', 'Lalomanu'], city: 'Upolu', state: null, postal_code: null });
    expect(stub.employee_address).toEqual({ lines: ['Saleimoa'], city: 'Gagaemauga No. 1', state: null, postal_code: null });
    expect([stub.pay_date, stub.period_start, stub.period_end]).toEqual(['2026-07-09', '2026-06-29', '2026-07-05']);
    expect([stub.net_cents, stub.ytd_net_cents, stub.currency]).toEqual([28158, 798516, 'WST']);
    expect(stub.deductions.map((d) => [d.name, d.amount_cents, d.ytd_cents])).toEqual([
      ['PAYE Income Tax', 913, 35318],
      ['SNPF Employee 7%', 2339, 66826],
      ['SNPF Member Loan', 2000, 54000],
    ]);
  });

  it('reads a Bermudian earnings statement printed as fixed-pitch text', () => {
    const cpi = 6; // Courier at 12 characters an inch: 6 points a character.
    const at = (col: number) => 36 + col * cpi;
    const mono = (y: number, cells: Cell[]) => textLine(y, cells, 9.7, { em: cpi / 9.7 });
    const page = pageOf(1, 612, 792, [
      mono(44.7, [[at(0), 'SOMERS ISLES REINSURANCE BROKERS LTD.'], [at(72), 'EARNINGS STATEMENT']]),
      mono(55, [[at(0), 'Cedar House, 41 Cedar Avenue, Hamilton HM 12'], [at(79), 'Page 1 of 1']]),
      mono(75.5, [[at(0), 'EMPLOYEE:'], [at(11), 'Keisha Simmons'], [at(54), 'PAY DATE:'], [at(69), 'April 15, 2026']]),
      mono(85.8, [[at(11), '12 Middle Road, Warwick WK 07'], [at(54), 'PERIOD START:'], [at(69), 'April 1, 2026']]),
      mono(96.1, [[at(0), 'EMP NO:'], [at(11), '002807'], [at(54), 'PERIOD END:'], [at(69), 'April 15, 2026']]),
      mono(137.2, [[at(0), 'EARNINGS'], [at(67), 'CURRENT'], [at(78), 'YEAR TO DATE']]),
      mono(157.8, [[at(0), 'Regular Salary'], [at(66), '2,977.67'], [at(81), '23,922.89']]),
      mono(199, [[at(0), 'TOTAL GROSS EARNINGS'], [at(66), '2,977.67'], [at(81), '23,922.89']]),
      mono(219.5, [[at(0), 'DEDUCTIONS'], [at(67), 'CURRENT'], [at(78), 'YEAR TO DATE']]),
      mono(240.1, [[at(0), 'Payroll Tax (Employee)'], [at(68), '118.21'], [at(82), '1,110.22']]),
      mono(250.4, [[at(0), 'Social Insurance'], [at(69), '86.23'], [at(84), '603.61']]),
      mono(301.8, [[at(0), 'TOTAL DEDUCTIONS'], [at(68), '204.44'], [at(82), '1,713.83']]),
      mono(322.4, [[at(0), 'NET PAY'], [at(66), '2,773.23'], [at(81), '22,209.06']]),
    ]);
    const stub = extractPaystubFromPages([page]);
    expect(stub.employer_address).toEqual({ lines: ['Cedar House', '41 Cedar Avenue'], city: 'Hamilton', state: null, postal_code: 'HM 12' });
    expect(stub.employee_name).toBe('Keisha Simmons');
    expect(stub.employee_address).toEqual({ lines: ['12 Middle Road'], city: 'Warwick', state: null, postal_code: 'WK 07' });
    expect([stub.gross_cents, stub.net_cents]).toEqual([297767, 277323]);
  });
});

describe('extractPaystubFromPages: a label and its value under a larger heading', () => {
  it('does not take the heading over them for the value', () => {
    const page = pageOf(1, 595, 842, [
      line(48, [[40, 'Savinjska strojegradnja d.o.o. Celje in Maribor']], 14),
      line(62, [[40, 'Delavec'], [120, 'Matej Novak']], 8),
      line(90, [[40, 'Ljubljanska cesta 14, 3000 Celje']]),
      line(120, [[40, 'BRUTO PLAČA SKUPAJ'], [430, '2.363,24', 'r']]),
      line(135, [[40, 'NETO ZA IZPLAČILO'], [430, '1.320,89', 'r']]),
    ]);
    expect(extractPaystubFromPages([page]).employee_name).toBe('Matej Novak');
  });
});

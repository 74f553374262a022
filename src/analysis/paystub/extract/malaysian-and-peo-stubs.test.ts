// Malaysian payslips (Malay labels before the English, ringgit figures, each value after a colon of
// its own, postcode-town-state addresses), a US stub paid through a professional employer organisation
// (the PEO's own line names no employer), and British payslips whose employee address sits further
// down the details' column, one line to each part, sometimes under a house's name.
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { paystubLines } from './lines.ts';
import { cityLine, isStreetLine, partyName, streetThenLocality } from './parties.ts';
import { amountIn } from './values.ts';
import { columnOf, isLabel, isTotal, labelHits, sectionOf, type LabelKind } from './vocabulary.ts';

const line = (y: number, cells: Cell[], size = 9): TextItem[] => textLine(y, cells, size);
const page = (...lines: TextItem[][]): PdfPage[] => [pageOf(1, 595, 842, lines)];

describe('Malay labels, alone or before the English', () => {
  it.each<{ text: string; kind: LabelKind }>([
    { text: 'GAJI BERSIH / NET PAY', kind: 'net' },
    { text: 'Gaji Bersih', kind: 'net' },
    { text: 'Jumlah Pendapatan / Total', kind: 'gross' },
    // The English side wrapped onto the next line.
    { text: 'Jumlah Pendapatan /', kind: 'gross' },
    { text: 'Gaji Kasar', kind: 'gross' },
    { text: 'Pendapatan Kasar Terkumpul / YTD Gross', kind: 'ytdGross' },
    { text: 'Gaji Bersih Terkumpul / YTD Net Pay', kind: 'ytdNet' },
  ])('isLabel($text, $kind)', ({ text, kind }) => {
    expect(isLabel(text, kind)).toBe(true);
  });

  it.each<{ text: string; kind: LabelKind }>([
    { text: 'Tarikh Bayaran / Pay Date', kind: 'payDate' },
    { text: 'Tempoh Gaji / Pay Period', kind: 'period' },
    { text: 'Gaji Bersih Terkumpul', kind: 'ytdNet' },
  ])('labelHits($text)[0] is $kind', ({ text, kind }) => {
    expect(labelHits(text)[0].kind).toBe(kind);
  });

  it.each([
    { text: 'Bulan Ini (RM)', want: 'current' },
    { text: 'Terkumpul (RM)', want: 'ytd' },
    { text: 'Current ($)', want: 'current' },
    { text: 'Kasar (RM)', want: null },
  ])('columnOf($text) = $want', ({ text, want }) => {
    expect(columnOf(text)).toBe(want);
  });

  it.each([
    { text: 'Pendapatan / Earnings', want: 'earnings' },
    { text: 'Potongan / Deductions', want: 'deductions' },
    { text: 'Caruman Majikan / Employer Contributions', want: 'excluded' },
    { text: 'Caruman Majikan', want: 'excluded' },
  ])('sectionOf($text) = $want', ({ text, want }) => {
    expect(sectionOf(text)).toBe(want);
  });

  it.each([
    { text: 'Jumlah Potongan / Total', want: true },
    { text: 'Jumlah', want: true },
    { text: 'KWSP (EPF)', want: false },
  ])('isTotal($text) = $want', ({ text, want }) => {
    expect(isTotal(text)).toBe(want);
  });
});

describe('ringgit figures', () => {
  it.each([
    { text: 'RM 5,922.15', cents: 592215 },
    { text: 'RM12,914.06', cents: 1291406 },
    { text: 'MYR 310.00', cents: 31000 },
  ])('$text', ({ text, cents }) => {
    expect(amountIn(text)?.cents).toBe(cents);
  });

  it.each(['RM', 'RMX 12.00'])('%s is no figure', (text) => {
    expect(amountIn(text)).toBeNull();
  });
});

describe('Malaysian addresses and names', () => {
  it.each([
    { text: '42920 Pelabuhan Klang, Selangor', rest: '', postal: '42920', town: 'Pelabuhan Klang, Selangor' },
    { text: 'Taman Sri Andalas, 41200 Klang, Selangor', rest: 'Taman Sri Andalas', postal: '41200', town: 'Klang, Selangor' },
    { text: '88100 Kota Kinabalu, Sabah', rest: '', postal: '88100', town: 'Kota Kinabalu, Sabah' },
    { text: '50480 Kuala Lumpur, W.P. Kuala Lumpur', rest: '', postal: '50480', town: 'Kuala Lumpur, W.P. Kuala Lumpur' },
  ])('$text', ({ text, rest, postal, town }) => {
    expect(cityLine(text)).toEqual({ rest, state: null, postal, postalFirst: true, town });
  });

  // A state that is no Malaysian one, or a street where the town would be, is no such line.
  it.each(['42920 Pelabuhan Klang, Ontario', '12000 Jalan Ampang, Selangor'])('%s is no town and state', (text) => {
    expect(cityLine(text)?.town).toBeUndefined();
  });

  it.each([
    ['No. 5, Jalan Sungai Chandong 14, Pulau Indah Industrial Park,', true],
    ['No. 27 Jalan Mutiara 11/4', true],
    ['Lot 18, Jalan Perindustrian Bukit Minyak 7', true],
    ['Plot 72, Kawasan Perindustrian Jelapang II,', true],
    ['A-15-3, Residensi Seri Hartamas,', true],
    ['23, Lorong Delima 6, Island Glades,', true],
    ['Jalan Sri Hartamas 8', true],
    ['Taman Klebang Jaya', false],
    ['No. Syarikat / Company No.', false],
  ] as const)('isStreetLine(%s) = %s', (text, want) => {
    expect(isStreetLine(text)).toBe(want);
  });

  it.each([
    ['Rajesh a/l Subramaniam', 'Rajesh a/l Subramaniam'],
    ['Kavitha A/P Raman', 'Kavitha A/P Raman'],
    ['Nurul Aisyah binti Kamarudin', 'Nurul Aisyah binti Kamarudin'],
    ['Salaire brut / Gross pay', null],
  ])('partyName(%s) = %s', (text, want) => {
    expect(partyName(text)).toBe(want);
  });
});

describe('values after a colon of their own', () => {
  it.each([
    { name: 'the colon is left off the value and its left edge', cells: [[40, 'Nama / Name'], [160, ': Lee Chong Wei']] as Cell[], want: [['Nama / Name', 40], ['Lee Chong Wei', 169]] },
    { name: 'a colon alone stays', cells: [[40, 'Name'], [160, ':']] as Cell[], want: [['Name', 40], [':', 160]] },
    { name: 'a colon ending a label stays', cells: [[40, 'Name:'], [160, 'Lee Chong Wei']] as Cell[], want: [['Name:', 40], ['Lee Chong Wei', 160]] },
  ])('$name', ({ cells, want }) => {
    const [read] = paystubLines(page(line(100, cells))[0]);
    expect(read.cells.map((c) => [c.text, c.x0])).toEqual(want);
  });
});

describe('the PEO and the employer', () => {
  it.each([
    { text: 'Paid by Harbour PEO Partners, Inc., a professional employer organization (PEO), employer of record for payroll.', employer: false },
    { text: 'Employer of Record: Harbour PEO Partners, Inc.', employer: false },
    { text: 'Worksite employer: Kestrel Labs, Inc.', employer: true },
    { text: 'Employer: Kestrel Labs, Inc.', employer: true },
  ])('$text', ({ text, employer }) => {
    expect(labelHits(text).some((h) => h.kind === 'employer')).toBe(employer);
  });
});

describe('British streets without a number over the town', () => {
  it.each([
    ['Mill Lane, Sturminster Newton', true],
    ['Avonmouth Way West, Avonmouth', true],
    ['Park Lane, Inc.', false],
    ['Mill Lane', false],
    ['12 Mill Lane, Sturminster Newton', false],
    ['Acme Holdings, Sturminster Newton', false],
  ] as const)('streetThenLocality(%s) = %s', (text, want) => {
    expect(streetThenLocality(text)).toBe(want);
  });
});

describe('whole pages', () => {
  it('a Malaysian payslip: parties under Malay and English labels, ringgit totals, a gross label wrapped in its column', () => {
    const stub = extractPaystubFromPages(
      page(
        line(50, [[40, 'Cahaya Timur Trading Sdn. Bhd.']], 15),
        line(62, [[40, 'No. Syarikat / Company No. 201001002233 (888888-X)']], 7.5),
        line(71, [[40, 'No. 3, Jalan Tukang 2, Taman Perindustrian Cahaya,']], 7.5),
        line(80, [[40, '81200 Johor Bahru, Johor']], 7.5),
        line(118, [[36, 'Nama / Name'], [160, ': Siti Hajar binti Osman']]),
        line(130, [[36, 'Alamat / Address'], [160, ': No. 12, Jalan Kenari 4, Taman Kenari,']]),
        line(141, [[169, '81100 Johor Bahru, Johor']]),
        line(177, [[36, 'Tempoh Gaji / Pay Period'], [160, ': 01/03/2026 - 31/03/2026'], [340, 'Tarikh Bayaran / Pay Date'], [470, ': 31/03/2026']]),
        line(194, [[37, 'Pendapatan /'], [156, 'Bulan Ini (RM)', 'r'], [228, 'Terkumpul (RM)', 'r'], [247, 'Potongan / Deductions'], [486, 'Bulan Ini (RM)', 'r'], [558, 'Terkumpul (RM)', 'r']]),
        line(205, [[37, 'Earnings']]),
        line(218, [[37, 'Gaji Pokok /'], [156, '4,000.00', 'r'], [228, '12,000.00', 'r'], [247, 'KWSP (EPF)'], [486, '440.00', 'r'], [558, '1,320.00', 'r']]),
        line(229, [[37, 'Basic Salary'], [247, 'PERKESO (SOCSO)'], [486, '19.75', 'r'], [558, '59.25', 'r']]),
        line(248, [[37, 'Jumlah'], [156, '4,000.00', 'r'], [228, '12,000.00', 'r'], [247, 'Jumlah Potongan / Total'], [486, '459.75', 'r'], [558, '1,379.25', 'r']]),
        line(258, [[37, 'Pendapatan /']]),
        line(268, [[37, 'Total']]),
        line(278, [[37, 'Earnings']]),
        line(300, [[37, 'GAJI BERSIH / NET PAY'], [303, 'Pendapatan Kasar Terkumpul / YTD Gross'], [554, 'RM 12,000.00', 'r']]),
        line(313, [[37, 'RM 3,540.25'], [303, 'Gaji Bersih Terkumpul / YTD Net Pay'], [554, 'RM 10,620.75', 'r']], 12),
      ),
    );
    expect(stub).toMatchObject({
      employer_name: 'Cahaya Timur Trading Sdn. Bhd.',
      employer_address: { lines: ['No. 3', 'Jalan Tukang 2', 'Taman Perindustrian Cahaya'], city: 'Johor Bahru, Johor', state: null, postal_code: '81200' },
      employee_name: 'Siti Hajar binti Osman',
      employee_address: { lines: ['No. 12', 'Jalan Kenari 4', 'Taman Kenari'], city: 'Johor Bahru, Johor', state: null, postal_code: '81100' },
      pay_date: '2026-03-31',
      gross_cents: 400000,
      net_cents: 354025,
      ytd_gross_cents: 1200000,
      ytd_net_cents: 1062075,
      deductions: [
        { name: 'KWSP (EPF)', amount_cents: 44000, ytd_cents: 132000 },
        { name: 'PERKESO (SOCSO)', amount_cents: 1975, ytd_cents: 5925 },
      ],
    });
  });

  it('a PEO stub: the worksite employer heading the page, not the organisation co-employing its staff', () => {
    const stub = extractPaystubFromPages(
      page(
        line(52, [[40, 'Kestrel Labs, Inc.']], 14),
        line(65, [[40, '200 Harbor Drive, Suite 12'], [572, 'Check Date: Mar 6, 2026', 'r']]),
        line(75, [[40, 'Tacoma, WA 98402']]),
        line(96, [[44, 'Paid by Harbour PEO Partners, Inc., a professional employer organization (PEO), employer of record for payroll and tax purposes.']], 7),
        line(116, [[44, 'Worksite employer: Kestrel Labs, Inc. (client KL-0042)']], 7),
        line(150, [[40, 'Dana Whitcombe'], [300, 'Period Beginning: Feb 15, 2026']]),
        line(160, [[40, '15 Alder Court'], [300, 'Period Ending: Feb 28, 2026']]),
        line(170, [[40, 'Olympia, WA 98501']]),
        line(230, [[43, 'Earnings'], [380, 'Current', 'r'], [569, 'YTD Amount', 'r']]),
        line(243, [[43, 'Salary'], [380, '2,000.00', 'r'], [569, '10,000.00', 'r']]),
        line(256, [[43, 'Gross Pay'], [380, '2,000.00', 'r'], [569, '10,000.00', 'r']]),
        line(279, [[43, 'Taxes'], [380, 'Current', 'r'], [569, 'Year to Date', 'r']]),
        line(292, [[43, 'Federal Income Tax'], [380, '200.00', 'r'], [569, '1,000.00', 'r']]),
        line(310, [[43, 'Net Pay'], [380, '1,800.00', 'r'], [569, '9,000.00', 'r']]),
      ),
    );
    expect(stub.employer_name).toBe('Kestrel Labs, Inc.');
    expect(stub.employer_address).toEqual({ lines: ['200 Harbor Drive, Suite 12'], city: 'Tacoma', state: 'WA', postal_code: '98402' });
  });

  it.each([
    {
      name: 'the address alone, down the name column',
      address: [[178, '14 Ferncliffe Road'], [188, 'Bingley'], [198, 'Bradford'], [208, 'BD16 2LR']] as Array<[number, string]>,
      want: { lines: ['14 Ferncliffe Road', 'Bingley'], city: 'Bradford', state: null, postal_code: 'BD16 2LR' },
    },
    {
      name: 'the address under a house name',
      address: [[178, 'Brook Farmhouse'], [188, '3 Mill Row'], [198, 'Kilmington'], [208, 'Axminster'], [218, 'EX13 7RB']] as Array<[number, string]>,
      want: { lines: ['Brook Farmhouse', '3 Mill Row', 'Kilmington'], city: 'Axminster', state: null, postal_code: 'EX13 7RB' },
    },
  ])('a British payslip: $name; the employer street with no number', ({ address, want }) => {
    const stub = extractPaystubFromPages(
      page(
        line(50, [[36, 'Quantock Creamery Limited'], [487, 'PAYSLIP']], 16),
        line(66, [[36, 'Station Road, Bishops Lydeard']], 8.2),
        line(78, [[36, 'Taunton, TA4 3BX'], [444, 'Pay Date: 13 March 2026']], 8.2),
        line(114, [[42, 'Employee:'], [391, 'Pay Period:']], 6.8),
        line(122, [[42, 'Hannah Okonkwo-Reid'], [391, '2 March 2026 to 8 March 2026']], 7.8),
        line(130, [[42, 'Employee No.:'], [391, 'Pay Frequency:']], 6.8),
        line(138, [[42, 'QC0113'], [391, 'Weekly']], 7.8),
        line(146, [[42, 'Department:']], 6.8),
        line(154, [[42, 'Packing']], 7.8),
        ...address.map(([y, text]) => line(y, [[42, text]], 8)),
        line(249, [[40, 'Payments'], [450, 'This Period', 'r'], [555, 'Year to Date', 'r']], 7.8),
        line(264, [[40, 'Basic Pay'], [450, '500.00', 'r'], [555, '24,500.00', 'r']], 8.2),
        line(278, [[40, 'Total Gross Pay'], [450, '£500.00', 'r'], [555, '£24,500.00', 'r']], 8.2),
        line(300, [[40, 'Deductions'], [450, 'This Period', 'r'], [555, 'Year to Date', 'r']], 7.8),
        line(314, [[40, 'PAYE Tax'], [450, '50.00', 'r'], [555, '2,450.00', 'r']], 8.2),
        line(336, [[40, 'NET PAY'], [450, '£450.00', 'r']], 8.2),
      ),
    );
    expect(stub).toMatchObject({
      employer_name: 'Quantock Creamery Limited',
      employer_address: { lines: ['Station Road, Bishops Lydeard'], city: 'Taunton', state: null, postal_code: 'TA4 3BX' },
      employee_name: 'Hannah Okonkwo-Reid',
      employee_address: want,
    });
  });
});

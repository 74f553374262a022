// Sections that are not the period's deductions: figures of the year so far under their own title
// ("Cumulative to Date", with PAYE (YTD) and the year's net pay in it), and superannuation paid by the
// employer into a fund ("Superannuation: <fund>"); and the period's net pay told from the year's by the
// stub's arithmetic.
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { isYearToDateTitle, sectionOf } from './vocabulary.ts';
import { paystubLines } from './lines.ts';
import { partyBlocks, townUnderStreet } from './parties.ts';

const line = (y: number, cells: Cell[], size = 9): TextItem[] => textLine(y, cells, size);
const page = (...lines: TextItem[][]): PdfPage[] => [pageOf(1, 595, 842, lines)];

describe('section titles of the year so far and of employer contributions', () => {
  it.each([
    ['CUMULATIVE TO DATE', 'excluded', true],
    ['Cumulative Totals', 'excluded', true],
    ['Year to Date Totals', 'excluded', true],
    ['YTD Summary', 'excluded', true],
    ['Superannuation: AustralianSuper', 'excluded', false],
    ['Superannuation', 'excluded', false],
    ['Super Contributions', 'excluded', false],
    // A column's heading, not a title.
    ['Year to Date', null, false],
    ['Cumulative', null, false],
    ['Deductions', 'deductions', false],
  ] as const)('%s', (text, section, ytd) => {
    expect(sectionOf(text)).toBe(section);
    expect(isYearToDateTitle(text)).toBe(ytd);
  });
});

/** An Irish payslip: payments and deductions, then the year's figures under their title beside a NET PAY box. */
const irish = (...tail: TextItem[][]) =>
  page(
    line(54, [[50, 'Liffey Data Limited'], [490, 'PAYSLIP']], 14),
    line(215, [[40, 'PAYMENTS'], [427, 'This Period'], [509, 'Year to Date']]),
    line(231, [[40, 'Basic Salary'], [470, '5,708.33', 'r'], [560, '17,124.99', 'r']]),
    line(247, [[40, 'Gross Pay'], [470, '5,708.33', 'r'], [560, '17,124.99', 'r']]),
    line(273, [[40, 'DEDUCTIONS'], [427, 'This Period'], [509, 'Year to Date']]),
    line(289, [[40, 'PAYE'], [300, 'Statutory'], [470, '1,102.50', 'r'], [560, '3,307.50', 'r']]),
    line(301, [[40, 'USC'], [300, 'Statutory'], [470, '132.32', 'r'], [560, '396.96', 'r']]),
    line(313, [[40, 'Pension (Employee)'], [300, 'Pre-tax'], [470, '285.42', 'r'], [560, '856.26', 'r']]),
    line(325, [[40, 'Total Deductions'], [470, '1,520.24', 'r'], [560, '4,560.72', 'r']]),
    line(391, [[40, 'CUMULATIVE TO DATE']]),
    line(404, [[40, 'Gross Pay'], [260, '€17,124.99', 'r'], [340, 'NET PAY'], [530, '€4,188.09', 'r']]),
    line(426, [[40, 'PAYE (YTD)'], [260, '€3,307.50', 'r']]),
    line(435, [[40, 'USC (YTD)'], [260, '€396.96', 'r']]),
    line(447, [[40, 'Employer PRSI (YTD)'], [260, '€1,926.57', 'r'], [340, 'Employer PRSI this period €642.19']]),
    ...tail,
  );

describe('the year so far under its own title', () => {
  it.each([
    { name: 'the year\'s net pay last', tail: [line(481, [[40, 'Net Pay'], [260, '€12,564.27', 'r']])], ytdNet: 1256427 },
    { name: 'no net pay of the year', tail: [], ytdNet: null },
  ])('$name: the period\'s figures, no YTD row a deduction', ({ tail, ytdNet }) => {
    const stub = extractPaystubFromPages(irish(...tail));
    expect(stub.gross_cents).toBe(570833);
    expect(stub.net_cents).toBe(418809);
    expect(stub.ytd_net_cents).toBe(ytdNet);
    expect(stub.deductions.map((d) => [d.name, d.amount_cents])).toEqual([
      ['PAYE', 110250],
      ['USC', 13232],
      ['Pension (Employee)', 28542],
    ]);
  });
});

describe('superannuation paid by the employer into a fund', () => {
  it.each([
    ['Superannuation: AustralianSuper'],
    ['Superannuation'],
    ['Super Contributions'],
  ])('under "%s": no deduction, the salary sacrifice out of pay still one', (title) => {
    const stub = extractPaystubFromPages(
      page(
        line(52, [[42, 'Swan River Surveys Pty Ltd'], [464, 'PAYSLIP']], 14),
        line(120, [[42, 'Earnings'], [420, 'This Pay'], [528, 'YTD']]),
        line(136, [[42, 'Salary'], [456, '11,500.00', 'r'], [560, '92,000.00', 'r']]),
        line(150, [[42, 'Gross Pay'], [456, '11,500.00', 'r'], [560, '92,000.00', 'r']]),
        line(176, [[42, 'Tax'], [420, 'This Pay'], [528, 'YTD']]),
        line(190, [[42, 'PAYG Withholding'], [456, '2,672.33', 'r'], [560, '21,378.64', 'r']]),
        line(216, [[42, 'Pre-Tax Deductions'], [420, 'This Pay'], [528, 'YTD']]),
        line(230, [[42, 'Salary Sacrifice Super'], [456, '750.00', 'r'], [560, '6,000.00', 'r']]),
        line(256, [[42, title], [420, 'This Pay'], [528, 'YTD']]),
        line(270, [[42, 'Superannuation Guarantee 12%'], [456, '1,380.00', 'r'], [560, '11,040.00', 'r']]),
        line(284, [[42, 'Salary Sacrifice Contribution'], [456, '750.00', 'r'], [560, '6,000.00', 'r']]),
        line(330, [[42, 'Net Pay'], [456, '$8,077.67', 'r']]),
      ),
    );
    expect(stub.net_cents).toBe(807767);
    expect(stub.deductions.map((d) => [d.name, d.amount_cents])).toEqual([
      ['PAYG Withholding', 267233],
      ['Salary Sacrifice Super', 75000],
    ]);
  });
});

describe('a town and four digits alone under a street: the last line of an address', () => {
  const block = (...texts: string[]) => paystubLines(pageOf(1, 595, 842, texts.map((t, i) => line(108 + 11 * i, [[48, t], [320, 'Tax Code'], [400, 'M']]))));
  it.each([
    { name: 'a locality between', texts: ['Tamati Walker', '14 Karaka Street', 'Mount Eden', 'Auckland 1024'], want: { lines: ['14 Karaka Street', 'Mount Eden'], city: 'Auckland', postal_code: '1024' } },
    { name: 'right under the street', texts: ['Aroha Tane', '3 Boucher Avenue', 'Te Puke 3119'], want: { lines: ['3 Boucher Avenue'], city: 'Te Puke', postal_code: '3119' } },
    { name: 'nothing of a street over it', texts: ['Payroll Office', 'Sydney 2000'], want: null },
    { name: 'a number of another kind', texts: ['14 Karaka Street', 'Week 2026'], want: null },
    { name: 'a unit of the street', texts: ['4979 LARKSPUR LANE', 'APT 1107'], want: null },
    { name: 'a suite of the street', texts: ['88 Grosvenor Avenue South', 'Suite 1406'], want: null },
  ])('$name', ({ texts, want }) => {
    const lines = block(...texts);
    const last = lines.length - 1;
    const at = townUnderStreet(lines, last, 0);
    expect(at && { city: at.m.rest, postal_code: at.m.postal }).toEqual(want && { city: want.city, postal_code: want.postal_code });
    if (want) expect(partyBlocks(lines).map((b) => b.address)).toContainEqual({ lines: want.lines, city: want.city, state: null, postal_code: want.postal_code });
  });
});

describe("the address under the company's name heading the page is the employer's", () => {
  const stub = (company: string, address: string, employeeLines: string[]) =>
    extractPaystubFromPages(
      page(
        line(54, [[50, company], [490, 'PAYSLIP']], 14),
        line(78, [[40, address]]),
        line(100, [[40, 'Employee'], [330, 'Employee No'], [420, '00442']]),
        ...employeeLines.map((t, i) => line(112 + 10 * i, [[40, t]])),
        line(215, [[40, 'PAYMENTS'], [427, 'This Period'], [509, 'Year to Date']]),
        line(231, [[40, 'Gross Pay'], [470, '1,156.35', 'r'], [560, '12,719.85', 'r']]),
        line(260, [[40, 'Net Pay'], [470, '811.56', 'r'], [560, '8,339.09', 'r']]),
      ),
    );
  it.each([
    {
      company: 'Shannon Precision Tooling Ltd',
      address: 'Unit 12, Shannon Free Zone West, Shannon, Co. Clare, V14 DX80',
      employee: ['Pádraig Ó Conaill', '9 Clonmoney Road,', 'Bunratty,', 'Co. Clare,', 'V95 R2T4'],
      employer: { lines: ['Unit 12', 'Shannon Free Zone West', 'Shannon'], city: 'Co. Clare', state: null, postal_code: 'V14 DX80' },
      employeeAddress: { lines: ['9 Clonmoney Road,', 'Bunratty,'], city: 'Co. Clare', state: null, postal_code: 'V95 R2T4' },
    },
    {
      company: 'Corrib Retail Group DAC',
      address: 'Headford Road, Galway, H91 K2R3',
      employee: ['Oksana Melnyk', 'Apartment 6,', '22 Bohermore,', 'Galway,', 'H91 N9C8'],
      employer: { lines: ['Headford Road'], city: 'Galway', state: null, postal_code: 'H91 K2R3' },
      employeeAddress: { lines: ['Apartment 6,', '22 Bohermore,'], city: 'Galway', state: null, postal_code: 'H91 N9C8' },
    },
  ])('$company', ({ company, address, employee, employer, employeeAddress }) => {
    const read = stub(company, address, employee);
    expect(read.employer_name).toBe(company);
    expect(read.employer_address).toEqual(employer);
    expect(read.employee_address).toEqual(employeeAddress);
  });
});

describe("a place and its postcode under the company's name, no street", () => {
  it.each([
    { under: 'Ringaskiddy, Co. Cork, P43 W920', want: { lines: [], city: 'Ringaskiddy, Co. Cork', state: null, postal_code: 'P43 W920' } },
    // One word and a postcode is too little to call an address.
    { under: 'Cork, P43 W920', want: null },
  ])('$under', ({ under, want }) => {
    const read = extractPaystubFromPages(
      page(
        line(54, [[50, 'Lee Valley Pharma Ltd'], [490, 'PAYSLIP']], 14),
        line(78, [[40, under]]),
        line(100, [[40, 'Employee'], [330, 'Employee No'], [420, '00442']]),
        line(112, [[40, 'Cian Mac Cárthaigh']]),
        line(122, [[40, '31 Maryborough Woods,']]),
        line(132, [[40, 'Cork,']]),
        line(142, [[40, 'T12 F6Y1']]),
        line(215, [[40, 'PAYMENTS'], [427, 'This Period'], [509, 'Year to Date']]),
        line(231, [[40, 'Gross Pay'], [470, '1,156.35', 'r'], [560, '12,719.85', 'r']]),
        line(260, [[40, 'Net Pay'], [470, '811.56', 'r'], [560, '8,339.09', 'r']]),
      ),
    );
    expect(read.employer_address).toEqual(want);
  });
});

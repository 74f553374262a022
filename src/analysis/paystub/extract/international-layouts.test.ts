// Layouts from other countries and other typesetters, read by meaning and geometry: a British payslip
// (day-first dates, Payments beside Deductions with This Period and To Date, a boxed NET PAY, a year
// to date block, the address to the right of the employee), a Canadian statement typeset by groff's
// tbl (titles set in from their rows, a deduction with only a YTD figure, "NET PAY (CAD)" with its YTD
// beside it), and a spreadsheet whose column headings print as one run of text; then the same readers
// on words as OCR gives them from a photo or a scan.
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { cityLine, partyName, splitCity } from './parties.ts';
import { amountIn, dateOrderOf, datesIn, nameIn } from './values.ts';
import { columnOf, isLabel, labelHits, sectionOf } from './vocabulary.ts';

/** Items on one baseline: [x, text] (left edge) or [x, text, 'r'] (right edge), 0.5 em a character. */
const line = (y: number, cells: Cell[], size = 9): TextItem[] => textLine(y, cells, size);
const page = (...lines: TextItem[][]): PdfPage[] => [pageOf(1, 595, 842, lines)];

describe('dateOrderOf: day-month order inferred from the whole document', () => {
  it.each([
    { name: 'a day over 12 in the first place', texts: ['Pay Date: 31/03/2026', 'Period 01/03/2026'], want: 'day-first' },
    { name: 'a day over 12 in the second place', texts: ['Pay Date: 03/31/2026', 'Period 03/01/2026'], want: 'month-first' },
    { name: 'ambiguous dates, pounds sterling', texts: ['Pay Date: 06/03/2026', 'Basic Salary £2,650.00'], want: 'day-first' },
    { name: 'ambiguous dates, PAYE and National Insurance', texts: ['06/03/2026', 'PAYE Tax 357.74', 'National Insurance 162.18'], want: 'day-first' },
    { name: 'ambiguous dates, an NI number', texts: ['NI Number: QQ 12 34 56 C', '06/03/2026'], want: 'day-first' },
    { name: 'ambiguous dates written with dots', texts: ['06.03.2026'], want: 'day-first' },
    { name: 'ambiguous dates and nothing else: month first', texts: ['06/03/2026', 'Federal Income Tax 94.85'], want: 'month-first' },
    { name: 'the dates outweigh a stray pound sign', texts: ['03/31/2026', '£ 10.00'], want: 'month-first' },
    { name: 'dates that disagree fall back on the cues', texts: ['31/03/2026', '03/31/2026', 'GBP'], want: 'day-first' },
  ])('$name', ({ texts, want }) => {
    expect(dateOrderOf(texts)).toBe(want);
  });

  it.each([
    { text: '01/03/2026 - 31/03/2026', order: 'day-first' as const, want: ['2026-03-01', '2026-03-31'] },
    { text: '01/03/2026 - 01/31/2026', order: 'month-first' as const, want: ['2026-01-03', '2026-01-31'] },
    { text: '28/02/26 to 06/03/26', order: 'day-first' as const, want: ['2026-02-28', '2026-03-06'] },
    { text: '17 Apr 2026', order: 'day-first' as const, want: ['2026-04-17'] },
    { text: '31/03/2026', order: 'month-first' as const, want: [] },
  ])('datesIn($text, $order)', ({ text, order, want }) => {
    expect(datesIn(text, order)).toEqual(want);
  });
});

describe('names with accents and letters of any script', () => {
  it.each([
    ['Lê Thị Hoa', 'Lê Thị Hoa'],
    ['Marie-Ève Côté-Lefebvre', 'Marie-Ève Côté-Lefebvre'],
    ["Siobhán O'Callaghan", "Siobhán O'Callaghan"],
    ['Renée D’Souza', 'Renée D’Souza'],
    // Decomposed accents (a base letter and a combining mark) come out composed.
    ['Rene\u0301e Dupont', 'Renée Dupont'],
    ['Héctor 123', null],
  ])('%s', (text, want) => {
    expect(nameIn(text)).toBe(want);
    if (want) expect(partyName(text)).toBe(want);
  });
});

describe('addresses of the US, Canada and the UK', () => {
  it.each([
    { text: '1200 Mill Street, Thunder Bay, ON P7B 5E1', street: ['1200 Mill Street'], city: 'Thunder Bay', state: 'ON', postal: 'P7B 5E1' },
    { text: '1450 rue Peel, bureau 800, Montréal, QC H3A 1S8', street: ['1450 rue Peel', 'bureau 800'], city: 'Montréal', state: 'QC', postal: 'H3A 1S8' },
    { text: 'Unit 4 Canal Wharf, Leeds, LS11 5PS', street: ['Unit 4 Canal Wharf'], city: 'Leeds', state: null, postal: 'LS11 5PS' },
    { text: 'Flat 9, 11 Cazenove Road, London, N16 6PA', street: ['Flat 9', '11 Cazenove Road'], city: 'London', state: null, postal: 'N16 6PA' },
    { text: 'Ty Gwyn, Stryd Fawr, Bangor, LL57 1PB', street: ['Ty Gwyn', 'Stryd Fawr'], city: 'Bangor', state: null, postal: 'LL57 1PB' },
    { text: 'Distillery Road, Tain, IV19 1PY', street: ['Distillery Road'], city: 'Tain', state: null, postal: 'IV19 1PY' },
    { text: '2207 Route 9W, Kingston, NY 12401', street: ['2207 Route 9W'], city: 'Kingston', state: 'NY', postal: '12401' },
    { text: 'N4120 County Rd K, Plover, WI 54467', street: ['N4120 County Rd K'], city: 'Plover', state: 'WI', postal: '54467' },
    { text: '7750 Elm St Raleigh, NC 27697', street: ['7750 Elm St'], city: 'Raleigh', state: 'NC', postal: '27697' },
    // A name and its city on one line is no street.
    { text: 'Acme Corp, Springfield, IL 62701', street: [], city: 'Acme Corp, Springfield', state: 'IL', postal: '62701' },
  ])('$text', ({ text, street, city, state, postal }) => {
    const m = cityLine(text)!;
    expect({ state: m.state, postal: m.postal }).toEqual({ state, postal });
    expect(splitCity(m.rest)).toEqual({ street, city });
  });

  it.each(['Leeds', 'Total Payments £2,650.00', 'Period No. 8', '4410 Roswell Road NE, Apt 1207', '12 Quay Street, Suite 2100'])('%s is no city line', (text) => {
    expect(cityLine(text)).toBeNull();
  });
});

describe('words of other countries and typesetters', () => {
  it.each([
    { text: 'NET PAY (CAD)', kind: 'net' as const, want: true },
    { text: 'Net Pay ($)', kind: 'net' as const, want: true },
    { text: 'Total Payments', kind: 'gross' as const, want: true },
    { text: 'Net Pay (YTD)', kind: 'net' as const, want: false },
  ])('isLabel($text, $kind)', ({ text, kind, want }) => {
    expect(isLabel(text, kind)).toBe(want);
  });

  it.each([
    { text: 'Gross Pay to Date £7,950.00', kind: 'ytdGross' },
    { text: 'Net Pay to Date', kind: 'ytdNet' },
    { text: 'Net pay this tax year 5,863.14', kind: 'ytdNet' },
  ])('labelHits($text)', ({ text, kind }) => {
    expect(labelHits(text)[0].kind).toBe(kind);
  });

  it.each([
    ['To Date', 'ytd'],
    ['Year-To-Date', 'ytd'],
    ['This Period', 'current'],
  ])('columnOf(%s)', (text, want) => {
    expect(columnOf(text)).toBe(want);
  });
});

describe('whole layouts', () => {
  it('a British payslip: Payments beside Deductions, NET PAY boxed, a year-to-date block, day-first dates', () => {
    const stub = extractPaystubFromPages(
      page(
        line(60, [[50, 'Harrowgate & Finch Ltd'], [490, 'PAYSLIP']], 16),
        line(74, [[50, 'Unit 4 Canal Wharf, Leeds, LS11 5PS']]),
        line(104, [[58, 'Employee:'], [130, "Siobhán O'Callaghan"], [308, 'Address:'], [380, '17 Brudenell Mount, Leeds, LS6 1HT']]),
        line(119, [[58, 'NI Number:'], [130, 'QQ 12 34 56 C'], [308, 'Tax Code:'], [380, '1257L']]),
        line(134, [[58, 'Pay Date:'], [130, '06/03/2026'], [308, 'Pay Period:'], [380, '28/02/2026 - 06/03/2026']]),
        line(149, [[58, 'Tax Period:'], [130, 'Week 49']]),
        line(194, [[58, 'Payments'], [230, 'Amount', 'r'], [300, 'Deductions'], [470, 'This Period', 'r'], [537, 'To Date', 'r']]),
        line(214, [[58, 'Basic Salary'], [230, '£603.34', 'r'], [300, 'PAYE Tax'], [470, '£50.00', 'r'], [537, '£500.00', 'r']]),
        line(228, [[300, 'National Insurance'], [470, '£20.00', 'r'], [537, '£200.00', 'r']]),
        line(242, [[300, 'Cycle to Work'], [537, '£75.00', 'r']]),
        line(282, [[58, 'Total Payments'], [230, '£603.34', 'r'], [300, 'Total Deductions'], [470, '£70.00', 'r']]),
        line(316, [[58, 'Year to Date']]),
        line(331, [[58, 'Taxable Pay to Date'], [300, '£5,000.00', 'r']]),
        line(338, [[372, 'NET PAY'], [533, '£533.34', 'r']], 12),
        line(346, [[58, 'Gross Pay to Date'], [300, '£5,710.45', 'r']]),
        line(361, [[58, 'Net Pay to Date'], [300, '£4,487.88', 'r']]),
      ),
    );
    expect(stub).toMatchObject({
      employer_name: 'Harrowgate & Finch Ltd',
      employer_address: { lines: ['Unit 4 Canal Wharf'], city: 'Leeds', state: null, postal_code: 'LS11 5PS' },
      employee_name: "Siobhán O'Callaghan",
      employee_address: { lines: ['17 Brudenell Mount'], city: 'Leeds', state: null, postal_code: 'LS6 1HT' },
      pay_date: '2026-03-06',
      period_start: '2026-02-28',
      period_end: '2026-03-06',
      gross_cents: 60334,
      net_cents: 53334,
      ytd_gross_cents: 571045,
      ytd_net_cents: 448788,
      deductions: [
        { name: 'PAYE Tax', amount_cents: 5000, ytd_cents: 50000 },
        { name: 'National Insurance', amount_cents: 2000, ytd_cents: 20000 },
      ],
    });
  });

  it('a Canadian statement typeset by tbl: titles set in from their rows, a YTD-only deduction, NET PAY (CAD) with its YTD', () => {
    const stub = extractPaystubFromPages(
      page(
        line(41, [[58, 'Fraser Delta Dental Clinic Inc.']], 15),
        line(53, [[58, '6011 No. 3 Road']]),
        line(65, [[58, 'Suite 210, Richmond, BC V6Y 2B3']]),
        line(98, [[58, 'STATEMENT OF EARNINGS AND DEDUCTIONS']], 12),
        line(123, [[62, 'Employee'], [120, 'Harpreet Kaur Sandhu'], [344, 'Pay Date'], [400, '30 Jun 2026']]),
        line(135, [[62, 'Address'], [120, '8120 Granville Ave, Unit 17, Richmond, BC V6Y 1P3']]),
        line(147, [[62, 'Pay Period'], [120, '16 Jun 2026 - 30 Jun 2026']]),
        line(176, [[74, 'Earnings'], [159, 'Hours', 'r'], [191, 'Rate', 'r'], [238, 'Current', 'r'], [282, 'YTD', 'r']]),
        line(190, [[62, 'Salary'], [238, '2,833.33', 'r'], [292, '33,999.96', 'r']]),
        line(204, [[62, 'Gross Earnings'], [238, '2,833.33', 'r'], [292, '33,999.96', 'r']]),
        line(232, [[81, 'Deductions'], [187, 'Current', 'r'], [228, 'YTD', 'r']]),
        line(246, [[62, 'Statutory']]),
        line(260, [[62, 'Federal Income Tax'], [185, '313.08', 'r'], [236, '3,756.96', 'r']]),
        line(274, [[62, 'CPP Contributions'], [185, '168.58', 'r'], [236, '2,022.96', 'r']]),
        line(288, [[62, 'Other']]),
        line(302, [[62, 'Parking'], [236, '280.00', 'r']]),
        line(316, [[62, 'Total Deductions'], [185, '481.66', 'r'], [236, '6,059.92', 'r']]),
        line(348, [[62, 'NET PAY (CAD)'], [178, '2,351.67', 'r'], [191, 'YTD 27,940.04']]),
      ),
    );
    expect(stub).toMatchObject({
      employer_address: { lines: ['6011 No. 3 Road', 'Suite 210'], city: 'Richmond', state: 'BC', postal_code: 'V6Y 2B3' },
      employee_address: { lines: ['8120 Granville Ave', 'Unit 17'], city: 'Richmond', state: 'BC', postal_code: 'V6Y 1P3' },
      pay_date: '2026-06-30',
      gross_cents: 283333,
      net_cents: 235167,
      ytd_gross_cents: 3399996,
      ytd_net_cents: 2794004,
      deductions: [
        { name: 'Federal Income Tax', amount_cents: 31308, ytd_cents: 375696 },
        { name: 'CPP Contributions', amount_cents: 16858, ytd_cents: 202296 },
      ],
    });
    expect(stub.earnings).toEqual([{ name: 'Salary', hours: null, rate_cents: null, amount_cents: 283333, ytd_cents: 3399996 }]);
  });

  it('a spreadsheet whose headings run together in one cell, deductions in parentheses, one with only its YTD', () => {
    const stub = extractPaystubFromPages(
      page(
        line(60, [[54, 'Hollis & Daughters Auto Body']], 12),
        line(76, [[54, '2207 Route 9W, Kingston, NY 12401']]),
        line(108, [[54, 'Employee:'], [134, "Patrick O'Shea"]]),
        line(124, [[54, 'Address:'], [134, '41 Wurts St, Kingston, NY 12401']]),
        line(140, [[54, 'Pay Period:'], [134, '3/14/2026 to 3/20/2026']]),
        line(156, [[54, 'Pay Date:'], [134, '3/20/2026']]),
        line(188, [[54, 'Item'], [320, 'Hours', 'r']]),
        // One run of text from the left of Rate to the right of Year-To-Date, as the spreadsheet printed it.
        [{ str: 'Rate This Period Year-To-Date', x: 387, y: 188, width: 161, size: 9, font: 'g_d0_f1' }],
        line(204, [[54, 'Regular Hours'], [320, '40.00', 'r'], [410, '26.00', 'r'], [474, '1,040.00', 'r'], [548, '12,467.00', 'r']]),
        line(220, [[54, 'Gross Pay'], [474, '1,040.00', 'r'], [548, '13,734.50', 'r']]),
        line(236, [[54, 'Federal Income Tax'], [474, '(94.85)', 'r'], [548, '(1,252.60)', 'r']]),
        line(252, [[54, 'Social Security'], [474, '(64.48)', 'r'], [548, '(851.53)', 'r']]),
        line(268, [[54, 'Tool Advance'], [548, '(350.00)', 'r']]),
        line(284, [[54, 'Total Deductions'], [474, '(159.33)', 'r'], [548, '(2,454.13)', 'r']]),
        line(300, [[54, 'Net Pay'], [474, '880.67', 'r'], [548, '11,280.37', 'r']]),
      ),
    );
    expect(stub).toMatchObject({
      employer_address: { lines: ['2207 Route 9W'], city: 'Kingston', state: 'NY', postal_code: '12401' },
      gross_cents: 104000,
      net_cents: 88067,
      deductions: [
        { name: 'Federal Income Tax', amount_cents: 9485, ytd_cents: 125260 },
        { name: 'Social Security', amount_cents: 6448, ytd_cents: 85153 },
      ],
    });
    expect(stub.earnings[0]).toEqual({ name: 'Regular Hours', hours: 40, rate_cents: 2600, amount_cents: 104000, ytd_cents: 1246700 });
  });
});

// What a photo or a scan does to the words, as OCR boxes them: the readers still find the fields.
describe('fields from words a picture spoiled', () => {
  it.each([
    { text: '£7.950.00', want: 795000 },
    { text: '$12.702.11', want: 1270211 },
    { text: '7.95', want: 795 },
  ])('amountIn($text): points for the commas of thousands', ({ text, want }) => {
    expect(amountIn(text)?.cents).toBe(want);
  });

  it.each([
    { text: "‘Marie-Eve Coté", want: 'Marie-Eve Coté' },
    { text: 'Priya Nair- Whitfield', want: 'Priya Nair-Whitfield' },
  ])('nameIn($text)', ({ text, want }) => {
    expect(nameIn(text)).toBe(want);
  });

  it.each([
    { text: "25 Jan'2026 - 07 Feb 2026", want: ['2026-01-25', '2026-02-07'] },
  ])('datesIn($text)', ({ text, want }) => {
    expect(datesIn(text)).toEqual(want);
  });

  it.each([
    { text: 'Leeds, LS6 IHT', postal: 'LS6 1HT' },
    { text: 'Tain, IV19 IPY', postal: 'IV19 1PY' },
    { text: 'Burlington, 05401', postal: '05401' },
  ])('cityLine($text)', ({ text, postal }) => {
    expect(cityLine(text)?.postal).toBe(postal);
  });

  it('a quote mark before a label, a mark before a column heading, a heading one letter off', () => {
    expect(labelHits('‘Pay Date')[0].kind).toBe('payDate');
    expect(columnOf('- YTD')).toBe('ytd');
    expect(columnOf('Curremt')).toBe('current');
    expect(columnOf('Year-To-Dale')).toBe('ytd');
    expect(columnOf('Currency')).toBeNull();
    expect(columnOf('Account')).toBe('other');
    expect(sectionOf('‘Deductions')).toBe('deductions');
  });

  it('splitCity leaves off a quote mark a picture put before a word', () => {
    expect(splitCity('1015 ‘Floyd Ave, Richmond')).toEqual({ street: ['1015 Floyd Ave'], city: 'Richmond' });
  });

  it('an address and a name whose words were boxed apart, a period cut in two cells, a net pay whose point was lost', () => {
    const stub = extractPaystubFromPages(
      page(
        line(42, [[44, 'Blue Heron Diner']], 11),
        line(55, [[46, '1701'], [71, 'Ocean Hwy,'], [126, 'Wilmington,'], [188, 'NC 28403']]),
        line(75, [[45, 'EMPLOYEE: Shaniqua'], [139, 'Fairweather-Jones']]),
        line(87, [[96, '509'], [122, 'Orange St, Wilmington, NC 28401']]),
        line(99, [[45, 'PERIOD:'], [87, '02/28/26 THRU'], [165, '03/06/26'], [214, 'PAY DATE:'], [266, '03/06/26']]),
        line(118, [[44, 'EARNINGS'], [216, 'CURRENT', 'r'], [259, 'YTD', 'r'], [272, 'DEDUCTIONS'], [400, 'CURRENT', 'r'], [445, 'YTD', 'r']]),
        line(132, [[44, 'REG'], [216, '735.81', 'r'], [259, '7,526.69', 'r'], [272, 'Federal Income Tax'], [400, '67.11-', 'r'], [445, '686.44-', 'r']]),
        line(145, [[272, 'El Premiums'], [400, '45.62-', 'r'], [445, '466.65-', 'r']]),
        line(158, [[272, 'NC STATE -'], [400, '31.27-', 'r'], [445, '319.87-', 'r']]),
        line(183, [[44, 'GROSS PAY'], [216, '735.81', 'r'], [259, '7,526.69', 'r']]),
        line(200, [[44, 'NET PAY'], [110, '59181']]),
      ),
    );
    expect(stub).toMatchObject({
      employee_name: 'Shaniqua Fairweather-Jones',
      employer_address: { lines: ['1701 Ocean Hwy'], city: 'Wilmington', state: 'NC', postal_code: '28403' },
      employee_address: { lines: ['509 Orange St'], city: 'Wilmington', state: 'NC', postal_code: '28401' },
      period_start: '2026-02-28',
      period_end: '2026-03-06',
      gross_cents: 73581,
      net_cents: 59181,
      deductions: [
        { name: 'Federal Income Tax', amount_cents: 6711, ytd_cents: 68644 },
        { name: 'EI Premiums', amount_cents: 4562, ytd_cents: 46665 },
        { name: 'NC STATE', amount_cents: 3127, ytd_cents: 31987 },
      ],
    });
  });

  it('a whole number after NET PAY that gross − deductions does not make stays unread', () => {
    const stub = extractPaystubFromPages(
      page(
        line(118, [[44, 'EARNINGS'], [216, 'CURRENT', 'r'], [272, 'DEDUCTIONS'], [400, 'CURRENT', 'r']]),
        line(132, [[44, 'REG'], [216, '735.81', 'r'], [272, 'Federal Income Tax'], [400, '67.11-', 'r']]),
        line(183, [[44, 'GROSS PAY'], [216, '735.81', 'r']]),
        line(200, [[44, 'NET PAY'], [110, '12345']]),
      ),
    );
    expect(stub.net_cents).toBeNull();
  });
});

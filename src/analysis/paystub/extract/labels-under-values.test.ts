// Layouts whose small-print labels stand under their values, Australian and Irish payslips, and the
// rules they need: values read above a line of labels, current/YTD pairs split by a slash, tax tags
// in a column of their own, Australian states and postcodes, Eircodes, addresses with units, levels,
// localities and numberless streets, and table rows that only look like a party's label.
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { clean, extractPaystubFromPages, labelledParty, payFigureIn, transposedSummary } from './extract-paystub.ts';
import { cellAbove, findLabelled, labelsUnderValues } from './fields.ts';
import { dateRange, oneDate } from './values.ts';
import { paystubLines } from './lines.ts';
import { addressLineUnder, cityLine, isStreetLine, partyName } from './parties.ts';
import { isTaxTag, splitPair } from './table.ts';

/** Items on one baseline: [x, text] (left edge) or [x, text, 'r'] (right edge), 0.5 em a character. */
const line = (y: number, cells: Cell[], size = 9): TextItem[] => textLine(y, cells, size);
const page = (...lines: TextItem[][]): PdfPage[] => [pageOf(1, 612, 792, lines)];

describe('cityLine: Australian states and postcodes, Irish Eircodes', () => {
  it.each([
    { text: 'Parramatta NSW 2150', rest: 'Parramatta', state: 'NSW', postal: '2150' },
    { text: 'Fortitude Valley, QLD 4006', rest: 'Fortitude Valley', state: 'QLD', postal: '4006' },
    { text: 'Hobart TAS 7000', rest: 'Hobart', state: 'TAS', postal: '7000' },
    { text: 'Darwin City NT 0800', rest: 'Darwin City', state: 'NT', postal: '0800' },
    { text: 'Galway, H91 T8W2', rest: 'Galway', state: null, postal: 'H91 T8W2' },
    { text: 'Dublin 8, D08 XY12', rest: 'Dublin 8', state: null, postal: 'D08 XY12' },
    { text: 'Dublin 6W, D6W K2P3', rest: 'Dublin 6W', state: null, postal: 'D6W K2P3' },
    { text: 'Tralee, Co. Kerry, v92 ax3c', rest: 'Tralee, Co. Kerry', state: null, postal: 'V92 AX3C' },
  ])('$text', ({ text, rest, state, postal }) => {
    expect(cityLine(text)).toEqual({ rest, state, postal });
  });

  it.each(['Sydney 2000', 'Perth XY 6000', 'ABN 11 222 333 444', 'Galway H91', 'Tax Period: Week 12'])('%s is no city line', (text) => {
    expect(cityLine(text)).toBeNull();
  });
});

describe('street lines and lines of an address without a number', () => {
  it.each([
    ['Level 3, 20 Bridge Street', true],
    ['5/12 Harris Street', true],
    ['3rd Floor, 8 Dock Road', true],
    ['Shop 4, 100 Main Road', true],
    ['Wharf 2, Pier Road', true],
    ['Unit 9, Enterprise Park', true],
    ['Harbourview Traders', false],
    ['Knocknacarra', false],
  ])('isStreetLine(%s) is %s', (text, want) => {
    expect(isStreetLine(text)).toBe(want);
  });

  it.each([
    // A locality under a street line.
    { text: 'Knocknacarra', over: '14 Bóthar an Chladaigh', want: true },
    { text: 'Carrow Street', over: 'Apt 7, The Granary', want: true },
    // A street named without a number, under the party's name.
    { text: 'Station Road', over: 'Midlands Dairy Co-op Ltd', want: true },
    { text: 'Church Street Upper', over: 'Fionnuala Breathnach', want: true },
    // A name under a name is not an address.
    { text: 'Mary Kelly', over: 'Kelly Hardware Ltd', want: false },
    { text: 'Route 9 Diner', over: 'Kelly Hardware Ltd', want: false },
  ])('$text under $over: $want', ({ text, over, want }) => {
    expect(addressLineUnder(text, over)).toBe(want);
  });

  it.each(['Ní Bhriain', 'Aoibheann Nic Giolla Bhríde', 'Cathal Mac Giolla Phádraig', 'Pádraig Ó Súilleabháin'])('%s is a name', (text) => {
    expect(partyName(text)).toBe(text);
  });
});

describe('isTaxTag: how a deduction is taxed, printed after its name', () => {
  it.each([
    ['Tax', true],
    ['Pre-tax', true],
    ['Post-tax', true],
    ['Before-Tax', true],
    ['after tax', true],
    ['Statutory', true],
    ['Voluntary', true],
    ['Taxable', true],
    ['Taxes and Deductions', false],
    ['PAYG Withholding', false],
  ])('%s: %s', (text, want) => {
    expect(isTaxTag(text)).toBe(want);
  });
});

describe('splitPair: a current and a YTD figure drawn as one word', () => {
  it.each([
    { text: '123.73/605.48', want: ['123.73', '/', '605.48'] },
    { text: '1,234.56 / 9,876.54', want: ['1,234.56', '/', '9,876.54'] },
    { text: '255.00./', want: ['255.00', '/'] },
    { text: '255.00/', want: ['255.00', '/'] },
    { text: '03/31/2026', want: ['03/31/2026'] },
    { text: 'A/B', want: ['A/B'] },
  ])('$text', ({ text, want }) => {
    const parts = splitPair({ text, x0: 100, x1: 100 + text.length * 4.5 });
    expect(parts.map((p) => p.text)).toEqual(want);
    for (let i = 1; i < parts.length; i++) expect(parts[i].x0).toBeGreaterThanOrEqual(parts[i - 1].x1 - 0.01);
  });
});

describe('labelsUnderValues and cellAbove', () => {
  const lines = paystubLines(
    page(
      line(199, [[42, '10-APR-2026'], [177, 'Biweekly']], 10),
      line(209, [[42, 'PAY DATE'], [177, 'PAY FREQUENCY']], 7),
      line(240, [[42, 'Pay Date'], [177, 'Frequency']], 9),
      line(252, [[42, '04/10/2026'], [177, 'Weekly']], 9),
      line(280, [[42, '$2,152.80'], [177, '$19,577.02']], 10),
      line(290, [[44, 'PERIOD20 END'], [170, 'GROSS'], [204, 'PAY YTD']], 7),
    )[0],
  );
  it.each([
    { index: 1, want: true, name: 'small upper-case labels just under larger values' },
    { index: 5, want: true, name: 'such labels with a digit a picture added ("PERIOD20 END")' },
    { index: 2, want: false, name: 'labels over their values, as large as the line above' },
    { index: 3, want: false, name: 'a line of values' },
  ])('$name', ({ index, want }) => {
    expect(labelsUnderValues(lines, index)).toBe(want);
  });

  it('joins the words under one value into one label (OCR boxes small print word by word)', () => {
    expect(lines[5].cells.map((c) => c.text)).toEqual(['PERIOD20 END', 'GROSS PAY YTD']);
  });

  it('reads the value over each label', () => {
    expect(lines[1].cells.map((c) => cellAbove(lines, 1, c)?.cell.text)).toEqual(['10-APR-2026', 'Biweekly']);
    expect(cellAbove(lines, 2, lines[2].cells[0])).toBeNull();
  });
});

describe('labelledParty: the words after Employer on a row of figures name the row', () => {
  it.each([
    { text: 'Employer PRSI', figures: ['446.00', '1,338.00'], want: null },
    { text: 'EMPLOYER PAID (NOT DEDUCTED): EMPLOYER DENTAL', figures: ['YTD 120.00', 'CURRENT 20.00'], want: null },
    { text: 'Employer: Harbour Lights Ltd', figures: ['Check No. 4411'], want: 'Harbour Lights Ltd' },
  ])('$text', ({ text, figures, want }) => {
    const cells: Array<[number, string]> = [[40, text], ...figures.map((f, i): [number, string] => [380 + 90 * i, f])];
    const lines = paystubLines(page(line(100, cells))[0]);
    expect(labelledParty(lines, 'employer', partyName)?.value ?? null).toBe(want);
  });
});

describe('whole layouts', () => {
  it('values over their small-print labels, deductions as current / YTD pairs, table titles under their rows', () => {
    const stub = extractPaystubFromPages(
      page(
        line(48, [[36, 'Harbor Lane Bakery'], [506, 'Check No. 1001']], 13),
        line(62, [[36, '410 Ocean View Road']]),
        line(73, [[36, 'Norfolk, VA 23503']]),
        line(85, [[36, 'EMPLOYER']], 7),
        line(120, [[330, 'Marisol Quintero-Banks']], 10),
        line(132, [[330, '77 Willow Court']]),
        line(143, [[330, 'Chesapeake, VA 23320']]),
        line(155, [[330, 'EMPLOYEE']], 7),
        line(199, [[42, '10-APR-2026'], [177, '22-MAR-2026'], [312, '04-APR-2026'], [447, 'Biweekly']], 10),
        line(209, [[42, 'PAY DATE'], [177, 'PERIOD BEGIN'], [312, 'PERIOD END'], [447, 'PAY FREQUENCY']], 7),
        line(233, [[121, '$1,800.00'], [256, '$1,500.00'], [385, '$12,600.00'], [520, '$10,500.00']], 10),
        line(243, [[127, 'GROSS PAY'], [272, 'NET PAY'], [382, 'GROSS PAY YTD'], [527, 'NET PAY YTD']], 7),
        line(393, [[36, 'Taxes and Deductions']], 10),
        line(412, [[40, 'Federal Income Tax'], [470, '200.00 /', 'r'], [570, '1,400.00', 'r']]),
        line(424, [[40, 'Medicare'], [470, '25.00 /', 'r'], [570, '175.00', 'r']]),
        // Titles under their rows, a point apart as a picture sets them: one over the other, not side by side.
        line(434, [[41, 'TAXES WITHHELD']], 7),
        line(446, [[40, 'Dental'], [470, '75.00 /', 'r'], [570, '525.00', 'r']]),
        line(458, [[40, 'Parking'], [470, '-- /', 'r'], [570, '60.00', 'r']]),
        line(468, [[40, 'BEFORE-TAX DEDUCTIONS']], 7),
        line(480, [[428, 'THIS PERIOD'], [524, 'YEAR TO DATE']], 7),
        line(500, [[40, 'Total Taxes and Deductions'], [470, '300.00 /', 'r'], [570, '2,160.00', 'r']]),
        line(540, [[40, 'First Bank xxxx1234'], [570, '1,500.00', 'r']], 10),
        line(550, [[40, 'DEPOSITED TO ACCOUNT'], [500, 'AMOUNT DEPOSITED']], 7),
      ),
    );
    expect(stub).toMatchObject({
      employer_name: 'Harbor Lane Bakery',
      employer_address: { lines: ['410 Ocean View Road'], city: 'Norfolk', state: 'VA', postal_code: '23503' },
      employee_name: 'Marisol Quintero-Banks',
      employee_address: { lines: ['77 Willow Court'], city: 'Chesapeake', state: 'VA', postal_code: '23320' },
      pay_date: '2026-04-10',
      period_start: '2026-03-22',
      period_end: '2026-04-04',
      printed_frequency: 'BIWEEKLY',
      gross_cents: 180000,
      net_cents: 150000,
      ytd_gross_cents: 1260000,
      ytd_net_cents: 1050000,
    });
    // Parking stopped earlier in the year ("-- / 60.00"): no current amount, not a deduction of this pay.
    expect(stub.deductions).toEqual([
      { name: 'Federal Income Tax', amount_cents: 20000, ytd_cents: 140000 },
      { name: 'Medicare', amount_cents: 2500, ytd_cents: 17500 },
      { name: 'Dental', amount_cents: 7500, ytd_cents: 52500 },
    ]);
  });

  it('an Australian payslip: tax tags beside the deductions, superannuation paid by the employer apart', () => {
    const stub = extractPaystubFromPages(
      page(
        line(52, [[42, 'Coolabah Freight Pty Ltd'], [464, 'Payslip']], 22),
        line(68, [[42, 'Level 3, 20 Bridge Street'], [338, 'Pay Period'], [435, '02/03/2026 to 15/03/2026']]),
        line(80, [[42, 'Parramatta NSW 2150'], [338, 'Payment Date'], [501, '19/03/2026']]),
        line(92, [[42, 'ABN 11 222 333 444'], [338, 'Pay Frequency'], [504, 'Fortnightly']]),
        line(150, [[52, 'Mei Ling Tran'], [320, 'Employment Basis'], [514, 'Part-time']], 10),
        line(164, [[52, '5/12 Harris Street'], [320, 'Tax File Number'], [514, 'Provided']]),
        line(176, [[52, 'Pyrmont NSW 2009']]),
        line(246, [[48, 'EARNINGS'], [272, 'Hours'], [348, 'Rate'], [420, 'This Pay'], [528, 'YTD']]),
        line(262, [[48, 'Ordinary Hours'], [294.5, '76.00', 'r'], [366, '35.0000', 'r'], [456, '2,660.00', 'r'], [541.5, '31,920.00', 'r']]),
        line(278, [[48, 'Gross Pay'], [456, '2,660.00', 'r'], [541.5, '31,920.00', 'r']]),
        line(344, [[48, 'DEDUCTIONS'], [420, 'This Pay'], [528, 'YTD']]),
        line(360, [[48, 'PAYG Withholding'], [260, 'Tax'], [456, '400.00', 'r'], [541.5, '4,800.00', 'r']]),
        line(373, [[48, 'Salary Sacrifice Super'], [260, 'Pre-tax'], [456, '100.00', 'r'], [541.5, '1,200.00', 'r']]),
        line(386, [[48, 'Workplace Giving'], [260, 'Post-tax'], [456, '10.00', 'r'], [541.5, '120.00', 'r']]),
        line(402, [[48, 'Total Deductions'], [456, '510.00', 'r'], [541.5, '6,120.00', 'r']]),
        line(434, [[519, 'Net YTD']], 7),
        line(445, [[48, 'NET PAY'], [456, '$2,150.00', 'r'], [541.5, '25,800.00', 'r']], 12),
        line(477, [[48, 'SUPERANNUATION (EMPLOYER CONTRIBUTIONS)'], [420, 'This Pay'], [528, 'YTD']]),
        line(493, [[48, 'Superannuation Guarantee (12%)'], [456, '319.20', 'r'], [541.5, '3,830.40', 'r']]),
      ),
    );
    expect(stub).toMatchObject({
      employer_name: 'Coolabah Freight Pty Ltd',
      employer_address: { lines: ['Level 3, 20 Bridge Street'], city: 'Parramatta', state: 'NSW', postal_code: '2150' },
      employee_name: 'Mei Ling Tran',
      employee_address: { lines: ['5/12 Harris Street'], city: 'Pyrmont', state: 'NSW', postal_code: '2009' },
      pay_date: '2026-03-19',
      period_start: '2026-03-02',
      period_end: '2026-03-15',
      printed_frequency: 'BIWEEKLY',
      gross_cents: 266000,
      net_cents: 215000,
      ytd_gross_cents: 3192000,
      ytd_net_cents: 2580000,
    });
    expect(stub.deductions).toEqual([
      { name: 'PAYG Withholding', amount_cents: 40000, ytd_cents: 480000 },
      { name: 'Salary Sacrifice Super', amount_cents: 10000, ytd_cents: 120000 },
      { name: 'Workplace Giving', amount_cents: 1000, ytd_cents: 12000 },
    ]);
  });

  it('an Irish payslip: This Period and Cumulative, PAYE, USC and PRSI tagged Statutory, Eircodes, employer PRSI apart', () => {
    const stub = extractPaystubFromPages(
      page(
        line(65, [[49, 'Claddagh Software Ltd'], [473, 'PAYSLIP']], 18),
        line(79, [[49, 'Unit 5, Liosbaun Business Park'], [460, 'Pay Date: 27.03.2026']], 10),
        line(91, [[49, 'Galway, H91 T8W2'], [463, 'Tax Period: Month 3']], 10),
        line(101, [[49, 'Employer Reg. No. 1234567T'], [469, 'Frequency: Monthly']], 10),
        line(133, [[53, 'Employee'], [163, 'Siún Nic Giolla Bhríde'], [294, 'PPS Number'], [404, '1234567AB']]),
        line(147, [[163, '14 Bóthar an Chladaigh']]),
        line(157, [[53, 'Address'], [163, 'Knocknacarra'], [294, 'Pay Period'], [404, '01.03.2026 – 31.03.2026']]),
        line(167, [[163, 'Galway, H91 C2E4']]),
        line(222, [[54, 'Payments'], [223, 'Hours'], [319, 'Rate'], [395, 'This Period'], [497, 'Cumulative']]),
        line(238, [[54, 'Basic Salary'], [444.5, '4,000.00', 'r'], [542, '12,000.00', 'r']], 10),
        line(285, [[54, 'Gross Pay'], [444.5, '4,000.00', 'r'], [542, '12,000.00', 'r']], 10),
        line(310, [[54, 'Deductions'], [207, 'Type'], [380, 'This Period'], [497, 'Cumulative']]),
        line(326, [[54, 'PAYE'], [207, 'Statutory'], [429.5, '500.00', 'r'], [542, '1,500.00', 'r']], 10),
        line(342, [[54, 'USC'], [207, 'Statutory'], [429.5, '120.00', 'r'], [542, '360.00', 'r']], 10),
        line(357, [[54, 'PRSI Class A1'], [207, 'Statutory'], [429.5, '164.00', 'r'], [542, '492.00', 'r']], 10),
        line(373, [[54, 'Health Insurance'], [207, 'Voluntary'], [429.5, '60.00', 'r'], [542, '180.00', 'r']], 10),
        line(404, [[54, 'Total Deductions'], [429.5, '844.00', 'r'], [542, '2,532.00', 'r']], 10),
        line(434, [[57, 'Gross Pay'], [181, 'Total Deductions'], [305, 'Net Pay to Date'], [429, 'NET PAY']], 8),
        line(446, [[57, '€4,000.00'], [181, '€844.00'], [305, '€9,468.00'], [429, '€3,156.00']], 12),
        line(476, [[54, 'Employer Contributions (not deducted)'], [367, 'This Period'], [497, 'Cumulative']]),
        line(492, [[54, 'Employer PRSI'], [429.5, '446.00', 'r'], [542, '1,338.00', 'r']], 10),
      ),
    );
    expect(stub).toMatchObject({
      employer_name: 'Claddagh Software Ltd',
      employer_address: { lines: ['Unit 5, Liosbaun Business Park'], city: 'Galway', state: null, postal_code: 'H91 T8W2' },
      employee_name: 'Siún Nic Giolla Bhríde',
      employee_address: { lines: ['14 Bóthar an Chladaigh', 'Knocknacarra'], city: 'Galway', state: null, postal_code: 'H91 C2E4' },
      pay_date: '2026-03-27',
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      printed_frequency: 'MONTHLY',
      gross_cents: 400000,
      net_cents: 315600,
      ytd_gross_cents: 1200000,
      ytd_net_cents: 946800,
    });
    expect(stub.deductions).toEqual([
      { name: 'PAYE', amount_cents: 50000, ytd_cents: 150000 },
      { name: 'USC', amount_cents: 12000, ytd_cents: 36000 },
      { name: 'PRSI Class A1', amount_cents: 16400, ytd_cents: 49200 },
      { name: 'Health Insurance', amount_cents: 6000, ytd_cents: 18000 },
    ]);
  });

  it('a row with one figure under the YTD figures of the rows around it (no header over them) is YTD only', () => {
    const stub = extractPaystubFromPages(
      page(
        line(60, [[40, 'Gross Pay'], [300, '1,000.00', 'r'], [400, '9,000.00', 'r']]),
        line(90, [[40, 'Deductions']]),
        line(105, [[40, 'Federal Income Tax'], [300, '10.00', 'r'], [400, '100.00', 'r']]),
        line(118, [[40, 'Medicare'], [300, '20.00', 'r'], [400, '200.00', 'r']]),
        line(131, [[40, 'Parking'], [400, '300.00', 'r']]),
        line(144, [[40, 'Dental'], [300, '5.00', 'r'], [400, '50.00', 'r']]),
        line(170, [[40, 'Net Pay'], [300, '965.00', 'r'], [400, '8,350.00', 'r']]),
      ),
    );
    expect(stub.deductions.map((d) => [d.name, d.amount_cents, d.ytd_cents])).toEqual([
      ['Federal Income Tax', 1000, 10000],
      ['Medicare', 2000, 20000],
      ['Dental', 500, 5000],
    ]);
  });

  it('a table total named like its title does not stand in for the item it totals', () => {
    const stub = extractPaystubFromPages(
      page(
        line(60, [[40, 'Gross Pay'], [300, '1,000.00', 'r']]),
        line(90, [[40, 'Deductions'], [300, 'Current', 'r']]),
        line(105, [[40, 'Federal Income Tax'], [300, '100.00', 'r']]),
        line(130, [[40, 'Post Tax Deductions']]),
        line(145, [[40, 'Union Dues'], [300, '40.00', 'r']]),
        line(160, [[40, 'Post Tax Deductions'], [300, '40.00', 'r']]),
        line(190, [[40, 'Net Pay'], [300, '860.00', 'r']]),
      ),
    );
    expect(stub.deductions.map((d) => [d.name, d.amount_cents])).toEqual([
      ['Federal Income Tax', 10000],
      ['Union Dues', 4000],
    ]);
  });
});

describe('partyName: a bracket left open or closed alone is the end of a heading, not a name', () => {
  it.each([
    ['CONTRIBUTIONS)', null],
    ['CONTRIBUTIONS) CONTRIBUTIONS)', null],
    ['(Pty Ltd', null],
    ['Outback Tyres (Aust) Pty Ltd', 'Outback Tyres (Aust) Pty Ltd'],
  ])('%s', (text, want) => {
    expect(partyName(text)).toBe(want);
  });
});

describe('clean: a deduction name as printed, with what a picture adds put right', () => {
  it.each([
    ['PRSI Class Al', 'PRSI Class A1'],
    ['PRSI CLASS Al', 'PRSI CLASS A1'],
    // AL is a class of its own: only a lower-case l after the capital is a misread 1.
    ['PRSI Class AL', 'PRSI Class AL'],
    ['Social Security.', 'Social Security'],
    ['Al Health Plan', 'Al Health Plan'],
  ])('%s', (text, want) => {
    expect(clean(text)).toBe(want);
  });
});

describe('findLabelled: a date OCR cut into cells at its word spaces (a typewriter font)', () => {
  it.each([
    { cells: [[59, 'CHECK DATE:'], [135, 'Feb 6,'], [174, '2026'], [254, 'CHECK NO:'], [315, '84827']], kind: 'payDate' as const, want: '2026-02-06' },
    { cells: [[59, 'PERIOD:'], [135, 'Jan 26,'], [182, '2026'], [219, 'Feb 1,'], [255, '2026']], kind: 'period' as const, want: ['2026-01-26', '2026-02-01'] },
    { cells: [[59, 'PERIOD:'], [135, 'Jan 26, 2026 - Feb 1,'], [255, '2026']], kind: 'period' as const, want: ['2026-01-26', '2026-02-01'] },
    // Far apart, the next cell is another field's.
    { cells: [[59, 'CHECK DATE:'], [135, 'Feb 6,'], [300, '2026']], kind: 'payDate' as const, want: null },
  ] as Array<{ cells: Array<[number, string]>; kind: 'payDate' | 'period'; want: unknown }>)('$kind from $cells', ({ cells, kind, want }) => {
    const lines = paystubLines(page(line(100, cells, 10))[0]);
    const got = kind === 'payDate' ? findLabelled(lines, kind, (t) => oneDate(t)) : findLabelled(lines, kind, (t) => dateRange(t));
    expect(got?.value ?? null).toEqual(want);
  });
});

describe('transposedSummary: the YTD row whose label a picture lost', () => {
  it.each([
    { name: 'labelled', ytd: 'YTD', want: { ytdGross: 1200000, ytdNet: 960000 } },
    { name: 'its label lost, right after Current', ytd: null, want: { ytdGross: 1200000, ytdNet: 960000 } },
  ])('$name', ({ ytd, want }) => {
    const ytdRow: Array<[number, string] | [number, string, 'r']> = [[200, '12,000.00', 'r'], [300, '2,400.00', 'r'], [400, '9,600.00', 'r']];
    const lines = paystubLines(
      page(
        line(100, [[150, 'Gross Pay'], [240, 'Taxes'], [350, 'Net Pay']]),
        line(114, [[40, 'Current'], [200, '1,000.00', 'r'], [300, '200.00', 'r'], [400, '800.00', 'r']]),
        line(128, ytd ? [[40, ytd], ...ytdRow] : ytdRow),
      )[0],
    );
    const summary = transposedSummary(lines);
    expect({ gross: summary.gross, net: summary.net, ytdGross: summary.ytdGross, ytdNet: summary.ytdNet }).toEqual({ gross: 100000, net: 80000, ...want });
  });

  it('a row of figures that follows no Current row is not taken for YTD', () => {
    const lines = paystubLines(
      page(
        line(100, [[150, 'Gross Pay'], [350, 'Net Pay']]),
        line(114, [[200, '12,000.00', 'r'], [400, '9,600.00', 'r']]),
      )[0],
    );
    expect(transposedSummary(lines).ytdGross).toBeNull();
  });
});

describe('findLabelled: a row titled "Year to date" holds the year\'s gross and net', () => {
  const cells: Array<[number, string]> = [[20, 'YEAR TO DATE'], [120, 'Gross SI$18,138.50'], [260, 'Deductions SI$3,638.74'], [400, 'Net SI$14,499.76']];
  it.each([
    { cells, kind: 'ytdGross' as const, want: 1813850 },
    { cells, kind: 'ytdNet' as const, want: 1449976 },
    { cells, kind: 'gross' as const, want: null },
    { cells, kind: 'net' as const, want: null },
    // No such title: the period's figures.
    { cells: [[20, 'TOTALS'], [120, 'Gross $2,304.50'], [400, 'Net $1,968.86']] as Array<[number, string]>, kind: 'gross' as const, want: 230450 },
    { cells: [[20, 'TOTALS'], [120, 'Gross $2,304.50'], [400, 'Net $1,968.86']] as Array<[number, string]>, kind: 'ytdGross' as const, want: null },
  ])('$kind from $cells', ({ cells, kind, want }) => {
    const lines = paystubLines(page(line(100, cells, 10))[0]);
    expect(findLabelled(lines, kind, payFigureIn)?.value ?? null).toBe(want);
  });
});

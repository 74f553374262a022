// Extraction on small hand-built pages: labels left of, above and in a table header; side-by-side
// and stacked tables; the errors for no text and no pay figures.
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { PaystubParseError } from '../paystub.types.ts';
import { extractPaystubFromPages, NO_PAY_FIGURES } from './extract-paystub.ts';

/** Items on one baseline: [x, text] (left edge) or [x, text, 'r'] (right edge, 5 pt a character). */
const line = (y: number, cells: Cell[], size = 8): TextItem[] => textLine(y, cells, size);
const page = (...lines: TextItem[][]): PdfPage[] => [pageOf(1, 612, 792, lines)];

const EMPLOYER = [line(40, [[40, 'Acme Widgets LLC']], 10), line(52, [[40, '100 Main St']]), line(63, [[40, 'Austin, TX 78701']])];
const EMPLOYEE = [line(120, [[60, 'Jane Q Public']], 10), line(132, [[60, '5 Oak Ave']]), line(143, [[60, 'Apt 2']]), line(154, [[60, 'Dallas, TX 75201']])];

const cases: Array<{ name: string; pages: PdfPage[]; expect: Record<string, unknown> }> = [
  {
    name: 'labels left of values, side-by-side tables with Current and YTD',
    pages: page(
      ...EMPLOYER,
      line(40, [[380, 'Pay Date:'], [470, '01/16/2026']]),
      line(52, [[380, 'Period Beginning:'], [470, '01/01/2026']]),
      line(63, [[380, 'Period Ending:'], [470, '01/15/2026']]),
      line(74, [[380, 'Pay Frequency:'], [470, 'Semi-Monthly']]),
      ...EMPLOYEE,
      line(220, [[40, 'Earnings'], [160, 'Rate', 'r'], [205, 'Hours', 'r'], [250, 'Current', 'r'], [308, 'YTD', 'r'], [325, 'Deductions'], [500, 'Current', 'r'], [572, 'YTD', 'r']]),
      line(236, [[40, 'Regular'], [160, '25.0000', 'r'], [205, '80.00', 'r'], [250, '2,000.00', 'r'], [308, '2,000.00', 'r'], [325, 'Federal Income Tax'], [500, '200.00', 'r'], [572, '200.00', 'r']]),
      line(247, [[325, 'Social Security'], [500, '124.00', 'r'], [572, '124.00', 'r']]),
      line(258, [[325, 'Medicare'], [500, '29.00', 'r'], [572, '29.00', 'r']]),
      line(272, [[40, 'Gross Pay'], [250, '2,000.00', 'r'], [308, '2,000.00', 'r'], [325, 'Total Deductions'], [500, '353.00', 'r'], [572, '353.00', 'r']]),
      line(290, [[40, 'Net Pay'], [250, '1,647.00', 'r'], [308, '1,647.00', 'r']]),
      line(320, [[40, 'Checking XXXX1234'], [250, '1,647.00', 'r']]),
    ),
    expect: {
      employer_name: 'Acme Widgets LLC',
      employee_name: 'Jane Q Public',
      employee_address: { lines: ['5 Oak Ave', 'Apt 2'], city: 'Dallas', state: 'TX', postal_code: '75201' },
      pay_date: '2026-01-16',
      period_start: '2026-01-01',
      period_end: '2026-01-15',
      printed_frequency: 'SEMI_MONTHLY',
      gross_cents: 200000,
      net_cents: 164700,
      ytd_gross_cents: 200000,
      ytd_net_cents: 164700,
      deductions: [
        { name: 'Federal Income Tax', amount_cents: 20000, ytd_cents: 20000 },
        { name: 'Social Security', amount_cents: 12400, ytd_cents: 12400 },
        { name: 'Medicare', amount_cents: 2900, ytd_cents: 2900 },
      ],
      earnings: [{ name: 'Regular', hours: 80, rate_cents: 2500, amount_cents: 200000, ytd_cents: 200000 }],
    },
  },
  {
    name: 'labels above values, one stacked table, deductions between gross and net without titles',
    pages: page(
      ...EMPLOYER,
      line(110, [[44, 'Check Date'], [150, 'Pay Period'], [330, 'Pay Frequency']]),
      line(122, [[44, 'Jan 16, 2026'], [150, '2026-01-03 - 2026-01-16'], [330, 'Bi-Weekly']]),
      ...EMPLOYEE.map((l) => l.map((i) => ({ ...i, y: i.y + 60 }))),
      line(250, [[44, 'Description'], [480, 'This Period', 'r'], [566, 'Year to Date', 'r']]),
      line(262, [[56, 'Salary'], [480, '$3,000.00', 'r'], [566, '$6,000.00', 'r']]),
      line(274, [[44, 'Gross Earnings'], [480, '$3,000.00', 'r'], [566, '$6,000.00', 'r']]),
      line(286, [[56, 'Fed Withholding'], [480, '$300.00', 'r'], [566, '$600.00', 'r']]),
      line(298, [[56, '401(k)'], [480, '$150.00', 'r'], [566, '$300.00', 'r']]),
      line(312, [[44, 'Take Home Pay'], [480, '$2,550.00', 'r'], [566, '$5,100.00', 'r']]),
    ),
    expect: {
      pay_date: '2026-01-16',
      period_start: '2026-01-03',
      period_end: '2026-01-16',
      printed_frequency: 'BIWEEKLY',
      gross_cents: 300000,
      net_cents: 255000,
      ytd_gross_cents: 600000,
      ytd_net_cents: 510000,
      deductions: [
        { name: 'Fed Withholding', amount_cents: 30000, ytd_cents: 60000 },
        { name: '401(k)', amount_cents: 15000, ytd_cents: 30000 },
      ],
      earnings: [{ name: 'Salary', hours: null, rate_cents: null, amount_cents: 300000, ytd_cents: 600000 }],
    },
  },
  {
    name: 'Employer: and Employee: labels, "Period: a - b", Net Check, YTD summary by label',
    pages: page(
      line(70, [[40, 'Employer:'], [100, 'Globex Corp.'], [320, 'Employee:'], [382, 'Sam Lee']]),
      line(81, [[100, '9 Elm St'], [382, '77 Pine St']]),
      line(92, [[100, 'Denver, CO 80202'], [382, 'Boulder, CO 80301']]),
      line(140, [[40, 'Advice Date: 2026-01-30'], [220, 'Period: 2026-01-01 - 2026-01-31']]),
      line(175, [[40, 'Earnings'], [470, 'Current', 'r']]),
      line(188, [[48, 'Regular Pay'], [470, '4,000.00', 'r']]),
      line(200, [[40, 'Total Earnings'], [470, '4,000.00', 'r']]),
      line(224, [[40, 'Withholdings'], [470, 'Current', 'r']]),
      line(237, [[48, 'CO State Income Tax'], [470, '176.00', 'r']]),
      line(252, [[40, 'Net Check'], [470, '3,824.00', 'r']]),
      line(290, [[40, 'YTD Gross:'], [200, '4,000.00', 'r'], [260, 'YTD Net:'], [420, '3,824.00', 'r']]),
    ),
    expect: {
      employer_name: 'Globex Corp.',
      employer_address: { lines: ['9 Elm St'], city: 'Denver', state: 'CO', postal_code: '80202' },
      employee_name: 'Sam Lee',
      employee_address: { lines: ['77 Pine St'], city: 'Boulder', state: 'CO', postal_code: '80301' },
      pay_date: '2026-01-30',
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      printed_frequency: null,
      gross_cents: 400000,
      net_cents: 382400,
      ytd_gross_cents: 400000,
      ytd_net_cents: 382400,
      deductions: [{ name: 'CO State Income Tax', amount_cents: 17600, ytd_cents: null }],
    },
  },
  {
    name: 'letter-spaced headings with the value below, left-aligned headings over right-aligned figures, negatives',
    pages: page(
      line(40, [[40, 'E M P L O Y E E'], [310, 'E M P L O Y E R']], 7),
      line(52, [[40, 'Jane Q Public'], [310, 'Acme Widgets LLC']]),
      line(63, [[40, '5 Oak Ave'], [310, '100 Main St']]),
      line(74, [[40, 'Dallas, TX 75201'], [310, 'Austin, TX 78701']]),
      line(96, [[40, 'P A Y  P E R I O D'], [230, 'P A Y  D A T E']], 7),
      line(108, [[40, '2026-01-03 - 2026-01-16'], [230, '2026-01-23']]),
      line(130, [[40, 'Earnings'], [300, 'Current'], [420, 'YTD Amount']]),
      line(142, [[40, 'Salary'], [380, '3,000.00', 'r'], [560, '6,000.00', 'r']]),
      line(154, [[40, 'Total Gross'], [380, '3,000.00', 'r'], [560, '6,000.00', 'r']]),
      line(174, [[40, 'Taxes'], [300, 'Current'], [420, 'YTD Amount']]),
      line(186, [[40, 'Federal Withholding'], [380, '(300.00)', 'r'], [560, '(600.00)', 'r']]),
      line(198, [[40, 'Medicare Employee'], [380, '43.50-', 'r'], [560, '87.00-', 'r']]),
      line(218, [[40, 'Deductions from Gross'], [300, 'Current'], [420, 'YTD Amount']]),
      line(230, [[40, 'Health Insurance'], [380, '-56.50', 'r'], [560, '-113.00', 'r']]),
      line(250, [[40, 'Net Pay'], [380, '2,600.00', 'r'], [560, '5,200.00', 'r']]),
    ),
    expect: {
      employer_name: 'Acme Widgets LLC',
      employee_name: 'Jane Q Public',
      pay_date: '2026-01-23',
      period_start: '2026-01-03',
      period_end: '2026-01-16',
      gross_cents: 300000,
      net_cents: 260000,
      ytd_gross_cents: 600000,
      deductions: [
        { name: 'Federal Withholding', amount_cents: 30000, ytd_cents: 60000 },
        { name: 'Medicare Employee', amount_cents: 4350, ytd_cents: 8700 },
        { name: 'Health Insurance', amount_cents: 5650, ytd_cents: 11300 },
      ],
    },
  },
  {
    name: 'employer-paid taxes beside the employee taxes and a summary below are not deductions',
    pages: page(
      ...EMPLOYER,
      line(80, [[40, 'Pay period: Feb 1, 2026 - Feb 7, 2026  Pay Day: Feb 10, 2026']]),
      line(110, [[40, 'Earnings'], [250, 'Current', 'r'], [330, 'Year To Date', 'r']]),
      line(122, [[40, 'Regular'], [250, '$1,000.00', 'r'], [330, '$5,000.00', 'r']]),
      line(134, [[40, 'Gross Earnings'], [250, '$1,000.00', 'r'], [330, '$5,000.00', 'r']]),
      line(154, [[40, 'Employee Taxes Withheld'], [310, 'Employer Taxes']]),
      line(166, [[40, 'Employee Tax'], [200, 'Current', 'r'], [280, 'Year To Date', 'r'], [310, 'Company Tax'], [480, 'Current', 'r'], [560, 'Year To Date', 'r']]),
      line(178, [[40, 'Social Security'], [200, '$62.00', 'r'], [280, '$310.00', 'r'], [310, 'Social Security'], [480, '$62.00', 'r'], [560, '$310.00', 'r']]),
      line(190, [[40, 'Medicare'], [200, '$14.50', 'r'], [280, '$72.50', 'r'], [310, 'FUTA'], [480, '$6.00', 'r'], [560, '$30.00', 'r']]),
      line(210, [[40, 'Summary'], [250, 'Current', 'r'], [330, 'Year To Date', 'r']]),
      line(222, [[40, 'Taxes'], [250, '$76.50', 'r'], [330, '$382.50', 'r']]),
      line(234, [[40, 'Net Pay'], [250, '$923.50', 'r'], [330, '$4,617.50', 'r']]),
    ),
    expect: {
      pay_date: '2026-02-10',
      period_start: '2026-02-01',
      period_end: '2026-02-07',
      gross_cents: 100000,
      net_cents: 92350,
      ytd_net_cents: 461750,
      deductions: [
        { name: 'Social Security', amount_cents: 6200, ytd_cents: 31000 },
        { name: 'Medicare', amount_cents: 1450, ytd_cents: 7250 },
      ],
    },
  },
  {
    name: 'a summary turned on its side, a label in a grid over a value below, a two-line label',
    pages: page(
      line(40, [[215, 'Evergreen Health LLC']], 10),
      line(52, [[200, '7750 Elm St'], [262, 'Raleigh, NC 27697']]),
      line(72, [[40, 'Name'], [150, 'Period'], [260, 'Check Date']]),
      line(80, [[150, 'End']]),
      line(92, [[40, 'Maria L Kowalski'], [150, '02/28/2025'], [260, '03/05/2025']]),
      line(112, [[90, 'Gross Pay'], [200, 'Employee Taxes'], [320, 'Net Pay']]),
      line(124, [[40, 'Current'], [150, '1,583.33', 'r'], [290, '298.10', 'r'], [400, '1,285.23', 'r']]),
      line(136, [[40, 'YTD'], [150, '6,333.32', 'r'], [290, '1,192.40', 'r'], [400, '5,140.92', 'r']]),
      line(156, [[40, 'Employee Taxes'], [300, 'Amount'], [420, 'YTD']]),
      line(168, [[40, 'Federal Withholding'], [380, '200.00', 'r'], [500, '800.00', 'r']]),
      line(180, [[40, 'OASDI'], [380, '98.10', 'r'], [500, '392.40', 'r']]),
    ),
    expect: {
      employer_name: 'Evergreen Health LLC',
      employer_address: { lines: ['7750 Elm St'], city: 'Raleigh', state: 'NC', postal_code: '27697' },
      employee_name: 'Maria L Kowalski',
      pay_date: '2025-03-05',
      period_end: '2025-02-28',
      gross_cents: 158333,
      net_cents: 128523,
      ytd_gross_cents: 633332,
      ytd_net_cents: 514092,
      deductions: [
        { name: 'Federal Withholding', amount_cents: 20000, ytd_cents: 80000 },
        { name: 'OASDI', amount_cents: 9810, ytd_cents: 39240 },
      ],
    },
  },
  {
    name: 'a breakdown of one deduction printed beside the table is not counted twice',
    pages: page(
      ...EMPLOYER,
      line(90, [[40, 'Check Date: 07/30/2021']]),
      line(110, [[200, 'Current', 'r'], [300, 'YTD', 'r']]),
      line(122, [[40, 'Total Earnings'], [200, '1,000.00', 'r'], [300, '9,000.00', 'r']]),
      line(142, [[40, 'DEDUCTIONS'], [380, 'VOLUNTARY DEDUCTIONS AND ANNUITIES']]),
      line(154, [[40, 'Federal Withholding'], [200, '100.00', 'r'], [300, '900.00', 'r'], [340, 'RES SERV'], [450, '50.00', 'r']]),
      line(166, [[40, 'Misc. Vol. Deductions'], [200, '50.00', 'r'], [300, '450.00', 'r']]),
      line(178, [[40, 'Other Deductions'], [200, '0.00', 'r'], [300, '0.00', 'r']]),
      line(196, [[40, 'NET PAY'], [200, '850.00', 'r'], [300, '7,650.00', 'r']]),
    ),
    expect: {
      gross_cents: 100000,
      net_cents: 85000,
      deductions: [
        { name: 'Federal Withholding', amount_cents: 10000, ytd_cents: 90000 },
        { name: 'Misc. Vol. Deductions', amount_cents: 5000, ytd_cents: 45000 },
        { name: 'Other Deductions', amount_cents: 0, ytd_cents: 0 },
      ],
    },
  },
  {
    name: 'words in boxes of their own, as OCR gives them, read as labels of several words',
    pages: page(
      ...EMPLOYER,
      line(90, [[380, 'Period'], [410, 'Beginning:'], [470, '01/03/2026']]),
      line(102, [[380, 'Period'], [410, 'Ending:'], [470, '01/16/2026']]),
      line(114, [[380, 'Pay'], [398, 'Date:'], [470, '01/23/2026']]),
      line(140, [[40, 'Earnings'], [226, 'this'], [248, 'period'], [330, 'year'], [352, 'to'], [366, 'date']]),
      line(152, [[40, 'Regular'], [272, '2,000.00', 'r'], [382, '4,000.00', 'r']]),
      line(164, [[40, 'Gross'], [66, 'Pay'], [272, '2,000.00', 'r'], [382, '4,000.00', 'r']]),
      line(176, [[40, 'Federal'], [74, 'Income'], [104, 'Tax'], [272, '-200.00', 'r'], [382, '400.00', 'r']]),
      line(188, [[40, 'Social'], [70, 'Security'], [108, 'Tax'], [272, '-124.00', 'r'], [382, '248.00', 'r']]),
      line(200, [[40, 'Net'], [58, 'Pay'], [272, '1,676.00', 'r'], [382, '3,352.00', 'r']]),
    ),
    expect: {
      pay_date: '2026-01-23',
      period_start: '2026-01-03',
      period_end: '2026-01-16',
      gross_cents: 200000,
      net_cents: 167600,
      ytd_gross_cents: 400000,
      deductions: [
        { name: 'Federal Income Tax', amount_cents: 20000, ytd_cents: 40000 },
        { name: 'Social Security Tax', amount_cents: 12400, ytd_cents: 24800 },
      ],
    },
  },
  {
    name: 'labels drawn with no space ("PeriodBeginning:", "GrossPay", "NetPay"), an address on one line split by dots',
    pages: page(
      line(40, [[204, 'HARBOR MANUFACTURING CO.']], 12),
      line(52, [[190, '364 River Rd · Suite 815 · Newark, NJ 07112']]),
      line(90, [[380, 'PeriodBeginning:'], [470, '01/03/2026']]),
      line(102, [[380, 'PeriodEnding:'], [470, '01/16/2026']]),
      line(114, [[380, 'PayDate:'], [470, '01/23/2026']]),
      line(140, [[40, 'Description'], [272, 'Current', 'r'], [382, 'YTD', 'r']]),
      line(152, [[40, 'GrossPay'], [272, '2,000.00', 'r'], [382, '4,000.00', 'r']]),
      line(164, [[40, 'FederalIncomeTax'], [272, '200.00', 'r'], [382, '400.00', 'r']]),
      line(176, [[40, 'NetPay'], [272, '1,800.00', 'r'], [382, '3,600.00', 'r']]),
    ),
    expect: {
      employer_name: 'HARBOR MANUFACTURING CO.',
      employer_address: { lines: ['364 River Rd Suite 815'], city: 'Newark', state: 'NJ', postal_code: '07112' },
      pay_date: '2026-01-23',
      period_start: '2026-01-03',
      period_end: '2026-01-16',
      gross_cents: 200000,
      net_cents: 180000,
      ytd_gross_cents: 400000,
      ytd_net_cents: 360000,
      deductions: [{ name: 'Federal Income Tax', amount_cents: 20000, ytd_cents: 40000 }],
    },
  },
];

describe('extractPaystubFromPages', () => {
  it.each(cases)('$name', ({ pages, expect: want }) => {
    expect(extractPaystubFromPages(pages)).toMatchObject(want);
  });

  it('reads a stub that goes on over a second page: deductions and net pay after the break', () => {
    const [first] = page(
      ...EMPLOYER,
      line(90, [[380, 'Check Date: 01/23/2026']]),
      line(140, [[40, 'Description'], [272, 'Current', 'r'], [382, 'YTD', 'r']]),
      line(152, [[40, 'Regular'], [272, '2,000.00', 'r'], [382, '4,000.00', 'r']]),
      line(164, [[40, 'Gross Pay'], [272, '2,000.00', 'r'], [382, '4,000.00', 'r']]),
      line(760, [[40, 'Page 1 of 2']]),
    );
    const [second] = page(
      line(40, [[40, 'Deductions'], [272, 'Current', 'r'], [382, 'YTD', 'r']]),
      line(52, [[40, 'Federal Income Tax'], [272, '200.00-', 'r'], [382, '400.00-', 'r']]),
      line(64, [[40, 'Medicare'], [272, '29.00-', 'r'], [382, '58.00-', 'r']]),
      line(80, [[40, 'Net Pay'], [272, '1,771.00', 'r'], [382, '3,542.00', 'r']]),
    );
    expect(extractPaystubFromPages([first, { ...second, number: 2 }])).toMatchObject({
      gross_cents: 200000,
      net_cents: 177100,
      ytd_net_cents: 354200,
      deductions: [
        { name: 'Federal Income Tax', amount_cents: 20000, ytd_cents: 40000 },
        { name: 'Medicare', amount_cents: 2900, ytd_cents: 5800 },
      ],
      page: 1,
    });
  });

  it('refuses a page with no gross or net pay, saying so', () => {
    const pages = page(...EMPLOYER, line(100, [[40, 'Pay Date:'], [120, '01/16/2026']]));
    expect(() => extractPaystubFromPages(pages)).toThrow(PaystubParseError);
    expect(() => extractPaystubFromPages(pages)).toThrow(NO_PAY_FIGURES);
  });
});

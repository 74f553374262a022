// Solomon Islands payslips: one table of earnings and deductions together, told apart by their
// columns ("Code  Description  Hours  Rate  Earnings  Deductions  Year to Date", a code before each
// row's description), the period's gross the total of the Earnings column ("Totals this pay"), a line
// of the year's totals after its title ("YEAR TO DATE  Gross SI$...  Deductions SI$...  Net SI$..."),
// labels set right-aligned before their values ("Address: Lengakiki Ridge, Honiara" over "Position:
// Crane Operator"), a settlement's section in an address ("Vura 2, East Honiara") and a wharf named
// without a number under the company's name.
import { describe, expect, it } from 'vitest';
import { addressUnderHeading } from './company-heading.ts';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { placesOnly } from './parties.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { isYearToDateRow } from './vocabulary.ts';

const line = (y: number, cells: Cell[], size = 8.5) => textLine(y, cells, size);

/** A fortnight's payslip; `rows` the table's rows between its header and its totals. */
const payslip = (rows: Cell[][], totals: Cell[], net: string, ytd: [string, string, string]) => {
  const y0 = 205;
  return [
    pageOf(1, 595, 842, [
      line(56, [[40, 'Honiara Ports & Stevedoring Ltd'], [555, 'PAYSLIP', 'r']], 18),
      line(70, [[40, 'Point Cruz Wharf, Honiara, Guadalcanal']]),
      line(76, [[555, 'Fortnightly', 'r']], 9),
      line(82, [[40, 'P.O. Box 987, Honiara TIN 27784 NPF Employer No. 6802']], 8),
      line(108, [[67, 'Employee: John Maezama'], [369, 'Period Start: 06-APR-2026']]),
      line(121, [[73, 'Address: Lengakiki Ridge, Honiara'], [372, 'Period End: 19-APR-2026']]),
      line(134, [[74, 'Position: Crane Operator'], [381, 'Pay Date: 24-APR-2026']]),
      line(147, [[51, 'Employee No.: HPS266'], [368, 'Pay Number: 8']]),
      line(187, [[43, 'Code'], [74, 'Description'], [292, 'Hours', 'r'], [340, 'Rate', 'r'], [410, 'Earnings', 'r'], [480, 'Deductions', 'r'], [552, 'Year to Date', 'r']]),
      ...rows.map((cells, i) => line(y0 + 13 * i, cells)),
      line(y0 + 13 * rows.length + 8, totals),
      line(y0 + 13 * rows.length + 30, [[338, 'NET PAY'], [549, net, 'r']], 11),
      line(y0 + 13 * rows.length + 60, [[40, 'YEAR TO DATE'], [120, `Gross ${ytd[0]}`], [207, `Deductions ${ytd[1]}`], [310, `Net ${ytd[2]}`]]),
      line(y0 + 13 * rows.length + 74, [[40, 'Employer SINPF contribution 7.5%: SI$172.84 this pay, SI$1,360.40 year to date.']], 8),
    ]),
  ];
};

const fortnight = () =>
  payslip(
    [
      [[43, 'E01'], [74, 'Ordinary Time'], [292, '72.00', 'r'], [340, '18.50', 'r'], [410, '1,332.00', 'r'], [552, '11,396.00', 'r']],
      [[43, 'E02'], [74, 'Overtime x1.5'], [292, '6.00', 'r'], [340, '27.75', 'r'], [410, '166.50', 'r'], [552, '1,054.50', 'r']],
      [[43, 'E03'], [74, 'Housing Allowance'], [410, '450.00', 'r'], [552, '3,600.00', 'r']],
      [[43, 'E04'], [74, 'Wharf Shift Allowance'], [552, '720.00', 'r']],
      [[43, 'D01'], [74, 'PAYE Income Tax'], [480, '195.42', 'r'], [552, '1,531.82', 'r']],
      [[43, 'D02'], [74, 'SINPF Member 5%'], [480, '115.22', 'r'], [552, '906.92', 'r']],
      [[43, 'D03'], [74, 'Maritime Workers Union Dues'], [480, '25.00', 'r'], [552, '200.00', 'r']],
      [[43, 'D04'], [74, 'Salary Advance'], [552, '1,000.00', 'r']],
    ],
    [[74, 'Totals this pay'], [410, '1,948.50', 'r'], [480, '335.64', 'r']],
    'SI$1,612.86',
    ['SI$18,138.50', 'SI$3,638.74', 'SI$14,499.76'],
  );

describe('extractPaystubFromPages: a table of earnings and deductions together', () => {
  const stub = extractPaystubFromPages(fortnight());

  it.each([
    { field: 'gross_cents', want: 194850 },
    { field: 'net_cents', want: 161286 },
    { field: 'ytd_gross_cents', want: 1813850 },
    { field: 'ytd_net_cents', want: 1449976 },
    { field: 'period_start', want: '2026-04-06' },
    { field: 'period_end', want: '2026-04-19' },
    { field: 'pay_date', want: '2026-04-24' },
    { field: 'employee_name', want: 'John Maezama' },
  ] as const)('$field', ({ field, want }) => {
    expect(stub[field]).toBe(want);
  });

  it('reads the rows with a figure under Deductions as the deductions, by their descriptions, not their codes', () => {
    expect(stub.deductions).toEqual([
      { name: 'PAYE Income Tax', amount_cents: 19542, ytd_cents: 153182 },
      { name: 'SINPF Member 5%', amount_cents: 11522, ytd_cents: 90692 },
      { name: 'Maritime Workers Union Dues', amount_cents: 2500, ytd_cents: 20000 },
    ]);
  });

  it('reads the rows with a figure under Earnings as the earnings, with their hours and rates', () => {
    expect(stub.earnings).toEqual([
      { name: 'Ordinary Time', hours: 72, rate_cents: 1850, amount_cents: 133200, ytd_cents: 1139600 },
      { name: 'Overtime x1.5', hours: 6, rate_cents: 2775, amount_cents: 16650, ytd_cents: 105450 },
      { name: 'Housing Allowance', hours: null, rate_cents: null, amount_cents: 45000, ytd_cents: 360000 },
    ]);
  });

  it('reads the address under the company\'s name and the one after a right-aligned label', () => {
    expect(stub.employer_address).toEqual({ lines: ['Point Cruz Wharf', 'Honiara'], city: 'Guadalcanal', state: null, postal_code: null });
    expect(stub.employee_address).toEqual({ lines: ['Lengakiki Ridge'], city: 'Honiara', state: null, postal_code: null });
  });
});

describe('a line of the year\'s totals after its title: its gross is no figure of the period', () => {
  it('takes the period\'s gross from the summary over it', () => {
    const stub = extractPaystubFromPages([
      pageOf(1, 595, 842, [
        line(60, [[40, 'Pay Date: 24-APR-2026']]),
        line(80, [[200, 'Gross Pay', 'r'], [300, 'Deductions', 'r'], [400, 'Net Pay', 'r']]),
        line(94, [[40, 'Current'], [200, '2,304.50', 'r'], [300, '335.64', 'r'], [400, '1,968.86', 'r']]),
        line(140, [[40, 'YEAR TO DATE'], [120, 'Gross SI$18,138.50'], [310, 'Net SI$14,499.76']]),
      ]),
    ]);
    expect([stub.gross_cents, stub.net_cents, stub.ytd_gross_cents, stub.ytd_net_cents]).toEqual([230450, 196886, 1813850, 1449976]);
  });
});

describe('isYearToDateRow: a row\'s title saying its figures are the year\'s', () => {
  it.each([
    { text: 'YEAR TO DATE', want: true },
    { text: 'Year-to-date', want: true },
    { text: 'YTD', want: true },
    { text: 'Year to Date Totals', want: false },
    { text: 'Gross', want: false },
  ])('$text', ({ text, want }) => {
    expect(isYearToDateRow(text)).toBe(want);
  });
});

describe('placesOnly: a settlement\'s section before the town', () => {
  it.each([
    { text: 'Vura 2, East Honiara', want: { lines: ['Vura 2'], city: 'East Honiara', state: null, postal_code: null } },
    { text: 'White River, West Honiara', want: { lines: ['White River'], city: 'West Honiara', state: null, postal_code: null } },
    { text: 'Auki, Malaita Province', want: { lines: ['Auki'], city: 'Malaita Province', state: null, postal_code: null } },
    // The town itself is never a number's, nor is a plot's or a block's number a place.
    { text: 'Lengakiki Ridge, Honiara 2', want: null },
    { text: 'Block 8, Honiara', want: null },
  ])('$text', ({ text, want }) => {
    expect(placesOnly(text)).toEqual(want);
  });
});

describe('addressUnderHeading: a street named without a number', () => {
  it.each([
    { text: 'Point Cruz Wharf, Honiara, Guadalcanal', want: { lines: ['Point Cruz Wharf', 'Honiara'], city: 'Guadalcanal', state: null, postal_code: null } },
    { text: 'Kukum Highway, Honiara', want: { lines: ['Kukum Highway'], city: 'Honiara', state: null, postal_code: null } },
    // Places with no street word are not told from other lines under a name.
    { text: 'Honiara, Guadalcanal', want: null },
  ])('$text', ({ text, want }) => {
    expect(addressUnderHeading(text)).toEqual(want);
  });
});

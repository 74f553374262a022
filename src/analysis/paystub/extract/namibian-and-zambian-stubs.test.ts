// Namibian and Zambian payslips: a dollar with its country's letters before the net pay ("N$ 5,737.41"),
// a currency in a column's heading ("Amount (K)", kwacha), a loan's or an advance's "Balance" column
// that is neither the period's amount nor its year-to-date, a plot named "Erf" (as Namibia and South
// Africa number one) or "Stand" starting a street, a tax number after the employer's address on its
// line ("..., Zambia TPIN 1002847731"), and an "Address" label over its value rather than before it.
import { describe, expect, it } from 'vitest';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { addressWithoutPostcode, isStreetLine } from './parties.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { moneyIn } from './values.ts';
import { columnOf } from './vocabulary.ts';

const line = (y: number, cells: Cell[], size = 9) => textLine(y, cells, size);

describe('moneyIn: a dollar with its country\'s letters', () => {
  it.each([
    { text: 'N$ 5,737.41', want: 573741 },
    { text: 'N$47,390.53', want: 4739053 },
    { text: 'FJ$ 1,204.10', want: 120410 },
    { text: 'N$', want: null },
  ])('$text', ({ text, want }) => {
    expect(moneyIn(text)).toBe(want);
  });
});

describe('columnOf: kwacha and Namibian dollars in a heading, and a balance column', () => {
  it.each([
    { text: 'Amount (K)', want: 'current' },
    { text: 'YTD (K)', want: 'ytd' },
    { text: 'Current (N$)', want: 'current' },
    { text: 'Balance (K)', want: 'balance' },
    { text: 'Balance', want: 'balance' },
    { text: 'Loan Balance', want: 'balance' },
    { text: 'Outstanding', want: 'balance' },
    // A year-to-date balance is the year's figure.
    { text: 'YTD Balance', want: 'ytd' },
  ])('$text', ({ text, want }) => {
    expect(columnOf(text)).toBe(want);
  });
});

describe('isStreetLine: a plot numbered "Erf" or "Stand"', () => {
  it.each([
    { text: 'Erf 381', want: true },
    { text: 'Stand 4417 Kabulonga', want: true },
    { text: 'Erfurt', want: false },
    { text: 'Standard Bank', want: false },
  ])('$text', ({ text, want }) => {
    expect(isStreetLine(text)).toBe(want);
  });
});

describe('addressWithoutPostcode: plots, and a tax number after the address', () => {
  it.each([
    {
      text: 'Erf 381, Nelson Mandela Avenue, Klein Windhoek, Namibia',
      want: { lines: ['Erf 381', 'Nelson Mandela Avenue'], city: 'Klein Windhoek', state: null, postal_code: null },
    },
    {
      text: 'Erf 1129, Ondangwa Street, Katutura, Windhoek',
      want: { lines: ['Erf 1129', 'Ondangwa Street', 'Katutura'], city: 'Windhoek', state: null, postal_code: null },
    },
    {
      text: 'Plot 4417, Great East Road, Lusaka, Zambia TPIN 1002847731',
      want: { lines: ['Plot 4417', 'Great East Road'], city: 'Lusaka', state: null, postal_code: null },
    },
    {
      text: 'Stand 12, Kafue Road, Lusaka, VAT No. 4120113456',
      want: { lines: ['Stand 12', 'Kafue Road'], city: 'Lusaka', state: null, postal_code: null },
    },
    // A number after a town that is no tax number's stays, and the line is no address of this kind.
    { text: 'Plot 4417, Great East Road, Lusaka 10101', want: null },
  ])('$text', ({ text, want }) => {
    expect(addressWithoutPostcode(text)).toEqual(want);
  });
});

/** A Zambian payslip: Units, Amount, YTD and Balance columns, an advance repaid earlier in the year. */
const zambian = (balanceHeading: string) => [
  pageOf(1, 595, 842, [
    line(40, [[200, 'MWEMBESHI MINING SERVICES LIMITED']], 13),
    line(56, [[179, 'Plot 4417, Great East Road, Lusaka, Zambia TPIN 1002847731']]),
    line(80, [[190, 'PAYSLIP FOR THE MONTH OF APRIL 2026']], 11),
    line(110, [[30, 'Name'], [110, ': Mwansa Chileshe'], [330, 'Period'], [420, ': 01-Apr-2026 to 30-Apr-2026']]),
    line(124, [[30, 'Address'], [110, ': House 21, Nkana East, Kitwe'], [330, 'Pay Date'], [420, ': 30-Apr-2026']]),
    line(160, [[30, 'Code'], [70, 'Description'], [330, 'Units', 'r'], [420, 'Amount (K)', 'r'], [490, 'YTD (K)', 'r'], [560, balanceHeading, 'r']]),
    line(176, [[70, 'EARNINGS']]),
    line(190, [[30, 'E01'], [70, 'Basic Pay'], [330, '1.00', 'r'], [420, '9,800.00', 'r'], [490, '39,200.00', 'r']]),
    line(204, [[70, 'TOTAL EARNINGS'], [420, '9,800.00', 'r'], [490, '39,200.00', 'r']]),
    line(224, [[70, 'DEDUCTIONS']]),
    line(238, [[30, 'D01'], [70, 'PAYE'], [420, '1,950.00', 'r'], [490, '7,800.00', 'r']]),
    line(252, [[30, 'D21'], [70, 'Salary Advance'], [490, '1,000.00', 'r'], [560, '0.00', 'r']]),
    line(266, [[30, 'D22'], [70, 'Staff Loan'], [420, '500.00', 'r'], [490, '2,000.00', 'r'], [560, '4,000.00', 'r']]),
    line(280, [[70, 'TOTAL DEDUCTIONS'], [420, '2,450.00', 'r'], [490, '10,800.00', 'r']]),
    line(310, [[70, 'NET PAY'], [420, 'K 7,350.00', 'r'], [490, '28,400.00', 'r']]),
  ]),
];

describe('a Balance column: what is left of a loan or an advance, not the period\'s deduction', () => {
  it('reads an advance with a year-to-date figure and a balance only as no deduction this period', () => {
    const stub = extractPaystubFromPages(zambian('Balance (K)'));
    expect(stub.deductions).toEqual([
      { name: 'PAYE', amount_cents: 195000, ytd_cents: 780000 },
      { name: 'Staff Loan', amount_cents: 50000, ytd_cents: 200000 },
    ]);
    expect(stub.net_cents).toBe(735000);
    expect(stub.employer_address).toEqual({ lines: ['Plot 4417', 'Great East Road'], city: 'Lusaka', state: null, postal_code: null });
  });
});

/** A Namibian payslip: small labels over their values, the net after "N$". */
const namibian = () => [
  pageOf(1, 595, 842, [
    line(40, [[30, 'Khomas Guard Services (Pty) Ltd']], 13),
    line(54, [[30, 'Erf 381, Nelson Mandela Avenue, Klein Windhoek, Namibia']]),
    line(90, [[30, 'EMPLOYEE'], [230, 'EMPLOYEE NO.']], 6),
    line(102, [[30, 'Tangeni Shikongo'], [230, 'KGS7848']]),
    line(120, [[30, 'RESIDENTIAL ADDRESS'], [400, 'SOCIAL SECURITY NO.']], 6),
    line(132, [[30, 'Erf 1129, Ondangwa Street, Katutura, Windhoek'], [400, '24304405']]),
    line(150, [[30, 'PAY PERIOD'], [230, 'PAYMENT DATE']], 6),
    line(162, [[30, '2026/05/01 to 2026/05/15'], [230, '2026/05/15']]),
    line(190, [[30, 'Earnings'], [200, 'Current', 'r'], [270, 'Year-to-date', 'r'], [300, 'Deductions'], [480, 'Current', 'r'], [560, 'Year-to-date', 'r']]),
    line(204, [[30, 'Basic Salary'], [200, '4,700.00', 'r'], [270, '42,300.00', 'r'], [300, 'PAYE'], [480, '470.47', 'r'], [560, '3,590.07', 'r']]),
    line(230, [[30, 'Gross Earnings'], [200, '4,700.00', 'r'], [270, '42,300.00', 'r'], [300, 'Total Deductions'], [480, '470.47', 'r'], [560, '3,590.07', 'r']]),
    line(260, [[300, 'NET PAY'], [560, 'N$ 4,229.53', 'r']]),
    line(274, [[300, 'Net pay year-to-date'], [560, 'N$ 38,709.93', 'r']]),
  ]),
];

describe('a Namibian payslip', () => {
  it('reads the net after "N$", the employer\'s "Erf" address and the address under its label', () => {
    const stub = extractPaystubFromPages(namibian());
    expect(stub.net_cents).toBe(422953);
    expect(stub.ytd_net_cents).toBe(3870993);
    expect(stub.employer_address).toEqual({ lines: ['Erf 381', 'Nelson Mandela Avenue'], city: 'Klein Windhoek', state: null, postal_code: null });
    expect(stub.employee_address).toEqual({ lines: ['Erf 1129', 'Ondangwa Street', 'Katutura'], city: 'Windhoek', state: null, postal_code: null });
  });
});

// A Jamaican payslip as a phone photo reads it: EARNINGS and DEDUCTIONS side by side under one grey
// heading band, where the recogniser runs the earnings' last heading into the deductions' title
// ("YTD DEDUCTIONS", "J DEDUCTIONS") and misreads the deductions' own YTD heading ("LJ").
import { describe, expect, it } from 'vitest';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';

const line = (y: number, cells: Cell[]) => textLine(y, cells, 7);

function stub(heading: string, ytdHeading: string) {
  return extractPaystubFromPages([
    pageOf(1, 612, 792, [
      line(56, [[36, 'Blue Mahoe Hotels & Resorts Ltd.'], [522, 'PAY SLIP']]),
      line(113, [[36, 'Employee:'], [106, 'Shanice Campbell'], [331, 'Pay Period:'], [397, '22-Feb-2026 - 28-Feb-2026']]),
      line(129, [[36, 'Employee No.:'], [106, 'BMH-1043'], [331, 'Pay Date:'], [396, '06-Mar-2026']]),
      line(212, [[39, 'EARNINGS'], [162, 'Hrs', 'r'], [200, 'Rate', 'r'], [252, 'Current', 'r'], [299, heading], [475, 'Current'], [575, ytdHeading, 'r']]),
      line(232, [[39, 'Basic Pay'], [162, '40.00', 'r'], [201, '1,150.00', 'r'], [253, '46,000.00', 'r'], [313, '427,800.00', 'r'], [324, 'Income Tax (PAYE)'], [502, '3,471.04', 'r'], [575, '33,757.83', 'r']]),
      line(247, [[39, 'Overtime 1.5x'], [162, '4.00', 'r'], [201, '1,725.00', 'r'], [253, '6,900.00', 'r'], [313, '75,900.00', 'r'], [323, 'NIS'], [502, '1,632.00', 'r'], [575, '16,113.02', 'r']]),
      line(261, [[39, 'Meal Allowance'], [253, '1,500.00', 'r'], [313, '15,000.00', 'r'], [323, 'NHT'], [502, '1,088.00', 'r'], [575, '10,742.00', 'r']]),
      line(276, [[323, 'Union Dues (UAWU)'], [502, '350.00', 'r'], [575, '3,500.00', 'r']]),
      // A line stopped earlier in the year: its YTD figure only, under the heading the picture lost.
      line(290, [[323, 'Salary Advance'], [575, '40,000.00', 'r']]),
      line(309, [[39, 'Gross Pay'], [253, '54,400.00', 'r'], [313, '537,100.00', 'r'], [323, 'Total Deductions'], [502, '6,541.04', 'r'], [575, '104,112.85', 'r']]),
      line(353, [[36, 'Net pay year to date: J$433,000.00'], [337, 'NET PAY'], [572, 'J$47,858.96', 'r']]),
    ]),
  ]);
}

describe('earnings beside deductions, their heading band as a photo reads it', () => {
  it.each([
    ['YTD DEDUCTIONS', 'LJ'],
    ['J DEDUCTIONS', 'J'],
    ['YID DEDUCTIONS', 'YTD'],
  ])('"%s" ... "%s": the deductions table is found, the YTD-only row is no deduction this period', (heading, ytdHeading) => {
    const read = stub(heading, ytdHeading);
    expect(read).toMatchObject({ gross_cents: 5440000, net_cents: 4785896, ytd_gross_cents: 53710000 });
    expect(read.deductions).toEqual([
      { name: 'Income Tax (PAYE)', amount_cents: 347104, ytd_cents: 3375783 },
      { name: 'NIS', amount_cents: 163200, ytd_cents: 1611302 },
      { name: 'NHT', amount_cents: 108800, ytd_cents: 1074200 },
      { name: 'Union Dues (UAWU)', amount_cents: 35000, ytd_cents: 350000 },
    ]);
  });

  it('a row heading that merely starts with a short word is not split ("Fed Withholding")', () => {
    const read = extractPaystubFromPages([
      pageOf(1, 612, 792, [
        line(100, [[44, 'Pay Date'], [150, '01/16/2026']]),
        line(250, [[44, 'Description'], [480, 'This Period', 'r'], [566, 'Year to Date', 'r']]),
        line(274, [[44, 'Gross Earnings'], [480, '$3,000.00', 'r'], [566, '$6,000.00', 'r']]),
        line(286, [[56, 'Fed Withholding'], [480, '$300.00', 'r'], [566, '$600.00', 'r']]),
        line(312, [[44, 'Net Pay'], [480, '$2,700.00', 'r'], [566, '$5,400.00', 'r']]),
      ]),
    ]);
    expect(read.deductions).toEqual([{ name: 'Fed Withholding', amount_cents: 30000, ytd_cents: 60000 }]);
  });
});

describe('a currency code apart from its figure, two figures run into one cell', () => {
  it('"NET SALARY  GHS 3,599.94 GHS 17,861.03": the net and its year to date', () => {
    const read = extractPaystubFromPages([
      pageOf(1, 612, 792, [
        line(100, [[44, 'Pay Date:'], [150, '28/02/2026']]),
        line(272, [[47, 'EARNINGS'], [443, 'This Month (GHS)', 'r'], [563, 'Year to Date (GHS)', 'r']]),
        line(290, [[47, 'Basic Salary'], [443, '3,850.00', 'r'], [563, '19,250.00', 'r']]),
        line(362, [[47, 'Gross Salary'], [443, '5,005.00', 'r'], [563, '26,173.44', 'r']]),
        line(380, [[47, 'DEDUCTIONS'], [443, 'This Month (GHS)', 'r'], [563, 'Year to Date (GHS)', 'r']]),
        line(398, [[47, 'PAYE'], [443, '1,405.06', 'r'], [563, '8,312.41', 'r']]),
        line(526, [[47, 'NET SALARY'], [353, 'GHS 3,599.94 GHS 17,861.03']]),
      ]),
    ]);
    expect(read).toMatchObject({ net_cents: 359994, ytd_net_cents: 1786103 });
  });
});

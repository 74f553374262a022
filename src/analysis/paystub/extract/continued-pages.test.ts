// Stubs whose deductions go on over a second page (a school district's earnings statement: a summary
// of totals first, taxes and pre-tax deductions on page 1, after-tax deductions "continued" on page 2),
// addresses wrapped in a narrow column, towns with four-digit postcodes, abbreviated period labels.
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf as sizedPage, textLine, type Cell } from './text-lines.fixture.ts';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { cityLine, splitCity } from './parties.ts';
import { labelHits, sectionOf } from './vocabulary.ts';

/** Items on one baseline: [x, text] (left edge) or [x, text, 'r'] (right edge), 0.6 em a character. */
const line = (y: number, cells: Cell[], size = 10): TextItem[] => textLine(y, cells, size, { em: 0.6 });
const pageOf = (number: number, ...lines: TextItem[][]): PdfPage => sizedPage(number, 612, 792, lines);

/** A row of a table: its label, then its Current and YTD figures (either may be left empty). */
const row = (y: number, label: string, current: string, ytd: string) =>
  line(y, [[40, label], ...(current ? [[500, current, 'r'] as [number, string, 'r']] : []), ...(ytd ? [[570, ytd, 'r'] as [number, string, 'r']] : [])]);

const districtFirstPage = pageOf(
  1,
  line(40, [[40, 'Maple Valley School District'], [520, 'Page 1 of 2']], 12),
  line(54, [[40, '100 School Street, Springfield, OH 45501']]),
  line(80, [[40, 'Employee'], [120, 'Jordan P. Ellis'], [360, 'Pay Date'], [450, '03/13/2026']]),
  line(94, [[120, '22 Birch Road, Springfield, OH 45503'], [360, 'Pay Period'], [450, '03/01/2026 - 03/15/2026']]),
  row(130, 'Summary', 'Current', 'YTD'),
  row(144, 'Gross Pay', '3,000.00', '15,000.00'),
  row(158, 'Taxes', '300.00', '1,500.00'),
  row(172, 'Pre-Tax Deductions', '400.00', '2,000.00'),
  row(186, 'After-Tax Deductions', '75.00', '375.00'),
  row(200, 'Net Pay', '2,225.00', '11,125.00'),
  row(230, 'Earnings', 'Current', 'YTD'),
  row(244, 'Contract Salary', '3,000.00', '15,000.00'),
  row(270, 'Taxes', 'Current', 'YTD'),
  row(284, 'Federal Income Tax', '200.00', '1,000.00'),
  row(298, 'School District Tax', '100.00', '500.00'),
  row(324, 'Pre-Tax Deductions', 'Current', 'YTD'),
  row(338, 'STRS Retirement', '300.00', '1,500.00'),
  row(352, 'Cancer Policy', '100.00', '500.00'),
  line(740, [[40, 'Continued on page 2.']]),
);

const districtSecondPage = pageOf(
  2,
  line(40, [[40, 'Maple Valley School District'], [520, 'Page 2 of 2']], 12),
  line(54, [[40, 'Earnings Statement for Jordan P. Ellis, pay date 03/13/2026']]),
  row(80, 'After-Tax Deductions (continued)', 'Current', 'YTD'),
  row(94, 'Union Dues', '50.00', '250.00'),
  row(108, 'United Way', '25.00', '125.00'),
  row(122, 'Supply Fund', '', '40.00'),
  row(150, 'Employer Paid Benefits', 'Current', 'YTD'),
  row(164, 'STRS Employer', '420.00', '2,100.00'),
  row(190, 'Net Pay Distribution', 'Account', 'Amount'),
  row(204, 'Direct Deposit', 'xxxx0482', '2,225.00'),
);

describe('a stub whose deductions go on over the next page', () => {
  it.each([
    {
      name: 'summary of totals over the tables, after-tax deductions continued on page 2',
      pages: [districtFirstPage, districtSecondPage],
      expect: {
        employer_name: 'Maple Valley School District',
        employee_name: 'Jordan P. Ellis',
        gross_cents: 300000,
        net_cents: 222500,
        deductions: [
          { name: 'Federal Income Tax', amount_cents: 20000, ytd_cents: 100000 },
          { name: 'School District Tax', amount_cents: 10000, ytd_cents: 50000 },
          { name: 'STRS Retirement', amount_cents: 30000, ytd_cents: 150000 },
          { name: 'Cancer Policy', amount_cents: 10000, ytd_cents: 50000 },
          { name: 'Union Dues', amount_cents: 5000, ytd_cents: 25000 },
          { name: 'United Way', amount_cents: 2500, ytd_cents: 12500 },
        ],
      },
    },
    {
      name: 'the same first page alone: its own deductions, under the summary',
      pages: [districtFirstPage],
      expect: {
        employer_name: 'Maple Valley School District',
        deductions: [
          { name: 'Federal Income Tax', amount_cents: 20000, ytd_cents: 100000 },
          { name: 'School District Tax', amount_cents: 10000, ytd_cents: 50000 },
          { name: 'STRS Retirement', amount_cents: 30000, ytd_cents: 150000 },
          { name: 'Cancer Policy', amount_cents: 10000, ytd_cents: 50000 },
        ],
      },
    },
  ])('$name', ({ pages, expect: want }) => {
    expect(extractPaystubFromPages(pages)).toMatchObject(want);
  });

  it('a second page that does not make the deductions add up is left out', () => {
    const other = pageOf(2, line(40, [[40, 'Notes']]), row(80, 'Deductions', 'Current', 'YTD'), row(94, 'Garnishment', '10.00', '50.00'));
    expect(extractPaystubFromPages([districtFirstPage, other]).deductions.map((d) => d.name)).toEqual([
      'Federal Income Tax',
      'School District Tax',
      'STRS Retirement',
      'Cancer Policy',
    ]);
  });
});

describe('section titles', () => {
  it.each([
    { text: 'After-Tax Deductions (continued)', kind: 'deductions' },
    { text: "Deductions - cont'd", kind: 'deductions' },
    { text: 'Taxes (cont.)', kind: 'deductions' },
    { text: 'Employer Paid Benefits', kind: 'excluded' },
    { text: 'Sick Policy', kind: 'excluded' },
    { text: 'Paid Time Off Policy', kind: 'excluded' },
    { text: 'Cancer Policy', kind: null },
    { text: 'Accident Policy', kind: null },
    { text: 'Continued on page 2.', kind: null },
  ])('$text: $kind', ({ text, kind }) => {
    expect(sectionOf(text)).toBe(kind);
  });
});

describe('towns with a four-digit postcode and no state', () => {
  it.each([
    { text: 'Level 2, 18 Fanshawe Street, Auckland Central, Auckland 1010', street: ['Level 2', '18 Fanshawe Street', 'Auckland Central'], city: 'Auckland', postal: '1010' },
    { text: '212 Te Mata Road, Havelock North 4130', street: ['212 Te Mata Road'], city: 'Havelock North', postal: '4130' },
    { text: 'PO Box 4417, Palmerston North 4442', street: ['PO Box 4417'], city: 'Palmerston North', postal: '4442' },
  ])('$text', ({ text, street, city, postal }) => {
    const m = cityLine(text)!;
    expect({ state: m.state, postal: m.postal }).toEqual({ state: null, postal });
    expect(splitCity(m.rest)).toEqual({ street, city });
  });

  it.each(['Sydney 2000', 'Hastings 4120', 'Employee, ID 4120', 'Acme Ltd, Tax Year 2026', 'Total, 1234'])('%s is no city line', (text) => {
    expect(cityLine(text)).toBeNull();
  });
});

describe('an address wrapped in a narrow column', () => {
  it.each([
    {
      name: 'a justified column: the parts spread apart, the state and ZIP code on the next line',
      lines: [line(94, [[120, '4471 Missouri Flat Road,'], [276, 'Apt 12,'], [326, 'Placerville,'], [410, 'Pay Period'], [470, '03/01/2026 - 03/31/2026']]), line(106, [[120, 'CA 95667']])],
      want: { lines: ['4471 Missouri Flat Road', 'Apt 12'], city: 'Placerville', state: 'CA', postal_code: '95667' },
    },
    {
      name: 'under an Address label, the town and postcode on the next line',
      lines: [line(94, [[40, 'Address'], [120, '7 Kowhai Crescent,'], [260, 'Flaxmere,'], [360, 'Period'], [450, '2 February 2026 to 8 February 2026']]), line(106, [[120, 'Hastings 4120']])],
      want: { lines: ['7 Kowhai Crescent', 'Flaxmere'], city: 'Hastings', state: null, postal_code: '4120' },
    },
  ])('$name', ({ lines, want }) => {
    const stub = extractPaystubFromPages([
      pageOf(
        1,
        line(40, [[40, 'Harbour Works Ltd']], 12),
        line(80, [[40, 'Employee'], [120, 'Sione Fifita'], [360, 'Pay Date'], [450, '03/13/2026']]),
        ...lines,
        row(150, 'Gross Pay', '1,000.00', ''),
        row(164, 'Net Pay', '900.00', ''),
      ),
    ]);
    expect({ name: stub.employee_name, address: stub.employee_address }).toEqual({ name: 'Sione Fifita', address: want });
  });
});

describe('abbreviated period labels', () => {
  it.each([
    { text: 'Period Beg', kind: 'periodStart' },
    { text: 'Pay Period Beg:', kind: 'periodStart' },
    { text: 'Period Beginning', kind: 'periodStart' },
  ])('$text', ({ text, kind }) => {
    expect(labelHits(text).map((h) => h.kind)).toEqual([kind]);
  });

  it('a union stub: Period Beg and Period End under the check date', () => {
    const stub = extractPaystubFromPages([
      pageOf(
        1,
        line(40, [[40, 'Lakeside Electric Inc'], [420, 'Check Date'], [520, '03/13/26']]),
        line(54, [[420, 'Period Beg'], [520, '03/02/26']]),
        line(68, [[420, 'Period End'], [520, '03/08/26']]),
        row(150, 'Gross Pay', '1,000.00', ''),
        row(164, 'Net Pay', '900.00', ''),
      ),
    ]);
    expect([stub.period_start, stub.period_end]).toEqual(['2026-03-02', '2026-03-08']);
  });
});

describe('a label under an address', () => {
  it('with a name after it, a picture printing it a little smaller, is its own row, not the address block’s', () => {
    const stub = extractPaystubFromPages([
      pageOf(
        1,
        line(40, [[40, 'Tui Ridge Orchards Limited']], 16),
        line(56, [[40, '212 Te Mata Road, Havelock North 4130']], 11),
        line(73, [[41, 'Employee'], [120, 'Mereana Walker'], [360, 'Pay Date'], [450, '03/13/2026']], 10.5),
        line(87, [[40, 'Address'], [120, '7 Kowhai Crescent, Hastings 4120']], 10.5),
        row(150, 'Gross Pay', '1,000.00', ''),
        row(164, 'Net Pay', '900.00', ''),
      ),
    ]);
    expect([stub.employer_address?.city, stub.employee_name, stub.employee_address?.city]).toEqual(['Havelock North', 'Mereana Walker', 'Hastings']);
  });
});

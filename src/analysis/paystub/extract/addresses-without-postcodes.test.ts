// Addresses printed on one line with no postcode, as West Africa and the Caribbean print them ("14
// Palm Grove Road, Osu, Accra", "H/No. B 12, Kasoa, Central Region"): read where they stand, under a
// company's name heading the page or after an "Address" label; and a label's word inside a company's
// name ("... TRADING COMPANY LIMITED") kept in the name.
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { addressWithoutPostcode, isStreetLine } from './parties.ts';

const line = (y: number, cells: Cell[], size = 9): TextItem[] => textLine(y, cells, size);
const page = (...lines: TextItem[][]): PdfPage[] => [pageOf(1, 595, 842, lines)];

describe('isStreetLine: a house number written H/No. or House No.', () => {
  it.each([
    { text: 'H/No. B 12', want: true },
    { text: 'H/No 7', want: true },
    { text: 'House No. 31', want: true },
    { text: 'House of Lords', want: false },
  ])('$text', ({ text, want }) => {
    expect(isStreetLine(text)).toBe(want);
  });
});

describe('addressWithoutPostcode', () => {
  it.each([
    { text: '14 Palm Grove Road, Osu, Accra', want: { lines: ['14 Palm Grove Road', 'Osu'], city: 'Accra', state: null, postal_code: null } },
    { text: 'Plot 22 Light Industrial Area, Kumasi, Ashanti', want: { lines: ['Plot 22 Light Industrial Area', 'Kumasi'], city: 'Ashanti', state: null, postal_code: null } },
    { text: 'H/No. B 12, Kasoa, Central Region', want: { lines: ['H/No. B 12', 'Kasoa'], city: 'Central Region', state: null, postal_code: null } },
    { text: 'House No. 5, Estate 4, Takoradi', want: { lines: ['House No. 5', 'Estate 4'], city: 'Takoradi', state: null, postal_code: null } },
    { text: '9 Ocean Drive, Ocho Rios, St. Ann, Jamaica', want: { lines: ['9 Ocean Drive', 'Ocho Rios'], city: 'St. Ann', state: null, postal_code: null } },
    { text: '30 Broad Street, Kano', want: { lines: ['30 Broad Street'], city: 'Kano', state: null, postal_code: null } },
    // Not an address of this kind: no street first, a postcode (read as a city line elsewhere), a date, a figure last.
    { text: 'Osu, Accra', want: null },
    { text: '12 Elm St, Austin, TX 78701', want: null },
    { text: '01/05/2026, Accra', want: null },
    { text: '14 Palm Grove Road, Block 3', want: null },
    { text: 'Basic Salary, 3,850.00', want: null },
  ])('$text', ({ text, want }) => {
    expect(addressWithoutPostcode(text)).toEqual(want);
  });
});

/** A payslip with a company heading, its address centred under it, and the employee's details in a grid. */
const payslip = (address: Cell[], employeeAddress: Cell[] | null) =>
  page(
    line(50, [[120, 'KWAHU HILLS TRADING COMPANY LIMITED']], 14),
    line(66, address),
    line(100, [[230, 'PAYSLIP — APRIL 2026']], 11),
    ...(employeeAddress ? [line(130, [[40, 'Employee Name'], [130, 'Ama Serwaa Owusu'], [340, 'Staff No.'], [420, 'KHT0042']]), line(145, employeeAddress)] : []),
    line(160, [[40, 'Pay Period'], [130, '01/04/2026 to 30/04/2026'], [340, 'Pay Date'], [420, '28/04/2026']]),
    line(200, [[40, 'EARNINGS'], [430, 'This Month', 'r'], [540, 'Year to Date', 'r']]),
    line(215, [[40, 'Basic Salary'], [430, '4,000.00', 'r'], [540, '16,000.00', 'r']]),
    line(230, [[40, 'Gross Salary'], [430, '4,000.00', 'r'], [540, '16,000.00', 'r']]),
    line(260, [[40, 'DEDUCTIONS'], [430, 'This Month', 'r'], [540, 'Year to Date', 'r']]),
    line(275, [[40, 'Income Tax (PAYE)'], [430, '520.00', 'r'], [540, '2,080.00', 'r']]),
    line(290, [[40, 'Total Deductions'], [430, '520.00', 'r'], [540, '2,080.00', 'r']]),
    line(320, [[40, 'NET SALARY'], [430, 'GHS 3,480.00', 'r']]),
  );

describe('a payslip with addresses that have no postcode', () => {
  it('reads the company under its heading, its address centred under it, and the employee address after its label', () => {
    // The heading is 35 characters of 7 pt (120 to 365), the address 39 of 4.5 pt: centred under it.
    const stub = extractPaystubFromPages(payslip([[155, '7 Spintex Road, Baatsona, Greater Accra']], [[40, 'Address'], [130, 'H/No. B 12, Kasoa, Central Region'], [340, 'Department'], [420, 'SLS']]));
    expect(stub.employer_name).toBe('KWAHU HILLS TRADING COMPANY LIMITED');
    expect(stub.employer_address).toEqual({ lines: ['7 Spintex Road', 'Baatsona'], city: 'Greater Accra', state: null, postal_code: null });
    expect(stub.employee_name).toBe('Ama Serwaa Owusu');
    expect(stub.employee_address).toEqual({ lines: ['H/No. B 12', 'Kasoa'], city: 'Central Region', state: null, postal_code: null });
  });

  it('takes the label and the address in one cell, and leaves a line not lined up with the heading alone', () => {
    const stub = extractPaystubFromPages(payslip([[400, '7 Spintex Road, Baatsona, Greater Accra']], [[40, 'Address: 30 Broad Street, Kano']]));
    expect(stub.employer_name).toBe('KWAHU HILLS TRADING COMPANY LIMITED');
    expect(stub.employer_address).toBeNull();
    expect(stub.employee_address).toEqual({ lines: ['30 Broad Street'], city: 'Kano', state: null, postal_code: null });
  });

  it('keeps the address under the heading the company\'s when no label names either party', () => {
    const stub = extractPaystubFromPages(payslip([[155, '7 Spintex Road, Baatsona, Greater Accra']], null));
    expect(stub.employer_address).toEqual({ lines: ['7 Spintex Road', 'Baatsona'], city: 'Greater Accra', state: null, postal_code: null });
    expect(stub.employee_address).toBeNull();
  });

  it.each([
    { name: 'a street wrapped after its house number', first: 'House No. 5', second: 'Riverside Gardens, Ngong Road, Nairobi', want: { lines: ['House No. 5', 'Riverside Gardens', 'Ngong Road'], city: 'Nairobi', state: null, postal_code: null } },
    { name: 'a box and its code over the town', first: 'P.O. Box 5520-00200', second: 'Kisumu', want: { lines: ['P.O. Box 5520-00200'], city: 'Kisumu', state: null, postal_code: null } },
  ])('reads an address after its label wrapped onto the next line of the column: $name', ({ first, second, want }) => {
    const stub = extractPaystubFromPages(payslip([[155, '7 Spintex Road, Baatsona, Greater Accra']], [[40, 'Address'], [130, first], [340, 'Department'], [420, 'SLS']]).map((p) => ({ ...p, items: [...p.items, ...line(152, [[130, second], [340, 'Grade'], [420, 'B2']])] })));
    expect(stub.employee_address).toEqual(want);
  });

  it('leaves a value wrapped under a line with its own label alone', () => {
    const stub = extractPaystubFromPages(payslip([[155, '7 Spintex Road, Baatsona, Greater Accra']], [[40, 'Address'], [130, 'House No. 5'], [340, 'Department'], [420, 'SLS']]).map((p) => ({ ...p, items: [...p.items, ...line(152, [[40, 'Job Title'], [130, 'Riverside Gardens, Ngong Road, Nairobi']])] })));
    expect(stub.employee_address).toBeNull();
  });
});

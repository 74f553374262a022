// A Guyanese estate's payslip: the employer's address a plantation by its name ("Plantation Diamond,
// East Bank Demerara"), on a line centred under the company's name, its tax number drawn apart after a bar.
import { describe, expect, it } from 'vitest';
import { addressUnderHeading } from './company-heading.ts';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { addressWithoutPostcode } from './parties.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';

const line = (y: number, cells: Cell[], size = 9) => textLine(y, cells, size);

describe('addressWithoutPostcode: a plantation by its name starts an address', () => {
  it.each([
    { text: 'Plantation Diamond, East Bank Demerara', want: { lines: ['Plantation Diamond'], city: 'East Bank Demerara', state: null, postal_code: null } },
    { text: 'Plantation Uitvlugt, West Coast Demerara', want: { lines: ['Plantation Uitvlugt'], city: 'West Coast Demerara', state: null, postal_code: null } },
    // A plantation's name alone, or a word that is no place, is no address.
    { text: 'Plantation Diamond', want: null },
    { text: 'Plantation workers, East Bank Demerara, and others in the estate', want: null },
  ])('$text', ({ text, want }) => {
    expect(addressWithoutPostcode(text)).toEqual(want);
  });
});

describe('addressUnderHeading: a tax number after a bar is no part of the address', () => {
  it('reads the plantation', () => {
    expect(addressUnderHeading('Plantation Diamond, East Bank Demerara | TIN 010046763')).toEqual({
      lines: ['Plantation Diamond'],
      city: 'East Bank Demerara',
      state: null,
      postal_code: null,
    });
  });
});

describe('extractPaystubFromPages: the address line centred under the company name, drawn in parts', () => {
  const page = (cells: Cell[]) =>
    pageOf(1, 595, 842, [
      line(50, [[164, 'DEMERARA RICE & SUGAR ESTATES INC.']], 13),
      line(64, cells, 8),
      line(82, [[241, 'WEEKLY PAY ADVICE']], 10.5),
      line(120, [[20, 'EMPLOYEE'], [300, 'PAY DATE']]),
      line(134, [[20, 'Rajendra Persaud'], [300, '17/04/2026']]),
      line(200, [[20, 'Basic Pay'], [500, '40,000.00', 'r']]),
      line(220, [[20, 'GROSS PAY'], [500, '40,000.00', 'r']]),
      line(240, [[20, 'NET PAY'], [500, '35,000.00', 'r']]),
    ]);

  it('reads the employer address when the whole line is centred under the name', () => {
    // 118.5 .. 430.5 at 8 points: centred under the name's 164 .. 385 at 13 points; the first part alone is not.
    const stub = extractPaystubFromPages([page([[118.5, 'Plantation Diamond, East Bank Demerara'], [276.5, '|'], [286.5, 'TIN 010046763, NIS Employer No. 4417']])]);
    expect(stub.employer_address).toEqual({ lines: ['Plantation Diamond'], city: 'East Bank Demerara', state: null, postal_code: null });
  });

  it('takes no address from a line that is not centred under the name', () => {
    const stub = extractPaystubFromPages([page([[20, 'Plantation Diamond, East Bank Demerara'], [178, '|'], [188, 'TIN 010046763, NIS Employer No. 4417']])]);
    expect(stub.employer_address).toBeNull();
  });
});

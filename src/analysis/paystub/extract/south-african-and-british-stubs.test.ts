// Words and figures of South African and British payslips, and of Canadian statements' side tables:
// rand figures grouped by spaces after an `R`, "Nett pay", a town and its four-digit postal code on a
// line of their own, a British postcode under its town, "TD" (to date) figures, a vacation-pay accrual
// table and a summary's "Current" row, neither of them deductions.
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { paystubLines } from './lines.ts';
import { cityLine, joinLonePostcodes } from './parties.ts';
import { amountIn } from './values.ts';
import { isTotal, labelHits, sectionOf } from './vocabulary.ts';

const line = (y: number, cells: Cell[], size = 9): TextItem[] => textLine(y, cells, size);
const page = (...lines: TextItem[][]): PdfPage => pageOf(1, 595, 842, lines);

describe('rand figures', () => {
  it.each([
    { text: 'R 40 500.00', cents: 4050000 },
    { text: 'R 486 000.00', cents: 48600000 },
    { text: 'R 177.12', cents: 17712 },
    { text: 'R1 234.50', cents: 123450 },
    { text: 'ZAR 12 345.67', cents: 1234567 },
    { text: 'Rs. 1,23,456.00', cents: 12345600 },
  ])('amountIn($text) = $cents', ({ text, cents }) => {
    expect(amountIn(text)?.cents).toBe(cents);
  });

  it.each(['Rate', 'R', 'RRSP 100.00'])('%s is no figure', (text) => {
    expect(amountIn(text)).toBeNull();
  });
});

describe('a town and its four-digit postal code after a comma', () => {
  it.each([
    { text: 'Durban, 4052', rest: 'Durban', postal: '4052' },
    { text: 'Beaufort West, 6970', rest: 'Beaufort West', postal: '6970' },
    { text: 'Polokwane, 0699', rest: 'Polokwane', postal: '0699' },
  ])('$text', ({ text, rest, postal }) => {
    expect(cityLine(text)).toEqual({ rest, state: null, postal });
  });

  it.each(['March, 2026', 'Tax Year, 2026', 'Total, 1234', 'Deductions, 2026', 'Sydney 2000', 'durban, 4052'])('%s is no city line', (text) => {
    expect(cityLine(text)).toBeNull();
  });
});

describe('a British postcode on its own line under the town', () => {
  const cellTexts = (p: PdfPage) => joinLonePostcodes(paystubLines(p)).map((l) => l.cells.map((c) => c.text));

  it.each([
    {
      name: 'the postcode joins the town over it',
      page: page(line(100, [[40, 'Chandler’s Ford'], [300, 'Pay Frequency'], [400, 'Monthly']]), line(111, [[40, 'Eastleigh']]), line(122, [[40, 'SO53 1FE'], [300, 'Pay Period'], [400, '01/02/2026']])),
      want: [['Chandler’s Ford', 'Pay Frequency', 'Monthly'], ['Eastleigh SO53 1FE'], ['Pay Period', '01/02/2026']],
    },
    {
      name: 'a postcode under a figure stays apart',
      page: page(line(100, [[40, '1,200.00']]), line(111, [[40, 'SO53 1FE']])),
      want: [['1,200.00'], ['SO53 1FE']],
    },
    {
      name: 'a postcode far under the town stays apart',
      page: page(line(100, [[40, 'Eastleigh']]), line(140, [[40, 'SO53 1FE']])),
      want: [['Eastleigh'], ['SO53 1FE']],
    },
  ])('$name', ({ page, want }) => {
    expect(cellTexts(page)).toEqual(want);
  });
});

describe('labels of South African and British payslips', () => {
  it.each([
    { text: 'NETT PAY', kind: 'net' },
    { text: 'Nett Salary', kind: 'net' },
    { text: 'Nett pay year to date', kind: 'ytdNet' },
    { text: 'Net Pay TD', kind: 'ytdNet' },
    { text: 'Net pay td', kind: 'net' },
    { text: 'Gross Pay TD', kind: 'ytdGross' },
  ])('labelHits($text)[0] is $kind', ({ text, kind }) => {
    expect(labelHits(text)[0].kind).toBe(kind);
  });
});

describe('tables beside the deductions that are none of them', () => {
  it.each([
    { text: 'VACATION PAY ACCRUED ($)', want: 'excluded' },
    { text: 'Holiday Pay Accrued', want: 'excluded' },
    { text: 'Vacation Balance', want: 'excluded' },
    { text: 'Deductions', want: 'deductions' },
  ])('sectionOf($text) = $want', ({ text, want }) => {
    expect(sectionOf(text)).toBe(want);
  });

  it.each([
    { text: 'Current', want: true },
    { text: 'This Period', want: true },
    { text: 'Current Medical Plan', want: false },
    { text: 'Group RRSP', want: false },
  ])('isTotal($text) = $want', ({ text, want }) => {
    expect(isTotal(text)).toBe(want);
  });
});

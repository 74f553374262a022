// What pictures do to labels and addresses: the slash of a two-language label lost ("Potongan
// Deductions"), the other language's side misread ("Tempoh Gaji / Pay Penod"), a colon read as a full
// stop ("Pay Frequency."), the period's label lost (its one range of dates alone on the page), and
// postal codes with a digit read as a letter or a letter as a digit ("BC V4G 186", "M2 SBR").
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { loneRange } from './extract-paystub.ts';
import { findLabelled } from './fields.ts';
import { paystubLines } from './lines.ts';
import { canadianPostal, cityLine } from './parties.ts';
import { dateRange } from './values.ts';
import { frequencyOf, isLabel, sectionOf, type LabelKind } from './vocabulary.ts';

const line = (y: number, cells: Cell[], size = 9): TextItem[] => textLine(y, cells, size);
const page = (...lines: TextItem[][]): PdfPage => pageOf(1, 595, 842, lines);

describe('two-language labels whose slash was lost', () => {
  it.each<{ text: string; kind: LabelKind; want: boolean }>([
    { text: 'Jumlah Pendapatan Total', kind: 'gross', want: true },
    { text: 'GAJI BERSIH NET PAY', kind: 'net', want: true },
    { text: 'Salaire brut Gross pay', kind: 'gross', want: true },
    // Two labels that disagree are two cells run together, not one label.
    { text: 'Gross Pay Net Pay', kind: 'gross', want: false },
    { text: 'Gross Pay Net Pay', kind: 'net', want: false },
    { text: 'Net Pay Total', kind: 'net', want: true },
    { text: 'Net Pay Adjustment', kind: 'net', want: false },
  ])('isLabel($text, $kind) = $want', ({ text, kind, want }) => {
    expect(isLabel(text, kind)).toBe(want);
  });

  it.each([
    { text: 'Potongan Deductions', want: 'deductions' },
    { text: 'Pendapatan Earnings', want: 'earnings' },
    { text: 'Caruman Majikan Employer Contributions', want: 'excluded' },
    { text: 'Deductions Earnings', want: null },
    { text: 'Koperasi Sinaran', want: null },
  ])('sectionOf($text) = $want', ({ text, want }) => {
    expect(sectionOf(text)).toBe(want);
  });
});

describe('a label whose value is in the next cell', () => {
  const order = 'day-first' as const;
  it.each([
    { name: 'the other side misread', cells: [[36, 'Tempoh Gaji / Pay Penod'], [160, '01/02/2026 - 28/02/2026']] as Cell[], kind: 'period' as const, want: ['2026-02-01', '2026-02-28'] },
    { name: 'a full stop for the colon', cells: [[36, 'Pay Frequency.'], [160, 'Monthly']] as Cell[], kind: 'frequency' as const, want: 'MONTHLY' },
  ])('$name', ({ cells, kind, want }) => {
    const lines = paystubLines(page(line(100, cells)));
    const read = kind === 'period' ? findLabelled(lines, kind, (t) => dateRange(t, order)) : findLabelled(lines, kind, frequencyOf);
    expect(read?.value).toEqual(want);
  });
});

describe("the page's one range of dates, its label lost", () => {
  it.each([
    { name: 'alone in its cell', cells: [[[391, '1 March 2026 to 31 March 2026']]], want: ['2026-03-01', '2026-03-31'] },
    { name: 'the same range twice', cells: [[[391, '1 March 2026 to 31 March 2026']], [[40, '1 March 2026 to 31 March 2026']]], want: ['2026-03-01', '2026-03-31'] },
    { name: 'two ranges', cells: [[[391, '1 March 2026 to 31 March 2026']], [[40, '1 April 2025 to 31 March 2026']]], want: null },
    { name: 'a range inside a sentence', cells: [[[40, 'Paid for 1 March 2026 to 31 March 2026 work']]], want: null },
    { name: 'one date', cells: [[[391, '31 March 2026']]], want: null },
  ] as Array<{ name: string; cells: Cell[][]; want: string[] | null }>)('$name', ({ cells, want }) => {
    const lines = paystubLines(page(...cells.map((c, i) => line(100 + 20 * i, c))));
    expect(loneRange(lines, 'day-first')).toEqual(want);
  });
});

describe('postal codes misread', () => {
  it.each([
    ['V4G186', 'V4G 1B6'],
    ['VSH2Y4', 'V5H 2Y4'],
    ['T3HSR2', 'T3H 5R2'],
    ['V1W359', 'V1W 3S9'],
    ['V1Y173', 'V1Y 1T3'],
    ['LS]4K9', 'L5J 4K9'],
    ['L6Z3K8', 'L6Z 3K8'],
    ['V4G1B', null],
    ['D4G1B6', null],
    ['V4G1?6', null],
  ])('canadianPostal(%s) = %s', (marks, want) => {
    expect(canadianPostal(marks)).toBe(want);
  });

  it.each([
    { text: 'Delta, BC V4G 186', rest: 'Delta', state: 'BC', postal: 'V4G 1B6' },
    { text: 'Mississauga, ON LS] 4K9', rest: 'Mississauga', state: 'ON', postal: 'L5J 4K9' },
    { text: 'Manchester, M2 SBR', rest: 'Manchester', state: null, postal: 'M2 5BR' },
    { text: 'Chorlton, M21 OHB', rest: 'Chorlton', state: null, postal: 'M21 0HB' },
  ])('cityLine($text)', ({ text, rest, state, postal }) => {
    expect(cityLine(text)).toMatchObject({ rest, state, postal });
  });

  it.each(['Delta, XX V4G 186', 'Total, ON 12 345', 'Position, ON STAFF1'])('%s is no city line', (text) => {
    expect(cityLine(text)).toBeNull();
  });
});

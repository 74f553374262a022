import { describe, expect, it } from 'vitest';
import { malformedAmount, malformedAmountSignals, readAmount } from './malformed-amount.ts';
import type { PageGraphics } from './pdf-graphics.ts';

describe('malformedAmount', () => {
  it.each<[string, string | null]>([
    ['2,7843.55', 'has digit groups of the wrong size'],
    ['31,82.76', 'has digit groups of the wrong size'],
    ['2,540.BB', 'has letters where digits belong'],
    ['$1,2O0.00', 'has letters where digits belong'],
    ['1,234.56', null],
    ['$1,234.56', null],
    ['(1,234.56)', null],
    ['99,999.99-', null],
    ['1.234,56', null], // decimal comma
    ['1.234.567,89', null],
    ['1234.56', null],
    ['12.50', null],
    ['2024.03.05', null], // a date
    ['No.AB', null],
    ['10,000', null],
    ['1,23,456.00', null], // lakh grouping
    ['12,34,56,789.00', null],
    ['Rs.1,23,456.00', null], // not read as an amount
    ["1'234.56", null], // Swiss grouping: not taken for an amount at all
    ['1,2,345.00', 'has digit groups of the wrong size'],
    ['1,23,45.00', 'has digit groups of the wrong size'],
  ])('%s', (token, want) => {
    expect(malformedAmount(token)).toBe(want);
  });
});

describe('readAmount', () => {
  it.each<[string, ReturnType<typeof readAmount>]>([
    ['1,234.56', { groupings: ['thousands', 'lakh'] }],
    ['123,456.00', { groupings: ['thousands'] }],
    ['1,234,567.00', { groupings: ['thousands'] }],
    ['1,23,456.00', { groupings: ['lakh'] }],
    ['1.234,56', { groupings: ['thousands'] }],
    ['1234.56', { groupings: [] }],
    ['2,7843.55', { why: 'has digit groups of the wrong size' }],
    ['Total', null],
  ])('%s', (token, want) => {
    expect(readAmount(token)).toEqual(want);
  });
});

describe('malformedAmountSignals', () => {
  const page = (strs: string[]): PageGraphics => ({
    number: 2, width: 612, height: 792, fontNames: {},
    ops: strs.map((str, i) => ({ kind: 'text' as const, seq: i, str, x: 400, y: 100 + 14 * i, width: 50, size: 10, font: 'F1' })),
  });
  it('boxes every malformed figure of a page in one signal', () => {
    const [s, ...rest] = malformedAmountSignals('d1', [page(['Balance 1,234.56', 'Deposit 2,7843.55', '2,540.BB'])]);
    expect(rest).toEqual([]);
    expect(s).toMatchObject({ code: 'MALFORMED_AMOUNT', severity: 'MEDIUM', page: 2 });
    expect(s.boxes).toEqual([{ x: 400, y: 114 - 7.5, width: 50, height: 9.5 }, { x: 400, y: 128 - 7.5, width: 50, height: 9.5 }]);
  });
  it('says nothing of a page whose figures are well formed', () => {
    expect(malformedAmountSignals('d1', [page(['1,234.56', '$99.00'])])).toEqual([]);
  });
  const figures = (s: ReturnType<typeof malformedAmountSignals>) => s.flatMap((x) => [...x.description.matchAll(/"([^"]+)" \(([^)]+)\)/g)].map((m) => `${m[1]}: ${m[2]}`));
  it.each<[string, string[], string[]]>([
    ['an Indian slip, every large figure in lakhs', ['Basic 50,323.00 5,13,235.00', 'Gross 1,02,387.00 11,04,235.00', 'Net 88,238.00 9,61,497.00'], []],
    ['a slip in thousands', ['Basic 50,323.00 513,235.00', 'Gross 102,387.00 1,104,235.00', 'Net 88,238.00 961,497.00'], []],
    ['one figure in thousands among lakhs', ['Basic 50,323.00 5,13,235.00', 'Gross 1,02,387.00 11,04,235.00', 'Net 88,238.00 961,497.00'], ['961,497.00: grouped in thousands where the document\'s other figures are grouped in lakhs']],
    ['one figure in lakhs among thousands', ['Basic 50,323.00 513,235.00', 'Gross 102,387.00 1,104,235.00', 'Net 88,238.00 9,61,497.00'], ['9,61,497.00: grouped in lakhs where the document\'s other figures are grouped in thousands']],
    ['half and half: no convention to break', ['513,235.00 5,13,235.00', '102,387.00 1,02,387.00'], []],
    ['a wrong group in a lakh slip', ['Basic 50,323.00 5,13,235.00', 'Gross 1,02,387.00 11,04,235.00', 'Net 88,238.00 9,61,49.00'], ['9,61,49.00: has digit groups of the wrong size']],
  ])('%s', (_, lines, want) => {
    expect(figures(malformedAmountSignals('d1', [page(lines)]))).toEqual(want);
  });
  it('judges the convention over the whole document, boxing the figure on its own page', () => {
    const p1 = page(['5,13,235.00', '11,04,235.00', '9,61,497.00']);
    const p2 = { ...page(['1,061,497.00']), number: 3 };
    const s = malformedAmountSignals('d1', [p1, p2]);
    expect(s.map((x) => [x.page, x.boxes?.length])).toEqual([[3, 1]]);
  });
});

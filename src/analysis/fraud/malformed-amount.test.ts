import { describe, expect, it } from 'vitest';
import { malformedAmount, malformedAmountSignals } from './malformed-amount.ts';
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
  ])('%s', (token, want) => {
    expect(malformedAmount(token)).toBe(want);
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
});

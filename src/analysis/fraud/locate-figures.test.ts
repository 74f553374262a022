import { describe, expect, it } from 'vitest';
import type { FraudSignal } from '../paystub/paystub.types.ts';
import { locateFigures, locateInWords, printsDate, tokenCents, type LocatedWord } from './locate-figures.ts';
import type { PageGraphics } from './pdf-graphics.ts';

const page: PageGraphics = {
  number: 1, width: 612, height: 792, fontNames: {},
  ops: [
    { kind: 'text', seq: 0, str: 'Gross Pay', x: 50, y: 100, width: 45, size: 10, font: 'F1' },
    { kind: 'text', seq: 1, str: '$2,307.69', x: 300, y: 100, width: 45, size: 10, font: 'F1' },
    { kind: 'text', seq: 2, str: 'Net Pay 2,823.44', x: 50, y: 140, width: 80, size: 10, font: 'F1' },
    { kind: 'text', seq: 3, str: 'Pay Date: 03/16/2024', x: 400, y: 60, width: 90, size: 10, font: 'F1' },
  ],
};
const signal = (p: Partial<FraudSignal>): FraudSignal => ({ code: 'ARITHMETIC_MISMATCH', severity: 'HIGH', document_id: 'd1', page: 1, description: 'x', ...p });

describe('locateFigures', () => {
  it.each<[string, FraudSignal, number]>([
    ['both figures of a sum', signal({ figures: [230_769, 282_344] }), 2],
    ['a figure not printed as text', signal({ figures: [999] }), 0],
    ['a whole-file finding', signal({ page: null, figures: [230_769] }), 0],
    ['a finding already placed', signal({ figures: [230_769], boxes: [{ x: 1, y: 1, width: 1, height: 1 }] }), 1],
    ['a negative figure (a debit) found by its size', signal({ figures: [-230_769] }), 1],
    ['a date', signal({ code: 'WEEKEND_PAY_DATE', figures: [], dates: ['2024-03-16'] }), 1],
    ['a date not printed', signal({ code: 'WEEKEND_PAY_DATE', dates: ['2024-03-17'] }), 0],
  ])('%s', (_, s, boxes) => {
    expect(locateFigures([s], [page])[0].boxes ?? []).toHaveLength(boxes);
  });

  it('boxes the run in points from the top-left', () => {
    expect(locateFigures([signal({ figures: [230_769] })], [page])[0].boxes).toEqual([{ x: 300, y: 92.5, width: 45, height: 9.5 }]);
  });

  it.each<[string, number | null]>([['$2,307.69', 230_769], ['(15.97)', 1_597], ['15.97-', 1_597], ['2307.69', 230_769], ['Pay', null], ['12/31', null]])('reads %s', (t, want) => {
    expect(tokenCents(t)).toBe(want);
  });

  it.each<[string, string, boolean]>([
    ['3/16/2024', '2024-03-16', true],
    ['Pay Date: 03/16/24', '2024-03-16', true],
    ['03-16-2024', '2024-03-16', true],
    ['2024-03-16', '2024-03-16', true],
    ['Mar 16, 2024', '2024-03-16', true],
    ['March 16 2024', '2024-03-16', true],
    ['16 Mar 2024', '2024-03-16', true],
    ['13/16/2024', '2024-03-16', false],
    ['03/16/2025', '2024-03-16', false],
    ['03/1/2024', '2024-03-16', false],
    ['03/16/20245', '2024-03-16', false],
  ])('%s prints %s: %s', (text, iso, want) => {
    expect(printsDate(text, iso)).toBe(want);
  });
});

describe('locateInWords (a page read by OCR)', () => {
  const box = (x: number, y: number, width = 40, height = 10) => ({ x, y, width, height });
  // Words as OCR gives them, each boxed on the page as shown (here a photo's own pixels).
  const words: LocatedWord[] = [
    { page: 1, text: 'Gross', box: box(100, 400) },
    { page: 1, text: 'Pay', box: box(145, 400, 20) },
    { page: 1, text: '$2,307.69', box: box(900, 398, 90, 14) },
    { page: 1, text: 'Pay', box: box(700, 200, 20) },
    { page: 1, text: 'Date:', box: box(725, 200, 30) },
    { page: 1, text: 'Mar', box: box(760, 200, 25) },
    { page: 1, text: '16,', box: box(790, 200, 18) },
    { page: 1, text: '2024', box: box(812, 200, 30) },
    { page: 2, text: '2,307.69', box: box(10, 10) },
  ];

  it.each<[string, FraudSignal, Array<{ x: number; y: number; width: number; height: number }>]>([
    ['a figure on its page only', signal({ figures: [230_769] }), [box(900, 398, 90, 14)]],
    ['a date over three words, without its label', signal({ dates: ['2024-03-16'] }), [box(760, 200, 82, 10)]],
    ['a figure on page 2', signal({ page: 2, figures: [230_769] }), [box(10, 10)]],
    ['a figure not read', signal({ figures: [999] }), []],
    ['a whole-file finding', signal({ page: null, figures: [230_769] }), []],
  ])('%s', (_, s, boxes) => {
    expect(locateInWords([s], words)[0].boxes ?? []).toEqual(boxes);
  });
});

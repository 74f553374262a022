import { describe, expect, it } from 'vitest';
import type { FraudSignal } from '../paystub/paystub.types.ts';
import { locateFigures, tokenCents } from './locate-figures.ts';
import type { PageGraphics } from './pdf-graphics.ts';

const page: PageGraphics = {
  number: 1, width: 612, height: 792, fontNames: {},
  ops: [
    { kind: 'text', seq: 0, str: 'Gross Pay', x: 50, y: 100, width: 45, size: 10, font: 'F1' },
    { kind: 'text', seq: 1, str: '$2,307.69', x: 300, y: 100, width: 45, size: 10, font: 'F1' },
    { kind: 'text', seq: 2, str: 'Net Pay 2,823.44', x: 50, y: 140, width: 80, size: 10, font: 'F1' },
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
  ])('%s', (_, s, boxes) => {
    expect(locateFigures([s], [page])[0].boxes ?? []).toHaveLength(boxes);
  });

  it('boxes the run in points from the top-left', () => {
    expect(locateFigures([signal({ figures: [230_769] })], [page])[0].boxes).toEqual([{ x: 300, y: 92.5, width: 45, height: 9.5 }]);
  });

  it.each<[string, number | null]>([['$2,307.69', 230_769], ['(15.97)', 1_597], ['15.97-', 1_597], ['2307.69', 230_769], ['Pay', null], ['12/31', null]])('reads %s', (t, want) => {
    expect(tokenCents(t)).toBe(want);
  });
});

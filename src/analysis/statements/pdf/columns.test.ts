import { describe, expect, it } from 'vitest';
import { assignColumns, widenLeftHeadings, type TableModel } from './columns.ts';

const table = (cols: Array<[type: 'debit' | 'credit' | 'balance', x0: number, x1: number]>): TableModel => ({
  columns: cols.map(([type, x0, x1]) => ({ type, x0, x1 })),
  date: null,
  descriptionX: null,
  inferred: false,
});
const fig = (x1: number, width = 30) => ({ x0: x1 - width, x1 });

describe('widenLeftHeadings', () => {
  // Debit | Credit | Balance headings written at the left of their cells, figures right-aligned.
  const left = table([['debit', 364, 385], ['credit', 418, 442], ['balance', 471, 504]]);
  const leftFigures = [fig(416), fig(416, 22), fig(469), fig(469, 22), fig(535), fig(535), fig(535)];

  it('lets each column reach to the next heading, so a figure goes under its own heading', () => {
    const widened = widenLeftHeadings(left, leftFigures);
    const { placed } = assignColumns([fig(469, 22), fig(535)], widened.columns, 40);
    expect(placed.map((p) => p.column.type)).toEqual(['credit', 'balance']);
    // Without it, the credit figure goes to the balance heading it is nearest.
    expect(assignColumns([fig(469, 22)], left.columns, 40).placed[0].column.type).toBe('balance');
  });

  it.each([
    { name: 'headings right-aligned over their figures', t: table([['debit', 390, 416], ['credit', 445, 469], ['balance', 502, 535]]), figures: leftFigures },
    { name: 'too few figures to tell', t: left, figures: [fig(416)] },
  ])('leaves the columns alone: $name', ({ t, figures }) => {
    expect(widenLeftHeadings(t, figures)).toEqual(t);
  });
});

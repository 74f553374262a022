import { describe, expect, it } from 'vitest';
import { pdfjs } from '../pdf/open-pdf.ts';
import { malformedAmountSignals } from './malformed-amount.ts';
import { walkOperators, type TextRun } from './pdf-graphics.ts';

const OPS = pdfjs.OPS;
/** Glyphs of a monospaced font 600 units wide; numbers are TJ moves (negative: to the right). */
type Glyph = number | { unicode: string; width: number; isSpace: boolean };
const glyphs = (parts: Array<string | number>): Glyph[] =>
  parts.flatMap((p): Glyph[] => (typeof p === 'number' ? [p] : [...p].map((c) => ({ unicode: c, width: 600, isSpace: c === ' ' }))));

/** One TJ at x 100, 10 pt, on a page 792 pt high. */
function runs(parts: Array<string | number>): TextRun[] {
  const fns = [OPS.beginText, OPS.setFont, OPS.setTextMatrix, OPS.showText, OPS.endText];
  const args = [[], ['F1', 10], [[1, 0, 0, 1, 100, 692]], [glyphs(parts)], []];
  return walkOperators(fns, args, [1, 0, 0, -1, 0, 792]).filter((o): o is TextRun => o.kind === 'text');
}

describe('walkOperators: one TJ drawing several columns', () => {
  it.each<[string, Array<string | number>, Array<[string, number, number]>]>([
    ['no moves: one run', ['1,381.88'], [['1,381.88', 100, 48]]],
    ['kerning (a tenth of an em) joins the glyphs', ['1,38', 100, '1.88'], [['1,381.88', 100, 47]]],
    ['a move of a space\'s width is a word space', ['Gross', -300, 'Pay'], [['Gross Pay', 100, 51]]],
    ['a move of an em or more starts a run of its own, in its place', ['37.50', -4000, '36.8500', -2500, '1,381.88'], [['37.50', 100, 30], ['36.8500', 170, 42], ['1,381.88', 237, 48]]],
    ['a current and YTD pair split by a slash', ['205.61', -300, '/', -9000, '1,870.69'], [['205.61 /', 100, 45], ['1,870.69', 235, 48]]],
  ])('%s', (_, parts, want) => {
    expect(runs(parts).map((r) => [r.str, Math.round(r.x), Math.round(r.width)])).toEqual(want);
  });

  it('figures in separate columns of one TJ are no malformed amount', () => {
    const page = { number: 1, width: 612, height: 792, fontNames: {}, ops: runs(['37.50', -4000, '36.8500', -2500, '1,381.88', -3000, '60,037.90']) };
    expect(malformedAmountSignals('doc-1', [page])).toEqual([]);
  });
});

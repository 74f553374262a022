// Words from glyph positions: glyphs drawn one by one and touching are one word; words drawn
// apart without a space character between them are two; a wide gap starts a new cell.
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from './pdf-text.ts';
import { pageLines } from './rows.ts';

const SIZE = 10;
/** Glyphs of a word laid one after another from x, each `advance` wide. */
function glyphs(word: string, x: number, advance = 5.5): TextItem[] {
  return [...word].map((ch, k) => ({ str: ch, x: x + k * advance, y: 100, width: advance, size: SIZE, font: 'f1' }));
}
const page = (items: TextItem[]): PdfPage => ({ number: 1, width: 612, height: 792, items });

describe('pageLines builds words from glyph positions', () => {
  it('joins glyphs drawn one per text object and splits words drawn without a space character', () => {
    // "Net" then "Pay" a quarter em apart, no space glyph: two words of one cell.
    const [line] = pageLines(page([...glyphs('Net', 40), ...glyphs('Pay', 40 + 3 * 5.5 + 2.5)]));
    expect(line.tokens.map((t) => t.text)).toEqual(['Net', 'Pay']);
    expect(line.cells.map((c) => c.text)).toEqual(['Net Pay']);
    expect(line.tokens[0]).toMatchObject({ x0: 40, x1: 40 + 3 * 5.5 });
  });

  it('starts a new cell at a gap of a few ems, keeping each token where it was drawn', () => {
    const [line] = pageLines(page([...glyphs('Net', 40), ...glyphs('Pay', 60), ...glyphs('1,234.56', 300)]));
    expect(line.cells.map((c) => c.text)).toEqual(['Net Pay', '1,234.56']);
    expect(line.tokens[2]).toMatchObject({ text: '1,234.56', x0: 300, x1: 300 + 8 * 5.5 });
  });

  it('joins pieces of several glyphs that touch, and splits label words drawn joined at their capitals', () => {
    const items: TextItem[] = [
      { str: 'Period', x: 40, y: 100, width: 30, size: SIZE, font: 'f1' },
      { str: 'Beginning', x: 70, y: 100, width: 45, size: SIZE, font: 'f1' },
      { str: '01/05/2026', x: 118, y: 100, width: 50, size: SIZE, font: 'f1' },
    ];
    const [line] = pageLines(page(items));
    expect(line.tokens.map((t) => t.text)).toEqual(['Period', 'Beginning', '01/05/2026']);
    expect(line.cells[0].text).toBe('Period Beginning 01/05/2026');
    expect(line.tokens[1]).toMatchObject({ x0: 70, x1: 115 });
  });

  it('keeps a name drawn in touching pieces whole', () => {
    const items: TextItem[] = [
      { str: 'Mc', x: 40, y: 100, width: 12, size: SIZE, font: 'f1' },
      { str: 'Donald', x: 52, y: 100, width: 33, size: SIZE, font: 'f1' },
    ];
    const [line] = pageLines(page(items));
    expect(line.tokens.map((t) => t.text)).toEqual(['McDonald']);
  });
});

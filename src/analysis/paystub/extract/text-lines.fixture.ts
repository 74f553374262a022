// Text items as the PDF reader gives them, for the paystub extractor's tests: one baseline of cells,
// each at its left edge ([x, text]) or its right edge ([x, text, 'r']), a character `em` of the size wide.
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';

export type Cell = [number, string] | [number, string, 'r'];

export function textLine(y: number, cells: Cell[], size: number, opts: { em?: number; font?: string } = {}): TextItem[] {
  const { em = 0.5, font = 'g_d0_f1' } = opts;
  return cells.map(([x, str, align]) => {
    const width = str.length * size * em;
    return { str, x: align === 'r' ? x - width : x, y, width, size, font };
  });
}

/** One page of the given size holding the lines. */
export function pageOf(number: number, width: number, height: number, lines: TextItem[][]): PdfPage {
  return { number, width, height, items: lines.flat() };
}

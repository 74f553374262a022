// A page's lines as the paystub reader sees them: the statement reader's lines (rows.ts), with a row
// that a layout drew at two baselines put back together. Grids often draw a figure a few points above
// or below its label (a vertically centred cell, a two-line label beside one-line figures); two lines
// closer than about half a line height, with no cells over each other, are one row.

import type { PdfPage } from '../../statements/pdf/pdf-text.ts';
import { pageLines, type Cell, type Line, type Token } from '../../statements/pdf/rows.ts';

const overlaps = (a: Line, b: Line) => a.cells.some((c) => b.cells.some((d) => Math.min(c.x1, d.x1) - Math.max(c.x0, d.x0) > -1));

function merge(a: Line, b: Line): Line {
  const cells = [...a.cells.map((c, i) => ({ c, from: a, i })), ...b.cells.map((c, i) => ({ c, from: b, i }))].sort((p, q) => p.c.x0 - q.c.x0);
  const tokens = cells.flatMap((p, index) => p.from.tokens.filter((t) => t.cell === p.i).map((t) => ({ ...t, cell: index })));
  const main = a.cells.length >= b.cells.length ? a : b;
  return {
    page: a.page,
    y: main.y,
    size: Math.max(a.size, b.size),
    x0: Math.min(a.x0, b.x0),
    x1: Math.max(a.x1, b.x1),
    cells: cells.map((p) => ({ ...p.c })),
    tokens,
    text: tokens.map((t) => t.text).join(' '),
  };
}

export function paystubLines(page: PdfPage): Line[] {
  const out: Line[] = [];
  for (const line of pageLines(page)) {
    const prev = out[out.length - 1];
    if (prev && line.y - prev.y < 0.6 * Math.min(prev.size, line.size) && !overlaps(prev, line)) out[out.length - 1] = merge(prev, line);
    else out.push(line);
  }
  return out.map(splitAtRules).map(joinWords);
}

const RULE = /^[|¦│┃]+$/;

/**
 * Column rules printed as characters ("2057.20 | FED WITHHLDG" in a typewriter register) end a cell:
 * the text on each side of a bar is a cell of its own, and the bar is dropped.
 */
export function splitAtRules(line: Line): Line {
  if (!line.tokens.some((t) => /[|¦│┃]/.test(t.text))) return line;
  const cells: Cell[] = [];
  const tokens: Token[] = [];
  let open = false;
  let lastCell = -1;
  for (const token of line.tokens) {
    const pieces = token.text.split(/([|¦│┃]+)/).filter((p) => p !== '');
    const perChar = (token.x1 - token.x0) / Math.max(token.text.length, 1);
    let x = token.x0;
    for (const piece of pieces) {
      const x0 = x;
      x += perChar * piece.length;
      if (RULE.test(piece)) {
        open = false;
        continue;
      }
      if (!open || token.cell !== lastCell) {
        cells.push({ text: piece, x0, x1: x });
        open = true;
      } else {
        const c = cells[cells.length - 1];
        c.text += ` ${piece}`;
        c.x1 = x;
      }
      lastCell = token.cell;
      tokens.push({ text: piece, x0, x1: x, cell: cells.length - 1 });
    }
  }
  if (cells.length === 0) return line;
  return { ...line, x0: cells[0].x0, x1: Math.max(...cells.map((c) => c.x1)), cells, tokens, text: tokens.map((t) => t.text).join(' ') };
}

const isWords = (text: string) => !/^[-+($]*[\d.,]+[)%-]*$/.test(text.replace(/\s+/g, ''));

/**
 * Words a word apart are one cell: OCR gives each word its own box, so "Federal" "Income Tax" or
 * "Period" "Beginning:" come as cells an ordinary space apart. Only words join, never figures.
 */
function joinWords(line: Line): Line {
  const keep: number[] = [];
  const cells = line.cells.map((c) => ({ ...c }));
  const target = cells.map((_, i) => i);
  for (let i = 1; i < cells.length; i++) {
    const a = cells[target[i - 1]];
    const b = cells[i];
    if (b.x0 - a.x1 < 0.9 * line.size && isWords(a.text) && isWords(b.text)) {
      a.text = `${a.text} ${b.text}`;
      a.x1 = b.x1;
      target[i] = target[i - 1];
    } else keep.push(i);
  }
  if (keep.length === cells.length - 1) return line;
  const kept = [0, ...keep];
  const index = new Map(kept.map((k, n) => [k, n]));
  return {
    ...line,
    cells: kept.map((k) => cells[k]),
    tokens: line.tokens.map((t) => ({ ...t, cell: index.get(target[t.cell])! })),
  };
}

// A page's lines as the paystub reader sees them: the statement reader's lines (rows.ts), with a row
// that a layout drew at two baselines put back together. Grids often draw a figure a few points above
// or below its label (a vertically centred cell, a two-line label beside one-line figures); two lines
// closer than about half a line height, with no cells over each other, are one row.

import type { PdfPage } from '../../statements/pdf/pdf-text.ts';
import { pageLines, type Cell, type Line, type Token } from '../../statements/pdf/rows.ts';
import { cellAbove, labelsUnderValues } from './fields.ts';

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
  return joinLabelsUnderValues(out.map(splitAtGaps).map(splitAtRules).map(joinWords).map(dropLeadingColons));
}

/**
 * Labels in one column and their values in the next, each value after a colon of its own (Malaysian
 * payslips: "Nama / Name" ... ": Tan Wei Ming"): the value's cell starts at its first word, so that it
 * reads as the value and lines up with the line it wraps onto.
 */
export function dropLeadingColons(line: Line): Line {
  let changed = false;
  const tokens: Token[] = [];
  const cells = line.cells.map((cell, ci) => {
    const own = line.tokens.filter((t) => t.cell === ci);
    if (own.length < 2 || own[0].text !== ':') {
      tokens.push(...own);
      return cell;
    }
    changed = true;
    const rest = own.slice(1);
    tokens.push(...rest);
    return { text: rest.map((t) => t.text).join(' '), x0: rest[0].x0, x1: cell.x1 };
  });
  return changed ? { ...line, cells, tokens, text: tokens.map((t) => t.text).join(' ') } : line;
}

/**
 * Small-print labels under their values with their words boxed apart ("GROSS" "PAY YTD" under
 * "$19,577.02", as OCR boxes small print): the words under one value are one label.
 */
export function joinLabelsUnderValues(lines: Line[]): Line[] {
  return lines.map((line, li) => {
    if (line.cells.length < 2 || !labelsUnderValues(lines, li)) return line;
    const over = line.cells.map((c) => cellAbove(lines, li, c)?.cell ?? null);
    const target = line.cells.map((_, i) => i);
    for (let i = 1; i < line.cells.length; i++) if (over[i] !== null && over[i] === over[i - 1]) target[i] = target[i - 1];
    if (target.every((t, i) => t === i)) return line;
    const kept = [...new Set(target)];
    const cells = kept.map((k) => {
      const parts = line.cells.filter((_, i) => target[i] === k);
      return { text: parts.map((c) => c.text).join(' '), x0: parts[0].x0, x1: Math.max(...parts.map((c) => c.x1)) };
    });
    return { ...line, cells, tokens: line.tokens.map((t) => ({ ...t, cell: kept.indexOf(target[t.cell]) })) };
  });
}

/**
 * A line drawn as one string padded with spaces (a register printed in a monospaced font): a run of
 * spaces inside a cell, two characters of it wide or more, is a gap between columns, as a gap between
 * drawn pieces is.
 */
export function splitAtGaps(line: Line): Line {
  const cells: Cell[] = [];
  const tokens: Token[] = [];
  let split = false;
  line.cells.forEach((cell, ci) => {
    const own = line.tokens.filter((t) => t.cell === ci);
    const chars = own.reduce((n, t) => n + t.text.length, 0);
    const charWidth = chars > 0 ? own.reduce((w, t) => w + t.x1 - t.x0, 0) / chars : 0;
    // Letter-spaced words ("P A Y  D A T E") put two spaces between words, not between columns.
    const spaced = own.filter((t) => t.text.length === 1).length * 2 > own.length;
    own.forEach((t, k) => {
      const gap = k > 0 ? t.x0 - own[k - 1].x1 : Infinity;
      if (k === 0 || (!spaced && gap > 1.6 * charWidth)) {
        if (k > 0) split = true;
        cells.push({ text: t.text, x0: t.x0, x1: t.x1 });
      } else {
        const c = cells[cells.length - 1];
        c.text += ` ${t.text}`;
        c.x1 = t.x1;
      }
      tokens.push({ ...t, cell: cells.length - 1 });
    });
    if (own.length === 0) cells.push({ ...cell });
  });
  return split ? { ...line, cells, tokens } : line;
}

/** A column rule drawn as characters, or dot leaders between a label and its figure ("Net Pay ....... 912.40"). */
const RULE = /^(?:[|¦│┃]+|[.·…_]{4,})$/;
const RULES = /([|¦│┃]+|[.·…_]{4,})/;

/**
 * Column rules printed as characters ("2057.20 | FED WITHHLDG" in a typewriter register) and dot
 * leaders ("Gross Pay.........2,000.00") end a cell: the text on each side is a cell of its own, and the
 * rule is dropped.
 */
export function splitAtRules(line: Line): Line {
  if (!line.tokens.some((t) => RULES.test(t.text))) return line;
  const cells: Cell[] = [];
  const tokens: Token[] = [];
  let open = false;
  let lastCell = -1;
  for (const token of line.tokens) {
    const pieces = token.text.split(RULES).filter((p) => p !== '');
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

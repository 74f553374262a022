// Lines of a page by position: items on one baseline (within a tolerance relative to the font
// size) form a line; within it, items close together form cells, and cells split into word tokens.
import { splitJoinedWords } from '../../pdf/joined-words.ts';
import type { PdfPage, TextItem } from './pdf-text.ts';

export interface Token {
  text: string;
  x0: number;
  x1: number;
  /** Index of the cell the token belongs to. */
  cell: number;
}

export interface Cell {
  text: string;
  x0: number;
  x1: number;
}

export interface Line {
  page: number;
  /** Baseline, points from the page top. */
  y: number;
  /** Largest font size on the line. */
  size: number;
  x0: number;
  x1: number;
  cells: Cell[];
  tokens: Token[];
  /** The tokens joined by single spaces. */
  text: string;
}

/** Items whose gap is under this many ems belong to one cell... */
const CELL_GAP_EM = 0.5;
/** ...or under this many of the left item's average character widths (a space in a monospaced font). */
const CELL_GAP_CHARS = 1.3;
/** Items whose gap is under this many ems are one word (a word drawn in pieces). */
const TOUCH_EM = 0.08;

export function pageLines(page: PdfPage): Line[] {
  const items = page.items.slice().sort(byBaselineThenX);
  const groups: TextItem[][] = [];
  let current: TextItem[] = [];
  let baseline = -Infinity;
  let size = 0;
  for (const item of items) {
    const tolerance = 0.45 * Math.min(size || item.size, item.size);
    if (current.length && item.y - baseline <= tolerance) {
      current.push(item);
      size = Math.max(size, item.size);
      continue;
    }
    if (current.length) groups.push(current);
    current = [item];
    baseline = item.y;
    size = item.size;
  }
  if (current.length) groups.push(current);
  return groups.map((g) => buildLine(page.number, g));
}

function buildLine(pageNumber: number, items: TextItem[]): Line {
  items.sort(byX);
  const size = Math.max(...items.map(itemSize));
  // The baseline most of the line's text sits on (a superscript does not move the line).
  const y = items.reduce(longerText).y;
  const cells: Cell[] = [];
  const tokens: Token[] = [];
  let prevEnd = -Infinity;
  let prevCharWidth = 0;
  for (const item of items) {
    const em = Math.max(item.size, 1);
    const gap = item.x - prevEnd;
    const newCell = cells.length === 0 || gap > Math.max(CELL_GAP_EM * em, CELL_GAP_CHARS * prevCharWidth);
    prevCharWidth = item.str.length > 0 ? Math.min(item.width / item.str.length, em) : 0;
    if (newCell) cells.push({ text: '', x0: item.x, x1: item.x + item.width });
    const cellIndex = cells.length - 1;
    const cell = cells[cellIndex];
    const touching = !newCell && gap < TOUCH_EM * em;
    const str = item.str;
    const len = str.length;
    const last = tokens[tokens.length - 1];
    if (!/\s/.test(str)) {
      // One word: its extent is the item's.
      if (touching && last && last.cell === cellIndex) {
        last.text += str;
        last.x1 = item.x + item.width;
      } else {
        tokens.push({ text: str, x0: item.x, x1: item.x + item.width, cell: cellIndex });
      }
    } else {
      // Several words: their extents are estimated from the characters before them.
      const re = /\S+/g;
      let m: RegExpExecArray | null;
      while ((m = re.exec(str)) !== null) {
        const x0 = item.x + (item.width * m.index) / len;
        const x1 = item.x + (item.width * (m.index + m[0].length)) / len;
        tokens.push({ text: m[0], x0, x1, cell: cellIndex });
      }
    }
    cell.x1 = Math.max(cell.x1, item.x + item.width);
    prevEnd = Math.max(prevEnd, item.x + item.width);
  }
  const words = tokens.flatMap(splitToken);
  const texts: string[][] = cells.map(() => []);
  for (const t of words) texts[t.cell].push(t.text);
  for (let c = 0; c < cells.length; c++) cells[c].text = texts[c].join(' ');
  return {
    page: pageNumber,
    y,
    size,
    x0: cells[0].x0,
    x1: Math.max(...cells.map(cellEnd)),
    cells,
    tokens: words,
    text: words.map(tokenText).join(' '),
  };
}

// Named functions at module level rather than inline arrows: these run for every item and line, and
// a closure made anew at each call keeps its optimised code only while one of them is alive, so a
// parser thread's full collection between documents would have them compiled again (the same cause
// as pdfjs's, src/analysis/pdf/pdfjs-worker-half.ts).
function byBaselineThenX(a: TextItem, b: TextItem): number {
  return a.y - b.y || a.x - b.x;
}

function byX(a: TextItem, b: TextItem): number {
  return a.x - b.x;
}

function itemSize(i: TextItem): number {
  return i.size;
}

/** Of two items, the one with the longer text (the first of equals). */
function longerText(best: TextItem, i: TextItem): TextItem {
  return i.str.length > best.str.length ? i : best;
}

function cellEnd(c: Cell): number {
  return c.x1;
}

export function tokenText(t: Token): string {
  return t.text;
}

/** A token of label words drawn joined ("NetPay") as its words, each over its share of the extent. */
function splitToken(token: Token): Token[] {
  const parts = splitJoinedWords(token.text);
  if (parts.length === 1) return [token];
  const perChar = (token.x1 - token.x0) / token.text.length;
  let x = token.x0;
  return parts.map((text) => {
    const x0 = x;
    x += perChar * text.length;
    return { text, x0, x1: x, cell: token.cell };
  });
}

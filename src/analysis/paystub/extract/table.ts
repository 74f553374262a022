// The rows of a paystub's tables. A line may hold several tables side by side (earnings on the
// left, deductions on the right), so a line is cut into segments: a label cell and the figures
// after it. Figures are placed in columns (Current, YTD, Hours, Rate) by the nearest header above
// that has a column over them, and segments belong to the section (earnings, deductions) whose title
// is above them in the same horizontal region.

import { parseMoney } from '../../statements/pdf/money.ts';
import type { Cell, Line } from '../../statements/pdf/rows.ts';
import { columnOf, isLabel, sectionOf, type ColumnKind, type SectionKind } from './vocabulary.ts';
import { hasDate } from './values.ts';

export interface Figure {
  text: string;
  x0: number;
  x1: number;
  /** Cents when the figure is money, else null. */
  cents: number | null;
  /** The figure as a plain number (hours, rates). */
  value: number;
  column: ColumnKind | null;
}

export interface Segment {
  line: Line;
  label: string;
  x0: number;
  figures: Figure[];
  section: SectionKind | 'after-gross' | null;
}

interface HeaderColumn {
  kind: ColumnKind;
  x0: number;
  x1: number;
}

interface Header {
  line: Line;
  columns: HeaderColumn[];
}

interface SectionMark {
  y: number;
  x0: number;
  x1: number;
  kind: SectionKind | 'after-gross';
}

const NUMBER = /^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/;

/** A cell that is a figure: money, or a plain number. */
export function figureOf(cell: Cell): Figure | null {
  const text = cell.text.replace(/\s+/g, '').replace(/^\*+|\*+$/g, '');
  const money = parseMoney(text);
  if (money && money.sign >= 0) return { text, x0: cell.x0, x1: cell.x1, cents: money.cents, value: money.cents / 100, column: null };
  if (NUMBER.test(text)) return { text, x0: cell.x0, x1: cell.x1, cents: null, value: Number(text.replace(/,/g, '')), column: null };
  return null;
}

const hasMoney = (line: Line) => line.cells.some((c) => figureOf(c)?.cents != null);

function headerOf(line: Line): Header | null {
  if (hasMoney(line)) return null;
  const columns = line.cells.flatMap((c) => {
    const kind = columnOf(c.text);
    return kind ? [{ kind, x0: c.x0, x1: c.x1 }] : [];
  });
  return columns.length ? { line, columns } : null;
}

function sectionMarks(line: Line): SectionMark[] {
  if (hasMoney(line)) return [];
  const marks: SectionMark[] = [];
  line.cells.forEach((c, i) => {
    const kind = sectionOf(c.text);
    const next = line.cells[i + 1];
    // A title: alone or first on its line, or heading columns (followed by a column header).
    if (kind && (i === 0 || (next !== undefined && columnOf(next.text) !== null))) marks.push({ y: line.y, x0: c.x0 - 6, x1: Infinity, kind });
  });
  for (let i = 0; i < marks.length - 1; i++) marks[i].x1 = marks[i + 1].x0;
  return marks;
}

/** The line's cells, a cell of figures set close together ("2,281.23 33,957.92") cut into one per figure. */
function unitsOf(line: Line): Cell[] {
  return line.cells.flatMap((cell, i) => {
    const tokens = line.tokens.filter((t) => t.cell === i);
    if (tokens.length < 2) return [cell];
    const units = tokens.map((t) => ({ text: t.text, x0: t.x0, x1: t.x1 }));
    return units.every((u) => figureOf(u) !== null) ? units : [cell];
  });
}

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0);

/** The column over a figure: from the nearest header above with a column overlapping it. */
function columnFor(f: Figure, y: number, headers: readonly Header[]): ColumnKind | null {
  for (let h = headers.length - 1; h >= 0; h--) {
    const header = headers[h];
    if (header.line.y >= y) continue;
    let best: HeaderColumn | null = null;
    let bestScore = -Infinity;
    for (const c of header.columns) {
      const o = overlap(f.x0 - 2, f.x1 + 2, c.x0, c.x1);
      const score = o > 0 ? o : -Math.min(Math.abs(f.x1 - c.x1), Math.abs(f.x0 - c.x0));
      if (score > bestScore) {
        best = c;
        bestScore = score;
      }
    }
    if (best && bestScore > -12) return best.kind;
  }
  return null;
}

/** Every labelled segment of a page's lines, its figures placed in columns and itself in a section. */
export function segmentsOf(lines: readonly Line[]): Segment[] {
  const headers: Header[] = [];
  const marks: SectionMark[] = [];
  const out: Segment[] = [];
  for (const line of lines) {
    const header = headerOf(line);
    if (header) headers.push(header);
    marks.push(...sectionMarks(line));
    let current: Segment | null = null;
    for (const cell of unitsOf(line)) {
      const figure = figureOf(cell);
      if (figure) {
        if (current) {
          figure.column = columnFor(figure, line.y, headers);
          current.figures.push(figure);
        }
        continue;
      }
      if (hasDate(cell.text)) {
        current = null;
        continue;
      }
      current = { line, label: cell.text, x0: cell.x0, figures: [], section: null };
      out.push(current);
    }
    for (const s of out.filter((s) => s.line === line)) {
      let mark: SectionMark | null = null;
      for (const m of marks) if (m.y < line.y && s.x0 >= m.x0 && s.x0 < m.x1 && (!mark || m.y >= mark.y)) mark = m;
      s.section = mark?.kind ?? null;
      // A gross pay line closes the earnings above it: what follows in its region is taken out of it.
      if (isLabel(s.label, 'gross') && s.figures.some((f) => f.cents !== null)) marks.push({ y: line.y, x0: s.x0 - 6, x1: mark?.x1 ?? Infinity, kind: 'after-gross' });
    }
  }
  return out.filter((s) => s.figures.length > 0);
}

/** The current-period figure of a segment: in the Current column, else the first money figure in no other column. */
export function currentOf(s: Segment): number | null {
  const inColumn = s.figures.find((f) => f.column === 'current' && f.cents !== null);
  if (inColumn) return inColumn.cents;
  const loose = s.figures.find((f) => f.column === null && f.cents !== null);
  return loose?.cents ?? null;
}

export function ytdOf(s: Segment): number | null {
  const f = s.figures.find((x) => x.column === 'ytd' && x.cents !== null);
  if (f) return f.cents;
  // Without headers, a second money figure after the current one is its year-to-date.
  if (s.figures.every((x) => x.column === null)) {
    const money = s.figures.filter((x) => x.cents !== null);
    if (money.length === 2) return money[1].cents;
  }
  return null;
}

export function numberIn(s: Segment, column: ColumnKind): number | null {
  return s.figures.find((f) => f.column === column)?.value ?? null;
}

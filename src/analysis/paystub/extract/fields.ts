// Labelled values: a label and its value in one cell ("Pay Date: 01/15/2026", also in the middle of
// a cell that holds several pairs), the value in the next cell to its right, or the value under it (a
// box or a grid with the label above the value, centred or not). A label printed on two lines
// ("Period" over "End") is read as one.

import type { Cell, Line } from '../../statements/pdf/rows.ts';
import { hasDate, moneyIn } from './values.ts';
import { isAnyLabel, isYearToDateRow, labelHits, type LabelKind } from './vocabulary.ts';

export interface Found<T> {
  value: T;
  line: Line;
  cell: Cell;
}

const ofRow = (kind: LabelKind, ytdRow: boolean): LabelKind => (!ytdRow ? kind : kind === 'gross' ? 'ytdGross' : kind === 'net' ? 'ytdNet' : kind);

/** The first value `accept` takes, for a label of `kind`, in reading order. */
export function findLabelled<T>(lines: readonly Line[], kind: LabelKind, accept: (text: string) => T | null): Found<T> | null {
  for (const found of allLabelled(lines, kind, accept)) return found;
  return null;
}

/** Every value `accept` takes for a label of `kind`, in reading order. */
export function* allLabelled<T>(lines: readonly Line[], kind: LabelKind, accept: (text: string) => T | null): Generator<Found<T>> {
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li];
    for (let ci = 0; ci < line.cells.length; ci++) {
      const cell = line.cells[ci];
      const hits = labelHits(cell.text);
      // A row titled "Year to date" ("YEAR TO DATE  Gross SI$18,138.50  Net SI$14,499.76"): its gross and net are the year's.
      const ytdRow = ci > 0 && isYearToDateRow(line.cells[0].text);
      for (let h = 0; h < hits.length; h++) {
        if (ofRow(hits[h].kind, ytdRow) !== kind) continue;
        const after = cell.text.slice(hits[h].end, hits[h + 1]?.start ?? cell.text.length).replace(/^\s*[:#]?\s*/, '').trim();
        // "Tempoh Gaji / Pay Penod": the other language's side of the label (misread, or no label of ours), not its value.
        // "Pay Frequency." (a colon a picture read as a full stop): nothing after the label.
        const rest = h === hits.length - 1 && (OTHER_SIDE.test(after) || /^[.,;]$/.test(after)) ? '' : after;
        if (rest !== '') {
          const v = accept(rest);
          // A name cut after its first word, the rest in the next box a word apart ("EMPLOYEE: Héctor" "Ibarra-Montes").
          const next = line.cells[ci + 1];
          if (v !== null && (kind === 'employee' || kind === 'employer') && !/\s/.test(rest) && next && next.x0 - cell.x1 < 1.5 * line.size && !isAnyLabel(next.text)) {
            const whole = accept(`${rest} ${next.text}`);
            if (whole !== null) {
              yield { value: whole, line, cell };
              continue;
            }
          }
          if (v !== null) yield { value: v, line, cell };
          continue;
        }
        // Only the last label of a cell has its value outside the cell.
        if (h !== hits.length - 1) continue;
        // Small print under the figures it names ("$2,152.80" over "GROSS PAY"): the value is above.
        // A party's name over its label only where the labels are small print (a heading in capitals over
        // a block is no value's label).
        const party = kind === 'employer' || kind === 'employee';
        const above = party && !smallLabelsUnder(line, lines[li - 1] ?? line) ? null : cellAbove(lines, li, cell);
        if (above) {
          const v = accept(above.cell.text);
          if (v !== null) {
            yield { value: v, line: above.line, cell: above.cell };
            continue;
          }
        }
        const next = line.cells[ci + 1];
        if (next && !isAnyLabel(next.text)) {
          const v = accept(next.text);
          if (v !== null) {
            yield { value: v, line, cell: next };
            continue;
          }
          // A date or a range cut into cells ("02/28/26 THRU" "03/06/26"; "Feb 6," "2026" in a typewriter
          // font, whose word spaces OCR takes for gaps): the cells after the label a word or two apart, read together.
          if (DATED.has(kind)) {
            const run = wordsApart(line, ci + 1, kind === 'period' ? 4 : 2);
            const joined = run ? accept(run.text) : null;
            if (run && joined !== null) {
              yield { value: joined, line, cell: run };
              continue;
            }
          }
        }
        const below = cellBelow(lines, li, cell);
        if (below) {
          const v = accept(below.cell.text);
          if (v !== null) yield { value: v, line: below.line, cell: below.cell };
        }
      }
      // "Period" over "End": the label is the cell and the one under it.
      if (cell.text.trim().split(/\s+/).length <= 2) {
        const under = stackedBelow(lines, li, cell);
        if (!under) continue;
        const joined = `${cell.text} ${under.cell.text}`;
        const hit = labelHits(joined).find((x) => x.kind === kind && x.start === 0 && x.end >= joined.trimEnd().length);
        if (!hit) continue;
        const value = cellBelow(lines, lines.indexOf(under.line), under.cell);
        if (value) {
          const v = accept(value.cell.text);
          if (v !== null) yield { value: v, line: value.line, cell: value.cell };
        }
      }
    }
  }
}

const DATED = new Set<LabelKind>(['payDate', 'periodStart', 'periodEnd', 'period']);

/** The second side of a label printed in two languages: a slash, then words without a figure. */
const OTHER_SIDE = /^\/\s*\p{L}[^\d]*$/u;

/**
 * The cells from `from` on, up to `most` of them, each within two spaces of the last and none a label
 * (a range needs its dash or "to" to be inside a cell or a cell of its own): as one cell, or null
 * when there is only one.
 */
function wordsApart(line: Line, from: number, most: number): Cell | null {
  const cells = [line.cells[from]];
  for (let k = from + 1; k < line.cells.length && cells.length < most; k++) {
    const c = line.cells[k];
    if (c.x0 - cells[cells.length - 1].x1 > 2.2 * line.size || isAnyLabel(c.text)) break;
    cells.push(c);
  }
  if (cells.length < 2) return null;
  // The longest run that reads is the one wanted; shorter ones are tried by the caller's own value.
  return { text: cells.map((c) => c.text).join(' '), x0: cells[0].x0, x1: cells[cells.length - 1].x1 };
}

const overlap = (a: Cell, b: Cell) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
const centre = (c: Cell) => (c.x0 + c.x1) / 2;

/** The cell directly under another on the next line, as the second line of a two-line label. */
function stackedBelow(lines: readonly Line[], index: number, label: Cell): { line: Line; cell: Cell } | null {
  const from = lines[index];
  const line = lines[index + 1];
  if (!line || line.y - from.y > 1.6 * Math.max(from.size, line.size)) return null;
  const cell = line.cells.find((c) => overlap(c, label) > 0.5 * Math.min(c.x1 - c.x0, label.x1 - label.x0));
  return cell ? { line, cell } : null;
}

/**
 * Whether a line is small print under the values it names: every cell on it is a label or a word
 * of the form (no figure, no date), its type smaller than the line just above, and that line nearer
 * than the one below. Such labels name the cell over them.
 */
export function labelsUnderValues(lines: readonly Line[], index: number): boolean {
  const line = lines[index];
  const prev = lines[index - 1];
  const next = lines[index + 1];
  if (!prev || prev.size < line.size + 1) return false;
  const gap = line.y - prev.y;
  if (gap > 1.8 * prev.size || (next && next.y - line.y <= gap)) return false;
  // No figure and no date on it, its words in capitals (a picture may add a stray digit: "PERIOD20 END").
  const words = line.cells.every((c) => /\p{L}/u.test(c.text) && moneyIn(c.text) === null && !hasDate(c.text));
  if (!words) return false;
  if (line.cells.every((c) => c.text.replace(/[^\p{L}]/gu, '') === c.text.replace(/[^\p{L}]/gu, '').toUpperCase())) return true;
  return smallLabelsUnder(line, prev);
}

/**
 * Labels in small type, not in capitals, under values in framed cells ("Matej Novak" over "Delavec",
 * "1. 3. 2026 – 31. 3. 2026" over "Obračunsko obdobje"): the type a good deal smaller than the line
 * over it, a known label among them, and each of them under a value of its own on that line (a label
 * and its value side by side under a heading are both under the heading).
 */
function smallLabelsUnder(line: Line, prev: Line): boolean {
  if (line.size > 0.8 * prev.size || !line.cells.some((c) => isAnyLabel(c.text))) return false;
  const over = line.cells.map((c) => prev.cells.findIndex((v) => Math.abs(v.x0 - c.x0) < Math.max(3, 0.4 * prev.size) || overlap(v, c) > 0.5 * (c.x1 - c.x0)));
  return over.every((i) => i >= 0) && new Set(over).size === over.length;
}

/** The cell of a line overlapping the label most (score: the overlap), else the one whose centre is nearest (score: minus that distance). */
function nearestCell(line: Line, label: Cell): { best: Cell | null; bestScore: number } {
  let best: Cell | null = null;
  let bestScore = -Infinity;
  for (const c of line.cells) {
    const o = overlap(c, label);
    const score = o > 0 ? o : -Math.abs(centre(c) - centre(label));
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return { best, bestScore };
}

/** The cell over a label printed under its value (see labelsUnderValues): overlapping it most, or centred over it. */
export function cellAbove(lines: readonly Line[], index: number, label: Cell): { line: Line; cell: Cell } | null {
  if (!labelsUnderValues(lines, index)) return null;
  const line = lines[index - 1];
  const { best, bestScore } = nearestCell(line, label);
  return best && (bestScore > 0 || -bestScore < Math.max(0.5 * (label.x1 - label.x0), 15)) ? { line, cell: best } : null;
}

/**
 * The cell under a label: on the nearest line below (within three line heights) that has a cell
 * under the label, the one overlapping it most, else the one whose centre is nearest the label's
 * when that is within the label's width.
 */
export function cellBelow(lines: readonly Line[], index: number, label: Cell): { line: Line; cell: Cell } | null {
  const from = lines[index];
  for (let i = index + 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.y - from.y > 3.2 * Math.max(from.size, line.size)) return null;
    const { best, bestScore } = nearestCell(line, label);
    if (best && bestScore > 0) return { line, cell: best };
    // Off to one side, a figure after a label of its own ("Gross pay  7,158.00" in a block beside a
    // "Net pay" box) is that row's, not the value under this label: the nearest other cell, or further down.
    const free = nearestCell({ ...line, cells: line.cells.filter((c) => !rowFigure(line, c)) }, label);
    if (free.best && -free.bestScore < Math.max(1.5 * (label.x1 - label.x0), 30)) return { line, cell: free.best };
  }
  return null;
}

/** Whether a cell is a money figure right after a cell of words on its line (a labelled row's figure). */
function rowFigure(line: Line, cell: Cell): boolean {
  const before = line.cells[line.cells.indexOf(cell) - 1];
  return moneyIn(cell.text) !== null && before !== undefined && /\p{L}{2}/u.test(before.text) && moneyIn(before.text) === null && !hasDate(before.text);
}

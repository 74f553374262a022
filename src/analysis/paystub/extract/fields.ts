// Labelled values: a label and its value in one cell ("Pay Date: 01/15/2026"), the value in the
// next cell to its right, or the value under it (a box with the label above the value).

import type { Cell, Line } from '../../statements/pdf/rows.ts';
import { afterLabel, type LabelKind } from './vocabulary.ts';

export interface Found<T> {
  value: T;
  line: Line;
}

/** The first value `accept` takes, for the first label of `kinds` found, in reading order. */
export function findLabelled<T>(lines: readonly Line[], kind: LabelKind, accept: (text: string) => T | null): Found<T> | null {
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li];
    for (let ci = 0; ci < line.cells.length; ci++) {
      const cell = line.cells[ci];
      const rest = afterLabel(cell.text, kind);
      if (rest === null) continue;
      if (rest !== '') {
        const v = accept(rest);
        if (v !== null) return { value: v, line };
        continue;
      }
      const next = line.cells[ci + 1];
      if (next) {
        const v = accept(next.text);
        if (v !== null) return { value: v, line };
      }
      const below = cellBelow(lines, li, cell);
      if (below) {
        const v = accept(below.cell.text);
        if (v !== null) return { value: v, line: below.line };
      }
    }
  }
  return null;
}

/** The cell under a label: on the next line within two line heights, starting within the label's extent. */
function cellBelow(lines: readonly Line[], index: number, label: Cell): { line: Line; cell: Cell } | null {
  const from = lines[index];
  for (let i = index + 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.y - from.y > 2.6 * Math.max(from.size, line.size)) return null;
    const cell = line.cells.find((c) => c.x0 >= label.x0 - 3 && c.x0 <= Math.max(label.x1, label.x0 + 20));
    if (cell) return { line, cell };
  }
  return null;
}

// Read from a picture, a figure's decimal separator is the mark OCR loses most often: "26,42" read
// "2642", "2282,77" read "228277", "1,165.46" read "1.16546". In a column of figures that all print two decimals, a bare run of
// digits alone in its cell, whose right edge lines up with the figures read whole above and below
// it, is such a figure: its last two digits are its cents. Digits elsewhere (a cheque number, a
// reference in the description) do not line up with a column of amounts and are left as read.
import type { Line } from './rows.ts';

/** How many figures read whole, right-aligned at one edge of a page, make a column of amounts. */
const MIN_COLUMN = 3;
/** Right edges within this many ems of each other are one column. */
const EDGE_EM = 0.75;
/** Figures read whole it takes to know the document prints its amounts with two decimals. */
const MIN_FIGURES = 6;

const BARE_DIGITS = /^\d{3,7}$/;
/** A thousands separator read, the decimal separator after it lost ("1.16546" for 1,165.46). */
const THOUSANDS_KEPT = /^(\d{1,3})[.,'\u2019](\d{5})$/;

/** The digits of a figure that lost its decimal separator, or null. */
function lostDigits(text: string): string | null {
  if (BARE_DIGITS.test(text)) return text;
  const m = THOUSANDS_KEPT.exec(text);
  return m ? m[1] + m[2] : null;
}

function wholeFigure(decimalComma: boolean): RegExp {
  return decimalComma ? /^[-+]?\d{1,3}(?:[ .\u00a0'\u2019]?\d{3})*,\d\d-?$/ : /^[-+(]?[$£€]?\d{1,3}(?:[,'\u2019]?\d{3})*\.\d\d\)?-?$/;
}

/** Whether the document prints its figures with two decimals: enough of them read whole. */
export function printsCents(lines: readonly Line[], decimalComma: boolean): boolean {
  const whole = wholeFigure(decimalComma);
  let figures = 0;
  for (const line of lines) for (const t of line.tokens) if (whole.test(t.text)) figures += 1;
  return figures >= MIN_FIGURES;
}

/** A bare run of digits that may be a figure whose separator was lost: its value in cents. */
export function centsOfLostSeparator(text: string): number | null {
  return BARE_DIGITS.test(text) ? Number(text) : null;
}

/** A piece of a figure boxed apart after one of its marks ("3." "802," "47", "-50," ".00"). */
const PIECE = /^[-+]?\d{1,3}[.,]$|^\d{3}[.,]$|^[.,]?\d{2}-?$/;

/**
 * A figure read in pieces of one cell, broken after its marks ("2. 610, 59", "-50, .00" for
 * "2.610,59" and "-50,00"): the pieces joined, when together they make a whole figure.
 */
export function joinFigurePieces(line: Line, decimalComma: boolean): Line {
  const whole = wholeFigure(decimalComma);
  const tokens: Line['tokens'] = [];
  let changed = false;
  for (let k = 0; k < line.tokens.length; k++) {
    const t = line.tokens[k];
    let joined: { text: string; to: number } | null = null;
    if (PIECE.test(t.text) && /[.,]$/.test(t.text)) {
      let text = t.text;
      for (let j = k + 1; j < Math.min(line.tokens.length, k + 3); j++) {
        const next = line.tokens[j];
        if (next.cell !== t.cell || !PIECE.test(next.text)) break;
        // A mark read on both sides of the break is one mark.
        text = /[.,]$/.test(text) && /^[.,]/.test(next.text) ? text + next.text.slice(1) : text + next.text;
        if (whole.test(text)) {
          joined = { text, to: j + 1 };
          break;
        }
        if (!/[.,]$/.test(next.text)) break;
      }
    }
    if (!joined) {
      tokens.push(t);
      continue;
    }
    tokens.push({ ...t, text: joined.text, x1: line.tokens[joined.to - 1].x1 });
    k = joined.to - 1;
    changed = true;
  }
  if (!changed) return line;
  const cells = line.cells.map((c, i) => ({ ...c, text: tokens.filter((t) => t.cell === i).map((t) => t.text).join(' ') }));
  return { ...line, tokens, cells, text: tokens.map((t) => t.text).join(' ') };
}

/** The lines with the figures of their amount columns that lost their separator put right. */
export function repairLostSeparators(read: readonly Line[], decimalComma: boolean): Line[] {
  const lines = read.map((line) => joinFigurePieces(line, decimalComma));
  const whole = wholeFigure(decimalComma);
  const edges = new Map<number, number[]>();
  let figures = 0;
  for (const line of lines) {
    for (const t of line.tokens) {
      if (!whole.test(t.text)) continue;
      figures += 1;
      let list = edges.get(line.page);
      if (!list) edges.set(line.page, (list = []));
      list.push(t.x1);
    }
  }
  if (figures < MIN_FIGURES) return lines;
  const separator = decimalComma ? ',' : '.';
  return lines.map((line) => {
    const onPage = edges.get(line.page) ?? [];
    let changed = false;
    const tokens = line.tokens.map((t) => {
      const digits = lostDigits(t.text);
      if (digits === null || line.cells[t.cell].text.trim() !== t.text) return t;
      const aligned = onPage.filter((x) => Math.abs(x - t.x1) <= EDGE_EM * line.size).length;
      if (aligned < MIN_COLUMN) return t;
      changed = true;
      return { ...t, text: `${digits.slice(0, -2)}${separator}${digits.slice(-2)}` };
    });
    if (!changed) return line;
    // Each figure put right is alone in its cell.
    const cells = line.cells.map((c, i) => {
      const k = tokens.findIndex((t, j) => t.cell === i && t !== line.tokens[j]);
      return k >= 0 ? { ...c, text: tokens[k].text } : c;
    });
    return { ...line, tokens, cells, text: tokens.map((t) => t.text).join(' ') };
  });
}

// Table rules and cell borders taken out of a page before recognition. A spreadsheet printed with
// its grid puts a line a pixel or two from every figure: the recogniser reads the line as part of
// the word beside it and loses the figure's last digits ("3,235.49" read "3,235."), or the word.
// A rule is a long, thin run of ink; letters are short, and a filled area (a shaded band) is thick.

/** Ink: darker than this (the page is flattened and stretched: paper is 255; a blurred hairline rule is ~170). */
const INK = 200;
/** A rule is at least this long, in pixels of a 300 dpi page (0.25 in; a letter is under 0.15 in wide)... */
export const MIN_RULE_PX = 75;
/** ...and at most this thick (a bold rule at 300 dpi is 4–6 px; a shaded band is far thicker). */
export const MAX_RULE_THICKNESS_PX = 9;
/** A rule goes on across paper this long (a faint spot of a photographed line)... */
const MAX_GAP_PX = 4;
/**
 * ...and is thin across over at least this share of its length. A cell border has the figures
 * set against it in every row (thick in places: the whole border goes); a horizontal rule rarely
 * has letters touching it, and a row of print can look like one where letters nearly meet (only
 * its thin stretches go, and only where nearly all of it is thin).
 */
const MIN_THIN_SHARE = { rows: 0.8, columns: 0.3 };
/** Pixels either side of a rule whitened with it: the soft edge a blurred photo gives the line. */
const EDGE_PX = 2;

/** A vertical rule taken out: a cell border, where a table's cells end even when their text nearly meets. */
export interface CellBorder {
  x: number;
  y0: number;
  y1: number;
}

/**
 * Whitens, in place, every horizontal or vertical run of ink at least `minLength` long that is at
 * most `maxThickness` thick across it, with EDGE_PX of its edges. Returns the pixels whitened and
 * the vertical rules (one a rule, at its middle).
 */
export function removeRules(px: Uint8Array, width: number, height: number, minLength = MIN_RULE_PX, maxThickness = MAX_RULE_THICKNESS_PX): { whitened: number; borders: CellBorder[] } {
  const rule = new Uint8Array(px.length);
  // A thin line a little off level (a photo's perspective, 1°) steps a pixel every 60 px: ink is
  // widened by a pixel across each direction before runs along it are measured.
  const acrossRows = dilate(px, width, height, false);
  const acrossColumns = dilate(px, width, height, true);
  const thinTall = thinRuns(acrossRows, width, height, false, maxThickness + 2);
  markRuns(acrossRows, width, height, true, minLength, (i) => thinTall[i] === 1, rule);
  const thinWide = thinRuns(acrossColumns, width, height, true, maxThickness + 2);
  const columns: CellBorder[] = [];
  markRuns(acrossColumns, width, height, false, minLength, (i) => thinWide[i] === 1, rule, (x, y0, y1) => columns.push({ x, y0, y1 }));
  let whitened = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!rule[i]) continue;
      for (let dy = -EDGE_PX; dy <= EDGE_PX; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -EDGE_PX; dx <= EDGE_PX; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const j = yy * width + xx;
          if (px[j] !== 255) (px[j] = 255), whitened++;
        }
      }
    }
  }
  return { whitened, borders: mergeBorders(columns) };
}

/** The columns of one rule (side by side, overlapping) as one border at their middle. */
function mergeBorders(columns: CellBorder[]): CellBorder[] {
  const sorted = [...columns].sort((a, b) => a.x - b.x || a.y0 - b.y0);
  const out: Array<CellBorder & { x0: number; x1: number }> = [];
  for (const c of sorted) {
    const same = out.find((o) => c.x - o.x1 <= 1 && c.y0 < o.y1 && o.y0 < c.y1);
    if (same) (same.x1 = c.x), (same.y0 = Math.min(same.y0, c.y0)), (same.y1 = Math.max(same.y1, c.y1));
    else out.push({ ...c, x0: c.x, x1: c.x });
  }
  return out.map((o) => ({ x: (o.x0 + o.x1) / 2, y0: o.y0, y1: o.y1 }));
}

/** Ink (1) where the pixel or a neighbour across rows (`acrossColumns`: across columns) is ink. */
function dilate(px: Uint8Array, width: number, height: number, acrossColumns: boolean): Uint8Array {
  const out = new Uint8Array(px.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (px[i] >= INK) continue;
      out[i] = 1;
      if (acrossColumns) {
        if (x > 0) out[i - 1] = 1;
        if (x < width - 1) out[i + 1] = 1;
      } else {
        if (y > 0) out[i - width] = 1;
        if (y < height - 1) out[i + width] = 1;
      }
    }
  }
  return out;
}

/** 1 for each ink pixel whose run of ink along rows (`alongRows`) or columns is at most `most` long. */
function thinRuns(ink: Uint8Array, width: number, height: number, alongRows: boolean, most: number): Uint8Array {
  const out = new Uint8Array(ink.length);
  const lines = alongRows ? height : width;
  const length = alongRows ? width : height;
  const at = (line: number, k: number) => (alongRows ? line * width + k : k * width + line);
  for (let line = 0; line < lines; line++) {
    let start = 0;
    for (let k = 0; k <= length; k++) {
      if (k < length && ink[at(line, k)]) continue;
      if (k - start <= most) for (let m = start; m < k; m++) out[at(line, m)] = 1;
      start = k + 1;
    }
  }
  return out;
}

/**
 * Marks runs along rows (or columns) of ink at least `minLength` long, across paper gaps of at
 * most MAX_GAP_PX (a faint spot of the line), where at least MIN_THIN_SHARE of the run is thin
 * across: a rule. A row of print, a letter's stem or a shaded band is either short, broken by
 * paper, or thick all along. Along rows only the thin pixels are marked (letters sitting on a
 * rule keep their feet); along columns all of it (a figure set against a border loses a sliver).
 */
function markRuns(ink: Uint8Array, width: number, height: number, alongRows: boolean, minLength: number, thin: (i: number) => boolean, mark: Uint8Array, found?: (line: number, start: number, end: number) => void): void {
  const share = alongRows ? MIN_THIN_SHARE.rows : MIN_THIN_SHARE.columns;
  const lines = alongRows ? height : width;
  const length = alongRows ? width : height;
  const at = (line: number, k: number) => (alongRows ? line * width + k : k * width + line);
  for (let line = 0; line < lines; line++) {
    let start = -1;
    let last = -1;
    let thinCount = 0;
    const close = () => {
      const span = last - start + 1;
      if (start >= 0 && span >= minLength && thinCount >= share * span) {
        for (let m = start; m <= last; m++) if (ink[at(line, m)] && (!alongRows || thin(at(line, m)))) mark[at(line, m)] = 1;
        found?.(line, start, last + 1);
      }
      start = -1;
    };
    for (let k = 0; k < length; k++) {
      const i = at(line, k);
      if (!ink[i]) continue;
      if (start >= 0 && k - last - 1 > MAX_GAP_PX) close();
      if (start < 0) (start = k), (thinCount = 0);
      last = k;
      if (thin(i)) thinCount++;
    }
    close();
  }
}

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
/** A run of a rule goes on across a break this long (a crossing rule, a touching letter). */
const MAX_BREAK_PX = 14;
/** ...as long as it is unbroken over this share of its length (the thin tops of a row of digits are not). */
const MIN_RULE_COVER = 0.9;
/** Pixels either side of a rule whitened with it: the soft edge a blurred photo gives the line. */
const EDGE_PX = 2;

/**
 * Whitens, in place, every horizontal or vertical run of ink at least `minLength` long that is at
 * most `maxThickness` thick across it, with EDGE_PX of its edges. Returns the pixels whitened.
 */
export function removeRules(px: Uint8Array, width: number, height: number, minLength = MIN_RULE_PX, maxThickness = MAX_RULE_THICKNESS_PX): number {
  const rule = new Uint8Array(px.length);
  // Thickness across: for a horizontal run, the vertical extent of ink through each pixel.
  const vertical = runLengths(px, width, height, false);
  const horizontal = runLengths(px, width, height, true);
  markRuns(px, width, height, true, minLength, (i) => vertical[i] <= maxThickness, rule);
  markRuns(px, width, height, false, minLength, (i) => horizontal[i] <= maxThickness, rule);
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
  return whitened;
}

/** For each ink pixel, the length of the run of ink it belongs to along rows (`alongRows`) or columns. */
function runLengths(px: Uint8Array, width: number, height: number, alongRows: boolean): Uint16Array {
  const out = new Uint16Array(px.length);
  const lines = alongRows ? height : width;
  const length = alongRows ? width : height;
  const at = (line: number, k: number) => (alongRows ? line * width + k : k * width + line);
  for (let line = 0; line < lines; line++) {
    let start = 0;
    for (let k = 0; k <= length; k++) {
      if (k < length && px[at(line, k)] < INK) continue;
      const run = Math.min(65535, k - start);
      for (let m = start; m < k; m++) out[at(line, m)] = run;
      start = k + 1;
    }
  }
  return out;
}

/**
 * Marks runs along rows (or columns) of ink that is thin across, at least `minLength` long. A run
 * goes on across a short break (a rule crossing it, a letter touching it) but only its thin
 * pixels are marked: the letter stays.
 */
function markRuns(px: Uint8Array, width: number, height: number, alongRows: boolean, minLength: number, thin: (i: number) => boolean, mark: Uint8Array): void {
  const lines = alongRows ? height : width;
  const length = alongRows ? width : height;
  const at = (line: number, k: number) => (alongRows ? line * width + k : k * width + line);
  const isThin = new Uint8Array(length);
  for (let line = 0; line < lines; line++) {
    for (let k = 0; k < length; k++) {
      const i = at(line, k);
      isThin[k] = px[i] < INK && thin(i) ? 1 : 0;
    }
    let start = -1;
    let last = -1;
    let count = 0;
    const close = () => {
      const span = last - start + 1;
      if (start >= 0 && span >= minLength && count >= MIN_RULE_COVER * span) for (let m = start; m <= last; m++) if (isThin[m]) mark[at(line, m)] = 1;
      start = -1;
    };
    for (let k = 0; k < length; k++) {
      if (!isThin[k]) continue;
      if (start >= 0 && k - last > MAX_BREAK_PX) close();
      if (start < 0) (start = k), (count = 0);
      last = k;
      count++;
    }
    close();
  }
}

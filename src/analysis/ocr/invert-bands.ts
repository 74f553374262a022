// Headings printed white on a dark band ("Employee Taxes" on a navy bar over a table): OCR reads dark
// print on light paper and leaves such a band out, or reads a word of it (measured: a pay statement's
// section titles all lost on its photos and scans, so the deductions under them had no section).
// A wide, filled dark band is turned light with its print dark, in place.

/** Cells of this many pixels square (about 300 dpi) are judged dark or not. */
const CELL = 4;
/** A cell is band when its mean is darker than this (paper is 255; a navy or dark grey band ~60–120 with its white print). */
const DARK = 150;
/** A band is at least this many cells wide (about an inch at 300 dpi)... */
const MIN_WIDTH_CELLS = 75;
/** ...between this many cells tall (a heading's band, its print and a margin: 10.5 pt to 38 pt; thinner dark bars are rules or struck-out print)... */
const MIN_HEIGHT_CELLS = 11;
const MAX_HEIGHT_CELLS = 40;
/** ...and this share of its cells dark... */
const MIN_FILL = 0.85;
/** ...with at least this share of its pixels light (its print), lighter than this. */
const MIN_PRINT = 0.002;
const LIGHT = 180;

export interface Band {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** What makes a band: its cells' mean under `cell`, and print on it (`print`: a pixel of print). */
interface Shade {
  cell: number;
  print: (v: number) => boolean;
}
const DARK_SHADE: Shade = { cell: DARK, print: (v) => v > LIGHT };

/** The dark bands of a grey page (`px`, `width`×`height`, 0 black to 255 white), in pixels. */
export function darkBands(px: Uint8Array, width: number, height: number, shade: Shade = DARK_SHADE): Band[] {
  const gw = Math.floor(width / CELL);
  const gh = Math.floor(height / CELL);
  const dark = new Uint8Array(gw * gh);
  for (let cy = 0; cy < gh; cy++) {
    for (let cx = 0; cx < gw; cx++) {
      let sum = 0;
      for (let y = cy * CELL; y < (cy + 1) * CELL; y++) for (let x = cx * CELL; x < (cx + 1) * CELL; x++) sum += px[y * width + x];
      dark[cy * gw + cx] = sum / (CELL * CELL) < shade.cell ? 1 : 0;
    }
  }
  // Runs of dark cells along each row, a gap of two cells (inside a white letter) allowed.
  const runs: Array<{ y: number; x0: number; x1: number }> = [];
  for (let cy = 0; cy < gh; cy++) {
    let start = -1;
    let last = -1;
    for (let cx = 0; cx <= gw; cx++) {
      const d = cx < gw && dark[cy * gw + cx] === 1;
      if (d) {
        if (start < 0 || cx - last > 3) {
          if (start >= 0 && last - start + 1 >= MIN_WIDTH_CELLS) runs.push({ y: cy, x0: start, x1: last + 1 });
          start = cx;
        }
        last = cx;
      }
    }
    if (start >= 0 && last - start + 1 >= MIN_WIDTH_CELLS) runs.push({ y: cy, x0: start, x1: last + 1 });
  }
  // Runs on following rows that overlap most of each other make one band.
  const groups: Array<{ y0: number; y1: number; x0: number; x1: number }> = [];
  for (const r of runs) {
    const g = groups.find((b) => b.y1 === r.y && Math.min(b.x1, r.x1) - Math.max(b.x0, r.x0) > 0.8 * Math.min(b.x1 - b.x0, r.x1 - r.x0));
    if (g) {
      g.y1 = r.y + 1;
      g.x0 = Math.min(g.x0, r.x0);
      g.x1 = Math.max(g.x1, r.x1);
    } else groups.push({ y0: r.y, y1: r.y + 1, x0: r.x0, x1: r.x1 });
  }
  const bands: Band[] = [];
  for (const g of groups) {
    const h = g.y1 - g.y0;
    if (h < MIN_HEIGHT_CELLS || h > MAX_HEIGHT_CELLS || g.x1 - g.x0 < MIN_WIDTH_CELLS) continue;
    let filled = 0;
    for (let cy = g.y0; cy < g.y1; cy++) for (let cx = g.x0; cx < g.x1; cx++) filled += dark[cy * gw + cx];
    if (filled < MIN_FILL * h * (g.x1 - g.x0)) continue;
    // Print on it: light pixels inside its edges (a solid bar, a redaction or a figure's block, holds none and is left).
    let light = 0;
    const [iy0, iy1, ix0, ix1] = [(g.y0 + 2) * CELL, Math.min(height, (g.y1 - 2) * CELL), (g.x0 + 2) * CELL, Math.min(width, (g.x1 - 2) * CELL)];
    for (let y = iy0; y < iy1; y++) for (let x = ix0; x < ix1; x++) if (shade.print(px[y * width + x])) light++;
    if (light < MIN_PRINT * (iy1 - iy0) * (ix1 - ix0)) continue;
    const band = { x0: g.x0 * CELL, y0: g.y0 * CELL, x1: Math.min(width, g.x1 * CELL), y1: Math.min(height, g.y1 * CELL) };
    // Runs a white word cut in two make a second group inside the band: one band.
    const same = bands.find((b) => Math.min(b.x1, band.x1) > Math.max(b.x0, band.x0) && Math.min(b.y1, band.y1) + CELL >= Math.max(b.y0, band.y0));
    if (same) Object.assign(same, { x0: Math.min(same.x0, band.x0), y0: Math.min(same.y0, band.y0), x1: Math.max(same.x1, band.x1), y1: Math.max(same.y1, band.y1) });
    else bands.push(band);
  }
  return bands;
}

/**
 * Turns each dark band of the page light and its print dark, in place; returns the bands. The band's
 * own shade becomes white (its inverted median is taken for paper), and what is still dark along its
 * edges (half a cell of band outside the cells judged) turns light, without touching paper there.
 */
export function invertDarkBands(px: Uint8Array, width: number, height: number): Band[] {
  const bands = darkBands(px, width, height);
  for (const b of bands) {
    const histogram = new Uint32Array(256);
    for (let y = b.y0; y < b.y1; y++) for (let x = b.x0; x < b.x1; x++) histogram[255 - px[y * width + x]]++;
    const half = ((b.y1 - b.y0) * (b.x1 - b.x0)) / 2;
    let paper = 0;
    for (let seen = 0; paper < 255 && (seen += histogram[paper]) < half; ) paper++;
    const white = Math.max(paper, 64);
    for (let y = b.y0; y < b.y1; y++) {
      for (let x = b.x0; x < b.x1; x++) px[y * width + x] = Math.min(255, Math.round(((255 - px[y * width + x]) * 255) / white));
    }
    const y0 = Math.max(0, b.y0 - CELL);
    const y1 = Math.min(height, b.y1 + CELL);
    const x0 = Math.max(0, b.x0 - CELL);
    const x1 = Math.min(width, b.x1 + CELL);
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        if (y >= b.y0 && y < b.y1 && x >= b.x0 && x < b.x1) continue;
        if (px[y * width + x] < DARK) px[y * width + x] = 255;
      }
    }
  }
  return bands;
}

/**
 * A tinted band: a cell is tint when its mean is under this (paper is 255 after flattening; a light
 * grey row ~190–225)...
 */
const TINT = 232;
/** ...with dark print on it, darker than this... */
const TINT_PRINT = 110;
/** ...the band's own shade (its median) at least this light: darker ones are inverted (invertDarkBands). */
const MIN_TINT = DARK;

/**
 * Light grey bands with dark print on them ("NET PAY 69,164.15" on a grey bar, a table's shaded
 * header): the band's shade taken for paper and turned white, its print kept dark, in place; returns
 * the bands. Left grey, a photo's noise puts the shade either side of the ink threshold pixel by
 * pixel: the rules step took the speckle for thin lines and tore the band into patches, and the
 * recogniser lost the words on it (measured: a payslip's net pay band read "am 4S oats").
 */
export function whitenTintedBands(px: Uint8Array, width: number, height: number): Band[] {
  const out: Band[] = [];
  for (const b of darkBands(px, width, height, { cell: TINT, print: (v) => v < TINT_PRINT })) {
    const histogram = new Uint32Array(256);
    for (let y = b.y0; y < b.y1; y++) for (let x = b.x0; x < b.x1; x++) histogram[px[y * width + x]]++;
    const half = ((b.y1 - b.y0) * (b.x1 - b.x0)) / 2;
    let median = 0;
    for (let seen = 0; median < 255 && (seen += histogram[median]) < half; ) median++;
    if (median < MIN_TINT || median >= TINT) continue;
    // A little under the median is still shade (its noise); print is far darker.
    const white = median * 0.9;
    for (let y = b.y0; y < b.y1; y++) {
      for (let x = b.x0; x < b.x1; x++) px[y * width + x] = Math.min(255, Math.round((px[y * width + x] * 255) / white));
    }
    // The band's soft edge outside the cells judged: shade, not print, turns white.
    const y0 = Math.max(0, b.y0 - CELL);
    const y1 = Math.min(height, b.y1 + CELL);
    const x0 = Math.max(0, b.x0 - CELL);
    const x1 = Math.min(width, b.x1 + CELL);
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        if (y >= b.y0 && y < b.y1 && x >= b.x0 && x < b.x1) continue;
        if (px[y * width + x] >= white * 0.85) px[y * width + x] = 255;
      }
    }
    out.push(b);
  }
  return out;
}

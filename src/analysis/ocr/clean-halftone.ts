// Print on a halftone band (a payroll stub's "Gross Pay" and "Net Pay" on a dotted grey bar) made
// readable: blurred, the dots become an even grey that solid print is darker than, and within the
// band everything darker than halfway between the two is print, the rest paper. Without this the
// recogniser sees a field of dots and reads nothing on the band (measured: a real ADP stub).

const DOTS = 1;
const TINT = 2;

/** Cells of this many pixels square (300 dpi) are judged as band or not... */
const CELL = 12;
/** ...a band cell: blurred, its grey between these (dots, not paper, not a solid black box)... */
const MIN_GREY = 60;
const MAX_GREY = 205;
/** ...with hardly any bare paper in it (print always has paper between its strokes)... */
const PAPER = 230;
const MAX_PAPER_SHARE = 0.03;
/** ...and the dots' own spread of grey, which an even grey fill does not have. */
const MIN_DOT_SPREAD = 25;
/**
 * A light tint (a pale grey heading bar, speckled by a photo's noise) is a band too: blurred, its
 * grey above MAX_GREY up to this, with hardly any bare paper (blurred, LIGHT_PAPER or brighter) in
 * it. Left as it was, the recogniser's local threshold picked out its speckle and lost the heading
 * printed on it (measured: a "DEDUCTIONS ... CURRENT YTD" bar at grey 215–230 on a photo).
 */
const MAX_TINT_GREY = 242;
const LIGHT_PAPER = 250;
/**
 * On a tint, print is what is darker than this blurred a little: a tint has no dots for the print to
 * be told from by halfway greys, and its speckle reaches well below the tint's own grey.
 */
const TINT_INK = 150;
/** A band is at least this many cells (a few alone are a bold letter's heart). */
const MIN_BAND_CELLS = 40;

/**
 * Cleans halftone bands in place: `px` the grey page; `blurred.dots` the same page blurred enough
 * for the dots to become an even grey (sharp's blur, sigma 2 at 300 dpi), which finds the bands;
 * `blurred.print` blurred less (sigma 1), which keeps the print's shapes and is thresholded.
 * Returns how many pixels were in bands.
 */
export function cleanHalftone(px: Uint8Array, blurred: { dots: Uint8Array; print: Uint8Array }, width: number, height: number): number {
  const { dots: even, print } = blurred;
  const gw = Math.floor(width / CELL);
  const gh = Math.floor(height / CELL);
  const band = new Uint8Array(gw * gh);
  for (let cy = 0; cy < gh; cy++) {
    for (let cx = 0; cx < gw; cx++) {
      let sum = 0, paper = 0, sumSq = 0, lightPaper = 0;
      for (let y = cy * CELL; y < (cy + 1) * CELL; y++) {
        for (let x = cx * CELL; x < (cx + 1) * CELL; x++) {
          const b = even[y * width + x];
          sum += b;
          if (b >= PAPER) paper++;
          if (b >= LIGHT_PAPER) lightPaper++;
          const v = px[y * width + x];
          sumSq += (v - b) * (v - b);
        }
      }
      const n = CELL * CELL;
      const mean = sum / n;
      const dots = mean >= MIN_GREY && mean <= MAX_GREY && paper <= MAX_PAPER_SHARE * n && Math.sqrt(sumSq / n) >= MIN_DOT_SPREAD;
      const tint = mean > MAX_GREY && mean <= MAX_TINT_GREY && lightPaper <= MAX_PAPER_SHARE * n;
      band[cy * gw + cx] = dots ? DOTS : tint ? TINT : 0;
    }
  }
  let cleaned = 0;
  const seen = new Uint8Array(band.length);
  for (let start = 0; start < band.length; start++) {
    if (!band[start] || seen[start]) continue;
    const cells: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const c = stack.pop() as number;
      cells.push(c);
      const cx = c % gw;
      for (const n of [cx > 0 ? c - 1 : -1, cx < gw - 1 ? c + 1 : -1, c - gw, c + gw]) if (n >= 0 && n < band.length && band[n] && !seen[n]) (seen[n] = 1), stack.push(n);
    }
    if (cells.length < MIN_BAND_CELLS) continue;
    const tinted = cells.filter((c) => band[c] === TINT).length * 2 > cells.length;
    // Print: dark where the dots have gone even (its place) and dark where they have not (its shape).
    const placeAt = midway(cells, gw, width, even);
    const shapeAt = midway(cells, gw, width, print);
    // The cells along the band's edge, part band and part paper, with it.
    const edge = new Set(cells);
    for (const c of cells) {
      const cx = c % gw;
      for (const n of [cx > 0 ? c - 1 : -1, cx < gw - 1 ? c + 1 : -1, c - gw, c + gw]) if (n >= 0 && n < band.length) edge.add(n);
    }
    const isPrint = tinted ? (i: number) => print[i] < TINT_INK : (i: number) => even[i] < placeAt && print[i] < shapeAt;
    for (const c of edge) forCell(c, gw, width, (i) => ((px[i] = isPrint(i) ? (tinted ? px[i] : 0) : 255), cleaned++));
  }
  return cleaned;
}

function forCell(c: number, gw: number, width: number, each: (i: number) => void): void {
  const cx = c % gw;
  const cy = (c - cx) / gw;
  for (let y = cy * CELL; y < (cy + 1) * CELL; y++) for (let x = cx * CELL; x < (cx + 1) * CELL; x++) each(y * width + x);
}

/** Halfway between the print's grey (the darkest 3%) and the dots' (the median) in the band's cells. */
function midway(cells: readonly number[], gw: number, width: number, grey: Uint8Array): number {
  const histogram = new Uint32Array(256);
  for (const c of cells) forCell(c, gw, width, (i) => histogram[grey[i]]++);
  const total = cells.length * CELL * CELL;
  return (percentile(histogram, total, 0.03) + percentile(histogram, total, 0.5)) / 2;
}

function percentile(histogram: Uint32Array, total: number, share: number): number {
  let seen = 0;
  for (let v = 0; v < 256; v++) if ((seen += histogram[v]) >= share * total) return v;
  return 255;
}

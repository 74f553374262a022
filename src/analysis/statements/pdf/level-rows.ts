// A page read from a photo whose rows tilt a little more down the page than at its top (the phone held
// at an angle: no single deskew undoes it) prints a row's figures a few points above or below its date
// and description. Where the tilt reaches half a line's spacing, the figures fall on a line of their
// own, next to the row above or below. The tilt is measured from words far apart on one row, band by
// band down the page, each band's words matched as the bands above predict, and undone.
import type { PdfPage, TextItem } from './pdf-text.ts';

/** Bands of the page, in points, over which one tilt is measured. */
const BAND = 90;
/** Words this far apart, in points, measure the tilt. */
const APART = 150;
/** A pair whose heights differ by more than this share of the text size, once the tilt is undone, is of two rows. */
const SAME_ROW = 0.3;
/** Pairs a band needs to measure its tilt. */
const MIN_PAIRS = 4;
/** Tilt left alone: the rows' ends differ by less than this share of the text size across the page. */
const NEGLIGIBLE = 0.2;

/** The page with its words' heights put level, or the page itself when its rows do not tilt. */
export function levelRows(page: PdfPage): PdfPage {
  const items = page.items.filter((i) => i.str.trim() !== '');
  if (items.length < 20) return page;
  const size = median(items.map((i) => i.size));
  const top = Math.min(...items.map((i) => i.y));
  const bottom = Math.max(...items.map((i) => i.y));
  const bands = Math.max(1, Math.ceil((bottom - top + 1) / BAND));
  const slopes: (number | null)[] = [];
  let slope = 0;
  for (let b = 0; b < bands; b++) {
    const from = top + b * BAND;
    const inBand = items.filter((i) => i.y >= from && i.y < from + BAND).sort((a, c) => a.x - c.x);
    const measured: number[] = [];
    for (const left of inBand) {
      for (const right of inBand) {
        const dx = right.x - (left.x + left.width);
        if (dx < APART) continue;
        const run = right.x - left.x;
        const off = right.y - left.y - slope * run;
        if (Math.abs(off) <= SAME_ROW * size) measured.push((right.y - left.y) / run);
      }
    }
    if (measured.length >= MIN_PAIRS) slope = median(measured);
    slopes.push(measured.length >= MIN_PAIRS ? slope : null);
  }
  const width = Math.max(...items.map((i) => i.x + i.width)) - Math.min(...items.map((i) => i.x));
  if (slopes.every((s) => s === null || Math.abs(s) * width < NEGLIGIBLE * size)) return page;
  // Each band's tilt, the nearest measured band's where a band measured none.
  const filled = slopes.map((s, b) => s ?? nearest(slopes, b) ?? 0);
  const left = Math.min(...items.map((i) => i.x));
  const tiltAt = (y: number) => {
    const t = (y - top) / BAND - 0.5;
    const k = Math.max(0, Math.min(filled.length - 1, Math.floor(t)));
    const k1 = Math.min(filled.length - 1, k + 1);
    const f = Math.max(0, Math.min(1, t - k));
    return filled[k] * (1 - f) + filled[k1] * f;
  };
  return { ...page, items: page.items.map((i): TextItem => ({ ...i, y: i.y - tiltAt(i.y) * (i.x - left) })) };
}

function nearest(values: readonly (number | null)[], at: number): number | null {
  for (let d = 1; d < values.length; d++) {
    const v = values[at - d] ?? values[at + d];
    if (v !== null && v !== undefined) return v;
  }
  return null;
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor(s.length / 2)];
}

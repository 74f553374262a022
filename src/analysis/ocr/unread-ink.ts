// A second look at print the page pass found no word in. Sparse-text mode now and then leaves out
// a whole word that is plain to see (measured: the bold column headings "Amount" and "Deposits"
// over a column of figures, on photos and scans alike), and the parsers then cannot tell which
// column a figure is in. Ink that no recognised word covers is grouped into line-shaped regions,
// and each is read again on its own in single-line mode.
import sharp from 'sharp';
import type { OcrWord } from './ocr-engine.ts';
import { tightenBoxes } from './tighten-boxes.ts';

/** Ink: darker than this on the normalised page (paper is 255; small grey labels are ~150–180). */
const INK = 170;
/** Regions are found on a grid of cells this many pixels square (300 dpi)... */
const CELL = 4;
/** ...joining ink across gaps up to this many cells along a line (a word space; a column gap is wider). */
const JOIN_CELLS = 6;
/** A region of text is this tall, in pixels at 300 dpi (6 pt to 24 pt print)... */
const MIN_HEIGHT = 16;
const MAX_HEIGHT = 100;
/** ...at least this wide (a letter or two), with at least this many cells of ink. */
const MIN_WIDTH = 24;
const MIN_INK_CELLS = 10;
/**
 * Regions read again at most per page (each a recognition of a small picture, ~0.05–0.1 s). A photo
 * whose page pass left out a column of figures has one region a row (measured: a Portuguese
 * statement's Débito column and half its balances, 37 regions), so a table's page is read whole.
 */
export const MAX_UNREAD_REGIONS = 48;
/** A word of the second reading is kept when this sure... */
const SURE_ENOUGH = 0.6;
/**
 * ...or, when it is a whole figure or date (`wellFormed`), this sure: the recogniser rates small
 * print's figures low, and a speck is rarely read as one (measured: a payslip's net pay
 * "33,356.48", plain on the photo and left out by the page pass, read again at 0.56).
 */
const SURE_FIGURE = 0.3;
/**
 * A word of four letters or more (a label, "Periodo:") is kept this sure, as the page pass keeps
 * words (measured: a recibo's "Periodo:" left out by the page pass, read again at 0.49).
 */
const SURE_LABEL = 0.4;
const isLabel = (text: string) => /^\p{L}{4,}[.,:]?$/u.test(text);
const sureness = (text: string, wellFormed: (text: string) => boolean) => (wellFormed(text) ? SURE_FIGURE : isLabel(text) ? SURE_LABEL : SURE_ENOUGH);

export interface Region {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Line-shaped regions of ink (pixels, `px` a grey page `width`×`height`) that no word covers, the
 * largest first. A region touching the picture's edge is left out: a desk, a shadow, a cut edge.
 */
export function unreadRegions(px: Uint8Array, width: number, height: number, words: readonly OcrWord[]): Region[] {
  const gw = Math.ceil(width / CELL);
  const gh = Math.ceil(height / CELL);
  const ink = new Uint8Array(gw * gh);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / CELL) * gw;
    for (let x = 0; x < width; x++) if (px[y * width + x] < INK) ink[row + Math.floor(x / CELL)] = 1;
  }
  for (const w of words) {
    const m = 0.15 * w.rowHeight;
    const cx0 = Math.max(0, Math.floor((w.x0 - m) / CELL));
    const cx1 = Math.min(gw - 1, Math.floor((w.x1 + m) / CELL));
    const cy0 = Math.max(0, Math.floor((w.y0 - m) / CELL));
    const cy1 = Math.min(gh - 1, Math.floor((w.y1 + m) / CELL));
    for (let cy = cy0; cy <= cy1; cy++) ink.fill(0, cy * gw + cx0, cy * gw + cx1 + 1);
  }
  // Cells joined along a line across short gaps, then grouped (4-neighbour) into regions.
  const joined = new Uint8Array(ink);
  for (let cy = 0; cy < gh; cy++) {
    let last = -Infinity;
    for (let cx = 0; cx < gw; cx++) {
      if (!ink[cy * gw + cx]) continue;
      if (cx - last > 1 && cx - last <= JOIN_CELLS + 1) joined.fill(1, cy * gw + last + 1, cy * gw + cx);
      last = cx;
    }
  }
  const seen = new Uint8Array(gw * gh);
  const regions: Array<Region & { inkCells: number }> = [];
  const stack: number[] = [];
  for (let start = 0; start < joined.length; start++) {
    if (!joined[start] || seen[start]) continue;
    let x0 = gw, y0 = gh, x1 = -1, y1 = -1, inkCells = 0;
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const c = stack.pop() as number;
      const cx = c % gw;
      const cy = (c - cx) / gw;
      x0 = Math.min(x0, cx), x1 = Math.max(x1, cx), y0 = Math.min(y0, cy), y1 = Math.max(y1, cy);
      inkCells += ink[c];
      const next = [cx > 0 ? c - 1 : -1, cx < gw - 1 ? c + 1 : -1, cy > 0 ? c - gw : -1, cy < gh - 1 ? c + gw : -1];
      for (const n of next) if (n >= 0 && joined[n] && !seen[n]) (seen[n] = 1), stack.push(n);
    }
    const box = { x0: x0 * CELL, y0: y0 * CELL, x1: Math.min(width, (x1 + 1) * CELL), y1: Math.min(height, (y1 + 1) * CELL), inkCells };
    const h = box.y1 - box.y0;
    if (h < MIN_HEIGHT || h > MAX_HEIGHT || box.x1 - box.x0 < MIN_WIDTH || inkCells < MIN_INK_CELLS) continue;
    if (x0 === 0 || y0 === 0 || x1 === gw - 1 || y1 === gh - 1) continue;
    regions.push(box);
  }
  return regions
    .sort((a, b) => b.inkCells - a.inkCells)
    .slice(0, MAX_UNREAD_REGIONS)
    .map(({ x0, y0, x1, y1 }) => ({ x0, y0, x1, y1 }));
}

/** A whole figure without its cents ("-64", "$1,250"), as the page pass reads one whose cents are set apart. */
const WHOLE_FIGURE = /^[-~(]?\$?\d[\d,]*$/;

/**
 * Two digits right after a whole figure of the page, on its baseline and a word space from it: the
 * figure's cents, set apart by a space before the point ("-64 .46") and left out by the page pass.
 * The recogniser rates such a lone pair low (measured: a scanned stub's ".46" read again at 0.43):
 * kept as sure as a whole figure is (joinSplitFigures then makes one figure of the two).
 */
function centsOfFigure(w: OcrWord, page: readonly OcrWord[]): boolean {
  if (!/^\.?\d{2}$/.test(w.text)) return false;
  return page.some((p) => WHOLE_FIGURE.test(p.text) && Math.abs(p.baseline - w.baseline) < 0.3 * p.rowHeight && w.x0 - p.x1 >= -2 && w.x0 - p.x1 < p.rowHeight);
}

export type ReadLineWords = (png: Buffer, line: number) => Promise<OcrWord[]>;

/**
 * The page's words with what a second reading finds in the ink no word covers (sure words only),
 * every box brought in to its ink (tighten-boxes.ts).
 */
export async function readUnreadInk(png: Buffer, pageWords: readonly OcrWord[], readLineWords: ReadLineWords, wellFormed: (text: string) => boolean = () => false): Promise<OcrWord[]> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const words = tightenBoxes(data, info.width, info.height, pageWords);
  const regions = unreadRegions(data, info.width, info.height, words);
  if (regions.length === 0) return [...words];
  const page = sharp(png);
  let line = words.reduce((m, w) => Math.max(m, w.line), 0);
  const found: OcrWord[] = [];
  for (const r of regions) {
    const pad = Math.round(0.25 * (r.y1 - r.y0));
    const left = Math.max(0, r.x0 - pad);
    const top = Math.max(0, r.y0 - pad);
    const width = Math.min(info.width - left, r.x1 - r.x0 + 2 * pad);
    const height = Math.min(info.height - top, r.y1 - r.y0 + 2 * pad);
    const margin = 12;
    const crop = await page.clone().extract({ left, top, width, height }).extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' }).png({ compressionLevel: 1 }).toBuffer();
    line++;
    const dx = left - margin;
    const dy = top - margin;
    const onPage = (w: OcrWord): OcrWord => ({ ...w, x0: w.x0 + dx, x1: w.x1 + dx, y0: w.y0 + dy, y1: w.y1 + dy, baseline: w.baseline + dy });
    const sure = (w: OcrWord) => /[\p{L}\p{N}]/u.test(w.text) && (w.confidence >= sureness(w.text, wellFormed) || (w.confidence >= SURE_FIGURE && centsOfFigure(w, words)));
    let read = (await readLineWords(crop, line)).map(onPage).filter(sure);
    // Nothing read: the crop again in black and white at its own Otsu threshold. Bold print on a
    // pale speckled band reads as nothing under the local threshold, whose window the band fills
    // (measured: a recibo's "PERCEPCIONES" and "DEDUCCIONES" headings, read 0.90 and 0.92 so).
    if (read.length === 0) read = (await readLineWords(await binarise(crop), line)).map(onPage).filter(sure);
    found.push(...read);
  }
  // A region is read whole, and a line of it may hold words the page pass did read (a shaded heading
  // band around them is ink too): those are the page's words again, not new ones.
  return [...words, ...tightenBoxes(data, info.width, info.height, found).filter((w) => !words.some((p) => covers(p, w)) && !pageWords.some((p) => covers(p, w)))];
}

/** A picture in black and white at Otsu's threshold for its own greys (same size, PNG). */
export async function binarise(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).threshold(otsu(data)).png({ compressionLevel: 1 }).toBuffer();
}

/** Otsu's threshold of a grey picture's pixels: the grey that best splits them into ink and paper. */
export function otsu(px: Uint8Array): number {
  const hist = new Float64Array(256);
  for (const v of px) hist[v]++;
  const total = px.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i];
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    below += hist[t];
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += t * hist[t];
    const between = below * above * (sumBelow / below - (sum - sumBelow) / above) ** 2;
    if (between > best) [best, threshold] = [between, t + 1];
  }
  return threshold;
}

/** Whether two boxes are mostly one: their overlap is over half the smaller one. */
export function covers(a: Region, b: Region): boolean {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return false;
  const area = (r: Region) => (r.x1 - r.x0) * (r.y1 - r.y0);
  return w * h > 0.5 * Math.min(area(a), area(b));
}

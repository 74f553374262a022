// A photo or scan of a page made ready for OCR: upright, grey, about 300 dpi, even light, full
// contrast, straight. Measured choices (see docs/ocr.md): flattening the light and reading in
// sparse-text mode is what makes phone photos readable at all.
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { findSheet, warpSheet, type GreyImage, type Point } from './find-page.ts';
import { cleanHalftone } from './clean-halftone.ts';
import { invertDarkBands, whitenTintedBands } from './invert-bands.ts';
import { removeRules, type CellBorder } from './remove-rules.ts';
import type { GeometryStep, PictureGeometry } from './page-geometry.ts';

/** Decoding refuses images larger than this unless told otherwise (a 12 MP phone photo is well under). */
export const DEFAULT_MAX_INPUT_PIXELS = 40_000_000;
/** Letter width at 300 dpi: the width a page is brought to. */
const TARGET_WIDTH = 2550;
/** Never more pixels than this after scaling (a long phone screenshot stays affordable). */
const MAX_PIXELS = 12_000_000;
const MAX_SKEW_DEGREES = 6;
/**
 * A photo's print is soft: the camera's blur, spread over more pixels by the enlargement to 300
 * dpi. An unsharp mask of this sigma (at 300 dpi) gives its strokes edges again (measured on the
 * fifth locked split's photos, 130–150 dpi with a 0.7–1.3 px blur: the words of the text PDF found
 * rose from 80% to 85% on statements, and small print's figures most).
 */
const SHARPEN_SIGMA = 2;
/**
 * A scan is as soft when it was made at under ~190 dpi: enlarged to 300 dpi by this much or more,
 * its strokes are spread over several pixels and a point or comma runs into the digits beside it.
 * Measured on the sixth locked split's scans (130–140 dpi grey JPEG at quality 40–46, speckled):
 * figures with cents read exactly rose from 47% to 69% with the photos' unsharp mask (sigma 1: 63%).
 * A 200 dpi scan (enlarged 1.5 times) or a 300 dpi one is left as it is.
 */
const SOFT_PRINT_ENLARGEMENT = 1.6;
/**
 * On a photo of faint print, grey between paper and ink is darkened by this power, last: thin light
 * strokes (a monospaced font's figures, small grey labels) blurred to mid-grey fell on the paper
 * side of the recogniser's threshold and came out broken ("1,996.92" read "294 92"). Not on scans:
 * a scan's grey speckle counts as faint ink, and darkened it ran into the figures (a real scanned
 * statement's summary figures were lost).
 */
export const INK_GAMMA = 1.6;
/**
 * Print is faint when under this share of the ink (darker than 200) is dark (under 100). Measured:
 * the fifth locked split's photos, light monospaced figures and soft 150 dpi print, 0.33–0.50
 * (darkened: the text PDF's figures found on its construction stubs' photos rose from 39% to 77%);
 * the fourth's, solid print in faint table grids, 0.55–0.62, where darkening the grid's lines made
 * them letters' neighbours and lost words.
 */
export const FAINT_PRINT_DARK_SHARE = 0.5;

export interface NormalisedImage {
  /** 8-bit greyscale PNG. */
  png: Buffer;
  width: number;
  height: number;
  /** Pixels of `png` per pixel of the upright original. */
  scale: number;
  /** Degrees the page was turned to straighten it (positive: clockwise). */
  skew: number;
  /** Sharpness before any processing: variance of the Laplacian at ~1000 px wide (low means blurred). */
  sharpness: number;
  /** Whether a sheet was found against a darker background and cut out of the photo. */
  sheet: boolean;
  /** The vertical table rules taken out of `png` (its pixels): where cells end. */
  borders: CellBorder[];
  /** How `png` was made from the upright picture, step by step: to take word boxes back (page-geometry.ts). */
  geometry: PictureGeometry;
}

export class ImageTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The image is larger than ${Math.round(limit / 1e6)} megapixels (MAX_IMAGE_PIXELS); send a smaller photo or scan`);
    this.name = 'ImageTooLargeError';
  }
}

export class UnreadableImageError extends Error {
  constructor() {
    super('The image is corrupt or incomplete and cannot be read');
    this.name = 'UnreadableImageError';
  }
}

/** Opens untrusted image bytes with the pixel limit, failing with a reason the client can read. */
export function openImage(bytes: Uint8Array, maxPixels = DEFAULT_MAX_INPUT_PIXELS): Sharp {
  return sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' });
}

/** Turns sharp's decoding errors into ImageTooLargeError or UnreadableImageError. */
export function imageError(err: unknown, maxPixels: number): Error {
  const message = (err as Error).message ?? '';
  if (/pixel limit/i.test(message)) return new ImageTooLargeError(maxPixels);
  if (/unsupported image format|corrupt|premature|truncated|bad seek|not a known file format|VipsJpeg|pngload|webpload|Input buffer/i.test(message)) {
    return new UnreadableImageError();
  }
  return err as Error;
}

/** Width and height of an image, oriented as its EXIF says; throws ImageTooLargeError or UnreadableImageError. */
export async function imageSize(bytes: Uint8Array, maxPixels = DEFAULT_MAX_INPUT_PIXELS): Promise<{ width: number; height: number }> {
  try {
    const meta = await openImage(bytes, maxPixels).metadata();
    if (!meta.width || !meta.height) throw new UnreadableImageError();
    if (meta.width * meta.height > maxPixels) throw new ImageTooLargeError(maxPixels);
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch (err) {
    throw imageError(err, maxPixels);
  }
}

/** Whether a picture enlarged this much on its way to 300 dpi has soft print (a photo's print always has). */
export const softPrint = (enlargement: number, photo: boolean) => photo || enlargement >= SOFT_PRINT_ENLARGEMENT;

/** `enlargement`: how much `bytes` was already enlarged from its own picture (a scanned PDF page laid out at 300 dpi). */
export async function normaliseImage(bytes: Uint8Array, opts: { maxPixels?: number; enlargement?: number } = {}): Promise<NormalisedImage> {
  const maxPixels = opts.maxPixels ?? DEFAULT_MAX_INPUT_PIXELS;
  let upright: { data: Buffer; info: OutputInfo };
  let orientation = 1;
  try {
    const image = openImage(bytes, maxPixels);
    orientation = (await image.metadata()).orientation ?? 1;
    upright = await image.rotate().flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw imageError(err, maxPixels);
  }
  const page = await cutOutSheet({ data: upright.data, width: upright.info.width, height: upright.info.height });
  const { width: w0, height: h0 } = page.image;
  const steps: GeometryStep[] = page.corners ? [{ kind: 'sheet', corners: page.corners, to: { width: w0, height: h0 } }] : [];
  const source = Buffer.from(page.image.data.buffer, page.image.data.byteOffset, page.image.data.byteLength);
  const sharpness = await laplacianVariance(source, w0, h0);

  let scale = TARGET_WIDTH / w0;
  if (w0 * h0 * scale * scale > MAX_PIXELS) scale = Math.sqrt(MAX_PIXELS / (w0 * h0));
  const width = Math.max(1, Math.round(w0 * scale));
  const height = Math.max(1, Math.round(h0 * scale));
  const grey = await sharp(source, { raw: { width: w0, height: h0, channels: 1 } })
    .resize(width, height, { kernel: 'lanczos3' })
    .greyscale()
    .raw()
    .toBuffer();
  steps.push({ kind: 'scale', from: { width: w0, height: h0 }, to: { width, height } });

  let flat = await flattenLighting(grey, width, height);
  if (softPrint((opts.enlargement ?? 1) * scale, page.corners !== null)) flat = await sharp(flat, { raw: { width, height, channels: 1 } }).sharpen({ sigma: SHARPEN_SIGMA }).greyscale().raw().toBuffer();
  stretchContrast(flat);
  // Before the halftone step, which takes a tint's speckle for dots and tears the band into patches.
  whitenTintedBands(flat, width, height);
  const blurred = (sigma: number) => sharp(flat, { raw: { width, height, channels: 1 } }).blur(sigma).greyscale().raw().toBuffer();
  cleanHalftone(flat, { dots: await blurred(2), print: await blurred(1) }, width, height);
  const skew = await estimateSkew(flat, width, height);
  let level = { data: flat, info: { width, height } };
  if (Math.abs(skew) >= 0.2) {
    level = await sharp(flat, { raw: { width, height, channels: 1 } }).rotate(skew, { background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
    steps.push({ kind: 'rotate', degrees: skew, from: { width, height }, to: { width: level.info.width, height: level.info.height } });
  }
  // Bands are found level too (a skewed band fills little of its bounding box).
  invertDarkBands(level.data, level.info.width, level.info.height);
  // Rules are found level: after the deskew.
  const { borders } = removeRules(level.data, level.info.width, level.info.height);
  // After the bands and rules, whose thresholds are measured on the linear greys.
  if (page.corners && faintPrint(level.data)) darkenGreys(level.data);
  const { data: png, info } = await sharp(level.data, { raw: { width: level.info.width, height: level.info.height, channels: 1 } }).greyscale().png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
  const geometry: PictureGeometry = { picture: { width: upright.info.width, height: upright.info.height }, orientation, steps };
  return { png, width: info.width, height: info.height, scale, skew, sharpness, sheet: page.corners !== null, borders, geometry };
}

/** A photo of a sheet on a desk: the sheet alone, warped upright, and its corners in the photo; anything else as it is. */
async function cutOutSheet(image: GreyImage): Promise<{ image: GreyImage; corners: Point[] | null }> {
  const sw = Math.min(400, image.width);
  const sh = Math.max(1, Math.round((image.height * sw) / image.width));
  const small = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } }).resize(sw, sh).greyscale().raw().toBuffer();
  const corners = findSheet({ data: small, width: sw, height: sh });
  if (!corners) return { image, corners: null };
  const k = image.width / sw;
  const inPhoto = corners.map(([x, y]): Point => [x * k, y * k]);
  return { image: warpSheet(image, inPhoto), corners: inPhoto };
}

/**
 * Divides each pixel by an estimate of the paper's brightness around it: the local maximum of a
 * 1/8-scale copy, blurred. Shadows and uneven light become white paper; ink stays dark.
 */
async function flattenLighting(grey: Buffer, width: number, height: number): Promise<Buffer> {
  const sw = Math.max(1, Math.round(width / 8));
  const sh = Math.max(1, Math.round(height / 8));
  // Each step its own pipeline: sharp applies one pipeline's operations in a fixed order of its own.
  const small = await sharp(grey, { raw: { width, height, channels: 1 } }).resize(sw, sh, { kernel: 'cubic' }).greyscale().raw().toBuffer();
  const paper = localMaximum(small, sw, sh, 3);
  const smooth = await sharp(paper, { raw: { width: sw, height: sh, channels: 1 } }).blur(4).greyscale().raw().toBuffer();
  const background = await sharp(smooth, { raw: { width: sw, height: sh, channels: 1 } }).resize(width, height, { kernel: 'cubic' }).greyscale().raw().toBuffer();
  const out = Buffer.allocUnsafe(grey.length);
  for (let i = 0; i < grey.length; i++) {
    const bg = Math.max(background[i], 24);
    out[i] = Math.min(255, Math.round((grey[i] * 255) / bg));
  }
  return out;
}

/** The brightest value within `r` pixels (a square window), in two passes. */
function localMaximum(px: Buffer, w: number, h: number, r: number): Buffer {
  const rows = Buffer.alloc(px.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(w - 1, x + r); k++) m = Math.max(m, px[y * w + k]);
      rows[y * w + x] = m;
    }
  }
  const out = Buffer.alloc(px.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(h - 1, y + r); k++) m = Math.max(m, rows[k * w + x]);
      out[y * w + x] = m;
    }
  }
  return out;
}

/** The darkest 0.5% of pixels become black and everything at 235 or brighter white. */
function stretchContrast(pixels: Buffer): void {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < pixels.length; i++) histogram[pixels[i]]++;
  let low = 0;
  for (let seen = 0; low < 255 && (seen += histogram[low]) < pixels.length * 0.005; ) low++;
  const high = 235;
  if (low >= high - 10) return;
  const map = new Uint8Array(256);
  for (let v = 0; v < 256; v++) map[v] = v <= low ? 0 : v >= high ? 255 : Math.round(((v - low) * 255) / (high - low));
  for (let i = 0; i < pixels.length; i++) pixels[i] = map[pixels[i]];
}

/** Whether under FAINT_PRINT_DARK_SHARE of the page's ink is dark: its print is light or soft. */
export function faintPrint(pixels: Uint8Array): boolean {
  let ink = 0;
  let dark = 0;
  for (let i = 0; i < pixels.length; i++) {
    if (pixels[i] < 200) ink++;
    if (pixels[i] < 100) dark++;
  }
  return ink > 0 && dark / ink < FAINT_PRINT_DARK_SHARE;
}

/** Paper stays white and ink black; the greys between are darkened (INK_GAMMA). */
export function darkenGreys(pixels: Uint8Array, gamma = INK_GAMMA): void {
  const map = new Uint8Array(256);
  for (let v = 0; v < 256; v++) map[v] = Math.round(255 * (v / 255) ** gamma);
  for (let i = 0; i < pixels.length; i++) pixels[i] = map[pixels[i]];
}

/**
 * The page's skew in degrees: the angle over ±6° whose projection of ink onto rows is most
 * peaked (text lines become sharp peaks when they run level), searched at 0.5° then 0.1°.
 */
async function estimateSkew(pixels: Buffer, width: number, height: number): Promise<number> {
  const sw = Math.min(800, width);
  const sh = Math.max(1, Math.round((height * sw) / width));
  const small = await sharp(pixels, { raw: { width, height, channels: 1 } }).resize(sw, sh).greyscale().raw().toBuffer();
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < sh; y++) for (let x = 0; x < sw; x++) if (small[y * sw + x] < 128) (xs.push(x), ys.push(y));
  if (xs.length < 50) return 0;
  const score = (deg: number) => {
    const t = (deg * Math.PI) / 180;
    const sin = Math.sin(t);
    const cos = Math.cos(t);
    const rows = new Float64Array(sh + sw + 2);
    const offset = sw;
    for (let i = 0; i < xs.length; i++) rows[Math.round(ys[i] * cos - xs[i] * sin) + offset]++;
    let sum = 0;
    for (const r of rows) sum += r * r;
    return sum;
  };
  let best = 0;
  let bestScore = score(0);
  for (let d = -MAX_SKEW_DEGREES; d <= MAX_SKEW_DEGREES; d += 0.5) {
    const s = score(d);
    if (s > bestScore) (best = d), (bestScore = s);
  }
  const coarse = best;
  for (let d = coarse - 0.4; d <= coarse + 0.4; d += 0.1) {
    const s = score(d);
    if (s > bestScore) (best = d), (bestScore = s);
  }
  // Rotating the image by -angle levels lines that rise at +angle.
  return -Math.round(best * 10) / 10;
}

/** The sharpness measure works on a copy this wide, in tiles this many pixels square. */
const SHARPNESS_WIDTH = 1000;
const SHARPNESS_TILE = 16;
/** A tile holds print when its grey levels spread at least this much (standard deviation). */
const INK_SPREAD = 18;
/** Fewer tiles with print than this: the page is judged as a whole. */
const MIN_INK_TILES = 12;

/**
 * Sharpness where there is print: the variance of the 4-neighbour Laplacian of a copy ~1000 px
 * wide, in 16 px tiles, the median over the tiles that hold print. Paper without print has no
 * edges to judge: over the whole picture, a sparse layout with wide white areas scored as blurred.
 */
async function laplacianVariance(grey: Buffer, width: number, height: number): Promise<number> {
  const w = Math.min(SHARPNESS_WIDTH, width);
  const h = Math.max(3, Math.round((height * w) / width));
  const px = await sharp(grey, { raw: { width, height, channels: 1 } }).resize(w, h).greyscale().raw().toBuffer();
  return textSharpness(px, w, h);
}

export function textSharpness(px: Uint8Array, w: number, h: number): number {
  const tx = Math.ceil(w / SHARPNESS_TILE);
  const ty = Math.ceil(h / SHARPNESS_TILE);
  const stats = new Float64Array(tx * ty * 5); // n, Σl, Σl², Σg, Σg²
  for (let y = 1; y < h - 1; y++) {
    const row = Math.floor(y / SHARPNESS_TILE) * tx;
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const l = px[i - 1] + px[i + 1] + px[i - w] + px[i + w] - 4 * px[i];
      const t = (row + Math.floor(x / SHARPNESS_TILE)) * 5;
      stats[t]++;
      stats[t + 1] += l;
      stats[t + 2] += l * l;
      stats[t + 3] += px[i];
      stats[t + 4] += px[i] * px[i];
    }
  }
  const inked: number[] = [];
  let n = 0, sum = 0, sumSq = 0;
  for (let t = 0; t < stats.length; t += 5) {
    const count = stats[t];
    if (count === 0) continue;
    n += count;
    sum += stats[t + 1];
    sumSq += stats[t + 2];
    const spread = Math.sqrt(Math.max(0, stats[t + 4] / count - (stats[t + 3] / count) ** 2));
    if (spread >= INK_SPREAD) inked.push(stats[t + 2] / count - (stats[t + 1] / count) ** 2);
  }
  if (inked.length < MIN_INK_TILES) return n === 0 ? 0 : sumSq / n - (sum / n) ** 2;
  inked.sort((a, b) => a - b);
  return inked[Math.floor(inked.length / 2)];
}

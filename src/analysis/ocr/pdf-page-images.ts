// The pictures on a PDF's pages, without a canvas: pdfjs decodes each image itself (DCT, JPX,
// CCITT, Flate...) and its operator list says where the page places it; sharp lays them on a
// white page at 300 dpi. What a scanner or fax produces is exactly that: one image per page.
import sharp, { type OverlayOptions } from 'sharp';
import { pdfjs } from '../pdf/open-pdf.ts';

export const PAGE_DPI = 300;
const PX_PER_PT = PAGE_DPI / 72;

type PdfDocument = Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
type PdfPageProxy = Awaited<ReturnType<PdfDocument['getPage']>>;

interface PlacedImage {
  name: string;
  /** Device box in points from the page's top-left. */
  x: number;
  y: number;
  width: number;
  height: number;
  flipX: boolean;
  flipY: boolean;
  /** Quarter turns clockwise (0 or 1 or 3 for a page scanned sideways). */
  quarterTurns: number;
}

export interface PageImagery {
  /** Share of the page's area the images cover (0–1). */
  coverage: number;
  placed: PlacedImage[];
}

type Matrix = number[];
const multiply = (m: Matrix, n: Matrix): Matrix => pdfjs.Util.transform(m, n) as Matrix;

/** Where the page paints its images, from its operator list. */
export async function pageImagery(page: PdfPageProxy): Promise<PageImagery> {
  const viewport = page.getViewport({ scale: 1 });
  const ops = await page.getOperatorList();
  const { OPS } = pdfjs;
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const placed: PlacedImage[] = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintImageXObject && typeof args[0] === 'string') {
      const m = multiply(viewport.transform as Matrix, ctm);
      const box = placement(m);
      if (box) placed.push({ name: args[0], ...box });
    }
  }
  const pageArea = viewport.width * viewport.height;
  const covered = placed.reduce((sum, p) => {
    const w = Math.max(0, Math.min(p.x + p.width, viewport.width) - Math.max(p.x, 0));
    const h = Math.max(0, Math.min(p.y + p.height, viewport.height) - Math.max(p.y, 0));
    return sum + w * h;
  }, 0);
  return { coverage: pageArea > 0 ? Math.min(1, covered / pageArea) : 0, placed };
}

/** The unit square under matrix m (image row 0 at v = 1): its device box, flips and turn. */
function placement(m: Matrix): Omit<PlacedImage, 'name'> | null {
  const [a, b, c, d, e, f] = m;
  const at = (u: number, v: number) => [a * u + c * v + e, b * u + d * v + f];
  const corners = [at(0, 0), at(1, 0), at(0, 1), at(1, 1)];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  if (box.width < 1 || box.height < 1) return null;
  const axisAligned = Math.abs(b) < 1e-6 * Math.abs(a) + 1e-9 && Math.abs(c) < 1e-6 * Math.abs(d) + 1e-9;
  if (axisAligned) return { ...box, flipX: a < 0, flipY: d > 0, quarterTurns: 0 };
  const sideways = Math.abs(a) < 1e-6 * Math.abs(b) + 1e-9 && Math.abs(d) < 1e-6 * Math.abs(c) + 1e-9;
  if (!sideways) return null; // sheared or turned at an odd angle: not a scan
  // Image rows run down the page's x axis: a quarter turn, clockwise when the top row lands on the right.
  return { ...box, flipX: false, flipY: false, quarterTurns: c > 0 ? 1 : 3 };
}

/**
 * The page's images laid on white paper at 300 dpi, as an 8-bit greyscale PNG, and how much the
 * largest of them was enlarged to get there (2 for a 150 dpi scan): what the picture's own
 * resolution was, which the 300 dpi page no longer shows.
 */
export async function renderPageImages(page: PdfPageProxy, imagery: PageImagery): Promise<{ png: Buffer; width: number; height: number; enlargement: number }> {
  const viewport = page.getViewport({ scale: 1 });
  const width = Math.max(1, Math.round(viewport.width * PX_PER_PT));
  const height = Math.max(1, Math.round(viewport.height * PX_PER_PT));
  const layers: OverlayOptions[] = [];
  let largest = 0;
  let enlargement = 1;
  for (const p of imagery.placed) {
    const image = await imageObject(page, p.name);
    if (!image) continue;
    const left = Math.round(p.x * PX_PER_PT);
    const top = Math.round(p.y * PX_PER_PT);
    const w = Math.max(1, Math.round(p.width * PX_PER_PT));
    const h = Math.max(1, Math.round(p.height * PX_PER_PT));
    if (w * h > largest) {
      largest = w * h;
      enlargement = w / (p.quarterTurns ? image.height : image.width);
    }
    let pipeline = sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
    if (p.quarterTurns) pipeline = pipeline.rotate(p.quarterTurns * 90);
    if (p.flipY) pipeline = pipeline.flip();
    if (p.flipX) pipeline = pipeline.flop();
    const placed = await sharp(await pipeline.flatten({ background: '#ffffff' }).greyscale().raw().toBuffer(), {
      raw: { width: p.quarterTurns ? image.height : image.width, height: p.quarterTurns ? image.width : image.height, channels: 1 },
    })
      .resize(w, h, { fit: 'fill' })
      .png()
      .toBuffer();
    // Only the part on the page: sharp refuses layers that reach outside the base.
    const visible = { left: Math.max(0, -left), top: Math.max(0, -top) };
    const cw = Math.min(w - visible.left, width - Math.max(0, left));
    const ch = Math.min(h - visible.top, height - Math.max(0, top));
    if (cw < 1 || ch < 1) continue;
    const input = await sharp(placed).extract({ left: visible.left, top: visible.top, width: cw, height: ch }).png().toBuffer();
    layers.push({ input, left: Math.max(0, left), top: Math.max(0, top) });
  }
  const png = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .greyscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, width, height, enlargement };
}

/** A decoded image of the page as raw 8-bit samples, or null if pdfjs could not decode it. */
async function imageObject(page: PdfPageProxy, name: string): Promise<{ data: Buffer; width: number; height: number; channels: 1 | 3 | 4 } | null> {
  const objs = name.startsWith('g_') ? page.commonObjs : page.objs;
  const img = (await new Promise((resolve) => objs.get(name, resolve))) as { width: number; height: number; kind: number; data?: Uint8ClampedArray } | null;
  if (!img?.data || !img.width || !img.height) return null;
  const { ImageKind } = pdfjs;
  if (img.kind === ImageKind.RGB_24BPP) return { data: Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength), width: img.width, height: img.height, channels: 3 };
  if (img.kind === ImageKind.RGBA_32BPP) return { data: Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength), width: img.width, height: img.height, channels: 4 };
  if (img.kind === ImageKind.GRAYSCALE_1BPP) {
    // One bit a pixel, rows padded to whole bytes; a set bit is white.
    const rowBytes = Math.ceil(img.width / 8);
    const out = Buffer.alloc(img.width * img.height);
    for (let y = 0; y < img.height; y++) {
      for (let x = 0; x < img.width; x++) out[y * img.width + x] = img.data[y * rowBytes + (x >> 3)] & (0x80 >> (x & 7)) ? 255 : 0;
    }
    return { data: out, width: img.width, height: img.height, channels: 1 };
  }
  return null;
}

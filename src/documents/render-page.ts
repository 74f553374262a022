// Runs inside a pool thread (pool-tasks.ts): one page of a stored document as a PNG for the
// dashboard's document viewer. PDFs are drawn by pdfjs onto an @napi-rs/canvas canvas; images
// are turned upright (EXIF orientation) and scaled by sharp. Statements in CSV or OFX have no pages.
import sharp from 'sharp';
import { openPdf } from '../analysis/pdf/open-pdf.ts';
import { DEFAULT_DOCUMENT_LIMITS, imagePixelsOver } from './limits.ts';

/** The widest page image the viewer gets, in pixels. */
export const PAGE_IMAGE_MAX_WIDTH = 1200;
/** The most pixels one page image may have (a very tall, narrow page is capped here). */
export const PAGE_IMAGE_MAX_PIXELS = 1200 * 2400;

export type RenderPageTask = { id: number; kind: 'render-page'; bytes: Uint8Array; page: number };

/** `missing`: there is no such page (or the document has no page images): the viewer answers 404. */
/** `scale`: pixels of the PNG per unit of the page (a PDF point; an image's own pixel). */
export type PageImage =
  | { ok: true; png: Uint8Array; width: number; height: number; pageCount: number; scale: number }
  | { ok: false; missing: boolean; reason: string };

type ImageKind = 'PDF' | 'JPEG' | 'PNG' | 'WEBP' | null;

function kindOf(bytes: Uint8Array): ImageKind {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'PDF';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPEG';
  if (head.startsWith('\x89PNG\r\n\x1a\n')) return 'PNG';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'WEBP';
  return null;
}

const noSuchPage = (page: number, pageCount: number): PageImage => ({
  ok: false,
  missing: true,
  reason: `The document has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}; there is no page ${page}`,
});

/** Page `page` (from 1) of a PDF or image as PNG bytes, at most 1200 px wide. */
export async function renderPage(bytes: Uint8Array, page: number, opts: { maxImagePixels?: number } = {}): Promise<PageImage> {
  if (!Number.isInteger(page) || page < 1) return { ok: false, missing: true, reason: 'Pages are numbered from 1' };
  const kind = kindOf(bytes);
  if (kind === null) return { ok: false, missing: true, reason: 'The document has no page images: only PDFs and images are shown as pages' };
  if (kind === 'PDF') return renderPdfPage(bytes, page);
  if (page !== 1) return noSuchPage(page, 1);
  const maxPixels = opts.maxImagePixels ?? DEFAULT_DOCUMENT_LIMITS.maxImagePixels;
  // The header alone says the size: an image over the cap is refused before it is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  const over = imagePixelsOver(meta.width ?? 0, meta.height ?? 0, maxPixels);
  if (over) return { ok: false, missing: false, reason: over };
  const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate() // applies the EXIF orientation
    .resize({ width: PAGE_IMAGE_MAX_WIDTH, height: PAGE_IMAGE_MAX_PIXELS / PAGE_IMAGE_MAX_WIDTH, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is its stored height.
  const uprightWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  return { ok: true, png: new Uint8Array(data), width: info.width, height: info.height, pageCount: 1, scale: uprightWidth ? info.width / uprightWidth : 1 };
}

async function renderPdfPage(bytes: Uint8Array, n: number): Promise<PageImage> {
  const task = openPdf(bytes);
  try {
    const doc = await task.promise;
    if (n > doc.numPages) return noSuchPage(n, doc.numPages);
    const page = await doc.getPage(n);
    const base = page.getViewport({ scale: 1 });
    // At most 1200 px wide (never enlarged past 2× its size), and at most PAGE_IMAGE_MAX_PIXELS.
    let scale = Math.min(PAGE_IMAGE_MAX_WIDTH / base.width, 2);
    scale = Math.min(scale, Math.sqrt(PAGE_IMAGE_MAX_PIXELS / (base.width * base.height)));
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): { canvas: NapiCanvas; context: CanvasRenderingContext2D } } }).canvasFactory;
    const { canvas, context } = factory.create(width, height);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context, viewport }).promise;
    const png = await canvas.encode('png');
    page.cleanup();
    return { ok: true, png: new Uint8Array(png), width, height, pageCount: doc.numPages, scale };
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException') return { ok: false, missing: false, reason: 'The PDF is password-protected' };
    return { ok: false, missing: false, reason: `The page could not be drawn: ${(err as Error).message}` };
  } finally {
    await task.destroy();
  }
}

type NapiCanvas = { encode(format: 'png'): Promise<Buffer> };

/** A rectangle in page units (PDF points, or an image's pixels) from the page's top-left. */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Outline colour of marked evidence: red, drawn over a light red wash so the figure stays legible. */
const MARK = { stroke: '#d0021b', fill: 'rgba(208,2,27,0.18)' };

/**
 * The page image with each box outlined (`scale` from the render). Boxes are padded by 2 px and
 * clipped to the page; a page without boxes comes back as it was.
 */
export async function markBoxes(png: Uint8Array, image: { width: number; height: number; scale: number }, boxes: readonly PageBox[]): Promise<Uint8Array> {
  const rects = boxes
    .map((b) => {
      const x = Math.max(0, b.x * image.scale - 2);
      const y = Math.max(0, b.y * image.scale - 2);
      const w = Math.min(image.width - x, b.width * image.scale + 4);
      const h = Math.min(image.height - y, b.height * image.scale + 4);
      return w > 0 && h > 0 ? `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${MARK.fill}" stroke="${MARK.stroke}" stroke-width="3"/>` : '';
    })
    .filter(Boolean);
  if (rects.length === 0) return png;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}">${rects.join('')}</svg>`;
  const out = await sharp(png).composite([{ input: Buffer.from(svg), top: 0, left: 0 }]).png().toBuffer();
  return new Uint8Array(out);
}

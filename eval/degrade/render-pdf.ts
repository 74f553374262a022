// A PDF page as a PNG, drawn by pdfjs onto @napi-rs/canvas (pdfjs-dist's own optional
// dependency). For evals, benchmarks and tests that need a picture of a generated document;
// the service itself never draws PDFs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { pdfjs } from '../../src/analysis/pdf/open-pdf.ts';

// The standard 14 fonts (Helvetica, Times...) drawn with their real metrics: without these files
// pdfjs substitutes a font whose spacing runs words together.
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Page `page` (from 1) of a PDF at `dpi`, on white, as PNG bytes. */
export async function renderPdfPage(pdf: Uint8Array, opts: { page?: number; dpi?: number } = {}): Promise<Buffer> {
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false, verbosity: 0 });
  try {
    const doc = await task.promise;
    const page = await doc.getPage(opts.page ?? 1);
    const viewport = page.getViewport({ scale: (opts.dpi ?? 200) / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await task.destroy();
  }
}

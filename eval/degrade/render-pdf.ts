// A PDF page as a PNG, drawn by pdfjs onto @napi-rs/canvas (pdfjs-dist's own optional
// dependency). For evals, benchmarks and tests that need a picture of a generated document;
// the service itself never draws PDFs.
import { createCanvas } from '@napi-rs/canvas';
import { openPdf } from '../../src/analysis/pdf/open-pdf.ts';

/** Page `page` (from 1) of a PDF at `dpi`, on white, as PNG bytes. */
export async function renderPdfPage(pdf: Uint8Array, opts: { page?: number; dpi?: number } = {}): Promise<Buffer> {
  const task = openPdf(pdf);
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

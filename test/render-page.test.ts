import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../src/documents/render-page.ts';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function twoPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of ['First page', 'Second page']) doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 24, font });
  return doc.save();
}

describe('renderPage', () => {
  it('draws a PDF page as a PNG at most 1200 px wide, and refuses a page past the last', async () => {
    const pdf = await twoPagePdf();
    const page = await renderPage(pdf, 2);
    if (!page.ok) throw new Error(page.reason);
    expect([...page.png.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect(page.pageCount).toBe(2);
    const meta = await sharp(page.png).metadata();
    expect(meta.width).toBe(page.width);
    expect(page.width).toBeLessThanOrEqual(1200);
    expect(page.width).toBeGreaterThan(600);
    // Something was drawn: the page is not blank white.
    const stats = await sharp(page.png).stats();
    expect(stats.channels[0]!.min).toBeLessThan(128);
    expect(await renderPage(pdf, 3)).toEqual({ ok: false, missing: true, reason: 'The document has 2 pages; there is no page 3' });
    expect((await renderPage(pdf, 0)).ok).toBe(false);
  });

  it('turns a JPEG upright and scales it to at most 1200 px wide; an image has one page', async () => {
    // 3000 × 1000 stored, EXIF orientation 6 (rotate 90° clockwise): upright it is 1000 × 3000.
    const jpeg = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#336699' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const page = await renderPage(jpeg, 1);
    if (!page.ok) throw new Error(page.reason);
    expect([...page.png.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect(page.height).toBeGreaterThan(page.width);
    expect(page.width).toBeLessThanOrEqual(1200);
    expect(page.width * page.height).toBeLessThanOrEqual(1200 * 2400);
    const wide = await renderPage(await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#fff' } }).jpeg().toBuffer(), 1);
    expect(wide.ok && wide.width).toBe(1200);
    expect((await renderPage(jpeg, 2)).ok).toBe(false);
  });

  it('has no page images for statements in CSV or OFX, and caps an image’s pixels', async () => {
    const csv = new TextEncoder().encode('date,amount\n2024-01-01,5\n');
    expect(await renderPage(csv, 1)).toMatchObject({ ok: false, missing: true });
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000' } }).png().toBuffer();
    expect(await renderPage(png, 1, { maxImagePixels: 1000 })).toMatchObject({ ok: false, missing: false });
  });
});

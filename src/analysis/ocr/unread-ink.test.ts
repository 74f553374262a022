import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OcrWord } from './ocr-engine.ts';
import { otsu, readUnreadInk, unreadRegions } from './unread-ink.ts';

const W = 1200;
const H = 800;
/** A white page with "print" (3 px strokes) in the given [x, y, width, height] blocks. */
function print(blocks: number[][]): Uint8Array {
  const px = new Uint8Array(W * H).fill(255);
  for (const [x0, y0, bw, bh] of blocks) for (let y = y0; y < y0 + bh; y++) for (let x = x0; x < x0 + bw; x++) if (x % 6 < 3) px[y * W + x] = 20;
  return px;
}
const word = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 0.95, line = 1): OcrWord => ({ text, x0, y0, x1, y1, baseline: y1 - 6, rowHeight: y1 - y0, confidence, line });

describe('print no recognised word covers', () => {
  it.each([
    ['a heading the page pass left out', [[600, 100, 160, 30]], [], [{ x0: 600, y0: 100, x1: 760, y1: 132 }]],
    ['a word the page pass read', [[600, 100, 160, 30]], [word('Amount', 598, 98, 762, 131)], []],
    ['a word whose box falls a little short still counts as read', [[600, 100, 160, 30]], [word('Amount', 603, 102, 757, 128)], []],
    ['two words a space apart: one region', [[100, 300, 120, 30], [236, 300, 150, 30]], [], [{ x0: 100, y0: 300, x1: 388, y1: 332 }]],
    ['a speck', [[400, 400, 6, 6]], [], []],
    ['a picture (too tall for a line of print)', [[100, 500, 300, 200]], [], []],
    ['ink running off the picture (a desk, a cut edge)', [[0, 100, 200, 30]], [], []],
  ])('%s', (_name, blocks, words, regions) => {
    expect(unreadRegions(print(blocks), W, H, words)).toEqual(regions);
  });
});

describe('a second reading of the print no word covers', () => {
  it('adds the sure words read there, in the page’s pixels, on a line of their own', async () => {
    const png = await sharp(Buffer.from(print([[600, 100, 160, 30]])), { raw: { width: W, height: H, channels: 1 } }).png().toBuffer();
    const crops: Array<{ width: number; height: number }> = [];
    const readLineWords = async (crop: Buffer, line: number) => {
      const m = await sharp(crop).metadata();
      crops.push({ width: m.width!, height: m.height! });
      return [word('Amount', 20, 20, 180, 52, 0.93, line), word('~', 190, 20, 196, 52, 0.9, line), word('lx', 200, 20, 230, 52, 0.3, line)];
    };
    const got = await readUnreadInk(png, [word('Date', 100, 100, 180, 132, 0.95, 7)], readLineWords);
    // The crop: the region (160×32) with a quarter of its height each side, and 12 px of white each side.
    expect(crops).toEqual([{ width: 160 + 16 + 24, height: 32 + 16 + 24 }]);
    // Crop pixel (20, 20) is page pixel (600 - 8 - 12 + 20, 100 - 8 - 12 + 20).
    expect(got.map((w) => [w.text, w.x0, w.y0, w.line])).toEqual([
      ['Date', 100, 100, 7],
      ['Amount', 600, 100, 8],
    ]);
  });

  it.each([
    ['a whole figure read unsurely is kept', '33,356.48', 0.56, true],
    ['a whole figure read too unsurely is not', '33,356.48', 0.2, false],
    ['a label of four letters or more read unsurely is kept', 'Periodo:', 0.49, true],
    ['a label read too unsurely is not', 'Periodo:', 0.35, false],
    ['a short word read as unsurely is not', 'al', 0.56, false],
    ['a word with digits read as unsurely is not', 'Ab12', 0.56, false],
  ])('%s', async (_name, text, confidence, kept) => {
    const png = await sharp(Buffer.from(print([[600, 100, 160, 30]])), { raw: { width: W, height: H, channels: 1 } }).png().toBuffer();
    const readLineWords = async (_crop: Buffer, line: number) => [word(text, 20, 20, 180, 52, confidence, line)];
    const wellFormed = (t: string) => /^\d[\d,]*\.\d{2}$/.test(t);
    const got = await readUnreadInk(png, [], readLineWords, wellFormed);
    expect(got.map((w) => w.text)).toEqual(kept ? [text] : []);
  });

  it.each([
    ['cents right after a whole figure of the page, read unsurely, are kept', '-64', 0.43, true],
    ['...but not read too unsurely', '-64', 0.2, false],
    ['...and not after a word', 'Medicare', 0.43, false],
  ])('%s', async (_name, before, confidence, kept) => {
    // The page pass read "-64" (x 540–596) and left out its cents ".46", set a space apart (x 600–640).
    const png = await sharp(Buffer.from(print([[540, 100, 56, 30], [606, 100, 34, 30]])), { raw: { width: W, height: H, channels: 1 } }).png().toBuffer();
    const readLineWords = async (_crop: Buffer, line: number) => [word('46', 20, 20, 54, 52, confidence, line)];
    const got = await readUnreadInk(png, [word(before, 540, 100, 596, 132, 0.9, 3)], readLineWords);
    expect(got.map((w) => w.text)).toEqual(kept ? [before, '46'] : [before]);
  });

  it('reads a crop that gave nothing again in black and white, and keeps what that reads', async () => {
    // Print on a pale grey band: the first reading finds nothing, the second is given pure black and white.
    const px = print([[600, 100, 160, 30]]).map((v) => (v === 255 ? 200 : v));
    const png = await sharp(Buffer.from(px), { raw: { width: W, height: H, channels: 1 } }).png().toBuffer();
    const greys: number[][] = [];
    const readLineWords = async (crop: Buffer, line: number) => {
      const { data } = await sharp(crop).greyscale().raw().toBuffer({ resolveWithObject: true });
      greys.push([...new Set(data)].sort((a, b) => a - b));
      return greys.length === 1 ? [] : [word('DEDUCCIONES', 20, 20, 180, 52, 0.92, line)];
    };
    const got = await readUnreadInk(png, [], readLineWords);
    expect(greys[0]).toContain(200);
    expect(greys[1]).toEqual([0, 255]);
    expect(got.map((w) => w.text)).toEqual(['DEDUCCIONES']);
  });
});

describe('Otsu’s threshold', () => {
  it('falls between the ink and the paper', () => {
    const px = new Uint8Array(1000).map((_, i) => (i % 4 === 0 ? 30 : 210));
    const t = otsu(px);
    expect(t).toBeGreaterThan(30);
    expect(t).toBeLessThanOrEqual(210);
  });
});

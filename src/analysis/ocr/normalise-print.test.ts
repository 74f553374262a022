import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { darkenGreys, faintPrint, normaliseImage, softPrint } from './normalise-image.ts';

// How print comes out of normalising: thin, light strokes darker, soft strokes (a photo's, a low-resolution scan's) sharper.

describe('greys between paper and ink are darkened', () => {
  const after = (v: number) => {
    const px = Uint8Array.of(v);
    darkenGreys(px);
    return px[0];
  };

  it.each([
    ['paper stays white', 255, 255, 255],
    ['ink stays black', 0, 0, 0],
    ['a thin stroke blurred to mid-grey falls on the ink side of the middle', 150, 0, 127],
    ['a light stroke darkens', 200, 0, 180],
    ['a faint tint stays light', 245, 225, 255],
  ])('%s (%i)', (_name, grey, min, max) => {
    expect(after(grey)).toBeGreaterThanOrEqual(min);
    expect(after(grey)).toBeLessThanOrEqual(max);
  });

  it('keeps the order of the greys', () => {
    const px = Uint8Array.from({ length: 256 }, (_, v) => v);
    darkenGreys(px);
    for (let v = 1; v < 256; v++) expect(px[v]).toBeGreaterThanOrEqual(px[v - 1]);
  });
});

/** A 400 x 400 page of strokes: their core grey, with a pixel of softer edge either side. */
function strokes(core: number, edge: number): Uint8Array {
  const px = new Uint8Array(400 * 400).fill(255);
  for (let y = 20; y < 380; y++) {
    if (y % 30 >= 18) continue;
    for (let x = 20; x < 380; x++) {
      const k = x % 8;
      if (k === 1 || k === 4) px[y * 400 + x] = edge;
      else if (k === 2 || k === 3) px[y * 400 + x] = core;
    }
  }
  return px;
}

describe('a page of faint print', () => {
  it.each([
    ['solid black print, soft edges', strokes(20, 150), false],
    ['light print (a thin monospaced font blurred to grey)', strokes(140, 190), true],
    ['dark cores, wide grey edges (soft photographed print)', strokes(60, 160), false],
    ['grey cores, grey edges', strokes(110, 170), true],
    ['a blank page', new Uint8Array(400 * 400).fill(255), false],
  ])('%s', (_name, px, faint) => {
    expect(faintPrint(px)).toBe(faint);
  });
});

/** A 1200 x 1600 sheet with rows of 7 px black strokes, blurred as a 150 dpi phone photo blurs them. */
async function softSheet(): Promise<{ data: Buffer; width: number; height: number }> {
  const width = 1200;
  const height = 1600;
  const px = Buffer.alloc(width * height, 250);
  for (let y = 200; y < 1400; y++) {
    if (y % 60 >= 24) continue;
    for (let x = 150; x < 1050; x++) if (x % 16 < 7) px[y * width + x] = 20;
  }
  const data = await sharp(px, { raw: { width, height, channels: 1 } }).blur(1.3).greyscale().raw().toBuffer();
  return { data, width, height };
}

/** The steepest step between neighbouring pixels across the strokes, averaged over the rows that hold them. */
function edgeSteepness(png: { data: Buffer; width: number; height: number }): number {
  const { data, width, height } = png;
  let sum = 0;
  let rows = 0;
  for (let y = 0; y < height; y++) {
    let steepest = 0;
    let dark = 0;
    for (let x = 1; x < width; x++) {
      const i = y * width + x;
      if (data[i] < 100) dark++;
      steepest = Math.max(steepest, Math.abs(data[i] - data[i - 1]));
    }
    if (dark > 100) (sum += steepest), rows++;
  }
  return rows === 0 ? 0 : sum / rows;
}

async function normalisedGrey(bytes: Buffer, enlargement?: number) {
  const n = await normaliseImage(new Uint8Array(bytes), { enlargement });
  const { data, info } = await sharp(n.png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { sheet: n.sheet, data, width: info.width, height: info.height };
}

describe('soft print: a photo, or a picture enlarged to 300 dpi from under ~190 dpi', () => {
  it.each([
    ['a photo of a sheet, however sharp', 1, true, true],
    ['a 130 dpi scan', 300 / 130, false, true],
    ['a 170 dpi scan', 300 / 170, false, true],
    ['a 200 dpi scan', 1.5, false, false],
    ['a 300 dpi scan', 1, false, false],
    ['a picture larger than 300 dpi, made smaller', 0.5, false, false],
  ])('%s', (_name, enlargement, photo, soft) => {
    expect(softPrint(enlargement, photo)).toBe(soft);
  });
});

describe('soft print is sharpened', () => {
  /** The soft sheet, as a picture enlarged by normalising (`small`), or by 300 dpi layout before it (a scanned PDF page). */
  const pictures = async () => {
    const sheet = await softSheet();
    const raw = () => sharp(sheet.data, { raw: { width: sheet.width, height: sheet.height, channels: 1 } });
    const enlarged = await raw().resize(2550, 3400, { kernel: 'lanczos3' }).png().toBuffer();
    // On a darker desk, a margin all round: the sheet is found and cut out (a photo).
    const desk = await raw().extend({ top: 120, bottom: 120, left: 120, right: 120, background: { r: 80, g: 80, b: 80 } }).png().toBuffer();
    return { small: await raw().png().toBuffer(), enlarged, desk };
  };

  it.each([
    ['a photo on a desk', 'desk', undefined, true, true],
    ['a 150 dpi picture, enlarged by normalising', 'small', undefined, false, true],
    ['a 150 dpi scan laid out at 300 dpi (enlargement given)', 'enlarged', 2.125, false, true],
  ] as const)('%s gets steeper edges than the same print taken as 300 dpi', async (_name, which, enlargement, sheet, sharper) => {
    const p = await pictures();
    const asIs = await normalisedGrey(p.enlarged);
    const read = await normalisedGrey(p[which], enlargement);
    expect(asIs.sheet).toBe(false);
    expect(read.sheet).toBe(sheet);
    expect(edgeSteepness(read) > 1.1 * edgeSteepness(asIs)).toBe(sharper);
  }, 60_000);
});

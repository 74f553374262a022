import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanHalftone } from './clean-halftone.ts';

const W = 800;
const H = 400;
type Draw = (x: number, y: number) => number | null;

/** A white page painted by each `draw` in turn (null: leave the pixel as it is). */
function page(...draws: Draw[]): Uint8Array {
  const px = new Uint8Array(W * H).fill(255);
  for (const draw of draws) for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const v = draw(x, y);
    if (v !== null) px[y * W + x] = v;
  }
  return px;
}
const inBox = (x: number, y: number, [x0, y0, x1, y1]: number[]) => x >= x0 && x < x1 && y >= y0 && y < y1;
/** Halftone: a dot every 4 px (2×2 black), an even 25% grey to the eye. */
const halftone = (box: number[]): Draw => (x, y) => (inBox(x, y, box) ? (x % 4 < 2 && y % 4 < 2 ? 0 : 255) : null);
/** Solid strokes 6 px wide every 14 px: print. */
const strokes = (box: number[]): Draw => (x, y) => (inBox(x, y, box) && x % 14 < 6 ? 0 : null);
/** An even grey fill (a light shaded box with no dots). */
const fill = (box: number[], grey: number): Draw => (x, y) => (inBox(x, y, box) ? grey : null);

async function clean(px: Uint8Array): Promise<Uint8Array> {
  const blur = (sigma: number) => sharp(px, { raw: { width: W, height: H, channels: 1 } }).blur(sigma).greyscale().raw().toBuffer();
  const out = new Uint8Array(px);
  cleanHalftone(out, { dots: await blur(2), print: await blur(1) }, W, H);
  return out;
}
/** A pale speckled tint: greys 205–240 in a fixed pattern (a photo's noise on a light heading bar). */
const tint = (box: number[]): Draw => (x, y) => (inBox(x, y, box) ? 205 + ((x * 7 + y * 13) % 36) : null);
const whiteShare = (px: Uint8Array, box: number[]) => {
  let white = 0, n = 0;
  for (let y = box[1]; y < box[3]; y++) for (let x = box[0]; x < box[2]; x++) (n++, px[y * W + x] === 255 && white++);
  return white / n;
};
const darkShare = (px: Uint8Array, box: number[]) => {
  let dark = 0, n = 0;
  for (let y = box[1]; y < box[3]; y++) for (let x = box[0]; x < box[2]; x++) (n++, px[y * W + x] < 128 && dark++);
  return dark / n;
};

describe('print on a halftone band', () => {
  const band = [100, 100, 700, 196];
  const print = [200, 124, 400, 172];
  it.each([
    ['the dots around the print become paper', [halftone(band), strokes(print)], [460, 110, 690, 186], 0, 0],
    ['the print stays print', [halftone(band), strokes(print)], [210, 130, 216, 166], 1, 1],
    ['print on plain paper is left as it is', [strokes(print)], [200, 124, 400, 172], 3 / 7, 3 / 7],
    ['an even grey fill (no dots) is left as it is', [fill(band, 190), strokes(print)], [460, 110, 690, 186], 0, 0],
    ['a small dotted patch (a dark letter’s heart) is left as it is', [halftone([300, 300, 332, 332])], [300, 300, 332, 332], 0.25, 0.25],
  ])('%s', async (_name, draws, region, least, most) => {
    const share = darkShare(await clean(page(...draws)), region);
    expect(share).toBeGreaterThanOrEqual(least - 0.02);
    expect(share).toBeLessThanOrEqual(most + 0.02);
  });
});

describe('print on a pale tint', () => {
  const band = [100, 100, 700, 196];
  const print = [200, 124, 400, 172];
  it.each([
    ['the speckled tint around the print becomes paper', [tint(band), strokes(print)], [460, 110, 690, 186], 1],
    ['a tint without print becomes paper', [tint(band)], [120, 110, 690, 186], 1],
    ['plain paper stays paper', [strokes(print)], [460, 110, 690, 186], 1],
    ['a small pale patch is left as it is', [tint([300, 300, 332, 332])], [300, 300, 332, 332], 0],
  ])('%s', async (_name, draws, region, white) => {
    expect(whiteShare(await clean(page(...draws)), region)).toBeCloseTo(white, 1);
  });

  it('keeps the print on the tint', async () => {
    expect(darkShare(await clean(page(tint(band), strokes(print))), [210, 130, 216, 166])).toBeGreaterThan(0.98);
  });
});

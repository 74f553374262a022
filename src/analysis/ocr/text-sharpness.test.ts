import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BLUR_SHARPNESS } from './poor-reading.ts';
import { normaliseImage, textSharpness } from './normalise-image.ts';

const W = 600;
const H = 800;

/** A white page with "print" (3 px strokes, 5 px apart) in the given [x, y, width, height] blocks. */
function print(blocks: number[][]): Uint8Array {
  const px = new Uint8Array(W * H).fill(255);
  for (const [x0, y0, bw, bh] of blocks) for (let y = y0; y < y0 + bh; y++) for (let x = x0; x < x0 + bw; x++) if (x % 5 < 3 && y % 12 < 9) px[y * W + x] = 30;
  return px;
}

/** A box blur of radius r, `passes` times (near Gaussian). */
function blur(px: Uint8Array, r: number, passes = 2): Uint8Array {
  let a = Float64Array.from(px);
  for (let p = 0; p < passes; p++) {
    const b = new Float64Array(a.length);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      let s = 0, n = 0;
      for (let k = -r; k <= r; k++) if (x + k >= 0 && x + k < W) (s += a[y * W + x + k]), n++;
      b[y * W + x] = s / n;
    }
    const c = new Float64Array(a.length);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      let s = 0, n = 0;
      for (let k = -r; k <= r; k++) if (y + k >= 0 && y + k < H) (s += b[(y + k) * W + x]), n++;
      c[y * W + x] = s / n;
    }
    a = c;
  }
  return Uint8Array.from(a, (v) => Math.round(v));
}

const dense = [[20, 20, 560, 760]];
// Stacked cards: a few short lines of print, wide white space between them.
const sparse = [[30, 40, 200, 24], [30, 200, 120, 24], [300, 200, 150, 24], [30, 420, 260, 24], [30, 640, 180, 24]];

describe('sharpness judged where there is print', () => {
  it.each([
    ['a dense, sharp page', print(dense), true],
    ['a sparse, sharp page (wide white areas)', print(sparse), true],
    ['a dense page, blurred', blur(print(dense), 2), false],
    ['a sparse page, blurred', blur(print(sparse), 2), false],
  ])('%s', (_name, px, sharp) => {
    expect(textSharpness(px, W, H) >= BLUR_SHARPNESS).toBe(sharp);
  });

  it('a sparse page scores as sharp as a dense one of the same print', () => {
    expect(textSharpness(print(sparse), W, H)).toBeGreaterThan(0.5 * textSharpness(print(dense), W, H));
  });
});

/** A real phone photo of a bank statement (1988 x 2744). */
const realPhoto = readFileSync(new URL('../../../test/fixtures/external/documents/aws-ai-intelligent-document-processing/bank_statement.jpg', import.meta.url));

describe('a real phone photo judged sharp or blurred', () => {
  // Legible: as taken; made as small as a low-resolution phone's photo of a page (1300 px wide, about
  // 150 dpi, as the fifth locked split's photos); and that with the slight blur of a hand-held
  // camera, print still plain to read. Blurred: print smeared into its neighbours, at either size.
  it.each([
    ['as taken', null, 0, true],
    ['1300 px wide', 1300, 0, true],
    ['1300 px wide, blurred 0.8 px', 1300, 0.8, true],
    ['1300 px wide, blurred 1.3 px', 1300, 1.3, true],
    ['1300 px wide, blurred 2 px', 1300, 2, false],
    ['as taken, blurred 3 px', null, 3, false],
  ] as const)('%s', async (_name, width, sigma, sharp_) => {
    let bytes = width ? await sharp(realPhoto).rotate().resize(width).jpeg({ quality: 90 }).toBuffer() : realPhoto;
    if (sigma > 0) bytes = await sharp(bytes).blur(sigma).jpeg({ quality: 90 }).toBuffer();
    const { sharpness } = await normaliseImage(new Uint8Array(bytes));
    expect(sharpness >= BLUR_SHARPNESS).toBe(sharp_);
  }, 30_000);
});

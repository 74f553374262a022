import { describe, expect, it } from 'vitest';
import { BLUR_SHARPNESS } from './poor-reading.ts';
import { textSharpness } from './normalise-image.ts';

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

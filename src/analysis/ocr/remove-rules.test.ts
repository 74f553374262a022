import { describe, expect, it } from 'vitest';
import { removeRules } from './remove-rules.ts';

/** A white page `w`×`h` with dark rectangles [x, y, width, height, grey]. */
function page(w: number, h: number, boxes: number[][]): Uint8Array {
  const px = new Uint8Array(w * h).fill(255);
  for (const [x0, y0, bw, bh, grey = 0] of boxes) for (let y = y0; y < y0 + bh; y++) for (let x = x0; x < x0 + bw; x++) px[y * w + x] = grey;
  return px;
}
const inkIn = (px: Uint8Array, w: number, [x0, y0, bw, bh]: number[]) => {
  let n = 0;
  for (let y = y0; y < y0 + bh; y++) for (let x = x0; x < x0 + bw; x++) if (px[y * w + x] < 200) n++;
  return n;
};

describe('table rules taken out before recognition', () => {
  const W = 400;
  const H = 300;
  it.each([
    // [name, boxes drawn, region checked, ink left there]
    ['a hairline horizontal rule', [[20, 100, 300, 3]], [20, 100, 300, 3], 0],
    ['a light grey (blurred) rule', [[20, 100, 300, 3, 170]], [20, 100, 300, 3], 0],
    ['a vertical cell border', [[200, 20, 4, 250]], [200, 20, 4, 250], 0],
    ['a grid: rules crossing, each cell shorter than a rule', [[20, 50, 360, 3], [20, 110, 360, 3], [20, 170, 360, 3], [60, 50, 3, 123], [140, 50, 3, 123], [220, 50, 3, 123]], [60, 50, 3, 123], 0],
    ['a letter-sized stroke stays', [[50, 50, 40, 4]], [50, 50, 40, 4], 160],
    ['a shaded band stays (thick, not a rule)', [[20, 100, 360, 60, 120]], [20, 100, 360, 60], 360 * 60],
    ['a rule with a letter touching it at every row', [[200, 20, 3, 250], [170, 40, 34, 24], [170, 90, 34, 24], [170, 140, 34, 24], [170, 190, 34, 24]], [200, 20, 3, 250], 0],
    ['a column of letters, one under the other, stays', [[150, 40, 5, 24], [150, 70, 5, 24], [150, 100, 5, 24], [150, 130, 5, 24]], [150, 40, 5, 114], 5 * 96],
    ['a row of digit tops with gaps stays', [[20, 60, 8, 3], [34, 60, 8, 3], [48, 60, 8, 3], [62, 60, 8, 3], [76, 60, 8, 3], [90, 60, 8, 3], [104, 60, 8, 3]], [20, 60, 100, 3], 7 * 24],
  ])('%s', (_name, boxes, region, left) => {
    const px = page(W, H, boxes);
    removeRules(px, W, H);
    expect(inkIn(px, W, region)).toBe(left);
  });

  it('keeps the letter touching a rule, less the rule itself', () => {
    const px = page(W, H, [[20, 100, 300, 3], [150, 70, 5, 30]]); // a stem standing on the rule
    removeRules(px, W, H);
    expect(inkIn(px, W, [150, 70, 5, 27])).toBeGreaterThan(5 * 20);
    expect(inkIn(px, W, [20, 100, 120, 3])).toBe(0);
  });

  it('gives each vertical rule taken out as a cell border, at its middle, over its length', () => {
    const px = page(W, H, [[20, 50, 360, 3], [20, 170, 360, 3], [60, 50, 4, 123], [220, 50, 3, 123], [300, 200, 40, 4]]);
    expect(removeRules(px, W, H).borders).toEqual([
      { x: 61.5, y0: 50, y1: 173 },
      { x: 221, y0: 50, y1: 173 },
    ]);
  });
});

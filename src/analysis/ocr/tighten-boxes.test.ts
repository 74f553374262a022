import { describe, expect, it } from 'vitest';
import type { OcrWord } from './ocr-engine.ts';
import { tightenBoxes } from './tighten-boxes.ts';

const W = 300;
const H = 100;
/** Ink from x0 to x1 (exclusive) on rows 20–50. */
function page(x0: number, x1: number): Uint8Array {
  const px = new Uint8Array(W * H).fill(255);
  for (let y = 20; y < 50; y++) for (let x = x0; x < x1; x++) px[y * W + x] = 0;
  return px;
}
const word = (x0: number, x1: number): OcrWord => ({ text: 'Deductions', x0, x1, y0: 18, y1: 52, baseline: 50, rowHeight: 34, confidence: 0.6, line: 1 });

describe('word boxes brought in to their ink', () => {
  it.each([
    ['a box starting before its word', 100, 200, 76, 200, [100, 200]],
    ['a box running past its word', 100, 200, 100, 230, [100, 200]],
    ['a box on its ink', 100, 200, 100, 200, [100, 200]],
    ['a box with no ink in it is left as it is', 100, 200, 220, 260, [220, 260]],
    // Small grey print is lighter than ink: the sliver of it that is darker does not make the word.
    ['a box with ink in a sliver of it is left as it is', 150, 153, 100, 200, [100, 200]],
  ])('%s', (_name, inkFrom, inkTo, x0, x1, want) => {
    const [got] = tightenBoxes(page(inkFrom, inkTo), W, H, [word(x0, x1)]);
    expect([got.x0, got.x1]).toEqual(want);
  });
});

import { describe, expect, it } from 'vitest';
import { darkBands, invertDarkBands, whitenTintedBands } from './invert-bands.ts';
import { covers } from './unread-ink.ts';

/** A white page `w`×`h` with dark rectangles [x0, y0, x1, y1, grey] and white letters in them. */
function pageWith(w: number, h: number, rects: Array<[number, number, number, number, number]>): Uint8Array {
  const px = new Uint8Array(w * h).fill(255);
  for (const [x0, y0, x1, y1, grey] of rects) for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) px[y * w + x] = grey;
  return px;
}

/** The rectangles and, in each of the first, a white letter stroke (print on the bar). */
function barsWithPrint(w: number, h: number, rects: Array<[number, number, number, number, number]>): Uint8Array {
  const px = pageWith(w, h, rects);
  for (const [x0, y0, , y1] of rects.slice(0, 1)) for (let y = y0 + 8; y < y1 - 8; y++) for (let x = x0 + 20; x < x0 + 80; x += 6) px[y * w + x] = px[y * w + x + 1] = 255;
  return px;
}

describe('darkBands: headings printed white on a dark bar', () => {
  it('leaves a solid bar with no print on it (a redaction, a figure) as it is', () => {
    expect(darkBands(pageWith(640, 480, [[100, 100, 560, 160, 0]]), 640, 480)).toEqual([]);
  });

  it.each([
    { name: 'a navy bar an inch and a half wide', rects: [[100, 100, 560, 160, 60]], want: 1 },
    { name: 'a dark grey bar', rects: [[100, 100, 560, 150, 120]], want: 1 },
    { name: 'a thin dark bar (struck-out print, a thick rule)', rects: [[100, 100, 560, 136, 40]], want: 0 },
    { name: 'a light shaded row (dark print on it reads as is)', rects: [[100, 100, 560, 160, 200]], want: 0 },
    { name: 'a table rule, too thin', rects: [[100, 100, 560, 106, 0]], want: 0 },
    { name: 'a short dark box, too narrow', rects: [[100, 100, 260, 160, 0]], want: 0 },
    { name: 'a large dark picture, too tall', rects: [[100, 100, 560, 400, 0]], want: 0 },
  ] as Array<{ name: string; rects: Array<[number, number, number, number, number]>; want: number }>)('$name: $want', ({ rects, want }) => {
    expect(darkBands(barsWithPrint(640, 480, rects), 640, 480)).toHaveLength(want);
  });

  it('turns the bar light and its white print dark, and leaves the rest of the page alone', () => {
    // A bar with a white "letter" (a stroke 3 px wide) inside it.
    const px = pageWith(640, 480, [[100, 100, 560, 160, 40], [200, 115, 203, 145, 255], [20, 300, 60, 310, 0]]);
    for (let y = 115; y < 145; y++) for (let x = 300; x < 420; x += 8) px[y * 640 + x] = 255;
    const bands = invertDarkBands(px, 640, 480);
    expect(bands).toHaveLength(1);
    expect(px[130 * 640 + 150]).toBe(255);
    expect(px[130 * 640 + 201]).toBe(0);
    expect(px[305 * 640 + 30]).toBe(0);
    expect(px[20 * 640 + 20]).toBe(255);
    // Paper just outside the band stays paper.
    expect(px[162 * 640 + 300]).toBe(255);
    expect(px[98 * 640 + 300]).toBe(255);
  });
});

/** A seeded speckle of ±`amount` over a rectangle: a photo's noise on a grey band. */
function speckle(px: Uint8Array, w: number, [x0, y0, x1, y1]: [number, number, number, number], amount: number): void {
  let seed = 7;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      px[y * w + x] = Math.max(0, Math.min(255, px[y * w + x] + ((seed % (2 * amount + 1)) - amount)));
    }
  }
}

describe('whitenTintedBands: dark print on a light grey bar', () => {
  /** A bar of `grey` with dark "letters" (strokes 3 px wide of grey 30) on it. */
  function tintedBar(grey: number, rect: [number, number, number, number] = [100, 100, 560, 160]): Uint8Array {
    const px = pageWith(640, 480, [[...rect, grey]]);
    speckle(px, 640, rect, 14);
    for (let y = rect[1] + 10; y < rect[3] - 10; y++) for (let x = rect[0] + 20; x < rect[0] + 200; x += 9) px[y * 640 + x] = px[y * 640 + x + 1] = px[y * 640 + x + 2] = 30;
    return px;
  }

  it.each([
    { name: 'a light grey bar with print', grey: 190, want: 1 },
    { name: 'a very light tint', grey: 215, want: 1 },
    { name: 'a dark bar (inverted instead)', grey: 110, want: 0 },
    { name: 'paper', grey: 255, want: 0 },
  ])('$name: $want', ({ grey, want }) => {
    expect(whitenTintedBands(tintedBar(grey), 640, 480)).toHaveLength(want);
  });

  it('leaves a tinted bar with no print on it alone', () => {
    const px = pageWith(640, 480, [[100, 100, 560, 160, 190]]);
    expect(whitenTintedBands(px, 640, 480)).toEqual([]);
    expect(px[130 * 640 + 300]).toBe(190);
  });

  it('turns the shade and its speckle white and keeps the print dark, the rest of the page as it was', () => {
    const px = tintedBar(190);
    px[300 * 640 + 30] = 0;
    whitenTintedBands(px, 640, 480);
    const shade = [];
    for (let y = 102; y < 158; y++) for (let x = 300; x < 556; x++) shade.push(px[y * 640 + x]);
    expect(Math.min(...shade)).toBeGreaterThanOrEqual(225);
    expect(px[130 * 640 + 121]).toBeLessThan(60);
    expect(px[300 * 640 + 30]).toBe(0);
    expect(px[20 * 640 + 20]).toBe(255);
  });
});

describe('covers: a word read again over one already read', () => {
  it.each([
    { a: { x0: 0, y0: 0, x1: 100, y1: 30 }, b: { x0: 1, y0: 1, x1: 99, y1: 29 }, want: true },
    { a: { x0: 0, y0: 0, x1: 100, y1: 30 }, b: { x0: 60, y0: 0, x1: 160, y1: 30 }, want: false },
    { a: { x0: 0, y0: 0, x1: 100, y1: 30 }, b: { x0: 120, y0: 0, x1: 160, y1: 30 }, want: false },
    { a: { x0: 0, y0: 0, x1: 200, y1: 30 }, b: { x0: 10, y0: 2, x1: 60, y1: 28 }, want: true },
  ])('$a / $b: $want', ({ a, b, want }) => {
    expect(covers(a, b)).toBe(want);
  });
});

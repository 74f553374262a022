// Word boxes brought in to the word's own ink. The recogniser now and then starts a line's second
// word at the end of the first (measured: "Deductions" boxed from 24 px left of its "D", after a
// heading rule was taken out), and the parsers place columns by where words begin.
import type { OcrWord } from './ocr-engine.ts';

/** Ink: darker than this on the normalised page. */
const INK = 128;

/** Each word's box with its left and right edges on the first and last columns holding ink (unchanged where none do). */
export function tightenBoxes(px: Uint8Array, width: number, height: number, words: readonly OcrWord[]): OcrWord[] {
  return words.map((w) => {
    const y0 = Math.max(0, Math.round(w.y0));
    const y1 = Math.min(height, Math.round(w.y1));
    const x0 = Math.max(0, Math.round(w.x0));
    const x1 = Math.min(width, Math.round(w.x1));
    const inked = (x: number) => {
      for (let y = y0; y < y1; y++) if (px[y * width + x] < INK) return true;
      return false;
    };
    let left = x0;
    while (left < x1 && !inked(left)) left++;
    if (left >= x1) return w;
    let right = x1 - 1;
    while (right > left && !inked(right)) right--;
    // Print lighter than ink (small grey labels) leaves a sliver of the word: its box is kept as read.
    if (right + 1 - left < 0.5 * (x1 - x0)) return w;
    return left === x0 && right === x1 - 1 ? w : { ...w, x0: left, x1: right + 1 };
  });
}

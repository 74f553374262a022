// A second look at the words the page pass was unsure of: each cut out of the page with a little
// margin and read again as a single line. Sparse-text mode misreads a word it has little context
// for ("January" as "—_—" at 0 confidence, measured) that a single-line read gets right.
import sharp from 'sharp';
import type { OcrWord } from './ocr-engine.ts';
import { repairWord } from './repair-words.ts';

/** Words read with less confidence than this are read again... */
const UNSURE = 0.5;
/** ...at most this many a page (each costs a recognition of a small picture, ~0.05 s)... */
const MAX_REREADS = 24;
/** ...and the second reading replaces the first only when this much surer, and sure enough itself. */
const BETTER_BY = 0.2;
const SURE_ENOUGH = 0.6;

export type ReadLine = (png: Buffer) => Promise<{ text: string; confidence: number }>;

/** Whether a word is worth a second look: unsure, wider than a speck, not already a whole figure or date. */
export function isUnsure(w: OcrWord, wellFormed: (text: string) => boolean): boolean {
  return w.confidence < UNSURE && w.x1 - w.x0 > 0.8 * w.rowHeight && !wellFormed(repairWord(w.text));
}

/** The second reading of a crop, as one word: edge marks from a neighbouring rule or letter trimmed. */
export function secondReading(text: string): string | null {
  const t = text.replace(/^[\s|!\[\]/\\_]+|[\s|!\[\]/\\_]+$/g, '');
  return t !== '' && !/\s/.test(t) ? t : null;
}

/**
 * A word that read letters or digits is never replaced by marks alone: a second reading of "~" for
 * "Stuf!" (measured: a payslip's "Staff Welfare" lost its first word) is a crop that missed the word.
 */
export function keepsPrint(first: string, second: string): boolean {
  return !/[\p{L}\p{N}]/u.test(first) || /[\p{L}\p{N}]/u.test(second);
}

export async function rereadUnsure(png: Buffer, size: { width: number; height: number }, words: readonly OcrWord[], readLine: ReadLine, wellFormed: (text: string) => boolean): Promise<OcrWord[]> {
  const unsure = words.filter((w) => isUnsure(w, wellFormed)).sort((a, b) => a.confidence - b.confidence).slice(0, MAX_REREADS);
  if (unsure.length === 0) return [...words];
  const page = sharp(png);
  const better = new Map<OcrWord, OcrWord>();
  for (const w of unsure) {
    const padX = Math.round(0.15 * w.rowHeight);
    const left = Math.max(0, Math.round(w.x0 - padX));
    const top = Math.max(0, Math.round(w.baseline - 1.1 * w.rowHeight));
    const width = Math.min(size.width - left, Math.round(w.x1 - w.x0 + 2 * padX));
    const height = Math.min(size.height - top, Math.round(1.6 * w.rowHeight));
    if (width < 4 || height < 4) continue;
    const crop = await page.clone().extract({ left, top, width, height }).extend({ top: 12, bottom: 12, left: 12, right: 12, background: '#ffffff' }).png({ compressionLevel: 1 }).toBuffer();
    const read = await readLine(crop);
    const text = secondReading(read.text);
    const confidence = Math.max(0, Math.min(1, read.confidence));
    if (text && confidence >= SURE_ENOUGH && confidence >= w.confidence + BETTER_BY && keepsPrint(w.text, text)) better.set(w, { ...w, text, confidence });
  }
  return words.map((w) => better.get(w) ?? w);
}

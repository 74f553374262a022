// Why a photo or scan could not be read, in words the borrower can act on. Only said when the
// document gave nothing usable: a sharp photo of the wrong page is not "blurred".
import type { OcrPageQuality } from './ocr-pages.ts';

export const POOR_READING = {
  BLURRED: 'The photo is blurred: retake it flat and in full, in good light, holding the phone still',
  CUT_OFF: 'The photo is cut off: retake it flat and in full, with all four edges of the page in the picture',
  NO_TEXT: 'No text could be read from the picture: retake it flat and in full, in good light, or upload the original PDF',
  UNCLEAR: 'The photo is blurred or cut off: retake it flat and in full, in good light',
} as const;

/**
 * A picture read clearly (sharp, whole, enough words, read confidently) on which the parser found
 * nothing it needs: the photo is not at fault, so the borrower is not told to retake it.
 */
export const NOTHING_FOUND = {
  paystub: 'The picture was read, but no pay figures were found on it: check that it shows the paystub, or upload the original PDF',
  statement: 'The picture was read, but no transactions were found on it: check that it shows the statement, or upload the original PDF',
} as const;

/**
 * Under this Laplacian variance where there is print (at ~1000 px wide, normalise-image.ts) letters
 * have lost their edges. Measured: the eval photos (1.3 px blur) 520–1580; blurred 1 px more, 65–115.
 */
export const BLUR_SHARPNESS = 150;
/** More than this share of the words touching the picture's edge: the page runs off it. */
export const CUT_OFF_SHARE = 0.08;
/** Fewer characters than this on every page: nothing a parser could use. */
export const FEW_CHARACTERS = 40;
/** Mean confidence under this: what was read is mostly guesswork. */
export const LOW_CONFIDENCE = 0.6;

/**
 * The reason for the best-read page, judged in the order a borrower should fix things; `kind`:
 * what the parser looked for, when the picture itself was read well.
 */
export function poorReadingReason(pages: readonly OcrPageQuality[], kind?: keyof typeof NOTHING_FOUND): string {
  if (pages.length === 0) return POOR_READING.NO_TEXT;
  const best = pages.reduce((a, b) => (b.characters * b.confidence > a.characters * a.confidence ? b : a));
  if (best.sharpness < BLUR_SHARPNESS) return POOR_READING.BLURRED;
  if (best.edgeWords > CUT_OFF_SHARE) return POOR_READING.CUT_OFF;
  if (best.characters < FEW_CHARACTERS) return POOR_READING.NO_TEXT;
  if (kind && best.confidence >= LOW_CONFIDENCE) return NOTHING_FOUND[kind];
  return POOR_READING.UNCLEAR;
}

/** Whether what OCR found is too little or too unsure to act on, even if a parser made something of it. */
export function tooPoorToTrust(pages: readonly OcrPageQuality[]): boolean {
  const characters = pages.reduce((n, p) => n + p.characters, 0);
  if (characters < FEW_CHARACTERS) return true;
  const confidence = pages.reduce((s, p) => s + p.confidence * p.characters, 0) / characters;
  return confidence < LOW_CONFIDENCE;
}

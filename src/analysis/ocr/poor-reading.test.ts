import { describe, expect, it } from 'vitest';
import type { OcrPageQuality } from './ocr-pages.ts';
import { NOTHING_FOUND, POOR_READING, poorReadingReason, tooPoorToTrust } from './poor-reading.ts';

const page = (q: Partial<OcrPageQuality>): OcrPageQuality => ({ page: 1, words: 120, characters: 700, confidence: 0.92, sharpness: 400, edgeWords: 0, skew: 0, ...q });

describe('the reason a borrower is given for a picture that could not be read', () => {
  it.each([
    ['blurred (Laplacian variance 35)', [page({ sharpness: 35, characters: 120, confidence: 0.5 })], POOR_READING.BLURRED],
    ['cut off (a fifth of the words touch the edge)', [page({ edgeWords: 0.2 })], POOR_READING.CUT_OFF],
    ['almost nothing read', [page({ words: 3, characters: 12 })], POOR_READING.NO_TEXT],
    ['sharp, whole, readable, yet no figures found (nothing said of what was looked for)', [page({})], POOR_READING.UNCLEAR],
    ['no page read at all', [], POOR_READING.NO_TEXT],
    ['judged on the best-read page', [page({ characters: 10, sharpness: 20 }), page({ edgeWords: 0.3 })], POOR_READING.CUT_OFF],
  ])('%s', (_name, pages, reason) => {
    expect(poorReadingReason(pages)).toBe(reason);
  });

  // A clear picture whose parser found nothing is not the borrower's photo's fault (measured: sharp,
  // legible photos of salary slips, 97% of their words read, were told they were blurred or cut off).
  it.each([
    ['a paystub read clearly, no pay figures found', [page({})], 'paystub', NOTHING_FOUND.paystub],
    ['a statement read clearly, no transactions found', [page({})], 'statement', NOTHING_FOUND.statement],
    ['read, but unsure (mean confidence 0.5)', [page({ confidence: 0.5 })], 'paystub', POOR_READING.UNCLEAR],
    ['blurred', [page({ sharpness: 35, confidence: 0.7 })], 'paystub', POOR_READING.BLURRED],
    ['cut off', [page({ edgeWords: 0.2 })], 'statement', POOR_READING.CUT_OFF],
    ['almost nothing read', [page({ words: 3, characters: 12 })], 'statement', POOR_READING.NO_TEXT],
  ] as const)('%s', (_name, pages, kind, reason) => {
    expect(poorReadingReason(pages, kind)).toBe(reason);
  });

  it.each([
    ['plenty read, confidently', [page({})], false],
    ['under 40 characters', [page({ characters: 39 })], true],
    ['mean confidence 0.55', [page({ confidence: 0.55 })], true],
    ['a poor page beside a good one (weighted by characters)', [page({ characters: 100, confidence: 0.3 }), page({ characters: 900, confidence: 0.9 })], false],
  ])('too poor to trust: %s', (_name, pages, poor) => {
    expect(tooPoorToTrust(pages)).toBe(poor);
  });
});

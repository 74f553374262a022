import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OcrWord } from './ocr-engine.ts';
import { isWellFormed } from './ocr-pages.ts';
import { isUnsure, keepsPrint, rereadUnsure, secondReading } from './reread-unsure.ts';

const word = (text: string, confidence: number, x0 = 100, width = 200): OcrWord => ({ text, x0, x1: x0 + width, y0: 470, y1: 508, baseline: 500, rowHeight: 36, confidence, line: 1 });

describe('which words get a second look', () => {
  it.each([
    ['an unsure word', word('—_—', 0), true],
    ['a sure word', word('January', 0.95), false],
    ['a speck', word('~', 0.1, 100, 10), false],
    ['an unsure whole figure (kept as it is)', word('1,189.49', 0.04), false],
    ['an unsure date whose slashes are repaired', word('017232026', 0.0), false],
  ])('%s', (_, w, want) => expect(isUnsure(w, isWellFormed)).toBe(want));

  it.each([
    ['January', 'January'],
    ['  January\n', 'January'],
    ['Withdrawals/!', 'Withdrawals'],
    ['| 182051', '182051'],
    ['I Walman |', null],
    ['', null],
  ])('second reading %j → %j', (text, want) => expect(secondReading(text)).toBe(want));
});

describe('a second reading keeps print', () => {
  it.each([
    ['Stuf!', '~', false],
    ['Stuf!', 'Staff', true],
    ['—_—', 'January', true],
    ['—_—', '~', true],
  ])('%j read again as %j: %s', (first, second, want) => expect(keepsPrint(first, second)).toBe(want));
});

describe('a second reading', () => {
  const page = async () => sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#ffffff' } }).greyscale().png().toBuffer();

  it.each([
    ['replaces an unsure word when much surer', { text: 'January', confidence: 0.95 }, 'January', 0.95],
    ['is ignored when hardly surer', { text: 'Januarv', confidence: 0.55 }, '—_—', 0.4],
    ['is ignored when not one word', { text: 'I Walman |', confidence: 0.9 }, '—_—', 0.4],
    ['is ignored when marks alone for a word with letters', { text: '~', confidence: 0.73 }, '—_—', 0.4],
  ])('%s', async (_, reading, text, confidence) => {
    const crops: number[] = [];
    const readLine = async (png: Buffer) => (crops.push((await sharp(png).metadata()).width!), reading);
    const words = [word(reading.text === '~' ? 'Stuf!' : '—_—', 0.4), word('Statement', 0.96, 400)];
    const got = await rereadUnsure(await page(), { width: 1000, height: 1000 }, words, readLine, isWellFormed);
    expect(got.map((w) => [w.text, w.confidence])).toEqual([[reading.text === '~' ? 'Stuf!' : text, confidence], ['Statement', 0.96]]);
    // Only the unsure word was cut out: its width, a margin of 0.15 row heights each side, 12 px of white each side.
    expect(crops).toEqual([200 + 2 * Math.round(0.15 * 36) + 24]);
  });
});

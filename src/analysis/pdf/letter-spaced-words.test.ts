import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../statements/pdf/pdf-text.ts';
import { pdfBytes } from '../statements/pdf/test-pdf.ts';
import type { Glyph } from './glyph-positions.ts';
import { looksLetterSpaced, wordsFromGlyphs } from './letter-spaced-words.ts';

describe('looksLetterSpaced', () => {
  it.each([
    ['L A K E S H O R E L O G I S T I C S', true],
    ['H A R B O R M A N U FA C T U R I N G C O.', true],
    ['P A Y', false],
    ['Pay Date', false],
    ['A B C Corp', false],
    ['1 2 3 4', true],
  ])('%s -> %s', (text, expected) => expect(looksLetterSpaced(text)).toBe(expected));
});

/** Glyphs of `words` drawn 6 points wide, `tracking` apart, a word gap of `tracking` + `space`. */
function drawn(words: string[], tracking: number, space: number, x = 100): Glyph[] {
  const out: Glyph[] = [];
  for (const [w, word] of words.entries()) {
    if (w > 0) x += space;
    for (const ch of word) {
      out.push({ text: ch, x, y: 50, width: 6, size: 12 });
      x += 6 + tracking;
    }
  }
  return out;
}

describe('wordsFromGlyphs', () => {
  const item = (str: string, glyphs: Glyph[]) => ({ str, x: glyphs[0].x, y: 50, width: glyphs.at(-1)!.x + 6 - glyphs[0].x, size: 12 });
  it.each([
    { words: ['LAKESHORE', 'LOGISTICS', 'INC.'], tracking: 1.5, space: 3.3, read: 'LAKESHORE LOGISTICS INC.' },
    { words: ['PAY', 'DATE'], tracking: 3, space: 3.3, read: 'PAY DATE' },
    // Letters a space apart and words two spaces apart ("P A Y  D A T E" typed out).
    { words: ['PAY', 'DATE'], tracking: 3.3, space: 3.3, read: 'PAY DATE' },
    { words: ['SUMMIT'], tracking: 2, space: 0, read: 'SUMMIT' },
  ])('$read', ({ words, tracking, space, read }) => {
    const glyphs = drawn(words, tracking, space);
    const str = words.join('').split('').join(' ');
    expect(wordsFromGlyphs(item(str, glyphs), glyphs)).toBe(read);
  });

  it('splits at the space characters drawn between words, even where the gaps are alike', () => {
    // Letters 2.5 points apart; between words a space glyph, the whole gap no wider than 0.15 em more.
    const glyphs: Glyph[] = [...drawn(['AB'], 2.5, 0, 100), { text: ' ', x: 114.5, y: 50, width: 0.5, size: 12 }, ...drawn(['CD'], 2.5, 0, 117.5)];
    expect(wordsFromGlyphs(item('A B C D', glyphs), glyphs)).toBe('AB CD');
  });

  it('leaves letters typed a space apart alone when no gap is wider', () => {
    const glyphs: Glyph[] = [];
    for (const [k, ch] of ['1', '2', '3', '4'].entries()) {
      glyphs.push({ text: ch, x: 100 + k * 9.3, y: 50, width: 6, size: 12 });
      if (k < 3) glyphs.push({ text: ' ', x: 106 + k * 9.3, y: 50, width: 3.3, size: 12 });
    }
    expect(wordsFromGlyphs(item('1 2 3 4', glyphs), glyphs)).toBeNull();
  });

  it('leaves the item alone when the glyphs in its extent spell something else', () => {
    const glyphs = drawn(['ABCD'], 2, 0);
    expect(wordsFromGlyphs(item('W X Y Z', glyphs), glyphs)).toBeNull();
  });
});

describe('letter-spaced text in a PDF', () => {
  it('reads words drawn with character spacing as words, spaces between them where the page puts them', async () => {
    const bytes = await pdfBytes([
      [
        { text: 'LAKESHORE LOGISTICS INC.', x: 100, y: 60, size: 12, bold: true, tracking: 1.6 },
        { text: 'Net Pay', x: 100, y: 100 },
      ],
    ]);
    const [page] = await extractPdfText(bytes);
    expect(page.items.map((i) => i.str)).toContain('LAKESHORE LOGISTICS INC.');
    expect(page.items.map((i) => i.str)).toContain('Net Pay');
  });
});

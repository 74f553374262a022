// Text drawn letter-spaced comes out of pdfjs as one letter per word ("L A K E S H O R E L O G I S T I C S"):
// every gap between glyphs became one space, the gaps between words too. The glyphs' positions tell
// the two apart: letters of a word stand apart by the tracking, words by the tracking and a space.
import type { Glyph } from './glyph-positions.ts';

/**
 * Text made of single characters, four or more, as pdfjs gives letter-spaced text; a kerned pair
 * ("FA", "O.") may come out joined, so a few words of two or three characters are allowed.
 */
export function looksLetterSpaced(str: string): boolean {
  const words = str.trim().split(/\s+/);
  const single = words.filter(isOneCharacter).length;
  return words.length >= 4 && single >= 0.75 * words.length && words.every(isThreeCharactersAtMost);
}

// Named, not inline: looksLetterSpaced runs for every item of every page (see src/analysis/statements/pdf/rows.ts).
function isOneCharacter(w: string): boolean {
  return [...w].length === 1;
}

function isThreeCharactersAtMost(w: string): boolean {
  return [...w].length <= 3;
}

export interface Extent {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** A gap at least this many ems wider than the tracking is a space between words. */
const WORD_GAP_EM = 0.15;

/**
 * The text of a letter-spaced item with its words told apart by the glyphs drawn in its extent, or
 * null when those glyphs do not spell its letters, or when they are letters typed a space apart with
 * no wider gap anywhere ("1 2 3 4"): the item then stays as it is.
 */
export function wordsFromGlyphs(item: Extent, glyphs: readonly Glyph[]): string | null {
  const letters = item.str.replace(/\s+/g, '');
  const inItem = glyphs.filter((g) => Math.abs(g.y - item.y) < 0.3 * item.size && g.x >= item.x - 0.5 && g.x < item.x + item.width + 0.5);
  const mine = inItem.filter((g) => g.text.trim() !== '').sort((a, b) => a.x - b.x);
  const spaces = inItem.filter((g) => g.text.trim() === '');
  if (mine.map((g) => g.text).join('') !== letters) return null;
  const gaps = mine.slice(1).map((g, i) => g.x - (mine[i].x + mine[i].width));
  if (gaps.length === 0) return null;
  // A space character drawn between two letters.
  const spaced = mine.slice(1).map((g, i) => spaces.some((s) => s.x >= mine[i].x + mine[i].width - 0.5 && s.x < g.x));
  const tracking = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 4)];
  const wide = gaps.map((gap) => gap > tracking + WORD_GAP_EM * item.size);
  const typed = spaced.every(Boolean);
  if (typed && !wide.some(Boolean)) return null;
  let out = mine[0].text;
  gaps.forEach((_, i) => {
    out += (wide[i] || (!typed && spaced[i]) ? ' ' : '') + mine[i + 1].text;
  });
  return out;
}

// Letters compared without their accents. OCR's English model often reads an accented letter as its
// base letter ("Izmaksājamā" as "IZMAKSAJAMA", "SALDO DISPONÍVEL" as "SALDO DISPONIVEL", "Débito" as
// "Debito"), so the vocabulary of paystubs and statements is matched with accents folded on both sides.

/**
 * A letter without its accents ("ā" → "a", "Í" → "I", "ø" → "o"); a combining mark on its own → ""
 * (text in decomposed form). One letter for one: "æ" and "ß", which a reading without accents writes
 * with two, are kept as they are.
 */
export function foldChar(c: string): string {
  const bare = c.normalize('NFD').replace(/\p{M}/gu, '');
  if (bare.length !== 1) return bare === '' ? '' : c;
  return PLAIN_LETTER[bare] ?? bare;
}

/** Letters NFD leaves whole, written as a reading without accents has them. */
const PLAIN_LETTER: Record<string, string> = { ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', ı: 'i', đ: 'd', Đ: 'D', ð: 'd' };

/** Text with every accented letter folded to its base letter ("Inn på konto" → "Inn pa konto"); case kept. */
export function foldAccents(text: string): string {
  // Plain ASCII, the common case, is left as it is.
  if (!/[^\x00-\x7f]/.test(text)) return text;
  return [...text].map(foldChar).join('');
}

/** Something a line of text can be tested against. */
export interface TextPattern {
  test(text: string): boolean;
}

/**
 * A pattern for text already folded (foldAccents): its own letters folded, `p[åa]` becoming `p[aa]`
 * and `débito` becoming `debito`. Written with its accents, as the language prints it. No character
 * range may run between accented letters (`[à-ÿ]` would fold to another range).
 */
export function foldedPattern(pattern: RegExp): RegExp {
  return new RegExp(foldAccents(pattern.source), pattern.flags);
}

/** A pattern that matches text with or without its accents: the folded pattern tried on the text folded. */
export function accentless(pattern: RegExp): TextPattern & { readonly source: string } {
  const folded = foldedPattern(new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')));
  return {
    source: folded.source,
    test: (text: string) => folded.test(foldAccents(text)),
  };
}

// How sure OCR was of a value a parser read: the confidence of the recognised word(s) that print
// it. A value printed more than once counts its best reading; a value from a PDF's own text is
// certain (1). Null when no word on the pages prints the value.
import type { PdfPage, TextItem } from '../statements/pdf/pdf-text.ts';

const digitsOf = (s: string) => s.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
const certainty = (item: TextItem) => item.confidence ?? 1;
/** The item as printed, and each of its words (an OCR item may be a phrase: "Pay Date: 08/07/2020"). */
const tokensOf = (str: string) => [str, ...str.split(/\s+/)];

function best(pages: readonly PdfPage[], matches: (item: TextItem) => boolean): number | null {
  let found: number | null = null;
  for (const page of pages) for (const item of page.items) if (matches(item)) found = Math.max(found ?? 0, certainty(item));
  return found;
}

/** A money amount in cents, printed with or without separators, sign or currency symbol. */
export function amountConfidence(pages: readonly PdfPage[], cents: number | null): number | null {
  if (cents === null) return null;
  const want = digitsOf(String(Math.abs(cents)));
  return best(pages, (item) => /\d/.test(item.str) && tokensOf(item.str).some((t) => digitsOf(t) === want));
}

/** A YYYY-MM-DD date printed as 08/07/2020, 8/7/20, 2020-08-07 and the like. */
export function dateConfidence(pages: readonly PdfPage[], iso: string | null): number | null {
  if (iso === null) return null;
  const [y, m, d] = iso.split('-');
  const forms = new Set([`${m}${d}${y}`, `${+m}${+d}${y}`, `${m}${d}${y.slice(2)}`, `${+m}${+d}${y.slice(2)}`, `${y}${m}${d}`, `${d}${m}${y}`].map(digitsOf));
  return best(pages, (item) => /\d/.test(item.str) && tokensOf(item.str).some((t) => forms.has(digitsOf(t))));
}

/** Text such as a name: the mean over its words of each word's best reading (0 for a word not found). */
export function textConfidence(pages: readonly PdfPage[], text: string | null): number | null {
  if (text === null) return null;
  const words = text.toLowerCase().split(/\s+/).filter((w) => /[a-z0-9]/.test(w));
  if (words.length === 0) return null;
  const scores = words.map((w) => best(pages, (item) => item.str.toLowerCase().split(/\s+/).includes(w)) ?? 0);
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 1000) / 1000;
}

/** A figure with its thousands marked by commas and its cents by a point, a currency before it allowed: "39,590.20", "J$1,234.56". */
const WELL_FORMED_AMOUNT = /^[^\d\s]{0,4}(\d{1,3}(?:,\d{3})*\.\d{2})$/;

/**
 * How surely the pages print `cents` as a well-formed figure ("39,590.20", not "36.535.85" that
 * only its digits match): a total's confirmation of the figures it adds up. Null when none does.
 */
export function wellFormedAmountConfidence(pages: readonly PdfPage[], cents: number): number | null {
  return best(pages, (item) =>
    item.str.split(/\s+/).some((t) => {
      const m = WELL_FORMED_AMOUNT.exec(t);
      return m !== null && Math.round(Number(m[1].replace(/,/g, '')) * 100) === cents;
    }),
  );
}

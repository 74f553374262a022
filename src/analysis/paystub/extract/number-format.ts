// Figures in the forms other countries print, put in the one form the readers know (`1,234.56`):
//
//   a decimal comma    `1 234,56 $` (French Canada: a space, no-break or thin space between the
//                      thousands, the dollar sign after), `1.234,56 €`, `37,50` hours; read only on a
//                      document whose figures are evidently written so (more with a decimal comma
//                      than with a point), and only inside one piece of text, so that figures in
//                      two columns a space apart ("12 345.00" in a US table) never become one
//   lakh grouping      `1,23,456.00` (India: two digits a group above the thousands)
//   whole figures      `2,450,000`, `UGX 2,103,420` (Uganda's shillings and other currencies with no
//                      cents in use): read as money only on a document whose figures are evidently
//                      written so (grouped whole figures, and next to none with cents), and only in
//                      those forms, so that hours, employee numbers, years and tax numbers stay numbers

import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';

/** A space between groups of thousands: ordinary, no-break, narrow no-break, thin or figure space. */
const GROUP_SPACE = '[ \\u00a0\\u202f\\u2009\\u2007]';

/**
 * A figure with a decimal comma and `decimals` digits after it, its thousands grouped by one kind of
 * mark, a currency after it. Not a percentage ("10,5%" in a deduction's name): a rate printed in a
 * label stays as printed.
 */
const commaFigure = (decimals: string) =>
  new RegExp(
    `(?<![\\d.,])(\\d{1,3}(?:${GROUP_SPACE}\\d{3})+|\\d{1,3}(?:\\.\\d{3})+|\\d+),(\\d${decimals})(?![\\d.,]|${GROUP_SPACE}?%)(?:${GROUP_SPACE}?(?:\\$|€|CAD|EUR)(?![A-Za-z]))?`,
    'g',
  );
/** Money: two decimals. The document's convention is told by these. */
const COMMA_FIGURE = commaFigure('{2}');
/** Money, hours and rates: one to four decimals (`37,5` hours, `21,7500` an hourly rate). */
const COMMA_NUMBER = commaFigure('{1,4}');
/** A figure with a decimal point and two decimals (`1,234.56`, `89.54`). */
const POINT_FIGURE = /(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}(?![\d.,])/g;

const count = (texts: readonly string[], re: RegExp) => texts.reduce((n, t) => n + (t.match(re)?.length ?? 0), 0);

/** Whether a document's figures are written with a decimal comma: more of them than with a point, and at least two. */
export function usesDecimalComma(texts: readonly string[]): boolean {
  const comma = count(texts, COMMA_FIGURE);
  return comma >= 2 && comma > count(texts, POINT_FIGURE);
}

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** The text with every decimal-comma figure written with a point (`7 471,12 $` -> `7,471.12`, `37,5` -> `37.5`). */
export function withDecimalPoint(text: string): string {
  return text.replace(COMMA_NUMBER, (_, whole: string, decimals: string) => `${grouped(whole.replace(/\D/g, ''))}.${decimals}`);
}

/**
 * The pages with their figures in the point form, when the document writes them with a decimal comma
 * (every page's text decides together); else the pages as they are.
 */
export function pointDecimalPages(pages: readonly PdfPage[]): readonly PdfPage[] {
  const texts = pages.flatMap((p) => p.items.map((i) => i.str));
  if (!usesDecimalComma(texts)) return pages.some((p) => p.items.some(misreadComma)) ? pages.map((p) => ({ ...p, items: p.items.map(pointForComma) })) : pages;
  const item = (i: TextItem): TextItem => {
    const str = withDecimalPoint(i.str);
    return str === i.str ? i : { ...i, str };
  };
  return pages.map((p) => ({ ...p, items: joinThousands(p.items).map(item) }));
}

/** A figure with a comma before its two last digits, and no other mark. */
const LONE_COMMA = /(?<![\d.,])(\d+),(\d{2})(?![\d.,])/g;
/**
 * A word read from a picture (it has OCR's confidence) with a comma before a figure's two last digits,
 * on a page whose figures mostly print a point ("839,06" among "815.62" and "37.50"): the point misread.
 * A PDF's own text is left as printed.
 */
const misreadComma = (i: TextItem) => i.confidence !== undefined && new RegExp(LONE_COMMA.source).test(i.str);
const pointForComma = (i: TextItem): TextItem => (misreadComma(i) ? { ...i, str: i.str.replace(LONE_COMMA, '$1.$2') } : i);

const LEADING_GROUP = /^\d{1,3}$/;
const GROUPS_AND_DECIMALS = /^\d{3}(?:[ \u00a0\u202f\u2009]\d{3})*,\d{1,4}\b/;

/**
 * The thousands of a figure drawn as pieces of their own ("14" "922,69", as a word-by-word producer or
 * OCR gives "14 922,69"): a piece of one to three digits and the rest of the figure right after it, on
 * one baseline, no more than a space apart (0.6 em), are one piece.
 */
function joinThousands(items: readonly TextItem[]): TextItem[] {
  const out: TextItem[] = [];
  for (const it of items) {
    const prev = out[out.length - 1];
    const gap = prev ? it.x - (prev.x + prev.width) : Infinity;
    if (prev && LEADING_GROUP.test(prev.str) && GROUPS_AND_DECIMALS.test(it.str) && Math.abs(prev.y - it.y) < 0.3 * it.size && gap >= -0.1 * it.size && gap <= 0.6 * it.size) {
      out[out.length - 1] = { ...prev, str: `${prev.str} ${it.str}`, width: it.x + it.width - prev.x };
    } else out.push(it);
  }
  return out;
}

/** Lakh grouping (`1,23,456.00`, `12,34,56,789`) regrouped in thousands (`123,456.00`); other text as it is. */
export function thousandsFromLakhs(text: string): string {
  return text.replace(/(?<![\d,])(\d{1,2}(?:,\d{2})+,\d{3})(?![\d,])(?=\.\d|\D|$)/g, (lakhs: string) => grouped(lakhs.replace(/,/g, '')));
}

/** Currencies' codes a payslip prints before a figure. */
export const CURRENCY_CODES = 'UGX|TZS|KES|RWF|BIF|ETB|MWK|ZMW|BWP|NAD|SZL|LSL|MZN|MGA|XOF|XAF|NGN|GHS|LKR|NPR|PKR|BDT|INR|IDR|VND|KRW|JPY|CLP|COP|PYG|ISK|HUF|KHR|LAK|MMK|IRR|IQD|UZS|USD|EUR|GBP|ZAR';
/** A whole figure grouped in thousands, no decimals after it (`2,450,000`, `50,000`). */
const WHOLE_GROUPED = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d]|[.,]\d)/g;
/** A currency's code before a whole figure, grouped or not (`UGX 2,103,420`, `UGX 500`). */
const CODE_THEN_WHOLE = new RegExp(`(?<![A-Za-z])((?:${CURRENCY_CODES})\\s?)(\\d{1,3}(?:,\\d{3})+|\\d+)(?![\\d]|[.,]\\d)`, 'g');

/**
 * Whether a document prints its money as whole figures, with no cents (Ugandan shillings: `2,450,000`):
 * at least three figures grouped in thousands without decimals, and at most one with cents for every
 * four of them (a rate or a percentage may keep its decimals).
 */
export function usesWholeFigures(texts: readonly string[]): boolean {
  const whole = count(texts, WHOLE_GROUPED);
  return whole >= 3 && 4 * count(texts, POINT_FIGURE) <= whole;
}

/** The text with its whole money figures given cents (`2,450,000` -> `2,450,000.00`, `UGX 500` -> `UGX 500.00`). */
export function withCents(text: string): string {
  return text.replace(CODE_THEN_WHOLE, (_, code: string, figure: string) => `${code}${figure}.00`).replace(WHOLE_GROUPED, (figure: string) => `${figure}.00`);
}

/** The pages with their whole money figures given cents, when the document prints its money so; else the pages as they are. */
export function wholeFigurePages(pages: readonly PdfPage[]): readonly PdfPage[] {
  if (!usesWholeFigures(pages.flatMap((p) => p.items.map((i) => i.str)))) return pages;
  const item = (i: TextItem): TextItem => {
    const str = withCents(i.str);
    return str === i.str ? i : { ...i, str };
  };
  return pages.map((p) => ({ ...p, items: p.items.map(item) }));
}

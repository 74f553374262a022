// Recognised words as the positioned text every parser reads (PdfPage/TextItem): points from the
// page's top-left, y on the word's baseline so that pageLines groups a row's words into one line,
// the size from the row's height, font 'ocr' and the word's confidence.
import { amountIn } from '../paystub/extract/values.ts';
import { parseMoney } from '../statements/pdf/money.ts';
import type { PdfPage, TextItem } from '../statements/pdf/pdf-text.ts';
import { classifyHeaderCell } from '../statements/pdf/vocabulary.ts';
import { normaliseImage, type NormalisedImage } from './normalise-image.ts';
import type { CellBorder } from './remove-rules.ts';
import { recogniseLine, recogniseLineWords, recogniseWords, type OcrWord } from './ocr-engine.ts';
import { rereadUnsure } from './reread-unsure.ts';
import { isMonthNameDate, repairDateYears, repairMonthNames, repairNamibianDollar, repairRangeTo, repairRangeYear, repairTierNumerals, repairWord, repairYearFirstDates, tierNumerals } from './repair-words.ts';
import { readUnreadInk } from './unread-ink.ts';
import { pageMapper, type PageBox, type PictureGeometry, type Size } from './page-geometry.ts';

/** A photo or an image file has no page size of its own: it is taken as a US Letter page's width. */
export const IMAGE_PAGE_WIDTH_PT = 612;
/** Words the recogniser is less sure of than this are noise (table rules, shading, specks)... */
const MIN_WORD_CONFIDENCE = 0.4;
/** ...and so are marks without a letter or digit, but for a dash or ampersand read surely ("State Tax - CO"). */
const JOINING_MARK = /^[-–—&/]$/;
/**
 * A whole figure or date is kept however unsure the recogniser says it is: on small print it
 * rates correct amounts and dates near 0 (measured: "1,189.49" at 0.04), and noise rarely forms one.
 * An amount with cents after a currency the shared money reader does not take ("J$559,632.97",
 * "GHS3,599.94") is one too.
 */
export const isWellFormed = (text: string) =>
  parseMoney(text) !== null || (/\d[.,]\d{2}\)?$/.test(text) && amountIn(text) !== null) || /^\d{1,2}\/\d{1,2}\/(\d{2}|\d{4})$/.test(text);
/**
 * A word of four letters or more is rarely made of specks: kept down to this confidence ("Health" at
 * 0.12), in brackets too ("(Tier" at 0.37: a payslip's "NSSF (Tier II)" lost its tier), and a word of
 * five letters or more joined by hyphens or apostrophes ("il-Mithna," at 0.13: a Maltese street
 * name, and with it the employer's address, was lost).
 */
const MIN_LETTERS_CONFIDENCE = 0.1;
const isLettersWord = (text: string) => /^\(?\p{L}{4,}[.,:)]?$/u.test(text) || (/^\(?\p{L}+(?:[-'’]\p{L}+)+[.,:)]?$/u.test(text) && (text.match(/\p{L}/gu) ?? []).length >= 5);
/**
 * A date printing its month's name ("01/mar/2026") is as rarely noise as a numeric one: kept at any
 * confidence (measured: a recibo's period and pay date read right at 0.27–0.29, dropped before), and
 * so is one written year first.
 */
const keptAtAnyConfidence = (text: string) => isWellFormed(text) || isMonthNameDate(text) || YEAR_FIRST_DATE.test(text);
/** A whole date written year first ("2026.01.01", read at 0 on a bold photo), kept like a day-first one. */
const YEAR_FIRST_DATE = /^(?:19|20)\d{2}([./-])(?:0[1-9]|1[0-2])\1(?:0[1-9]|[12]\d|3[01])$/;
const isWord = (w: OcrWord) =>
  (w.confidence >= MIN_WORD_CONFIDENCE || keptAtAnyConfidence(w.text) || (w.confidence >= MIN_LETTERS_CONFIDENCE && isLettersWord(w.text))) && (/[\p{L}\p{N}]/u.test(w.text) || (JOINING_MARK.test(w.text) && w.confidence >= 0.6));
/** Pieces that may join into a figure (joinSplitFigures) are kept until then. */
const mayBeFigurePart = (w: OcrWord) => /^[-$(]?[\d,.]+[-)*]?$/.test(w.text);

/** Tesseract's row height (ascender to descender) is about 0.85 of the font size the PDF would give. */
const EM_PER_ROW_HEIGHT = 1.18;
/** Words of one line closer than this many row heights are one phrase. */
const PHRASE_GAP = 1.2;

/**
 * Figures the recogniser split at their decimal point ("432" "." "00", or "432" "00" with the point
 * lost, as tesseract does on small type): one word again, "432.00". Only on one baseline, and only
 * across a gap narrower than the row height.
 */
export function joinSplitFigures(words: readonly OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  // Sparse-text mode often puts the two halves in lines of their own: same baseline is enough.
  const close = (a: OcrWord, b: OcrWord) => {
    const rh = Math.max(a.rowHeight, b.rowHeight);
    return (a.line === b.line || Math.abs(a.baseline - b.baseline) < 0.3 * rh) && b.x0 - a.x1 >= -2 && b.x0 - a.x1 < rh;
  };
  const join = (a: OcrWord, b: OcrWord, text: string): OcrWord => ({ ...a, text: text.replace(/^~/, '-'), x1: b.x1, y0: Math.min(a.y0, b.y0), y1: Math.max(a.y1, b.y1), confidence: Math.min(a.confidence, b.confidence) });
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const prev = out[out.length - 1];
    // A minus read as a tilde ("~250" "50" for "-250 .50") opens a figure as a minus does.
    const whole = prev && /^[-~$(]?\$?[\d,]*\d$/.test(prev.text);
    if (whole && /^[.,]$/.test(w.text) && words[i + 1] && /^\d{2}\b/.test(words[i + 1].text) && close(prev, w) && close(w, words[i + 1])) {
      out[out.length - 1] = join(prev, words[i + 1], `${prev.text}.${words[i + 1].text}`);
      i++;
    } else if (whole && /^\.?\d{2}[-*)]?$/.test(w.text) && close(prev, w)) {
      out[out.length - 1] = join(prev, w, `${prev.text}.${w.text.replace(/^\./, '')}`);
    } else if (/^[-(]\$?\d{1,3}$/.test(w.text) && words[i + 1] && /^\d{3}[.,]\d{2}\)?$/.test(words[i + 1].text) && close(w, words[i + 1])) {
      // A negative figure whose thousands separator was lost with a gap left ("(1,687.02)" read
      // "-1" "687.02"): a sign opens a figure, so its digits are the figure's thousands.
      const cents = words[i + 1];
      out.push(join(w, cents, `${w.text},${cents.text}`));
      i++;
    } else if (prev && THOUSANDS_ONLY.test(prev.text) && /^[.,]?\d{2}\)?$/.test(w.text) && close(prev, w)) {
      // Its thousands read whole and its cents boxed apart ("6.000" ".00", "1.040.000" "00"): one
      // figure, its marks then put right as any figure's (repairThousands).
      out[out.length - 1] = join(prev, w, `${prev.text}${/^[.,]/.test(w.text) ? '' : '.'}${w.text}`);
    } else if (prev && /^[-$(]?\$?\d{1,3}[.,]$/.test(prev.text) && /^\d{3}[.,]\d{2}\)?$/.test(w.text) && close(prev, w)) {
      // A figure broken after its thousands mark ("36." "535.85" for "36,535.85").
      out[out.length - 1] = join(prev, w, `${prev.text}${w.text}`);
    } else if (w.text === '00') {
      // A zero amount printed ".00" whose point was lost: "00" alone is no figure of its own.
      out.push({ ...w, text: '.00' });
    } else out.push(w);
  }
  return out;
}

/** A figure's thousands without its cents ("6.000", "1,040,000"). */
const THOUSANDS_ONLY = /^[-$(]?\$?\d{1,3}(?:[.,]\d{3})+$/;

/** What OCR saw on one page, for judging whether it can be trusted. */
export interface OcrPageQuality {
  page: number;
  /** Words kept, and their characters. */
  words: number;
  characters: number;
  /** Mean confidence of the kept words, weighted by their length (0–1). */
  confidence: number;
  /** Laplacian variance of the original: under ~60 a phone photo is visibly blurred. */
  sharpness: number;
  /** Share of the kept words touching the image's edge: the page runs off the picture. */
  edgeWords: number;
  /** Degrees the page was straightened by. */
  skew: number;
}

/** A word kept from the recognised page and where it is printed on the page as shown (page-geometry.ts). */
export interface PlacedWord {
  text: string;
  box: PageBox;
}

export interface OcrPage {
  page: PdfPage;
  quality: OcrPageQuality;
  /**
   * The kept words, in reading order, boxed on the page as the marked-page route draws it: PDF
   * points for a scanned PDF page, the upright picture's pixels for a photo, from the top-left.
   * `page`'s items stay in the straightened picture's frame, where rows run level.
   */
  words?: PlacedWord[];
}

/**
 * OCR of one page image (any format sharp decodes), as a PdfPage `widthPt` points wide (height
 * in proportion). `enlargement`: how much `image` was already enlarged from the picture it was
 * made of (a scanned PDF page's image laid out at 300 dpi). `keep` drops words where the page's
 * own text already says what is there.
 */
export async function ocrPage(
  image: Uint8Array,
  opts: { number: number; widthPt?: number; maxPixels?: number; enlargement?: number; keep?: (item: TextItem) => boolean; pageSize?: Size },
): Promise<OcrPage> {
  const normalised = await normaliseImage(image, { maxPixels: opts.maxPixels, enlargement: opts.enlargement });
  // A photo is a sheet cut out of a darker background.
  const first = await recogniseWords(normalised.png, { photo: normalised.sheet });
  const words = await rereadUnsure(normalised.png, normalised, await readUnreadInk(normalised.png, first, recogniseLineWords, isWellFormed), recogniseLine, isWellFormed);
  return wordsToPage(words, normalised, opts);
}

/**
 * The words of one recognised line that follow each other closely, as one phrase ("Social Security
 * Tax"): the row builder then splits cells where the printed gaps are, as it does for a PDF's own
 * strings. Sparse-text mode already ends a line at a column gap. Table headings set close together
 * ("Deposits  Ending Daily Balance") are split where each side names a different column.
 */
export function phrases(words: readonly OcrWord[], borders: readonly CellBorder[] = []): OcrWord[] {
  const groups: OcrWord[][] = [];
  for (const w of words) {
    const group = groups[groups.length - 1];
    const prev = group?.[group.length - 1];
    const gap = prev ? w.x0 - prev.x1 : Infinity;
    if (prev && prev.line === w.line && gap >= -2 && gap < PHRASE_GAP * Math.max(prev.rowHeight, w.rowHeight) && !borderBetween(prev, w, borders) && !twoAmounts(prev, w)) group.push(w);
    else groups.push([w]);
  }
  return groups.flatMap(splitHeadings).map(joinWords);
}

/** A figure with cents ("3331.42", "(1,687.02)", "180.00Cr", "922,69", "₦356,574.68", "J$42,423.43"): an amount of its own. */
const AMOUNT_WITH_CENTS = /^[-+(]?(?:[$£€R₦₹₵]|[A-Z]{1,3}\$|GH₵)?\d[\d,.]*[.,]\d{2}(?:\)|-|\*|CR|DR|Cr|Dr)?$/;

/**
 * Two amounts with cents side by side are two cells, never one phrase: the recogniser puts a
 * table's close columns in one line ("3331.42 21071.60", current and year to date).
 */
export const twoAmounts = (a: OcrWord, b: OcrWord) => AMOUNT_WITH_CENTS.test(a.text) && AMOUNT_WITH_CENTS.test(b.text) && !(LEADING_GROUPS.test(a.text) && TRAILING_GROUP.test(b.text));
/** "2,10" before "484.00": the leading groups of a lakh-grouped figure ("2,10,484.00") boxed apart, not an amount. */
const LEADING_GROUPS = /^\d{1,3}(?:,\d{2})+$/;
const TRAILING_GROUP = /^\d{3}[.,]\d{2}/;

/** Whether a table's cell border (a vertical rule taken out of the picture) runs between two words. */
function borderBetween(a: OcrWord, b: OcrWord, borders: readonly CellBorder[]): boolean {
  const top = Math.min(a.y0, b.y0);
  const bottom = Math.max(a.y1, b.y1);
  const mid = (top + bottom) / 2;
  // Text set against a border loses a sliver to its removal: its box may start just past the border's middle.
  const slack = 0.3 * Math.max(a.rowHeight, b.rowHeight);
  return borders.some((r) => r.x >= a.x1 - slack && r.x <= b.x0 + slack && r.y0 <= mid && r.y1 >= mid);
}

/** A gap this many row heights wide is more than a word space: where two headings may meet. */
const HEADING_GAP = 0.6;

function splitHeadings(group: OcrWord[]): OcrWord[][] {
  for (let i = 1; i < group.length; i++) {
    const gap = group[i].x0 - group[i - 1].x1;
    if (gap < HEADING_GAP * Math.max(group[i].rowHeight, group[i - 1].rowHeight)) continue;
    const left = classifyHeaderCell(group.slice(0, i).map((w) => w.text).join(' '));
    const right = classifyHeaderCell(group.slice(i).map((w) => w.text).join(' '));
    if (left && right && left !== right && left !== 'other' && right !== 'other') return [group.slice(0, i), ...splitHeadings(group.slice(i))];
  }
  return [group];
}

function joinWords(group: OcrWord[]): OcrWord {
  const chars = group.reduce((n, w) => n + w.text.length, 0);
  return {
    ...group[0],
    text: group.map((w) => w.text).join(' '),
    x1: group[group.length - 1].x1,
    y0: Math.min(...group.map((w) => w.y0)),
    y1: Math.max(...group.map((w) => w.y1)),
    confidence: group.reduce((s, w) => s + w.confidence * w.text.length, 0) / chars,
  };
}

/** A whole number that may be a figure whose decimal mark was lost ("25338" for "253,38"), a credit or debit suffix kept. */
const BARE_DIGITS = /^(\$?)(\d{3,7})(Cr|Dr|CR|DR|-)?$/;
/** A figure whose thousands mark was read as its decimal one and whose decimal mark was lost ("1.91341" for "1,913.41"). */
const GROUP_FOR_DECIMAL = /^(\$?)(\d{1,3})[.,](\d{3})(\d{2})$/;
/** Four digits or more with marks among them, no letter: a figure, however misread ("1.791.490"). */
const GARBLED_FIGURE = /^(?=(?:\D*\d){4})\d[\d.,]*[.,][\d.,]*\d$/;
/** Digits enough not to be specks: a figure of hundreds of units or more with its cents. */
const UNSURE_FIGURE = /^\d{5,7}$/;
/** A date, numeric or with its month's name ("05/22/2026", "27/feb/2026", "31-Mar-2026"). */
const isDateWord = (text: string) => /^\d{1,2}[/.-]\d{1,2}[/.-](\d{2}|\d{4})$/.test(text) || isMonthNameDate(text) || /^\d{1,2}[/.-][\p{L}\d]{3}[/.-](19|20)\d{2}$/u.test(text);
/** A column's figures: this many rows above and below a word are its neighbours... */
const COLUMN_ROWS = 8;
/** ...at least this many of them figures with cents, the others figures that lost their mark too. */
const MIN_COLUMN_FIGURES = 2;

/**
 * Whole numbers in a column of figures with cents, their decimal mark lost ("25338" among "292,40"
 * and "165,50"; "211490" for "2 114.90" among "479.20"): the mark put back before the last two
 * digits, a comma where the page's figures mostly print one. A column is the words whose right
 * edges line up (figures are set flush right) within COLUMN_ROWS rows.
 */
export function restoreLostDecimals(words: readonly OcrWord[]): OcrWord[] {
  const comma = words.filter((w) => /\d,\d{2}\b/.test(w.text) && !/\d\.\d{2}\b/.test(w.text)).length;
  const point = words.filter((w) => /\d\.\d{2}\b/.test(w.text)).length;
  const mark = comma > point ? ',' : '.';
  return words.map((w) => {
    const m = BARE_DIGITS.exec(w.text);
    const grouped = GROUP_FOR_DECIMAL.exec(w.text);
    if (!m && !grouped) return w;
    // A number right after a word of its row is part of a phrase (a postcode after its town), not a cell of its own.
    if (words.some((o) => o !== w && o.x1 <= w.x0 + 2 && w.x0 - o.x1 < w.rowHeight && Math.abs(o.baseline - w.baseline) < 0.5 * w.rowHeight)) return w;
    // A date set flush right above a column (a header's pay date or period) is no cell of it.
    const column = words.filter((o) => o !== w && Math.abs(o.x1 - w.x1) < 0.6 * w.rowHeight && Math.abs(o.baseline - w.baseline) < COLUMN_ROWS * w.rowHeight * 1.4 && /\d/.test(o.text) && !isDateWord(o.text));
    // Its neighbours figures with cents, or figures that lost their mark as well (a blurred column
    // loses several: "944214" over "85388" over "198.00"), those with cents more than bare numbers.
    // A figure read "1.52284" is money by its shape (a group of three and the cents): it counts
    // with those with cents, one of which is enough beside it (a year-to-date column read
    // "11,659.13", "1.52284", "2.76000", "4.74600", "55200").
    const withCents = column.filter((o) => AMOUNT_WITH_CENTS.test(o.text)).length;
    const groupedNear = column.filter((o) => GROUP_FOR_DECIMAL.test(o.text)).length;
    const bare = column.filter((o) => BARE_DIGITS.test(o.text)).length;
    // A figure misread past any repair ("1.791.490" for "1,791.40", added by a second reading) is
    // still a figure of the column, not a word that makes it no column of money.
    const garbled = column.filter((o) => GARBLED_FIGURE.test(o.text) && !AMOUNT_WITH_CENTS.test(o.text) && !GROUP_FOR_DECIMAL.test(o.text)).length;
    const money = withCents + groupedNear;
    if (withCents < 1 || money < MIN_COLUMN_FIGURES) return w;
    if ((money <= bare || money + bare + garbled < column.length) && !amidFigures(w, column)) return w;
    if (grouped) return { ...w, text: `${grouped[1]}${grouped[2]}${mark === '.' ? ',' : ' '}${grouped[3]}${mark}${grouped[4]}` };
    const digits = m![2];
    return { ...w, text: `${m![1]}${digits.slice(0, -2)}${mark}${digits.slice(-2)}${m![3] ?? ''}` };
  });
}

/**
 * A whole number set between figures with cents of its column, one above it and one below, where
 * at most one other word of the column is neither money nor a bare number: a cell of a table of
 * money that lost its mark, however many of its neighbours lost theirs too (measured: a deductions
 * column of a photographed hourly stub read "97.33", "4819", "1.17", "1570", "200", "98.60",
 * "18400", most of its points lost to the blur).
 */
function amidFigures(w: OcrWord, column: readonly OcrWord[]): boolean {
  const cents = column.filter((o) => AMOUNT_WITH_CENTS.test(o.text));
  if (cents.length < 2 || !cents.some((o) => o.baseline < w.baseline) || !cents.some((o) => o.baseline > w.baseline)) return false;
  const others = column.filter((o) => !AMOUNT_WITH_CENTS.test(o.text) && !GROUP_FOR_DECIMAL.test(o.text) && !BARE_DIGITS.test(o.text));
  return others.length <= 1;
}

/** A joining mark joins words this many row heights away at most. */
const MARK_REACH = 3;

/**
 * Dashes and ampersands with no word on both sides of them on their row: what is left of a table
 * rule or a box's edge ("—" "—" on a line of their own between a box's figures and its labels, read
 * as a row of the table), not a mark joining two words ("State Tax - CO", "01/01 - 01/15").
 */
export function dropLoneMarks(words: readonly OcrWord[]): OcrWord[] {
  const onRow = (a: OcrWord, b: OcrWord) => a !== b && !JOINING_MARK.test(b.text) && Math.abs(a.baseline - b.baseline) < 0.5 * Math.max(a.rowHeight, b.rowHeight);
  const joins = (m: OcrWord) => {
    const reach = MARK_REACH * m.rowHeight;
    const row = words.filter((w) => onRow(m, w));
    return row.some((w) => w.x1 <= m.x0 + 2 && m.x0 - w.x1 < reach) && row.some((w) => w.x0 >= m.x1 - 2 && w.x0 - m.x1 < reach);
  };
  return words.filter((w) => !JOINING_MARK.test(w.text) || joins(w));
}

/**
 * Words row by row, left to right: sparse-text mode lists a row's words in pieces (a figure's
 * halves can sit in different recognised lines), and joinSplitFigures needs them side by side.
 */
export function readingOrder(words: readonly OcrWord[]): OcrWord[] {
  const sorted = [...words].sort((a, b) => a.baseline - b.baseline);
  const out: OcrWord[] = [];
  let row: OcrWord[] = [];
  for (const w of sorted) {
    if (row.length && w.baseline - row[0].baseline > 0.35 * Math.max(row[0].rowHeight, w.rowHeight)) {
      out.push(...leftToRight(row));
      row = [];
    }
    row.push(w);
  }
  out.push(...leftToRight(row));
  return out;
}

/**
 * A row's words by their left edge. A box reaching over the next word of its line (measured:
 * "Ending" boxed over "Daily Balance") ends where that word begins.
 */
function leftToRight(row: OcrWord[]): OcrWord[] {
  const sorted = [...row].sort((a, b) => a.x0 - b.x0);
  return sorted.map((w, i) => {
    const next = sorted[i + 1];
    return next && next.line === w.line && w.x1 > next.x0 ? { ...w, x1: Math.max(w.x0 + 1, next.x0 - 2) } : w;
  });
}

/**
 * `image.geometry` (how the picture was made from the page) places each kept word on the page as
 * shown, `opts.pageSize` units wide and high (default: the upright picture's own pixels).
 */
export function wordsToPage(
  words: readonly OcrWord[],
  image: Pick<NormalisedImage, 'width' | 'height' | 'sharpness' | 'skew'> & { borders?: readonly CellBorder[]; geometry?: PictureGeometry },
  opts: { number: number; widthPt?: number; keep?: (item: TextItem) => boolean; pageSize?: Size },
): OcrPage {
  const pt = (opts.widthPt ?? IMAGE_PAGE_WIDTH_PT) / image.width;
  const repaired = repairNamibianDollar(repairRangeTo(repairDateYears(repairYearFirstDates(repairMonthNames(readingOrder(words).map((w) => ({ ...w, text: repairWord(w.text) })))))));
  // A tier's numeral is one narrow letter, read at any confidence ("I)" at 0.29 after "NSSF (Tier"): kept.
  const tiers = new Set([...tierNumerals(repaired)].map(wordKey));
  const isKept = (w: OcrWord) => isWord(w) || tiers.has(wordKey(w));
  // A long whole number read unsurely may be a figure that lost its marks ("4583333" for
  // "45,833.33"): kept until restoreLostDecimals, then only if that made it a figure.
  const kept = restoreLostDecimals(
    dropLoneMarks(
      repairTierNumerals(
      joinSplitFigures(repaired.filter((w) => isKept(w) || mayBeFigurePart(w)))
        .map((w) => ({ ...w, text: repairWord(w.text) }))
        .filter((w) => isKept(w) || UNSURE_FIGURE.test(w.text)),
      ),
    ),
  ).filter(isKept);
  const asItem = (w: OcrWord): TextItem => ({
    str: repairRangeYear(w.text) ?? w.text,
    x: w.x0 * pt,
    y: w.baseline * pt,
    width: (w.x1 - w.x0) * pt,
    size: Math.max(1, w.rowHeight * EM_PER_ROW_HEIGHT * pt),
    font: 'ocr',
    confidence: round(w.confidence),
  });
  const items: TextItem[] = [];
  for (const w of phrases(kept, image.borders)) {
    const item = asItem(w);
    if (!opts.keep || opts.keep(item)) items.push(item);
  }
  const placed: PlacedWord[] = [];
  if (image.geometry) {
    const toPage = pageMapper(image.geometry, opts.pageSize);
    for (const w of kept) {
      if (opts.keep && !opts.keep(asItem(w))) continue;
      const box = toPage(w);
      if (box) placed.push({ text: w.text, box });
    }
  }
  const margin = Math.max(2, image.width * 0.004);
  const touching = kept.filter((w) => w.x0 <= margin || w.y0 <= margin || w.x1 >= image.width - margin || w.y1 >= image.height - margin);
  const characters = kept.reduce((n, w) => n + w.text.length, 0);
  const confidence = characters === 0 ? 0 : kept.reduce((s, w) => s + w.confidence * w.text.length, 0) / characters;
  return {
    page: { number: opts.number, width: image.width * pt, height: image.height * pt, items },
    quality: {
      page: opts.number,
      words: kept.length,
      characters,
      confidence: round(confidence),
      sharpness: Math.round(image.sharpness),
      edgeWords: kept.length === 0 ? 0 : round(touching.length / kept.length),
      skew: image.skew,
    },
    words: placed,
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
/** A word by where it was read: its line and left edge, which the repairs keep. */
const wordKey = (w: OcrWord) => `${w.line}:${Math.round(w.x0)}`;

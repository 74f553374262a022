// A money figure set in a font or size unlike the figures around it (its column, its row): the mark
// of a number typed in afterwards. A whole row styled alike (a bold "Net Pay" line, label and
// amount) is a design choice, not an anomaly.
import type { FraudSignal } from '../paystub/paystub.types.ts';
import { boxOf, textBox } from './text-overlay.ts';

export interface StyledText {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  font: string;
}

export interface StyledPage {
  number: number;
  items: StyledText[];
  /** Readable font names by the items' `font`, where known. */
  fontNames?: Record<string, string>;
}

const MONEY = /(?:^|[\s:$(-])\$?\(?-?\$?\d{1,3}(?:,\d{3})*\.\d{2}\)?(?:-|CR)?(?=$|\s)|(?:^|[\s:$(-])\$?-?\d{4,}\.\d{2}(?=$|\s)/;
/** Edges closer than this (points) share a column. */
const COLUMN_TOLERANCE = 2.5;
/** Sizes closer than this (points) are the same size. */
const SIZE_TOLERANCE = 0.3;

export function isMoneyText(s: string): boolean {
  return MONEY.test(s.trim());
}

const LOWER_CASE_WORD = /(?:^|[\s(])[a-z][a-z'’]*(?=[\s,.;:)]|$)/g;

/** A sentence that mentions figures ("Net pay of $2,511.65 paid by EFT to ..."): a note's own style, not a column's figure. */
export function isProse(s: string): boolean {
  return (s.match(LOWER_CASE_WORD)?.length ?? 0) >= 4;
}

function sameStyle(a: StyledText, b: StyledText): boolean {
  return a.font === b.font && Math.abs(a.size - b.size) <= SIZE_TOLERANCE;
}

function sameRow(a: StyledText, b: StyledText): boolean {
  return Math.abs(a.y - b.y) < 0.35 * Math.max(a.size, b.size);
}

function sameColumn(a: StyledText, b: StyledText): boolean {
  return Math.abs(a.x + a.width - (b.x + b.width)) <= COLUMN_TOLERANCE || Math.abs(a.x - b.x) <= COLUMN_TOLERANCE;
}

/** Rows a document sets apart on purpose: totals, opening and closing balances, net and gross. */
const SUMMARY_LABEL = /\b(?:total|subtotal|balance|opening|closing|beginning|ending|net|gross|brought|carried|forward|summary|deposited)\b/i;
const WEIGHT = /[-, ]?(?:Semi|Demi|Extra|Ultra)?(?:Bold|Black|Heavy|Medium)/gi;
/** The regular weight's own name, which its bold drops ("TeXGyreHeros-Regular" beside "TeXGyreHeros-Bold", "Times-Roman" beside "Times-Bold"). */
const REGULAR = /[-, ](?:Regular|Roman|Book|Normal)$/i;

/** The font's family without its subset tag and weight ("BAAAAA+LiberationSans-Bold" → "LiberationSans"), and whether it is heavier. */
export function fontFamily(name: string): { family: string; heavy: boolean } {
  const bare = name.replace(/^[A-Z]{6}\+/, '');
  WEIGHT.lastIndex = 0;
  const heavy = WEIGHT.test(bare);
  return { family: bare.replace(WEIGHT, '').replace(/(?:PSMT|MT|PS)$/, '').replace(/[-,]$/, '').replace(REGULAR, ''), heavy };
}

/**
 * A summary figure in the bold of its column's font, on a line set off from the table ("Opening
 * balance  3,884.40" in bold above regular rows, or "$1,525.68" over a small "NET PAY" label): the
 * layout's emphasis, not a figure typed in afterwards, which rarely keeps the family and changes
 * only the weight. The emphasis may also set the figure larger, never smaller. Inside a table (a
 * pay summary box's "Current" row) the figure is excused only when its summary heading just above
 * or below, or up to three lines above (a box's headings over its figures), is set in the figure's
 * very font and size ("Net Pay" over "$1,976.63", both bold): a figure typed in would have to take
 * the heading's own embedded font and size.
 */
function emphasisedSummary(m: StyledText, usual: StyledText, labels: readonly StyledText[], headings: readonly StyledText[], column: readonly StyledText[], names: Record<string, string>): boolean {
  if (m.size < usual.size - SIZE_TOLERANCE) return false;
  const a = fontFamily(names[m.font] ?? m.font);
  const b = fontFamily(names[usual.font] ?? usual.font);
  if (a.family !== b.family || a.heavy === b.heavy || (m.size > usual.size + SIZE_TOLERANCE && !a.heavy)) return false;
  const isSummaryLabel = (o: StyledText) => !isMoneyText(o.str) && SUMMARY_LABEL.test(o.str);

  if (headings.some((o) => isSummaryLabel(o) && sameStyle(o, m))) return true;
  const summaryLabels = labels.filter(isSummaryLabel);
  // A run that prints its own label ("NET PAY $2,575.43", as SVG text is often written) is labelled by itself.
  if (!summaryLabels.length && !SUMMARY_LABEL.test(m.str)) return false;
  return standsApart(m, column) || summaryLabels.some((o) => !sameRow(o, m) && sameStyle(o, m));
}

/** Text up to three lines above a figure, overlapping it across: the headings of a box or a table over it. */
function headingsAbove(m: StyledText, items: readonly StyledText[]): StyledText[] {
  return items.filter((o) => o !== m && !sameRow(o, m) && o.y < m.y && m.y - o.y <= 3 * Math.max(o.size, m.size) && o.x < m.x + m.width && o.x + o.width > m.x);
}

/** Text labelling a figure from just above or below it (a caption under a headline figure), overlapping it across. */
function captions(m: StyledText, items: readonly StyledText[]): StyledText[] {
  return items.filter((o) => o !== m && !sameRow(o, m) && Math.abs(o.y - m.y) <= 1.6 * Math.max(o.size, m.size) && o.x < m.x + m.width && o.x + o.width > m.x);
}

/**
 * The figure's row is set off from its column's rows (a blank line or a heading between): a summary
 * line above or below the table, or a headline figure with no table under it. A figure at the
 * table's own row pitch is one of its rows.
 */
function standsApart(m: StyledText, column: readonly StyledText[]): boolean {
  const ys = [...new Set(column.map((o) => Math.round(o.y * 10) / 10))].sort((a, b) => a - b);
  // No table in its column to measure a row pitch by: apart unless a figure sits on the next line.
  if (ys.length < 2) return column.every((o) => Math.abs(o.y - m.y) > 2 * Math.max(o.size, m.size));
  const gaps = ys.slice(1).map((y, i) => y - ys[i]).sort((a, b) => a - b);
  const pitch = gaps[Math.floor(gaps.length / 2)];
  const nearest = Math.min(...column.map((o) => Math.abs(o.y - m.y)));
  return nearest > 1.6 * pitch;
}

/**
 * The figure's whole row is set apart, label and figure alike: a document that sets its labels in one
 * family and its figures in another (Helvetica labels, Courier figures, as many payroll printers do)
 * emphasises a total row by giving both the same weight and size, each in its own family. So a figure
 * in its column's family is no anomaly when a label on its row has the figure's weight and size, and
 * the label in that label's column on the usual figure's row, in the same family, has the usual
 * figure's weight and size: the label changed just as the figure did. A figure typed in afterwards
 * leaves its label as it was.
 */
function emphasisedRow(m: StyledText, usual: StyledText, items: readonly StyledText[], names: Record<string, string>): boolean {
  const fm = fontFamily(names[m.font] ?? m.font);
  const fu = fontFamily(names[usual.font] ?? usual.font);
  if (fm.family !== fu.family) return false;
  const isLabel = (o: StyledText) => !isMoneyText(o.str) && /\p{L}{2}/u.test(o.str);
  for (const l of items) {
    if (l === m || !sameRow(l, m) || !isLabel(l) || l.x >= m.x) continue;
    const fl = fontFamily(names[l.font] ?? l.font);
    if (fl.heavy !== fm.heavy || Math.abs(l.size - m.size) > SIZE_TOLERANCE) continue;
    const matched = items.some((k) => {
      if (k === l || !sameRow(k, usual) || !isLabel(k) || Math.abs(k.x - l.x) > COLUMN_TOLERANCE) return false;
      const fk = fontFamily(names[k.font] ?? k.font);
      return fk.family === fl.family && fk.heavy === fu.heavy && Math.abs(k.size - usual.size) <= SIZE_TOLERANCE;
    });
    if (matched) return true;
  }
  return false;
}

function fmtSize(n: number): string {
  return `${Math.round(n * 10) / 10} pt`;
}

export interface FontFinding {
  page: number;
  item: StyledText;
  /** One of the neighbours in the usual style. */
  usual: StyledText;
  /**
   * The figure is in its row's own font, sized between its row and its column's figures in that font
   * ("NET PAY  K 17,587.00" bold at 12 pt, its year-to-date bold at 10 pt above the column's bold
   * 9.5 pt totals): a layout fitting a row's emphasis to a narrower column as often as an edit, so it
   * is reported at a lower severity.
   */
  between: boolean;
}

/** In its row's font, larger than its column's figures in that font and smaller than its row's. */
function sizedBetween(m: StyledText, rowUsual: StyledText | undefined, column: readonly StyledText[]): boolean {
  if (!rowUsual || rowUsual.font !== m.font || rowUsual.size <= m.size + SIZE_TOLERANCE) return false;
  return column.some((o) => o.font === m.font && o.size < m.size - SIZE_TOLERANCE);
}

/** Money figures whose style differs from every neighbour while at least two of them agree. */
export function findFontMismatches(page: StyledPage): FontFinding[] {
  const money = page.items.filter((i) => isMoneyText(i.str) && !isProse(i.str));
  const findings: FontFinding[] = [];
  for (const m of money) {
    const rowItems = page.items.filter((o) => o !== m && sameRow(o, m));
    const neighbours = money.filter((o) => o !== m && (sameRow(o, m) || sameColumn(o, m)));
    if (neighbours.length < 2) continue;
    // Anything else in the figure's style on its row or among its neighbours makes it a style, not an edit.
    if (rowItems.some((o) => sameStyle(o, m)) || neighbours.some((o) => sameStyle(o, m))) continue;
    // Some style must be the usual one around it: shared by two of its row's items, or two figures of its row and column.
    const rowUsual = rowItems.find((n) => rowItems.filter((o) => sameStyle(o, n)).length >= 2);
    const usual = rowUsual ?? neighbours.find((n) => neighbours.filter((o) => sameStyle(o, n)).length >= 2);
    const column = money.filter((o) => o !== m && sameColumn(o, m));
    if (!usual || emphasisedSummary(m, usual, [...rowItems, ...captions(m, page.items)], headingsAbove(m, page.items), column, page.fontNames ?? {})) continue;
    const usualOnes = [usual, ...neighbours.filter((o) => o !== usual && sameStyle(o, usual))];
    if (usualOnes.some((u) => emphasisedRow(m, u, page.items, page.fontNames ?? {}))) continue;
    findings.push({ page: page.number, item: m, usual, between: sizedBetween(m, rowUsual, column) });
  }
  return findings;
}

export function fontMismatchSignals(documentId: string, pages: StyledPage[]): FraudSignal[] {
  const signals: FraudSignal[] = [];
  for (const page of pages) {
    const name = (f: string) => page.fontNames?.[f] ?? f;
    for (const f of findFontMismatches(page)) {
      const { item, usual } = f;
      const diff: string[] = [];
      if (item.font !== usual.font) diff.push(`font ${name(item.font)} where the figures around it use ${name(usual.font)}`);
      if (Math.abs(item.size - usual.size) > SIZE_TOLERANCE) diff.push(`size ${fmtSize(item.size)} where the figures around it are ${fmtSize(usual.size)}`);
      const between = f.between ? ', between its row\'s size and its column\'s in the same font' : '';
      signals.push({
        code: 'FONT_MISMATCH', severity: f.between ? 'LOW' : 'MEDIUM', document_id: documentId, page: f.page,
        description: `On page ${f.page} the amount "${item.str.trim()}" is set in ${diff.join(', and ')}${between}.`,
        boxes: [boxOf(textBox(item))],
      });
    }
  }
  return signals;
}

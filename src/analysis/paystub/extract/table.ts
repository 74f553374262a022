// The rows of a paystub's tables. A line may hold several tables side by side (earnings on the
// left, deductions on the right), so a line is cut into segments: a label cell and the figures
// after it. Figures are placed in columns (Current, YTD, Hours, Rate) by the nearest header above
// whose part over the segment has columns: by order when the row has a figure for every column, else
// by the right edges the full rows under that header showed (numbers are right-aligned even where
// their headers are not). Segments belong to the section (earnings, deductions, or excluded:
// employer-paid, summaries, deposits, time off) whose title is above them in the same region.

import type { Cell, Line } from '../../statements/pdf/rows.ts';
import { amountIn, hasDate } from './values.ts';
import { columnOf, isAnyLabel, isLabel, isYearToDateRow, isYearToDateTitle, sectionOf, shareColumnOf, type ColumnKind, type SectionKind } from './vocabulary.ts';

export interface Figure {
  text: string;
  x0: number;
  x1: number;
  /** Cents when the figure is money (its magnitude), else null. */
  cents: number | null;
  /** The figure as a plain number (hours, rates). */
  value: number;
  column: ColumnKind | null;
  /** The section's title heading the figure's column, when one does ("Earnings", "Deductions" over figures). */
  heading?: SectionMark;
}

export interface Segment {
  line: Line;
  label: string;
  x0: number;
  /** Right edge of the label and any description cells after it. */
  x1: number;
  figures: Figure[];
  section: SectionKind | 'after-gross' | null;
  /** The title cell the section came from, to group rows of one table. */
  mark: SectionMark | null;
  /**
   * A current and YTD pair printed as one cell split by a slash ("123.73 / 605.48"): the figure before
   * the slash is the current one (null for a dash, a line stopped earlier in the year: "-- / 80.00"),
   * the one after it the YTD.
   */
  pair?: { current: Figure | null; ytd: Figure | null };
}

interface HeaderColumn {
  kind: ColumnKind;
  x0: number;
  x1: number;
  /** A section's title heading a column of figures (one table of earnings and deductions together): its rows' section. */
  mark?: SectionMark;
}

interface Header {
  line: Line;
  columns: HeaderColumn[];
  /** Left edges of the header's text cells that are not columns: each starts a table of its own. */
  titles: number[];
  /** Those of them that are section titles ("Earnings", "Deductions"). */
  sections: number[];
}

export interface SectionMark {
  y: number;
  x0: number;
  x1: number;
  kind: SectionKind | 'after-gross';
  title: string;
  /** Over figures of the year so far: a title such as "Cumulative to Date", or "Year to Date" standing alone over the rows it heads. */
  yearToDate?: boolean;
}

/** Whether a section's title sets its rows apart as figures of the year so far. */
export const isYearToDateMark = (mark: SectionMark | null | undefined) => mark != null && (mark.yearToDate === true || isYearToDateTitle(mark.title));

/**
 * "YEAR TO DATE" (or "Aasta algusest / Year to date") alone on its line, at the left of the rows under
 * it ("Gross Pay  K7,306.75", "Net Pay  K5,616.45"): the title of a block of the year's totals, not a
 * column's heading (which stands over figures, right of the labels, beside other headings). Its mark.
 */
function loneYearToDateTitle(lines: readonly Line[], index: number): SectionMark | null {
  const line = lines[index];
  if (line.cells.length !== 1) return null;
  const title = line.cells[0];
  // "Aasta algusest Year to date": the other language's words before it, their slash lost to a picture.
  if (figureOf(title) || (columnOf(title.text) !== 'ytd' && !/\s(?:year[-\s]to[-\s]date|ytd)$/i.test(title.text.trim()))) return null;
  // The first row below with a figure: its label starts under the title (flush or set in a little).
  const row = lines.slice(index + 1, index + 4).find((l) => l.y - line.y < 4 * Math.max(l.size, line.size) && l.cells.length >= 2 && !figureOf(l.cells[0]) && l.cells.slice(1).some((c) => figureOf(c)?.cents != null));
  if (!row) return null;
  const label = row.cells[0];
  if (label.x0 < title.x0 - line.size || label.x0 > title.x0 + 3 * line.size) return null;
  return { y: line.y, x0: title.x0 - 6, x1: Infinity, kind: 'excluded', title: title.text, yearToDate: true };
}

const NUMBER = /^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$|^[+-]\d+(\.\d+)?$/;

/** A cell that is a figure: money, or a plain number. */
export function figureOf(cell: Pick<Cell, 'text' | 'x0' | 'x1'>): Figure | null {
  const text = cell.text.replace(/\s+/g, '').replace(/^\*+|\*+$/g, '');
  const money = amountIn(text);
  if (money) return { text, x0: cell.x0, x1: cell.x1, cents: money.cents, value: money.cents / 100, column: null };
  if (NUMBER.test(text)) return { text, x0: cell.x0, x1: cell.x1, cents: null, value: Math.abs(Number(text.replace(/,/g, ''))), column: null };
  return null;
}

const hasMoney = (cells: readonly Cell[]) => cells.some((c) => figureOf(c)?.cents != null);

/** A percentage standing alone: "3%", "1.6 %". */
const PERCENT = /^\d{1,2}(?:[.,]\d{1,2})?\s?%$/;

/** The last words of a heading that name a column: "YTD", "Year to date", "Current", "Amount". */
const LAST_COLUMN_WORDS = /^\p{L}[\p{L}\p{M} ]*\s((?:ytd|year[-\s]to[-\s]date|current|amount))$/iu;

/**
 * The column headers on a line: column words (Current, YTD, Hours, Rate) not followed by a figure. A
 * line may hold a header on one side and a table row on the other (tables side by side that do not
 * line up); a column word followed by figures is a row's label ("Current 1,234.56"), not a header.
 */
function headerOf(line: Line, cells: readonly Cell[]): Header | null {
  const columns: HeaderColumn[] = [];
  const titles: number[] = [];
  const sections: number[] = [];
  cells.forEach((c, i) => {
    if (figureOf(c)) return;
    const kind = columnOf(c.text);
    const next = cells[i + 1];
    if (kind && !(next && figureOf(next))) columns.push({ kind, x0: c.x0, x1: c.x1 });
    else if (!kind) {
      titles.push(c.x0);
      if (sectionOf(c.text)) sections.push(c.x0);
    }
  });
  // A table's title, then headings in two languages whose slash a picture lost ("Aasta algusest YTD"):
  // the English heading ending the cell is its column, on a line with no column word of its own.
  if (!columns.some((c) => c.kind !== 'other') && sections.length && !hasMoney(cells)) {
    for (const c of cells) {
      const m = LAST_COLUMN_WORDS.exec(c.text.trim());
      const kind = m && !sectionOf(c.text) ? columnOf(m[1]) : null;
      if (!kind || kind === 'other' || c.x0 <= Math.min(...sections)) continue;
      columns.push({ kind, x0: c.x0, x1: c.x1 });
      titles.splice(titles.indexOf(c.x0), 1);
    }
  }
  if (!columns.some((c) => c.kind !== 'other')) return null;
  // "Employee" and "Employer" over figures, beside column words: whose share each column is.
  const shares = titles
    .map((x0) => cells.find((c) => c.x0 === x0)!)
    .filter((c) => shareColumnOf(c.text) !== null && sectionOf(c.text) === null && !(cells[cells.indexOf(c) + 1] && figureOf(cells[cells.indexOf(c) + 1])));
  if (shares.length && shares.every((c) => c.x0 > Math.min(...titles))) {
    for (const c of shares) {
      columns.push({ kind: shareColumnOf(c.text)!, x0: c.x0, x1: c.x1 });
      titles.splice(titles.indexOf(c.x0), 1);
    }
    columns.sort((a, b) => a.x0 - b.x0);
  }
  return { line, columns, titles, sections };
}

/**
 * One table of earnings and deductions together, told apart by their columns ("Description  Hours
 * Rate  Earnings  Deductions  Year to Date"): a section's title among the header's columns, right of
 * one of them, with figures under it on the rows below and no row's words starting under it, is a
 * column of the period's figures, and a row with a figure in it is of that section. The header is
 * changed in place; the titles made columns are returned.
 */
function sectionColumns(header: Header, cells: readonly Cell[], lines: readonly Line[], index: number): Cell[] {
  const made: Cell[] = [];
  for (const x0 of [...header.sections]) {
    const title = cells.find((c) => c.x0 === x0)!;
    const kind = sectionOf(title.text);
    if (kind === null || kind === 'excluded') continue;
    if (!header.columns.some((c) => c.kind !== 'other' && c.x1 <= title.x0)) continue;
    let figures = 0;
    let words = false;
    for (let i = index + 1, y = lines[index].y; i < lines.length && i <= index + 30; i++) {
      const line = lines[i];
      if (line.y - y > 3 * Math.max(line.size, lines[index].size)) break;
      y = line.y;
      for (const c of unitsOf(line)) {
        if (Math.min(c.x1, title.x1) - Math.max(c.x0, title.x0) <= 0) continue;
        const figure = figureOf(c);
        if (figure?.cents != null) figures++;
        else if (!figure && c.x0 >= title.x0 - 2) words = true;
      }
    }
    if (words || figures < 2) continue;
    const mark: SectionMark = { y: header.line.y, x0: title.x0, x1: title.x1, kind, title: title.text };
    header.columns.push({ kind: 'current', x0: title.x0, x1: title.x1, mark });
    header.titles.splice(header.titles.indexOf(x0), 1);
    header.sections.splice(header.sections.indexOf(x0), 1);
    made.push(title);
  }
  header.columns.sort((a, b) => a.x0 - b.x0);
  return made;
}

/** Section titles on a line: a title cell with no figure after it before the next text cell. */
function sectionMarks(line: Line, cells: readonly Cell[]): SectionMark[] {
  const marks: SectionMark[] = [];
  cells.forEach((c, i) => {
    const kind = sectionOf(c.text);
    if (!kind) return;
    const next = cells[i + 1];
    if (next && figureOf(next)?.cents != null) return;
    marks.push({ y: line.y, x0: c.x0 - 6, x1: Infinity, kind, title: c.text });
  });
  for (let i = 0; i < marks.length - 1; i++) marks[i].x1 = marks[i + 1].x0;
  return marks;
}

/** Titles of tables side by side bound each other's regions: a table ends where the next one to its right begins. */
function bound(marks: SectionMark[], added: SectionMark) {
  // Side by side: near in height, apart across (titles one over the other, as a picture sets them a
  // point or two apart, are not).
  const near = (m: SectionMark) => Math.abs(m.y - added.y) < 40 && Math.abs(m.x0 - added.x0) > 12;
  for (const m of marks) {
    if (!near(m)) continue;
    if (m.x0 < added.x0 && m.x1 > added.x0) m.x1 = added.x0;
    if (m.x0 > added.x0 && added.x1 > m.x0) added.x1 = m.x0;
  }
}

/**
 * How a deduction is treated for tax, printed in a column of its own after its name ("PAYG Withholding
 * Tax", "Pension Pre-tax", "PAYE Statutory"): a word describing the row, never a row or a table title.
 */
const TAX_TAG = /^(?:tax|taxes|statutory|voluntary|(?:pre|post|before|after|non)[-\s]?tax(?:able)?|taxable|pretax|posttax)$/i;
export const isTaxTag = (text: string) => TAX_TAG.test(text.trim());

/** The slash between a current and a YTD figure, with a dash before it where the current is empty. */
const PAIR_SLASH = /^(?:[-–—]{1,2}\s*)?\/$/;
const EMPTY_CURRENT = /^[-–—]{1,2}\s*\/$/;

/** "123.73/605.48" drawn as one word: the two figures and the slash between them, each a unit. */
export function splitPair(unit: Cell): Cell[] {
  // "255.00./": the slash stuck to its figure, a speck between them.
  const open = /^(.+?)[.,]?\s*\/$/.exec(unit.text.trim());
  if (open && figureOf({ ...unit, text: open[1] })) {
    const at = unit.x0 + ((unit.x1 - unit.x0) * open[1].length) / unit.text.trim().length;
    return [
      { text: open[1], x0: unit.x0, x1: at },
      { text: '/', x0: at, x1: unit.x1 },
    ];
  }
  const m = /^(.+?)\s*\/\s*(.+)$/.exec(unit.text.trim());
  if (!m || !figureOf({ ...unit, text: m[1] }) || !figureOf({ ...unit, text: m[2] })) return [unit];
  const perChar = (unit.x1 - unit.x0) / Math.max(unit.text.length, 1);
  const a = unit.x0 + perChar * m[1].length;
  const b = unit.x1 - perChar * m[2].length;
  return [
    { text: m[1], x0: unit.x0, x1: a },
    { text: '/', x0: a, x1: b },
    { text: m[2], x0: b, x1: unit.x1 },
  ];
}

/** A currency printed apart from its figure ("GHS 3,599.94", "$ 1,234.56"): one unit with it. */
const CURRENCY_WORD = /^(?:\$|USD|US\$|NGN|GHS|GHC|JMD|KES|UGX|TZS|RWF|BIF|ETB|MWK|ZMW|BWP|NAD|SZL|LSL|MZN|LKR|PKR|BDT|NPR|XOF|XAF|ZAR|INR|MYR|SGD|RM|₦|₹|GH₵|GH¢|₵|J\$|JA\$|S\$|C\$|A\$)$/i;

/**
 * The line's cells, each cut where figures and words meet: figures set close together ("2,281.23
 * 33,957.92"), a label and its figures in one cell ("Net Pay 1,234.56"), or a right-aligned figure
 * touching the next table's left-aligned label ("$43,343.96 Fed Income Tax").
 */
function unitsOf(line: Line): Cell[] {
  // A line of column headings: another cell is one.
  const headings = line.cells.some((c) => columnOf(c.text) !== null && !figureOf(c));
  return line.cells.flatMap((cell, i) => {
    const tokens = line.tokens.filter((t) => t.cell === i);
    if (tokens.length < 2) return [cell];
    // "USD 1,234.56", "$ 1,234.56": a currency word and its figure are one.
    if (figureOf(cell)) return [cell];
    const units = tokens.map((t) => ({ text: t.text, x0: t.x0, x1: t.x1 }));
    if (units.every((u) => figureOf(u) !== null)) return units;
    const isMoney = (u: Cell) => figureOf(u)?.cents != null;
    // A title made of column words ("Cumulative To Date") stays one title.
    if (!units.some(isMoney)) return sectionOf(cell.text) ? [cell] : (columnWords(units) ?? (headings ? columnThenTitle(units) : null) ?? [cell]);
    // Words, and whole numbers among words ("FSA 129", "Deferred Comp 457"), stay one label; a long
    // whole number first is a figure whose point a picture lost ("169590 YTD 6,819.14").
    const word = (c: Cell, k: number) => !figureOf(c) || (/^\d+$/.test(c.text) && !(k === 0 && c.text.length >= 5));
    const out: Cell[] = [];
    for (const [k, u] of units.entries()) {
      const last = out[out.length - 1];
      if (last && word(u, k) && word(last, k - 1)) out[out.length - 1] = { text: `${last.text} ${u.text}`, x0: last.x0, x1: u.x1 };
      else if (last && isMoney({ ...u, text: `${last.text}${u.text}` }) && CURRENCY_WORD.test(last.text)) out[out.length - 1] = { text: `${last.text}${u.text}`, x0: last.x0, x1: u.x1 };
      else out.push(u);
    }
    return out;
  }).flatMap(splitPair);
}

/**
 * Column headings set close enough to be one cell ("Rate This Period Year-To-Date"), one unit each:
 * only when every word belongs to a heading, and there are at least two.
 */
function columnWords(words: readonly Cell[]): Cell[] | null {
  const out: Cell[] = [];
  for (let i = 0; i < words.length; ) {
    let n = Math.min(4, words.length - i);
    for (; n > 0; n--) if (columnOf(words.slice(i, i + n).map((w) => w.text).join(' '))) break;
    if (n === 0) return null;
    const phrase = words.slice(i, i + n);
    out.push({ text: phrase.map((w) => w.text).join(' '), x0: phrase[0].x0, x1: phrase[n - 1].x1 });
    i += n;
  }
  return out.length >= 2 ? out : null;
}

/**
 * A table's last column heading run into the title of the table beside it, as a picture sets the gap
 * between them ("YTD DEDUCTIONS" for "YTD | DEDUCTIONS"): the headings, then the title. The heading
 * may be misread past knowing ("J DEDUCTIONS", "YID DEDUCTIONS"): a word of three letters or fewer
 * before a title is a heading of its own all the same. Only on a line of headings.
 */
function columnThenTitle(words: readonly Cell[]): Cell[] | null {
  for (let k = words.length - 1; k >= 1; k--) {
    const rest = words.slice(k);
    if (!sectionOf(rest.map((w) => w.text).join(' '))) continue;
    const head = words.slice(0, k);
    const columns = head.length === 1 ? (columnOf(head[0].text) || /^[\p{L}]{1,3}$/u.test(head[0].text) ? [head[0]] : null) : columnWords(head);
    if (columns) return [...columns, { text: rest.map((w) => w.text).join(' '), x0: rest[0].x0, x1: rest[rest.length - 1].x1 }];
  }
  return null;
}

/** The columns of a header over a segment: those of the table (between titles) the segment is in. */
function regionColumns(header: Header, x0: number): HeaderColumn[] {
  const starts = header.titles.filter((t) => t <= x0 + 8);
  const start = starts.length ? Math.max(...starts) : -Infinity;
  // A section title with no column of the region before it is the table's own, set in from its
  // labels ("   Earnings  Hours  Rate" over "Regular 80.00"): it does not end the region.
  const ownTitle = (t: number) => header.sections.includes(t) && !header.columns.some((c) => c.x0 >= start - 2 && c.x1 <= t);
  const ends = header.titles.filter((t) => t > start && t > x0 + 8 && !ownTitle(t));
  const end = Math.min(...ends, Infinity);
  return header.columns.filter((c) => c.x0 >= start - 2 && c.x0 < end && c.x1 > x0);
}

interface Placement {
  header: Header;
  columns: HeaderColumn[];
}

function placementFor(segment: Segment, headers: readonly Header[]): Placement | null {
  for (let h = headers.length - 1; h >= 0; h--) {
    const header = headers[h];
    if (header.line.y >= segment.line.y) continue;
    const columns = regionColumns(header, segment.x0).filter((c) => c.x0 > segment.x1 - 4 || c.x1 > segment.x1 + 4);
    const numeric = columns.filter((c) => c.kind !== 'other');
    if (numeric.length === 0) continue;
    // The header is over the figures: at least one of them lies under its columns' span.
    const lo = Math.min(...numeric.map((c) => c.x0)) - 40;
    const hi = Math.max(...numeric.map((c) => c.x1)) + 40;
    if (!segment.figures.some((f) => f.x1 > lo && f.x0 < hi)) continue;
    return { header, columns: numeric };
  }
  return null;
}

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0);

type Alignment = 'right' | 'left' | 'centre' | 'between';

const mid = (a: { x0: number; x1: number }) => (a.x0 + a.x1) / 2;

/**
 * How a header's words sit over its figures: right edges together (the usual), left edges, centres,
 * or neither (a left-aligned heading over right-aligned numbers: a figure belongs to the column whose
 * heading starts before it and ends before the next heading starts).
 */
function alignmentOf(figures: readonly Figure[], columns: readonly HeaderColumn[]): Alignment {
  const votes = { right: 0, left: 0, centre: 0 };
  for (const f of figures) {
    if (columns.some((c) => Math.abs(f.x1 - c.x1) < 3)) votes.right++;
    else if (columns.some((c) => Math.abs(f.x0 - c.x0) < 3)) votes.left++;
    else if (columns.some((c) => Math.abs(mid(f) - mid(c)) < 3)) votes.centre++;
  }
  const best = (Object.keys(votes) as Array<keyof typeof votes>).sort((a, b) => votes[b] - votes[a])[0];
  return votes[best] > 0 ? best : 'between';
}

function columnIndex(f: Figure, columns: readonly HeaderColumn[], alignment: Alignment, from: number): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let i = from; i < columns.length; i++) {
    const c = columns[i];
    let d: number;
    if (alignment === 'right') d = Math.abs(f.x1 - c.x1);
    else if (alignment === 'left') d = Math.abs(f.x0 - c.x0);
    else if (alignment === 'centre') d = Math.abs(mid(f) - mid(c));
    else {
      const end = columns[i + 1]?.x0 ?? Infinity;
      d = f.x0 >= c.x0 - 4 && f.x1 <= end + 2 ? 0 : Infinity;
    }
    if (d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  }
  return bestDistance <= (alignment === 'centre' ? 15 : 12) ? best : -1;
}

/** Places the figures of every segment in the columns of its header. */
function placeFigures(segments: readonly Segment[], headers: readonly Header[]) {
  const placed = segments.map((s) => ({ s, p: placementFor(s, headers) }));
  const underHeader = new Map<Header, Figure[]>();
  for (const { s, p } of placed) if (p) underHeader.set(p.header, [...(underHeader.get(p.header) ?? []), ...s.figures]);
  const alignments = new Map<Header, Alignment>();
  for (const [header, figures] of underHeader) alignments.set(header, alignmentOf(figures, header.columns.filter((c) => c.kind !== 'other')));
  // The most figures a row under each header's columns holds.
  const regionKey = (p: Placement) => `${headers.indexOf(p.header)}:${p.columns[0].x0}`;
  const widest = new Map<string, number>();
  for (const { s, p } of placed) if (p) widest.set(regionKey(p), Math.max(widest.get(regionKey(p)) ?? 0, s.figures.length));
  for (const { s, p } of placed) {
    if (!p) continue;
    const alignment = alignments.get(p.header)!;
    let from = 0;
    const indexes = s.figures.map((f) => {
      const i = columnIndex(f, p.columns, alignment, from);
      if (i >= 0) from = i + 1;
      return i;
    });
    // A row with a figure in every column, that the alignment could not place, is read in order; a
    // row partly under the columns is another table's, and keeps its figures unplaced. Not where rows
    // of the table hold more figures than the header has columns (a heading a picture lost): the
    // row's figure may be under the lost one.
    const inOrder = s.figures.length === p.columns.length && (widest.get(regionKey(p)) ?? 0) <= p.columns.length;
    if (indexes.some((i) => i < 0)) indexes.fill(inOrder ? 0 : -1).forEach((_, k) => indexes[k] >= 0 && (indexes[k] = k));
    const kinds = indexes.map((i) => (i >= 0 ? p.columns[i].kind : null));
    // Amounts that all land in Hours and Rate are a row of another table set close to this one.
    const money = s.figures.filter((f) => f.cents !== null).length;
    const misread = money >= 2 && !kinds.some((k, i) => (k === 'current' || k === 'ytd') && s.figures[i].cents !== null);
    s.figures.forEach((f, k) => {
      f.column = misread ? null : kinds[k];
      const heading = misread || indexes[k] < 0 ? undefined : p.columns[indexes[k]].mark;
      if (heading) f.heading = heading;
    });
  }
}

/**
 * A row of a table of earnings and deductions together, in the section of the column its figure is in
 * ("Ordinary Time ... 1,332.00" under Earnings); a row with a figure in each (the totals: "Totals this
 * pay  2,304.50  335.64") is cut in two, one row of each section, the figures in no such column going
 * with the section's figure before them.
 */
function bySectionColumns(s: Segment): Segment[] {
  const headed = s.figures.filter((f) => f.heading !== undefined);
  if (!headed.length) return [s];
  const parts = [...new Set(headed.map((f) => f.heading!))];
  if (parts.length === 1) return [{ ...s, section: parts[0].kind, mark: parts[0] }];
  const owner = (k: number) => {
    for (let j = k; j >= 0; j--) if (s.figures[j].heading) return s.figures[j].heading!;
    return parts[0];
  };
  return parts.map((mark) => ({ ...s, figures: s.figures.filter((_, k) => owner(k) === mark), section: mark.kind, mark }));
}

/** The title starting a line of the year's totals ("YEAR TO DATE  Gross SI$18,138.50  Deductions ...  Net ..."): its mark, else null. */
function yearToDateRowOf(line: Line, cells: readonly Cell[]): SectionMark | null {
  const [title, next] = cells;
  if (!title || !next || figureOf(title) || figureOf(next) || !isYearToDateRow(title.text) || !hasMoney(cells.slice(2))) return null;
  return { y: line.y, x0: title.x0, x1: Infinity, kind: 'excluded', title: title.text, yearToDate: true };
}

/**
 * Whether a text cell is a row's description after its code: the code under the header's Code column
 * (a column of no figures), the cell starting where the header's next title does ("Description").
 */
function afterCode(table: Header | undefined, current: Segment, cell: Cell): boolean {
  if (!table || table.line.y >= current.line.y) return false;
  const code = table.columns.find((c) => c.kind === 'other' && Math.min(c.x1, current.x1) - Math.max(c.x0, current.x0) > 0);
  return code !== undefined && cell.x0 > code.x1 && table.titles.some((x) => Math.abs(x - cell.x0) < 2);
}

/** For each figure, the index of the heading over it (headings and figures of a table turned on its side). */
export function headingIndexes(figures: ReadonlyArray<{ x0: number; x1: number }>, headings: ReadonlyArray<{ x0: number; x1: number }>): number[] {
  const columns = headings.map((h) => ({ kind: 'current' as const, x0: h.x0, x1: h.x1 }));
  const asFigures = figures.map((f) => ({ text: '', x0: f.x0, x1: f.x1, cents: 0, value: 0, column: null }));
  const alignment = alignmentOf(asFigures, columns);
  return asFigures.map((f) => columnIndex(f, columns, alignment, 0));
}

/** Every labelled segment of a page's lines, its figures placed in columns and itself in a section. */
export function segmentsOf(lines: readonly Line[]): Segment[] {
  const headers: Header[] = [];
  const marks: SectionMark[] = [];
  const out: Segment[] = [];
  for (const [index, line] of lines.entries()) {
    const cells = unitsOf(line);
    const yearToDateRow = yearToDateRowOf(line, cells);
    const header = yearToDateRow ? null : headerOf(line, cells);
    const lone = loneYearToDateTitle(lines, index);
    // The table above this line: its header, for a code column's rows.
    const table = headers[headers.length - 1];
    const madeColumns = header ? sectionColumns(header, cells, lines, index) : [];
    if (header && !lone) headers.push(header);
    const lineMarks = lone ? [lone] : sectionMarks(line, cells).filter((m) => !madeColumns.some((c) => c.text === m.title && c.x0 - 6 === m.x0));
    for (const m of lineMarks) bound(marks, m);
    marks.push(...lineMarks);
    // Where a table starts: a section title on this line or above ("Deductions" over "PAYE Tax"), a title of this line's header.
    const starts = [...marks.filter((m) => m.y <= line.y).map((m) => m.x0 + 6), ...(header?.titles ?? [])];
    const mine: Segment[] = [];
    let current: Segment | null = null;
    let slashed = false;
    for (const cell of cells) {
      const figure = figureOf(cell);
      if (figure) {
        if (current) current.figures.push(figure);
        if (current?.pair && slashed) current.pair.ytd = figure;
        slashed = false;
        continue;
      }
      if (current && PAIR_SLASH.test(cell.text.trim())) {
        const before = current.figures[current.figures.length - 1];
        current.pair = { current: EMPTY_CURRENT.test(cell.text.trim()) || !before ? null : before, ytd: null };
        slashed = true;
        continue;
      }
      slashed = false;
      if (hasDate(cell.text)) {
        current = null;
        continue;
      }
      // A rate right after the label, a gap apart ("Pension Fund (SPF)" "3%", as a picture boxes the words): the label's.
      if (current && current.figures.length === 0 && PERCENT.test(cell.text.trim()) && cell.x0 - current.x1 <= 1.2 * line.size) {
        current.label = `${current.label.trim()} ${cell.text.trim()}`;
        current.x1 = cell.x1;
        continue;
      }
      // A second text cell before any figure describes the row ("Vision Insurance" in a Type column),
      // unless it starts a table of its own, or it is the row's description after its code ("E01"
      // under "Code", "Ordinary Time" under "Description"): the description is the row's label.
      if (
        current &&
        current.figures.length === 0 &&
        !afterCode(table, current, cell) &&
        (isTaxTag(cell.text) || (!starts.some((x) => Math.abs(x - cell.x0) < 2) && !sectionOf(cell.text) && !isAnyLabel(cell.text)))
      ) {
        current.x1 = cell.x1;
        continue;
      }
      current = { line, label: cell.text, x0: cell.x0, x1: cell.x1, figures: [], section: null, mark: null };
      mine.push(current);
    }
    for (const s of mine) {
      let mark: SectionMark | null = null;
      for (const m of marks) if (m.y < line.y && s.x0 >= m.x0 && s.x0 < m.x1 && (!mark || m.y >= mark.y)) mark = m;
      // "YEAR TO DATE  Gross SI$18,138.50  Net SI$14,499.76": the rows after the title are the year's.
      if (yearToDateRow && s.x0 > yearToDateRow.x0 + 6) mark = yearToDateRow;
      s.section = mark?.kind ?? null;
      s.mark = mark;
      // A gross pay line closes the earnings above it: what follows in its region is taken out of it.
      if (isLabel(s.label, 'gross') && s.figures.some((f) => f.cents !== null) && s.section !== 'excluded') {
        const m: SectionMark = { y: line.y, x0: s.x0 - 6, x1: mark?.x1 ?? Infinity, kind: 'after-gross', title: s.label };
        bound(marks, m);
        marks.push(m);
      }
    }
    out.push(...mine);
  }
  const placed = out.filter((s) => s.figures.length > 0);
  placeFigures(placed, headers);
  const withFigures = placed.flatMap(bySectionColumns);
  for (const s of withFigures) {
    if (!s.pair?.ytd) continue;
    for (const f of s.figures) if (f === s.pair.current || f === s.pair.ytd || f.column === 'current' || f.column === 'ytd') f.column = null;
    if (s.pair.current) s.pair.current.column = 'current';
    s.pair.ytd.column = 'ytd';
  }
  placeLoneYtd(withFigures);
  return withFigures;
}

/**
 * A row with one figure, in no column (no header over it, or a header a picture lost), among rows of
 * the same table with two (current, then YTD): when its figure lines up with their YTD figures and not
 * with their current ones, it is a YTD figure alone (a line stopped earlier in the year), not a current one.
 */
function placeLoneYtd(segments: readonly Segment[]) {
  const pairOf = (o: Segment): [Figure, Figure] | null => {
    const money = o.figures.filter((f) => f.cents !== null);
    if (money.length !== 2) return null;
    if (money.every((f) => f.column === null)) return [money[0], money[1]];
    return money[0].column === 'current' && money[1].column === 'ytd' ? [money[0], money[1]] : null;
  };
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const s of segments) {
    const f = s.figures[0];
    if (s.figures.length !== 1 || f.column !== null || f.cents === null) continue;
    const peers = segments.filter((o) => o !== s && o.mark === s.mark && Math.abs(o.line.y - s.line.y) < 6 * s.line.size).map(pairOf).filter((p) => p !== null);
    if (peers.length < 2) continue;
    const current = median(peers.map((p) => p[0].x1));
    const ytd = median(peers.map((p) => p[1].x1));
    if (Math.abs(f.x1 - ytd) <= 6 && Math.abs(f.x1 - current) > 20) f.column = 'ytd';
  }
}

/** The current-period figure of a segment: in the Current column, else the first money figure in no other column. */
export function currentOf(s: Segment): number | null {
  const inColumn = s.figures.find((f) => f.column === 'current' && f.cents !== null);
  if (inColumn) return inColumn.cents;
  if (s.figures.some((f) => f.column === 'current')) return null;
  const loose = s.figures.find((f) => f.column === null && f.cents !== null);
  return loose?.cents ?? null;
}

export function ytdOf(s: Segment): number | null {
  const f = s.figures.find((x) => x.column === 'ytd' && x.cents !== null);
  if (f) return f.cents;
  // Without headers, a second money figure after the current one is its year-to-date.
  if (s.figures.every((x) => x.column === null)) {
    const money = s.figures.filter((x) => x.cents !== null);
    if (money.length === 2) return money[1].cents;
  }
  return null;
}

export function numberIn(s: Segment, column: ColumnKind): number | null {
  return s.figures.find((f) => f.column === column)?.value ?? null;
}

// Read from a picture, a date in a statement's date column can lose or misread a separator
// ("07.0226", "02. 02.26", "04, 02.26", "190226", "2026/0113") or read a zero as a letter ("o7.
// 02.26"); a value date that lost its first dot ("2202.26") then even looks like an amount. The
// dates read whole in the same columns show the shape every date there has (`dd.dd.dd`,
// `dddd/dd/dd`): a misread one whose digits fill that shape exactly, and give a day inside the
// statement's period, is that date. So is a month's name read a letter off ("01 Fed", "07 Mae") when
// it is one letter from exactly one of the month names the column's whole dates print. A date of
// day, month and year run together (`01MAY26`) whose day came back with a one read as a letter or
// a letter too many beside the month ("0IMAY26", "01IMAY26") or whose year stands apart ("02MAY 26")
// is put right the same way, from the dates read whole there.
import { headerCells } from './columns.ts';
import { dayNumber, matchDate, monthFromName, parseIso } from './dates.ts';
import type { Period } from './period.ts';
import type { Line, Token } from './rows.ts';

/** A value date may come a few weeks before the period (a card payment booked late); none comes long after it. */
const EARLY_DAYS = 45;
const LATE_DAYS = 5;
/** How many dates read whole it takes to know the shape. */
const MIN_SHAPED = 3;

/** A token that can be a piece of a misread date: digits, separators, and letters read for 0 and 1. */
const DATE_PIECE = /^[\dOoIl|.,:;/-]+$/;

interface Column {
  page: number;
  /** Below this line of the page. */
  y: number;
  x0: number;
  x1: number;
}

/**
 * The lines with the misread dates of their date columns put right, one token each. The date
 * columns are those a header names (a booking date, a value date), and failing a header the x
 * where whole dates start lines. Lines are returned unchanged when no shape is clear.
 */
export function repairDateShapes(lines: readonly Line[], dayFirst: boolean, period: Period): Line[] {
  const columns = dateColumns(lines, dayFirst);
  const inColumn = (line: Line, t: Token) =>
    columns.some((c) => c.page === line.page && line.y > c.y && t.x0 >= c.x0 - line.size && t.x0 <= c.x1 + 0.5 * line.size);
  const shapes = new Map<string, number>();
  const monthNames = new Map<string, number>();
  for (const line of lines) {
    line.tokens.forEach((t, k) => {
      if (!inColumn(line, t)) return;
      const date = matchDate(line.tokens.map((x) => x.text), k, dayFirst);
      if (date?.tokens === 1) shapes.set(t.text.replace(/\d/g, 'd'), (shapes.get(t.text.replace(/\d/g, 'd')) ?? 0) + 1);
      if (date?.tokens === 2 && monthFromName(line.tokens[k + 1].text) !== null) monthNames.set(line.tokens[k + 1].text, (monthNames.get(line.tokens[k + 1].text) ?? 0) + 1);
    });
  }
  const glued = gluedShape(lines, inColumn, dayFirst);
  const window = periodWindow(period) ?? (glued ? glued.window : null);
  if (window === null) return [...lines];
  const months = [...monthNames].filter(([, n]) => n >= MIN_SHAPED).map(([name]) => name);
  const [shape, count] = [...shapes].sort((a, b) => b[1] - a[1])[0] ?? elsewhere(lines, inColumn, dayFirst) ?? ['', 0];
  const digits = count >= MIN_SHAPED && /[^d]/.test(shape) ? shape.replace(/[^d]/g, '').length : 0;
  if (digits === 0 && months.length === 0 && glued === null) return [...lines];
  return lines.map((line) => {
    let changed = false;
    const tokens: Token[] = [];
    for (let k = 0; k < line.tokens.length; k++) {
      const t = line.tokens[k];
      const run = glued && inColumn(line, t) && !(matchDate([t.text], 0, dayFirst)?.year ?? null) ? gluedDate(line.tokens, k, glued, dayFirst, window) : null;
      if (run !== null) {
        tokens.push({ text: run.text, x0: t.x0, x1: line.tokens[run.to - 1].x1, cell: t.cell });
        k = run.to - 1;
        changed = true;
        continue;
      }
      const month = inColumn(line, t) ? misreadMonth(line.tokens, k, months, dayFirst, window) : null;
      if (month !== null) {
        tokens.push(t, { ...line.tokens[k + 1], text: month });
        k += 1;
        changed = true;
        continue;
      }
      if (digits === 0 || !inColumn(line, t) || !DATE_PIECE.test(t.text) || matchDate([t.text], 0, dayFirst)) {
        tokens.push(t);
        continue;
      }
      const repaired = fill(line.tokens, k, shape, digits, dayFirst, window, line.size);
      if (repaired === null) {
        tokens.push(t);
        continue;
      }
      tokens.push({ text: repaired.text, x0: t.x0, x1: line.tokens[repaired.to - 1].x1, cell: t.cell });
      k = repaired.to - 1;
      changed = true;
    }
    if (!changed) return line;
    // A cell whose only piece went into a date of the cell before it is gone; the date's cell reaches over it.
    const kept = line.cells.map((_, index) => tokens.some((t) => t.cell === index));
    const renumber = kept.map((_, index) => kept.slice(0, index).filter(Boolean).length);
    const cells = line.cells.flatMap((c, index) => {
      const mine = tokens.filter((t) => t.cell === index);
      return mine.length === 0 ? [] : [{ ...c, x1: Math.max(c.x1, ...mine.map((t) => t.x1)), text: mine.map((t) => t.text).join(' ') }];
    });
    const placed = tokens.map((t) => ({ ...t, cell: renumber[t.cell] }));
    return { ...line, tokens: placed, cells, text: placed.map((t) => t.text).join(' ') };
  });
}

/**
 * When the date columns read no date whole (each lost the same separator), the shape of the dates
 * the page prints whole elsewhere, as its period's ends (`PERIOD : 01.04.26 - 30.04.26`): one shape,
 * printed at least twice, standing in for the columns' count.
 */
function elsewhere(lines: readonly Line[], inColumn: (line: Line, t: Token) => boolean, dayFirst: boolean): [string, number] | undefined {
  const shapes = new Set<string>();
  let n = 0;
  for (const line of lines) {
    const words = line.tokens.map((x) => x.text);
    line.tokens.forEach((t, k) => {
      if (inColumn(line, t)) return;
      const date = matchDate(words, k, dayFirst);
      if (date?.tokens !== 1 || date.year === null || !/\d{4}|^\d{1,2}\D\d{1,2}\D\d{2}$/.test(t.text)) return;
      shapes.add(t.text.replace(/\d/g, 'd'));
      n++;
    });
  }
  return shapes.size === 1 && n >= 2 ? [[...shapes][0], MIN_SHAPED] : undefined;
}

/**
 * The date the tokens from `k` (of one cell) make when their digits fill the shape exactly, and
 * the token after the last one used; null when they do not or the day lies outside the window.
 */
function fill(tokens: readonly Token[], k: number, shape: string, digits: number, dayFirst: boolean, window: [number, number], size: number): { text: string; to: number } | null {
  let read = '';
  let to = k;
  // A piece the lost separator's gap put in a cell of its own ("01.04  26") sits within a letter's width.
  const next = (j: number) => tokens[j].cell === tokens[k].cell || (j > k && tokens[j].x0 - tokens[j - 1].x1 <= 0.8 * size);
  while (to < tokens.length && next(to) && DATE_PIECE.test(tokens[to].text) && read.length < digits) {
    read += tokens[to].text.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1').replace(/\D/g, '');
    to++;
  }
  if (read.length !== digits) return null;
  let at = 0;
  const text = shape.replace(/d/g, () => read[at++]);
  const date = matchDate([text], 0, dayFirst);
  if (!date || date.year === null) return null;
  const day = dayNumber(date.year, date.month, date.day);
  return day >= window[0] && day <= window[1] ? { text, to } : null;
}

/**
 * The month name a day's next token was misread from: one letter from exactly one of the names
 * the column's whole dates print, the day inside the window in the period's year or the one before.
 */
function misreadMonth(tokens: readonly Token[], k: number, months: readonly string[], dayFirst: boolean, window: [number, number]): string | null {
  const next = tokens[k + 1];
  if (!next || next.cell !== tokens[k].cell || !/^\d{1,2}$/.test(tokens[k].text) || monthFromName(next.text) !== null) return null;
  const near = months.filter((m) => oneLetterApart(m, next.text));
  if (near.length !== 1) return null;
  const date = matchDate([tokens[k].text, near[0]], 0, dayFirst);
  if (!date) return null;
  const inside = [0, -1, 1].some((back) => {
    const year = new Date(window[1] * 86_400_000).getUTCFullYear() + back;
    const day = dayNumber(year, date.month, date.day);
    return day >= window[0] && day <= window[1];
  });
  return inside ? near[0] : null;
}

/** Same length, one letter different (case aside). */
function oneLetterApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) if (a[i].toLowerCase() !== b[i].toLowerCase()) diff++;
  return diff === 1;
}

/** A date of day, month and year run together, as read whole: `01MAY26`, `05Apr2026`. */
const GLUED_WHOLE = /^(\d{1,2})([A-Za-z]{3,9})(\d{4}|\d{2})$/;
/** A misread one: the day's digits, some read as letters, the month's name, the year's digits. */
const GLUED_READ = /^([\dOoIl|]{1,4})([A-Za-z]{3,9})(\d{4}|\d{2})$/;

interface GluedShape {
  /** The month names as the column prints them, upper-cased. */
  months: Set<string>;
  /** How many digits the days and the years print. */
  dayDigits: number;
  yearDigits: number;
  /** The days of the dates read whole, widened as a period's (for a statement whose period was not read). */
  window: [number, number];
}

/** The shape of the column's dates when most of those read whole run day, month and year together. */
function gluedShape(lines: readonly Line[], inColumn: (line: Line, t: Token) => boolean, dayFirst: boolean): GluedShape | null {
  const months = new Set<string>();
  const dayDigits = new Map<number, number>();
  const yearDigits = new Map<number, number>();
  const days: number[] = [];
  let others = 0;
  for (const line of lines) {
    for (const t of line.tokens) {
      if (!inColumn(line, t)) continue;
      const date = matchDate([t.text], 0, dayFirst);
      if (!date) continue;
      const m = GLUED_WHOLE.exec(t.text);
      if (!m || date.year === null) {
        others++;
        continue;
      }
      months.add(m[2].toUpperCase());
      dayDigits.set(m[1].length, (dayDigits.get(m[1].length) ?? 0) + 1);
      yearDigits.set(m[3].length, (yearDigits.get(m[3].length) ?? 0) + 1);
      days.push(dayNumber(date.year, date.month, date.day));
    }
  }
  if (days.length < MIN_SHAPED || days.length <= others) return null;
  const most = (counts: Map<number, number>) => [...counts].sort((a, b) => b[1] - a[1])[0][0];
  return { months, dayDigits: most(dayDigits), yearDigits: most(yearDigits), window: [Math.min(...days) - EARLY_DAYS, Math.max(...days) + LATE_DAYS] };
}

/**
 * The date a misread token of a column of run-together dates stands for, and the token after it:
 * the day's letters read as digits (O for 0; I, l or | for 1), one letter too many next to the month
 * dropped, or the year standing apart as the next token; the month one the column prints, the day
 * inside the window. Null otherwise.
 */
function gluedDate(tokens: readonly Token[], k: number, shape: GluedShape, dayFirst: boolean, window: [number, number]): { text: string; to: number } | null {
  const next = tokens[k + 1];
  const apart = next && next.cell === tokens[k].cell && new RegExp(`^\\d{${shape.yearDigits}}$`).test(next.text);
  const text = apart ? tokens[k].text + next.text : tokens[k].text;
  const m = GLUED_READ.exec(text);
  if (!m || m[3].length !== shape.yearDigits) return null;
  const month = m[2].toUpperCase();
  // The month's name may have taken a letter of the day ("IMAY"): the name is the end of the letters.
  const name = [...shape.months].find((n) => month.endsWith(n));
  if (name === undefined) return null;
  let day = m[1] + m[2].slice(0, m[2].length - name.length);
  if (!/^[\dOoIl|]+$/.test(day)) return null;
  // A letter beside the month with the day's digits all there is the month's first stroke read twice.
  while (day.length > shape.dayDigits && /[Il|]$/.test(day)) day = day.slice(0, -1);
  const digits = day.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');
  if (digits.length !== shape.dayDigits) return null;
  const repaired = digits + m[2].slice(m[2].length - name.length) + m[3];
  const date = matchDate([repaired], 0, dayFirst);
  if (!date || date.year === null || (repaired === tokens[k].text && !apart)) return null;
  const n = dayNumber(date.year, date.month, date.day);
  return n >= window[0] && n <= window[1] ? { text: repaired, to: apart ? k + 2 : k + 1 } : null;
}

function periodWindow(period: Period): [number, number] | null {
  if (period.start === null || period.end === null) return null;
  const day = (iso: string) => dayNumber(parseIso(iso).year, parseIso(iso).month, parseIso(iso).day);
  return [day(period.start) - EARLY_DAYS, day(period.end) + LATE_DAYS];
}

/** The date columns each header names, from the header down its page; and the x where whole dates start lines. */
function dateColumns(lines: readonly Line[], dayFirst: boolean): Column[] {
  const out: Column[] = [];
  for (const line of lines) {
    const cells = headerCells(line, false);
    for (const c of cells ?? []) if (c.type === 'date') out.push({ page: line.page, y: line.y, x0: c.x0, x1: c.x1 });
  }
  const starts = lines.filter((l) => l.tokens.length > 0 && matchDate([l.tokens[0].text], 0, dayFirst) !== null);
  const pages = new Set(starts.map((l) => l.page));
  for (const page of pages) {
    const xs = starts.filter((l) => l.page === page).map((l) => l.tokens[0].x0).sort((a, b) => a - b);
    if (xs.length < MIN_SHAPED) continue;
    const x = xs[Math.floor(xs.length / 2)];
    out.push({ page, y: -Infinity, x0: x, x1: x });
  }
  return out;
}

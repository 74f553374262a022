// Read from a picture, a date that starts a row can lose its month's digits ("02/0", "12/00",
// "24/0" for 02/01, 12/01, 24/01: the "1" is the thinnest glyph of the line). When the statement's
// period lies within one month, a date whose day is read whole, inside that period, and whose month
// was read as nothing but zeros or not at all, is a day of that month. So is a day and a year with
// no month's name between them ("02 26") in a column whose dates print the month's name between
// ("02 Apr 26"): the name as the column prints it goes back between them.
import { monthFromName } from './dates.ts';
import type { Period } from './period.ts';
import type { Line, Token } from './rows.ts';

/** A day (or month-first, a month) read whole, a separator, and a part read as zeros or nothing. */
const DAY_FIRST = /^(\d{1,2})([/.-])0{0,2}$/;
const MONTH_FIRST = /^0{0,2}([/.-])(\d{1,2})$/;

/** The lines with the dates that start them and lost their month put right. */
export function repairLostMonths(lines: readonly Line[], dayFirst: boolean, period: Period): Line[] {
  if (!period.start || !period.end || period.start.slice(0, 7) !== period.end.slice(0, 7)) return [...lines];
  const month = period.start.slice(5, 7);
  const first = Number(period.start.slice(8, 10));
  const last = Number(period.end.slice(8, 10));
  const name = printedMonthName(lines, Number(month), period.start.slice(0, 4));
  return lines.map((line) => {
    const t = line.tokens[0];
    if (!t || line.cells[t.cell].text.trim().split(/\s+/)[0] !== t.text) return line;
    if (name !== null) {
      const named = withMonthName(line, name, period.start!.slice(0, 4), first, last);
      if (named) return named;
    }
    const m = dayFirst ? DAY_FIRST.exec(t.text) : MONTH_FIRST.exec(t.text);
    if (!m) return line;
    const day = Number(dayFirst ? m[1] : m[2]);
    if (day < first || day > last) return line;
    const sep = dayFirst ? m[2] : m[1];
    const text = dayFirst ? `${String(day).padStart(2, '0')}${sep}${month}` : `${month}${sep}${String(day).padStart(2, '0')}`;
    const tokens = [{ ...t, text }, ...line.tokens.slice(1)];
    const cells = line.cells.map((c, i) => (i === t.cell ? { ...c, text: c.text.replace(t.text, text) } : c));
    return { ...line, tokens, cells, text: tokens.map((x) => x.text).join(' ') };
  });
}

/** How many row dates it takes, printed day, month's name and year, to know the column prints them so. */
const MIN_NAMED = 3;
const DAY = /^(\d{1,2})$/;
/** The widest gap a month's name leaves between a day and a year, in ems. */
const MONTH_GAP_EM = 3;

/** Whether a token is the period's year, as two digits or four. */
function isYear(text: string, year: string): boolean {
  return text === year || text === year.slice(2);
}

/** The month's name as the rows' dates print it between day and year ("02 Apr 26"), when enough of them do. */
function printedMonthName(lines: readonly Line[], month: number, year: string): string | null {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const [d, m, y] = line.tokens;
    if (!d || !m || !y || !DAY.test(d.text) || monthFromName(m.text) !== month || !isYear(y.text, year)) continue;
    counts.set(m.text, (counts.get(m.text) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= MIN_NAMED ? best[0] : null;
}

/**
 * The line with the month's name put back between the day and the year that start it, or null. The
 * name's gap may have split them into two cells, each of one word: they are one cell again.
 */
function withMonthName(line: Line, name: string, year: string, first: number, last: number): Line | null {
  const [d, y] = line.tokens;
  if (!d || !y || !DAY.test(d.text) || !isYear(y.text, year)) return null;
  const split = y.cell === d.cell + 1 && line.cells[d.cell].text.trim() === d.text && line.cells[y.cell].text.trim() === y.text && y.x0 - d.x1 <= MONTH_GAP_EM * line.size;
  if (y.cell !== d.cell && !split) return null;
  const day = Number(d.text);
  if (day < first || day > last) return null;
  const inserted: Token = { text: name, x0: d.x1, x1: y.x0, cell: d.cell };
  const rest = line.tokens.slice(1).map((t) => (split ? { ...t, cell: t.cell - 1 } : t));
  const tokens = [d, inserted, ...rest];
  const cells = (split ? [...line.cells.slice(0, d.cell), { ...line.cells[d.cell], x1: line.cells[y.cell].x1 }, ...line.cells.slice(y.cell + 1)] : line.cells).map((c, i) =>
    i === d.cell ? { ...c, text: tokens.filter((t) => t.cell === i).map((t) => t.text).join(' ') } : c,
  );
  return { ...line, tokens, cells, text: tokens.map((t) => t.text).join(' ') };
}

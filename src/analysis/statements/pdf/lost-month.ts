// Read from a picture, a date that starts a row can lose its month's digits ("02/0", "12/00",
// "24/0" for 02/01, 12/01, 24/01: the "1" is the thinnest glyph of the line). When the statement's
// period lies within one month, a date whose day is read whole, inside that period, and whose month
// was read as nothing but zeros or not at all, is a day of that month.
import type { Period } from './period.ts';
import type { Line } from './rows.ts';

/** A day (or month-first, a month) read whole, a separator, and a part read as zeros or nothing. */
const DAY_FIRST = /^(\d{1,2})([/.-])0{0,2}$/;
const MONTH_FIRST = /^0{0,2}([/.-])(\d{1,2})$/;

/** The lines with the dates that start them and lost their month put right. */
export function repairLostMonths(lines: readonly Line[], dayFirst: boolean, period: Period): Line[] {
  if (!period.start || !period.end || period.start.slice(0, 7) !== period.end.slice(0, 7)) return [...lines];
  const month = period.start.slice(5, 7);
  const first = Number(period.start.slice(8, 10));
  const last = Number(period.end.slice(8, 10));
  return lines.map((line) => {
    const t = line.tokens[0];
    if (!t || line.cells[t.cell].text.trim().split(/\s+/)[0] !== t.text) return line;
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

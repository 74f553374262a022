// Figures whose thousands are set apart by a space (`11 250.00`, `R 6 220.00Cr`, `1 234,56`), as
// South African, French, Scandinavian and Polish statements print them. A line's words split such a
// figure in two; joined again they read as one amount, with the document's own thousands mark.
import { tokenText, type Line, type Token } from './rows.ts';

/** The head of a figure: one to three digits, a sign or a bracket before them. */
const HEAD = /^[-+(\u2212]?\d{1,3}$/;
/** A middle group of three digits ("1 234 567.89"). */
const MIDDLE = /^\d{3}$/;
/** The last group with its decimals, and the marks a figure may carry after them. */
const TAIL = /^\d{3}[.,]\d{2}(?:\)|-|CR|DR|Cr|Dr|cr|dr)?$/;
/** A token a figure's cell may hold before it: a currency, or a label ending in a colon. */
const BEFORE = /^(?:R|kr|[$£€]|[A-Z]{2}\$|ZAR|EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|CZK|HUF|.*:)$/;
/** Figures grouped with a comma or a point: a document that prints these does not group with spaces. */
const MARK_GROUPED = /\d[,.]\d{3}[.,]\d{2}(?!\d)/;

/**
 * The runs of tokens `[from, to)` on a line that make one space-grouped figure: all in one cell,
 * the figure alone in it or after a currency or a label's colon.
 */
function groupedRuns(line: Line): [number, number][] {
  const out: [number, number][] = [];
  const t = line.tokens;
  for (let k = 0; k < t.length; k++) {
    if (!HEAD.test(t[k].text)) continue;
    const prev = t[k - 1];
    if (prev && prev.cell === t[k].cell && !BEFORE.test(prev.text)) continue;
    let j = k + 1;
    while (j < t.length && t[j].cell === t[k].cell && MIDDLE.test(t[j].text)) j++;
    if (j < t.length && t[j].cell === t[k].cell && TAIL.test(t[j].text)) {
      out.push([k, j + 1]);
      k = j;
    }
  }
  return out;
}

/**
 * The lines with their space-grouped figures joined into one token each (`11 250.00` becomes
 * `11,250.00`, `1 234,56` becomes `1.234,56`), when the document groups its figures so: two or
 * more such figures, and no figure grouped with a comma or a point. Otherwise the lines unchanged
 * (a description's number beside a figure, "Store 12  100.00", stays apart).
 */
/** Named, not inline: run for every token of every line (see rows.ts). */
function markGrouped(t: Token): boolean {
  return MARK_GROUPED.test(t.text);
}

export function joinSpaceGroups(lines: readonly Line[]): Line[] {
  let runs = 0;
  for (const line of lines) {
    if (line.tokens.some(markGrouped)) return [...lines];
    runs += groupedRuns(line).length;
  }
  if (runs < 2) return [...lines];
  return lines.map((line) => {
    const found = groupedRuns(line);
    if (found.length === 0) return line;
    const tokens: Token[] = [];
    let k = 0;
    for (const [from, to] of found) {
      tokens.push(...line.tokens.slice(k, from));
      const parts = line.tokens.slice(from, to);
      const last = parts[parts.length - 1].text;
      const mark = /^\d{3},/.test(last) ? '.' : ',';
      tokens.push({ text: parts.map(tokenText).join(mark), x0: parts[0].x0, x1: parts[parts.length - 1].x1, cell: parts[0].cell });
      k = to;
    }
    tokens.push(...line.tokens.slice(k));
    const cells = line.cells.map((c, index) => ({ ...c, text: tokens.filter((t) => t.cell === index).map((t) => t.text).join(' ') }));
    return { ...line, tokens, cells, text: tokens.map(tokenText).join(' ') };
  });
}

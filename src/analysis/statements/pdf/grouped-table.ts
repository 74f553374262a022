// Tables that print several records side by side on one line: a header whose cells repeat a
// pattern ("Check Nbr | Date | Amount | Check Nbr | Date | Amount") holds one record per repeat.
// Checks-paid listings are printed this way, often with a check number and no description.
import type { HeaderCell } from './columns.ts';
import type { Token } from './rows.ts';
import type { ColumnType } from './vocabulary.ts';

export interface RecordGroup {
  /** Left and right bounds of the group's tokens on a line. */
  x0: number;
  x1: number;
  /** The group's cells, as the header names them. */
  cells: HeaderCell[];
}

const AMOUNT: ReadonlySet<ColumnType | null> = new Set(['debit', 'credit', 'amount']);

/**
 * The record groups of a header whose typed cells repeat a pattern with a date and an amount at
 * least twice; null for an ordinary header.
 */
export function recordGroups(cells: readonly HeaderCell[]): RecordGroup[] | null {
  const n = cells.length;
  for (let p = 2; p <= n / 2; p++) {
    if (n % p !== 0) continue;
    if (!cells.every((c, i) => c.type === cells[i % p].type)) continue;
    const pattern = cells.slice(0, p);
    if (!pattern.some((c) => c.type === 'date') || !pattern.some((c) => AMOUNT.has(c.type))) continue;
    const groups: RecordGroup[] = [];
    for (let g = 0; g < n / p; g++) {
      const own = cells.slice(g * p, g * p + p);
      const next = cells[(g + 1) * p];
      // A group reaches from midway after the previous group's last cell to midway before the next group's first.
      const prevEnd = g === 0 ? -Infinity : (cells[g * p - 1].x1 + own[0].x0) / 2;
      const nextStart = next ? (own[p - 1].x1 + next.x0) / 2 : Infinity;
      groups.push({ x0: prevEnd, x1: nextStart, cells: own });
    }
    return groups;
  }
  // One record per line with a check number and no description: a checks-paid table.
  const has = (type: ColumnType) => cells.some((c) => c.type === type);
  if (has('date') && cells.some((c) => AMOUNT.has(c.type)) && cells.some(isCheckNumberCell) && !has('description')) {
    return [{ x0: -Infinity, x1: Infinity, cells: [...cells] }];
  }
  return null;
}

export function isCheckNumberCell(cell: HeaderCell): boolean {
  return cell.type === 'other' && /\b(check|chk|cheque)s?\b/i.test(cell.text);
}

/** The tokens of a line that fall in a group, by their centres. */
export function tokensOf(tokens: readonly Token[], group: RecordGroup): Token[] {
  return tokens.filter((t) => {
    const mid = (t.x0 + t.x1) / 2;
    return mid >= group.x0 && mid < group.x1;
  });
}

/** A check number as printed ("1003*", "1007·" mark a skipped number): its digits, else null. */
export function checkNumber(words: readonly string[]): string | null {
  const joined = words.join(' ').trim();
  const m = /^#?\s*(\d{2,10})\s*[*·•.]?$/.exec(joined);
  return m ? m[1] : null;
}

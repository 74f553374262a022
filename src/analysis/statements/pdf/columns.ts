// Columns of a transaction table: from its header row when there is one (the words name each
// column and their x-extent places it), otherwise from the amounts themselves, clustered by
// horizontal overlap. Amounts are then assigned to columns by x-overlap, nearest first.
import type { Cell, Line } from './rows.ts';
import { ACCRUED_WORD, TRADE_WORD, apartHeading, classifyHeaderCell, type ColumnType } from './vocabulary.ts';

export type AmountColumnType = 'debit' | 'credit' | 'amount' | 'balance';

export interface Column {
  type: AmountColumnType;
  x0: number;
  x1: number;
}

export interface HeaderCell {
  type: ColumnType | null;
  text: string;
  x0: number;
  x1: number;
}

export interface TableModel {
  columns: Column[];
  /** Where the header puts the date column, when it has one. */
  date: { x0: number; x1: number } | null;
  /** Left edge of the description column, when the header names one. */
  descriptionX: number | null;
  /** Columns read from data alone: debit/credit order is a guess to be confirmed by balances. */
  inferred: boolean;
  /** A "Type" column of its own before the description: transaction codes (DD, BGC, FPO), no part of it. */
  codes?: { x0: number; x1: number } | null;
  /** Columns of figures that are no movement of the row (charges accrued beside it, settled later). */
  asides?: { x0: number; x1: number }[];
  /** Columns of words that are no part of the description: references, later dates, serial numbers, branches. */
  apart?: ApartColumn[];
}

/**
 * A column the header names whose words are not the row's description nor its figures: each row's
 * reference (with or without its cheque number), a date after the row's own (a value date), a serial
 * number or a branch; and a column of cheque numbers alone, each the row's check number (a dash
 * printed for none). `after` and `before` are where the header cells either side of it end and start.
 */
export interface ApartColumn {
  kind: 'reference' | 'cheque' | 'date' | 'side';
  x0: number;
  x1: number;
  after: number;
  before: number;
}

/** A header cell naming a column of transaction-type codes or kinds, apart from the description. */
const CODE_HEADING = /^(?:(?:transaction|trans|tran|payment|txn)\s+)?(?:type|code)$|^(?:activity|activity\s+type|transaction\s+activity)$/i;

const AMOUNT_TYPES = new Set<ColumnType | null>(['debit', 'credit', 'amount', 'balance']);

/** The cells of a header row, or null when the line is not one. */
export function headerCells(line: Line, hasMoney: boolean): HeaderCell[] | null {
  if (hasMoney || line.cells.length < 2) return null;
  const cells = valueDates(line.cells.map(headerCell));
  return qualifies(cells) ? cells : null;
}

/**
 * A "Value" heading just right of a date's, when another heading names the figures ("Date  Value
 * Description  Amount  Balance"), heads the value dates beside the booking dates, not an amount.
 */
export function valueDates(cells: HeaderCell[]): HeaderCell[] {
  return cells.map((c, k) => {
    if (c.type !== 'amount' || !/^value$/i.test(c.text.trim()) || k === 0 || cells[k - 1].type !== 'date') return c;
    const figures = cells.some((d, j) => j !== k && AMOUNT_TYPES.has(d.type) && d.type !== 'balance');
    return figures ? { ...c, type: 'date' as const } : c;
  });
}

// Named functions rather than inline arrows where they run for many lines of every page (see rows.ts).
function headerCell(c: Cell): HeaderCell {
  return { type: classifyHeaderCell(c.text), text: c.text, x0: c.x0, x1: c.x1 };
}

function isTyped(c: HeaderCell): boolean {
  return c.type !== null;
}

function isAmountHeading(c: HeaderCell): boolean {
  return AMOUNT_TYPES.has(c.type);
}

function isLeadHeading(c: HeaderCell): boolean {
  return c.type === 'date' || c.type === 'description';
}

/** Left to right. */
function byLeft(a: Placed, b: Placed): number {
  return a.x0 - b.x0;
}

function ascending(a: number, b: number): number {
  return a - b;
}

function qualifies(cells: HeaderCell[]): boolean {
  const typed = cells.filter(isTyped);
  if (typed.length < 2 || typed.length < 0.6 * cells.length) return false;
  const hasAmount = typed.some(isAmountHeading);
  const hasLead = typed.some(isLeadHeading);
  return hasAmount && hasLead;
}

/** A cell of rule characters alone: a line printer's rule. */
function isRuleCell(cell: { text: string }): boolean {
  return /^[-_=\u2013\u2014\u2500\s]{3,}$/.test(cell.text);
}

/**
 * Folds a second header line ("Ending daily" over "balance", "Deposits/" over "Additions") into
 * the header when every one of its cells sits under a header cell or is header vocabulary itself.
 * Returns null when the line is not a header continuation.
 */
export function mergeHeaderLine(cells: HeaderCell[], line: Line): HeaderCell[] | null {
  // A rule drawn in characters under the header ("-----", "=====") is no second line of it.
  if (line.cells.every(isRuleCell)) return null;
  const merged = cells.map((c) => ({ ...c }));
  for (const cell of line.cells) {
    const over = merged.find((h) => Math.min(h.x1, cell.x1) - Math.max(h.x0, cell.x0) > -2);
    // A header's second line holds a few words, no figures: "Date", "($)", "Number".
    if (classifyHeaderCell(cell.text) === null && (/\d/.test(cell.text) || cell.text.trim().split(/\s+/).length > 3)) return null;
    if (over) {
      over.text = `${over.text} ${cell.text}`;
      over.x0 = Math.min(over.x0, cell.x0);
      over.x1 = Math.max(over.x1, cell.x1);
    } else if (classifyHeaderCell(cell.text) !== null) {
      merged.push({ type: null, text: cell.text, x0: cell.x0, x1: cell.x1 });
    } else {
      return null;
    }
  }
  merged.sort(byLeft);
  for (const c of merged) c.type = classifyHeaderCell(c.text);
  const typed = valueDates(merged);
  return qualifies(typed) ? typed : null;
}

export function tableFromHeader(cells: HeaderCell[]): TableModel {
  const columns: Column[] = amountAsBalance(
    cells.filter((c) => AMOUNT_TYPES.has(c.type)).map((c) => ({ type: c.type as AmountColumnType, x0: c.x0, x1: c.x1 })),
  );
  const date = cells.find((c) => c.type === 'date');
  // "Type" then "Description": the codes' column is not the description's.
  const code = cells.findIndex((c, k) => CODE_HEADING.test(c.text.trim()) && cells.slice(k + 1).some((d) => d.type === 'description' && !CODE_HEADING.test(d.text.trim())));
  const description = cells.find((c, k) => c.type === 'description' && k !== code);
  return {
    columns,
    date: date ? { x0: date.x0, x1: date.x1 } : null,
    descriptionX: description ? description.x0 : null,
    inferred: false,
    codes: code >= 0 ? { x0: cells[code].x0, x1: cells[code].x1 } : null,
    asides: cells.filter((c) => ACCRUED_WORD.test(c.text.toLowerCase()) || TRADE_WORD.test(c.text.trim())).map((c) => ({ x0: c.x0, x1: c.x1 })),
    apart: apartColumns(cells, date ?? null),
  };
}

/** The header's columns of references, later dates, serial numbers and branches. */
function apartColumns(cells: readonly HeaderCell[], rowDate: HeaderCell | null): ApartColumn[] {
  const sorted = [...cells].sort(byLeft);
  const out: ApartColumn[] = [];
  sorted.forEach((c, k) => {
    const heading = c.type === 'other' ? apartHeading(c.text) : null;
    const kind = heading ?? (c.type === 'date' && c !== rowDate ? 'date' : null);
    if (kind === null) return;
    out.push({
      kind,
      x0: c.x0,
      x1: c.x1,
      after: k > 0 ? sorted[k - 1].x1 : -Infinity,
      before: k + 1 < sorted.length ? sorted[k + 1].x0 : Infinity,
    });
  });
  return out;
}

/**
 * "Deposits | Withdrawals | Amount" with no balance column: the movement is already split in two,
 * so the "Amount" right of both is the running balance (a real photographed statement prints it so).
 */
export function amountAsBalance(columns: Column[]): Column[] {
  const debit = columns.find((c) => c.type === 'debit');
  const credit = columns.find((c) => c.type === 'credit');
  const amounts = columns.filter((c) => c.type === 'amount');
  if (!debit || !credit || amounts.length !== 1 || columns.some((c) => c.type === 'balance')) return columns;
  if (amounts[0].x0 < Math.max(debit.x1, credit.x1)) return columns;
  return columns.map((c) => (c === amounts[0] ? { ...c, type: 'balance' } : c));
}

export interface Placed {
  x0: number;
  x1: number;
}

/**
 * Columns from amounts alone: amounts of one column overlap each other horizontally (whether the
 * column is left-, right- or centre-aligned), amounts of different columns do not. `rows` holds
 * the amount extents of each dated row.
 */
export function tableFromAmounts(rows: readonly Placed[][]): TableModel | null {
  const all = rows.flat().sort(byLeft);
  if (all.length === 0) return null;
  const clusters: { x0: number; x1: number; n: number }[] = [];
  for (const a of all) {
    const last = clusters[clusters.length - 1];
    if (last && a.x0 <= last.x1 + 1) {
      last.x1 = Math.max(last.x1, a.x1);
      last.n += 1;
    } else {
      clusters.push({ x0: a.x0, x1: a.x1, n: 1 });
    }
  }
  // A stray amount (a figure in a description) is not a column.
  const minCount = Math.max(2, Math.ceil(rows.length * 0.05));
  const kept = clusters.filter((c) => c.n >= minCount || clusters.length === 1);
  if (kept.length === 0) return null;
  const rowsWithAmounts = rows.filter((r) => r.length > 0);
  const inCluster = (c: { x0: number; x1: number }, a: Placed) => a.x0 >= c.x0 - 1 && a.x1 <= c.x1 + 1;
  const columns: Column[] = kept.map((c) => ({ type: 'amount' as AmountColumnType, x0: c.x0, x1: c.x1 }));
  const last = kept[kept.length - 1];
  const rightmostShare = rowsWithAmounts.filter((r) => r.some((a) => inCluster(last, a))).length / Math.max(1, rowsWithAmounts.length);
  const multi = rowsWithAmounts.filter((r) => r.length >= 2).length / Math.max(1, rowsWithAmounts.length);
  let rest = columns;
  if (columns.length >= 2 && rightmostShare >= 0.6 && multi >= 0.5) {
    columns[columns.length - 1].type = 'balance';
    rest = columns.slice(0, -1);
  }
  if (rest.length >= 2) {
    // Two amount columns side by side: debits and credits, in the more common order; balances
    // confirm or swap it later.
    rest[rest.length - 2].type = 'debit';
    rest[rest.length - 1].type = 'credit';
  }
  return { columns, date: null, descriptionX: null, inferred: true };
}

/**
 * A header read from a picture that lost every amount heading ("Debit", "Credit" and "Balance" on a
 * shaded band gone): its date and description headings alone, in most of its cells. The figures under
 * it then place the columns (addLostAmountColumns). Null for any other line.
 */
export function headerLostAmounts(line: Line): HeaderCell[] | null {
  if (line.cells.length < 2) return null;
  const cells = valueDates(line.cells.map(headerCell));
  const typed = cells.filter(isTyped);
  if (typed.length < 2 || typed.length < 0.6 * cells.length || typed.some(isAmountHeading)) return null;
  return typed.some((c) => c.type === 'date') && typed.some((c) => c.type === 'description') ? cells : null;
}

/**
 * The columns of a header that lost every amount heading (headerLostAmounts), from the figures of the
 * lines under it right of its description: found as a headerless table finds them, the running balance
 * rightmost, debits and credits in the more common order, which the balances confirm or swap. Lines
 * that lost their dates count too (a column seen in only a few dated rows is no stray figure). `rows`
 * holds the figures of each line under the header with any.
 */
export function addLostAmountColumns(table: TableModel, rows: readonly Placed[][]): TableModel {
  if (table.columns.length > 0) return table;
  const right = rows.map((r) => r.filter((f) => table.descriptionX === null || f.x0 > table.descriptionX)).filter((r) => r.length > 0);
  const found = tableFromAmounts(right);
  if (!found || found.columns.length < 2 || found.columns[found.columns.length - 1].type !== 'balance') return table;
  return { ...table, columns: found.columns, inferred: true };
}

/**
 * A header read from a picture that lost its amount headings ("Withdrawals" and "Deposits" misread
 * or gone) names only the balance. The figures of its dated rows left of the balance column then
 * show where the missing columns are: found as a headerless table finds them, their debit and credit
 * order confirmed by the balances; one column found is left out, as its figures' direction is not
 * known. `rows` holds the figures of each dated row under the header.
 */
export function addMissingAmountColumns(table: TableModel, rows: readonly Placed[][], em: number): TableModel {
  if (table.columns.length === 0 || table.columns.some((c) => c.type !== 'balance')) return table;
  // The rightmost: a balance label merged into the header from the line under it ("OPENING BALANCE"
  // whose figure was lost) is no column.
  const balance = table.columns.reduce((a, b) => (b.x0 > a.x0 ? b : a));
  const left = rows.map((r) => r.filter((f) => f.x1 < balance.x0 - em && (table.descriptionX === null || f.x0 > table.descriptionX)));
  // Two columns, debits and credits, whose order the balances confirm; one column of figures says
  // nothing of their direction.
  const found = tableFromAmounts(left);
  if (!found || found.columns.length < 2) return table;
  return { ...table, columns: [...found.columns, balance], inferred: true };
}

/**
 * A header read from a picture that lost its balance heading (a shaded cell at the page's edge)
 * names the debit and credit columns only, yet nearly every dated row under it prints one more
 * figure right of them all: the running balance. Without a column for it, each row's balance is
 * taken for its movement. Added only when such a column of figures stands clear of the named ones
 * in many rows: most, or a day's last row only where the balance is printed once a day (a figure there
 * now and then is no column). `rows` holds the figures of each dated row under the header.
 */
export function addMissingBalanceColumn(table: TableModel, rows: readonly Placed[][], em: number): TableModel {
  if (table.columns.length === 0 || table.columns.some((c) => c.type === 'balance')) return table;
  const named = Math.max(...table.columns.map((c) => c.x1));
  const right = rows.map((r) => r.filter((f) => f.x0 > named + em));
  const found = tableFromAmounts(right.filter((r) => r.length > 0));
  if (!found || found.columns.length !== 1) return table;
  const column = found.columns[0];
  const withFigures = rows.filter((r) => r.length > 0);
  const holding = right.filter((r) => r.some((f) => f.x0 >= column.x0 - 1 && f.x1 <= column.x1 + 1)).length;
  if (withFigures.length < 3 || holding < 0.4 * withFigures.length) return table;
  return { ...table, columns: [...table.columns, { type: 'balance', x0: column.x0, x1: column.x1 }] };
}

/**
 * A header read from a picture that names the balance and one of the debit and credit columns, the
 * other's heading lost ("CARGOS | SALDO" for "CARGOS | ABONOS | SALDO"): the figures of the dated rows
 * standing in one column clear of the named ones, left of the balance, are the other column's.
 * Without it, each such row's figure goes to the nearest named column or none, and the row is lost.
 */
export function addMissingOppositeColumn(table: TableModel, rows: readonly Placed[][], em: number): TableModel {
  const balance = table.columns.find((c) => c.type === 'balance');
  const named = table.columns.filter((c) => c.type === 'debit' || c.type === 'credit');
  if (!balance || named.length !== 1 || table.columns.some((c) => c.type === 'amount')) return table;
  const clear = rows.map((r) =>
    r.filter((f) => f.x1 < balance.x0 - em && table.columns.every((c) => f.x1 < c.x0 - em || f.x0 > c.x1 + em) && (table.descriptionX === null || f.x0 > table.descriptionX)),
  );
  const found = tableFromAmounts(clear.filter((r) => r.length > 0));
  if (!found || found.columns.length !== 1) return table;
  const type: AmountColumnType = named[0].type === 'debit' ? 'credit' : 'debit';
  const columns = [...table.columns, { type, x0: found.columns[0].x0, x1: found.columns[0].x1 }].sort((a, b) => a.x0 - b.x0);
  return { ...table, columns };
}

export interface Assigned<T extends Placed> {
  item: T;
  column: Column;
}

/**
 * Places each amount of a row in a column: the column it overlaps most, or failing any overlap
 * the nearest within `reach` points. Two amounts never share a column; amounts keep their
 * left-to-right order. Amounts placed nowhere are returned apart.
 */
export function assignColumns<T extends Placed>(items: readonly T[], columns: readonly Column[], reach: number): { placed: Assigned<T>[]; unplaced: T[] } {
  const placed: Assigned<T>[] = [];
  const unplaced: T[] = [];
  const used = new Set<number>();
  let minIndex = 0;
  for (const item of [...items].sort(byLeft)) {
    let best = -1;
    let bestScore = -Infinity;
    for (let i = minIndex; i < columns.length; i++) {
      if (used.has(i)) continue;
      const c = columns[i];
      const overlap = Math.min(item.x1, c.x1) - Math.max(item.x0, c.x0);
      // Overlap scores positive; a gap scores its negative distance.
      const score = overlap > 0 ? overlap : overlap - 0.001 * Math.abs(item.x1 - c.x1);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best < 0 || bestScore < -reach) {
      unplaced.push(item);
      continue;
    }
    used.add(best);
    minIndex = best + 1;
    placed.push({ item, column: columns[best] });
  }
  return { placed, unplaced };
}

/**
 * Headings written at the left of their columns over figures aligned right (a spreadsheet's print):
 * the figures of each column end together, past their heading's right end and short of the next
 * heading. When every column's figures do, each amount column reaches from its heading to the next.
 */
export function widenLeftHeadings(table: TableModel, figures: readonly { x0: number; x1: number }[]): TableModel {
  const cols = [...table.columns].sort(byLeft);
  if (cols.length === 0 || figures.length < 3) return table;
  // Right edges of the figures, in runs that end together (within 2 points).
  const ends = figures.map((f) => f.x1).sort(ascending);
  const runs: number[][] = [];
  for (const x of ends) {
    const run = runs[runs.length - 1];
    if (run && x - run[run.length - 1] <= 2) run.push(x);
    else runs.push([x]);
  }
  const edges = runs.filter((r) => r.length >= 2).map((r) => r[r.length - 1]);
  if (edges.length === 0) return table;
  // Each run under a heading of its own: two runs past one heading are two columns, one of them
  // unnamed (a picture that lost the balance's heading), not one heading's figures.
  const under = new Set<number>();
  const past = edges.every((x) => {
    let k = -1;
    while (k + 1 < cols.length && cols[k + 1].x0 < x) k++;
    if (under.has(k)) return false;
    under.add(k);
    return k >= 0 && cols[k].x1 < x - 2 && (k + 1 >= cols.length || cols[k + 1].x0 > x);
  });
  if (!past) return table;
  const widest = Math.max(...figures.map((f) => f.x1 - f.x0));
  const columns = cols.map((c, k) => ({ ...c, x1: k + 1 < cols.length ? cols[k + 1].x0 - 1 : Math.max(c.x1, c.x0 + 2 * widest) }));
  return { ...table, columns };
}

// What a statement's own rows say about it, from the parsed statement: balances that do not add up
// (BALANCE_MISMATCH for the whole account, RUNNING_BALANCE_BREAK row by row) and dates that cannot
// be (IMPOSSIBLE_DATE). A bank's system computes every balance from the rows before it and prints
// only real calendar dates inside the period it states; a statement typed or edited by hand does not.
// Rows read by OCR never give these signals: a misread digit is not an edit. Nor does a table the
// reader misread: an edited balance breaks the chain in one place with the rows around it
// consistent, while a misread table breaks it widely (in many places) or structurally (rows of
// another table of figures taken for transactions, a balance read without its sign mark).
import type { ParsedAccount, ParsedStatement } from '../statements/statement.types.ts';
import type { FraudSignal } from '../paystub/paystub.types.ts';

/** Breaks in more than this share of a statement's balance steps mean the balance column was misread, not edited. */
const MAX_BREAK_SHARE = 0.34;
/** Breaks in more places apart than this mean the table was misread: an edit breaks the chain in one place. */
const MAX_BREAK_PLACES = 2;
/** A sign mark printed after a balance ("88.32 OD", "1 240.30Dr", "12.00-") that a reader may leave in the description. */
const BALANCE_SIGN_MARK = /(?:^|[\s\d])(?:OD|O\/D|DR|CR|-)\.?$/i;
/** Days a posted row may fall outside the printed period (rows posted on the next business day). */
const PERIOD_SLACK_DAYS = 4;

type Row = { date: string; description: string; amountCents: number; runningBalanceCents: number | null; page: number | null };

function money(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

export interface BalanceBreak {
  row: Row;
  expectedCents: number;
}

/**
 * Rows whose printed balance is not the previous printed balance plus the row's amount. A bank may
 * list one day's rows in another order than it posted them: a day whose end balance (the balance
 * before it plus all its rows) is printed on one of its rows is no break.
 */
export function runningBalanceBreaks(rows: readonly Row[]): BalanceBreak[] {
  const breaks: BalanceBreak[] = [];
  let prev: number | null = null;
  for (let i = 0; i < rows.length; ) {
    let j = i;
    while (j < rows.length && rows[j].date === rows[i].date) j++;
    const day = rows.slice(i, j);
    i = j;
    if (prev !== null && day.length > 1 && day.every((r) => r.runningBalanceCents !== null)) {
      const end: number = prev + day.reduce((t, r) => t + r.amountCents, 0);
      if (day.length > 1 && day.some((r) => Math.abs(r.runningBalanceCents! - end) <= 1) && !chains(day, prev) && listedOutOfOrder(day, prev)) {
        prev = end;
        continue;
      }
    }
    for (const r of day) {
      // A row without a balance (statements that print one a day) still moves the balance.
      if (r.runningBalanceCents === null) {
        if (prev !== null) prev += r.amountCents;
        continue;
      }
      const expected: number | null = prev === null ? null : prev + r.amountCents;
      if (expected !== null && Math.abs(expected - r.runningBalanceCents) > 1) {
        // The balance right but for its sign, its sign mark left in the description: read without the mark.
        if (expected !== 0 && Math.abs(expected + r.runningBalanceCents) <= 1 && BALANCE_SIGN_MARK.test(r.description.trim())) {
          prev = expected;
          continue;
        }
        breaks.push({ row: r, expectedCents: expected });
      }
      prev = r.runningBalanceCents;
    }
  }
  return breaks;
}

/**
 * Every balance printed on the day is the balance before it plus some of the day's rows: what a
 * day listed in another order than posted prints. An edited balance is not such a sum.
 */
function listedOutOfOrder(day: readonly Row[], before: number): boolean {
  if (day.length > 12) return false;
  const sums = new Set<number>();
  for (let mask = 1; mask < 1 << day.length; mask++) {
    let t = before;
    for (let k = 0; k < day.length; k++) if (mask & (1 << k)) t += day[k].amountCents;
    sums.add(t);
  }
  return day.every((r) => sums.has(r.runningBalanceCents!));
}

function chains(day: readonly Row[], before: number): boolean {
  let b = before;
  for (const r of day) {
    if (Math.abs(b + r.amountCents - r.runningBalanceCents!) > 1) return false;
    b = r.runningBalanceCents!;
  }
  return true;
}

/**
 * A row whose description is figures and dates with no word ("1,780.97 12/02 1,700.99 12/03"): a
 * line of another table (daily balances, a summary grid) read as a transaction. No bank describes a
 * transaction that way.
 */
export function figuresOnly(description: string): boolean {
  return /\d[.,]\d{2}(?!\d)/.test(description) && !/\p{L}{2}/u.test(description);
}

/**
 * Breaks as an edit leaves them: few beside the balance steps, and in at most MAX_BREAK_PLACES
 * places (breaks on neighbouring balance rows are one place: an edited balance breaks its own row
 * and the next). More, or more places, mean the table was misread.
 */
export function breaksLikeAnEdit(rows: readonly Row[], breaks: readonly BalanceBreak[]): boolean {
  const withBalance = rows.filter((r) => r.runningBalanceCents !== null);
  const steps = Math.max(0, withBalance.length - 1);
  if (breaks.length > Math.max(2, MAX_BREAK_SHARE * steps)) return false;
  const at = breaks.map((b) => withBalance.indexOf(b.row)).sort((a, b) => a - b);
  const places = at.filter((k, i) => i === 0 || k - at[i - 1] > 1).length;
  return places <= MAX_BREAK_PLACES;
}

/** The rows oldest first: a statement listing its newest row first (its first date after its last) is read backwards. */
export function inPostingOrder<T extends { date: string }>(rows: readonly T[]): T[] {
  return rows.length > 1 && rows[0].date > rows[rows.length - 1].date ? [...rows].reverse() : [...rows];
}

/**
 * Rows after the last printed balance, none printing one, whose amounts are exactly the gap between
 * the closing balance and the rows (a list after the table, such as checks paid that repeat rows of
 * the activity, read as rows again), when every printed balance follows from the opening balance
 * and the last of them is the closing balance; null otherwise. The statement's own balances agree:
 * the reader counted rows twice, nobody changed a figure.
 */
export function trailingRowsExplainGap(rows: readonly Row[], opening: number | null, closing: number | null, difference: number): Row[] | null {
  if (opening === null || closing === null) return null;
  let last = rows.length - 1;
  while (last >= 0 && rows[last].runningBalanceCents === null) last--;
  if (last < 0 || last === rows.length - 1) return null;
  if (Math.abs(rows[last].runningBalanceCents! - closing) > 1) return null;
  const first = rows.findIndex((r) => r.runningBalanceCents !== null);
  const toFirst = rows.slice(0, first + 1).reduce((t, r) => t + r.amountCents, opening);
  if (Math.abs(toFirst - rows[first].runningBalanceCents!) > 1) return null;
  if (runningBalanceBreaks(rows.slice(0, last + 1)).length > 0) return null;
  const trailing = rows.slice(last + 1);
  const explained = difference + trailing.reduce((t, r) => t + r.amountCents, 0);
  return Math.abs(explained) <= 1 ? trailing : null;
}

function accountName(a: ParsedAccount): string {
  return a.mask ? `account ending ${a.mask}` : (a.name ?? 'the account');
}

export function statementRowSignals(documentId: string, parsed: ParsedStatement & { ocr?: unknown }): FraudSignal[] {
  if (parsed.ocr || parsed.format !== 'PDF') return [];
  const signals: FraudSignal[] = [];
  for (const account of parsed.accounts) {
    const which = accountName(account);
    // Lines of another table of figures read as rows are no transactions: left out of the sums.
    const misreadRows = account.transactions.filter((t) => figuresOnly(t.description));
    const rows = account.transactions.filter((t) => !misreadRows.includes(t));
    const breaks = runningBalanceBreaks(inPostingOrder(rows));
    const chainTrusted = breaksLikeAnEdit(rows, breaks);
    if (breaks.length > 0 && chainTrusted) {
      for (const b of breaks.slice(0, 5)) {
        signals.push({
          code: 'RUNNING_BALANCE_BREAK', severity: 'HIGH', document_id: documentId, page: b.row.page,
          description: `On the ${b.row.date} row "${b.row.description.slice(0, 60)}" of ${which} the statement prints a balance of ${money(b.row.runningBalanceCents!)}, but the balance before it plus the row's ${money(b.row.amountCents)} is ${money(b.expectedCents)}.`,
          figures: [b.row.runningBalanceCents!],
        });
      }
    }
    const r = account.reconciliation;
    // With no row read, the balances are not measured against rows at all: a summary or loan section
    // whose figures were taken for balances says nothing about the statement's arithmetic. Nor do rows
    // whose balances break widely (the table was misread). Rows of another table are left out.
    const difference = r.differenceCents === null ? null : r.differenceCents + misreadRows.reduce((t, x) => t + x.amountCents, 0);
    if (rows.length > 0 && chainTrusted && r.status === 'MISMATCH' && difference !== null && Math.abs(difference) > 1) {
      const opening = r.openingBalanceCents;
      const closing = r.closingBalanceCents;
      const why = misreadRows.length === 0 || opening === null || closing === null
        ? (r.problems.find((p) => /closing|opening/i.test(p)) ?? r.problems[0] ?? 'its transactions do not lead to its closing balance.')
        : `Opening balance ${money(opening)} plus its ${rows.length} transactions (${money(closing - opening - difference)}) is ${money(closing - difference)}, but the closing balance is ${money(closing)}.`;
      const trailing = trailingRowsExplainGap(inPostingOrder(rows), opening, closing, difference);
      signals.push(
        trailing
          ? {
              code: 'BALANCE_MISMATCH', severity: 'LOW', document_id: documentId, page: null,
              description: `The rows read for ${which} do not add up to its closing balance, but every balance it prints follows from its opening balance to its closing balance: the ${trailing.length} row(s) read after its last printed balance, none with a balance, make up the ${money(-difference)} exactly (a list after the table read as rows again).`,
            }
          : {
              code: 'BALANCE_MISMATCH', severity: 'HIGH', document_id: documentId, page: null,
              description: `The statement's balances for ${which} do not add up: ${why}`,
            },
      );
    }
    for (const f of account.flaggedRows ?? []) {
      if (f.reason !== 'IMPOSSIBLE_DATE') continue;
      signals.push({
        code: 'IMPOSSIBLE_DATE', severity: 'HIGH', document_id: documentId, page: f.page,
        description: `The row "${f.description.slice(0, 60)}" of ${which} is dated ${f.dateAsPrinted ?? '(unreadable)'}, a date that does not exist.`,
        figures: f.amountCents === null ? [] : [f.amountCents],
      });
    }
    const start = account.periodStart ?? parsed.periodStart;
    const end = account.periodEnd ?? parsed.periodEnd;
    if (start && end && dayNumber(start) <= dayNumber(end)) {
      const outside = rows.filter((t) => dayNumber(t.date) < dayNumber(start) - PERIOD_SLACK_DAYS || dayNumber(t.date) > dayNumber(end) + PERIOD_SLACK_DAYS);
      for (const t of outside.slice(0, 3)) {
        signals.push({
          code: 'IMPOSSIBLE_DATE', severity: 'MEDIUM', document_id: documentId, page: t.page,
          description: `The row "${t.description.slice(0, 60)}" of ${which} is dated ${t.date}, outside the statement period ${start} to ${end}.`,
          figures: [t.amountCents],
        });
      }
    }
  }
  return signals;
}

// Bank CSV exports of any bank: delimiter, header, column roles, date order, decimal mark and sign
// convention are all read from the file itself. See README.md in this folder for the steps.
import { detectDecimalMark, parseMoneyToCents, type DecimalMark } from '../amounts.ts';
import { daysBetween, inferDayMonthOrder, isAmbiguousNumericDate, parseDate, type DayMonthOrder } from '../dates.ts';
import { reconcile } from '../reconcile.ts';
import {
  StatementParseError,
  type FlagReason,
  type FlaggedRow,
  type ParsedAccount,
  type ParsedStatement,
  type ParsedTransaction,
} from '../statement.types.ts';
import {
  ACCOUNT_LABEL,
  ACCOUNT_NAME_LABEL,
  CLOSING_BALANCE,
  CURRENCY_LABEL,
  OPENING_BALANCE,
  TOTAL_LINE,
  headerCurrency,
  headerRole,
  typeSign,
  type ColumnRole,
} from './columns.ts';
import { detectDelimiter, type CsvRecord } from './records.ts';

/** Column indexes of each role; null when the file has no such column. */
export interface CsvColumns {
  date: number;
  /** Text columns, the main description first. */
  descriptions: number[];
  amount: number | null;
  debit: number | null;
  credit: number | null;
  balance: number | null;
  type: number | null;
  id: number | null;
  account: number | null;
  currency: number | null;
  /** The sign of rows the type column leaves unmarked: a column that only ever says CR marks
   *  the credits of a card statement, whose unmarked rows are purchases (money out). */
  unmarked?: 1 | -1;
}

/** A description that is only a balance label. */
const BALANCE_ROW =
  /^(?:(?:opening|starting|beginning|start|previous|closing|ending|end|final|new)\s+balance|balance\s+(?:brought|carried)\s+forward|balance\s+[bc]\/f|(?:brought|carried)\s+forward)[\s.:]*$/i;

/** Share of comparable rows whose balance movement must match for the balance column to decide a sign. */
const BALANCE_AGREEMENT = 0.8;

export function parseCsvStatement(text: string): ParsedStatement {
  const source = text.replace(/^\uFEFF/, '');
  if (source.trim() === '') throw new StatementParseError('The CSV file is empty: it has no transaction rows.');
  const split = detectDelimiter(source, looksLikeData);
  if (!split) {
    throw new StatementParseError(
      'The CSV file has a single column: no comma, semicolon, tab or bar separates its fields, so no date and amount columns can be told apart.',
    );
  }
  const warnings: string[] = [];
  const { width } = split;
  const records = split.records.map((r) => fitWidth(r, width));

  // The table: the run of rows holding the most full-width rows with a date and a money figure.
  // Dated rows of another width may sit inside it (an unquoted delimiter in a description).
  const dataLike = records.map((r) => r.fields.length === width && looksLikeData(r.fields));
  const dated = records.map((r) => r.fields.length !== width && r.fields.some(isDateCell));
  let runStart = -1;
  let runScore = 0;
  for (let i = 0; i < records.length; ) {
    if (!dataLike[i] && !dated[i]) {
      i++;
      continue;
    }
    let j = i;
    let score = 0;
    while (j < records.length && (dataLike[j] || dated[j])) if (dataLike[j++]) score++;
    if (score > runScore) [runStart, runScore] = [i, score];
    i = j;
  }
  if (runStart < 0) throw noTableError(records, width);
  // Pending rows (no posting date yet) listed first belong to the table: they are flagged, not lost.
  const pendingRow = (r: CsvRecord) => r.fields.length === width && r.fields.some((f) => /^pending$/i.test(f.trim())) && r.fields.some((f) => parseMoneyToCents(f) !== null && /\d/.test(f));
  while (runStart > 0 && pendingRow(records[runStart - 1])) runStart--;

  let header: string[] | null = null;
  let bodyStart = runStart;
  const above = runStart > 0 ? records[runStart - 1].fields : null;
  if (above && above.length <= width && isWordRow(above)) {
    // A header may be shorter than rows that end in delimiters (`...,Check or Slip #` over `...,,`).
    const short = above.length < width;
    const padded = short && records.slice(runStart).every((r) => r.fields.length !== width || r.fields.slice(above.length).every((f) => f === ''));
    if (!short || padded) {
      header = [...above, ...Array<string>(width - above.length).fill('')];
      bodyStart = runStart - 1;
    }
  }
  const preamble = records.slice(0, bodyStart);

  const body: CsvRecord[] = [];
  const strays: CsvRecord[] = [];
  const notes: CsvRecord[] = [];
  for (const r of records.slice(runStart)) {
    if (r.fields.length === width) {
      if (header && sameRow(r.fields, header)) continue; // a header repeated further down
      body.push(r);
    } else if (r.fields.some(isDateCell)) strays.push(r);
    else if (r.fields.length < width && r.fields[0] === '' && body.length > 0 && r.fields.some((f) => /[A-Za-z]/.test(f))) {
      // A shorter record under a row, its text in the row's columns: more of that row's description.
      body.push({ ...r, fields: [...r.fields, ...Array<string>(width - r.fields.length).fill('')] });
    } else notes.push(r);
  }

  const dataRows = body.filter((r) => looksLikeData(r.fields));
  const decimal = detectDecimalMark(
    dataRows.flatMap((r) => r.fields.filter((f) => !isDateCell(f) && parseMoneyToCents(f) !== null)),
  );
  const inconsistent = () =>
    new StatementParseError(
      `The CSV rows have inconsistent numbers of columns: ${strays.length} dated row(s) do not have the ${width} columns of the other ${body.length} rows (first at line ${strays[0].line}).`,
    );
  let columns: CsvColumns;
  try {
    columns = resolveColumns(header, dataRows.map((r) => r.fields), width, decimal, warnings);
  } catch (e) {
    if (strays.length > 0.2 * body.length) throw inconsistent();
    throw e;
  }

  // Rows with more fields than the table: an unquoted delimiter inside the description.
  let repaired = 0;
  const unreadable: CsvRecord[] = [];
  for (const r of strays) {
    const fixed = repairRow(r, width, columns, decimal, split.delimiter);
    if (fixed) {
      body.push(fixed);
      repaired++;
    } else unreadable.push(r);
  }
  body.sort((a, b) => a.line - b.line);
  if (unreadable.length > 0 && unreadable.length > 0.2 * (body.length - repaired)) throw inconsistent();
  if (repaired > 0) warnings.push(`${repaired} row(s) had an unquoted delimiter inside the description; their extra fields were joined back into it.`);
  if (unreadable.length > 0) {
    warnings.push(`${unreadable.length} row(s) do not have the ${width} columns of the table and were skipped (first at line ${unreadable[0].line}).`);
  }

  const order = chooseDayMonthOrder(body.map((r) => r.fields[columns.date]), decimal === ',', warnings);

  // Balances and account details printed around the table.
  const info: SideInfo = { opening: null, closing: null, mask: null, name: null, currency: null };
  for (const r of [...preamble, ...notes]) readSideInfo(r.fields, decimal, info);

  interface Row {
    date: string;
    description: string;
    amountCents: number;
    balanceCents: number | null;
    id: string | null;
    account: string;
  }
  const rows: Row[] = [];
  // Rows read but not turned into transactions: kept, with their reason, never dropped silently.
  const flagged: FlaggedRow[] = [];
  const flag = (reason: FlagReason, f: readonly string[], amountCents: number | null, line: number) =>
    flagged.push({ reason, dateAsPrinted: f[columns.date] || null, description: describe(f, columns), amountCents, runningBalanceCents: null, page: null, row: line });
  let undated = 0;
  let noAmount = 0;
  let badAmount = 0;
  for (const r of body) {
    const f = r.fields;
    const date = parseDate(f[columns.date], order);
    const description = describe(f, columns);
    const label = f.join(' ');
    if (date === null && f[columns.date].trim() === '' && rows.length > 0 && rowAmount(f, columns, decimal) === 'empty' && description !== '' && !BALANCE_ROW.test(description)) {
      // A record with only text under the row above: the second line of its description.
      rows[rows.length - 1].description += ` ${description}`;
      continue;
    }
    if (date === null) {
      readSideInfo(f, decimal, info);
      if (!TOTAL_LINE.test(label) && !OPENING_BALANCE.test(label) && !CLOSING_BALANCE.test(label) && f.some((c) => c !== '')) {
        undated++;
        const amount = rowAmount(f, columns, decimal);
        if (typeof amount === 'number') flag(/pending/i.test(f[columns.date]) ? 'PENDING' : 'UNREADABLE_DATE', f, amount, r.line);
      }
      continue;
    }
    const amount = rowAmount(f, columns, decimal);
    const balanceCents = columns.balance === null ? null : parseMoneyToCents(f[columns.balance], { decimal });
    // `Opening balance` / `Balance brought forward` rows state a balance, never a transaction,
    // whichever column holds the figure.
    const balanceRow = BALANCE_ROW.exec(description);
    if (balanceRow || amount === 'empty') {
      const figure = balanceCents ?? (typeof amount === 'number' ? Math.abs(amount) : anyMoney(f, columns, decimal));
      if (balanceRow && OPENING_BALANCE.test(description)) info.opening ??= figure;
      else if (balanceRow) info.closing = figure ?? info.closing;
      else {
        noAmount++;
        flag('NO_AMOUNT', f, null, r.line);
      }
      continue;
    }
    if (amount === 'malformed') {
      badAmount++;
      flag('UNREADABLE_AMOUNT', f, null, r.line);
      continue;
    }
    const id = columns.id === null || f[columns.id] === '' ? null : f[columns.id];
    const account = columns.account === null ? '' : f[columns.account];
    rows.push({ date, description, amountCents: amount, balanceCents, id, account });
  }
  const pending = flagged.filter((f) => f.reason === 'PENDING').length;
  if (pending > 0) warnings.push(`${pending} pending row(s) have no posting date; they are kept as flagged rows and not analysed.`);
  if (undated - pending > 0) warnings.push(`${undated - pending} row(s) have no readable date in the date column and were skipped.`);
  if (noAmount > 0) warnings.push(`${noAmount} dated row(s) have no amount and were skipped.`);
  if (badAmount > 0) warnings.push(`${badAmount} dated row(s) have an amount that is not a money figure and were skipped.`);
  if (rows.length === 0) throw new StatementParseError('The CSV file has no transaction rows: no row has both a date and an amount.');

  // One account per distinct value of the account column (one account when there is none).
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const g = groups.get(row.account);
    if (g) g.push(row);
    else groups.set(row.account, [row]);
  }
  const multiple = groups.size > 1;
  const accounts: ParsedAccount[] = [];
  for (const [key, group] of groups) {
    const label = multiple ? `Account ${key}: ` : '';
    const ordered = chronological(group, columns.balance !== null, label, warnings);
    const transactions: ParsedTransaction[] = ordered.map((r) => ({
      date: r.date,
      description: r.description,
      amountCents: r.amountCents,
      runningBalanceCents: r.balanceCents,
      page: null,
      externalId: r.id,
    }));
    const dates = transactions.map((t) => t.date).sort();
    const fromKey = accountFromValue(key);
    const opening = multiple ? null : info.opening;
    const closing = multiple ? null : info.closing;
    accounts.push({
      name: multiple ? fromKey.name : (info.name ?? fromKey.name),
      mask: multiple ? fromKey.mask : (info.mask ?? fromKey.mask),
      periodStart: dates[0] ?? null,
      periodEnd: dates[dates.length - 1] ?? null,
      transactions,
      reconciliation: reconcile(transactions, opening, closing),
      // Flagged rows carry no account of their own: they are listed on the first.
      flaggedRows: accounts.length === 0 ? flagged : [],
    });
  }

  const allDates = rows.map((r) => r.date).sort();
  return {
    format: 'CSV',
    institution: null,
    currency: findCurrency(header, columns, body, info),
    periodStart: allDates[0],
    periodEnd: allDates[allDates.length - 1],
    pageCount: null,
    accounts,
    warnings,
  };
}

// ---------------------------------------------------------------------------------------------
// Cells and rows

function isDateCell(cell: string): boolean {
  return parseDate(cell, 'MDY') !== null || parseDate(cell, 'DMY') !== null;
}

function isMoneyCell(cell: string): boolean {
  return parseMoneyToCents(cell) !== null && !isDateCell(cell);
}

function looksLikeData(fields: readonly string[]): boolean {
  const d = fields.findIndex(isDateCell);
  return d >= 0 && fields.some((f, i) => i !== d && f !== '' && isMoneyCell(f));
}

/** A header: words only, no date and no money figure. */
function isWordRow(fields: readonly string[]): boolean {
  return fields.some((f) => /[A-Za-z]/.test(f)) && fields.every((f) => f === '' || (!isDateCell(f) && parseMoneyToCents(f) === null));
}

function sameRow(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x.toLowerCase() === b[i].toLowerCase());
}

/** Drops empty fields beyond the table width (a trailing delimiter). */
function fitWidth(r: CsvRecord, width: number): CsvRecord {
  if (r.fields.length <= width || r.fields.slice(width).some((f) => f !== '')) return r;
  return { ...r, fields: r.fields.slice(0, width) };
}

function noTableError(records: readonly CsvRecord[], width: number): StatementParseError {
  const full = records.filter((r) => r.fields.length === width);
  const rows = full.filter((r) => !isWordRow(r.fields));
  if (rows.length === 0) return new StatementParseError('The CSV file has no transaction rows, only a header or text.');
  if (!rows.some((r) => r.fields.some(isDateCell))) {
    return new StatementParseError('No date column was found in the CSV file: no column holds dates.');
  }
  return new StatementParseError('No amount column was found in the CSV file: no column beside the dates holds money figures.');
}

// ---------------------------------------------------------------------------------------------
// Column roles

function resolveColumns(
  header: string[] | null,
  rows: readonly string[][],
  width: number,
  decimal: DecimalMark,
  warnings: string[],
): CsvColumns {
  const values = (c: number) => rows.map((r) => r[c]).filter((v) => v !== '');
  const isMoneyColumn = (c: number) => {
    const v = values(c);
    return v.length > 0 && v.every((x) => parseMoneyToCents(x, { decimal }) !== null && !isDateCell(x));
  };
  const isDateColumn = (c: number) => {
    const v = rows.map((r) => r[c]);
    const ok = v.filter(isDateCell).length;
    return ok > 0 && ok >= 0.8 * v.length;
  };
  const isTypeColumn = (c: number) => {
    const v = values(c);
    return v.length > 0 && v.filter((x) => typeSign(x) !== null).length >= 0.8 * v.length;
  };
  const isUnique = (c: number) => {
    const v = values(c);
    return v.length > 0 && new Set(v).size === v.length;
  };

  const claimed: Array<{ role: ColumnRole; rank: number; column: number }> = [];
  if (header) {
    header.forEach((h, column) => {
      const r = headerRole(h);
      if (r) claimed.push({ ...r, column });
    });
  }
  const best = (role: ColumnRole, ok: (c: number) => boolean): number | null => {
    const c = claimed.filter((x) => x.role === role && ok(x.column)).sort((a, b) => a.rank - b.rank || a.column - b.column);
    return c.length ? c[0].column : null;
  };

  let date = best('date', isDateColumn);
  let amount = best('amount', isMoneyColumn);
  let debit = best('debit', isMoneyColumn);
  let credit = best('credit', isMoneyColumn);
  let balance = best('balance', isMoneyColumn);
  let type = best('type', isTypeColumn);
  if (type === null) {
    // A `Details` column that only says DEBIT or CREDIT carries the sign, not the description.
    const marker = claimed.find((x) => x.role === 'description' && isTypeColumn(x.column));
    if (marker) {
      type = marker.column;
      claimed.splice(claimed.indexOf(marker), 1);
    }
  }
  let unmarked: 1 | -1 | undefined;
  if (type === null) {
    // An unnamed column that only ever holds CR (or only DR) beside some rows.
    const markers = [...Array(width).keys()].filter((c) => !claimed.some((x) => x.column === c) && isTypeColumn(c));
    for (const c of markers) {
      const signs = new Set(values(c).map(typeSign));
      if (signs.size === 1 && values(c).length < rows.length) {
        type = c;
        unmarked = signs.has(1) ? -1 : 1;
        break;
      }
    }
  }
  const id = best('id', isUnique);
  const account = best('account', (c) => values(c).length > 0);
  const currency = best('currency', (c) => values(c).every((v) => /^[A-Za-z]{3}$/.test(v)));
  let descriptions = claimed
    .filter((x) => x.role === 'description')
    .sort((a, b) => a.rank - b.rank || a.column - b.column)
    .map((x) => x.column);
  if (amount !== null && (debit !== null || credit !== null)) {
    // `Amount` beside `Debit`/`Credit`: the split columns carry the sign.
    if (debit !== null && credit !== null) amount = null;
    else [debit, credit] = [null, null];
  }

  const used = () =>
    new Set([date, amount, debit, credit, balance, type, id, account, currency, ...descriptions].filter((c): c is number => c !== null));

  if (date === null) {
    for (let c = 0; c < width && date === null; c++) if (!used().has(c) && isDateColumn(c)) date = c;
    if (date === null) throw new StatementParseError('No date column was found in the CSV file.');
  }

  const unusedMoney = () => {
    const taken = used();
    const all = [...Array(width).keys()].filter((c) => !taken.has(c) && isMoneyColumn(c));
    const decimals = all.filter((c) => values(c).some((v) => looksLikeMoneyText(v, decimal)));
    return decimals.length > 0 ? decimals : all.filter((c) => values(c).every((v) => v.replace(/\D/g, '').length <= 7));
  };

  if (amount === null && debit === null && credit === null) {
    const assigned = assignMoneyColumns(unusedMoney(), balance, rows, decimal, warnings, header !== null);
    if (!assigned) throw new StatementParseError('No amount column was found in the CSV file.');
    ({ amount, debit, credit } = assigned);
    balance = assigned.balance;
  } else if (balance === null) {
    // An unnamed money column counts as the balance only when it tracks the amounts.
    const base: CsvColumns = { date, descriptions, amount, debit, credit, balance: null, type, id, account, currency };
    const amounts = rows.map((r) => rawAmount(r, base, decimal));
    for (const c of unusedMoney()) {
      const fit = balanceFit(amounts, rows.map((r) => parseMoneyToCents(r[c], { decimal })));
      if (fit.tracks) {
        balance = c;
        break;
      }
    }
  }

  if (descriptions.length === 0) {
    const taken = used();
    let bestColumn = -1;
    let bestLength = 0;
    for (let c = 0; c < width; c++) {
      if (taken.has(c)) continue;
      const v = values(c).filter((x) => /[A-Za-z]/.test(x));
      const avg = v.reduce((s, x) => s + x.length, 0) / Math.max(1, rows.length);
      if (v.length > 0 && avg > bestLength) [bestColumn, bestLength] = [c, avg];
    }
    if (bestColumn >= 0) descriptions = [bestColumn];
  }
  return { date, descriptions, amount, debit, credit, balance, type, id, account, currency, ...(unmarked ? { unmarked } : {}) };
}

/** A figure written with cents, a currency sign or a sign marker: money rather than a reference number. */
function looksLikeMoneyText(v: string, decimal: DecimalMark): boolean {
  const cents = decimal === '.' ? /\d\.\d{1,2}(?!\d)/ : /\d,\d{1,2}(?!\d)/;
  return cents.test(v) || /[$£€¥()]|^[-+]|[-+]$|\b(CR|DR)$/i.test(v);
}

interface MoneyAssignment {
  amount: number | null;
  debit: number | null;
  credit: number | null;
  balance: number | null;
}

/**
 * Which of the unnamed money columns are the amount (or the debit and credit pair) and which the
 * running balance: a balance column is the one whose row-to-row change matches the amounts.
 */
function assignMoneyColumns(
  candidates: readonly number[],
  knownBalance: number | null,
  rows: readonly string[][],
  decimal: DecimalMark,
  warnings: string[],
  hasHeader: boolean,
): MoneyAssignment | null {
  const money = (c: number) => rows.map((r) => parseMoneyToCents(r[c], { decimal }));
  const signed = (c: number) => money(c);
  const pair = (d: number, cr: number) =>
    rows.map((r) => {
      const a = parseMoneyToCents(r[d], { decimal });
      const b = parseMoneyToCents(r[cr], { decimal });
      return a === null && b === null ? null : Math.abs(b ?? 0) - Math.abs(a ?? 0);
    });
  const complementary = (a: number, b: number) => {
    const x = money(a);
    const y = money(b);
    let one = 0;
    for (let i = 0; i < rows.length; i++) {
      const hx = x[i] !== null && x[i] !== 0;
      const hy = y[i] !== null && y[i] !== 0;
      if (hx && hy) return false;
      if (hx || hy) one++;
    }
    return x.some((v) => v) && y.some((v) => v) && one >= 0.9 * rows.length;
  };
  const pairOrder = (a: number, b: number, bal: (number | null)[]) => {
    // The pair order whose movements the balance follows; without a balance the first is money out.
    if (bal.some((v) => v !== null)) {
      const f = balanceFit(pair(a, b), bal);
      if (Math.max(f.minus, f.rMinus) > Math.max(f.plus, f.rPlus)) return { debit: b, credit: a };
    }
    return { debit: a, credit: b };
  };

  const cols = candidates.filter((c) => c !== knownBalance);
  if (knownBalance !== null) {
    const bal = money(knownBalance);
    if (cols.length === 0) return null;
    if (cols.length >= 2 && complementary(cols[0], cols[1])) return { amount: null, ...pairOrder(cols[0], cols[1], bal), balance: knownBalance };
    return { amount: cols[0], debit: null, credit: null, balance: knownBalance };
  }
  if (cols.length === 0) return null;

  for (const b of cols) {
    const bal = money(b);
    const others = cols.filter((c) => c !== b);
    if (others.length === 1 && balanceFit(signed(others[0]), bal).tracks) {
      return { amount: others[0], debit: null, credit: null, balance: b };
    }
    if (others.length === 2 && complementary(others[0], others[1])) {
      const order = pairOrder(others[0], others[1], bal);
      if (balanceFit(pair(order.debit, order.credit), bal).tracks) return { amount: null, ...order, balance: b };
    }
  }

  if (cols.length >= 2 && complementary(cols[0], cols[1])) {
    if (!hasHeader) warnings.push('The debit and credit columns are unnamed and no balance confirms them; the first is read as money out.');
    return { amount: null, debit: cols[0], credit: cols[1], balance: cols.length >= 3 ? cols[2] : null };
  }
  if (cols.length >= 2) {
    // A signed amount and a balance that does not track it: the one with both signs is the amount.
    const mixed = (c: number) => {
      const v = money(c).filter((x): x is number => x !== null);
      return v.some((x) => x < 0) && v.some((x) => x > 0);
    };
    const [a, b] = mixed(cols[1]) && !mixed(cols[0]) ? [cols[1], cols[0]] : [cols[0], cols[1]];
    return { amount: a, debit: null, credit: null, balance: b };
  }
  const only = cols[0];
  const unsigned = money(only).every((v) => v === null || v >= 0) && rows.every((r) => !/^\s*[-+(]|[-)]\s*$|\b(?:CR|DR)\s*$/i.test(r[only] ?? ''));
  const blankBeside = only + 1 < (rows[0]?.length ?? 0) && rows.every((r) => (r[only + 1] ?? '').trim() === '');
  if (!hasHeader && unsigned && blankBeside) {
    // An unnamed, unsigned figure beside a column left blank on every row: the first of a debit
    // and credit pair whose credits this file does not hold, as headerless exports print them.
    warnings.push('The amounts are unnamed and unsigned, beside an empty column: they are read as the debit column of a debit and credit pair.');
    return { amount: null, debit: only, credit: only + 1, balance: null };
  }
  return { amount: only, debit: null, credit: null, balance: null };
}

/** The amount of a row as the columns write it, before any flip: null when no amount cell is filled. */
function rawAmount(fields: readonly string[], c: CsvColumns, decimal: DecimalMark): number | null {
  const r = rowAmount(fields, c, decimal);
  return typeof r === 'number' ? r : null;
}

function rowAmount(fields: readonly string[], c: CsvColumns, decimal: DecimalMark): number | 'empty' | 'malformed' {
  let cents: number | null = null;
  if (c.amount !== null && fields[c.amount] !== '') {
    cents = parseMoneyToCents(fields[c.amount], { decimal });
    if (cents === null) return 'malformed';
  } else if (c.debit !== null || c.credit !== null) {
    const d = c.debit === null ? '' : fields[c.debit];
    const cr = c.credit === null ? '' : fields[c.credit];
    if (d === '' && cr === '') return 'empty';
    const dc = d === '' ? 0 : parseMoneyToCents(d, { decimal });
    const cc = cr === '' ? 0 : parseMoneyToCents(cr, { decimal });
    if (dc === null || cc === null) return 'malformed';
    cents = Math.abs(cc) - Math.abs(dc);
  } else return 'empty';
  if (c.type !== null) {
    const s = typeSign(fields[c.type]) ?? c.unmarked ?? null;
    if (s !== null) cents = s * Math.abs(cents);
  }
  return cents === 0 ? 0 : cents;
}

function anyMoney(fields: readonly string[], c: CsvColumns, decimal: DecimalMark): number | null {
  for (let i = fields.length - 1; i >= 0; i--) {
    if (i === c.date || c.descriptions.includes(i)) continue;
    const v = parseMoneyToCents(fields[i], { decimal });
    if (v !== null && fields[i] !== '') return v;
  }
  return null;
}

function describe(fields: readonly string[], c: CsvColumns): string {
  let text = '';
  for (const i of c.descriptions) {
    const part = fields[i].replace(/\s+/g, ' ').trim();
    if (part === '') continue;
    if (text === '') text = part;
    else if (!text.toLowerCase().includes(part.toLowerCase())) text += ` ${part}`;
  }
  return text;
}

/**
 * A row split into more fields than the table by delimiters inside an unquoted description: the
 * extra fields are joined back into the description when the date and amounts then read.
 */
function repairRow(r: CsvRecord, width: number, c: CsvColumns, decimal: DecimalMark, delimiter: string): CsvRecord | null {
  const extra = r.fields.length - width;
  const d = c.descriptions[0];
  if (extra <= 0 || d === undefined) return null;
  const joiner = delimiter === '\t' ? ' ' : `${delimiter} `;
  const fields = [...r.fields.slice(0, d), r.fields.slice(d, d + extra + 1).join(joiner), ...r.fields.slice(d + extra + 1)];
  if (fields.length !== width || !isDateCell(fields[c.date])) return null;
  const amount = rowAmount(fields, c, decimal);
  if (typeof amount !== 'number') return null;
  if (c.balance !== null && fields[c.balance] !== '' && parseMoneyToCents(fields[c.balance], { decimal }) === null) return null;
  return { ...r, fields };
}

// ---------------------------------------------------------------------------------------------
// Dates and order

/** Longest span a reading of ambiguous dates may cover before a tighter reading is preferred. */
const STATEMENT_SPAN_DAYS = 62;

/**
 * DD/MM or MM/DD: decided by a value above 12 when there is one. When every date reads either way:
 * the reading that keeps the rows in date order (ascending or descending); then the reading whose
 * dates fit in about two months when the other's do not; then day first for `05.01.2026` dates or
 * decimal-comma figures (European exports); otherwise month first.
 */
function chooseDayMonthOrder(cells: readonly string[], europeanHint: boolean, warnings: string[]): DayMonthOrder {
  const inferred = inferDayMonthOrder(cells);
  if (inferred) return inferred;
  const ambiguous = cells.filter(isAmbiguousNumericDate);
  if (ambiguous.length === 0) return 'MDY';
  const read = (order: DayMonthOrder) => {
    const dates = cells.map((c) => parseDate(c, order)).filter((d): d is string => d !== null);
    let up = 0;
    let down = 0;
    for (let i = 1; i < dates.length; i++) {
      if (dates[i] < dates[i - 1]) up++;
      if (dates[i] > dates[i - 1]) down++;
    }
    const sorted = [...dates].sort();
    const span = sorted.length ? daysBetween(sorted[0], sorted[sorted.length - 1]) : 0;
    return { disorder: Math.min(up, down) + (cells.length - dates.length) * cells.length, span };
  };
  const mdy = read('MDY');
  const dmy = read('DMY');
  let order: DayMonthOrder;
  let why: string;
  if (mdy.disorder !== dmy.disorder) {
    order = dmy.disorder < mdy.disorder ? 'DMY' : 'MDY';
    why = 'the reading that keeps the rows in date order';
  } else if ((mdy.span <= STATEMENT_SPAN_DAYS) !== (dmy.span <= STATEMENT_SPAN_DAYS)) {
    order = dmy.span <= STATEMENT_SPAN_DAYS ? 'DMY' : 'MDY';
    why = `the reading that keeps the dates within ${STATEMENT_SPAN_DAYS} days`;
  } else if (europeanHint || ambiguous.some((c) => /^\d{1,2}\.\d{1,2}\./.test(c.trim()))) {
    order = 'DMY';
    why = 'as dotted dates and decimal-comma figures are written';
  } else {
    order = 'MDY';
    why = 'the default';
  }
  warnings.push(
    `Dates such as ${ambiguous[0]} read either way; they were read as ${order === 'MDY' ? 'month/day (MM/DD)' : 'day/month (DD/MM)'}, ${why}.`,
  );
  return order;
}

interface BalanceFit {
  /** Comparable row pairs read top to bottom (both balances and a non-zero amount known). */
  pairs: number;
  /** Pairs where the balance moves by +amount / by -amount, read top to bottom. */
  plus: number;
  minus: number;
  /** The same read bottom to top (a newest-first export). */
  rPlus: number;
  rMinus: number;
  /** The balance follows the amounts, in some direction and sign, on nearly every pair. */
  tracks: boolean;
}

/** How the balance column moves against the amounts, reading the rows top to bottom. */
function balanceFit(amounts: readonly (number | null)[], balances: readonly (number | null)[]): BalanceFit {
  let pairs = 0;
  let plus = 0;
  let minus = 0;
  const count = (diff: number, amount: number) => {
    pairs++;
    if (diff === amount) plus++;
    else if (diff === -amount) minus++;
  };
  for (let i = 1; i < amounts.length; i++) {
    const a = amounts[i];
    const b0 = balances[i - 1];
    const b1 = balances[i];
    if (a === null || a === 0 || b0 === null || b1 === null) continue;
    count(b1 - b0, a);
  }
  // Newest first: each row's balance is the row below it plus its own amount.
  let rPairs = 0;
  let rPlus = 0;
  let rMinus = 0;
  for (let i = 0; i + 1 < amounts.length; i++) {
    const a = amounts[i];
    const b0 = balances[i + 1];
    const b1 = balances[i];
    if (a === null || a === 0 || b0 === null || b1 === null) continue;
    rPairs++;
    if (b1 - b0 === a) rPlus++;
    else if (b1 - b0 === -a) rMinus++;
  }
  const best = Math.max(plus, minus, rPlus, rMinus);
  const total = Math.max(pairs, rPairs);
  return { pairs, plus, minus, rPlus, rMinus, tracks: total > 0 && best >= BALANCE_AGREEMENT * total };
}

interface OrderedRow {
  date: string;
  amountCents: number;
  balanceCents: number | null;
}

/**
 * Rows in statement order, oldest first: a newest-first export (later dates on top, or balances
 * that only add up read bottom to top) is reversed, and amounts are flipped when the balance moves
 * against them on nearly every row (an export that writes money out as positive).
 */
function chronological<T extends OrderedRow>(rows: readonly T[], hasBalance: boolean, label: string, warnings: string[]): T[] {
  const first = rows[0].date;
  const last = rows[rows.length - 1].date;
  const amounts = rows.map((r) => r.amountCents);
  const balances = rows.map((r) => r.balanceCents);
  const forward = balanceFit(amounts, balances);
  const backward = balanceFit([...amounts].reverse(), [...balances].reverse());
  let reversed: boolean;
  if (first !== last) reversed = first > last;
  else reversed = hasBalance && Math.max(backward.plus, backward.minus) > Math.max(forward.plus, forward.minus);

  let out = reversed ? [...rows].reverse() : [...rows];
  if (reversed) warnings.push(`${label}Rows are listed newest first; they were put in date order.`);
  const fit = reversed ? backward : forward;
  if (hasBalance && fit.pairs > 0 && fit.minus > fit.plus && fit.minus >= BALANCE_AGREEMENT * fit.pairs) {
    out = out.map((r) => ({ ...r, amountCents: r.amountCents === 0 ? 0 : -r.amountCents }));
    warnings.push(
      `${label}The export writes money out as positive amounts (the balance falls by each positive amount on ${fit.minus} of ${fit.pairs} rows); every sign was flipped.`,
    );
  }
  if (!hasBalance && out.some((r, i) => i > 0 && r.date < out[i - 1].date)) {
    out = out.map((r, i) => ({ r, i })).sort((a, b) => (a.r.date < b.r.date ? -1 : a.r.date > b.r.date ? 1 : a.i - b.i)).map((x) => x.r);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Lines around the table

interface SideInfo {
  opening: number | null;
  closing: number | null;
  mask: string | null;
  name: string | null;
  currency: string | null;
}

/** Opening/closing balance, account number and name, currency from a line outside the table. */
function readSideInfo(fields: readonly string[], decimal: DecimalMark, info: SideInfo): void {
  const cells = fields.flatMap((f) => {
    const colon = /^([^:]{2,60}):\s*(.+)$/.exec(f);
    return colon ? [colon[1].trim(), colon[2].trim()] : [f];
  }).filter((f) => f !== '');
  if (cells.length === 0) return;
  const labelAt = (re: RegExp) => cells.findIndex((c) => re.test(c) && !isMoneyCell(c));
  const moneyAfter = (i: number) => {
    for (const c of cells.slice(i + 1)) {
      if (isDateCell(c)) continue;
      const v = parseMoneyToCents(c, { decimal });
      if (v !== null) return v;
    }
    const inline = /(-?\(?[$£€]?\s?[\d.,]+\)?(?:\s?(?:CR|DR))?)\s*$/i.exec(cells[i]);
    return inline ? parseMoneyToCents(inline[1], { decimal }) : null;
  };
  let i = labelAt(OPENING_BALANCE);
  if (i >= 0 && info.opening === null) {
    info.opening = moneyAfter(i);
    return;
  }
  i = labelAt(CLOSING_BALANCE);
  if (i >= 0) {
    const v = moneyAfter(i);
    if (v !== null) info.closing = v;
    return;
  }
  i = labelAt(ACCOUNT_NAME_LABEL);
  if (i >= 0 && info.name === null) {
    const v = cells.slice(i + 1).find((c) => /[A-Za-z]/.test(c));
    if (v) info.name = v;
  }
  i = labelAt(ACCOUNT_LABEL);
  if (i >= 0 && info.mask === null) {
    const v = cells.slice(i).map((c) => c.replace(/\D/g, '')).find((d) => d.length >= 4);
    if (v) info.mask = v.slice(-4);
  }
  i = labelAt(CURRENCY_LABEL);
  if (i >= 0 && info.currency === null) {
    const v = cells.slice(i).map((c) => /\b([A-Z]{3})\b/.exec(c)?.[1]).find((x) => x && x !== 'CUR');
    if (v) info.currency = v;
  }
}

function accountFromValue(value: string): { name: string | null; mask: string | null } {
  const digits = value.replace(/\D/g, '');
  const name = /[A-Za-z]{2}/.test(value) ? value.replace(/[\s*xX#-]*\d[\d\s*xX#-]*$/, '').trim() || null : null;
  return { name, mask: digits.length >= 4 ? digits.slice(-4) : digits.length > 0 ? digits : null };
}

const CURRENCY_CODES = new Set(
  'USD EUR GBP CAD AUD NZD CHF JPY SEK NOK DKK PLN CZK HUF INR ZAR MXN BRL SGD HKD CNY'.split(' '),
);

function findCurrency(header: string[] | null, c: CsvColumns, body: readonly CsvRecord[], info: SideInfo): string {
  if (c.currency !== null) {
    const v = body.map((r) => r.fields[c.currency!].toUpperCase()).find((x) => /^[A-Z]{3}$/.test(x));
    if (v) return v;
  }
  // An unnamed column whose every value is one currency code.
  const width = body[0]?.fields.length ?? 0;
  for (let i = 0; i < width; i++) {
    const values = new Set(body.map((r) => r.fields[i]).filter((v) => v !== ''));
    const [only] = values;
    if (values.size === 1 && CURRENCY_CODES.has(only)) return only;
  }
  if (info.currency) return info.currency;
  if (header) {
    for (const i of [c.amount, c.debit, c.credit, c.balance]) {
      const code = i === null ? null : headerCurrency(header[i]);
      if (code) return code;
    }
  }
  const sample = body.slice(0, 20).flatMap((r) => [c.amount, c.debit, c.credit, c.balance].map((i) => (i === null ? '' : r.fields[i])));
  for (const v of sample) {
    const code = /^([A-Z]{3})\b|\b([A-Z]{3})$/.exec(v.trim());
    if (code) return code[1] ?? code[2];
    if (v.includes('£')) return 'GBP';
    if (v.includes('€')) return 'EUR';
  }
  return 'USD';
}


// Bank-statement PDFs of any bank, read from the text's positions alone (no per-bank templates).
// See README.md in this folder for the algorithm.
import { reconcile } from '../reconcile.ts';
import { checkPrintedTotals, sectionWords, type PrintedTotal } from '../summary-totals.ts';
import {
  StatementParseError,
  type FlaggedRow,
  type ParsedAccount,
  type ParsedStatement,
  type ParsedTransaction,
  type Reconciliation,
} from '../statement.types.ts';
import {
  addLostAmountColumns,
  addMissingAmountColumns,
  addMissingBalanceColumn,
  addMissingOppositeColumn,
  assignColumns,
  headerCells,
  headerLostAmounts,
  mergeHeaderLine,
  tableFromAmounts,
  widenLeftHeadings,
  tableFromHeader,
  type AmountColumnType,
  type ApartColumn,
  type Assigned,
  type Column,
  type HeaderCell,
  type Placed,
  type TableModel,
} from './columns.ts';
import { signsFromBalanceSpans, signsFromBalanceSteps } from './balance-signs.ts';
import { amountsFromBalances, lostDigitsFromBalances, wholeFiguresFromBalances } from './amount-from-balances.ts';
import { isCalendarDate, isoDate, matchDate, monthFromName, resolveYear, type DateMatch, type DayMonth } from './dates.ts';
import { nearestDate } from './misread-date.ts';
import { periodYear } from './misread-year.ts';
import { repairLostMonths } from './lost-month.ts';
import { centsOfLostSeparator, printsCents, repairLostSeparators } from './lost-separator.ts';
import { repairDateShapes } from './date-shape.ts';
import { levelRows } from './level-rows.ts';
import { lostDays, type DayLine } from './lost-day.ts';
import { findMoney, isGroupedWholeFigure, parseMoney, printsWholeUnits, usesDecimalComma, wholeUnitsWithCents, type Money } from './money.ts';
import { extractPdfText, type PdfPage, type TextItem } from './pdf-text.ts';
import { repeatedChecks } from './checks-paid.ts';
import { checkNumber, isCheckNumberCell, recordGroups, tokensOf, type RecordGroup } from './grouped-table.ts';
import { findPeriod, latestFullDate } from './period.ts';
import { pageLines, tokenText, type Line } from './rows.ts';
import { joinSpaceGroups } from './space-groups.ts';
import {
  CLOSING_BALANCE,
  OPENING_BALANCE,
  TOTAL_LINE,
  BROUGHT_FORWARD,
  CARRIED_FORWARD,
  ITEMS_TOTALING,
  classifySection,
  isAccountName,
  matchAccountNumber,
  trimName,
  type SectionKind,
} from './vocabulary.ts';

export async function parsePdfStatement(bytes: Uint8Array): Promise<ParsedStatement> {
  return readStatement(await extractPdfText(bytes));
}

/**
 * What each line of a statement was read as. `transaction`: a row (or a record of a side-by-side
 * table); `flagged`: a row kept apart with a reason; `summary`: balances, totals, a daily-balance
 * listing; `continuation`: more of the row above; `repeat`: a checks-paid list's check that repeats a
 * row of the activity (counted once, there); the rest carry no row.
 */
export type LineRole = 'transaction' | 'flagged' | 'summary' | 'continuation' | 'header' | 'heading' | 'furniture' | 'text' | 'repeat';

export interface ExplainedLine {
  page: number;
  y: number;
  text: string;
  role: LineRole;
  /** The line starts with a date and carries a money figure. */
  datedWithMoney: boolean;
}

/** The statement, and the role of every line of it: the proof that no dated row was dropped silently. */
export function explainStatement(pages: readonly PdfPage[]): { statement: ParsedStatement; lines: ExplainedLine[] } {
  const lines: ExplainedLine[] = [];
  const statement = readStatementWith(pages.map(levelPicture), lines);
  return { statement, lines };
}

interface MoneyCell extends Money, Placed {
  from: number;
  to: number;
}

interface LineInfo {
  line: Line;
  words: string[];
  /** Money figures that fill their cells (a column value, not a figure inside a description). */
  money: MoneyCell[];
  /** Every money figure on the line. */
  anyMoney: MoneyCell[];
  /** A date starting one of the first cells. */
  date: { match: DateMatch; index: number; x0: number } | null;
  furniture: boolean;
  /** Words under a column whose figures are no movement of the row (accrued charges, quantity, price): left out of the row. */
  asides?: Set<number>;
  /** Words under a column of references, later dates, serial numbers or branches: left out of the description. */
  apart?: Set<number>;
  /** The reference (with or without a cheque number) the line prints in a column of its own, as printed. */
  reference?: string;
  /** The cheque number the line prints in a column of cheque numbers alone, and where its cell starts. */
  cheque?: string;
  chequeX?: number;
}

interface Draft {
  page: number;
  date: DateMatch;
  /** The date as printed. */
  dateText: string;
  /** Index of the line the row starts on. */
  line: number;
  parts: string[];
  cents: number | null;
  explicit: -1 | 0 | 1;
  marker: Money['marker'];
  column: AmountColumnType | null;
  inferredColumn: boolean;
  section: -1 | 0 | 1;
  balance: number | null;
  /** Baseline of the last line read into this row, and the size of its text. */
  lastY: number;
  size: number;
  descX: number;
  /** Left edge of the row's description text (after the amounts, in layouts that print it last). */
  textX: number | null;
  /** What its "Type" or "Activity" column calls the row ("DD", "Debit Card"), when the table has one. */
  kind?: string;
  /** Its reference as printed in a column of its own. */
  reference?: string;
  /** The check number of a row of a checks-paid list. */
  check?: string;
  /** The cheque number a row of the activity prints in a column of its own (not a checks-paid list's), and where its cell starts. */
  cheque?: string;
  chequeX?: number;
  /** Read from a picture without its date, which the rows around it do not settle: flagged. */
  dateUnread?: boolean;
  /** Read from a picture with its date cell misread, dated by the written date nearest it (misread-date.ts): it settles no other row. */
  dateRecovered?: boolean;
}

interface AccountState {
  name: string | null;
  mask: string | null;
  opening: number | null;
  closing: number | null;
  drafts: Draft[];
  fromFurniture: boolean;
  /** Headed as a loan, a mortgage or a card: a debt's summary, not a deposit account's history. */
  loan?: boolean;
}

const PAGE_FURNITURE =
  /\bpage\s+\d+\s*(?:of|\/)\s*\d+\b|^page\s+\d+$|\bcontinued\s+on\s+(?:the\s+)?next\s+page\b|\bmember\s+fdic\b|\bequal\s+housing\s+lender\b|\bncua\b/i;
const INSTITUTION_WORDS = /\b(bank|credit union|bancorp|banc|savings bank|savings and loan|trust company|federal credit|financial|n\.a\.)/i;
const NOT_A_NAME = /\b(statement|account|summary|page|thank|customer|member|fdic|questions?|call|visit|period|balance|www\.|\.com)\b|@/i;
const CURRENCY_CODE = /\b(USD|CAD|EUR|GBP|AUD|NZD|CHF|JPY|MXN|SGD|HKD|SEK|NOK|DKK|PLN|CZK|HUF|ZAR|INR|ISK|RON|BGN|TRY|IDR)\b/g;

export function readStatement(pages: readonly PdfPage[]): ParsedStatement {
  // A photo's rows that tilt put level first: each row's figures on its own line.
  return readStatementWith(pages.map(levelPicture), null);
}

function levelPicture(page: PdfPage): PdfPage {
  return readFromPicture(page) ? levelRows(page) : page;
}

/**
 * `toNext`: lines of text that start the description of the row below them rather than go on with the
 * row above (a layout that prints a description above, or around, the line holding its date and
 * figures). Read once with none; when the first reading shows such a layout, read again with them.
 */
function readStatementWith(pages: readonly PdfPage[], explained: ExplainedLine[] | null, toNext?: ReadonlySet<number>): ParsedStatement {
  // Read from a picture: its columns may be misread, and the running balances decide the sign.
  const readByOcr = pages.some(readFromPicture);
  let lines = joinSpaceGroups(pages.flatMap(pageLines));
  const warnings: string[] = [];
  const bodySize = median(lines.map(lineSize)) || 10;
  let decimalComma = usesDecimalComma(lines.flatMap(lineWords));
  const dayFirst = detectDayFirst(lines, decimalComma);
  if (readByOcr) {
    lines = repairDateShapes(lines, dayFirst, findPeriod(lines.map(lineText), dayFirst));
    // Dates that lost their year's separator ("05.07 26") read as figures with a decimal point; put
    // right, they no longer outvote the figures' decimal comma.
    decimalComma = usesDecimalComma(lines.flatMap(lineWords));
  }
  if (readByOcr) lines = repairLostMonths(lines, dayFirst, findPeriod(lines.map(lineText), dayFirst));
  if (readByOcr) lines = repairLostSeparators(lines, decimalComma);
  // Read from a picture of a document whose figures print cents, a bare run of digits under an
  // amount heading is a figure whose separator was lost, not whole units.
  const centsLost = readByOcr && printsCents(lines, decimalComma);
  const keys = lines.map(furnitureKey);
  const furniture = furnitureKeys(lines, keys, pages.length);
  // Figures in whole units (krónur, yen): each grouped figure read as money with no cents.
  const wholeUnits = !decimalComma && printsWholeUnits(lines.flatMap(lineWords));
  const infos = lines.map((line, k) => analyse(line, dayFirst, furniture, keys[k], decimalComma, readByOcr, wholeUnits));
  const roles: LineRole[] = lines.map(() => 'text');

  // The date column: the x where dates most often start a line.
  const band = dateBand(infos);
  if (band !== null) recoverLostDays(infos, band);
  const periodLines = lines.map(lineText);
  const period = findPeriod(periodLines, dayFirst);
  const yearAnchor = period.end ?? period.start ?? latestFullDate(periodLines, readByOcr ? { commonYear: true, dayFirst } : {});

  const inBand = (info: LineInfo, table: TableModel | null): boolean => {
    if (!info.date) return false;
    const x = info.date.x0;
    const em = info.line.size;
    if (band !== null && Math.abs(x - band) <= 1.5 * em) return true;
    if (table?.date && x >= table.date.x0 - 1.5 * em && x <= table.date.x1 + 0.5 * em) return true;
    return false;
  };

  // Read from a picture: a table that dates every row (one day's rows repeat its date) has no row
  // without one, so a line with a row's figures and no date lost it to OCR (see below).
  const bandRows = infos.filter((x) => inBand(x, null));
  const secondDateStandsIn = readByOcr && datesEveryRow(bandRows) && secondDateIsRowDate(bandRows, dayFirst);
  // Columns for tables printed without a header row, from the dated rows' amounts.
  const headerless = tableFromAmounts(infos.filter((i) => inBand(i, null)).map((i) => i.money));
  const headings = infos.map((info, k) => (!info.date && info.money.length === 0 && isHeadingCandidate(info) ? accountHeading(infos, k) : null));
  // A number without an account's name printed under a row's description, as its next line, is the
  // row's (the account a bill is paid to, a payee's: "CEB ELECTRICITY BILL" over "A/C 8173405285").
  headings.forEach((h, k) => {
    if (h && h.name === null && underRowDescription(infos, k, band)) headings[k] = null;
  });
  ibanOfAccountAbove(headings);
  const hasBodyHeadings = headings.some((h, k) => h !== null && !infos[k].furniture);

  const accounts: AccountState[] = [];
  let account = newAccount(accounts);
  let section: SectionKind | null = null;
  let table: TableModel | null = null;
  /** Where the current table's header is: its page, and its baseline. */
  let headerAt: { page: number; y: number } | null = null;
  let last: Draft | null = null;
  /** The first line of a row's description printed above its dated line. */
  let lead: { text: string; line: number } | null = null;
  /** Lines above a dated row that begin its description, in a layout that prints them there. */
  let leads: { parts: string[]; line: number } | null = null;
  let grouped: { groups: RecordGroup[]; page: number; records: Draft[][] } | null = null;
  // A side-by-side table reads down each group in turn, as a person reads it.
  const endGrouped = () => {
    if (grouped) for (const records of grouped.records) account.drafts.push(...records);
    grouped = null;
  };
  /** Where the current section's rows start in the account's drafts, to check its printed total. */
  let sectionStart = 0;
  const totalProblems = new Map<AccountState, string[]>();
  /** Lines that print one figure against a label, outside the rows: summary totals, checked by meaning. */
  const printedTotals: PrintedTotal[] = [];
  /** The rows printed under each section heading, to check a summary's line that names the section. */
  const spans: { name: string; account: AccountState; drafts: Draft[] }[] = [];
  let openSpan: { name: string; account: AccountState; from: number } | null = null;
  const closeSpan = () => {
    if (openSpan) spans.push({ name: openSpan.name, account: openSpan.account, drafts: openSpan.account.drafts.slice(openSpan.from) });
    openSpan = null;
  };
  /** Balances brought or carried forward at page breaks, each after the row it follows. */
  const checkpoints: Checkpoint[] = [];
  /** A daily-balance listing's days and balances. */
  const dailyBalances: DayBalance[] = [];

  for (let i = 0; i < infos.length; i++) {
    const info = infos[i];
    const { line } = info;
    const em = line.size;
    const dated = inBand(info, table);
    // Only rows of the table, and lines that may go on with the row above, take figures without cents.
    if (table && !table.inferred && !grouped && (dated || last !== null)) widenMoney(info, table, decimalComma, centsLost);
    if (table?.asides?.length && (dated || last !== null)) setAside(info, table.asides);
    if (table?.apart?.length && (dated || last !== null)) setApart(info, table.apart, dayFirst);

    if (!dated && PAGE_FURNITURE.test(line.text)) {
      roles[i] = 'furniture';
      last = null;
      continue;
    }
    if (toNext?.has(i)) {
      leads = { parts: [...(leads && leads.line === i - 1 ? leads.parts : []), line.text.trim()], line: i };
      roles[i] = 'continuation';
      last = null;
      continue;
    }

    // Records side by side (a checks-paid table): each group of the line is one row.
    if (grouped && (line.page !== grouped.page || info.anyMoney.length === 0 || TOTAL_LINE.test(line.text) || ITEMS_TOTALING.test(line.text))) endGrouped();
    if (grouped) {
      const records = groupedRecords(line, grouped.groups, dayFirst, section, decimalComma);
      if (records.some(isRecord)) {
        // A daily-balance listing printed side by side is a summary, not rows.
        if (section !== 'ignore') records.forEach((r, g) => r && grouped!.records[g].push({ ...r, line: i }));
        roles[i] = section === 'ignore' ? 'summary' : 'transaction';
        last = null;
        continue;
      }
      endGrouped();
    }

    // A header row starts a table.
    if (!info.date && info.anyMoney.length === 0) {
      let cells = headerCells(line, false);
      // Read from a picture, a header may have lost every amount heading: the figures under it place
      // its columns; with none to place, it is no header.
      let lostAmounts: TableModel | null = null;
      const lost = !cells && readByOcr ? headerLostAmounts(line) : null;
      if (lost) {
        const figured = infos.slice(i + 1, i + 41).filter((x) => x.line.page === line.page && x.money.length > 0);
        const found = addLostAmountColumns(tableFromHeader(lost), figured.map(moneyOf));
        if (found.columns.length > 0) {
          cells = lost;
          lostAmounts = found;
        }
      }
      if (cells) {
        const next = infos[i + 1];
        if (!lostAmounts && next && next.line.page === line.page && next.line.y - line.y <= 1.6 * em && !next.date && next.anyMoney.length === 0) {
          const merged = mergeHeaderLine(cells, next.line);
          if (merged) {
            cells = merged;
            i += 1;
          }
        }
        table = lostAmounts ?? tableFromHeader(cells);
        headerAt = { page: line.page, y: line.y };
        // The figures of the dated rows under this header, on its page, place its columns.
        const below = infos.slice(i + 1, i + 41).filter((x) => x.line.page === line.page && inBand(x, table));
        table = widenLeftHeadings(table, below.flatMap(moneyOf));
        if (readByOcr) table = addMissingAmountColumns(table, below.map(moneyOf), em);
        if (readByOcr) table = addMissingBalanceColumn(table, below.map(moneyOf), em);
        if (readByOcr) table = addMissingOppositeColumn(table, below.map(moneyOf), em);
        endGrouped();
        const groups = recordGroups(cells);
        grouped = groups ? { groups, page: line.page, records: groups.map(() => []) } : null;
        roles[i] = 'header';
        last = null;
        continue;
      }
    }

    const dateWords = dated ? info.date!.index + info.date!.match.tokens : 0;
    const label = dated ? info.words.slice(dateWords).join(' ') : summaryLabel(line);
    const activeTable = table ?? headerless;

    // Balances repeated at a page break are no opening or closing, except a first brought-forward.
    if (info.anyMoney.length > 0 && (BROUGHT_FORWARD.test(label) || CARRIED_FORWARD.test(label))) {
      const value = balanceValue(info, activeTable, label, line.text);
      if (BROUGHT_FORWARD.test(label) && account.opening === null && account.drafts.length === 0) {
        account.opening = value;
      }
      // Each is a checkpoint: the balance the rows before it must give.
      checkpoints.push({ account, after: account.drafts[account.drafts.length - 1] ?? null, cents: value, text: line.text.replace(/\s+/g, ' ').trim(), page: line.page });
      roles[i] = 'summary';
      last = null;
      continue;
    }

    // Opening and closing balances, in a summary or as rows of the table.
    const isOpening = OPENING_BALANCE.test(label);
    if ((isOpening || CLOSING_BALANCE.test(label)) && info.anyMoney.length > 0) {
      const value = balanceValue(info, activeTable, label, line.text);
      if (isOpening) {
        if (account.opening !== null && account.drafts.length > 0 && account.closing !== null) account = newAccount(accounts);
        if (account.opening === null) account.opening = value;
        else if (account.opening !== value) warnings.push(`Two different opening balances are printed (${fmt(account.opening)} and ${fmt(value)}); the first is used.`);
      } else if (account.closing === null) {
        account.closing = value;
      } else if (account.closing !== value) {
        warnings.push(`Two different closing balances are printed (${fmt(account.closing)} and ${fmt(value)}); the first is used.`);
      }
      roles[i] = 'summary';
      last = null;
      continue;
    }

    // "Total ..." and "N item(s) totaling ..." end a section and are never transactions; a
    // section's printed total is checked against its rows.
    // A row's description may go on with a word such as "Total" ("POS PURCHASE" over "TOTAL ENERGIES"):
    // a line without figures that continues the row above is its text, not a total.
    const wrapped = !dated && info.anyMoney.length === 0 && last !== null && continues(last, info, activeTable, band);
    if ((TOTAL_LINE.test(label) || ITEMS_TOTALING.test(line.text)) && !wrapped) {
      const sectionTotal = (section === 'credit' || section === 'debit') && info.anyMoney.length > 0 && account.drafts.length > sectionStart;
      if (!sectionTotal && info.anyMoney.length === 1) printedTotals.push(printedTotal(info));
      if (!sectionTotal && info.anyMoney.length > 1) {
        const labelled = labelledTotals(info);
        printedTotals.push(...(labelled.length > 0 ? labelled : columnTotals(info, activeTable)));
      }
      if (sectionTotal) {
        const printed = info.anyMoney[info.anyMoney.length - 1].cents;
        const sum = account.drafts.slice(sectionStart).reduce(addDraftCents, 0);
        if (sum !== printed) {
          const list = totalProblems.get(account) ?? [];
          list.push(`The section's printed total "${line.text.trim()}" is ${fmt(printed)}, but its ${account.drafts.length - sectionStart} rows add up to ${fmt(sum)}.`);
          totalProblems.set(account, list);
        }
      }
      section = null;
      sectionStart = account.drafts.length;
      closeSpan();
      roles[i] = 'summary';
      last = null;
      continue;
    }

    if (!dated) {
      if (info.money.length === 0 && isHeadingCandidate(info)) {
        const heading = headings[i];
        // A heading repeated at the top of every page is furniture once the body has headings of its own,
        // unless, once rows have been read, it names an account not seen yet (a section that starts at the
        // top of a later page and goes on over the next).
        const newAccount =
          heading !== null && heading.name !== null && accounts.some((a) => a.drafts.length > 0) && !accounts.some((a) => a.mask === heading.mask);
        if (heading && (!(info.furniture && hasBodyHeadings) || newAccount)) {
          const before = account;
          account = switchAccount(accounts, account, heading.mask, heading.name, info.furniture);
          if (account.drafts.length === 0) account.loan = isLoanHeading(infos, i);
          // The same account's heading repeated at the top of a page leaves its section open.
          if (account !== before || account.drafts.length === 0) {
            section = null;
            sectionStart = account.drafts.length;
            closeSpan();
          }
          roles[i] = 'heading';
          last = null;
          continue;
        }
        const kind = classifySection(line.text);
        const leftish = line.x0 <= (band ?? line.x0) + 2 * em || line.size > bodySize * 1.1;
        if (kind && leftish) {
          // A heading repeated on the next page ("continued") goes on with the same rows.
          if (kind !== section) sectionStart = account.drafts.length;
          section = kind;
          closeSpan();
          if (kind !== 'ignore') openSpan = { name: line.text.trim(), account, from: account.drafts.length };
          roles[i] = 'heading';
          last = null;
          continue;
        }
      }
      // A cell of several lines beside figures centred on it: its first line sits just above the dated line.
      const next = infos[i + 1];
      if (
        next &&
        info.anyMoney.length === 0 &&
        inBand(next, table) &&
        next.line.page === line.page &&
        next.line.y - line.y < 0.6 * em &&
        (band === null || line.x0 > band + em) &&
        (!last || line.y - last.lastY > 2 * (next.line.y - line.y))
      ) {
        lead = { text: line.text.trim(), line: i };
        roles[i] = 'continuation';
        last = null;
        continue;
      }
      // A balance carried to the next page whose figure a picture lost ("À reporter" alone) is no
      // description of the row above.
      if (info.anyMoney.length === 0 && CARRIED_FORWARD.test(line.text.trim()) && line.text.trim().split(/\s+/).length <= 4) {
        roles[i] = 'summary';
        last = null;
        continue;
      }
      const carried = last ? null : carriedOver(account.drafts, infos, roles, i);
      if (carried) {
        carried.parts.push(line.text.trim());
        roles[i] = 'continuation';
        continue;
      }
      if (last && continues(last, info, activeTable, band)) {
        const { placed, unplaced } = activeTable ? assignColumns(info.money, activeTable.columns, 4 * em) : { placed: [], unplaced: info.money };
        const amounts = placed.filter(isMovement);
        const text = textWithout(info, placed.map(placedItem), 0);
        if (amounts.length === 0) {
          if (unplaced.length === 0 || text || info.reference) {
            if (text) last.parts.push(text);
            continueReference(last, info);
            const bal = placed.find(isBalance);
            if (bal && last.balance === null) last.balance = signed(bal.item, 1);
            last.lastY = line.y;
            roles[i] = 'continuation';
            continue;
          }
        } else if (last.cents === null) {
          // The amount of a row printed on its last line.
          if (text) last.parts.push(text);
          continueReference(last, info);
          fillAmounts(last, placed, activeTable!, section);
          last.lastY = line.y;
          roles[i] = 'continuation';
          continue;
        } else if (text) {
          // A row that leaves its date out: it shares the date of the row above. Read from a picture
          // of a table that dates every row, it lost its date instead: its value date, where the
          // document's value dates are its rows' dates, is its own.
          const second = secondDateStandsIn && info.date && !info.date.match.impossible ? info.date : null;
          const draft: Draft = second
            ? newDraft(line, second.match, info, textWithout(info, placed.map((p) => p.item), second.match.tokens, second.index), info.words.slice(second.index, second.index + second.match.tokens).join(' '))
            : newDraft(line, last.date, info, text, last.dateText);
          fillAmounts(draft, placed, activeTable!, section);
          continueReference(draft, info);
          // The row above read without its date: so is this one.
          if ((last.dateUnread || last.dateRecovered) && !second) draft.dateUnread = true;
          draft.line = i;
          roles[i] = 'transaction';
          account.drafts.push(draft);
          last = draft;
          continue;
        }
      }
      const undated = readByOcr && section !== 'ignore' && table && !table.inferred ? undatedRow(infos, i, table, headerAt, account.drafts, (x) => inBand(x, table), dayFirst) : null;
      if (undated) {
        const draft = newDraft(line, undated.date.date, info, undated.text, undated.date.dateText);
        fillAmounts(draft, undated.placed, table!, section);
        draft.line = i;
        if (!undated.settled) draft.dateUnread = true;
        if (undated.recovered) draft.dateRecovered = true;
        roles[i] = 'transaction';
        account.drafts.push(draft);
        last = draft;
        continue;
      }
      if (info.anyMoney.length === 1 && roles[i] === 'text') printedTotals.push(printedTotal(info));
      last = null;
      continue;
    }

    // A dated row.
    if (section === 'ignore') {
      // A daily-balance listing: each day's ending balance, checked against the rows.
      dailyBalances.push(...dayBalances(info, dayFirst, decimalComma));
      roles[i] = 'summary';
      last = null;
      continue;
    }
    const { placed } = activeTable ? assignColumns(info.money, activeTable.columns, 4 * em) : { placed: [] };
    const amounts = placed.filter(isMovement);
    // Only a balance: a daily-balance listing, not a transaction; but a row described like the others
    // under a header with amount columns has lost its amount (a picture's reading): it is kept, flagged.
    const described = /[A-Za-z]{3}/.test(label) && !/\bbalances?\b/i.test(label) && table !== null && !table.inferred && table.columns.some(isMovementColumn);
    if (amounts.length === 0 && placed.length > 0 && !described) {
      roles[i] = 'summary';
      last = null;
      continue;
    }
    // The words after the date or dates (a posting date and a transaction date side by side).
    const skip = dateWords + (secondDateAt(info, dateWords, dayFirst) ?? 0);
    const code = typeCode(info, table, skip);
    const text = textWithout(info, placed.map(placedItem), skip - info.date!.index, info.date!.index, code);
    const dateText = info.words.slice(info.date!.index, info.date!.index + info.date!.match.tokens).join(' ');
    const draft = newDraft(line, info.date!.match, info, text, dateText);
    if (code) draft.kind = info.words.slice(code[0], code[1]).join(' ');
    continueReference(draft, info);
    if (lead?.line === i - 1) draft.parts.unshift(lead.text);
    if (leads?.line === i - 1) draft.parts.unshift(...leads.parts);
    lead = null;
    leads = null;
    if (placed.length > 0) fillAmounts(draft, placed, activeTable!, section);
    draft.textX = firstTextX(info, placed.map(placedItem), dateWords);
    draft.line = i;
    roles[i] = 'transaction';
    account.drafts.push(draft);
    last = draft;
  }

  endGrouped();
  closeSpan();
  // A checks-paid list that repeats the activity's check rows: the repeats are no rows of their own
  // (a section's total still counts them, as the rows they repeat).
  const repeatOf = new Map<Draft, Draft>();
  for (const a of accounts) {
    const repeats = repeatedChecks(a.drafts.map((d) => ({ date: d.date, cents: d.cents, text: [d.kind, ...d.parts, d.reference, d.cheque].filter(Boolean).join(' '), check: d.check, draft: d })));
    for (const [listed, activity] of repeats) repeatOf.set(listed.draft, activity.draft);
    a.drafts = a.drafts.filter((d) => !repeatOf.has(d));
  }
  for (const d of repeatOf.keys()) if (!accounts.some((a) => a.drafts.some((k) => k.line === d.line))) roles[d.line] = 'repeat';
  if (readByOcr) for (const a of accounts) repairBalancesFromAmounts(a);
  // A dated row that never found its amount is no transaction; one whose line printed a figure
  // that fits no column is kept as a flagged row.
  if (readByOcr) for (const a of accounts) repairAmountsFromBalances(a, infos);
  const noAmount = new Map<AccountState, Draft[]>();
  // Where each checkpoint falls among the rows kept (a dated line without an amount is no row).
  const checkpointRows = new Map<Checkpoint, number>();
  for (const c of checkpoints) {
    const at = c.after ? c.account.drafts.indexOf(c.after) : -1;
    checkpointRows.set(c, c.account.drafts.slice(0, at + 1).filter((d) => d.cents !== null).length);
  }
  for (const a of accounts) {
    const missing = a.drafts.filter((d) => d.cents === null);
    const withFigures = missing.filter((d) => infos[d.line]?.anyMoney.length);
    if (withFigures.length) noAmount.set(a, withFigures);
    for (const d of missing) roles[d.line] = withFigures.includes(d) ? 'flagged' : 'text';
    a.drafts = a.drafts.filter((d) => d.cents !== null);
  }
  const loans = accounts.filter((a) => a.loan && a.drafts.length === 0);
  if (loans.length) {
    warnings.push(`${loans.length} loan or card summary section(s) (${loans.map((a) => `account ending ${a.mask}`).join(', ')}) print balances but no history; they are not deposit accounts and were left out.`);
  }
  const kept = settleAccounts(accounts.filter((a) => !loans.includes(a)));
  if (kept.length === 0) {
    if (process.env.SP_DEBUG) infos.forEach((x, k) => console.log(roles[k], '|', x.line.text.slice(0, 90), '| money', x.money.map((m) => m.cents).join(','), '| date', x.date ? 'y' : 'n', '| accts', accounts.length, accounts.map((a) => a.drafts.length).join(',')));
    throw new StatementParseError(
      band === null
        ? 'No transaction table was found in the PDF (no column of dates); it does not look like a bank statement'
        : 'No transactions or balances were found in the PDF; it does not look like a bank statement',
    );
  }

  if (kept.length === 1 && kept[0].name === null) {
    // One account whose number is printed without its name: a line on page 1 that is only a name.
    // Not a line that goes on with a row's description ("TECU CREDIT UNION SHARES" under "STANDING ORDER").
    const named = infos.find((i, k) => i.line.page === 1 && i.line.cells.length === 1 && !i.date && i.anyMoney.length === 0 && roles[k] !== 'continuation' && isAccountName(i.line.text));
    if (named) kept[0].name = named.line.text.trim();
  }
  if (kept.length === 1 && kept[0].mask === null) {
    // One account whose number sits on no line of its own (a long line of facts: period, IBAN, BIC):
    // the first cell of page 1 that prints an account number or an IBAN.
    for (const info of infos) {
      if (info.line.page !== 1) break;
      const cell = info.line.cells.find((c) => matchAccountNumber(c.text));
      if (cell) {
        kept[0].mask = matchAccountNumber(cell.text)!.mask;
        break;
      }
    }
  }

  const convention = signConvention(kept.flatMap((a) => a.drafts));
  if (yearAnchor === null && kept.some((a) => a.drafts.some((d) => d.date.year === null))) {
    throw new StatementParseError('The statement period (the year of its dates) could not be found in the PDF');
  }

  let unsigned = 0;
  const parsedAccounts: ParsedAccount[] = kept.map((a) => {
    const signs = resolveSigns(a, convention, readByOcr);
    unsigned += signs.filter((s) => s === 0).length;
    // Every row in statement order; a row whose date no calendar has is kept apart, flagged.
    const rows = a.drafts.map((d, k) => {
      const printed = d.date.year;
      const year =
        printed === null
          ? resolveYear(d.date.month, d.date.day, period.start, period.end ?? yearAnchor)!
          : readByOcr
            ? periodYear(printed, d.date.month, d.date.day, period.start, period.end ?? yearAnchor)
            : printed;
      const row: ParsedTransaction = {
        date: isoDate(year, d.date.month, d.date.day),
        // A row that prints nothing but its reference is described by it.
        description: withCheque(d.parts.join(' ').replace(/\s+/g, ' ').trim(), d.cheque, d.chequeX !== undefined && d.textX !== null && d.chequeX < d.textX) || (d.reference ?? ''),
        amountCents: (signs[k] === 0 ? 1 : signs[k]) * d.cents!,
        runningBalanceCents: d.balance,
        page: d.page,
        externalId: d.reference ?? null,
      };
      const checkNumber = d.cheque ?? d.check;
      if (checkNumber) row.checkNumber = checkNumber;
      return { row, draft: d, impossible: !isCalendarDate(year, d.date.month, d.date.day) || d.dateUnread === true };
    });
    const transactions = rows.filter((r) => !r.impossible).map((r) => r.row);
    const flaggedRows: FlaggedRow[] = rows.flatMap((r, k) =>
      r.impossible
        ? [{ reason: r.draft.dateUnread ? ('UNREADABLE_DATE' as const) : ('IMPOSSIBLE_DATE' as const), dateAsPrinted: r.draft.dateUnread ? null : r.draft.dateText, description: r.row.description, amountCents: r.row.amountCents, runningBalanceCents: r.row.runningBalanceCents, page: r.row.page, row: k }]
        : [],
    );
    for (const r of rows) if (r.impossible) roles[r.draft.line] = 'flagged';
    const noCalendar = flaggedRows.filter((f) => f.reason === 'IMPOSSIBLE_DATE');
    if (noCalendar.length > 0) {
      warnings.push(`${noCalendar.length} row(s) carry a date no calendar has (${noCalendar.map((f) => f.dateAsPrinted).join(', ')}); they are kept apart as flagged rows and not analysed.`);
    }
    const unread = flaggedRows.length - noCalendar.length;
    if (unread > 0) warnings.push(`${unread} row(s) were read without their date; they are kept apart as flagged rows and not analysed.`);
    for (const d of noAmount.get(a) ?? []) {
      flaggedRows.push({ reason: 'NO_AMOUNT', dateAsPrinted: d.dateText, description: d.parts.join(' ').trim(), amountCents: null, runningBalanceCents: d.balance, page: d.page, row: -1 });
    }
    // The balances are checked over every row printed, the flagged ones included.
    const reconciliation = reconcileInOrder(rows.map((r) => r.row), a.opening, a.closing);
    checkForwardBalances(
      reconciliation,
      rows.map((r) => r.row),
      checkpoints.filter((c) => c.account === a).map((c) => ({ ...c, rows: checkpointRows.get(c)! })),
    );
    const rowOf = new Map(a.drafts.map((d, k) => [d, rows[k].row] as const));
    const sections = spans
      .filter((sp) => sp.account === a)
      .map((sp) => ({ name: sp.name, rows: sp.drafts.map((d) => repeatOf.get(d) ?? d).flatMap((d) => (rowOf.has(d) ? [rowOf.get(d)!] : [])) }));
    // A section going on over a page ("(continued)") is one section.
    const merged = new Map<string, { name: string; rows: ParsedTransaction[] }>();
    for (const sp of sections) {
      const key = sectionWords(sp.name);
      const known = merged.get(key);
      if (known) known.rows.push(...sp.rows);
      else merged.set(key, { name: sp.name.replace(/\s*\(?\bcontinued\b\)?/i, '').trim(), rows: [...sp.rows] });
    }
    // The rows of each kind an activity column names: a summary by activity totals them.
    const kinds = new Map<string, ParsedTransaction[]>();
    rows.forEach((r) => {
      if (r.draft.kind && !r.impossible) kinds.set(r.draft.kind, [...(kinds.get(r.draft.kind) ?? []), r.row]);
    });
    const byKind = [...kinds].map(([name, kindRows]) => ({ name, rows: kindRows }));
    const totals = [...(totalProblems.get(a) ?? []), ...(kept.length === 1 ? checkPrintedTotals(printedTotals, transactions, [...merged.values(), ...byKind]) : [])];
    if (kept.length === 1) {
      const days = dailyBalances.map((b) => ({ ...b, date: isoDate(b.year ?? resolveYear(b.month, b.day, period.start, period.end ?? yearAnchor) ?? 0, b.month, b.day) }));
      checkDailyBalances(reconciliation, rows.map((r) => r.row), days);
    }
    if (totals.length > 0) {
      reconciliation.problems.push(...totals);
      reconciliation.status = 'MISMATCH';
    }
    return {
      name: a.name,
      mask: a.mask,
      periodStart: period.start,
      periodEnd: period.end,
      transactions,
      reconciliation,
      flaggedRows,
    };
  });
  if (!toNext) {
    const rowAt = new Map(accounts.flatMap((a) => a.drafts.map((d) => [d.line, d] as const)));
    const above = descriptionsAbove(infos, roles, rowAt);
    if (above.size > 0) return readStatementWith(pages, explained, above);
  }
  if (unsigned > 0) warnings.push(`${unsigned} transaction(s) print no sign and sit in no debit or credit column or section; they are read as money in.`);
  if (period.start === null && period.end === null) warnings.push('No statement period is printed; years of dates were inferred.');
  if (explained) {
    lines.forEach((line, k) =>
      explained.push({ page: line.page, y: line.y, text: line.text, role: roles[k], datedWithMoney: infos[k].date?.index === 0 && infos[k].anyMoney.length > 0 }),
    );
  }

  return {
    format: 'PDF',
    institution: findInstitution(infos, bodySize),
    currency: findCurrency(lines),
    periodStart: period.start,
    periodEnd: period.end,
    pageCount: pages.length,
    accounts: parsedAccounts,
    warnings,
  };
}

// ---------------------------------------------------------------------------------------------
// Lines

function analyse(line: Line, dayFirst: boolean, furniture: Set<string>, key: string, decimalComma: boolean, picture = false, wholeUnits = false): LineInfo {
  const words = line.tokens.map(tokenText);
  // In whole units a figure with decimals ("02.02", a value date) is no money.
  const spans = wholeUnits
    ? findMoney(words.map(wholeUnitsWithCents), { decimalComma, picture }).filter((s) => words.slice(s.from, s.to).some(isGroupedWholeFigure))
    : findMoney(words, { decimalComma, picture });
  const anyMoney: MoneyCell[] = spans.map((s) => ({ ...s, x0: line.tokens[s.from].x0, x1: line.tokens[s.to - 1].x1 }));
  const inMoney = new Uint8Array(words.length);
  for (const s of spans) for (let k = s.from; k < s.to; k++) inMoney[k] = 1;
  // Cells holding anything but money figures.
  const textCell = new Uint8Array(line.cells.length);
  for (let k = 0; k < words.length; k++) if (!inMoney[k]) textCell[line.tokens[k].cell] = 1;
  const money = anyMoney.filter((s) => {
    for (let c = line.tokens[s.from].cell; c <= line.tokens[s.to - 1].cell; c++) if (textCell[c]) return false;
    return true;
  });
  let date: LineInfo['date'] = null;
  let seenCells = 0;
  for (let k = 0; k < line.tokens.length && seenCells < 3; k++) {
    if (k > 0 && line.tokens[k].cell === line.tokens[k - 1].cell) continue;
    seenCells += 1;
    if (inMoney[k]) break;
    const match = matchDate(words, k, dayFirst, { impossible: true });
    if (match) {
      date = { match, index: k, x0: line.tokens[k].x0 };
      break;
    }
  }
  return { line, words, money, anyMoney, date, furniture: furniture.has(key) };
}

/**
 * Date cells read from a picture as their month alone ("Jan" for "Jan 1"), in the date column of a
 * table that prints each day's date once: the day the dates above and below leave (lost-day.ts).
 */
function recoverLostDays(infos: LineInfo[], band: number): void {
  const at: number[] = [];
  const lines: DayLine[] = [];
  infos.forEach((info, k) => {
    if (info.money.length === 0 || info.furniture) return;
    const { line, words } = info;
    if (info.date) {
      if (info.date.match.impossible || Math.abs(info.date.x0 - band) > 1.5 * line.size) return;
      const rest = words.slice(info.date.index + info.date.match.tokens).join(' ');
      if (OPENING_BALANCE.test(rest) || CLOSING_BALANCE.test(rest) || BROUGHT_FORWARD.test(rest) || CARRIED_FORWARD.test(rest)) return;
      lines.push({ kind: 'dated', month: info.date.match.month, day: info.date.match.day });
    } else {
      const first = line.tokens[0];
      const month = monthFromName(words[0] ?? '');
      const alone = month !== null && line.cells.length >= 2 && line.cells[first.cell].text.trim() === words[0];
      lines.push(alone && Math.abs(first.x0 - band) <= 1.5 * line.size ? { kind: 'month', month } : { kind: 'undated' });
    }
    at.push(k);
  });
  lostDays(lines).forEach((day, j) => {
    const info = infos[at[j]];
    const month = (lines[j] as { month?: number }).month;
    if (day !== null && month !== undefined) info.date = { match: { month, day, year: null, tokens: 1 }, index: 0, x0: info.line.tokens[0].x0 };
  });
}

/** A figure printed without cents ("445", "10311.2"), as word processors' tables print amounts. */
const BARE_FIGURE = /^([-+\u2212]?)\$?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d))?$/;

/**
 * Under a header that names its amount columns, a figure without cents that fills its cell inside
 * one of those columns is money too. Elsewhere such figures are check numbers, references, years.
 * `centsLost`: read from a picture of a document that prints cents, where such a figure is one whose
 * separator OCR lost ("2387" for 23,87), its digits are cents.
 */
function widenMoney(info: LineInfo, table: TableModel, decimalComma: boolean, centsLost = false): void {
  const { line } = info;
  const taken = new Uint8Array(line.tokens.length);
  for (const m of info.anyMoney) for (let k = m.from; k < m.to; k++) taken[k] = 1;
  const added: MoneyCell[] = [];
  line.tokens.forEach((t, k) => {
    if ((decimalComma && !centsLost) || taken[k] || line.cells[t.cell].text !== t.text) return;
    const lost = centsLost ? centsOfLostSeparator(t.text) : null;
    const m = centsLost ? null : BARE_FIGURE.exec(t.text);
    if (!m && lost === null) return;
    // Inside an amount column, or within an em of one (figures right-aligned past a short header word).
    if (!table.columns.some((c) => Math.min(c.x1, t.x1) - Math.max(c.x0, t.x0) > -line.size)) return;
    if (table.descriptionX !== null && t.x0 < table.descriptionX) return;
    const cents = m ? Number(m[2].replace(/,/g, '')) * 100 + (m[3] ? Number(m[3]) * 10 : 0) : lost!;
    const sign = m?.[1] ? -1 : 0;
    added.push({ cents, sign, marker: sign ? 'minus' : null, from: k, to: k + 1, x0: t.x0, x1: t.x1 });
  });
  // A figure drawn so close to the text beside it that they share a cell is still the column's
  // value when it lies inside one of the header's amount columns.
  for (const m of info.anyMoney) {
    if (info.money.includes(m)) continue;
    if (table.columns.some((c) => Math.min(c.x1, m.x1) - Math.max(c.x0, m.x0) > 0)) added.push(m);
  }
  if (added.length === 0) return;
  info.money = [...info.money, ...added].sort(byFrom);
  info.anyMoney = [...new Set([...info.anyMoney, ...added])].sort(byFrom);
}

/**
 * The text of a line from the cell where a balance label starts ("Account name  John Doe
 * Beginning Balance:  $8000.00" is a beginning balance); the whole line when no cell starts one.
 */
const FIGURE = /[-+(]?[$£€]?\d[\d,.'\u2019]*\.\d\d\)?-?(?:\s*(?:CR|DR)\b)?/g;

/** A currency written before a figure ("R 78 874.82", "ZAR 1,000.00"): no word of the label. */
const CURRENCY_WORD = /^(?:R|kr|[$£€]|[A-Z]{3})$/;

/**
 * Totals printed side by side on one line, each after its own label ("Total Credits: R 78 874.82
 * Total Debits: R 51 949.64"); none when a figure has no label of its own (figures under columns).
 */
function labelledTotals(info: LineInfo): PrintedTotal[] {
  const out: PrintedTotal[] = [];
  let from = 0;
  for (const m of info.anyMoney) {
    const words = info.words.slice(from, m.from);
    while (words.length && CURRENCY_WORD.test(words[words.length - 1])) words.pop();
    if (!words.some((w) => /[A-Za-z]{3}/.test(w))) return [];
    out.push({ label: words.join(' '), cents: m.cents });
    from = m.to;
  }
  return out;
}

/**
 * A totals line under the table's columns ("TOTAL PAID OUT / PAID IN  4,927.21  4,724.25"): the
 * figure under the debit column totals the money out, the one under the credit column the money in.
 * None unless each figure sits in one of those two columns.
 */
function columnTotals(info: LineInfo, table: TableModel | null): PrintedTotal[] {
  if (!table || table.inferred) return [];
  const { placed, unplaced } = assignColumns(info.anyMoney, table.columns, 4 * info.line.size);
  if (unplaced.length > 0 || placed.some((p) => p.column.type !== 'debit' && p.column.type !== 'credit')) return [];
  return placed.map((p) => ({ label: p.column.type === 'debit' ? 'Total debits' : 'Total credits', cents: p.item.cents }));
}

function printedTotal(info: LineInfo): PrintedTotal {
  return { label: info.line.text.replace(FIGURE, ' ').replace(/\s+/g, ' ').trim(), cents: info.anyMoney[0].cents };
}

function summaryLabel(line: Line): string {
  for (let c = 1; c < line.cells.length; c++) {
    const text = line.cells[c].text;
    if (OPENING_BALANCE.test(text) || CLOSING_BALANCE.test(text)) return line.cells.slice(c).map((x) => x.text).join(' ');
  }
  return line.text;
}

function furnitureKey(line: Line): string {
  return `${Math.round(line.y / 4)}|${line.text.replace(/\bpage\s*\d+(\s*(?:of|\/)\s*\d+)?/gi, 'page').toLowerCase()}`;
}

/** Lines printed at the same place on several pages: page headers and footers. */
function furnitureKeys(lines: readonly Line[], keys: readonly string[], pageCount: number): Set<string> {
  const pagesByKey = new Map<string, Set<number>>();
  if (pageCount < 2) return new Set();
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k];
    const key = keys[k];
    let set = pagesByKey.get(key);
    if (!set) pagesByKey.set(key, (set = new Set()));
    set.add(line.page);
  }
  return new Set([...pagesByKey].filter(([, p]) => p.size >= 2).map(([k]) => k));
}

/**
 * Whether two numbers could be a day and a month in either order: a sort code `07-76-78` or a
 * reference `40-09-11` looks like a date but must not vote on which comes first.
 */
export function couldBeDate(a: number, b: number): boolean {
  return a >= 1 && b >= 1 && a <= 31 && b <= 31 && (a <= 12 || b <= 12);
}

/**
 * Numeric dates are day first when first numbers over 12 outvote second ones (dayFirstByVotes), counting
 * the dates starting lines and every full date anywhere (the period's "31.03.2026"). When no number
 * tells, the statement period may (the reading that puts more dated lines inside the period it
 * reads); else the dates themselves may (spanFit: the reading that keeps the rows within weeks, not
 * months); else the document's own conventions do: dates written with dots (`05.01.2026`) or figures
 * with a decimal comma are day first; otherwise month first.
 */
function detectDayFirst(lines: readonly Line[], decimalComma = false): boolean {
  let firstOver = 0;
  let secondOver = 0;
  let dotted = 0;
  let other = 0;
  const count = (a: string, b: string, sep: string) => {
    if (!couldBeDate(Number(a), Number(b))) return;
    if (Number(a) > 12) firstOver += 1;
    if (Number(b) > 12) secondOver += 1;
    if (sep === '.') dotted += 1;
    else other += 1;
  };
  for (const line of lines) {
    const m = /^(\d{1,2})([/.-])(\d{1,2})\b/.exec(line.tokens[0]?.text ?? '');
    if (m && !/^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(line.tokens[0].text)) count(m[1], m[3], m[2]);
    for (const t of line.tokens) {
      const full = /^(\d{1,2})([/.-])(\d{1,2})\2(?:\d{4}|\d{2})[,;:]?$/.exec(t.text);
      if (full) count(full[1], full[3], full[2]);
    }
  }
  const voted = dayFirstByVotes(firstOver, secondOver);
  if (voted !== null) return voted;
  const fit = periodFit(lines);
  if (fit !== 0) return fit > 0;
  const span = spanFit(lines);
  if (span !== null) return span;
  return dotted > other || decimalComma;
}

/** Rows of one statement run over weeks; read in the other order, days become months. */
const ROWS_SPAN_DAYS = 62;

/**
 * The order in which the full dates starting lines ("01-10-2026" ... "11-10-2026", a picture that
 * lost the period's end) keep to a statement's weeks: day first when read so they span at most
 * ROWS_SPAN_DAYS and read month first over three times as long; the other way round alike; null
 * when both readings fit or neither does, or fewer than five dates tell.
 */
function spanFit(lines: readonly Line[]): boolean | null {
  const span = (dayFirst: boolean): number | null => {
    const days: number[] = [];
    for (const line of lines) {
      if (!/^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/.test(line.tokens[0]?.text ?? '')) continue;
      const date = matchDate(line.tokens.map(tokenText), 0, dayFirst);
      if (date?.year == null) continue;
      days.push(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
    }
    return days.length < 5 ? null : Math.max(...days) - Math.min(...days);
  };
  const dayFirst = span(true);
  const monthFirst = span(false);
  if (dayFirst === null || monthFirst === null) return null;
  if (dayFirst <= ROWS_SPAN_DAYS && monthFirst > 3 * Math.max(dayFirst, 1)) return true;
  if (monthFirst <= ROWS_SPAN_DAYS && dayFirst > 3 * Math.max(monthFirst, 1)) return false;
  return null;
}

/**
 * What the dates whose day cannot be their month say about the order: day first when only first
 * numbers exceed 12, month first when only second ones do. OCR misreads a date now and then (a
 * statement number "01/2026" read "01/20/26"), so when both happen the order far more often seen
 * wins: at least three times as many, and three at least; else the numbers cannot tell (null).
 */
export function dayFirstByVotes(firstOver: number, secondOver: number): boolean | null {
  if (firstOver === 0 && secondOver === 0) return null;
  if (secondOver === 0) return true;
  if (firstOver === 0) return false;
  if (firstOver >= 3 && firstOver >= 3 * secondOver) return true;
  if (secondOver >= 3 && secondOver >= 3 * firstOver) return false;
  return null;
}

/**
 * How many more of the lines starting with a date fall inside the statement period read day first
 * than read month first ("01-01-2026", "05-01-2026" in "1 January 2026 to 31 January 2026"); 0 when
 * no period is printed or both readings fit as well.
 */
function periodFit(lines: readonly Line[]): number {
  const texts = lines.map((l) => l.text);
  const inside = (dayFirst: boolean) => {
    const { start, end } = findPeriod(texts, dayFirst);
    if (start === null || end === null) return 0;
    let n = 0;
    for (const line of lines) {
      const date = matchDate(line.tokens.map(tokenText), 0, dayFirst);
      const year = date ? (date.year ?? resolveYear(date.month, date.day, start, end)) : null;
      if (!date || year === null) continue;
      const iso = isoDate(year, date.month, date.day);
      if (iso >= start && iso <= end) n++;
    }
    return n;
  };
  return inside(true) - inside(false);
}

/** The x where dates start lines most often. */
function dateBand(infos: readonly LineInfo[]): number | null {
  const votes = new Map<number, number[]>();
  for (const info of infos) {
    if (!info.date || info.date.index !== 0) continue;
    const key = Math.round(info.date.x0 / 3);
    let list = votes.get(key);
    if (!list) votes.set(key, (list = []));
    list.push(info.date.x0);
  }
  let bestKey: number | null = null;
  let bestCount = 0;
  for (const key of votes.keys()) {
    const count = (votes.get(key - 1)?.length ?? 0) + votes.get(key)!.length + (votes.get(key + 1)?.length ?? 0);
    if (count > bestCount || (count === bestCount && bestKey !== null && key < bestKey)) {
      bestCount = count;
      bestKey = key;
    }
  }
  if (bestKey === null) return null;
  const xs = [...(votes.get(bestKey - 1) ?? []), ...votes.get(bestKey)!, ...(votes.get(bestKey + 1) ?? [])];
  return median(xs);
}

/** How many lines of a row's description may stand between its dated line and a line that goes on with it. */
const MAX_ROW_LINES = 3;

/**
 * Whether line `k` goes on with the description of a dated row just above it: the lines between are
 * on the same page, each within a row's spacing of the one before, and start right of the row's date,
 * where its description is, as line `k` does.
 */
function underRowDescription(infos: readonly LineInfo[], k: number, band: number | null): boolean {
  const { line } = infos[k];
  for (let j = k - 1; j >= Math.max(0, k - MAX_ROW_LINES); j--) {
    const above = infos[j];
    const below = infos[j + 1].line;
    if (above.line.page !== line.page) return false;
    const gap = below.y - above.line.y;
    if (gap <= 0 || gap > 2.1 * Math.max(below.size, above.line.size)) return false;
    if (above.date) {
      const em = line.size;
      const dateX = band ?? above.date.x0;
      return above.money.length > 0 && line.x0 > dateX + em && line.x0 > above.date.x0 + em;
    }
    if (above.money.length > 0 || (band !== null && above.line.x0 <= band + 0.8 * above.line.size)) return false;
  }
  return false;
}

/** A line short enough to be a heading (not a paragraph). */
function isHeadingCandidate(info: LineInfo): boolean {
  return info.words.length <= 14 && info.line.text.length <= 120;
}

/** How many tokens a second date right after the first takes (posting date and transaction date). */
function secondDateAt(info: LineInfo, at: number, dayFirst: boolean): number | null {
  const m = matchDate(info.words, at, dayFirst);
  return m ? m.tokens : null;
}

/**
 * The words of a dated row printed under a "Type" or "Activity" heading of its own (DD, BGC, FPO,
 * "Bill Payment", "Debit Card": the kind of the row, not its description), as `[from, to)`, or null:
 * the words of a cell inside that column, left of where the description column starts, or one short
 * capitalised code there.
 */
function typeCode(info: LineInfo, table: TableModel | null, after: number): [number, number] | null {
  const codes = table?.codes;
  if (!codes || table.descriptionX === null || after >= info.words.length) return null;
  const { tokens } = info.line;
  const em = info.line.size;
  const inColumn = (t: { x0: number; x1: number }) => t.x0 >= codes.x0 - em && t.x1 <= table.descriptionX! - 0.25 * em;
  const cell = info.line.cells[tokens[after].cell];
  if (inColumn(cell) && tokens[after].x0 >= cell.x0 - 0.1) {
    let to = after;
    while (to < tokens.length && tokens[to].cell === tokens[after].cell) to++;
    if (/[A-Za-z]/.test(info.words.slice(after, to).join(' '))) return [after, to];
  }
  return inColumn(tokens[after]) && /^[A-Z]{1,4}$/.test(tokens[after].text) ? [after, after + 1] : null;
}

/**
 * Figures under a column the header marks as no movement of the row: charges accrued beside each
 * row and debited once, as a row of their own ("Accrued Bank Charges"), a trade's quantity and price.
 * They are neither the row's amount nor part of its description.
 */
function setAside(info: LineInfo, asides: readonly { x0: number; x1: number }[]): void {
  const em = info.line.size;
  const under = (t: { x0: number; x1: number }) => asides.some((a) => Math.min(a.x1, t.x1) - Math.max(a.x0, t.x0) > -0.5 * em);
  const aside = info.money.filter(under);
  const dropped = new Set<number>();
  for (const m of aside) for (let k = m.from; k < m.to; k++) dropped.add(k);
  info.line.tokens.forEach((t, k) => {
    if (FIGURE_WORD.test(t.text) && under(t)) dropped.add(k);
  });
  if (dropped.size === 0) return;
  info.asides = dropped;
  info.money = info.money.filter((m) => !aside.includes(m));
  info.anyMoney = info.anyMoney.filter((m) => !aside.includes(m));
}

/**
 * Cells of a row under a column the header names as no part of the description (apart): its reference
 * (with or without a cheque number), a value date printed after the description, a serial number, a
 * branch, and a column of cheque numbers alone: its number (kept as the row's cheque number, as a
 * checks-paid list keeps its checks') or the dash it prints for none. A cell is
 * under such a column when it starts past the heading before it and reaches into the column, short of
 * the heading after it; a long description running on past its heading starts before and stays whole.
 * Under a date's heading only a date is set apart. The reference is kept as printed.
 */
function setApart(info: LineInfo, columns: readonly ApartColumn[], dayFirst: boolean): void {
  const { line } = info;
  const em = line.size;
  const under = (cell: { x0: number; x1: number }) =>
    columns.find((col) => cell.x0 > col.after && cell.x1 > col.x0 && cell.x0 < Math.max(col.x1, col.before - 0.5 * em) && cell.x1 <= col.before + 0.5 * em);
  // A dash under such a column is its placeholder for none, never the sign of the figure beside it.
  for (const m of info.anyMoney) {
    const cell = line.tokens[m.from].cell;
    if (m.to - m.from < 2 || cell === line.tokens[m.from + 1].cell || !/^[-\u2013\u2014]$/.test(line.cells[cell].text) || !under(line.cells[cell])) continue;
    const figure = parseMoney(info.words.slice(m.from + 1, m.to).join(''), { lakhs: true, apostrophes: true });
    if (!figure) continue;
    Object.assign(m, figure, { from: m.from + 1, x0: line.tokens[m.from + 1].x0 });
  }
  // A value date of day and month ("01.04") alone in its cell under a date's heading is the date, though
  // a picture whose figures read with decimal points takes it for one (1.04).
  const dated = (m: MoneyCell) => {
    const cell = line.tokens[m.from].cell;
    return m.to - m.from === 1 && line.tokens.filter((t) => t.cell === cell).length === 1 && isDottedDayMonth(info.words[m.from], dayFirst) && under(line.cells[cell])?.kind === 'date';
  };
  if (info.anyMoney.some(dated)) {
    info.money = info.money.filter((m) => !dated(m));
    info.anyMoney = info.anyMoney.filter((m) => !dated(m));
  }
  const inMoney = new Set<number>();
  for (const m of info.anyMoney) for (let k = m.from; k < m.to; k++) inMoney.add(k);
  const dropped = new Set<number>();
  const references: string[] = [];
  line.cells.forEach((cell, c) => {
    const at: number[] = [];
    line.tokens.forEach((t, k) => t.cell === c && at.push(k));
    if (at.length === 0 || at.some((k) => inMoney.has(k) || info.asides?.has(k))) return;
    const column = under(cell);
    if (!column) return;
    if (column.kind === 'date' && matchDate(info.words, at[0], dayFirst)?.tokens !== at.length && !(at.length === 1 && isDottedDayMonth(info.words[at[0]], dayFirst))) return;
    const text = at.map((k) => info.words[k]).join(' ');
    // Under a column of cheque numbers, words that are no number (a description run on into it) stay.
    const cheque = column.kind === 'cheque' && /[A-Za-z0-9]/.test(text) ? checkNumber(at.map((k) => info.words[k])) : null;
    if (column.kind === 'cheque' && /[A-Za-z0-9]/.test(text) && !cheque) return;
    for (const k of at) dropped.add(k);
    if (column.kind === 'reference' && /[A-Za-z1-9]/.test(text)) references.push(text);
    if (cheque) Object.assign(info, { cheque, chequeX: cell.x0 });
  });
  if (dropped.size === 0) return;
  info.apart = dropped;
  if (references.length) info.reference = references.join(' ');
}

/**
 * A day and month with dots and no year ("02.01", "31.12."), as a value date beside a booking date that
 * prints its year: under a date's heading a date, though alone it could be read as a figure.
 */
function isDottedDayMonth(word: string, dayFirst: boolean): boolean {
  const m = /^(\d{1,2})\.(\d{1,2})\.?$/.exec(word);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const [month, day] = dayFirst ? [b, a] : [a, b];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** A line's reference goes to the row it belongs to; a reference wrapped onto the next line goes on unbroken. */
function continueReference(draft: Draft, info: LineInfo): void {
  if (info.reference) draft.reference = (draft.reference ?? '') + info.reference;
  if (info.cheque && draft.cheque === undefined) Object.assign(draft, { cheque: info.cheque, chequeX: info.chequeX });
}

/** A word that only names a row as a cheque ("Check", "CHQ", "Cheque paid"): the number printed apart completes it. */
const CHEQUE_ONLY = /^(?:checks?|cheques?|chq|chk)\.?(?:\s+(?:paid|no\.?|#))?$/i;

/**
 * The description of a row whose cheque number is printed in a column of its own: the number is no
 * part of it, unless the row's description says no more than that it is a cheque ("301" beside
 * "Check" names the row "301 Check", in the order printed) or nothing at all.
 */
export function withCheque(description: string, cheque: string | undefined, chequeFirst: boolean): string {
  if (!cheque) return description;
  if (description === '') return cheque;
  if (!CHEQUE_ONLY.test(description)) return description;
  return chequeFirst ? `${cheque} ${description}` : `${description} ${cheque}`;
}

/** A word that is only a figure: a quantity, a price, an amount. */
const FIGURE_WORD = /^[-+(]?[$£€]?\d[\d,.'\u2019]*\)?$/;

/** The line's words, less the money figures placed in columns, `skip` words from `from` (the dates), a type code and figures set aside. */
function textWithout(info: LineInfo, used: readonly MoneyCell[], skip: number, from = 0, code: [number, number] | null = null): string {
  const drop = new Uint8Array(info.words.length);
  for (const m of used) for (let k = m.from; k < m.to; k++) drop[k] = 1;
  for (const k of info.asides ?? []) drop[k] = 1;
  for (const k of info.apart ?? []) drop[k] = 1;
  for (let k = from; k < from + skip && k < drop.length; k++) drop[k] = 1;
  if (code) for (let k = code[0]; k < code[1]; k++) drop[k] = 1;
  return info.words.filter((_, k) => !drop[k]).join(' ');
}

/** Left edge of the first word of a row that is neither its date nor a placed figure. */
function firstTextX(info: LineInfo, used: readonly MoneyCell[], skip: number): number | null {
  const drop = new Uint8Array(info.words.length);
  for (const m of used) for (let k = m.from; k < m.to; k++) drop[k] = 1;
  for (const k of info.apart ?? []) drop[k] = 1;
  const from = info.date ? info.date.index : 0;
  for (let k = from; k < from + skip && k < drop.length; k++) drop[k] = 1;
  const k = info.words.findIndex((_, j) => !drop[j]);
  return k >= 0 ? info.line.tokens[k].x0 : null;
}

function newDraft(line: Line, date: DateMatch, info: LineInfo, text: string, dateText: string): Draft {
  const descToken = info.date ? line.tokens[info.date.index + info.date.match.tokens] : line.tokens[0];
  return {
    page: line.page,
    date,
    dateText,
    line: -1,
    parts: text ? [text] : [],
    cents: null,
    explicit: 0,
    marker: null,
    column: null,
    inferredColumn: false,
    section: 0,
    balance: null,
    lastY: line.y,
    size: line.size,
    descX: descToken ? descToken.x0 : line.x0,
    textX: null,
  };
}

/** The records of a side-by-side table line, one per group (null for a group without a date and an amount). */
function groupedRecords(line: Line, groups: readonly RecordGroup[], dayFirst: boolean, section: SectionKind | null, decimalComma: boolean): (Draft | null)[] {
  const out: (Draft | null)[] = [];
  for (const group of groups) {
    const tokens = tokensOf(line.tokens, group);
    const words = tokens.map(tokenText);
    let at = -1;
    let date: DateMatch | null = null;
    for (let k = 0; k < words.length && !date; k++) {
      date = matchDate(words, k, dayFirst, { impossible: true });
      if (date) at = k;
    }
    const money = findMoney(words, { decimalComma });
    if (!date || money.length === 0) {
      out.push(null);
      continue;
    }
    const figure = money[money.length - 1];
    const used = new Uint8Array(words.length);
    for (let k = at; k < at + date.tokens; k++) used[k] = 1;
    for (let k = figure.from; k < figure.to; k++) used[k] = 1;
    const rest = words.filter((_, k) => !used[k]);
    const number = group.cells.some(isCheckNumberCell) ? checkNumber(rest) : null;
    const amountCell = group.cells.find(isAmountCell);
    const draft = newDraft(line, date, { ...EMPTY_INFO, line }, number ? `Check ${number}` : rest.join(' '), words.slice(at, at + date.tokens).join(' '));
    draft.cents = figure.cents;
    draft.explicit = figure.sign;
    draft.marker = figure.marker;
    draft.column = (amountCell?.type as AmountColumnType | undefined) ?? 'amount';
    draft.section = section === 'credit' ? 1 : section === 'debit' ? -1 : 0;
    draft.descX = tokens[0].x0;
    if (number) draft.check = number;
    out.push(draft);
  }
  return out;
}

const EMPTY_INFO: LineInfo = { line: null as unknown as Line, words: [], money: [], anyMoney: [], date: null, furniture: false };

function signed(m: Money, unsignedAs: 1 | -1): number {
  return (m.sign === 0 ? unsignedAs : m.sign) * m.cents;
}

function fillAmounts(draft: Draft, placed: ReturnType<typeof assignColumns<MoneyCell>>['placed'], table: TableModel, section: SectionKind | null): void {
  const amounts = placed.filter(isMovement);
  const balance = placed.find(isBalance);
  if (balance) draft.balance = signed(balance.item, 1);
  if (amounts.length === 0) return;
  if (amounts.length > 1) {
    // A debit and a credit on one row: the net is the row's amount.
    const net = amounts.reduce(addNet, 0);
    draft.cents = Math.abs(net);
    draft.explicit = net < 0 ? -1 : 1;
    draft.column = 'amount';
    return;
  }
  const chosen = amounts[0];
  draft.cents = chosen.item.cents;
  draft.explicit = chosen.item.sign;
  draft.marker = chosen.item.marker;
  draft.column = chosen.column.type;
  draft.inferredColumn = table.inferred;
  draft.section = section === 'credit' ? 1 : section === 'debit' ? -1 : 0;
}

/** Whether a table's dated rows repeat a day's date from row to row, as a table that dates every row does. */
function datesEveryRow(dated: readonly LineInfo[]): boolean {
  const dates = dated.map((x) => x.date!.match).filter((d) => !d.impossible);
  let repeats = 0;
  for (let k = 1; k < dates.length; k++) if (dates[k].month === dates[k - 1].month && dates[k].day === dates[k - 1].day) repeats++;
  return dates.length >= 5 && repeats * 10 > dates.length;
}

const sameDay = (a: DayMonth, b: DayMonth) => a.month === b.month && a.day === b.day && (a.year === null || b.year === null || a.year === b.year);

/** Dated rows that print a second date (a value date) it takes to trust it for the row's own... */
const MIN_SECOND_DATES = 5;
/** ...and the share of them whose second date is the row's date. */
const SECOND_DATE_AGREES = 0.9;

/**
 * Whether the second date the dated rows print after their own (a value or settlement date) is, on
 * this document, the row's date again: on nearly every row that prints both, they are one day. Then
 * a row whose own date OCR lost is dated by its second.
 */
function secondDateIsRowDate(dated: readonly LineInfo[], dayFirst: boolean): boolean {
  let both = 0;
  let agree = 0;
  for (const x of dated) {
    const second = matchDate(x.words, x.date!.index + x.date!.match.tokens, dayFirst);
    if (!second) continue;
    both += 1;
    if (sameDay(second, x.date!.match)) agree += 1;
  }
  return both >= MIN_SECOND_DATES && agree >= SECOND_DATE_AGREES * both;
}

/** Words of a line that make it a total or a balance, not a row. */
const NOT_A_ROW = /\b(?:totals?|balances?|solde|saldos?|report(?:er)?|carried|brought|forward)\b/i;

/**
 * A line read from a picture that lost its date: in a table under a header, it prints a description,
 * an amount in an amount column and the running balance, as the dated rows do, and sits below a row
 * of the same page. The rows of a statement run in date order, so when the next dated row of the page
 * has the date of the row above, that is its date too (`settled`); otherwise it is kept, flagged.
 */
function undatedRow(
  infos: readonly LineInfo[],
  i: number,
  table: TableModel,
  headerAt: { page: number; y: number } | null,
  drafts: readonly Draft[],
  dated: (info: LineInfo) => boolean,
  dayFirst: boolean,
): { date: { date: DateMatch; dateText: string }; placed: ReturnType<typeof assignColumns<MoneyCell>>['placed']; text: string; settled: boolean; recovered?: boolean } | null {
  const info = infos[i];
  const { line } = info;
  const last = drafts[drafts.length - 1];
  const above = last && last.page === line.page && last.lastY < line.y ? last : null;
  // The first row under the header has no row above: the row below gives it a date, flagged.
  const underHeader = headerAt !== null && headerAt.page === line.page && headerAt.y < line.y && (!last || last.page !== line.page || last.lastY < headerAt.y);
  if (!above && !underHeader) return null;
  if (NOT_A_ROW.test(line.text)) return null;
  const { placed } = assignColumns(info.money, table.columns, 4 * line.size);
  const amounts = placed.filter(isMovement);
  if (amounts.length !== 1 || !placed.some(isBalance)) return null;
  const text = textWithout(info, placed.map(placedItem), 0);
  if (!/[A-Za-z]{3}/.test(text)) return null;
  let below: { date: DateMatch; dateText: string } | null = null;
  for (let j = i + 1; j < infos.length && infos[j].line.page === line.page; j++) {
    const next = infos[j];
    if (!next.date || !dated(next)) continue;
    below = { date: next.date.match, dateText: next.words.slice(next.date.index, next.date.index + next.date.match.tokens).join(' ') };
    break;
  }
  if (!above) return below ? { date: below, placed, text, settled: false } : null;
  // A row above dated by a guess settles nothing.
  const settled = !above.dateUnread && !above.dateRecovered && below !== null && below.date.month === above.date.month && below.date.day === above.date.day && (below.date.year ?? above.date.year) === above.date.year;
  // The nearest row above read with its date (rows above it may have lost theirs too).
  const sure = [...drafts].reverse().find((d) => d.page === line.page && d.lastY < line.y && !d.dateUnread && !d.dateRecovered);
  if (!settled && sure && below) {
    // Its date cell read as no date ("01/32/2025"): the date between the rows around it written nearest it.
    const cell = misreadDateCell(info, infos[sure.line]);
    const date = cell ? nearestDate(cell.text, { text: sure.dateText, date: sure.date }, below.date, dayFirst) : null;
    if (cell && date) {
      const rest = textWithout(info, placed.map((p) => p.item), cell.tokens);
      if (/[A-Za-z]{3}/.test(rest)) return { date: { date: { ...date, tokens: cell.tokens }, dateText: cell.text }, placed, text: rest, settled: true, recovered: true };
    }
  }
  return { date: above, placed, text, settled };
}

/**
 * The first cell of a line, when it stands where the row above prints its date and is no figure:
 * a date cell read as no date. Null otherwise.
 */
function misreadDateCell(info: LineInfo, above: LineInfo | undefined): { text: string; tokens: number } | null {
  const { line } = info;
  if (!above?.date || line.tokens.length === 0) return null;
  const first = line.tokens[0];
  if (Math.abs(first.x0 - above.date.x0) > 1.5 * line.size) return null;
  if (info.anyMoney.some((m) => m.from === 0)) return null;
  const tokens = line.tokens.filter((t) => t.cell === first.cell).length;
  const text = info.words.slice(0, tokens).join(' ');
  return text.length <= 16 && /\d/.test(text) ? { text, tokens } : null;
}

function continues(last: Draft, info: LineInfo, table: TableModel | null, band: number | null): boolean {
  const { line } = info;
  if (line.page !== last.page) return false;
  const gap = line.y - last.lastY;
  if (gap <= 0 || gap > 2.1 * Math.max(line.size, last.size)) return false;
  const em = line.size;
  const descX = Math.min(last.descX, table?.descriptionX ?? Infinity);
  // A centred description column starts each line elsewhere; past the date column it is still one.
  if (line.x0 < descX - 1.5 * em && !(table?.date && line.x0 > table.date.x1 + em)) return false;
  if (band !== null && line.x0 <= band + 0.8 * em) return false;
  const firstAmount = table?.columns[0]?.x0;
  const underText = last.textX !== null && Math.abs(line.x0 - last.textX) <= 0.5 * em;
  // A description column printed after every figure column: its second line sits right of the figures.
  const descriptionLast = table !== null && table.descriptionX !== null && table.columns.length > 0 && table.columns.every((c) => c.x1 < table.descriptionX!);
  const underLastColumn = descriptionLast && line.x0 >= table!.descriptionX! - 0.5 * em;
  if (firstAmount !== undefined && info.money.length === 0 && line.x0 >= firstAmount - em && !underText && !underLastColumn) return false;
  return true;
}

/**
 * Lines of text that belong to the row below them. A layout that prints a row's description above
 * its dated line (or around it) shows it where a table starts: text lines just above its first row,
 * in that row's description column, that the first reading could give to no row. When the first rows
 * of most tables have such lines: with no table ending on lines of its last row's description, every
 * description line goes with the row below it; otherwise each run of lines between two rows is split
 * where the rows' spacing breaks, else as the tables' first rows show (that many lines above a row).
 * Empty when the layout prints descriptions below, or with figures on their last line.
 */
function descriptionsAbove(infos: readonly LineInfo[], roles: readonly LineRole[], rowAt: ReadonlyMap<number, Draft>): Set<number> {
  const out = new Set<number>();
  const rows = [...rowAt.keys()].sort(ascending);
  if (rows.length < 2) return out;
  // A description whose figures sit on its last line is read already.
  for (let k = 0; k < infos.length; k++) if (roles[k] === 'continuation' && infos[k].anyMoney.length > 0) return out;
  const near = (k: number, j: number) => infos[k].line.page === infos[j].line.page && infos[j].line.y - infos[k].line.y > 0 && infos[j].line.y - infos[k].line.y <= 2.1 * infos[j].line.size;
  const textStart = (d: Draft) => d.textX ?? d.descX;
  const isRow = (k: number) => roles[k] === 'transaction' && rowAt.has(k);
  let opened = 0;
  let plain = 0;
  let trailing = 0;
  const above: number[] = [];
  const orphans: number[] = [];
  for (let r = 0; r < rows.length; r++) {
    const at = rows[r];
    const previous = r > 0 ? rows[r - 1] : -1;
    // The first row of a table: nothing between it and the previous row but lines no row took.
    let k = at - 1;
    const run: number[] = [];
    while (k > previous && roles[k] === 'text' && infos[k].anyMoney.length === 0 && near(k, run.length ? run[0] : at) && Math.abs(infos[k].line.x0 - textStart(rowAt.get(at)!)) <= 0.5 * infos[k].line.size) {
      run.unshift(k);
      k--;
    }
    // A table starts after its header, a heading, a balance line or the page's furniture; after a line
    // the reading could not place, nothing is known.
    const startsTable = k > previous && k >= 0 && TABLE_START_ROLES.has(roles[k]);
    if (startsTable) {
      if (run.length) {
        opened++;
        above.push(run.length);
        orphans.push(...run);
      } else plain++;
    }
    // The last row of a table: lines of its description after it.
    let e = at + 1;
    while (e < infos.length && roles[e] === 'continuation') e++;
    if (e > at + 1 && (e >= infos.length || !isRow(e))) trailing++;
  }
  if (opened === 0 || opened < plain) return out;
  for (const k of orphans) out.add(k);
  const typicalAbove = [...above].sort(ascending)[Math.floor(above.length / 2)];
  for (let r = 0; r + 1 < rows.length; r++) {
    const run: number[] = [];
    for (let k = rows[r] + 1; k < rows[r + 1] && roles[k] === 'continuation' && infos[k].anyMoney.length === 0; k++) run.push(k);
    if (run.length === 0 || run[run.length - 1] !== rows[r + 1] - 1) continue;
    if (trailing === 0) {
      for (const k of run) out.add(k);
      continue;
    }
    // Around: split where the spacing breaks, else as many lines above as the tables' first rows have.
    const ys = [rows[r], ...run, rows[r + 1]].map((k) => infos[k].line.y);
    const gaps = ys.slice(1).map((y, g) => y - ys[g]);
    const widest = Math.max(...gaps);
    const at = gaps.indexOf(widest);
    const split = widest - Math.min(...gaps) > 0.2 * infos[run[0]].line.size ? at : Math.max(0, run.length - typicalAbove);
    for (const k of run.slice(split)) out.add(k);
  }
  return out;
}

const TABLE_START_ROLES: ReadonlySet<LineRole> = new Set(['header', 'heading', 'summary', 'furniture']);
const PAGE_TOP_ROLES: ReadonlySet<LineRole> = new Set(['header', 'furniture', 'continuation']);
const PAGE_END_ROLES: ReadonlySet<LineRole> = new Set(['continuation', 'furniture', 'text']);

/**
 * A row whose description goes on over a page break: the last row of the page before, when nothing
 * but its own continuation lines and page furniture follow it there, and this line comes before any
 * other row of its page (after the repeated header), text only, where that row's description starts.
 */
function carriedOver(drafts: readonly Draft[], infos: readonly LineInfo[], roles: readonly LineRole[], i: number): Draft | null {
  const open = drafts[drafts.length - 1];
  const { line } = infos[i];
  if (!open || open.page !== line.page - 1 || infos[i].anyMoney.length > 0 || infos[i].date) return null;
  for (let k = open.line + 1; k < i; k++) {
    const allowed = infos[k].line.page === open.page ? PAGE_END_ROLES : PAGE_TOP_ROLES;
    if (!allowed.has(roles[k])) return null;
  }
  if (!roles.slice(open.line + 1, i).includes('header')) return null;
  const x = open.textX ?? open.descX;
  return Math.abs(line.x0 - x) <= 0.5 * line.size ? open : null;
}

/**
 * Read from a picture, a running balance can lose its first digits and the mark after them ("502,47"
 * for "4.502,47", a thousands group on a shaded band or cut off): the balance before it and the row's
 * amount give the whole, whose last digits are the ones read. Put right only from a balance that is
 * itself sure (the opening, or one the rows before it reach), by an amount whose direction the row
 * prints (a sign, a debit or credit column) or that only one direction fits.
 */
function repairBalancesFromAmounts(account: AccountState): void {
  let before = account.opening;
  let sure = before !== null;
  for (const d of account.drafts) {
    if (before === null || d.cents === null || d.balance === null) {
      before = d.balance;
      sure = false;
      continue;
    }
    const sign = d.explicit || (d.column === 'debit' ? -1 : d.column === 'credit' ? 1 : 0);
    const expected = sign !== 0 ? [before + sign * d.cents] : [before - d.cents, before + d.cents];
    const whole = expected.filter((e) => lostLeadingDigits(d.balance!, e));
    if (!expected.includes(d.balance) && sure && whole.length === 1) d.balance = whole[0];
    // The balance is sure once the row's amount reaches it from the one before.
    sure = expected.includes(d.balance);
    before = d.balance;
  }
}

/** Whether `read` is `whole` with its first one or two digits lost: a shorter figure that ends its digits. */
function lostLeadingDigits(read: number, whole: number): boolean {
  if (read < 0 || whole <= 0 || read >= whole) return false;
  const a = String(read).padStart(3, '0');
  const b = String(whole);
  return b.length > a.length && b.length - a.length <= 2 && b.endsWith(a);
}

/** Amounts a picture misread, put right where the running balances around them show them (amount-from-balances.ts). */
function repairAmountsFromBalances(account: AccountState, infos: readonly LineInfo[]): void {
  const bare = (d: Draft) => {
    const info = infos[d.line];
    const from = info.date ? info.date.index + info.date.match.tokens : 0;
    return info.words.slice(from).flatMap((w) => (/^\d{3,7}$/.test(w) ? [Number(w)] : []));
  };
  // Figures read as no amount ("104.7)", "#9.52"): their digits. The row's balance is no candidate.
  const misread = (d: Draft) => {
    const info = infos[d.line];
    const from = info.date ? info.date.index + info.date.match.tokens : 0;
    return info.words.slice(from).flatMap((w) => {
      const digits = w.replace(/\D/g, '');
      return /^[-+#$(\u201c\u2018"']?\d[\d.,')]*$/.test(w) && /[.,]/.test(w) && digits.length >= 3 && digits.length <= 9 && Number(digits) !== d.balance ? [Number(digits)] : [];
    });
  };
  const fixed = amountsFromBalances(account.drafts.map((d) => ({ cents: d.cents, balance: d.balance, bare: bare(d), misread: d.cents === null ? misread(d) : [] })), account.opening);
  account.drafts.forEach((d, k) => {
    if (fixed[k] === d.cents) return;
    if (d.cents === null) {
      d.column = null;
      d.explicit = 0;
    }
    d.cents = fixed[k];
  });
  const sign = (d: Draft): -1 | 0 | 1 => d.explicit || (d.column === 'debit' ? -1 : d.column === 'credit' ? 1 : 0);
  const whole = (d: Draft) => d.cents !== null && d.cents % 100 === 0 && bare(d).includes(d.cents / 100);
  const days = wholeFiguresFromBalances(account.drafts.map((d) => ({ cents: d.cents, sign: sign(d), balance: d.balance, whole: whole(d) })), account.opening);
  account.drafts.forEach((d, k) => (d.cents = days[k]));
  const lost = lostDigitsFromBalances(account.drafts.map((d) => ({ cents: d.cents, sign: sign(d), balance: d.balance, whole: false })), account.opening);
  account.drafts.forEach((d, k) => (d.cents = lost[k]));
}

function balanceValue(info: LineInfo, table: TableModel | null, label: string, text: string): number {
  const paired = pairedFigure(info, text.length - label.length);
  if (paired) return signed(paired, 1);
  if (table && info.money.length > 0) {
    const { placed } = assignColumns(info.money, table.columns, 4 * info.line.size);
    const bal = placed.find(isBalance);
    if (bal) return signed(bal.item, 1);
  }
  // The first figure after the label ("Beginning balance on December 15, 2025  $1,234.56").
  const offset = text.length - label.length;
  let chars = 0;
  for (const m of info.anyMoney) {
    chars = info.words.slice(0, m.from).join(' ').length;
    if (chars >= offset) return signed(m, 1);
  }
  return signed(info.anyMoney[info.anyMoney.length - 1], 1);
}

/**
 * A summary that prints two label-and-figure pairs to a line ("Beginning Balance on February 1, 2026
 * B$5,177.79   Withdrawals and Debits (28)  - 7,568.21"): the figure right after the balance's own
 * label, whichever column the other pair's figure falls under; null when no other label follows it.
 */
function pairedFigure(info: LineInfo, offset: number): MoneyCell | null {
  const at = info.anyMoney.findIndex((m) => info.words.slice(0, m.from).join(' ').length >= offset);
  if (at < 0 || at + 1 >= info.anyMoney.length) return null;
  const own = info.anyMoney[at];
  const between = info.words.slice(own.to, info.anyMoney[at + 1].from);
  return between.some(isLabelWord) ? own : null;
}

function isLabelWord(w: string): boolean {
  return /[A-Za-z]{3}/.test(w);
}

interface DayBalance {
  month: number;
  day: number;
  year: number | null;
  cents: number;
  text: string;
}

/** The day and balance pairs of a daily-balance line ("11/15  2,103.34   11/16  1,926.92"). */
function dayBalances(info: LineInfo, dayFirst: boolean, decimalComma: boolean): DayBalance[] {
  const out: DayBalance[] = [];
  const money = findMoney(info.words, { decimalComma });
  for (let k = 0; k < info.words.length; k++) {
    const date = matchDate(info.words, k, dayFirst);
    if (!date) continue;
    const figure = money.find((m) => m.from === k + date.tokens);
    if (!figure) continue;
    out.push({ month: date.month, day: date.day, year: date.year, cents: figure.sign === -1 ? -figure.cents : figure.cents, text: info.words.slice(k, figure.to).join(' ') });
    k = figure.to - 1;
  }
  return out;
}

/**
 * Each day's ending balance must be the opening balance plus every row dated that day or before, in
 * whatever order the rows are printed (sections). The first day that is not turns the account to
 * MISMATCH, naming the last row of that day.
 */
function checkDailyBalances(reconciliation: Reconciliation, rows: readonly ParsedTransaction[], days: readonly (DayBalance & { date: string })[]): void {
  const opening = reconciliation.openingBalanceCents;
  if (opening === null || days.length === 0 || rows.length === 0) return;
  for (const d of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    const expected = rows.reduce((s, r) => s + (r.date <= d.date ? r.amountCents : 0), opening);
    if (expected === d.cents) continue;
    reconciliation.problems.push(`The daily balance "${d.text}" is ${fmt(d.cents)}, but the opening balance and the rows dated up to ${d.date} give ${fmt(expected)}.`);
    reconciliation.status = 'MISMATCH';
    let at = -1;
    rows.forEach((r, k) => {
      if (r.date === d.date) at = k;
    });
    if (at >= 0 && !reconciliation.firstBreak) {
      reconciliation.firstBreak = { row: at, date: rows[at].date, description: rows[at].description, expectedCents: expected, printedCents: d.cents };
    }
    return;
  }
}

interface Checkpoint {
  account: AccountState;
  /** The row printed just before it, null before any. */
  after: Draft | null;
  cents: number;
  text: string;
  page: number;
}

/**
 * Balances brought and carried forward are checkpoints, never rows: each must be the opening plus the
 * rows printed before it. The first that is not turns the account to MISMATCH, naming the row before it.
 * Rows printed newest first are left to the running balances.
 */
function checkForwardBalances(reconciliation: Reconciliation, rows: readonly ParsedTransaction[], checkpoints: readonly { cents: number; text: string; page: number; rows: number }[]): void {
  const opening = reconciliation.openingBalanceCents;
  if (opening === null || checkpoints.length === 0) return;
  for (let k = 1; k < rows.length; k++) if (rows[k].date < rows[k - 1].date) return;
  for (const c of checkpoints) {
    const expected = rows.slice(0, c.rows).reduce((s, r) => s + r.amountCents, opening);
    if (expected === c.cents) continue;
    reconciliation.problems.push(`The balance "${c.text}" on page ${c.page} is ${fmt(c.cents)}, but the opening balance and the rows before it give ${fmt(expected)}.`);
    reconciliation.status = 'MISMATCH';
    const before = rows[c.rows - 1];
    if (before && !reconciliation.firstBreak) {
      reconciliation.firstBreak = { row: c.rows - 1, date: before.date, description: before.description, expectedCents: expected, printedCents: c.cents };
    }
    return;
  }
}

/**
 * Reconciles rows printed newest first (dates mostly falling) from the oldest, as the balances
 * were made; a first break is still named by its place in the statement.
 */
function reconcileInOrder(rows: ParsedTransaction[], opening: number | null, closing: number | null) {
  let falling = 0;
  let rising = 0;
  for (let k = 1; k < rows.length; k++) {
    if (rows[k].date < rows[k - 1].date) falling++;
    else if (rows[k].date > rows[k - 1].date) rising++;
  }
  if (falling <= rising) return reconcile(rows, opening, closing);
  const result = reconcile([...rows].reverse(), opening, closing);
  if (result.firstBreak) result.firstBreak = { ...result.firstBreak, row: rows.length - 1 - result.firstBreak.row };
  return result;
}

// ---------------------------------------------------------------------------------------------
// Accounts

function newAccount(accounts: AccountState[]): AccountState {
  const a: AccountState = { name: null, mask: null, opening: null, closing: null, drafts: [], fromFurniture: false };
  accounts.push(a);
  return a;
}

function switchAccount(accounts: AccountState[], current: AccountState, mask: string, name: string | null, fromFurniture: boolean): AccountState {
  if (current.mask === mask) {
    current.name ??= name;
    return current;
  }
  const known = accounts.find((a) => a.mask === mask);
  if (known) {
    known.name ??= name;
    return known;
  }
  if (current.mask === null && current.drafts.length === 0) {
    current.mask = mask;
    current.name = name;
    current.fromFurniture = fromFurniture;
    return current;
  }
  const a = newAccount(accounts);
  a.mask = mask;
  a.name = name;
  a.fromFurniture = fromFurniture;
  return a;
}

/**
 * An account heading: a cell with an account number, and the account's name from the same cell,
 * a cell before it on the line, or the line just above ("Premier Checking" over "Account ending
 * in 4821"). A name must read as one (checking, savings, share...), not an address or a title.
 */
/**
 * A cell that is only a number, in groups or masked ("00421-003-7851843", "XXXXXX4417", "**** 9934"),
 * or the value of a "LABEL : value" line printed in a column of its own (": 357-80-536199-67"), or an
 * IBAN in its groups after an "IBAN" label of its own ("SK22 1100 0000 0027 3315 4039").
 */
const NUMBER_CELL = /^(?:[:#]\s*)?[xX*\u2022.\d\s-]*\d{4}[\d\s-]*$|^[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{1,4}){3,8}$/;

function accountHeading(infos: readonly LineInfo[], i: number): { mask: string; name: string | null; digits: string; iban: boolean } | null {
  const { line } = infos[i];
  for (let c = 0; c < line.cells.length; c++) {
    const cell = line.cells[c];
    let number = matchAccountNumber(cell.text);
    // The account's name or label in one cell, its number in the next ("Chequing account   00421-003-7851843",
    // "ACCOUNT:   XXXXXX4417").
    const next = line.cells[c + 1];
    if (!number && next && c + 2 >= line.cells.length && NUMBER_CELL.test(next.text.trim())) {
      const joined = matchAccountNumber(`${cell.text} ${next.text}`);
      if (joined && joined.index < cell.text.length) number = { ...joined, end: cell.text.length };
    }
    if (!number) continue;
    const candidates = [trimName(cell.text.slice(0, number.index)), trimName(cell.text.slice(number.end))];
    for (let b = c - 1; b >= 0; b--) candidates.push(trimName(line.cells[b].text));
    const above = infos[i - 1]?.line;
    if (above && above.page === line.page && line.y - above.y <= 2.5 * line.size) {
      const overlapping = above.cells.filter((a) => a.x1 >= cell.x0 - 2 * line.size && a.x0 <= cell.x1);
      for (const a of overlapping) candidates.push(trimName(a.text));
      if (above.cells.length === 1) candidates.push(trimName(above.cells[0].text));
    }
    return { mask: number.mask, name: candidates.find((n) => n !== '' && isAccountName(n)) ?? null, digits: number.digits, iban: number.iban === true };
  }
  return null;
}

type AccountHeading = NonNullable<ReturnType<typeof accountHeading>>;

/**
 * An IBAN printed just under the account's own number holds that number within it (a French RIB:
 * bank, branch, account number, key): it names the same account, whose mask is the account number's.
 */
function ibanOfAccountAbove(headings: (AccountHeading | null)[]): void {
  headings.forEach((h, k) => {
    if (!h?.iban) return;
    for (let j = k - 1; j >= Math.max(0, k - 3); j--) {
      const above = headings[j];
      if (above && !above.iban && above.digits.length >= 6 && h.digits.includes(above.digits.slice(-Math.min(above.digits.length, 11)))) {
        headings[k] = { ...h, mask: above.mask, name: h.name ?? above.name };
        return;
      }
    }
  });
}

const LOAN_HEADING = /\b(loans?|mortgage|line\s+of\s+credit|heloc|credit\s+card|visa|mastercard)\b/i;
const SAVINGS_AND_LOAN = /\bsavings\s+(?:and|&)\s+loan\b/i;

/** Whether an account heading (its line, or the line just above it) names a loan, a mortgage or a card. */
function isLoanHeading(infos: readonly LineInfo[], i: number): boolean {
  const { line } = infos[i];
  const above = infos[i - 1]?.line;
  const texts = [line.text];
  if (above && above.page === line.page && line.y - above.y <= 2.5 * line.size) texts.push(above.text);
  return texts.some((t) => LOAN_HEADING.test(t.replace(SAVINGS_AND_LOAN, '')));
}

/** Drops empty accounts; hands balances read before the first account heading to that account. */
function settleAccounts(accounts: AccountState[]): AccountState[] {
  const first = accounts[0];
  if (first && first.mask === null && first.drafts.length === 0 && accounts.length > 1) {
    const next = accounts[1];
    next.opening ??= first.opening;
    next.closing ??= first.closing;
    accounts = accounts.slice(1);
  }
  // An account summary printed after the rows restates the opening and closing balances: it is the
  // same account, not another one without rows.
  const restates = (a: AccountState) =>
    a.drafts.length === 0 && accounts.some((b) => b !== a && b.drafts.length > 0 && b.opening === a.opening && b.closing === a.closing);
  return accounts.filter((a) => (a.drafts.length > 0 || (a.opening !== null && a.closing !== null)) && !restates(a));
}

// ---------------------------------------------------------------------------------------------
// Signs

/**
 * How a single amount column marks one direction, so the unmarked figures are the other. `sure` is
 * false when the column marks both directions (`-$45.00` and `+$1,907.82`): an unmarked figure there
 * lost its mark (a scan's faint minus), so the printed balances decide it before the convention does.
 */
function signConvention(drafts: readonly Draft[]): { sign: -1 | 0 | 1; sure: boolean } {
  let cr = 0;
  let dr = 0;
  let minus = 0;
  let plus = 0;
  for (const d of drafts) {
    if (d.column !== 'amount') continue;
    if (d.marker === 'CR') cr++;
    else if (d.marker === 'DR') dr++;
    else if (d.marker === 'plus') plus++;
    else if (d.marker) minus++;
  }
  const sure = !((minus > 0 && plus > 0) || (cr > 0 && dr > 0));
  if (minus > 0) return { sign: 1, sure };
  if (cr > 0 && dr === 0) return { sign: -1, sure };
  if (dr > 0 && cr === 0) return { sign: 1, sure };
  if (plus > 0) return { sign: -1, sure };
  return { sign: 0, sure };
}

/**
 * Each row's sign: the figure's own sign, else its column (debit or credit), else its section,
 * else the column's convention; rows still unsigned take the sign the printed balances require.
 * Returns 0 for a row nothing decides.
 */
function resolveSigns(account: AccountState, convention: { sign: -1 | 0 | 1; sure: boolean }, readByOcr: boolean): (-1 | 0 | 1)[] {
  const drafts = account.drafts;
  const columnSign = (d: Draft): -1 | 0 | 1 => (d.column === 'debit' ? -1 : d.column === 'credit' ? 1 : 0);
  const signFor = (d: Draft, flip: boolean): -1 | 0 | 1 => {
    if (d.explicit !== 0) return d.explicit;
    const c = columnSign(d);
    if (c !== 0) return (d.inferredColumn && flip ? -c : c) as -1 | 1;
    if (d.section !== 0) return d.section;
    return convention.sure ? convention.sign : 0;
  };
  let flip = false;
  if (drafts.some((d) => d.inferredColumn && columnSign(d) !== 0)) {
    // Debit and credit columns read from data alone: keep the order the balances agree with.
    const score = (f: boolean) => balanceAgreement(account, drafts.map((d) => signFor(d, f)));
    flip = score(true) > score(false);
  }
  const signs = drafts.map((d) => signFor(d, flip));
  if (readByOcr) signsFromBalanceSteps(drafts, account.opening, signs);
  if (readByOcr) signsFromBalanceSpans(drafts, account.opening, signs);
  fillSignsFromBalances(account, signs);
  return signs.map((s) => (s === 0 ? convention.sign : s));
}

/** How many printed balances (running and closing) the signs reproduce. */
function balanceAgreement(account: AccountState, signs: readonly (-1 | 0 | 1)[]): number {
  let balance = account.opening;
  let agree = 0;
  account.drafts.forEach((d, k) => {
    if (balance !== null) balance += (signs[k] || 1) * d.cents!;
    if (d.balance !== null) {
      if (balance === d.balance) agree++;
      balance = d.balance;
    }
  });
  if (balance !== null && account.closing !== null && balance === account.closing) agree++;
  return agree;
}

/** Signs of unsigned rows from the printed balances around them, when exactly one choice fits. */
function fillSignsFromBalances(account: AccountState, signs: (-1 | 0 | 1)[]): void {
  if (!signs.includes(0)) return;
  const drafts = account.drafts;
  let balance = account.opening;
  let start = 0;
  const solve = (from: number, to: number, target: number | null) => {
    if (balance === null || target === null) return;
    const unknown: number[] = [];
    let known = 0;
    for (let k = from; k < to; k++) {
      if (signs[k] === 0) unknown.push(k);
      else known += signs[k] * drafts[k].cents!;
    }
    if (unknown.length === 0 || unknown.length > 14) return;
    const need = target - balance - known;
    let solution = -1;
    for (let mask = 0; mask < 1 << unknown.length; mask++) {
      let sum = 0;
      for (let b = 0; b < unknown.length; b++) sum += (mask & (1 << b) ? -1 : 1) * drafts[unknown[b]].cents!;
      if (sum === need) {
        if (solution >= 0) return; // more than one way: leave them unsigned
        solution = mask;
      }
    }
    if (solution < 0) return;
    unknown.forEach((k, b) => (signs[k] = solution & (1 << b) ? -1 : 1));
  };
  for (let k = 0; k < drafts.length; k++) {
    const d = drafts[k];
    if (d.balance === null) continue;
    solve(start, k + 1, d.balance);
    balance = d.balance;
    start = k + 1;
  }
  if (start < drafts.length) solve(start, drafts.length, account.closing);
}

// ---------------------------------------------------------------------------------------------
// Statement-wide facts

/**
 * The bank's name: on page 1, the largest (then topmost) cell naming a bank or credit union, else
 * a large title at the top of the page that is not a document title.
 */
function findInstitution(infos: readonly LineInfo[], bodySize: number): string | null {
  const cells = infos.filter(onFirstPage).flatMap(placedCells).filter(couldBeName);
  const named = cells.filter(namesInstitution).sort(bySize);
  if (named.length) return clean(named[0].text);
  const title = cells.filter((c) => c.size >= bodySize * 1.3 && /^[A-Za-z][A-Za-z&.,'\- ]+$/.test(c.text)).sort(bySize)[0];
  return title ? clean(title.text) : null;
}

// findInstitution's callbacks, named at module level as the ones above (it reads every line of page 1).
interface PlacedCell {
  text: string;
  size: number;
  y: number;
}

function onFirstPage(info: LineInfo): boolean {
  return info.line.page === 1;
}

/** A line's cells, their text trimmed, each with the line's size and baseline. */
function placedCells(info: LineInfo): PlacedCell[] {
  const { line } = info;
  const out: PlacedCell[] = [];
  for (const c of line.cells) out.push({ text: c.text.trim(), size: line.size, y: line.y });
  return out;
}

function couldBeName(c: PlacedCell): boolean {
  return c.text.split(/\s+/).length <= 8 && !/\d{3}|:|@|\w\.(?:com|org|net|example)\b/i.test(c.text) && !NOT_A_NAME.test(c.text);
}

function namesInstitution(c: PlacedCell): boolean {
  return INSTITUTION_WORDS.test(c.text);
}

/** Largest first, then highest on the page. */
function bySize(a: PlacedCell, b: PlacedCell): number {
  return b.size - a.size || a.y - b.y;
}

function clean(s: string): string {
  return s.replace(/[®™©]/g, '').replace(/\s+/g, ' ').trim();
}

/** Symbols that name one currency; `$` names several and says nothing by itself. */
const CURRENCY_SYMBOL: Record<string, string> = { '£': 'GBP', '€': 'EUR' };

/**
 * A cell that labels the account's currency, with the code in it or in the next cell ("Currency  LKR",
 * "CURRENCY: PKR"), the code perhaps with its symbol after it ("Currency  BSD (B$)"); the label in
 * other languages too (Icelandic "Mynt", Slovak "Mena", Polish "Waluta", Scandinavian and Italian
 * "Valuta", German "Währung", French "Devise", Portuguese "Moeda" ...).
 */
const CURRENCY_LABEL = /^(\p{L}+(?: \p{L}+)?)\s*:?(?:\s*([A-Z]{3})(?:\s*\([^()\s]{1,4}\))?)?$/u;
const CURRENCY_WORDS = new Set(
  ['currency', 'mynt', 'mena', 'měna', 'waluta', 'valuta', 'valuuta', 'pénznem', 'moneda', 'moeda', 'währung', 'devise', 'divisa', 'valiuta', 'valūta', 'para birimi', 'mata uang', 'sarafu'],
);
const CURRENCY_ISO = /^:?\s*([A-Z]{3})(?:\s*\([^()\s]{1,4}\))?$/;

/** The code a line's currency label names: any ISO code, not only those counted below; null when it has none. */
function labelledCurrency(line: Line): string | null {
  for (let c = 0; c < line.cells.length; c++) {
    const m = CURRENCY_LABEL.exec(line.cells[c].text.trim());
    if (!m || !CURRENCY_WORDS.has(m[1].toLowerCase())) continue;
    if (m[2]) return m[2];
    const next = CURRENCY_ISO.exec(line.cells[c + 1]?.text.trim() ?? '');
    if (next) return next[1];
  }
  return null;
}

/** The currency a label names, else the one the statement names most (codes and unambiguous symbols); USD when it names none. */
function findCurrency(lines: readonly Line[]): string {
  for (const l of lines) {
    const labelled = labelledCurrency(l);
    if (labelled) return labelled;
  }
  const counts = new Map<string, number>();
  const count = (code: string) => counts.set(code, (counts.get(code) ?? 0) + 1);
  for (const l of lines) {
    for (const m of l.text.matchAll(CURRENCY_CODE)) count(m[1]);
    for (const ch of l.text) if (CURRENCY_SYMBOL[ch]) count(CURRENCY_SYMBOL[ch]);
  }
  let best = 'USD';
  let n = 0;
  for (const [code, c] of counts) if (c > n) [best, n] = [code, c];
  return best;
}

// ---------------------------------------------------------------------------------------------
// Callbacks of the loops over pages, lines, tokens and figures, named at module level rather than
// written inline: a closure made anew at each call keeps its optimised code only while one of them
// is alive, so a parser thread's full collection between documents would have them compiled again
// (the same cause as pdfjs's, src/analysis/pdf/pdfjs-worker-half.ts).

/** A page read from a picture: its words carry OCR's confidence. */
function readFromPicture(page: PdfPage): boolean {
  return page.items.some(isRecognised);
}

function isRecognised(item: TextItem): boolean {
  return item.confidence !== undefined;
}

function lineSize(line: Line): number {
  return line.size;
}

function lineText(line: Line): string {
  return line.text;
}

function lineWords(line: Line): string[] {
  return line.tokens.map(tokenText);
}

function moneyOf(info: LineInfo): MoneyCell[] {
  return info.money;
}

function isRecord(record: Draft | null): boolean {
  return record !== null;
}

function addDraftCents(n: number, d: Draft): number {
  return n + (d.cents ?? 0);
}

/** A figure placed in a column of the row's movement (any but the balance). */
function isMovement(p: Assigned<MoneyCell>): boolean {
  return p.column.type !== 'balance';
}

function isBalance(p: Assigned<MoneyCell>): boolean {
  return p.column.type === 'balance';
}

function placedItem(p: Assigned<MoneyCell>): MoneyCell {
  return p.item;
}

function isMovementColumn(c: Column): boolean {
  return c.type !== 'balance';
}

function isAmountCell(c: HeaderCell): boolean {
  return c.type === 'debit' || c.type === 'credit' || c.type === 'amount';
}

/** A debit and a credit on one row: their net, debits negative. */
function addNet(s: number, p: Assigned<MoneyCell>): number {
  return s + (p.column.type === 'debit' ? -1 : 1) * (p.item.sign === 0 ? 1 : p.item.sign) * p.item.cents;
}

function byFrom(a: MoneyCell, b: MoneyCell): number {
  return a.from - b.from;
}

function ascending(a: number, b: number): number {
  return a - b;
}

function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort(ascending);
  return s[Math.floor(s.length / 2)];
}

function fmt(c: number): string {
  return (c / 100).toFixed(2);
}

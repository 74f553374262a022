// One paystub PDF -> its fields (ExtractedPaystub), from the text with positions. Nothing here
// knows a provider's template: fields come from labels (to the left of a value, above it, or in a
// table's header) and from table structure:
//
//   dates        Pay Date / Check Date / Advice Date; Period Beginning/Ending or "Period: a - b";
//                numeric ones day-first or month-first as the whole page writes them
//   cross-checks gross − deductions = net picks a pay figure a picture spoiled ("283333")
//   amounts      rows labelled Gross Pay / Total Earnings and Net Pay / Net Check / Take Home Pay,
//                their Current and YTD figures placed by the header columns above them
//   deductions   every row between gross and net pay: in a Deductions/Taxes/Withholdings section,
//                or below the gross pay line, up to the net pay line; names as printed
//   earnings     the rows of the Earnings section above gross pay, with hours and rate
//   parties      name-and-address blocks (see parties.ts)

import { extractPdfText, type PdfPage } from '../../statements/pdf/pdf-text.ts';
import type { Cell, Line } from '../../statements/pdf/rows.ts';
import { StatementParseError } from '../../statements/statement.types.ts';
import { PaystubParseError, type ExtractedPaystub, type PaystubDeduction } from '../paystub.types.ts';
import { allLabelled, findLabelled, type Found } from './fields.ts';
import { paystubLines } from './lines.ts';
import { addressUnderName, isCompanyName, topName, withCompanyHeading } from './company-heading.ts';
import { partyBlocks, partyName, partyNameBeforeId, partyNameBeforeTaxNumber, pickParties } from './parties.ts';
import { currentOf, headingIndexes, isYearToDateMark, numberIn, segmentsOf, ytdOf, type Segment } from './table.ts';
import { pointDecimalPages, wholeFigurePages } from './number-format.ts';
import { currencyOfText } from './document-currency.ts';
import { dateOrderOf, dateRange, moneyIn, oneDate, withCentury, writesYearFirst, type DateOrder } from './values.ts';
import { columnOf, frequencyOf, isLabel, isTotal, sectionOf } from './vocabulary.ts';

export const NO_TEXT_LAYER = 'The paystub PDF has no text layer (a scan or photo); upload the original PDF from the payroll provider';
export const NO_PAY_FIGURES = 'No gross or net pay could be found on the paystub; upload the payroll provider\'s original PDF';

export async function extractPaystub(bytes: Uint8Array): Promise<ExtractedPaystub> {
  let pages: PdfPage[];
  try {
    pages = await extractPdfText(bytes);
  } catch (err) {
    if (err instanceof StatementParseError) {
      throw new PaystubParseError(/no text layer/i.test(err.message) ? NO_TEXT_LAYER : err.message);
    }
    throw err;
  }
  return extractPaystubFromPages(pages);
}

/**
 * The fields from pages of positioned text: the page with the pay figures is read, the others ignored;
 * a stub that goes on over the next page (gross pay on one, net pay on the next) is read across both,
 * and so is one whose deductions go on over the next page (a summary's gross and net on the first,
 * the after-tax deductions "continued on page 2"): the two pages are taken together when only then do
 * the deductions make gross − deductions = net.
 */
export function extractPaystubFromPages(printed: readonly PdfPage[]): ExtractedPaystub {
  const stub = readStub(printed);
  const currency = currencyOfText(printed.map(pageText).join('\n'));
  return currency ? { ...stub, currency } : stub;
}

function pageText(page: PdfPage): string {
  return paystubLines(page).map(lineText).join('\n');
}

function lineText(line: Line): string {
  return line.text;
}

function readStub(printed: readonly PdfPage[]): ExtractedPaystub {
  // Figures written with a decimal comma (`1 234,56 $`) are read in the point form, the whole document deciding.
  // Money printed as whole figures (`2,450,000` shillings) is read with its cents, the whole document deciding.
  const pages = wholeFigurePages(pointDecimalPages(printed));
  for (let k = 0; k < pages.length; k++) {
    const stub = readPage(pages[k]);
    if (!stub) continue;
    if ((stub.gross_cents === null || stub.net_cents === null) && k + 1 < pages.length) {
      const joined = readPage(followedBy(pages[k], pages[k + 1]));
      if (joined && joined.gross_cents !== null && joined.net_cents !== null) return joined;
    }
    if (k + 1 < pages.length && !adds(stub)) {
      const joined = readPage(followedBy(pages[k], pages[k + 1]));
      if (joined && joined.gross_cents === stub.gross_cents && joined.net_cents === stub.net_cents && adds(joined)) return joined;
    }
    return stub;
  }
  throw new PaystubParseError(NO_PAY_FIGURES);
}

/** Whether a stub's deductions are what separates its gross pay from its net pay. */
const adds = (stub: ExtractedPaystub) =>
  stub.gross_cents !== null && stub.net_cents !== null && stub.deductions.reduce((t, d) => t + d.amount_cents, 0) === stub.gross_cents - stub.net_cents;

/** Two pages as one long page: the second's text below the first's, numbered as the first. */
function followedBy(first: PdfPage, second: PdfPage): PdfPage {
  return { ...first, height: first.height + second.height, items: [...first.items, ...second.items.map((i) => ({ ...i, y: i.y + first.height }))] };
}

const excluded = (s: Segment) => (s.section === 'excluded' ? 1 : 0);
/**
 * Rows with a label of `kind` and a current figure: those in the pay tables first, then summaries.
 * Without one, a row whose label a narrow column wrapped over the lines under it ("Jumlah" over
 * "Pendapatan /" over "Total" over "Earnings").
 */
function rowsOf(segments: readonly Segment[], kind: 'gross' | 'net', lines: readonly Line[]): Segment[] {
  const rows = segments.filter((s) => isLabel(s.label, kind) && currentOf(s) !== null).sort((a, b) => excluded(a) - excluded(b));
  if (rows.length) return rows;
  return segments.filter((s) => currentOf(s) !== null && s.section !== 'excluded').flatMap((s) => {
    const label = wrappedLabel(lines, s, kind);
    return label === null ? [] : [{ ...s, label }];
  });
}

/** A row's label with the words under it, up to three lines, that make it a label of `kind`; null if none do. */
export function wrappedLabel(lines: readonly Line[], row: Pick<Segment, 'line' | 'label' | 'x0' | 'figures'>, kind: 'gross' | 'net'): string | null {
  const right = Math.min(...row.figures.map((f) => f.x0));
  let text = row.label;
  let at = lines.indexOf(row.line);
  for (let k = 0; k < 3 && at >= 0 && at + 1 < lines.length; k++) {
    const [line, next] = [lines[at], lines[at + 1]];
    if (next.y - line.y > 1.6 * Math.max(line.size, next.size)) return null;
    const under = next.cells.find((c) => Math.abs(c.x0 - row.x0) < 2 && c.x1 < right);
    if (!under || moneyIn(under.text) !== null || /\d/.test(under.text)) return null;
    text = `${text} ${under.text.trim()}`;
    if (isLabel(text, kind)) return text;
    at++;
  }
  return null;
}

function readPage(page: PdfPage): ExtractedPaystub | null {
  const lines = paystubLines(page);
  const segments = segmentsOf(lines);
  const grossRows = rowsOf(segments, 'gross', lines);
  const netRows = rowsOf(segments, 'net', lines);
  const summary = transposedSummary(lines);
  // A gross pay row of the tables with its year-to-date figure only (its current one lost to a
  // picture): the figure after its label is the year's, not the period's.
  const ytdOnlyGross = grossRows[0] ? undefined : ytdOnlyGrossRow(segments);
  // A gross pay row on a line of the year's totals ("YEAR TO DATE  Gross SI$18,138.50  Net ...") is
  // no figure of the period: the period's is a summary's, or the total of a column of earnings
  // ("Totals this pay" under "Earnings"), when there is one.
  const periodGross = grossRows.find((s) => !onYearToDateLine(s));
  const columnTotal = earningsColumnTotal(segments);
  let gross = periodGross
    ? currentOf(periodGross)
    : grossRows[0]
      ? (summary.gross ?? columnTotal ?? currentOf(grossRows[0]))
      : (summary.gross ?? columnTotal ?? (ytdOnlyGross ? null : (findLabelled(lines, 'gross', payFigureIn)?.value ?? null)));
  let net = netRows[0] ? currentOf(netRows[0]) : (summary.net ?? findLabelled(lines, 'net', payFigureIn)?.value ?? null);
  let netAt: number | null = null;
  let netOnlyYears = false;
  // Every net pay row in a block of the year's totals ("Year to date: Gross pay ... Net pay"): the
  // period's net is the one printed under or beside a net pay label elsewhere (a box "Net pay" over
  // its figure), when there is one.
  if (netRows.length && netRows.every((s) => isYearToDateMark(s.mark))) {
    // Not a block row's own figure (the box's may stand on one of its lines, off to the side).
    const own = [...allLabelled(lines, 'net', payFigureIn)].find((f) => !netRows.some((s) => s.line === f.line && currentOf(s) === f.value));
    if (own) {
      net = own.value;
      netAt = own.line.y;
    }
    netOnlyYears = !own;
  }
  // "Net Pay  $2,458. az": cents a picture spoiled, put right by the one figure of that whole amount
  // printed elsewhere on the page (the deposit of the same pay).
  const netLost = !netRows[0] && net === null ? lostCents(lines, 'net') : null;
  net ??= netLost?.cents ?? null;
  if (gross === null && net === null && !ytdOnlyGross) return null;

  const firstOf = (rows: Segment[], read: (s: Segment) => number | null) => rows.map(read).find((v) => v !== null) ?? null;
  // "NET PAY 1,882.92   YTD 15,431.80": a figure labelled YTD right after the row's is its year-to-date.
  // A row of a block of the year's totals titled "Year to date" alone: its figure is the year's, and
  // a second one on its line another table's (a net pay box beside it).
  const ytdOfRow = (row: Segment) => (row.mark?.yearToDate ? currentOf(row) : (ytdOf(row) ?? ytdBeside(segments, row)));
  const ytdGross = firstOf(grossRows, ytdOfRow) ?? (ytdOnlyGross ? ytdOf(ytdOnlyGross) : null) ?? summary.ytdGross ?? findLabelled(lines, 'ytdGross', payFigureIn)?.value ?? null;
  let ytdNet = firstOf(netRows, ytdOfRow) ?? summary.ytdNet ?? findLabelled(lines, 'ytdNet', payFigureIn)?.value ?? null;
  // Numeric dates are read in the order the whole page writes them (31/03/2026 makes 01/03/2026 the 1st of March).
  const order = dateOrderOf(lines.flatMap((l) => l.cells.map((c) => c.text)));
  // "26.02.27" on a page whose dates are written year first ("2026.02.01"): the century a picture lost.
  const yearFirst = writesYearFirst(lines.flatMap((l) => l.cells.map((c) => c.text)));
  const date = (text: string) => oneDate(yearFirst ? withCentury(text) : text, order);
  const startFound = findLabelled(lines, 'periodStart', date);
  let start = startFound?.value ?? null;
  let end = findLabelled(lines, 'periodEnd', date)?.value ?? (startFound ? endUnder(lines, startFound, date) : null);
  if (start === null || end === null) {
    const range = findLabelled(lines, 'period', (text) => dateRange(text, order))?.value ?? null;
    start ??= range?.[0] ?? null;
    end ??= range?.[1] ?? null;
  }
  if (start === null && end === null) {
    // Its label lost to a picture: the page's one range of dates standing alone ("1 March 2026 to 31 March 2026").
    const range = loneRange(lines, order);
    start = range?.[0] ?? null;
    end = range?.[1] ?? null;
  }
  const employerFound = labelledParty(lines, 'employer', partyNameBeforeTaxNumber);
  const employeeFound = labelledParty(lines, 'employee', partyNameBeforeId);
  const employerLabel = employerFound?.value ?? null;
  const employeeLabel = employeeFound?.value ?? null;
  const at = (f: typeof employerFound) => (f ? { y: f.line.y, size: f.line.size, x0: f.cell.x0 } : null);
  const blocks = partyBlocks(lines);
  const picked = pickParties(blocks, { employer: employerLabel, employee: employeeLabel }, { employer: at(employerFound), employee: at(employeeFound) });
  const top = topName(lines);
  const headed = withCompanyHeading(lines, blocks, picked, top, employerLabel !== null || employeeLabel !== null);
  const { employee } = headed;
  // "EMPLOYER" over the company's name over its address on one line: the address under the name a label gave.
  const employer = headed.employer ?? (employerFound ? addressUnderName(lines, employerFound.line, employerFound.cell) : null);
  // A net pay line closes the deductions above it, unless it is a summary's (a box of totals printed
  // above the tables it sums: "Summary  Gross Pay ... Net Pay" over Earnings, Taxes, Deductions).
  const netY = netRows[0] && netRows[0].section !== 'excluded' ? netRows[0].line.y : (netAt ?? netLost?.y ?? null);
  const netBelow = netY !== null && (!grossRows[0] || netY > grossRows[0].line.y) ? netY : Infinity;
  // The columns of a summary turned on its side are read only where no table of deductions was (beside
  // the tables, such a bar holds the sections' totals).
  const tabled = deductionsOf(segments, netBelow, gross, net);
  let deductions = tabled.length ? tabled : summary.deductions;
  // A pay figure whose decimal point a picture lost ("283333" for 2,833.33) is taken only when the
  // stub's arithmetic, gross − deductions = net, says that is what it was.
  const withheld = deductions.reduce((t, d) => t + d.amount_cents, 0);
  if (gross === null && net !== null && deductions.length) gross = lostPoint(lines, 'gross', (c) => c - withheld === net) ?? (ytdOnlyGross ? printedElsewhere(segments, net + withheld) : null);
  if (net === null && gross !== null && deductions.length) net = lostPoint(lines, 'net', (c) => gross! - withheld === c);
  // No net pay label read at all ("MET PAY  7,449.45 SCR", a picture's misreading): the last row taken
  // for a deduction, when gross less the others makes its figure, is the net; its year-to-date the year's.
  const last = deductions[deductions.length - 1];
  if (net === null && gross !== null && deductions.length >= 2 && !netRows.length && last.amount_cents > 0 && gross - (withheld - last.amount_cents) === last.amount_cents) {
    net = last.amount_cents;
    ytdNet ??= last.ytd_cents;
    deductions = deductions.slice(0, -1);
  }
  if (gross === null && net === null) return null;
  // Two net pay figures, the period's and the year's ("Net Pay" under "Cumulative to Date" as well as
  // a NET PAY box): the one gross − deductions makes is the period's.
  // Only when the net taken is itself under a year-to-date title: a disagreeing net elsewhere is
  // what the fraud check's arithmetic must see.
  const netIsYears = netRows[0]?.mark != null && isYearToDateMark(netRows[0].mark);
  if (netIsYears && gross !== null && net !== null && deductions.length && gross - withheld !== net) {
    const made = gross - withheld;
    if (segments.some((s) => isLabel(s.label, 'net') && s.figures.some((f) => f.cents === made))) net = made;
    // The only net pay rows the year's, the period's label lost to a picture ("NEL PAY  $1,486.26"):
    // the figure gross − deductions makes, printed on the page, is the period's net.
    else if (netOnlyYears && printedElsewhere(segments, made) !== null) net = made;
  }
  // A net pay row under a year-to-date title, not the period's figure, is the year's.
  ytdNet ??= firstOf(netRows.filter((s) => isYearToDateMark(s.mark) && currentOf(s) !== net), currentOf);
  return {
    employer_name: employerLabel ?? employer?.name ?? top,
    employer_address: employer?.address ?? null,
    employee_name: employeeLabel ?? employee?.name ?? null,
    employee_address: employee?.address ?? null,
    pay_date: findLabelled(lines, 'payDate', date)?.value ?? checkDate(lines, start, order),
    period_start: start,
    period_end: end,
    printed_frequency: findLabelled(lines, 'frequency', frequencyOf)?.value ?? null,
    gross_cents: gross,
    net_cents: net,
    deductions,
    earnings: earningsOf(segments, grossRows),
    ytd_gross_cents: ytdGross,
    ytd_net_cents: ytdNet,
    page: page.number,
  };
}

/**
 * A pay figure after its label, with the amount in words after it in parentheses ("Rs. 88,238.00
 * (Rupees Eighty-Eight Thousand ... Only)"), the words perhaps going on to the next line.
 */
export function payFigureIn(text: string): number | null {
  return moneyIn(text) ?? moneyIn(text.replace(/\s*\((?=[^()\d]*\p{L})[^()\d]*\)?\.?\s*$/u, ''));
}

/** What is left of a range of dates without its dates: a word or a dash between them. */
const RANGE_ONLY = /^(?:to|through|thru|until|-|–|—)?$/i;
const DATE_PARTS = /\b\d{1,4}(?:[/.-]\d{1,2}[/.-]\d{2,4})?\b,?|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?/gi;

/** The one cell of the page that is a range of dates and nothing else; null when there is none or more than one. */
export function loneRange(lines: readonly Line[], order: DateOrder): [string, string] | null {
  const found = new Set<string>();
  for (const line of lines) {
    for (const c of line.cells) {
      const range = dateRange(c.text, order);
      if (range && RANGE_ONLY.test(c.text.replace(DATE_PARTS, '').replace(/\s+/g, ''))) found.add(range.join(' '));
    }
  }
  if (found.size !== 1) return null;
  const [a, b] = [...found][0].split(' ');
  return [a, b];
}

/** The word that ends a period printed over two lines ("Period from 03/01/2026" over "to 03/07/2026"; "au / to"). */
const PERIOD_TO = /^(?:to|through|thru|until|till|au|jusqu'au|al|bis)$/i;

/**
 * The period's end on the line under its start, labelled only "to" (or "au / to" in two languages),
 * not before the start.
 */
export function endUnder(lines: readonly Line[], start: Found<string>, date: (text: string) => string | null): string | null {
  const next = lines[lines.indexOf(start.line) + 1];
  if (!next) return null;
  for (let k = 0; k < next.cells.length; k++) {
    // "au / to", "au to" (a picture's reading loses the slash), "to:".
    const words = next.cells[k].text.replace(/:\s*$/, '').split(/\s*\/\s*|\s+/).filter(Boolean);
    if (!words.length || !words.every((w) => PERIOD_TO.test(w))) continue;
    const end = next.cells[k + 1] ? date(next.cells[k + 1].text) : null;
    if (end !== null && end >= start.value) return end;
  }
  return null;
}

/** Whether a cell is a company's whole name (its legal form ending it) and `value` only its end, a word of it taken for a label. */
function wordInCompanyName(cell: string, value: string | null): boolean {
  const text = cell.trim();
  if (value === null || /:/.test(text) || !isCompanyName(text) || partyName(text) === null) return false;
  return text !== value && text.toLowerCase().endsWith(String(value).toLowerCase());
}

/**
 * A party's name given by a label, on a line with no money on it: on a line of figures the words after
 * "Employer" name a row of a table ("Employer PRSI 86.45", "EMPLOYER MEDICAL  YTD 757.80"), not a party;
 * nor does a table's title ("Employer Paid Benefits  Current  YTD").
 */
export function labelledParty(lines: readonly Line[], kind: 'employer' | 'employee', accept: (text: string) => string | null) {
  for (const found of allLabelled(lines, kind, accept)) {
    // "Cotisations de l'employeur / Employer contributions": a section's title names no party.
    if (sectionOf(found.cell.text) !== null) continue;
    // "ASANTE AKYEM COCOA PROCESSING COMPANY LIMITED": a label's word inside a company's name, no colon
    // after it, is the name's, not a label before a value.
    if (wordInCompanyName(found.cell.text, found.value)) continue;
    if (!found.line.cells.some((c) => /\d[.,]\d{2}\b/.test(c.text) && moneyIn(c.text.replace(/^[A-Za-z\s]+/, '')) !== null)) return found;
  }
  return null;
}

/**
 * A figure on a line labelled `kind` whose decimal point was lost ("283333", "£1,95438"): the first
 * word after the label that is digits (a currency sign and separators aside), read as cents, that `fits`.
 */
function lostPoint(lines: readonly Line[], kind: 'gross' | 'net', fits: (cents: number) => boolean): number | null {
  for (const { cells } of afterLabels(lines, kind)) {
    for (const c of cells) {
      const word = c.text.trim().split(/\s+/)[0].replace(/^[£$€]|^(?:USD|CAD|GBP)/, '');
      if (!/^\d[\d,.]{2,}$/.test(word) || moneyIn(word) !== null) continue;
      const cents = Number(word.replace(/[,.]/g, ''));
      if (fits(cents)) return cents;
    }
  }
  return null;
}

/** Each line holding a label of `kind`, with the two cells after the label (where its figure stands). */
function afterLabels(lines: readonly Line[], kind: 'gross' | 'net'): Array<{ line: Line; cells: Cell[] }> {
  return lines.flatMap((line) => {
    const at = line.cells.findIndex((c) => isLabel(c.text, kind));
    return at < 0 ? [] : [{ line, cells: line.cells.slice(at + 1, at + 3) }];
  });
}

/** A whole amount whose cents are not digits: "$2,458. az", "2,458.?2". */
const SPOILT_CENTS = /^[£$€]?(\d{1,3}(?:,\d{3})+|\d+)\.\s?(?=.*[^\d\s])\S{1,3}$/;

/**
 * A pay figure whose cents a picture spoiled, after its label: the one amount of the page with the
 * same whole part (the same pay deposited, printed on a cheque), when exactly one such amount exists.
 */
export function lostCents(lines: readonly Line[], kind: 'gross' | 'net'): { cents: number; y: number } | null {
  for (const { line, cells } of afterLabels(lines, kind)) {
    const spoilt = cells.map((c) => SPOILT_CENTS.exec(c.text.trim())).find((m) => m !== null);
    if (!spoilt) continue;
    const whole = Number(spoilt[1].replace(/,/g, '')) * 100;
    const same = new Set(lines.flatMap((l) => l.cells.map((c) => moneyIn(c.text.trim()))).filter((c): c is number => c !== null && c >= whole && c < whole + 100));
    return same.size === 1 ? { cents: [...same][0], y: line.y } : null;
  }
  return null;
}

/**
 * A gross pay row closing a table of earnings with its year-to-date figure and no current one: the
 * earnings above it, their labels in the same column (two with a current figure at least), add up
 * to that year-to-date figure.
 */
function ytdOnlyGrossRow(segments: readonly Segment[]): Segment | undefined {
  const adds = (s: Segment) => {
    const rows = segments.filter((o) => o !== s && o.section === 'earnings' && o.mark === s.mark && o.line.y < s.line.y && Math.abs(o.x0 - s.x0) < 4 && !isTotal(o.label));
    const total = rows.reduce((t, o) => t + (ytdOf(o) ?? 0), 0);
    return rows.filter((o) => currentOf(o) !== null).length >= 2 && total === ytdOf(s);
  };
  return segments.find((s) => isLabel(s.label, 'gross') && s.section === 'earnings' && currentOf(s) === null && ytdOf(s) !== null && adds(s));
}

/**
 * A pay figure whose row lost it, printed elsewhere on the page (the taxable pay under the tables,
 * "Chargeable income for PAYE: UGX 5,390,000"): `cents`, when some figure of the page is that amount.
 */
function printedElsewhere(segments: readonly Segment[], cents: number): number | null {
  return cents > 0 && segments.some((s) => s.figures.some((f) => f.cents === cents)) ? cents : null;
}

/** Whether a row is on a line titled "Year to date" ("YEAR TO DATE  Gross SI$18,138.50  Net SI$14,499.76"). */
const onYearToDateLine = (s: Segment) => s.mark?.yearToDate === true && s.mark.y === s.line.y;

/**
 * The period's gross pay as the total row of a column of earnings, in a table of earnings and
 * deductions together ("Totals this pay  2,304.50" under "Earnings"): the one total row with a figure
 * in that column.
 */
function earningsColumnTotal(segments: readonly Segment[]): number | null {
  const totals = segments.filter((s) => s.section === 'earnings' && s.figures.some((f) => f.heading?.kind === 'earnings' && f.column === 'current') && isTotal(s.label) && !isLabel(s.label, 'net'));
  return totals.length === 1 ? currentOf(totals[0]) : null;
}

/** The year-to-date figure printed after a row on its line under a label of its own ("YTD 15,431.80"). */
function ytdBeside(segments: readonly Segment[], row: Segment): number | null {
  const next = segments
    .filter((s) => s.line === row.line && s.x0 >= row.x1)
    .sort((a, b) => a.x0 - b.x0)[0];
  if (!next || columnOf(next.label) !== 'ytd') return null;
  const money = next.figures.filter((f) => f.cents !== null);
  return money.length === 1 ? money[0].cents : null;
}

/** Rows between gross and net: in a deductions section, or after the gross line above the net line. */
function deductionsOf(segments: readonly Segment[], netY: number, gross: number | null, net: number | null): PaystubDeduction[] {
  const rows = segments.filter(
    (s) =>
      (s.section === 'deductions' || s.section === 'after-gross') &&
      s.line.y < netY &&
      !isTotal(s.label) &&
      sectionOf(s.label) !== 'excluded' &&
      !isLabel(s.label, 'net') &&
      currentOf(s) !== null,
  );
  const kept = gross !== null && net !== null ? reconcile(rows, gross - net) : rows;
  return kept.map((s) => ({ name: clean(s.label), amount_cents: currentOf(s)!, ytd_cents: ytdOf(s) }));
}

/**
 * The rows that make gross − deductions = net. Rows come in tables (one per section title); when all of
 * them do not add up, the reading that leaves out whole tables and adds up, keeping the most rows, is
 * taken. Without one, a table whose rows only itemise another row (their sum is that row) is left out.
 */
function reconcile(rows: readonly Segment[], target: number): Segment[] {
  const sum = (xs: readonly Segment[]) => xs.reduce((t, s) => t + currentOf(s)!, 0);
  if (sum(rows) === target) return [...rows];
  // A table is the rows under one title in one column of labels; a row named like a title ("Taxes
  // 880.29") may be the table's total, and is a group of its own.
  const key = (s: Segment) => (sectionOf(s.label) ? `total:${s.line.y}:${s.x0}` : `${s.mark?.y}:${s.mark?.x0}:${Math.round(s.x0 / 24)}`);
  const groups = [...new Set(rows.map(key))].map((k) => rows.filter((s) => key(s) === k));
  if (groups.length <= 10) {
    let best: Segment[] | null = null;
    // Of two readings with as many rows, the one with fewer rows named like a title ("Post Tax Deductions
    // 41.50", a table's total) keeps the items themselves ("Union Dues 41.50").
    const titled = (xs: readonly Segment[]) => xs.filter((x) => sectionOf(x.label) !== null).length;
    for (let mask = 1; mask < 1 << groups.length; mask++) {
      const kept = groups.filter((_, i) => !(mask & (1 << i))).flat();
      if (kept.length && sum(kept) === target && (!best || kept.length > best.length || (kept.length === best.length && titled(kept) < titled(best)))) best = kept;
    }
    if (best) return rows.filter((s) => best!.includes(s));
  }
  const isTitled = (g: Segment[]) => g.length === 1 && sectionOf(g[0].label) !== null;
  const totals = groups.filter((g) => isTitled(g) && sum(g) > 0 && groups.some((o) => o !== g && !isTitled(o) && sum(o) === sum(g)));
  // Rows that break down one line of a larger table ("RES SERV 555.50" beside "Misc. Vol. Deductions 555.50").
  const itemising = groups.filter((g) => {
    const total = sum(g);
    const itemised = (s: Segment) => !g.includes(s) && !sectionOf(s.label) && currentOf(s) === total;
    return !isTitled(g) && total > 0 && groups.some((o) => o.length > g.length && o.some(itemised));
  });
  return rows.filter((s) => ![...totals, ...itemising].some((g) => g.includes(s)));
}

interface Summary {
  gross: number | null;
  net: number | null;
  ytdGross: number | null;
  ytdNet: number | null;
  /** The columns between Gross Pay and Net Pay: one deduction each (a spreadsheet stub, one column per item). */
  deductions: PaystubDeduction[];
}

/**
 * A summary table turned on its side: Gross Pay ... Net Pay as column headers, rows "Current" and
 * "YTD" under them. Every column between the gross and the net column is a deduction.
 */
export function transposedSummary(lines: readonly Line[]): Summary {
  const out: Summary = { gross: null, net: null, ytdGross: null, ytdNet: null, deductions: [] };
  lines.forEach((line, li) => {
    const kindOf = (c: Cell) => (isLabel(c.text, 'gross') ? 'gross' : isLabel(c.text, 'net') ? 'net' : null);
    if (line.cells.filter(kindOf).length < 2 || line.cells.some((c) => moneyIn(c.text) !== null)) return;
    const heads = wrappedHeadings(lines, li);
    const grossAt = heads.findIndex((c) => kindOf(c) === 'gross');
    const netAt = heads.findIndex((c) => kindOf(c) === 'net');
    const items = new Map<number, { current: number | null; ytd: number | null }>();
    const seen = new Set<string>();
    for (const row of lines.slice(li + 1, li + 4)) {
      let column = columnOf(row.cells[0]?.text ?? '');
      // The row after Current with figures only: its "YTD" label a picture lost (a short word alone in its cell).
      if (column === null && seen.has('current') && !seen.has('ytd') && row.cells.length >= 2 && row.cells.every((c) => moneyIn(c.text) !== null)) column = 'ytd';
      if (column !== 'current' && column !== 'ytd') continue;
      seen.add(column);
      const figures = row.cells.filter((x) => moneyIn(x.text) !== null);
      headingIndexes(figures, heads).forEach((h, i) => {
        if (h < 0) return;
        const kind = kindOf(heads[h]);
        const cents = moneyIn(figures[i].text);
        if (!kind) {
          if (h > Math.min(grossAt, netAt) && h < Math.max(grossAt, netAt)) {
            const item = items.get(h) ?? { current: null, ytd: null };
            item[column === 'current' ? 'current' : 'ytd'] ??= cents;
            items.set(h, item);
          }
          return;
        }
        const key: keyof Summary = column === 'current' ? kind : kind === 'gross' ? 'ytdGross' : 'ytdNet';
        out[key] ??= cents;
      });
    }
    if (out.deductions.length) return;
    const columns: PaystubDeduction[] = [];
    for (const [h, item] of [...items].sort((a, b) => a[0] - b[0])) {
      const name = heads[h].text;
      if (item.current === null || isTotal(name) || sectionOf(name) === 'excluded') continue;
      columns.push({ name: clean(name), amount_cents: item.current, ytd_cents: item.ytd });
    }
    // A column titled like a section ("Taxes") beside the items it sums is their subtotal.
    const add = (ds: readonly PaystubDeduction[]) => ds.reduce((t, d) => t + d.amount_cents, 0);
    const itemised = columns.filter((d) => sectionOf(d.name) === null);
    const target = out.gross !== null && out.net !== null ? out.gross - out.net : null;
    out.deductions = target !== null && add(columns) !== target && itemised.length && add(itemised) === target ? itemised : columns;
  });
  return out;
}

/**
 * The headings of a table turned on its side, with the words a narrow column wrapped onto the line
 * below ("Federal Income" over "Tax") or above put back: a line close by, with no figures, each of
 * whose cells sits over or under a heading of its own.
 */
function wrappedHeadings(lines: readonly Line[], index: number): Cell[] {
  const heads = lines[index].cells.map((c) => ({ ...c }));
  const over = (a: Cell, b: Cell) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0;
  const wrap = (other: Line | undefined, below: boolean) => {
    const line = lines[index];
    if (!other || Math.abs(other.y - line.y) > 1.6 * Math.max(other.size, line.size)) return;
    if (other.cells.some((c) => moneyIn(c.text) !== null || columnOf(c.text) !== null)) return;
    const targets = other.cells.map((c) => heads.findIndex((h) => over(h, c)));
    if (targets.some((t) => t < 0) || new Set(targets).size !== targets.length) return;
    other.cells.forEach((c, k) => {
      const h = heads[targets[k]];
      h.text = below ? `${h.text} ${c.text}` : `${c.text} ${h.text}`;
      h.x0 = Math.min(h.x0, c.x0);
      h.x1 = Math.max(h.x1, c.x1);
    });
  };
  wrap(lines[index + 1], true);
  wrap(lines[index - 1], false);
  return heads;
}

/** Rows of the Earnings section; without one, the table rows (under a Current column) above gross pay. */
function earningsOf(segments: readonly Segment[], grossRows: readonly Segment[]): ExtractedPaystub['earnings'] {
  const gross = grossRows[0];
  const untitled = (s: Segment) =>
    s.section === null && gross !== undefined && s.line.y < gross.line.y && Math.abs(s.x0 - gross.x0) < 40 && s.figures.some((f) => f.column === 'current');
  return segments
    .filter((s) => (s.section === 'earnings' || untitled(s)) && !isTotal(s.label))
    .flatMap((s) => {
      const amount = currentOf(s);
      if (amount === null) return [];
      const rate = numberIn(s, 'rate');
      return [{ name: clean(s.label), hours: numberIn(s, 'hours'), rate_cents: rate === null ? null : Math.round(rate * 100), amount_cents: amount, ytd_cents: ytdOf(s) }];
    });
}

/**
 * Without a pay date label, the date of a check printed with the stub ("Date 04/24/2026" beside the
 * check number): a cell that is the word Date and one date, or Date with the date in the next cell,
 * not before the period starts.
 */
export function checkDate(lines: readonly Line[], periodStart: string | null, order: DateOrder = 'month-first'): string | null {
  for (const line of lines) {
    for (let i = 0; i < line.cells.length; i++) {
      const m = /^date\s*:?\s*(.*)$/i.exec(line.cells[i].text.trim());
      if (!m) continue;
      // The date itself right after the word ("Date of birth ..." is another date).
      const rest = m[1] !== '' ? m[1] : (line.cells[i + 1]?.text ?? '');
      const date = /^(\d|[A-Za-z]{3,9}\.?\s+\d)/.test(rest) ? oneDate(rest, order) : null;
      if (date && (periodStart === null || date >= periodStart)) return date;
    }
  }
  return null;
}

/**
 * A label as printed, with the marks a picture adds left off: a mark standing alone at its end ("NY SDI -")
 * and a full stop after a word payroll never shortens ("Social Security.").
 */
export const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/\s*:$/, '')
    .replace(/\s+[-–—.,:;'‘’"]+$/, '')
    .replace(/\b(tax|taxes|security|insurance|premiums?|medicare|dues|contributions?|pension|loan|withholding|deduction|health|dental|vision)\.$/i, '$1')
    // Canada's Employment Insurance is "EI"; a picture reads its I as an l ("El Premiums").
    .replace(/^El(?= (?:premiums?|insurance|contributions?|deductions?|cont\.?)\b)/i, 'EI')
    // A contribution class is a capital and a digit ("PRSI Class A1"); a picture reads the 1 as an l.
    .replace(/\b(Class|CLASS|class)\s+([A-Z])l\b/, (_, word: string, letter: string) => `${word} ${letter}1`)
    // A pension's pillar or tier in Roman numerals ("Funded pension II pillar", "Tier II"); a picture reads II as "Il" or "ll".
    .replace(/\b(?:Il|lI|ll)(?=\s+(?:pillar|tier)\b)|(?<=\b(?:pillar|tier)\s+)(?:Il|lI|ll)\b/gi, 'II')
    .trim();

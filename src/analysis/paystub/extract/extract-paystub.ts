// One paystub PDF -> its fields (ExtractedPaystub), from the text with positions. Nothing here
// knows a provider's template: fields come from labels (to the left of a value, above it, or in a
// table's header) and from table structure:
//
//   dates        Pay Date / Check Date / Advice Date; Period Beginning/Ending or "Period: a - b"
//   amounts      rows labelled Gross Pay / Total Earnings and Net Pay / Net Check / Take Home Pay,
//                their Current and YTD figures placed by the header columns above them
//   deductions   every row between gross and net pay: in a Deductions/Taxes/Withholdings section,
//                or below the gross pay line, up to the net pay line; names as printed
//   earnings     the rows of the Earnings section above gross pay, with hours and rate
//   parties      name-and-address blocks (see parties.ts)

import { extractPdfText, type PdfPage } from '../../statements/pdf/pdf-text.ts';
import { pageLines, type Line } from '../../statements/pdf/rows.ts';
import { StatementParseError } from '../../statements/statement.types.ts';
import { PaystubParseError, type ExtractedPaystub, type PaystubDeduction } from '../paystub.types.ts';
import { findLabelled } from './fields.ts';
import { partyBlocks, pickParties } from './parties.ts';
import { currentOf, numberIn, segmentsOf, ytdOf, type Segment } from './table.ts';
import { dateRange, moneyIn, nameIn, oneDate } from './values.ts';
import { frequencyOf, isLabel, isTotal } from './vocabulary.ts';

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

/** The fields from pages of positioned text: the page with the pay figures is read, the others ignored. */
export function extractPaystubFromPages(pages: readonly PdfPage[]): ExtractedPaystub {
  for (const page of pages) {
    const stub = readPage(page);
    if (stub) return stub;
  }
  throw new PaystubParseError(NO_PAY_FIGURES);
}

function readPage(page: PdfPage): ExtractedPaystub | null {
  const lines = pageLines(page);
  const segments = segmentsOf(lines);
  const grossRows = segments.filter((s) => isLabel(s.label, 'gross') && currentOf(s) !== null);
  const netRows = segments.filter((s) => isLabel(s.label, 'net') && currentOf(s) !== null);
  const gross = grossRows[0] ? currentOf(grossRows[0]) : (findLabelled(lines, 'gross', moneyIn)?.value ?? null);
  const net = netRows[0] ? currentOf(netRows[0]) : (findLabelled(lines, 'net', moneyIn)?.value ?? null);
  if (gross === null && net === null) return null;

  const firstOf = (rows: Segment[], read: (s: Segment) => number | null) => rows.map(read).find((v) => v !== null) ?? null;
  const ytdGross = firstOf(grossRows, ytdOf) ?? findLabelled(lines, 'ytdGross', moneyIn)?.value ?? null;
  const ytdNet = firstOf(netRows, ytdOf) ?? findLabelled(lines, 'ytdNet', moneyIn)?.value ?? null;

  let start = findLabelled(lines, 'periodStart', oneDate)?.value ?? null;
  let end = findLabelled(lines, 'periodEnd', oneDate)?.value ?? null;
  if (start === null || end === null) {
    const range = findLabelled(lines, 'period', dateRange)?.value ?? null;
    start ??= range?.[0] ?? null;
    end ??= range?.[1] ?? null;
  }

  const employerLabel = findLabelled(lines, 'employer', nameIn)?.value ?? null;
  const employeeLabel = findLabelled(lines, 'employee', nameIn)?.value ?? null;
  const { employer, employee } = pickParties(partyBlocks(lines), { employer: employerLabel, employee: employeeLabel });

  return {
    employer_name: employerLabel ?? employer?.name ?? topName(lines),
    employer_address: employer?.address ?? null,
    employee_name: employeeLabel ?? employee?.name ?? null,
    employee_address: employee?.address ?? null,
    pay_date: findLabelled(lines, 'payDate', oneDate)?.value ?? null,
    period_start: start,
    period_end: end,
    printed_frequency: findLabelled(lines, 'frequency', frequencyOf)?.value ?? null,
    gross_cents: gross,
    net_cents: net,
    deductions: deductionsOf(segments, netRows),
    earnings: earningsOf(segments, grossRows),
    ytd_gross_cents: ytdGross,
    ytd_net_cents: ytdNet,
    page: page.number,
  };
}

/** Rows between gross and net: in a deductions section or after the gross line, above the last net line. */
function deductionsOf(segments: readonly Segment[], netRows: readonly Segment[]): PaystubDeduction[] {
  const netY = netRows.length ? Math.max(...netRows.map((s) => s.line.y)) : Infinity;
  return segments
    .filter((s) => (s.section === 'deductions' || s.section === 'after-gross') && s.line.y < netY && !isTotal(s.label))
    .flatMap((s) => {
      const amount = currentOf(s);
      return amount === null ? [] : [{ name: clean(s.label), amount_cents: amount, ytd_cents: ytdOf(s) }];
    });
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

const clean = (s: string) => s.replace(/\s+/g, ' ').replace(/\s*:$/, '').trim();

/** Without an address block, the employer is the first name-like text at the top of the page. */
function topName(lines: readonly Line[]): string | null {
  for (const line of lines.slice(0, 3)) for (const c of line.cells) if (nameIn(c.text) && !/statement|advice|stub|earnings/i.test(c.text)) return c.text.trim();
  return null;
}

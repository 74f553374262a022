// Figures no accounting system prints: digit groups of the wrong size ("2,7843.55", "31,82.76") or
// letters where digits belong ("2,540.BB"). Payroll and bank software format every amount with one
// routine; a figure typed over by hand is where such slips happen. Only the text layer is read:
// OCR's misreads would look the same.
//
// National groupings are well formed: thousands (`1,234,567.89`, `1.234.567,89`) and the Indian
// lakh grouping (`12,34,567.89`, three digits then twos). A document keeps one of them: a figure
// grouped the one way among figures grouped only the other way is a figure typed in by someone else.
import type { FraudSignal } from '../paystub/paystub.types.ts';
import type { PageGraphics, TextRun } from './pdf-graphics.ts';
import { textBox } from './text-overlay.ts';

/** Looks like an amount: digits (or letters in their place) with a separator and two final places. */
const CANDIDATE = /^[(-]?\$?\d[\dA-Z]*(?:[,.][\dA-Z]+)*[.,][\dA-Z]{2}[)-]?$/;

export type Grouping = 'thousands' | 'lakh';

const GROUPED: Array<[Grouping, RegExp]> = [
  ['thousands', /^\d{1,3}(,\d{3})+\.\d{2}$/], // 12,345.67
  ['thousands', /^\d{1,3}(\.\d{3})+,\d{2}$/], // 12.345,67
  ['lakh', /^\d{1,2}(,\d{2})*,\d{3}\.\d{2}$/], // 12,34,567.89 (and 12,345.67, which fits both)
];
const UNGROUPED = /^\d+[.,]\d{2}$/; // 12345.67

/** What a token is: not an amount (null), malformed (`why`), or well formed with the groupings it fits (none for an ungrouped figure). */
export type AmountReading = null | { why: string } | { groupings: Grouping[] };

export function readAmount(token: string): AmountReading {
  if (!CANDIDATE.test(token)) return null;
  const core = token.replace(/^[(-]?\$?/, '').replace(/[)-]$/, '');
  if (UNGROUPED.test(core)) return { groupings: [] };
  const groupings = [...new Set(GROUPED.filter(([, re]) => re.test(core)).map(([g]) => g))];
  if (groupings.length > 0) return { groupings };
  const letters = core.replace(/[^A-Z]/g, '');
  const digits = core.replace(/[^\d]/g, '');
  if (letters.length > 0) {
    // A word with a dot ("No.AB") is not an amount: digits must dominate.
    if (digits.length < 3 || letters.length > 2) return null;
    return { why: 'has letters where digits belong' };
  }
  if (!/[,]/.test(core) || (core.match(/[.,]/g) ?? []).length < 2) return null;
  return { why: 'has digit groups of the wrong size' };
}

/** Why `token` is a malformed amount on its own, or null when it is fine or not an amount. */
export function malformedAmount(token: string): string | null {
  const r = readAmount(token);
  return r && 'why' in r ? r.why : null;
}

/** A grouping is the document's own when this many figures fit only it ... */
const CONVENTION_MIN = 3;
/** ... and figures fitting only the other are at most this share of them. */
const BREAK_SHARE = 1 / 3;

const GROUPING_NAME: Record<Grouping, string> = { thousands: 'in thousands', lakh: 'in lakhs' };

/**
 * Figures grouped unlike the rest of the document: those fitting only one grouping where at least
 * CONVENTION_MIN figures fit only the other and they are few beside them. A document grouped all one
 * way (every figure in lakhs) is honest; one figure breaking the convention the others follow is not.
 */
export function offConvention(figures: ReadonlyArray<{ groupings: readonly Grouping[] }>): Map<number, string> {
  const onlyOf = (g: Grouping) => figures.flatMap((f, i) => (f.groupings.length === 1 && f.groupings[0] === g ? [i] : []));
  const out = new Map<number, string>();
  for (const [minority, majority] of [['lakh', 'thousands'], ['thousands', 'lakh']] as Array<[Grouping, Grouping]>) {
    const few = onlyOf(minority);
    const many = onlyOf(majority);
    if (few.length === 0 || many.length < CONVENTION_MIN || few.length > BREAK_SHARE * many.length) continue;
    for (const i of few) out.set(i, `grouped ${GROUPING_NAME[minority]} where the document's other figures are grouped ${GROUPING_NAME[majority]}`);
  }
  return out;
}

export function malformedAmountSignals(documentId: string, pages: readonly PageGraphics[]): FraudSignal[] {
  const found: Array<{ page: number; token: string; why: string; run: TextRun }> = [];
  const grouped: Array<{ page: number; token: string; run: TextRun; groupings: Grouping[] }> = [];
  for (const page of pages) {
    for (const op of page.ops) {
      if (op.kind !== 'text') continue;
      for (const token of op.str.trim().split(/\s+/)) {
        const r = readAmount(token);
        if (!r) continue;
        if ('why' in r) found.push({ page: page.number, token, why: r.why, run: op });
        else if (r.groupings.length > 0) grouped.push({ page: page.number, token, run: op, groupings: r.groupings });
      }
    }
  }
  for (const [i, why] of offConvention(grouped)) found.push({ ...grouped[i], why });
  const signals: FraudSignal[] = [];
  for (const page of pages) {
    const here = found.filter((f) => f.page === page.number).sort((a, b) => a.run.seq - b.run.seq);
    if (here.length === 0) continue;
    const listed = here.slice(0, 4).map((f) => `"${f.token}" (${f.why})`).join(', ');
    signals.push({
      code: 'MALFORMED_AMOUNT', severity: 'MEDIUM', document_id: documentId, page: page.number,
      description: `On page ${page.number} ${here.length === 1 ? 'an amount is' : `${here.length} amounts are`} not printed as software prints figures: ${listed}.`,
      boxes: here.slice(0, 20).map((f) => {
        const b = textBox(f.run);
        return { x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0 };
      }),
    });
  }
  return signals;
}

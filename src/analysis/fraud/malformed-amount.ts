// Figures no accounting system prints: digit groups of the wrong size ("2,7843.55", "31,82.76") or
// letters where digits belong ("2,540.BB"). Payroll and bank software format every amount with one
// routine; a figure typed over by hand is where such slips happen. Only the text layer is read:
// OCR's misreads would look the same.
import type { FraudSignal } from '../paystub/paystub.types.ts';
import type { PageGraphics, TextRun } from './pdf-graphics.ts';
import { textBox } from './text-overlay.ts';

/** Looks like an amount: digits (or letters in their place) with a separator and two final places. */
const CANDIDATE = /^[(-]?\$?\d[\dA-Z]*(?:[,.][\dA-Z]+)*[.,][\dA-Z]{2}[)-]?$/;
const WELL_FORMED = [
  /^\d{1,3}(,\d{3})*\.\d{2}$/, // 12,345.67
  /^\d{1,3}(\.\d{3})*,\d{2}$/, // 12.345,67
  /^\d{1,3}( \d{3})*,\d{2}$/,
  /^\d+[.,]\d{2}$/, // 12345.67
];

/** Why `token` is a malformed amount, or null when it is fine or not an amount. */
export function malformedAmount(token: string): string | null {
  if (!CANDIDATE.test(token)) return null;
  const core = token.replace(/^[(-]?\$?/, '').replace(/[)-]$/, '');
  if (WELL_FORMED.some((re) => re.test(core))) return null;
  const letters = core.replace(/[^A-Z]/g, '');
  const digits = core.replace(/[^\d]/g, '');
  if (letters.length > 0) {
    // A word with a dot ("No.AB") is not an amount: digits must dominate.
    if (digits.length < 3 || letters.length > 2) return null;
    return 'has letters where digits belong';
  }
  if (!/[,]/.test(core) || (core.match(/[.,]/g) ?? []).length < 2) return null;
  return 'has digit groups of the wrong size';
}

export function malformedAmountSignals(documentId: string, pages: readonly PageGraphics[]): FraudSignal[] {
  const signals: FraudSignal[] = [];
  for (const page of pages) {
    const found: Array<{ token: string; why: string; run: TextRun }> = [];
    for (const op of page.ops) {
      if (op.kind !== 'text') continue;
      for (const token of op.str.trim().split(/\s+/)) {
        const why = malformedAmount(token);
        if (why) found.push({ token, why, run: op });
      }
    }
    if (found.length === 0) continue;
    const listed = found.slice(0, 4).map((f) => `"${f.token}" (${f.why})`).join(', ');
    signals.push({
      code: 'MALFORMED_AMOUNT', severity: 'MEDIUM', document_id: documentId, page: page.number,
      description: `On page ${page.number} ${found.length === 1 ? 'an amount is' : `${found.length} amounts are`} not printed as software prints figures: ${listed}.`,
      boxes: found.slice(0, 20).map((f) => {
        const b = textBox(f.run);
        return { x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0 };
      }),
    });
  }
  return signals;
}

// Placeholder identities: the names and addresses template sites and word-processor samples ship
// with ("John Doe", "Your Company Name", "123 Main Street, Anytown") left in a document presented as
// a borrower's own. A bank or a payroll system prints the customer's and the employer's real names;
// a document still carrying a template's filler was typed up from a template. Only the text layer is
// read: OCR's misreads are never counted.
import type { FraudSeverity, FraudSignal } from '../paystub/paystub.types.ts';
import type { PageGraphics, TextRun } from './pdf-graphics.ts';
import { textBox } from './text-overlay.ts';

interface Placeholder {
  pattern: RegExp;
  severity: FraudSeverity;
  what: string;
}

/**
 * A name placeholder is MEDIUM: no person or employer is called that. Address and number fillers are
 * LOW: a real "123 Main St" exists in many towns, and LOW signals alone never raise the risk.
 */
export const PLACEHOLDERS: readonly Placeholder[] = [
  { pattern: /\b(?:john|jane|richard|baby) q?\.? ?doe\b/i, severity: 'MEDIUM', what: 'a placeholder name' },
  { pattern: /\blorem ipsum\b/i, severity: 'MEDIUM', what: 'template filler text' },
  { pattern: /\byour (?:company|business|bank|employer|employee|full|first|last)(?:'s)? ?name\b/i, severity: 'MEDIUM', what: 'a template field left unfilled' },
  { pattern: /\b(?:company|employer|employee|customer|account holder|bank|business) name here\b/i, severity: 'MEDIUM', what: 'a template field left unfilled' },
  { pattern: /[[<{] ?(?:employee|employer|company|customer|your|account holder|first|last|full)[ _]?name ?[\]>}]/i, severity: 'MEDIUM', what: 'a template field left unfilled' },
  { pattern: /\bfirst ?name last ?name\b/i, severity: 'MEDIUM', what: 'a template field left unfilled' },
  { pattern: /\b(?:abc|xyz) (?:company|corp(?:oration)?|inc|llc|ltd)\b/i, severity: 'MEDIUM', what: 'a placeholder employer' },
  { pattern: /\b(?:anytown|any ?city|your city)\b/i, severity: 'LOW', what: 'a placeholder address' },
  { pattern: /\b123 (?:main|any|your) (?:st|street|road|rd|ave|avenue)\b/i, severity: 'LOW', what: 'a placeholder address' },
  { pattern: /\b(?:0123456789|1234567890|123456789|000000000)\b/, severity: 'LOW', what: 'a placeholder account number' },
];

interface Line {
  text: string;
  /** Where each run starts in `text`. */
  spans: Array<{ start: number; end: number; run: TextRun }>;
}

/** The page's text runs in reading order, joined into lines by baseline. */
function linesOf(page: PageGraphics): Line[] {
  const runs = page.ops.filter((o): o is TextRun => o.kind === 'text' && o.str.trim() !== '');
  runs.sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: TextRun[][] = [];
  for (const r of runs) {
    const last = lines.at(-1);
    if (last && Math.abs(last[0].y - r.y) < 0.35 * Math.max(last[0].size, r.size)) last.push(r);
    else lines.push([r]);
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    let text = '';
    const spans: Line['spans'] = [];
    for (const run of line) {
      if (text) text += ' ';
      spans.push({ start: text.length, end: text.length + run.str.length, run });
      text += run.str;
    }
    return { text: text.replace(/\s+/g, ' '), spans };
  });
}

export interface PlaceholderFinding {
  page: number;
  text: string;
  severity: FraudSeverity;
  what: string;
  runs: TextRun[];
}

export function findPlaceholders(page: PageGraphics): PlaceholderFinding[] {
  const found: PlaceholderFinding[] = [];
  for (const line of linesOf(page)) {
    for (const p of PLACEHOLDERS) {
      const m = p.pattern.exec(line.text);
      if (!m) continue;
      const start = m.index;
      const end = start + m[0].length;
      const runs = line.spans.filter((s) => s.start < end && s.end > start).map((s) => s.run);
      found.push({ page: page.number, text: m[0], severity: p.severity, what: p.what, runs });
    }
  }
  return found;
}

export function placeholderSignals(documentId: string, pages: readonly PageGraphics[]): FraudSignal[] {
  const signals: FraudSignal[] = [];
  for (const page of pages) {
    const found = findPlaceholders(page);
    if (found.length === 0) continue;
    const severity: FraudSeverity = found.some((f) => f.severity === 'MEDIUM') ? 'MEDIUM' : 'LOW';
    const listed = [...new Map(found.map((f) => [f.text.toLowerCase(), f])).values()].slice(0, 4).map((f) => `"${f.text}" (${f.what})`).join(', ');
    signals.push({
      code: 'PLACEHOLDER_IDENTITY', severity, document_id: documentId, page: page.number,
      description: `On page ${page.number} the document carries a template's filler instead of a real identity: ${listed}.`,
      boxes: found.flatMap((f) => f.runs).slice(0, 20).map((run) => {
        const b = textBox(run);
        return { x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0 };
      }),
    });
  }
  return signals;
}

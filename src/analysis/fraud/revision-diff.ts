// What an incremental update changed on the page: the amounts printed before and after it. Honest
// updates rewrite pages too (a redaction of the name and address, a form filled in, a stamp), so an
// update that rewrote a page is evidence of tampering only when it changed a figure. Text is joined
// into lines first, since a rewritten page may split the same words into other runs.
import type { SignalBox } from '../paystub/paystub.types.ts';
import type { PageGraphics, TextRun } from './pdf-graphics.ts';
import { boxOf, textBox } from './text-overlay.ts';

const AMOUNT = /[(-]?\$?\d{1,3}(?:[,.]?\d{3})*[.,]\d{2}(?![\d])/g;

interface Line {
  text: string;
  runs: TextRun[];
}

/** The page's text as lines: runs on one baseline in left-to-right order, a space where there is a gap. */
export function linesOf(page: PageGraphics | undefined): Line[] {
  if (!page) return [];
  const runs = page.ops.filter((o): o is TextRun => o.kind === 'text').sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Line[] = [];
  for (const r of runs) {
    const line = lines.find((l) => Math.abs(l.runs[0].y - r.y) <= 1.5);
    if (line) line.runs.push(r);
    else lines.push({ text: '', runs: [r] });
  }
  for (const l of lines) {
    l.runs.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    for (const r of l.runs) {
      // A gap, or a run drawn over the one before (a figure written on a cover), starts a new word.
      text += (r.x - end > 0.25 * r.size || r.x < end - 0.25 * r.size ? ' ' : '') + r.str;
      end = Math.max(end, r.x + r.width);
    }
    l.text = text.trim();
  }
  return lines;
}

const amounts = (lines: Line[]) => lines.flatMap((l) => (l.text.match(AMOUNT) ?? []).map((t) => ({ t, line: l })));

export interface FigureChange {
  page: number;
  removed: string[];
  added: string[];
  boxes: SignalBox[];
}

/** Per page, the amounts only the original shows and those only the final file shows. */
export function changedFigures(original: readonly PageGraphics[], final: readonly PageGraphics[]): FigureChange[] {
  const changes: FigureChange[] = [];
  for (const page of final) {
    const left = amounts(linesOf(original.find((p) => p.number === page.number))).map((a) => a.t);
    const added: Array<{ t: string; line: Line }> = [];
    for (const a of amounts(linesOf(page))) {
      const i = left.indexOf(a.t);
      if (i >= 0) left.splice(i, 1);
      else added.push(a);
    }
    if (added.length === 0) continue;
    const runs = added.flatMap((a) => a.line.runs.filter((r) => a.t.includes(r.str.trim()) && /\d/.test(r.str)));
    changes.push({ page: page.number, removed: left, added: added.map((a) => a.t), boxes: [...new Set(runs)].slice(0, 20).map((r) => boxOf(textBox(r))) });
  }
  return changes;
}

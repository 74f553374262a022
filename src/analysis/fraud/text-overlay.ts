// Text overlay: an opaque shape (or image) painted AFTER some text and covering it, with other text
// painted on top: the way a figure is replaced without the original generator. Shading drawn
// before the text (table stripes, header bars) covers nothing and is never a signal; translucent
// highlights are not covers.
import type { FraudSignal, SignalBox } from '../paystub/paystub.types.ts';
import type { Box, PageGraphics, PaintOp, TextRun } from './pdf-graphics.ts';

/** Share of a text run's box that must lie under the paint for the text to count as covered. */
const COVERED_SHARE = 0.6;
/** Paint larger than this share of the page is a background, not a patch. */
const MAX_PATCH_SHARE = 0.25;
const OPAQUE = 0.9;

export function textBox(t: Pick<TextRun, 'x' | 'y' | 'width' | 'size'>): Box {
  return { x0: t.x, y0: t.y - 0.75 * t.size, x1: t.x + t.width, y1: t.y + 0.2 * t.size };
}

/** A box as signals carry it: top-left corner and size, in points. */
export function boxOf(b: Box): SignalBox {
  return { x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0 };
}

function area(b: Box): number {
  return Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);
}

function overlap(a: Box, b: Box): number {
  return area({ x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) });
}

/** Share of `t`'s box under `b` (0 for an empty box). */
function shareUnder(t: TextRun, b: Box): number {
  const box = textBox(t);
  const a = area(box);
  return a > 0 ? overlap(box, b) / a : 0;
}

function describeColor(p: PaintOp): string {
  if (p.kind === 'image') return 'an image';
  const hex = p.color ?? '';
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return 'a filled shape';
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h, 16));
  if (r > 235 && g > 235 && b > 235) return 'a white box';
  if (r < 30 && g < 30 && b < 30) return 'a black box';
  return `a filled box (${hex.toLowerCase()})`;
}

function quote(runs: TextRun[]): string {
  const s = runs.map((r) => r.str.trim()).filter(Boolean).join(' ').replace(/\s+/g, ' ');
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/**
 * The words of a run of several, each placed by its share of the run's characters: exact for the
 * monospaced lines of a line printer or enscript, which draw a whole line (label, hours, rate,
 * amounts) in one run, close enough for other fonts. A patch over one figure of such a line covers
 * too little of the run to count, but all of the figure.
 */
export function wordsOf(t: TextRun): TextRun[] {
  const words = [...t.str.matchAll(/\S+/g)];
  if (words.length < 2) return [];
  const per = t.width / t.str.length;
  return words.map((w) => ({ ...t, str: w[0], x: t.x + per * (w.index ?? 0), width: per * w[0].length }));
}

export interface OverlayFinding {
  page: number;
  paint: PaintOp;
  covered: TextRun[];
  onTop: TextRun[];
}

/** Every patch on a page that hides earlier text, with the text drawn over it afterwards. */
export function findOverlays(page: PageGraphics): OverlayFinding[] {
  const pageArea = page.width * page.height;
  const texts = page.ops.filter((o): o is TextRun => o.kind === 'text');
  const findings: OverlayFinding[] = [];
  for (const op of page.ops) {
    if (op.kind === 'text' || op.alpha < OPAQUE) continue;
    const a = area(op.box);
    if (a <= 0 || (pageArea > 0 && a > MAX_PATCH_SHARE * pageArea)) continue;
    const covered = texts.filter((t) => t.seq < op.seq).flatMap((t) => (shareUnder(t, op.box) >= COVERED_SHARE ? [t] : wordsOf(t).filter((w) => shareUnder(w, op.box) >= COVERED_SHARE)));
    if (covered.length === 0) continue;
    const onTop = texts.filter((t) => t.seq > op.seq && shareUnder(t, op.box) >= COVERED_SHARE);
    findings.push({ page: page.number, paint: op, covered, onTop });
  }
  return findings;
}

/**
 * `TEXT_OVERLAY` (HIGH) for hidden text with new text on top; `TEXT_COVERED` (LOW) for hidden text
 * alone, which is also how a borrower blacks out an account number. One signal per patch.
 */
export function textOverlaySignals(documentId: string, pages: PageGraphics[]): FraudSignal[] {
  const signals: FraudSignal[] = [];
  for (const page of pages) {
    for (const f of findOverlays(page)) {
      const what = describeColor(f.paint);
      const old = quote(f.covered);
      if (f.onTop.length > 0) {
        signals.push({
          code: 'TEXT_OVERLAY', severity: 'HIGH', document_id: documentId, page: f.page,
          description: `On page ${f.page} ${what} was drawn over the printed text "${old}" and "${quote(f.onTop)}" was written on top of it.`,
          boxes: [boxOf(f.paint.box)],
        });
      } else {
        signals.push({
          code: 'TEXT_COVERED', severity: 'LOW', document_id: documentId, page: f.page,
          description: `On page ${f.page} ${what} was drawn over the printed text "${old}", hiding it.`,
          boxes: [boxOf(f.paint.box)],
        });
      }
    }
  }
  return signals;
}

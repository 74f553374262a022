// Places signals found in the figures read (sums that do not add up, balances that do not follow)
// on their page: each figure the signal names is looked up among the page's text runs, and every
// run printing it becomes a box. A figure not found as text (OCR, glyph-by-glyph text) gets none.
import type { FraudSignal } from '../paystub/paystub.types.ts';
import type { PageGraphics } from './pdf-graphics.ts';
import { boxOf, textBox } from './text-overlay.ts';

const TOKEN = /^[(-]?\$?(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})[)-]?$/;

/** The cents a token prints, unsigned; null when it is not an amount. */
export function tokenCents(token: string): number | null {
  const m = TOKEN.exec(token);
  return m ? Number(m[1].replace(/,/g, '')) * 100 + Number(m[2]) : null;
}

export function locateFigures(signals: readonly FraudSignal[], pages: readonly PageGraphics[]): FraudSignal[] {
  return signals.map((s) => {
    if (s.page === null || !s.figures?.length || s.boxes?.length) return s;
    const page = pages.find((p) => p.number === s.page);
    if (!page) return s;
    const wanted = new Set(s.figures.map((c) => Math.abs(c)));
    const boxes = page.ops
      .filter((o) => o.kind === 'text' && o.str.trim().split(/\s+/).some((t) => wanted.has(tokenCents(t) ?? -1)))
      .slice(0, 10)
      .map((o) => boxOf(textBox(o as Parameters<typeof textBox>[0])));
    return boxes.length ? { ...s, boxes } : s;
  });
}

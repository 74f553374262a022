// Places signals found in the figures read (sums that do not add up, balances that do not follow,
// a pay date on a weekend) on their page: each figure or date the signal names is looked up among
// the page's text, and every place printing it becomes a box. A text layer's runs are looked up
// in its drawing (locateFigures); a page read by OCR in its recognised words, each already boxed
// on the page as shown (locateInWords, with ocr/page-geometry.ts). Glyph-by-glyph text gets none.
import type { FraudSignal, SignalBox } from '../paystub/paystub.types.ts';
import type { PageGraphics } from './pdf-graphics.ts';
import { boxOf, textBox } from './text-overlay.ts';

const TOKEN = /^[(-]?\$?(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})[)-]?$/;
/** Boxes given to one signal at most. */
const MAX_BOXES = 10;

/** The cents a token prints, unsigned; null when it is not an amount. */
export function tokenCents(token: string): number | null {
  const m = TOKEN.exec(token);
  return m ? Number(m[1].replace(/,/g, '')) * 100 + Number(m[2]) : null;
}

const MONTHS = ['jan(?:uary)?', 'feb(?:ruary)?', 'mar(?:ch)?', 'apr(?:il)?', 'may', 'june?', 'july?', 'aug(?:ust)?', 'sep(?:t(?:ember)?)?', 'oct(?:ober)?', 'nov(?:ember)?', 'dec(?:ember)?'];

/**
 * Whether `text` prints the ISO date `iso` the ways stubs and statements do: 3/16/2024, 03/16/24,
 * 03-16-2024, 2024-03-16, Mar 16, 2024, March 16 2024, 16 Mar 2024.
 */
export function printsDate(text: string, iso: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const [y, mo, d] = [m[1], Number(m[2]), Number(m[3])];
  const month = MONTHS[mo - 1];
  if (!month) return false;
  const [mm, dd] = [`0?${mo}`, `0?${d}`];
  const forms = [`${mm}[/.-]${dd}[/.-](?:${y}|${y.slice(2)})`, `${y}-${mm}-${dd}`, `${month}\\.?\\s*${dd},?\\s*${y}`, `${dd}\\s*${month}\\.?,?\\s*${y}`];
  return new RegExp(`(?:^|[^\\d])(?:${forms.join('|')})(?!\\d)`, 'i').test(text);
}

const wants = (s: FraudSignal) => s.page !== null && !s.boxes?.length && Boolean(s.figures?.length || s.dates?.length);

/** Whether a piece of text prints one of the signal's figures (any of its words) or dates. */
function printsAny(s: FraudSignal): (text: string) => boolean {
  const cents = new Set((s.figures ?? []).map((c) => Math.abs(c)));
  const dates = s.dates ?? [];
  return (text) => text.trim().split(/\s+/).some((t) => cents.has(tokenCents(t) ?? -1)) || dates.some((d) => printsDate(text, d));
}

export function locateFigures(signals: readonly FraudSignal[], pages: readonly PageGraphics[]): FraudSignal[] {
  return signals.map((s) => {
    if (!wants(s)) return s;
    const page = pages.find((p) => p.number === s.page);
    if (!page) return s;
    const prints = printsAny(s);
    const boxes = page.ops
      .filter((o) => o.kind === 'text' && prints(o.str))
      .slice(0, MAX_BOXES)
      .map((o) => boxOf(textBox(o as Parameters<typeof textBox>[0])));
    return boxes.length ? { ...s, boxes } : s;
  });
}

/** A word read by OCR, with its page and its box on the page as shown (ocr/ocr-document.ts). */
export interface LocatedWord {
  page: number;
  text: string;
  box: SignalBox;
}

/** Words a date may be printed over ("Mar" "16," "2024"). */
const DATE_WORDS = 3;

/**
 * The signals about figures and dates placed on a page read by OCR: a word printing one of the
 * figures is boxed; a date printed over up to three words gets the box around them.
 */
export function locateInWords(signals: readonly FraudSignal[], words: readonly LocatedWord[]): FraudSignal[] {
  return signals.map((s) => {
    if (!wants(s)) return s;
    const onPage = words.filter((w) => w.page === s.page);
    const prints = printsAny(s);
    const spans: Array<[number, number]> = [];
    for (let i = 0; i < onPage.length; i++) {
      // The fewest words from i that print it; a span holding a shorter one further on is not its own.
      for (let n = 1; n <= DATE_WORDS && i + n <= onPage.length; n++) {
        if (!prints(onPage.slice(i, i + n).map((w) => w.text).join(' '))) continue;
        spans.push([i, i + n]);
        break;
      }
    }
    const boxes = spans
      .filter(([a, b]) => !spans.some(([c, d]) => (c > a && d <= b) || (c >= a && d < b)))
      .slice(0, MAX_BOXES)
      .map(([a, b]) => enclosing(onPage.slice(a, b).map((w) => w.box)));
    return boxes.length ? { ...s, boxes } : s;
  });
}

function enclosing(boxes: readonly SignalBox[]): SignalBox {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width));
  const y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

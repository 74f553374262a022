// What each page draws, in drawing order: text runs and opaque paint (filled shapes, images), from
// pdfjs operator lists. Coordinates are the page's own, top-down, in points, like pdf-text.ts.
// The walk follows the graphics state (save/restore, cm, form XObjects) and the text state (Tm, Td,
// TL, Tc, Tw, Tz, Ts, Tr) far enough to place every run; glyph widths come from pdfjs.
import { openPdf, pdfjs } from '../pdf/open-pdf.ts';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface TextRun {
  kind: 'text';
  /** Position in the page's drawing order. */
  seq: number;
  str: string;
  /** Left edge, points from the page's left. */
  x: number;
  /** Baseline, points from the page's top. */
  y: number;
  width: number;
  size: number;
  /** pdfjs's name for the font resource: runs in the same font share it. */
  font: string;
}

export interface PaintOp {
  kind: 'fill' | 'image';
  seq: number;
  box: Box;
  /** '#rrggbb' for a plain colour fill; null for patterns and images. */
  color: string | null;
  /** Fill opacity (the ExtGState `ca`), 0-1. */
  alpha: number;
}

export type DrawOp = TextRun | PaintOp;

export interface PageGraphics {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  ops: DrawOp[];
  /** pdfjs's font names to the fonts' own names ("Helvetica", "ABCDEF+Arial-BoldMT") where known. */
  fontNames: Record<string, string>;
}

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const OPS = pdfjs.OPS;
const FILLS = new Set<number>([
  OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke,
]);
/** Pages with more operators than this are read only this far (a hostile file gains nothing). */
const MAX_OPS_PER_PAGE = 200_000;
const MAX_PAGES = 50;
/**
 * Moves inside one TJ array, in ems: at least WORD_GAP_EM separates words (a space is about a quarter
 * em), at least COLUMN_GAP_EM is a jump to another column: the text after it is a run of its own.
 * Some writers (cairo, WeasyPrint) draw a whole table row, every column of it, in one TJ.
 */
const WORD_GAP_EM = 0.2;
const COLUMN_GAP_EM = 1;

/** `a` after `b`: the matrix that applies `b` first, then `a` (PDF's `b × a`). */
function compose(a: readonly number[], b: readonly number[]): Matrix {
  return [
    a[0] * b[0] + a[2] * b[1],
    a[1] * b[0] + a[3] * b[1],
    a[0] * b[2] + a[2] * b[3],
    a[1] * b[2] + a[3] * b[3],
    a[0] * b[4] + a[2] * b[5] + a[4],
    a[1] * b[4] + a[3] * b[5] + a[5],
  ];
}

function apply(m: readonly number[], x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

function isMatrix(v: unknown): v is number[] {
  return (Array.isArray(v) || v instanceof Float32Array) && v.length === 6 && Array.from(v).every(Number.isFinite);
}

function num(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

/** The page-space box of a user-space rectangle under `m`. */
export function transformBox(m: readonly number[], x0: number, y0: number, x1: number, y1: number): Box {
  const pts = [apply(m, x0, y0), apply(m, x1, y0), apply(m, x0, y1), apply(m, x1, y1)];
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

interface State {
  ctm: Matrix;
  fillColor: string | null;
  alpha: number;
  font: string;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  renderMode: number;
}

interface Glyph {
  unicode?: string;
  width?: number;
  isSpace?: boolean;
}

/** Walks one operator list. Exported for tests that hand it a list directly. */
export function walkOperators(fnArray: ArrayLike<number>, argsArray: ArrayLike<unknown>, pageTransform: readonly number[]): DrawOp[] {
  const out: DrawOp[] = [];
  let st: State = {
    ctm: [...pageTransform] as Matrix, fillColor: '#000000', alpha: 1, font: '', fontSize: 0,
    charSpacing: 0, wordSpacing: 0, hScale: 1, leading: 0, rise: 0, renderMode: 0,
  };
  const stack: State[] = [];
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;
  const moveText = (tx: number, ty: number) => {
    tlm = compose(tlm, [1, 0, 0, 1, tx, ty]);
    tm = tlm;
  };
  const n = Math.min(fnArray.length, MAX_OPS_PER_PAGE);
  for (let i = 0; i < n; i++) {
    const fn = fnArray[i];
    const args = (argsArray[i] ?? []) as unknown[];
    switch (fn) {
      case OPS.save:
        stack.push({ ...st });
        break;
      case OPS.restore:
        st = stack.pop() ?? st;
        break;
      case OPS.transform:
        if (isMatrix(args)) st.ctm = compose(st.ctm, Array.from(args));
        break;
      case OPS.paintFormXObjectBegin:
        stack.push({ ...st });
        if (isMatrix(args[0])) st.ctm = compose(st.ctm, Array.from(args[0] as number[]));
        break;
      case OPS.paintFormXObjectEnd:
        st = stack.pop() ?? st;
        break;
      case OPS.setFillRGBColor:
        st.fillColor = typeof args[0] === 'string' ? args[0] : null;
        break;
      case OPS.setFillTransparent:
        st.fillColor = null;
        st.alpha = 0;
        break;
      case OPS.setFillColorN:
      case OPS.shadingFill:
        st.fillColor = null;
        break;
      case OPS.setGState: {
        const entries = Array.isArray(args[0]) ? (args[0] as unknown[]) : [];
        for (const e of entries) if (Array.isArray(e) && e[0] === 'ca') st.alpha = num(e[1], st.alpha);
        break;
      }
      case OPS.constructPath: {
        const [paint, , minMax] = args as [number, unknown, ArrayLike<number> | null];
        if (!FILLS.has(paint) || !minMax || minMax.length < 4) break;
        const [x0, y0, x1, y1] = Array.from(minMax);
        if (![x0, y0, x1, y1].every(Number.isFinite)) break;
        out.push({ kind: 'fill', seq: i, box: transformBox(st.ctm, x0, y0, x1, y1), color: st.fillColor, alpha: st.alpha });
        break;
      }
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject:
        out.push({ kind: 'image', seq: i, box: transformBox(st.ctm, 0, 0, 1, 1), color: null, alpha: st.alpha });
        break;
      case OPS.beginText:
        tm = IDENTITY;
        tlm = IDENTITY;
        break;
      case OPS.setFont:
        st.font = typeof args[0] === 'string' ? args[0] : '';
        st.fontSize = num(args[1], 0);
        break;
      case OPS.setTextMatrix: {
        const m = args[0];
        if (isMatrix(m)) {
          tm = Array.from(m) as Matrix;
          tlm = tm;
        }
        break;
      }
      case OPS.moveText:
        moveText(num(args[0], 0), num(args[1], 0));
        break;
      case OPS.setLeadingMoveText:
        st.leading = -num(args[1], 0);
        moveText(num(args[0], 0), num(args[1], 0));
        break;
      case OPS.setLeading:
        st.leading = num(args[0], 0);
        break;
      case OPS.nextLine:
        moveText(0, -st.leading);
        break;
      case OPS.setCharSpacing:
        st.charSpacing = num(args[0], 0);
        break;
      case OPS.setWordSpacing:
        st.wordSpacing = num(args[0], 0);
        break;
      case OPS.setHScale:
        st.hScale = num(args[0], 100) / 100;
        break;
      case OPS.setTextRise:
        st.rise = num(args[0], 0);
        break;
      case OPS.setTextRenderingMode:
        st.renderMode = num(args[0], 0);
        break;
      case OPS.showText: {
        const glyphs = Array.isArray(args[0]) ? (args[0] as Array<Glyph | number>) : [];
        const m = compose(st.ctm, tm);
        // Horizontal, upright runs only, and only those that are painted (mode 3 and 7 are invisible).
        // (Page space is top-down: upright text has a negative vertical scale.)
        const upright = Math.abs(m[1]) < 1e-3 * Math.abs(m[0]) && Math.abs(m[2]) < 1e-3 * Math.abs(m[3]) && m[0] > 0 && m[3] < 0;
        const size = Math.abs(m[3] * st.fontSize);
        const visible = upright && size >= 1 && st.renderMode !== 3 && st.renderMode !== 7;
        let advance = 0;
        let start = 0;
        let str = '';
        const flush = () => {
          if (visible && str.trim() !== '') {
            const [sx, sy] = apply(m, start, st.rise);
            const [ex] = apply(m, advance, st.rise);
            out.push({ kind: 'text', seq: i, str, x: Math.min(sx, ex), y: sy, width: Math.abs(ex - sx), size, font: st.font });
          }
          str = '';
        };
        for (const g of glyphs) {
          if (typeof g === 'number') {
            // A move to the right (negative TJ number) in ems: a word space, or a jump to another column.
            const gap = -g / 1000;
            if (gap >= COLUMN_GAP_EM) {
              flush();
              advance += gap * st.fontSize * st.hScale;
              start = advance;
              continue;
            }
            if (gap >= WORD_GAP_EM && str !== '' && !str.endsWith(' ')) str += ' ';
            advance += gap * st.fontSize * st.hScale;
          } else if (g && typeof g === 'object') {
            str += g.isSpace ? ' ' : (g.unicode ?? '');
            advance += (num(g.width, 0) / 1000 * st.fontSize + st.charSpacing + (g.isSpace ? st.wordSpacing : 0)) * st.hScale;
          }
        }
        flush();
        tm = compose(tm, [1, 0, 0, 1, advance, 0]);
        break;
      }
      default:
        break;
    }
  }
  return out;
}

function fontNames(page: { commonObjs: { has(id: string): boolean; get(id: string): unknown } }, ops: DrawOp[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const op of ops) {
    if (op.kind !== 'text' || !op.font || op.font in names) continue;
    try {
      const font = page.commonObjs.has(op.font) ? (page.commonObjs.get(op.font) as { name?: unknown }) : null;
      if (font && typeof font.name === 'string' && font.name) names[op.font] = font.name;
    } catch {
      // An unresolved font keeps pdfjs's name.
    }
  }
  return names;
}

/** Every page's drawing (up to 50 pages). Throws only when pdfjs cannot open the file at all. */
export async function readPageGraphics(bytes: Uint8Array): Promise<PageGraphics[]> {
  const task = openPdf(bytes);
  try {
    const doc = await task.promise;
    const pages: PageGraphics[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n++) {
      try {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({ scale: 1 });
        // Annotations are judged from the file's structure (pdf-structure.ts), not drawn here.
        const list = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
        const ops = walkOperators(list.fnArray, list.argsArray, viewport.transform);
        pages.push({ number: n, width: viewport.width, height: viewport.height, ops, fontNames: fontNames(page, ops) });
        page.cleanup();
      } catch {
        // A page pdfjs cannot draw is skipped; the others are still checked.
      }
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

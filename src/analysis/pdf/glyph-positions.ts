// Where each glyph of a page is drawn, from pdfjs's operator list: the text state (matrices, font
// size, character and word spacing, horizontal scaling, rise) followed through the drawing operators.
// pdfjs's text content joins glyphs into items and inserts one space wherever glyphs stand apart, so
// text drawn letter-spaced ("L A K E S H O R E  L O G I S T I C S") loses the wider gaps between its
// words; the glyphs' own positions keep them.
import { pdfjs } from './open-pdf.ts';

export interface Glyph {
  text: string;
  /** Left edge and baseline, in the page's top-down coordinates (points). */
  x: number;
  y: number;
  /** Advance of the glyph itself, without character or word spacing. */
  width: number;
  size: number;
}

type Matrix = number[];

interface State {
  ctm: Matrix;
  font: string;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
}

interface GlyphArg {
  unicode?: string;
  width?: number;
  isSpace?: boolean;
  originalCharCode?: number;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const mul = (a: Matrix, b: Matrix): Matrix => pdfjs.Util.transform(a, b) as Matrix;
const translate = (m: Matrix, x: number, y: number): Matrix => [m[0], m[1], m[2], m[3], m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/**
 * The glyphs drawn by an operator list, placed with `viewport` (the page's scale-1 viewport transform).
 * `fontMatrixOf` gives a font's glyph-space matrix (1/1000 of text space unless the font says otherwise).
 */
export function glyphPositions(
  ops: { fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> },
  viewport: Matrix,
  fontMatrixOf: (font: string) => Matrix | undefined = () => undefined,
): Glyph[] {
  const OPS = pdfjs.OPS;
  const out: Glyph[] = [];
  let s: State = { ctm: viewport.slice(), font: '', fontSize: 0, charSpacing: 0, wordSpacing: 0, hScale: 1, leading: 0, rise: 0 };
  const stack: State[] = [];
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;
  const moveText = (x: number, y: number) => {
    tlm = translate(tlm, x, y);
    tm = tlm;
  };
  const show = (items: ReadonlyArray<GlyphArg | number>) => {
    const fm = fontMatrixOf(s.font)?.[0] ?? 0.001;
    for (const g of items) {
      if (typeof g === 'number') {
        tm = translate(tm, (-g / 1000) * s.fontSize * s.hScale, 0);
        continue;
      }
      if (!g || typeof g !== 'object') continue;
      const advance = (g.width ?? 0) * fm * s.fontSize;
      const trm = mul(s.ctm, mul(tm, [s.fontSize * s.hScale, 0, 0, s.fontSize, 0, s.rise]));
      const scaleX = Math.hypot(trm[0], trm[1]) / Math.max(Math.abs(s.fontSize * s.hScale), 1e-9);
      // Horizontal, upright text only, as the text reader keeps.
      if (g.unicode && Math.abs(trm[1]) < 1e-3 && Math.abs(trm[2]) < 1e-3 && trm[0] > 0 && trm[3] < 0) {
        out.push({ text: g.unicode, x: trm[4], y: trm[5], width: advance * s.hScale * scaleX, size: Math.abs(trm[3]) });
      }
      const spacing = s.charSpacing + (g.isSpace || g.originalCharCode === 32 ? s.wordSpacing : 0);
      tm = translate(tm, (advance + spacing) * s.hScale, 0);
    }
  };
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = (ops.argsArray[i] ?? []) as unknown[];
    const num = (k: number) => Number(args[k] ?? 0);
    switch (fn) {
      case OPS.save:
        stack.push({ ...s, ctm: s.ctm.slice() });
        break;
      case OPS.restore:
        s = stack.pop() ?? s;
        break;
      case OPS.transform:
        s.ctm = mul(s.ctm, [num(0), num(1), num(2), num(3), num(4), num(5)]);
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push({ ...s, ctm: s.ctm.slice() });
        const m = args[0] as ArrayLike<number> | null;
        if (m && m.length === 6) s.ctm = mul(s.ctm, Array.from(m));
        break;
      }
      case OPS.paintFormXObjectEnd:
        s = stack.pop() ?? s;
        break;
      case OPS.beginText:
        tm = tlm = IDENTITY;
        break;
      case OPS.setFont:
        s.font = String(args[0] ?? '');
        s.fontSize = num(1);
        break;
      case OPS.setCharSpacing:
        s.charSpacing = num(0);
        break;
      case OPS.setWordSpacing:
        s.wordSpacing = num(0);
        break;
      case OPS.setHScale:
        s.hScale = num(0) / 100;
        break;
      case OPS.setLeading:
        s.leading = -num(0);
        break;
      case OPS.setTextRise:
        s.rise = num(0);
        break;
      case OPS.setTextMatrix: {
        const m = (args.length === 1 ? args[0] : args) as ArrayLike<number>;
        tm = tlm = Array.from(m).map(Number);
        break;
      }
      case OPS.moveText:
        moveText(num(0), num(1));
        break;
      case OPS.setLeadingMoveText:
        s.leading = num(1);
        moveText(num(0), num(1));
        break;
      case OPS.nextLine:
        moveText(0, s.leading);
        break;
      case OPS.showText:
      case OPS.showSpacedText:
        show((args[0] ?? []) as Array<GlyphArg | number>);
        break;
    }
  }
  return out;
}

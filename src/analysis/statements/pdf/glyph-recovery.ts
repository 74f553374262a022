// Text drawn in a subset font whose ToUnicode map is empty: pdfjs can only hand back the raw codes
// ("!\"# $%&'()*" for "Pay period:"). Subsets of one font made by different tools keep each glyph's
// outline byte for byte, so a glyph is recognised by its outline in another font of the same page
// that does say which character it draws. Only TrueType outlines (glyf) are compared.

export interface LoadedFont {
  /** The font file as pdfjs rebuilt it (OpenType with glyf, loca and a 3/1 or 3/0 cmap). */
  data?: Uint8Array;
  /** Character code -> the code the rebuilt font's cmap knows it by. */
  toFontChar?: number[];
  /** Character code -> Unicode text, as the PDF (or pdfjs's fallback) says. */
  toUnicode?: { _map?: (string | null | undefined)[] };
}

/** Character code -> outline key, for every code the font maps to a glyph with an outline. */
function outlinesByCode(font: LoadedFont): Map<number, string> | null {
  const data = font.data;
  const toFontChar = font.toFontChar;
  if (!data || !toFontChar) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tables = new Map<string, { offset: number; length: number }>();
  try {
    const count = view.getUint16(4);
    for (let i = 0; i < count; i++) {
      const at = 12 + 16 * i;
      const tag = String.fromCharCode(data[at], data[at + 1], data[at + 2], data[at + 3]);
      tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
    }
    const head = tables.get('head');
    const loca = tables.get('loca');
    const glyf = tables.get('glyf');
    const maxp = tables.get('maxp');
    const cmap = tables.get('cmap');
    if (!head || !loca || !glyf || !maxp || !cmap) return null;
    const longOffsets = view.getInt16(head.offset + 50) === 1;
    const glyphs = view.getUint16(maxp.offset + 4);
    const glyphAt = (gid: number): [number, number] | null => {
      if (gid <= 0 || gid >= glyphs) return null;
      const a = longOffsets ? view.getUint32(loca.offset + 4 * gid) : 2 * view.getUint16(loca.offset + 2 * gid);
      const b = longOffsets ? view.getUint32(loca.offset + 4 * gid + 4) : 2 * view.getUint16(loca.offset + 2 * gid + 2);
      return b > a ? [glyf.offset + a, glyf.offset + b] : null;
    };
    const gidOf = cmapFormat4(view, cmap.offset);
    if (!gidOf) return null;
    const out = new Map<number, string>();
    toFontChar.forEach((fontChar, code) => {
      if (fontChar === undefined || fontChar === null) return;
      const span = glyphAt(gidOf(fontChar));
      if (!span) return;
      out.set(code, Buffer.from(data.subarray(span[0], span[1])).toString('base64'));
    });
    return out;
  } catch {
    return null; // a font file pdfjs could not rebuild in the expected shape: nothing to compare
  }
}

/** The glyph id lookup of the font's Windows (3,1 or 3,0) format-4 cmap. */
function cmapFormat4(view: DataView, offset: number): ((code: number) => number) | null {
  const count = view.getUint16(offset + 2);
  for (let i = 0; i < count; i++) {
    const platform = view.getUint16(offset + 4 + 8 * i);
    const sub = offset + view.getUint32(offset + 8 + 8 * i);
    if (platform !== 3 || view.getUint16(sub) !== 4) continue;
    const segments = view.getUint16(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const ranges = deltas + 2 * segments;
    return (code: number) => {
      for (let s = 0; s < segments; s++) {
        if (code > view.getUint16(ends + 2 * s)) continue;
        const start = view.getUint16(starts + 2 * s);
        if (code < start) return 0;
        const delta = view.getInt16(deltas + 2 * s);
        const range = view.getUint16(ranges + 2 * s);
        if (range === 0) return (code + delta) & 0xffff;
        const g = view.getUint16(ranges + 2 * s + range + 2 * (code - start));
        return g === 0 ? 0 : (g + delta) & 0xffff;
      }
      return 0;
    };
  }
  return null;
}

/**
 * For each font whose characters are mostly other characters than it claims (its glyphs match,
 * by outline, glyphs that other fonts map elsewhere), the code -> text map that reads it right.
 * Fonts whose claims agree with the outlines are left alone.
 */
export function recoverFonts(fonts: ReadonlyMap<string, LoadedFont>, used: ReadonlyMap<string, Set<number>>): Map<string, Map<number, string>> {
  const outlines = new Map<string, Map<number, string>>();
  for (const [name, font] of fonts) {
    const o = outlinesByCode(font);
    if (o) outlines.set(name, o);
  }
  // Outline -> the text each font that maps it says it draws.
  const known = new Map<string, Map<string, string>>();
  for (const [name, o] of outlines) {
    const map = fonts.get(name)!.toUnicode?._map ?? [];
    for (const [code, key] of o) {
      const text = map[code];
      if (typeof text !== 'string' || text.trim() === '') continue;
      let byFont = known.get(key);
      if (!byFont) known.set(key, (byFont = new Map()));
      byFont.set(name, text);
    }
  }
  const out = new Map<string, Map<number, string>>();
  for (const [name, codes] of used) {
    const o = outlines.get(name);
    if (!o) continue;
    const map = fonts.get(name)!.toUnicode?._map ?? [];
    const fixed = new Map<number, string>();
    let disagree = 0;
    let recognised = 0;
    for (const code of codes) {
      const key = o.get(code);
      // What the other fonts say this outline draws.
      const text = key === undefined ? undefined : [...(known.get(key) ?? [])].find(([other]) => other !== name)?.[1];
      if (text === undefined) continue;
      recognised++;
      if (text !== map[code]) disagree++;
      fixed.set(code, text);
    }
    if (recognised > 0 && disagree >= 0.8 * recognised && recognised >= 0.6 * codes.size) out.set(name, fixed);
  }
  return out;
}

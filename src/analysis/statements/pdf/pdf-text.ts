// Text with positions from a PDF, through pdfjs-dist's legacy build (the one meant for Node).
import { openPdf, pdfjs } from '../../pdf/open-pdf.ts';
import { StatementParseError } from '../statement.types.ts';
import { glyphPositions } from '../../pdf/glyph-positions.ts';
import { looksLetterSpaced, wordsFromGlyphs } from '../../pdf/letter-spaced-words.ts';
import { recoverFonts, type LoadedFont } from './glyph-recovery.ts';

export interface TextItem {
  str: string;
  /** Left edge, in points from the page's left. */
  x: number;
  /** Baseline, in points from the page's top. */
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
  font: string;
  /** Read by OCR: the recogniser's confidence, 0–1 (absent for a PDF's own text). */ confidence?: number;
}

export interface PdfPage {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  items: TextItem[];
}

export const PASSWORD_PROTECTED = 'The PDF is password-protected; upload it without a password';
export const NO_TEXT_LAYER =
  "The PDF has no text layer (scanned image); upload the bank's original PDF or a CSV/OFX export";

interface RawItem {
  str?: string;
  transform?: number[];
  width?: number;
  fontName?: string;
}

/** Every page's horizontal text, in the page's own (rotation-corrected, top-down) coordinates. */
export async function extractPdfText(bytes: Uint8Array): Promise<PdfPage[]> {
  const task = openPdf(bytes);
  try {
    let doc: Awaited<typeof task.promise>;
    try {
      doc = await task.promise;
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'PasswordException') throw new StatementParseError(PASSWORD_PROTECTED);
      if (name === 'InvalidPDFException') throw new StatementParseError('The PDF is corrupt or incomplete and cannot be read');
      throw err;
    }
    const pages: PdfPage[] = [];
    let characters = 0;
    let recovery: Recovery | null = null;
    try {
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({ scale: 1 });
        const content = await page.getTextContent();
        let items = pageItems(content.items as RawItem[], viewport.transform, viewport.scale, null);
        if (looksUndecoded(items)) {
          recovery ??= new Recovery(bytes);
          items = (await recovery.page(n)) ?? items;
        }
        if (items.some(itemLooksLetterSpaced)) items = await respaced(page, viewport.transform, items);
        for (const i of items) characters += i.str.length;
        pages.push({ number: n, width: viewport.width, height: viewport.height, items });
        page.cleanup();
      }
    } finally {
      await recovery?.close();
    }
    if (characters === 0) throw new StatementParseError(NO_TEXT_LAYER);
    return pages;
  } finally {
    await task.destroy();
  }
}

function pageItems(raws: readonly RawItem[], viewportTransform: number[], scale: number, remap: Map<string, Map<number, string>> | null): TextItem[] {
  const items: TextItem[] = [];
  for (const raw of raws) {
    let str = raw.str;
    if (!str || !raw.transform || str.trim() === '') continue;
    const t = pdfjs.Util.transform(viewportTransform, raw.transform);
    // Horizontal, upright text only: rotated watermarks and vertical margin notes are no part of a table.
    if (Math.abs(t[1]) > 1e-3 || Math.abs(t[2]) > 1e-3 || t[0] <= 0 || t[3] >= 0) continue;
    const size = Math.abs(t[3]);
    if (size < 1) continue;
    const fixed = remap?.get(raw.fontName ?? '');
    if (fixed) str = [...str].map((ch) => fixed.get(ch.charCodeAt(0)) ?? ch).join('');
    items.push({ str, x: t[4], y: t[5], width: (raw.width ?? 0) * scale, size, font: raw.fontName ?? '' });
  }
  return items;
}

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof openPdf>['promise']>['getPage']>>;

/** Letter-spaced items with their words told apart by where the page draws each glyph. */
async function respaced(page: Page, viewportTransform: number[], items: TextItem[]): Promise<TextItem[]> {
  let glyphs;
  try {
    const ops = await page.getOperatorList();
    const fontMatrixOf = (name: string) => {
      if (!page.commonObjs.has(name)) return undefined;
      const m = (page.commonObjs.get(name) as { fontMatrix?: number[] } | null)?.fontMatrix;
      return m && m.length === 6 ? Array.from(m) : undefined;
    };
    glyphs = glyphPositions(ops, viewportTransform, fontMatrixOf);
  } catch {
    return items; // the drawing could not be followed: the text stands as pdfjs gave it
  }
  return items.map((i) => {
    if (!looksLetterSpaced(i.str)) return i;
    const str = wordsFromGlyphs(i, glyphs);
    return str === null ? i : { ...i, str };
  });
}

/** Symbols a font's text is rarely made of: several of them in one font's text are codes, not words. */
const UNLIKELY = /[!"#%&'*+;<=>?@]/g;
/**
 * Share of a font's characters those symbols must reach: a font read as raw glyph codes is about half
 * symbols (0.45 in the Gusto stub), ordinary descriptions with "AMAZON.COM*", "#1234" or "AT&T"
 * well under one in fifty. Without it every such page paid for a second reading of its fonts.
 */
const UNDECODED_SHARE = 0.1;

/** Some font's text reads as raw codes: made of several distinct unlikely symbols, and largely of them. */
export function looksUndecoded(items: readonly TextItem[]): boolean {
  const byFont = new Map<string, { symbols: Set<string>; found: number; characters: number }>();
  for (const i of items) {
    let font = byFont.get(i.font);
    if (!font) byFont.set(i.font, (font = { symbols: new Set(), found: 0, characters: 0 }));
    font.characters += i.str.replace(/\s+/g, '').length;
    const found = i.str.match(UNLIKELY);
    if (!found) continue;
    font.found += found.length;
    for (const ch of found) font.symbols.add(ch);
  }
  return [...byFont.values()].some((f) => f.symbols.size >= 3 && f.found >= UNDECODED_SHARE * f.characters);
}

/** A second reading of the document that keeps its fonts, to recognise unmapped glyphs by outline. */
class Recovery {
  private task: ReturnType<typeof openPdf>;
  constructor(bytes: Uint8Array) {
    this.task = openPdf(bytes, { fontExtraProperties: true });
  }

  async page(n: number): Promise<TextItem[] | null> {
    try {
      const doc = await this.task.promise;
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      await page.getOperatorList();
      const raws = content.items as RawItem[];
      const used = new Map<string, Set<number>>();
      for (const r of raws) {
        if (!r.str || !r.fontName) continue;
        let set = used.get(r.fontName);
        if (!set) used.set(r.fontName, (set = new Set()));
        for (const ch of r.str) if (ch.trim() !== '') set.add(ch.charCodeAt(0));
      }
      const fonts = new Map<string, LoadedFont>();
      for (const name of used.keys()) if (page.commonObjs.has(name)) fonts.set(name, page.commonObjs.get(name) as LoadedFont);
      const remap = recoverFonts(fonts, used);
      const items = remap.size > 0 ? pageItems(raws, viewport.transform, viewport.scale, remap) : null;
      page.cleanup();
      return items;
    } catch {
      return null; // recovery is a bonus: the raw codes stand
    }
  }

  async close(): Promise<void> {
    await this.task.destroy();
  }
}

/** Named, not inline: run for every item of every page (see rows.ts). */
function itemLooksLetterSpaced(i: TextItem): boolean {
  return looksLetterSpaced(i.str);
}

// How documents are tampered with for the fraud evaluation, written apart from the detectors (it
// imports none of src/analysis/fraud): a figure covered and retyped, saved flat or as an
// incremental update, the producer swapped, and the generators' own edits (balances, arithmetic).
// Every edit is deterministic: the same input gives the same bytes.

import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, StandardFonts, rgb } from 'pdf-lib';
import { openPdf } from '../../src/analysis/pdf/open-pdf.ts';

/** A figure as the page draws it: PDF user space (y up), baseline and font size. */
export interface Figure {
  page: number;
  x: number;
  baseline: number;
  width: number;
  size: number;
  text: string;
}

const MONEY = /^\$?\d{1,3}(,\d{3})*\.\d{2}$/;

/** Every money figure drawn as text on the document's pages, in reading order. */
export async function findFigures(bytes: Uint8Array): Promise<Figure[]> {
  const task = openPdf(bytes);
  try {
    const doc = await task.promise;
    const out: Figure[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, 3); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items as Array<{ str?: string; transform: number[]; width: number; height: number }>) {
        const text = item.str?.trim() ?? '';
        if (!MONEY.test(text) || item.transform[1] !== 0) continue;
        out.push({ page: n, x: item.transform[4], baseline: item.transform[5], width: item.width, size: Math.abs(item.transform[3]) || item.height, text });
      }
    }
    return out;
  } finally {
    await task.destroy();
  }
}

/** A figure the edit changes: the largest on the first page (a net pay, a balance), else none. */
export function pickFigure(figures: readonly Figure[], pickIndex = 0): Figure | null {
  const candidates = figures.filter((f) => f.page === 1).sort((a, b) => cents(b.text) - cents(a.text));
  return candidates[Math.min(pickIndex, candidates.length - 1)] ?? null;
}

export const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** The figure raised by `byCents`, printed as the document prints it. */
export function raised(f: Figure, byCents: number): string {
  const v = cents(f.text) + byCents;
  const s = `${Math.floor(v / 100).toLocaleString('en-US')}.${String(v % 100).padStart(2, '0')}`;
  return f.text.startsWith('$') ? `$${s}` : f.text.includes(',') || v < 100_000 ? s : s.replace(/,/g, '');
}

/** Covered with a white box and retyped in Helvetica, right-aligned, saved flat by pdf-lib. */
export async function coverFlat(bytes: Uint8Array, f: Figure, text: string, producer?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const page = doc.getPage(f.page - 1);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const width = font.widthOfTextAtSize(text, f.size);
  const right = f.x + f.width;
  page.drawRectangle({ x: Math.min(f.x, right - width) - 1.5, y: f.baseline - 0.3 * f.size, width: Math.max(f.width, width) + 3, height: 1.25 * f.size, color: rgb(1, 1, 1) });
  page.drawText(text, { x: right - width, y: f.baseline, size: f.size, font, color: rgb(0, 0, 0) });
  if (producer) doc.setProducer(producer);
  return doc.save({ updateFieldAppearances: false });
}

const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);
const num = (n: number) => (Math.round(n * 100) / 100).toString();

/**
 * The same cover written as an incremental update appended to the original bytes: the page's
 * content wrapped in q/Q, a new stream with the cover and the new figure (a Helvetica resource
 * added), the page object rewritten, an xref section and a trailer with /Prev.
 */
export async function coverIncremental(bytes: Uint8Array, f: Figure, text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const page = doc.getPage(f.page - 1);
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const width = helvetica.widthOfTextAtSize(text, f.size);
  const right = f.x + f.width;
  const first = doc.context.largestObjectNumber + 1;
  const [openRef, coverRef, fontRef] = [PDFRef.of(first), PDFRef.of(first + 1), PDFRef.of(first + 2)];
  const cover = [
    'Q', 'q', '1 1 1 rg',
    `${num(Math.min(f.x, right - width) - 1.5)} ${num(f.baseline - 0.3 * f.size)} ${num(Math.max(f.width, width) + 3)} ${num(1.25 * f.size)} re f`,
    'BT', '0 0 0 rg', `/FTmp ${num(f.size)} Tf`, `${num(right - width)} ${num(f.baseline)} Td`, `(${text}) Tj`, 'ET', 'Q', '',
  ].join('\n');

  const node = page.node;
  const original = node.get(PDFName.of('Contents'));
  const contents = PDFArray.withContext(doc.context);
  contents.push(openRef);
  if (original instanceof PDFArray) for (let i = 0; i < original.size(); i++) contents.push(original.get(i));
  else if (original) contents.push(original);
  contents.push(coverRef);
  const pageDict = node.clone(doc.context);
  pageDict.set(PDFName.of('Contents'), contents);
  const resources = (node.Resources() ?? doc.context.obj({})).clone(doc.context);
  const fonts = (resources.lookupMaybe(PDFName.of('Font'), PDFDict) ?? doc.context.obj({})).clone(doc.context);
  fonts.set(PDFName.of('FTmp'), fontRef);
  resources.set(PDFName.of('Font'), fonts);
  pageDict.set(PDFName.of('Resources'), resources);

  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048))).toString('latin1');
  const prev = Number([...tail.matchAll(/startxref\s+(\d+)/g)].pop()?.[1]);
  if (!Number.isFinite(prev)) throw new Error('no startxref in the original');
  let out = bytes[bytes.length - 1] === 0x0a ? '' : '\n';
  let offset = bytes.length + out.length;
  const offsets: Array<[number, number]> = [];
  const object = (n: number, body: string) => {
    offsets.push([n, offset]);
    const s = `${n} 0 obj\n${body}\nendobj\n`;
    out += s;
    offset += s.length;
  };
  const stream = (content: string) => `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  object(first, stream('q\n'));
  object(first + 1, stream(cover));
  object(first + 2, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  object(page.ref.objectNumber, pageDict.toString());
  const xrefAt = offset;
  let xref = 'xref\n0 1\n0000000000 65535 f \n';
  for (const [n, o] of offsets.sort((a, b) => a[0] - b[0])) xref += `${n} 1\n${String(o).padStart(10, '0')} 00000 n \n`;
  const t = doc.context.trailerInfo;
  const trailer = [`/Size ${first + 3}`, `/Root ${t.Root!.toString()}`, t.Info ? `/Info ${t.Info.toString()}` : '', t.ID ? `/ID ${t.ID.toString()}` : '', `/Prev ${prev}`].filter(Boolean);
  out += `${xref}trailer\n<< ${trailer.join(' ')} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const result = new Uint8Array(bytes.length + out.length);
  result.set(bytes);
  result.set(latin1(out), bytes.length);
  return result;
}

/** Re-saved with another program named as the producer (and creator). */
export async function swapProducer(bytes: Uint8Array, producer: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  doc.setProducer(producer);
  doc.setCreator(producer);
  return doc.save({ updateFieldAppearances: false });
}

/** Programs that typed up or edited a document; a bank or payroll system never writes these. */
export const EDITOR_PRODUCERS = ['Microsoft® Word 2019', 'Adobe Photoshop 25.0 (Windows)', 'Sejda PDF Editor 7.6', 'LibreOffice 7.6 Writer', 'PDFescape Online Editor', 'Canva'];
/** Honest trips through common tools. */
export const COMMON_PRODUCERS = ['Microsoft: Print To PDF', 'macOS Version 14.4 (Build 23E214) Quartz PDFContext', 'GPL Ghostscript 10.02.1', 'Skia/PDF m120'];

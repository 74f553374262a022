// What happens to a paystub after the payroll provider wrote it: the edits fraudsters make (a cover
// appended as an incremental update, a re-save from a PDF editor) and the harmless trips through
// common tools (a re-save by a PDF library or a print-to-PDF driver, a scan).

import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import { PDFArray, PDFDict, PDFDocument as LibDocument, PDFName, PDFRef } from 'pdf-lib';
import type { Op } from '../statements/sheet.ts';
import type { FontName } from '../statements/sheet.ts';
import type { Mark } from './printer.ts';

const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);

/** Ascender of the standard fonts, per 1000 units of size: pdfkit puts the baseline this far below `top`. */
const ASCENDER: Record<string, number> = { Helvetica: 718, Times: 683, Courier: 629 };
const ascender = (font: FontName) => ASCENDER[font.split('-')[0]] ?? 718;

let measurer: PDFKit.PDFDocument | null = null;
export function textWidth(s: string, font: FontName, size: number): number {
  measurer ??= new PDFDocument({ autoFirstPage: false });
  return measurer.font(font).fontSize(size).widthOfString(s);
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/**
 * Appends an incremental update, written by hand on the bytes: the page gets two more content
 * streams around its own (`q` before, `Q` and the cover after), a white rectangle over `mark` and
 * `text` drawn on it in the same font and size, right-aligned where the old figure ended; then an
 * xref section for the three objects and a trailer with /Prev.
 */
export async function appendCover(bytes: Uint8Array, mark: Mark, text: string, pageHeight: number): Promise<Uint8Array> {
  const doc = await LibDocument.load(bytes, { updateMetadata: false });
  const page = doc.getPage(0);
  const node = page.node;
  const fonts = node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  let fontKey: string | null = null;
  for (const [key, value] of fonts?.entries() ?? []) {
    const dict = doc.context.lookup(value, PDFDict);
    if (dict.get(PDFName.of('BaseFont'))?.toString() === `/${mark.font}`) fontKey = key.decodeText();
  }
  if (!fontKey) throw new Error(`page has no ${mark.font} font to write with`);

  const first = doc.context.largestObjectNumber + 1;
  const [openRef, coverRef] = [PDFRef.of(first), PDFRef.of(first + 1)];
  const newWidth = textWidth(text, mark.font, mark.size);
  const right = mark.x + mark.width;
  const x0 = Math.min(mark.x, right - newWidth) - 1.5;
  const x1 = right + 1.5;
  const baseline = pageHeight - (mark.top + (ascender(mark.font) * mark.size) / 1000);
  const rectY = pageHeight - (mark.top + mark.size + 1);
  const cover = [
    'Q',
    'q',
    '1 1 1 rg',
    `${num(x0)} ${num(rectY)} ${num(x1 - x0)} ${num(mark.size + 2)} re f`,
    'BT',
    '0 0 0 rg',
    `/${fontKey} ${num(mark.size)} Tf`,
    `${num(right - newWidth)} ${num(baseline)} Td`,
    `(${text}) Tj`,
    'ET',
    'Q',
    '',
  ].join('\n');

  const original = node.get(PDFName.of('Contents'));
  const contents = PDFArray.withContext(doc.context);
  contents.push(openRef);
  if (original instanceof PDFArray) for (let i = 0; i < original.size(); i++) contents.push(original.get(i));
  else if (original) contents.push(original);
  contents.push(coverRef);
  const pageDict = node.clone(doc.context);
  pageDict.set(PDFName.of('Contents'), contents);

  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
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
  object(page.ref.objectNumber, pageDict.toString());
  const xrefAt = offset;
  const entry = (o: number) => `${String(o).padStart(10, '0')} 00000 n \n`;
  const sorted = offsets.sort((a, b) => a[0] - b[0]);
  let xref = 'xref\n0 1\n0000000000 65535 f \n';
  for (const [n, o] of sorted) xref += `${n} 1\n${entry(o)}`;
  const t = doc.context.trailerInfo;
  const trailer = [
    `/Size ${first + 2}`,
    `/Root ${t.Root!.toString()}`,
    t.Info ? `/Info ${t.Info.toString()}` : '',
    t.ID ? `/ID ${t.ID.toString()}` : '',
    `/Prev ${prev}`,
  ].filter(Boolean);
  out += `${xref}trailer\n<< ${trailer.join(' ')} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const result = new Uint8Array(bytes.length + out.length);
  result.set(bytes);
  result.set(latin1(out), bytes.length);
  return result;
}

export interface ResaveOptions {
  producer?: string;
  creator?: string;
  /** Days after the creation date the file was last modified. */
  modifiedAfterDays?: number;
}

/** Loads and saves the file with pdf-lib, as an editor or a conversion tool would, setting only the
 *  metadata asked for (dates fixed, so the bytes are the same on every run). */
export async function resave(bytes: Uint8Array, opts: ResaveOptions = {}): Promise<Uint8Array> {
  const doc = await LibDocument.load(bytes, { updateMetadata: false });
  if (opts.producer) doc.setProducer(opts.producer);
  if (opts.creator) doc.setCreator(opts.creator);
  if (opts.modifiedAfterDays !== undefined) {
    const created = doc.getCreationDate() ?? new Date(Date.UTC(2026, 0, 1));
    doc.setModificationDate(new Date(created.getTime() + opts.modifiedAfterDays * 86_400_000));
  }
  return doc.save({ updateFieldAppearances: false });
}

// --- scans ---------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An 8-bit greyscale PNG. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', new Uint8Array())]);
}

const grey = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return Math.round((((n >> 16) & 255) + ((n >> 8) & 255) + (n & 255)) / 3);
};

/** A rough raster of what was drawn (text as dark bars, boxes and rules as they were): a page as a
 *  scanner would see it, at one pixel per point, slightly skewed. */
export function rasterize(ops: readonly Op[], size: [number, number]): Buffer {
  const [w, h] = [Math.round(size[0]), Math.round(size[1])];
  const px = new Uint8Array(w * h).fill(246);
  const fill = (x0: number, y0: number, x1: number, y1: number, v: number) => {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(h, Math.ceil(y1)); y++) {
      const shift = Math.round(y / 160); // a slight skew
      for (let x = Math.max(0, Math.floor(x0) + shift); x < Math.min(w, Math.ceil(x1) + shift); x++) px[y * w + x] = Math.min(px[y * w + x], v);
    }
  };
  for (const op of ops) {
    if (op.kind === 'rect') {
      if (op.fill) fill(op.x, op.y, op.x + op.w, op.y + op.h, grey(op.fill));
      if (op.stroke) {
        const v = grey(op.stroke);
        fill(op.x, op.y, op.x + op.w, op.y + 1, v);
        fill(op.x, op.y + op.h - 1, op.x + op.w, op.y + op.h, v);
        fill(op.x, op.y, op.x + 1, op.y + op.h, v);
        fill(op.x + op.w - 1, op.y, op.x + op.w, op.y + op.h, v);
      }
    } else if (op.kind === 'line') {
      fill(Math.min(op.x1, op.x2), op.y1, Math.max(op.x1, op.x2), op.y1 + Math.max(1, op.width), grey(op.color));
    } else {
      const width = textWidth(op.s, op.font, op.size);
      const x = op.align === 'right' ? op.x - width : op.align === 'center' ? op.x - width / 2 : op.x;
      // Each word a bar, so the scan shows words and gaps.
      let cursor = x;
      for (const word of op.s.split(' ')) {
        const ww = textWidth(word, op.font, op.size);
        if (ww > 0) fill(cursor, op.y + op.size * 0.2, cursor + ww, op.y + op.size * 0.85, Math.min(90, grey(op.color)));
        cursor += ww + textWidth(' ', op.font, op.size);
      }
    }
  }
  return encodePng(w, h, px);
}

/** A PDF holding one scanned image per page and no text. */
export function scannedPdf(pages: readonly Op[][], size: [number, number], created: Date): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size,
      margin: 0,
      autoFirstPage: false,
      info: { Producer: 'ScanSnap Manager #iX1600', Creator: 'ScanSnap Manager #iX1600', CreationDate: created, ModDate: created },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    for (const ops of pages) {
      doc.addPage({ size, margin: 0 });
      doc.image(rasterize(ops, size), 0, 0, { width: size[0], height: size[1] });
    }
    doc.end();
  });
}

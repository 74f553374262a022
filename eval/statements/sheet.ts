// Laying out a statement PDF with pdfkit: content is placed page by page first (so every page
// can say "Page 2 of 4"), then drawn. Standard fonts only; fixed dates, so the bytes are the same
// on every run.

import PDFDocument from 'pdfkit';

export type FontName =
  | 'Helvetica'
  | 'Helvetica-Bold'
  | 'Helvetica-Oblique'
  | 'Times-Roman'
  | 'Times-Bold'
  | 'Times-Italic'
  | 'Courier'
  | 'Courier-Bold';

export type Op =
  | { kind: 'text'; s: string; x: number; y: number; font: FontName; size: number; align: 'left' | 'right' | 'center'; color: string }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string | null; stroke: string | null }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; color: string; width: number };

export interface SheetGeometry {
  size: [number, number];
  /** Where content starts on page 1 and on later pages (points from the top). */
  firstTop: number;
  top: number;
  /** Content never starts below this. */
  bottom: number;
  title: string;
  author: string;
}

const FIXED_DATE = new Date(Date.UTC(2026, 1, 2, 9, 30, 0));

export interface TextOpts {
  align?: 'left' | 'right' | 'center';
  color?: string;
  /** Offset from the current line, in points. */
  dy?: number;
}

export class Sheet {
  private readonly doc: PDFKit.PDFDocument;
  readonly pages: Op[][] = [];
  y = 0;
  /** Called around an automatic page break: `before` on the old page, `after` on the new one. */
  hooks: { before?: () => void; after?: () => void } = {};

  constructor(readonly geo: SheetGeometry) {
    this.doc = new PDFDocument({
      size: geo.size,
      margin: 0,
      autoFirstPage: false,
      compress: true,
      info: { Title: geo.title, Author: geo.author, Creator: geo.author, Producer: geo.author, CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
    });
    this.newPage();
  }

  /** 1-based number of the page being filled. */
  get page(): number {
    return this.pages.length;
  }

  newPage() {
    this.pages.push([]);
    this.y = this.pages.length === 1 ? this.geo.firstTop : this.geo.top;
  }

  /** Breaks the page unless `h` more points fit; returns whether it did. */
  need(h: number): boolean {
    if (this.y + h <= this.geo.bottom) return false;
    const { before, after } = this.hooks;
    before?.();
    this.newPage();
    after?.();
    return true;
  }

  width(s: string, font: FontName, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(s);
  }

  /** Greedy word wrap; the lines joined by single spaces give back `s`. */
  wrap(s: string, maxWidth: number, font: FontName, size: number): string[] {
    const words = s.split(' ');
    const lines: string[] = [];
    let line = '';
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (line && this.width(next, font, size) > maxWidth) {
        lines.push(line);
        line = w;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Text on the current line. */
  text(s: string, x: number, font: FontName, size: number, opts: TextOpts = {}) {
    this.pages[this.pages.length - 1].push(textOp(s, x, this.y + (opts.dy ?? 0), font, size, opts));
  }

  rect(x: number, y: number, w: number, h: number, fill: string | null, stroke: string | null = null) {
    this.pages[this.pages.length - 1].push({ kind: 'rect', x, y, w, h, fill, stroke });
  }

  line(x1: number, x2: number, y: number, color = '#000000', width = 0.5) {
    this.pages[this.pages.length - 1].push({ kind: 'line', x1, y1: y, x2, y2: y, color, width });
  }

  /** Draws every page, with `furniture` (headers, footers) added to each. */
  async render(furniture: (page: number, total: number) => Op[]): Promise<Uint8Array> {
    const doc = this.doc;
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
    const total = this.pages.length;
    this.pages.forEach((ops, i) => {
      doc.addPage({ size: this.geo.size, margin: 0 });
      for (const op of [...furniture(i + 1, total), ...ops]) this.draw(op);
    });
    doc.end();
    await ended;
    return new Uint8Array(Buffer.concat(chunks));
  }

  private draw(op: Op) {
    const doc = this.doc;
    if (op.kind === 'text') {
      doc.font(op.font).fontSize(op.size).fillColor(op.color);
      const w = doc.widthOfString(op.s);
      const x = op.align === 'right' ? op.x - w : op.align === 'center' ? op.x - w / 2 : op.x;
      doc.text(op.s, x, op.y, { lineBreak: false });
    } else if (op.kind === 'rect') {
      doc.rect(op.x, op.y, op.w, op.h);
      if (op.fill && op.stroke) doc.fillAndStroke(op.fill, op.stroke);
      else if (op.fill) doc.fill(op.fill);
      else if (op.stroke) doc.stroke(op.stroke);
    } else {
      doc.moveTo(op.x1, op.y1).lineTo(op.x2, op.y2).lineWidth(op.width).stroke(op.color);
    }
  }
}

export function textOp(s: string, x: number, y: number, font: FontName, size: number, opts: TextOpts = {}): Op {
  return { kind: 'text', s, x, y, font, size, align: opts.align ?? 'left', color: opts.color ?? '#000000' };
}

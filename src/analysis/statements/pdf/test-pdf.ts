// Builds small statement PDFs for the tests: text placed at given positions, standard fonts.
import PDFDocument from 'pdfkit';

export interface Drawn {
  text: string;
  x: number;
  /** Top of the text, points from the page top. */
  y: number;
  size?: number;
  bold?: boolean;
  /** x is the right edge (right-aligned figures). */
  right?: boolean;
  /** Extra space after every character, in points (letter-spaced text). */
  tracking?: number;
}

/** One printed line: cells as [x, text] (left-aligned) or [x, text, 'r'] (x is the right edge). */
export function row(y: number, cells: ([number, string] | [number, string, 'r'])[], size = 9, bold = false): Drawn[] {
  return cells.map(([x, text, align]) => ({ text, x, y, size, bold, right: align === 'r' }));
}

/** A 1x1 grey PNG: the page of a scanned statement, for the no-text-layer case. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);

export function pdfBytes(pages: Drawn[][], options: { userPassword?: string; imageOnly?: boolean } = {}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 36,
      autoFirstPage: false,
      ...(options.userPassword ? { userPassword: options.userPassword, ownerPassword: `${options.userPassword}-owner` } : {}),
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    for (const page of pages) {
      doc.addPage();
      if (options.imageOnly) {
        doc.image(PIXEL_PNG, 36, 36, { width: 540, height: 720 });
        continue;
      }
      for (const d of page) {
        doc.font(d.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(d.size ?? 9);
        const x = d.right ? d.x - doc.widthOfString(d.text) : d.x;
        doc.text(d.text, x, d.y, { lineBreak: false, ...(d.tracking ? { characterSpacing: d.tracking } : {}) });
      }
    }
    doc.end();
  });
}

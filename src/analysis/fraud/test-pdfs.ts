// Test support: small paystub PDFs written with pdfkit, and the edits a forger makes to them
// (incremental updates appended by hand, re-saves through pdf-lib with another Producer).
import PDFDocument from 'pdfkit';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';

type Kit = InstanceType<typeof PDFDocument>;

/** A one-page (or more) PDF drawn by `draw`; pdfkit's own content streams are left uncompressed. */
export function drawPdf(draw: (doc: Kit) => void, info: Record<string, string | Date> = {}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 36, compress: false, info: { Producer: 'PayrollCo Engine 4.2', ...info } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A plain paystub: labels on the left, right-aligned amounts in one column, Helvetica 8. */
export function drawPaystub(doc: Kit, rows: Array<[string, string]> = PAYSTUB_ROWS, options: { shadeRows?: boolean } = {}): void {
  doc.font('Helvetica-Bold').fontSize(12).text('ACME PAYROLL SERVICES - EARNINGS STATEMENT', 50, 50, { lineBreak: false });
  rows.forEach(([label, amount], i) => {
    const y = 100 + i * 14;
    if (options.shadeRows && i % 2 === 0) doc.save().rect(45, y - 3, 320, 14).fill('#eeeeee').restore();
    doc.fillColor('black').font('Helvetica').fontSize(8).text(label, 50, y, { lineBreak: false });
    doc.text(amount, 300 - doc.widthOfString(amount), y, { lineBreak: false });
  });
}

export const PAYSTUB_ROWS: Array<[string, string]> = [
  ['Regular Earnings', '2,307.69'],
  ['Gross Pay', '2,307.69'],
  ['Federal Income Tax', '215.40'],
  ['Social Security', '143.08'],
  ['Medicare', '33.46'],
  ['State Income Tax', '92.31'],
  ['Net Pay', '1,823.44'],
];

/** y of row `i` in drawPaystub. */
export const rowY = (i: number) => 100 + i * 14;

export interface UpdateOptions {
  /** Content added to the first page: written as a new content stream appended to its /Contents. */
  content?: string;
  /** A markup annotation put on the first page. */
  annotation?: 'FreeText' | 'Square' | 'Stamp' | 'Link';
  /** A signature dictionary (a signed revision touches no page). */
  signature?: boolean;
  /** Replace the trailer /ID's second half. */
  newId?: boolean;
}

function latin1(b: Uint8Array): string {
  return Buffer.from(b).toString('latin1');
}

/**
 * Appends one incremental update by hand: new objects, the first page redefined when content or an
 * annotation is added, an xref section for them and a trailer with /Prev, as an editor saving in place would.
 */
export function appendIncrementalUpdate(bytes: Uint8Array, opts: UpdateOptions): Uint8Array {
  const text = latin1(bytes);
  const prev = Number([...text.matchAll(/startxref\s+(\d+)\s+%%EOF/g)].pop()?.[1]);
  const trailer = [...text.matchAll(/trailer\s*<<([\s\S]*?)>>\s*startxref/g)].pop()?.[1] ?? '';
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)?.[1]);
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1];
  const infoRef = /\/Info\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1];
  const id = /\/ID\s*\[\s*<([0-9a-fA-F]*)>\s*<([0-9a-fA-F]*)>\s*\]/.exec(trailer);
  if (!Number.isFinite(prev) || !Number.isFinite(size) || !root) throw new Error('not a classic-xref PDF');

  const page = /(\d+) 0 obj\s*<<((?:(?!endobj)[\s\S])*?\/Type \/Page\b(?:(?!endobj)[\s\S])*?)>>\s*endobj/.exec(text);
  const objects: Array<[number, string]> = [];
  let next = size;
  let pageDict = page ? page[2] : '';
  if (opts.content && page) {
    const n = next++;
    objects.push([n, `<< /Length ${Buffer.byteLength(opts.content, 'latin1')} >>\nstream\n${opts.content}\nendstream`]);
    pageDict = pageDict.replace(/\/Contents\s+(\d+\s+\d+\s+R)/, `/Contents [$1 ${n} 0 R]`);
  }
  if (opts.annotation && page) {
    const n = next++;
    const extra = opts.annotation === 'FreeText' ? '/Contents (9,999.99) /DA (/Helv 8 Tf 0 g)' : opts.annotation === 'Link' ? '/A << /S /URI /URI (https://example.com) >>' : '';
    objects.push([n, `<< /Type /Annot /Subtype /${opts.annotation} /Rect [250 580 300 592] ${extra} >>`]);
    pageDict = `${pageDict} /Annots [${n} 0 R]`;
  }
  if (page && (opts.content || opts.annotation)) objects.push([Number(page[1]), `<<${pageDict}>>`]);
  if (opts.signature) objects.push([next++, '<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached /ByteRange [0 0 0 0] /Contents <00> >>']);

  let body = '\n';
  const offsets: Array<[number, number]> = [];
  for (const [n, dict] of objects) {
    offsets.push([n, bytes.length + Buffer.byteLength(body, 'latin1')]);
    body += `${n} 0 obj\n${dict}\nendobj\n`;
  }
  const xrefAt = bytes.length + Buffer.byteLength(body, 'latin1');
  body += 'xref\n';
  for (const [n, off] of offsets.sort((a, b) => a[0] - b[0])) body += `${n} 1\n${String(off).padStart(10, '0')} 00000 n \n`;
  const idPart = id ? ` /ID [<${id[1]}> <${opts.newId ? 'ffeeddccbbaa99887766554433221100' : id[2]}>]` : '';
  body += `trailer\n<< /Size ${Math.max(next, size)} /Root ${root}${infoRef ? ` /Info ${infoRef}` : ''} /Prev ${prev}${idPart} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const out = new Uint8Array(bytes.length + Buffer.byteLength(body, 'latin1'));
  out.set(bytes);
  out.set(Buffer.from(body, 'latin1'), bytes.length);
  return out;
}

/** Loads and saves through pdf-lib, optionally claiming another producer and modification date. */
export async function resaveWithPdfLib(bytes: Uint8Array, meta: { producer?: string; creator?: string; created?: Date; modified?: Date } = {}): Promise<Uint8Array> {
  const doc = await PdfLibDocument.load(bytes, { updateMetadata: false });
  if (meta.producer) doc.setProducer(meta.producer);
  if (meta.creator) doc.setCreator(meta.creator);
  if (meta.created) doc.setCreationDate(meta.created);
  if (meta.modified) doc.setModificationDate(meta.modified);
  return doc.save();
}

import { describe, expect, it } from 'vitest';
import { checkPdfDocument, fraudRisk } from './check-pdf.ts';
import { appendIncrementalUpdate, drawPaystub, drawPdf, resaveWithPdfLib, rowY } from './test-pdfs.ts';

const JAN = new Date('2024-01-01T00:00:00Z');
const MAY = new Date('2024-05-23T00:00:00Z');
const clean = () => drawPdf((d) => drawPaystub(d));
/** PDF-space figures of the Net Pay amount in drawPaystub (pdfkit draws top-down on a 792 pt page). */
const netTop = 792 - rowY(6);
/** Whiteout and a new figure, in an appended content stream that first undoes pdfkit's flipped CTM. */
/** pdfkit named Helvetica-Bold (the title) F2 and Helvetica F1. */
const overlay = (font: 'F1' | 'F2') =>
  `q 1 0 0 -1 0 792 cm 1 1 1 rg 262 ${netTop - 10} 42 12 re f 0 0 0 rg BT /${font} 8 Tf 268.9 ${netTop - 5.74} Td (2,823.44) Tj ET Q`;

const cases: Array<[string, () => Promise<Uint8Array>, string[], 'LOW' | 'MEDIUM' | 'HIGH']> = [
  ['a clean pdfkit paystub', clean, [], 'LOW'],
  ['re-saved by pdf-lib without edits', async () => resaveWithPdfLib(await clean()), [], 'LOW'],
  ['printed to PDF, re-saved weeks later', async () => resaveWithPdfLib(await clean(), { producer: 'Microsoft: Print To PDF', created: JAN, modified: MAY }), ['MODIFIED_AFTER_CREATION:LOW'], 'LOW'],
  ['signed in an incremental update with a new /ID', async () => appendIncrementalUpdate(await clean(), { signature: true, newId: true }), ['DOCUMENT_ID_CHANGED:LOW', 'INCREMENTAL_UPDATE:LOW'], 'LOW'],
  ['re-saved by Sejda 143 days later', async () => resaveWithPdfLib(await clean(), { producer: 'Sejda PDF Editor 7.1', created: JAN, modified: MAY }), ['EDITOR_SOFTWARE:MEDIUM', 'MODIFIED_AFTER_CREATION:MEDIUM'], 'MEDIUM'],
  ['a figure whited out and retyped in an incremental update', async () => appendIncrementalUpdate(await clean(), { content: overlay('F1') }), ['INCREMENTAL_UPDATE:HIGH', 'TEXT_OVERLAY:HIGH'], 'HIGH'],
  ['the same, retyped in the bold font', async () => appendIncrementalUpdate(await clean(), { content: overlay('F2') }), ['FONT_MISMATCH:MEDIUM', 'INCREMENTAL_UPDATE:HIGH', 'TEXT_OVERLAY:HIGH'], 'HIGH'],
  ['a FreeText annotation added in an update', async () => appendIncrementalUpdate(await clean(), { annotation: 'FreeText' }), ['ANNOTATIONS_ADDED:MEDIUM', 'INCREMENTAL_UPDATE:LOW'], 'MEDIUM'],
];

describe('checkPdfDocument', () => {
  it.each(cases)('%s', async (_, make, want, risk) => {
    const signals = await checkPdfDocument({ documentId: 'doc-1', bytes: await make(), kind: 'paystub' });
    expect(signals.map((s) => `${s.code}:${s.severity}`).sort()).toEqual(want);
    expect(fraudRisk(signals)).toBe(risk);
    for (const s of signals) expect(s.description).toMatch(/^[A-Z].*\.$/);
  });

  it.each<[string, () => Promise<Uint8Array>]>([
    ['empty bytes', async () => new Uint8Array()],
    ['not a PDF', async () => new Uint8Array(Buffer.from('hello, this is not a pdf'))],
    ['a truncated PDF', async () => (await clean()).slice(0, 900)],
    ['a PDF with its xref offsets broken', async () => {
      const b = Buffer.from(await clean()).toString('latin1').replace(/startxref\s+\d+/, 'startxref 999999');
      return new Uint8Array(Buffer.from(b, 'latin1'));
    }],
    ['random bytes after a PDF header', async () => {
      const b = new Uint8Array(4000);
      for (let i = 0; i < b.length; i++) b[i] = (i * 7919) % 251;
      b.set(Buffer.from('%PDF-1.7\n'));
      return b;
    }],
  ])('never throws: %s', async (_, make) => {
    const signals = await checkPdfDocument({ documentId: 'd', bytes: await make(), kind: 'bank_statement' });
    expect(Array.isArray(signals)).toBe(true);
  });
});

describe('annotations drawn on a page', () => {
  it('flags a FreeText box on a statement page and boxes it from the top-left', async () => {
    const { PDFDocument, PDFName, PDFString } = await import('pdf-lib');
    const doc = await PDFDocument.load(await clean());
    const page = doc.getPage(0);
    const annot = doc.context.obj({ Type: 'Annot', Subtype: 'FreeText', Rect: [300, 600, 380, 620], Contents: PDFString.of('5,000.00'), DA: PDFString.of('/Helv 10 Tf 0 g') });
    page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]));
    const signals = await checkPdfDocument({ documentId: 'doc-1', bytes: await doc.save(), kind: 'bank_statement' });
    const found = signals.find((s) => s.code === 'ANNOTATIONS_ADDED');
    expect(found).toMatchObject({ severity: 'MEDIUM', page: 1, boxes: [{ x: 300, y: 792 - 620, width: 80, height: 20 }] });
  });
});

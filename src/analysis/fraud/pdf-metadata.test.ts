import { describe, expect, it } from 'vitest';
import { classifySoftware, metadataSignals, readPdfMetadata, type PdfMetadata } from './pdf-metadata.ts';
import { drawPaystub, drawPdf, resaveWithPdfLib } from './test-pdfs.ts';

describe('classifySoftware', () => {
  it.each([
    // Generators, libraries, print drivers and converters: nothing.
    ['Adobe PDF Library 15.0', null],
    ['Acrobat Distiller 10.1.16 (Windows)', null],
    ['Microsoft: Print To PDF', null],
    ['GPL Ghostscript 9.55.0', null],
    ['qpdf 11.9.0', null],
    ['pdf-lib (https://github.com/Hopding/pdf-lib)', null],
    ['Skia/PDF m120', null],
    ['iText® 7.1.15 ©2000-2021 iText Group NV', null],
    ['PayrollCo Engine 4.2', null],
    ['Acrobat PDFMaker 21 for Excel', null],
    // Editors.
    ['Adobe Acrobat Pro DC 21.1.20145', 'LOW'],
    ['Adobe Acrobat 23.1', 'LOW'],
    ['Sejda PDF Editor 7.1', 'MEDIUM'],
    ['PDFescape Online', 'MEDIUM'],
    ['Foxit PhantomPDF Printer Version 9.0', 'MEDIUM'],
    ['Foxit PDF Editor 12.1', 'MEDIUM'],
    ['Nitro Pro 13', 'MEDIUM'],
    ['Wondershare PDFelement', 'MEDIUM'],
    ['Smallpdf.com', 'MEDIUM'],
    ['iLovePDF', 'MEDIUM'],
    ['PDF-XChange Editor 9.5', 'MEDIUM'],
    ['Inkscape 1.2 (https://inkscape.org)', 'MEDIUM'],
    ['GIMP 2.10', 'MEDIUM'],
    ['Adobe Photoshop 24.0 (Windows)', 'MEDIUM'],
    ['Microsoft® Word for Microsoft 365', 'MEDIUM'],
    ['Acrobat PDFMaker 21 for Word', 'MEDIUM'],
    ['LibreOffice 7.5', 'MEDIUM'],
    ['Canva', 'MEDIUM'],
    ['Microsoft® Excel® 2019', 'LOW'],
    ['macOS Version 14.2 (Build 23C64) Quartz PDFContext', 'LOW'],
  ])('%s', (name, want) => {
    expect(classifySoftware(name)?.severity ?? null).toBe(want);
  });
});

const meta = (m: Partial<PdfMetadata>): PdfMetadata => ({ producer: null, creator: null, xmpTools: [], created: null, modified: null, ...m });
const codes = (m: PdfMetadata) => metadataSignals(m, 'd').map((s) => `${s.code}:${s.severity}`);
const JAN = new Date('2024-01-01T00:00:00Z');
const MAY = new Date('2024-05-23T00:00:00Z');

describe('metadataSignals', () => {
  it.each<[string, PdfMetadata, string[]]>([
    ['nothing known', meta({}), []],
    ['a payroll generator, dates equal', meta({ producer: 'PayrollCo', created: JAN, modified: JAN }), []],
    ['modified within two days', meta({ created: JAN, modified: new Date('2024-01-02T23:00:00Z') }), []],
    ['modified months later, no editor', meta({ producer: 'pdf-lib', created: JAN, modified: MAY }), ['MODIFIED_AFTER_CREATION:LOW']],
    ['an editor, no dates', meta({ producer: 'Sejda PDF Editor 7.1' }), ['EDITOR_SOFTWARE:MEDIUM']],
    ['an editor months later', meta({ producer: 'Sejda PDF Editor 7.1', created: JAN, modified: MAY }), ['EDITOR_SOFTWARE:MEDIUM', 'MODIFIED_AFTER_CREATION:MEDIUM']],
    ['Preview months later', meta({ producer: 'macOS Version 14.2 Quartz PDFContext', created: JAN, modified: MAY }), ['EDITOR_SOFTWARE:LOW', 'MODIFIED_AFTER_CREATION:LOW']],
    ['the editor named only in XMP', meta({ producer: 'Adobe PDF Library 15.0', xmpTools: ['Adobe Photoshop 24.0'] }), ['EDITOR_SOFTWARE:LOW']],
    ['a spreadsheet made in LibreOffice Calc', meta({ producer: 'LibreOffice 7.4', creator: 'Calc' }), ['EDITOR_SOFTWARE:LOW']],
    ['a word processor named only as the creator', meta({ producer: 'Adobe PDF Library 15.0', creator: 'Microsoft Word' }), ['EDITOR_SOFTWARE:MEDIUM']],
    ['a modification date before creation', meta({ created: MAY, modified: JAN }), []],
  ])('%s', (_, m, want) => {
    expect(codes(m)).toEqual(want);
  });

  it('says who wrote the file and how long after creation', () => {
    const [, gap] = metadataSignals(meta({ producer: 'Sejda PDF Editor 7.1', created: JAN, modified: MAY }), 'd');
    expect(gap.description).toBe('The PDF was last written by Sejda PDF Editor 7.1, a PDF editor, 143 days after it was created.');
  });
});

describe('readPdfMetadata', () => {
  it.each([
    ['pdfkit with its producer', {}, 'PayrollCo Engine 4.2', false],
    ['pdf-lib re-save, producer kept', { resave: {} }, 'PayrollCo Engine 4.2', false],
    ['pdf-lib re-save claiming Sejda, 143 days on', { resave: { producer: 'Sejda PDF Editor 7.1', created: JAN, modified: MAY } }, 'Sejda PDF Editor 7.1', true],
  ] as const)('%s', async (_, how, producer, edited) => {
    let bytes = await drawPdf((d) => drawPaystub(d));
    if ('resave' in how) bytes = await resaveWithPdfLib(bytes, how.resave);
    const m = await readPdfMetadata(bytes);
    expect(m.producer).toBe(producer);
    const severities = metadataSignals(m, 'd').map((s) => s.severity);
    expect(severities.some((s) => s !== 'LOW')).toBe(edited);
  });

  it('returns what it can from bytes pdf-lib cannot load', async () => {
    const xmp = '<x:xmpmeta><xmp:CreatorTool>Canva</xmp:CreatorTool></x:xmpmeta>';
    const m = await readPdfMetadata(new Uint8Array(Buffer.from(`garbage ${xmp}`, 'latin1')));
    expect(m).toEqual({ producer: null, creator: null, xmpTools: ['Canva'], created: null, modified: null });
  });
});

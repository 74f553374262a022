import { describe, expect, it } from 'vitest';
import { readPdfStructure, structureSignals } from './pdf-structure.ts';
import { appendIncrementalUpdate, drawPaystub, drawPdf, resaveWithPdfLib } from './test-pdfs.ts';

const ctx = { documentId: 'doc-1', kind: 'paystub' as const, pageObjectNumbers: [7] };
const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const codes = (signals: { code: string; severity: string }[]) => signals.map((s) => `${s.code}:${s.severity}`).sort();

// A linearised file: the linearisation dictionary first, then two sections each ending in %%EOF.
const LINEARIZED = [
  '%PDF-1.7', '1 0 obj << /Linearized 1 /L 900 /H [100 50] /O 3 /E 500 /N 1 /T 800 >> endobj',
  'xref 1 2', 'trailer << /Size 5 /Root 2 0 R /ID [<aa> <aa>] >>', 'startxref 0', '%%EOF',
  '3 0 obj << /Type /Page /Contents 4 0 R >> endobj', '4 0 obj << /Length 0 >> stream', 'endstream endobj',
  'xref 0 5', 'trailer << /Size 5 >>', 'startxref 300', '%%EOF',
].join('\n');

describe('readPdfStructure', () => {
  it.each([
    ['a plain file', '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /ID [<ab> <ab>] >>\nstartxref 10\n%%EOF\n', { revisions: 1, updates: 0, linearized: false }],
    ['a linearised file (two sections, no update)', LINEARIZED, { revisions: 2, updates: 0, linearized: true }],
    ['a linearised file updated once', `${LINEARIZED}\n3 0 obj << /Type /Page /Contents 5 0 R >> endobj\ntrailer << /Prev 300 >>\nstartxref 900\n%%EOF\n`, { revisions: 3, updates: 1, linearized: true }],
    ['garbage', '\u0000\u00ff not a pdf at all', { revisions: 1, updates: 0, linearized: false }],
    ['empty', '', { revisions: 1, updates: 0, linearized: false }],
  ])('%s', (_, text, want) => {
    const s = readPdfStructure(bytes(text));
    expect({ revisions: s.revisions.length, updates: s.updates, linearized: s.linearized }).toEqual(want);
  });

  it.each([
    ['hex halves', 'trailer << /ID [<AB12> <ab12>] >>', ['ab12', 'ab12']],
    ['literal halves', 'trailer << /ID [(ab) (a\\)b)] >>', ['6162', '612962']],
    ['the last trailer wins', 'trailer << /ID [<01> <01>] >> trailer << /ID [<01> <02>] >>', ['01', '02']],
    ['none', 'trailer << /Size 3 >>', null],
  ])('trailer /ID: %s', (_, text, want) => {
    expect(readPdfStructure(bytes(text)).id).toEqual(want);
  });
});

describe('structureSignals on generated files', () => {
  it.each([
    ['a clean pdfkit file', async (b: Uint8Array) => b, []],
    ['a pdf-lib re-save without edits', (b: Uint8Array) => resaveWithPdfLib(b), []],
    ['an update that adds a content stream to page 1', async (b: Uint8Array) => appendIncrementalUpdate(b, { content: 'BT /F2 8 Tf 260 600 Td (9,999.99) Tj ET' }), ['INCREMENTAL_UPDATE:HIGH']],
    ['an update that only adds a signature', async (b: Uint8Array) => appendIncrementalUpdate(b, { signature: true }), ['INCREMENTAL_UPDATE:LOW']],
    ['an update that adds a FreeText annotation', async (b: Uint8Array) => appendIncrementalUpdate(b, { annotation: 'FreeText' }), ['ANNOTATIONS_ADDED:MEDIUM', 'INCREMENTAL_UPDATE:LOW']],
    ['an update that adds a link', async (b: Uint8Array) => appendIncrementalUpdate(b, { annotation: 'Link' }), ['INCREMENTAL_UPDATE:LOW']],
    ['an update that changes the second /ID half', async (b: Uint8Array) => appendIncrementalUpdate(b, { newId: true }), ['DOCUMENT_ID_CHANGED:LOW', 'INCREMENTAL_UPDATE:LOW']],
  ])('%s', async (_, edit, want) => {
    const original = await drawPdf((d) => drawPaystub(d));
    expect(codes(structureSignals(readPdfStructure(await edit(original)), ctx))).toEqual(want);
  });

  it('names the page whose content an update replaced', async () => {
    const original = await drawPdf((d) => drawPaystub(d));
    const [signal] = structureSignals(readPdfStructure(appendIncrementalUpdate(original, { content: 'BT ET' })), ctx);
    expect(signal).toMatchObject({ code: 'INCREMENTAL_UPDATE', page: 1, document_id: 'doc-1' });
    expect(signal.description).toContain('replaced the content of page 1');
  });

  it.each([
    ['paystub', 'FreeText', ['ANNOTATIONS_ADDED:MEDIUM']],
    ['paystub', 'Stamp', ['ANNOTATIONS_ADDED:MEDIUM']],
    ['paystub', 'Link', []],
    ['bank_statement', 'FreeText', ['ANNOTATIONS_ADDED:MEDIUM']],
    ['bank_statement', 'Link', []],
  ] as const)('a %s carrying a %s annotation from the start', (kind, subtype, want) => {
    const s = readPdfStructure(bytes('%PDF-1.4\nstartxref 0\n%%EOF\n'));
    const signals = structureSignals(s, { documentId: 'd', kind, pageAnnotations: [{ page: 1, subtypes: [subtype] }] });
    expect(codes(signals)).toEqual(want);
  });
});

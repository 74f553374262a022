import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openPdf } from './open-pdf.ts';
import { beforeOpening, KEEP_CLOSURES_MAX_BYTES, retainedClosureCount, retainsClosures, withRetainedClosures } from './pdfjs-worker-half.ts';

const source = fs.readFileSync(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'), 'utf8');

async function statementPdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  lines.forEach((text, i) => page.drawText(text, { x: 50, y: 740 - i * 14, size: 10, font }));
  return doc.save();
}

async function pageTexts(bytes: Uint8Array): Promise<unknown[]> {
  const task = openPdf(bytes);
  const doc = await task.promise;
  const out: unknown[] = [];
  for (let n = 1; n <= doc.numPages; n++) out.push(await (await doc.getPage(n)).getTextContent());
  await task.destroy();
  // Font names carry the document's number (g_d0_f1, g_d1_f1, ...): the same file opened again differs only there.
  return JSON.parse(JSON.stringify(out).replace(/"g_d\d+_/g, '"g_d_'));
}

describe("pdfjs's worker half with its closures kept", () => {
  it('edits the pinned source by one call at the start of each loop, naming the text extraction’s functions', () => {
    const edited = withRetainedClosures(source)!;
    expect(edited).not.toBeNull();
    expect(edited.retained.getTextContent).toEqual(
      expect.arrayContaining(['buildTextContentItem', 'compareWithLastPosition', 'getCurrentTextTransform', 'ensureTextContentItem', 'addFakeSpaces', 'flushTextContentItem']),
    );
    expect(edited.retained.getOperatorList).toEqual(['closePendingRestoreOPS']);
    const inserted = edited.source.split('\n').filter((line) => line.includes('__underwriteRetainClosures('));
    expect(inserted).toHaveLength(2);
    // Nothing else changed: without the two calls, the source is pdfjs's.
    expect(edited.source.split('\n').filter((line) => !line.includes('__underwriteRetainClosures(')).join('\n')).toBe(source);
  });

  it('leaves a source it does not recognise alone', () => {
    expect(withRetainedClosures(source.replace('class PartialEvaluator {', 'class Evaluator {'))).toBeNull();
    expect(withRetainedClosures('export const x = 1;\n')).toBeNull();
  });

  it('keeps the newest extraction’s closures into the next document, and reads the same text', async () => {
    const bytes = await statementPdf(['ACME BANK  Statement period 01/01/2025 - 01/31/2025', '01/03  AMAZON.COM*1234  -45.10  1,204.55', '01/04  AT&T #887  -80.00  1,124.55']);
    const first = await pageTexts(bytes);
    expect(retainsClosures).toBe(true);
    const kept = retainedClosureCount();
    expect(kept).toBeGreaterThan(10);
    const task = openPdf(bytes);
    expect(retainedClosureCount()).toBe(kept); // a small document and a heap with room: they stay
    await task.promise;
    await task.destroy();
    const again = await pageTexts(bytes);
    expect(again).toEqual(first);
    const items = (first[0] as { items: Array<{ str: string }> }).items.map((i) => i.str).join('|');
    expect(items).toContain('AMAZON.COM*1234');
    expect(items).toContain('1,124.55');
  });

  it('lets them go before opening a document after a large one, or with the heap half full', async () => {
    const bytes = await statementPdf(['01/03  AMAZON.COM*1234  -45.10  1,204.55']);
    const roomy = () => ({ used: 10, limit: 100 });
    await pageTexts(bytes);
    expect(retainedClosureCount()).toBeGreaterThan(10);
    beforeOpening(bytes.byteLength, () => ({ used: 51, limit: 100 }));
    expect(retainedClosureCount()).toBe(0);

    await pageTexts(bytes);
    beforeOpening(KEEP_CLOSURES_MAX_BYTES + 1, roomy); // the large one is opened: the small one's closures stay
    expect(retainedClosureCount()).toBeGreaterThan(10);
    beforeOpening(bytes.byteLength, roomy); // what is kept may now be the large one's: let go
    expect(retainedClosureCount()).toBe(0);
  });
});

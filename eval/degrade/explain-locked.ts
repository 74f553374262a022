// One locked split's picture read through OCR: its lines as the parsers see them, then the fields
// scored against its truth file. For diagnosing misses of eval.ts --locked-only.
//   node --import tsx eval/degrade/explain-locked.ts eval/paystubs/locked-10/degraded/us-hourly-1.photo.jpg
import { readFileSync } from 'node:fs';
import { stopOcrEngine } from '../../src/analysis/ocr/ocr-engine.ts';
import { imageDocumentPages, pdfDocumentPages } from '../../src/analysis/ocr/ocr-document.ts';
import { readPaystubDocument } from '../../src/analysis/ocr/read-scanned.ts';
import { pageLines } from '../../src/analysis/statements/pdf/rows.ts';
import { scoreDocument } from '../paystubs/document-truth.ts';

const file = process.argv[2];
const bytes = new Uint8Array(readFileSync(file));
const truth = JSON.parse(readFileSync(`${file}.truth.json`, 'utf8'));
try {
  const started = performance.now();
  const read = file.endsWith('.pdf') ? await pdfDocumentPages(bytes, { maxOcrPages: 1 }) : await imageDocumentPages(bytes);
  console.log(`OCR ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const line of pageLines(read.pages[0])) console.log(`${line.y.toFixed(0).padStart(4)} | ${line.cells.map((c) => `${c.text}@${c.x0.toFixed(0)}`).join('  ')}`);
  console.log(JSON.stringify(read.ocr[0]));
  const stub = await readPaystubDocument(bytes, { documentId: 'x', fraud: false }).then((r) => r.stub).catch((e: Error) => (console.log(`not read: ${e.message}`), null));
  for (const o of scoreDocument(truth, stub)) if (!o.ok) console.log(`WRONG ${o.field}${o.item ? ` ${o.item}` : ''}: truth ${o.truth}, read ${o.extracted}`);
} finally {
  await stopOcrEngine();
}

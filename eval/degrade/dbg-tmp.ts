import fs from 'node:fs';
import { stopOcrEngine } from '../../src/analysis/ocr/ocr-engine.ts';
import { imageDocumentPages, pdfDocumentPages } from '../../src/analysis/ocr/ocr-document.ts';
import { normaliseImage } from '../../src/analysis/ocr/normalise-image.ts';
import { extractPaystubFromPages } from '../../src/analysis/paystub/extract/extract-paystub.ts';
import { pageLines } from '../../src/analysis/statements/pdf/rows.ts';
const file = process.argv[2];
const bytes = new Uint8Array(fs.readFileSync(file));
try {
  if (file.endsWith('.jpg') && process.argv.includes('--png')) { const n = await normaliseImage(bytes); fs.writeFileSync('/tmp/norm.png', n.png); console.log(n.width, n.height, n.sharpness, n.skew, n.sheet); }
  const read = file.endsWith('.pdf') ? await pdfDocumentPages(bytes) : await imageDocumentPages(bytes);
  for (const line of pageLines(read.pages[0])) console.log(`${line.y.toFixed(0).padStart(4)} | ${line.cells.map((c) => `${c.text}@${c.x0.toFixed(0)}`).join("  ")}`);
  console.log(JSON.stringify(read.ocr));
  try { console.log(JSON.stringify(extractPaystubFromPages(read.pages))); } catch (e) { console.log('EXTRACT FAIL', (e as Error).message); }
} finally { await stopOcrEngine(); }

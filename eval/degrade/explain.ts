// One generated document as a picture, read through OCR: its lines as the parsers see them, then
// what the parser made of it against the truth. For diagnosing misses of eval.ts.
//   node --import tsx eval/degrade/explain.ts paystub|statement LAYOUT [--kind photo|scan|render] [--seed 1] [--out DIR]
import fs from 'node:fs';
import path from 'node:path';
import { stopOcrEngine } from '../../src/analysis/ocr/ocr-engine.ts';
import { imageDocumentPages } from '../../src/analysis/ocr/ocr-document.ts';
import { extractPaystubFromPages } from '../../src/analysis/paystub/extract/extract-paystub.ts';
import { readStatement } from '../../src/analysis/statements/pdf/pdf-statement.ts';
import { pageLines } from '../../src/analysis/statements/pdf/rows.ts';
import { generatePaystubCorpus } from '../paystubs/generate.ts';
import { generateStatementCorpus, PDF_LAYOUT_NAMES } from '../statements/generate.ts';
import { degrade, type DegradeKind } from './degrade.ts';
import { renderPdfPage } from './render-pdf.ts';

const [what, layout] = process.argv.slice(2);
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const kind = (arg('kind') ?? 'photo') as DegradeKind | 'render';
const seed = Number(arg('seed') ?? 1);

const items = what === 'paystub' ? await generatePaystubCorpus({ seed, perLayout: 1 }) : await generateStatementCorpus({ seed, perLayout: 1, layouts: PDF_LAYOUT_NAMES });
const k = items.findIndex((i) => i.layout === layout);
if (k < 0) throw new Error(`no layout ${layout}: ${items.map((i) => i.layout).join(', ')}`);
const item = items[k];
const png = await renderPdfPage(item.bytes, { dpi: 200 });
const bytes = kind === 'render' ? png : (await degrade(png, { kind, seed: seed * 1000 + k })).bytes;
const out = arg('out');
if (out) fs.writeFileSync(path.join(out, `${what}-${layout}-${kind}.${kind === 'photo' ? 'jpg' : 'png'}`), bytes);
try {
  const read = await imageDocumentPages(bytes);
  for (const line of pageLines(read.pages[0])) console.log(`${line.y.toFixed(0).padStart(4)} | ${line.cells.map((c) => `${c.text}@${c.x0.toFixed(0)}`).join("  ")}`);
  console.log(JSON.stringify(read.ocr[0]));
  if (what === 'paystub') {
    console.log(JSON.stringify(extractPaystubFromPages(read.pages), null, 1));
    console.log(JSON.stringify(item.truth, null, 1));
  } else {
    const got = readStatement(read.pages).accounts.flatMap((a) => a.transactions);
    const truth = (item.truth as { accounts: { transactions: { page: number; date: string; amountCents: number; description?: string }[] }[] }).accounts.flatMap((a) => a.transactions).filter((t) => t.page === 1);
    const unmatched = [...truth];
    for (const t of got) {
      const i = unmatched.findIndex((u) => u.date === t.date && u.amountCents === t.amountCents);
      if (i >= 0) unmatched.splice(i, 1);
      else console.log(`extra: ${t.date} ${t.amountCents} ${t.description}`);
    }
    for (const u of unmatched) console.log(`missed: ${u.date} ${u.amountCents} ${u.description ?? ''}`);
    console.log(`found ${truth.length - unmatched.length}/${truth.length}`);
  }
} finally {
  await stopOcrEngine();
}

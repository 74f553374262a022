// Phone photos (JPEG) and scans (PNG) of generated paystubs, with their truth, to try uploads by hand:
//   node --import tsx eval/degrade/write-photos.ts DIR [--per-layout 1] [--seed 1] [--scan]
import fs from 'node:fs';
import path from 'node:path';
import { corpusArgs } from '../corpus-cli.ts';
import { generatePaystubCorpus } from '../paystubs/generate.ts';
import { degrade } from './degrade.ts';
import { renderPdfPage } from './render-pdf.ts';

const args = corpusArgs('write-photos.ts DIR [--per-layout N] [--seed N] [--scan]');
const kind = args.has('scan') ? 'scan' : 'photo';
fs.mkdirSync(args.dir, { recursive: true });
const items = await generatePaystubCorpus({ seed: args.seed, perLayout: args.perLayout === 4 && !process.argv.includes('--per-layout') ? 1 : args.perLayout });
for (const [k, item] of items.entries()) {
  const picture = await degrade(await renderPdfPage(item.bytes, { dpi: 200 }), { kind, seed: args.seed * 1000 + k });
  const file = path.join(args.dir, `${item.name}.${kind === 'photo' ? 'jpg' : 'png'}`);
  fs.writeFileSync(file, picture.bytes);
  fs.writeFileSync(`${file}.truth.json`, JSON.stringify(item.truth, null, 2));
  console.log(`wrote ${file}`);
}

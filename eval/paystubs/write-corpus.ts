// Writes the paystub corpus to a directory, each stub next to its truth, for reading:
//   node --import tsx eval/paystubs/write-corpus.ts out/dir [--per-layout 4] [--seed 1] [--all-kinds]

import fs from 'node:fs';
import path from 'node:path';
import { corpusArgs } from '../corpus-cli.ts';
import { generatePaystubCorpus, KINDS } from './generate.ts';

const { dir, perLayout, seed, has } = corpusArgs('write-corpus.ts <dir> [--per-layout N] [--seed N] [--all-kinds]');
const items = await generatePaystubCorpus({ seed, perLayout, kinds: has('all-kinds') ? KINDS : ['clean'] });

fs.mkdirSync(dir, { recursive: true });
for (const item of items) {
  fs.writeFileSync(path.join(dir, `${item.name}.pdf`), item.bytes);
  fs.writeFileSync(path.join(dir, `${item.name}.truth.json`), JSON.stringify({ layout: item.layout, kind: item.kind, tampered: item.tampered, ...item.truth }, null, 2) + '\n');
}
console.log(`${items.length} paystubs written to ${dir}`);

// Writes the paystub corpus to a directory, each stub next to its truth, for reading:
//   node --import tsx eval/paystubs/write-corpus.ts out/dir [--per-layout 4] [--seed 1] [--all-kinds]

import fs from 'node:fs';
import path from 'node:path';
import { generatePaystubCorpus, KINDS } from './generate.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const VALUED = new Set(['--per-layout', '--seed']);
const args = process.argv.slice(2);
const dir = args.find((a, i) => !a.startsWith('--') && !VALUED.has(args[i - 1]));
if (!dir) {
  console.error('usage: write-corpus.ts <dir> [--per-layout N] [--seed N] [--all-kinds]');
  process.exit(2);
}
const perLayout = Number(arg('per-layout') ?? 4);
const seed = Number(arg('seed') ?? 1);
const items = await generatePaystubCorpus({ seed, perLayout, kinds: process.argv.includes('--all-kinds') ? KINDS : ['clean'] });

fs.mkdirSync(dir, { recursive: true });
for (const item of items) {
  fs.writeFileSync(path.join(dir, `${item.name}.pdf`), item.bytes);
  fs.writeFileSync(path.join(dir, `${item.name}.truth.json`), JSON.stringify({ layout: item.layout, kind: item.kind, tampered: item.tampered, ...item.truth }, null, 2) + '\n');
}
console.log(`${items.length} paystubs written to ${dir}`);

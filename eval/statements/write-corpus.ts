// Writes the statement corpus to a directory, each statement next to its truth, for reading:
//   node --import tsx eval/statements/write-corpus.ts out/dir [--per-layout 4] [--seed 1] [--mismatched]

import fs from 'node:fs';
import path from 'node:path';
import { generateMismatchedStatements, generateStatementCorpus } from './generate.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const VALUED = new Set(['--per-layout', '--seed']);
const args = process.argv.slice(2);
const dir = args.find((a, i) => !a.startsWith('--') && !VALUED.has(args[i - 1]));
if (!dir) {
  console.error('usage: write-corpus.ts <dir> [--per-layout N] [--seed N] [--mismatched]');
  process.exit(2);
}
const perLayout = Number(arg('per-layout') ?? 4);
const seed = Number(arg('seed') ?? 1);
const items = await generateStatementCorpus({ seed, perLayout });
if (process.argv.includes('--mismatched')) items.push(...(await generateMismatchedStatements({ seed })));

fs.mkdirSync(dir, { recursive: true });
const ext = { PDF: 'pdf', CSV: 'csv', OFX: 'ofx' } as const;
for (const item of items) {
  fs.writeFileSync(path.join(dir, `${item.name}.${ext[item.format]}`), item.bytes);
  fs.writeFileSync(path.join(dir, `${item.name}.truth.json`), JSON.stringify({ layout: item.layout, format: item.format, ...item.truth }, null, 2) + '\n');
}
console.log(`${items.length} statements written to ${dir}`);

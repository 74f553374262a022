// Writes the statement corpus to a directory, each statement next to its truth, for reading:
//   node --import tsx eval/statements/write-corpus.ts out/dir [--per-layout 4] [--seed 1] [--mismatched]

import fs from 'node:fs';
import path from 'node:path';
import { corpusArgs } from '../corpus-cli.ts';
import { generateMismatchedStatements, generateStatementCorpus } from './generate.ts';

const { dir, perLayout, seed, has } = corpusArgs('write-corpus.ts <dir> [--per-layout N] [--seed N] [--mismatched]');
const items = await generateStatementCorpus({ seed, perLayout });
if (has('mismatched')) items.push(...(await generateMismatchedStatements({ seed })));

fs.mkdirSync(dir, { recursive: true });
const ext = { PDF: 'pdf', CSV: 'csv', OFX: 'ofx' } as const;
for (const item of items) {
  fs.writeFileSync(path.join(dir, `${item.name}.${ext[item.format]}`), item.bytes);
  fs.writeFileSync(path.join(dir, `${item.name}.truth.json`), JSON.stringify({ layout: item.layout, format: item.format, ...item.truth }, null, 2) + '\n');
}
console.log(`${items.length} statements written to ${dir}`);

#!/usr/bin/env node
// The `underwrite` command. Runs the compiled JavaScript in dist/ (`npm run build`; `npm start`
// builds first) when it is as new as src/, else the TypeScript sources through tsx's loader.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freshDistEntry } from './dist-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiled = process.env.UNDERWRITE_SOURCES === '1' ? null : freshDistEntry(root, 'cli/main.js');
let entry;
if (compiled) {
  entry = pathToFileURL(compiled).href;
} else {
  const { register } = await import('tsx/esm/api');
  register();
  entry = pathToFileURL(path.join(root, 'src/cli/main.ts')).href;
}
const { main } = await import(entry);
const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;

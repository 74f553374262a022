#!/usr/bin/env node
// The `underwrite` command. Runs the compiled JavaScript in dist/ (`npm run build`; `npm start`
// builds first) when it is as new as src/, else the TypeScript sources through tsx's loader.
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freshDistEntry } from './dist-freshness.mjs';

// Start-up (loading the modules, opening the database) allocates in bursts; V8 would grow the young
// generation for them to two 16 MB semi-spaces and, in a process that then sits waiting for
// requests, seldom give them back: about 30 MB resident at rest for a few MB of live objects.
// Growth is held off until the command has started; under load it grows as usual.
v8.setFlagsFromString('--semi-space-growth-factor=1');
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
v8.setFlagsFromString('--semi-space-growth-factor=2');
if (code >= 0) process.exitCode = code;

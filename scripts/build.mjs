// `npm run build` (also run by `npm start` and the benchmarks): compiles src/ to plain JavaScript
// in dist/src/, file for file, so the service runs without the TypeScript loader (its thread and
// its transformed copies of every module cost about 100 MB of memory). bin/underwrite.mjs runs
// dist/ only while it is as new as src/ (see dist-freshness.mjs); otherwise it runs the sources
// through tsx, so an edit never runs stale code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { sourceState, STAMP } from '../bin/dist-freshness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'src');
const DIST = path.join(ROOT, 'dist');

/** Relative specifiers ending in .ts (imports, import(), new URL(...)) point at the .js beside them. */
export function rewriteTsSpecifiers(code) {
  return code.replace(/(['"])(\.\.?\/[^'"\n]*?)\.ts\1/g, '$1$2.js$1');
}

async function build() {
  const state = sourceState(ROOT); // taken first: a file edited during the build makes dist stale
  // Written beside dist/ and renamed into place: a process starting meanwhile sees the old build or the new one.
  const out = `${DIST}.tmp-${process.pid}`;
  fs.rmSync(out, { recursive: true, force: true });
  for (const rel of state.files) {
    const from = path.join(SRC, rel);
    const to = path.join(out, 'src', rel);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (!rel.endsWith('.ts')) {
      fs.copyFileSync(from, to);
      continue;
    }
    const { code } = await transform(fs.readFileSync(from, 'utf8'), { loader: 'ts', format: 'esm', target: 'node20', sourcefile: from });
    fs.writeFileSync(to.replace(/\.ts$/, '.js'), rewriteTsSpecifiers(code));
  }
  fs.writeFileSync(path.join(out, STAMP), JSON.stringify({ names: state.names, newestMs: state.newestMs }) + '\n');
  const old = `${DIST}.old-${process.pid}`;
  if (fs.existsSync(DIST)) fs.renameSync(DIST, old);
  fs.renameSync(out, DIST);
  fs.rmSync(old, { recursive: true, force: true });
  return state.files.length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = Date.now();
  const n = await build();
  if (!process.argv.includes('--quiet')) console.log(`dist/: ${n} files from src/ in ${Date.now() - started} ms`);
}

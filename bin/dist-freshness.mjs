// Whether dist/ (scripts/build.mjs) was compiled from src/ as it is now: the same files, none
// changed since. Checked on every start of bin/underwrite.mjs: a few hundred stat calls.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP = 'build-stamp.json';

/** The files dist/ is made of (tests left out), the newest modification time and a digest of the names. */
export function sourceState(root) {
  const src = path.join(root, 'src');
  const files = fs.readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.test.ts'))
    .map((e) => path.relative(src, path.join(e.parentPath ?? e.path, e.name)))
    .sort();
  let newestMs = 0;
  for (const f of files) newestMs = Math.max(newestMs, fs.statSync(path.join(src, f)).mtimeMs);
  return { files, newestMs, names: createHash('sha256').update(files.join('\n')).digest('hex') };
}

/** dist/'s entry for `rel` (a module under src/, e.g. 'cli/main.js') when dist/ is fresh, else null. */
export function freshDistEntry(root, rel) {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(root, 'dist', STAMP), 'utf8'));
  } catch {
    return null;
  }
  const now = sourceState(root);
  if (stamp.names !== now.names || now.newestMs > stamp.newestMs) return null;
  return path.join(root, 'dist', 'src', rel);
}

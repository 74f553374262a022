// The locked splits of a corpus: every directory `eval/<corpus>/locked*/` (locked, locked-2, ...), in
// name order. Each is scored on its own and only at the end; none is read while tuning.
// EVAL_LOCKED=locked-5 (a comma list) scores only the splits named, so one split can be tuned on
// while a later one stays unread.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EVAL = path.dirname(fileURLToPath(import.meta.url));

export interface LockedSplit {
  /** The directory's name: `locked`, `locked-2`, ... */
  name: string;
  dir: string;
}

export function lockedSplits(corpus: 'paystubs' | 'statements', root: string = path.join(EVAL, corpus)): LockedSplit[] {
  if (!fs.existsSync(root)) return [];
  const only = process.env.EVAL_LOCKED ? process.env.EVAL_LOCKED.split(',').map((x) => x.trim()) : null;
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^locked/.test(d.name))
    .filter((d) => only === null || only.includes(d.name))
    .map((d) => ({ name: d.name, dir: path.join(root, d.name) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}

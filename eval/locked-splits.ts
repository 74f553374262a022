// The locked splits of a corpus: every directory `eval/<corpus>/locked*/` (locked, locked-2, ...), in
// name order. Each is scored on its own and only at the end; none is read while tuning.
// EVAL_LOCKED=locked-5 (a comma list) scores only the splits named, so one split can be tuned on
// while a later one stays unread; a split whose README says it is not yet scored is left out unless
// EVAL_LOCKED names it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EVAL = path.dirname(fileURLToPath(import.meta.url));

export interface LockedSplit {
  /** The directory's name: `locked`, `locked-2`, ... */
  name: string;
  dir: string;
}

/** A split whose README still says it is "not yet scored": it waits for its one blind score. */
export function awaitsBlindScore(dir: string): boolean {
  const readme = path.join(dir, 'README.md');
  return fs.existsSync(readme) && /not yet scored/i.test(fs.readFileSync(readme, 'utf8'));
}

/**
 * The splits to score: every one, or those EVAL_LOCKED names. A split not yet scored is scored only
 * when EVAL_LOCKED names it, so a plain run while tuning never shows it (`skipped` lists it).
 */
export function lockedSplits(corpus: 'paystubs' | 'statements', root: string = path.join(EVAL, corpus), skipped: string[] = []): LockedSplit[] {
  if (!fs.existsSync(root)) return [];
  const only = process.env.EVAL_LOCKED ? process.env.EVAL_LOCKED.split(',').map((x) => x.trim()) : null;
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^locked/.test(d.name))
    .filter((d) => only === null || only.includes(d.name))
    .filter((d) => {
      const wait = only === null && awaitsBlindScore(path.join(root, d.name));
      if (wait) skipped.push(d.name);
      return !wait;
    })
    .map((d) => ({ name: d.name, dir: path.join(root, d.name) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}

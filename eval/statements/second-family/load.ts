// The committed second-family statements (and the locked split) with their truth, as corpus items.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CorpusItem, StatementTruth } from '../types.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const SECOND_FAMILY_DIR = HERE;
export const THIRD_FAMILY_DIR = path.join(HERE, '..', 'third-family');
/** The first locked split, scored blind once and tuned on since. */
export const FIRST_LOCKED_DIR = path.join(HERE, '..', 'locked');

export interface SecondFamilyItem extends CorpusItem {
  currency: string;
  period: { start: string; end: string };
}

/**
 * Every statement under `root`, in name order: one folder per layout, or PDFs in `root` itself (their
 * layout from the truth file, else the file name without its number). A PDF without a truth is skipped.
 */
export function loadSecondFamily(root: string = SECOND_FAMILY_DIR): SecondFamilyItem[] {
  const items: SecondFamilyItem[] = [];
  if (!fs.existsSync(root)) return items;
  const read = (dir: string, file: string, folderLayout: string | null) => {
    const stem = file.slice(0, -4);
    const truthFile = [path.join(dir, `${stem}.truth.json`), path.join(dir, `${file}.truth.json`)].find((f) => fs.existsSync(f));
    if (!truthFile) return;
    const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as StatementTruth & { currency: string; period: { start: string; end: string }; layout?: string };
    const layout = folderLayout ?? truth.layout ?? stem.replace(/-?\d+$/, '');
    items.push({ name: stem, layout, format: 'PDF', bytes: new Uint8Array(fs.readFileSync(path.join(dir, file))), truth, currency: truth.currency, period: truth.period });
  };
  for (const entry of fs.readdirSync(root).sort()) {
    const at = path.join(root, entry);
    if (fs.statSync(at).isDirectory()) {
      for (const file of fs.readdirSync(at).sort()) if (file.endsWith('.pdf')) read(at, file, entry);
    } else if (entry.endsWith('.pdf')) read(root, entry, null);
  }
  return items;
}

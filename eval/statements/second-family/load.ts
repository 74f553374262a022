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
 * Every statement under `root`, at any depth, in path order: its layout from the truth file, else the
 * folder it sits in (one folder per layout), else the file name without its number. A PDF without a
 * truth file (`<name>.truth.json` or `<name>.pdf.truth.json`) is skipped.
 */
export function loadSecondFamily(root: string = SECOND_FAMILY_DIR): SecondFamilyItem[] {
  const items: SecondFamilyItem[] = [];
  const visit = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir).sort()) {
      const at = path.join(dir, entry);
      if (fs.statSync(at).isDirectory()) {
        // Photos and scans (`degraded/`) are read through OCR: `npm run eval:ocr` scores them.
        if (entry !== 'degraded') visit(at);
        continue;
      }
      if (!entry.endsWith('.pdf')) continue;
      const stem = entry.slice(0, -4);
      const truthFile = [path.join(dir, `${stem}.truth.json`), path.join(dir, `${entry}.truth.json`)].find((f) => fs.existsSync(f));
      if (!truthFile) continue;
      const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as StatementTruth & { currency: string; period: { start: string; end: string }; layout?: string };
      const folder = dir === root || path.basename(dir) === 'corpus' ? null : path.basename(dir);
      const layout = truth.layout ?? folder ?? stem.replace(/-?\d+$/, '');
      items.push({ name: stem, layout, format: 'PDF', bytes: new Uint8Array(fs.readFileSync(at)), truth, currency: truth.currency, period: truth.period });
    }
  };
  visit(root);
  return items;
}

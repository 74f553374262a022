// The committed second-family statements (and the locked split) with their truth, as corpus items.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CorpusItem, StatementTruth } from '../types.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const SECOND_FAMILY_DIR = HERE;
export const LOCKED_DIR = path.join(HERE, '..', 'locked');

export interface SecondFamilyItem extends CorpusItem {
  currency: string;
  period: { start: string; end: string };
}

/** Every statement under `root` (one folder per layout), in name order. */
export function loadSecondFamily(root: string = SECOND_FAMILY_DIR): SecondFamilyItem[] {
  const items: SecondFamilyItem[] = [];
  if (!fs.existsSync(root)) return items;
  for (const layout of fs.readdirSync(root).sort()) {
    const dir = path.join(root, layout);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).sort()) {
      if (!file.endsWith('.pdf')) continue;
      const stem = file.slice(0, -4);
      const truth = JSON.parse(fs.readFileSync(path.join(dir, `${stem}.truth.json`), 'utf8')) as StatementTruth & { currency: string; period: { start: string; end: string } };
      items.push({ name: stem, layout, format: 'PDF', bytes: new Uint8Array(fs.readFileSync(path.join(dir, file))), truth, currency: truth.currency, period: truth.period });
    }
  }
  return items;
}

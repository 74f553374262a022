// The committed paystub corpora that are not generated at test time: the second family of layouts
// (eval/paystubs/second-family/corpus) and the locked split (eval/paystubs/locked/corpus), each PDF
// beside its truth file. Written by eval/paystubs/second-family/write.ts (the third and fourth families by
// their own write.ts).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PaystubTruthFile } from './document-truth.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const SECOND_FAMILY_CORPUS = path.join(HERE, 'second-family', 'corpus');
export const LOCKED_CORPUS = path.join(HERE, 'locked', 'corpus');
export const THIRD_FAMILY_CORPUS = path.join(HERE, 'third-family', 'corpus');
export const FOURTH_FAMILY_CORPUS = path.join(HERE, 'fourth-family', 'corpus');

export interface CommittedStub {
  name: string;
  /** The layout, from the truth file. */
  group: string;
  bytes: Uint8Array;
  truth: PaystubTruthFile & { layout: string };
}

/** The PDFs under `dir`, at any depth, with their truth files (`<name>.pdf.truth.json` or `<name>.truth.json`). */
export function committedStubs(dir: string): CommittedStub[] {
  const found: Array<{ name: string; file: string; truthFile: string }> = [];
  const visit = (at: string) => {
    if (!existsSync(at)) return;
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name);
      // Photos and scans (`degraded/`) are read through OCR: `npm run eval:ocr` scores them.
      if (entry.isDirectory()) {
        if (entry.name !== 'degraded') visit(file);
      }
      else if (entry.name.endsWith('.pdf')) {
        const truthFile = [`${file}.truth.json`, `${file.slice(0, -4)}.truth.json`].find((f) => existsSync(f));
        if (truthFile) found.push({ name: entry.name, file, truthFile });
      }
    }
  };
  visit(dir);
  return found
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
    .map(({ name, file, truthFile }) => {
      const truth = JSON.parse(readFileSync(truthFile, 'utf8')) as CommittedStub['truth'];
      return { name, group: truth.layout ?? name.replace(/-?\d*\.pdf$/, ''), bytes: new Uint8Array(readFileSync(file)), truth };
    });
}

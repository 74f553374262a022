// The committed paystub corpora that are not generated at test time: the second family of layouts
// (eval/paystubs/second-family/corpus) and the locked split (eval/paystubs/locked/corpus), each PDF
// beside its truth file. Written by eval/paystubs/second-family/write.ts.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PaystubTruthFile } from './document-truth.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const SECOND_FAMILY_CORPUS = path.join(HERE, 'second-family', 'corpus');
export const LOCKED_CORPUS = path.join(HERE, 'locked', 'corpus');
export const THIRD_FAMILY_CORPUS = path.join(HERE, 'third-family', 'corpus');

export interface CommittedStub {
  name: string;
  /** The layout, from the truth file. */
  group: string;
  bytes: Uint8Array;
  truth: PaystubTruthFile & { layout: string };
}

/** The PDFs of `dir` with their truth files (a split may keep them in a `corpus` folder of its own). */
export function committedStubs(dir: string): CommittedStub[] {
  if (!existsSync(dir)) return [];
  if (existsSync(path.join(dir, 'corpus')) && !readdirSync(dir).some((f) => f.endsWith('.pdf'))) dir = path.join(dir, 'corpus');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.pdf') && existsSync(path.join(dir, `${f}.truth.json`)))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((f) => {
      const truth = JSON.parse(readFileSync(path.join(dir, `${f}.truth.json`), 'utf8')) as CommittedStub['truth'];
      return { name: f, group: truth.layout ?? f.replace(/-?\d*\.pdf$/, ''), bytes: new Uint8Array(readFileSync(path.join(dir, f))), truth };
    });
}

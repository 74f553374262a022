// The real paystubs kept in the repository's external fixtures (test/fixtures/external/documents),
// each beside its hand-checked truth file, and their scores.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractedPaystub } from '../../src/analysis/paystub/paystub.types.ts';
import { scoreDocument, type FieldOutcome, type PaystubTruthFile } from './document-truth.ts';

export const REAL_DOCUMENTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/external/documents');

export interface RealPaystub {
  /** File name, e.g. `gusto_sample.pdf`. */
  name: string;
  file: string;
  truth: PaystubTruthFile;
}

/** Every paystub with a truth file, in name order. */
export function realPaystubs(root = REAL_DOCUMENTS): RealPaystub[] {
  const out: RealPaystub[] = [];
  for (const dir of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const f of readdirSync(path.join(root, dir.name)).filter((n) => n.endsWith('.truth.json')).sort()) {
      const truth = JSON.parse(readFileSync(path.join(root, dir.name, f), 'utf8')) as PaystubTruthFile;
      if (truth.kind !== 'paystub') continue;
      const name = f.replace(/\.truth\.json$/, '');
      out.push({ name, file: path.join(root, dir.name, name), truth });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

export interface ScoredDocument {
  name: string;
  group: string;
  outcomes: FieldOutcome[];
  error: string | null;
}

/** Reads and scores each document; a document that cannot be read scores every field wrong. */
export async function scoreFiles(
  docs: ReadonlyArray<{ name: string; group: string; bytes: Uint8Array; truth: PaystubTruthFile }>,
  extract: (bytes: Uint8Array) => Promise<ExtractedPaystub>,
): Promise<ScoredDocument[]> {
  const out: ScoredDocument[] = [];
  for (const d of docs) {
    let stub: ExtractedPaystub | null = null;
    let error: string | null = null;
    try {
      stub = await extract(d.bytes);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    out.push({ name: d.name, group: d.group, outcomes: scoreDocument(d.truth, stub), error });
  }
  return out;
}

export const readBytes = (file: string) => new Uint8Array(readFileSync(file));

// Where the second locked split of paystubs lives, for the evaluations that score it (never for
// tuning). The PDFs load as the other committed corpora do:
//   committedStubs(LOCKED_2_CORPUS)         (eval/paystubs/committed-corpus.ts)
// and the pictures with lockedPictures(LOCKED_2_PICTURES).

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const LOCKED_2_CORPUS = path.join(HERE, 'corpus');
export const LOCKED_2_PICTURES = path.join(HERE, 'degraded');

export interface LockedPicture<T> {
  /** The document it was made from, e.g. `check-top-3` or `au-dmy-1`. */
  name: string;
  /** The truth's layout. */
  group: string;
  kind: 'photo' | 'scan';
  /** image/jpeg for a photo; application/pdf (image-only) for a scan. */
  contentType: string;
  bytes: Uint8Array;
  truth: T;
}

/** Every photo (`NAME.photo.jpg`) and scan (`NAME.scan.pdf`) in `dir` with its truth, in name order. */
export function lockedPictures<T extends { layout: string }>(dir: string): Array<LockedPicture<T>> {
  return readdirSync(dir)
    .filter((f) => /\.(photo\.jpg|scan\.pdf)$/.test(f))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((f) => {
      const truth = JSON.parse(readFileSync(path.join(dir, `${f}.truth.json`), 'utf8')) as T;
      const photo = f.endsWith('.photo.jpg');
      return {
        name: f.replace(/\.(photo\.jpg|scan\.pdf)$/, ''),
        group: truth.layout,
        kind: photo ? 'photo' : 'scan',
        contentType: photo ? 'image/jpeg' : 'application/pdf',
        bytes: new Uint8Array(readFileSync(path.join(dir, f))),
        truth,
      };
    });
}

// Where the tenth locked split of paystubs lives, for the evaluations that score it (never for
// tuning). The PDFs load as the other committed corpora do:
//   committedStubs(LOCKED_10_CORPUS)        (eval/paystubs/committed-corpus.ts)
// and the pictures with lockedPictures(LOCKED_10_PICTURES) from eval/paystubs/locked-2/load.ts.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const LOCKED_10_CORPUS = path.join(HERE, 'corpus');
export const LOCKED_10_PICTURES = path.join(HERE, 'degraded');

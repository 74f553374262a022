// Where the eleventh locked split of paystubs lives, for the evaluations that score it (never for
// tuning). The PDFs load as the other committed corpora do:
//   committedStubs(LOCKED_11_CORPUS)        (eval/paystubs/committed-corpus.ts)
// and the pictures with lockedPictures(LOCKED_11_PICTURES) from eval/paystubs/locked-2/load.ts.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const LOCKED_11_CORPUS = path.join(HERE, 'corpus');
export const LOCKED_11_PICTURES = path.join(HERE, 'degraded');

// The sixteenth locked split's paystubs, kept out of tuning (README.md). Load the text PDFs with
//   committedStubs(LOCKED_16_CORPUS)        (eval/paystubs/committed-corpus.ts)
// and the pictures with lockedPictures(LOCKED_16_PICTURES) from eval/paystubs/locked-2/load.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export const LOCKED_16_CORPUS = path.join(HERE, 'corpus');
export const LOCKED_16_PICTURES = path.join(HERE, 'degraded');

// The sixteenth locked split's statements, kept out of tuning (README.md). Load the text PDFs with
//   loadSecondFamily(LOCKED_16_STATEMENTS)  (eval/statements/second-family/load.ts)
// and the pictures (a photo and a scan of page 1 of every statement) with
// lockedPictures(LOCKED_16_STATEMENT_PICTURES) from eval/paystubs/locked-2/load.ts; only the truth's
// rows with `page: 1` are in a picture.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export const LOCKED_16_STATEMENTS = path.join(HERE, 'corpus');
export const LOCKED_16_STATEMENT_PICTURES = path.join(HERE, 'degraded');

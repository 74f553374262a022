// Where the eleventh locked split of statements lives, for the evaluations that score it (never for
// tuning). The PDFs load as the other locked splits do:
//   loadSecondFamily(LOCKED_11_STATEMENTS)  (eval/statements/second-family/load.ts)
// and the pictures of page 1 (every statement has a photo and a scan) with
// lockedPictures(LOCKED_11_STATEMENT_PICTURES) from eval/paystubs/locked-2/load.ts; only the truth's
// rows with `page: 1` are in a picture.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const LOCKED_11_STATEMENTS = path.join(HERE, 'corpus');
export const LOCKED_11_STATEMENT_PICTURES = path.join(HERE, 'degraded');

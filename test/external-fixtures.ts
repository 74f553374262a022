import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Inputs written outside this project (borrower histories, OFX files) live beside the repository, in
// ../shared/fixtures/external, and are read in place, never copied in. EXTERNAL_FIXTURES points elsewhere.
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EXTERNAL_FIXTURES = path.resolve(process.env.EXTERNAL_FIXTURES ?? path.join(REPO, '..', 'shared', 'fixtures', 'external'));

/** The path of an external fixture; a clear error when the folder is not where it is expected. */
export function externalFixture(...parts: string[]): string {
  if (!fs.existsSync(EXTERNAL_FIXTURES)) {
    throw new Error(`External fixtures not found at ${EXTERNAL_FIXTURES}: check out shared/ beside the repository or set EXTERNAL_FIXTURES`);
  }
  return path.join(EXTERNAL_FIXTURES, ...parts);
}

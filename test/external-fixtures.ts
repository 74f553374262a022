import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Inputs written outside this project (borrower histories, OFX and CSV exports, real statements and paystubs)
// are kept in test/fixtures/external with their licences and provenance, so a clone alone passes its tests.
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EXTERNAL_FIXTURES = path.join(REPO, 'test', 'fixtures', 'external');

/** The path of an external fixture inside the repository. */
export function externalFixture(...parts: string[]): string {
  return path.join(EXTERNAL_FIXTURES, ...parts);
}

// The test files that never touch a store: they read documents (text PDFs, photos and scans through
// OCR, the committed corpora and locked splits) with the pure analysis code and check truth files.
// They run in the `documents` project (vitest.config.ts), as the analysis code's own tests run in
// `analysis`; `.ci/run` runs those two projects once, on the embedded half, and only `service` again
// on PostgreSQL (docs/testing.md). test/store-free.test.ts holds each of them to never reaching a
// store, a service process or the database template.
import fs from 'node:fs';
import path from 'node:path';

/** The analysis code's tests (pure: no database or HTTP imports). */
export const ANALYSIS_TESTS = 'src/analysis/**/*.test.ts';

/** The document-reading tests in test/ (file name patterns, `*` standing for any part of a name). */
export const DOCUMENT_TESTS = [
  'test/locked-*.test.ts',
  'test/paystubs-*.test.ts',
  'test/paystub-*.test.ts',
  'test/statements-*.test.ts',
  'test/ocr-*.test.ts',
  'test/real-*.test.ts',
];

/** The files of `root` that `DOCUMENT_TESTS` name. */
export function documentTestFiles(root: string): string[] {
  const patterns = DOCUMENT_TESTS.map((g) => {
    const [dir, name] = [path.dirname(g), path.basename(g)];
    return { dir, re: new RegExp(`^${name.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`) };
  });
  const out = new Set<string>();
  for (const { dir, re } of patterns) {
    for (const f of fs.readdirSync(path.join(root, dir))) if (re.test(f)) out.add(`${dir}/${f}`);
  }
  return [...out].sort();
}

import { defineConfig } from 'vitest/config';
import { ANALYSIS_TESTS, DOCUMENT_TESTS } from './test/store-free.ts';

/**
 * Test files run at once: vitest's default on two cores is one, but most of the service's files wait
 * on child processes, browsers and sockets, so two keep both cores busy. `TEST_WORKERS=1` on a
 * machine busy with other work.
 */
const WORKERS = Math.max(1, Number(process.env.TEST_WORKERS) || 2);

export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: WORKERS,
    projects: [
      {
        // Pure analysis code (no database, no module-level state between files): one module graph per
        // worker instead of one per file, which spent more time importing than testing.
        extends: true,
        test: { name: 'analysis', include: [ANALYSIS_TESTS], isolate: false, sequence: { groupOrder: 0 } },
      },
      {
        // Reading documents (text PDFs, photos and scans through OCR, corpora, locked splits' truths)
        // with the analysis code: no store, so no database template either (test/store-free.ts). Like
        // `analysis`, one module graph per worker (they restore what they change: the OCR engine
        // stopped, a parser pool closed, an environment variable put back), which took a quarter off
        // their time, most of it spent importing pdf.js and the readers again for each file. Run
        // beside `service` (the same group), so that neither waits for the other's last file.
        extends: true,
        test: { name: 'documents', include: DOCUMENT_TESTS, isolate: false, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: {
          name: 'service',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'sdk/test/**/*.test.ts', 'examples/**/*.test.ts'],
          exclude: [ANALYSIS_TESTS, ...DOCUMENT_TESTS, '**/node_modules/**'],
          globalSetup: ['test/global-setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

const ANALYSIS = 'src/analysis/**/*.test.ts';
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
        test: { name: 'analysis', include: [ANALYSIS], isolate: false, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'service',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'sdk/test/**/*.test.ts', 'examples/**/*.test.ts'],
          exclude: [ANALYSIS, '**/node_modules/**'],
          globalSetup: ['test/global-setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

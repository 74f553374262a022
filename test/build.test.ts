import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDistEntry, sourceState, STAMP } from '../bin/dist-freshness.mjs';
import { rewriteTsSpecifiers } from '../scripts/build.mjs';

describe('compiled dist/', () => {
  it.each([
    [`import { a } from './a.ts';`, `import { a } from './a.js';`],
    [`import x from "../db/store.ts";`, `import x from "../db/store.js";`],
    [`const m = await import('./app.ts');`, `const m = await import('./app.js');`],
    [`new URL('./parser-worker.ts', import.meta.url)`, `new URL('./parser-worker.js', import.meta.url)`],
    [`import './worker-boot.mjs';`, `import './worker-boot.mjs';`],
    [`import { z } from 'zod';`, `import { z } from 'zod';`],
    [`const name = 'report.ts';`, `const name = 'report.ts';`],
  ])('points relative .ts specifiers at the .js beside them: %s', (from, to) => {
    expect(rewriteTsSpecifiers(from)).toBe(to);
  });

  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

  function project() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-dist-'));
    roots.push(root);
    fs.mkdirSync(path.join(root, 'src/cli'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/cli/main.ts'), 'export const main = () => 0;\n');
    fs.writeFileSync(path.join(root, 'src/cli/main.test.ts'), '');
    return root;
  }
  function stamp(root: string) {
    const state = sourceState(root);
    fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist', STAMP), JSON.stringify({ names: state.names, newestMs: state.newestMs }));
  }

  it('runs dist/ only while it was built from src/ as it is now', () => {
    const root = project();
    expect(freshDistEntry(root, 'cli/main.js')).toBeNull(); // never built
    stamp(root);
    expect(freshDistEntry(root, 'cli/main.js')).toBe(path.join(root, 'dist/src/cli/main.js'));

    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'src/cli/main.test.ts'), later, later);
    expect(freshDistEntry(root, 'cli/main.js'), 'a test edited: not part of dist/').not.toBeNull();
    fs.utimesSync(path.join(root, 'src/cli/main.ts'), later, later);
    expect(freshDistEntry(root, 'cli/main.js'), 'a source edited').toBeNull();

    stamp(root);
    fs.writeFileSync(path.join(root, 'src/cli/other.ts'), '');
    fs.utimesSync(path.join(root, 'src/cli/other.ts'), new Date(0), new Date(0));
    expect(freshDistEntry(root, 'cli/main.js'), 'a file added, however old').toBeNull();
  });
});

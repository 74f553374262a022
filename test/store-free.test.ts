// The tests that `.ci/run` runs once (the `analysis` and `documents` projects, on the embedded half)
// must never touch a store: no file they import, however deep, reaches the database code, the job
// queue, the test harness or the template database, nor starts the service's own process. Were one to,
// it would belong in `service`, which runs on both stores.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { documentTestFiles } from './store-free.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files and packages that are, or lead to, a store. */
const STORE_FILES = [/^src\/db\//, /^test\/harness\.ts$/, /^test\/global-setup\.ts$/, /^test\/processes\.ts$/, /^test\/db-helpers\.ts$/];
const STORE_PACKAGES = new Set(['pg', 'pg-boss', '@electric-sql/pglite']);
/** Source that starts the service (`bin/underwrite.mjs`) or asks for the template database. */
const STORE_TEXT = [/bin\/underwrite/, /\binject\(\s*['"]templateDatabase/];

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const p of [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts')]) {
    if (fs.existsSync(p) && fs.statSync(p).isFile()) return p;
  }
  return null;
}

/** One file's own findings and the files it imports, read once for every closure that passes through it. */
const scanned = new Map<string, { found: string[]; next: string[] }>();
function scan(f: string): { found: string[]; next: string[] } {
  const known = scanned.get(f);
  if (known) return known;
  const rel = path.relative(ROOT, f).split(path.sep).join('/');
  const found: string[] = [];
  const next: string[] = [];
  if (STORE_FILES.some((re) => re.test(rel))) found.push(rel);
  if (/\.(ts|mts|js|mjs)$/.test(f)) {
    const source = fs.readFileSync(f, 'utf8');
    for (const re of STORE_TEXT) if (re.test(source)) found.push(`${rel} (${re})`);
    for (const { fileName: spec } of ts.preProcessFile(source, true, true).importedFiles) {
      if (spec.startsWith('.')) {
        const resolved = resolveImport(f, spec);
        if (resolved) next.push(resolved);
        else found.push(`${rel}: unresolved ${spec}`);
      } else if (STORE_PACKAGES.has(spec) || [...STORE_PACKAGES].some((p) => spec.startsWith(`${p}/`))) {
        found.push(`${rel} imports ${spec}`);
      }
    }
  }
  const result = { found, next };
  scanned.set(f, result);
  return result;
}

/** What in `file`'s import closure touches a store (empty when nothing does). */
function storeReach(file: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const pending = [path.join(ROOT, file)];
  while (pending.length > 0) {
    const f = pending.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    const own = scan(f);
    found.push(...own.found);
    pending.push(...own.next);
  }
  return found;
}

function analysisTestFiles(dir = 'src/analysis'): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return analysisTestFiles(rel);
    return e.name.endsWith('.test.ts') ? [rel] : [];
  });
}

describe('the tests run on one store only', () => {
  const documents = documentTestFiles(ROOT);
  const analysis = analysisTestFiles();

  it('are found: the document-reading tests and the analysis tests', () => {
    expect(documents.length).toBeGreaterThanOrEqual(30);
    expect(documents).toContain('test/ocr-real-documents.test.ts');
    expect(analysis.length).toBeGreaterThanOrEqual(100);
  });

  it.each([...documents, ...analysis])('%s reaches no store', (file) => {
    expect(storeReach(file)).toEqual([]);
  });

  it('sees a store where there is one', () => {
    expect(storeReach('test/openapi.test.ts')).toContain('test/harness.ts');
    expect(storeReach('test/cli.test.ts').length).toBeGreaterThan(0);
    expect(storeReach('src/jobs/jobs.test.ts').some((r) => r.includes('pg-boss'))).toBe(true);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A clone alone must pass its tests: no code, test, benchmark or evaluation may name a path
// outside the repository (the design notes and fixtures it was written from sit beside it on
// some machines only).
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['src', 'test', 'eval', 'bench', 'bin', 'scripts', 'sdk', 'examples', '.ci'];
const ROOT_FILES = ['package.json', 'tsconfig.json', 'vitest.config.ts', 'drizzle.config.ts'];
const SKIP_DIRS = new Set(['node_modules', '.git']);
/** Tests that list these names in order to forbid them elsewhere. */
const GUARDS = new Set(['test/docs.test.ts']);

// Written in pieces so that this file does not name them itself.
const SIBLING = 'sha' + 'red';
const OUTSIDE_NAMES = new RegExp(`\\b${SIBLING}/(fixtures|spec|design)\\b`);
const CLIMB_TO_SIBLING = new RegExp(`((?:\\.\\./)+)${SIBLING}\\b`, 'g');
const JOINED_TO_SIBLING = new RegExp(`['"]\\.\\.['"]\\s*,\\s*['"]${SIBLING}['"]`);
const ABSOLUTE_WORK = new RegExp(`(^|[\\s'"\`(=])/${'wo' + 'rk'}/`);

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) pending.push(full);
      } else if (entry.isFile()) {
        out.push(full);
      }
    }
  }
  return out;
}

function isText(bytes: Buffer): boolean {
  return !bytes.subarray(0, 8192).includes(0);
}

/** Every way a text file leaves the repository, as `line: reason`. */
function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    const where = `${path.relative(REPO, file)}:${i + 1}`;
    if (OUTSIDE_NAMES.test(line)) found.push(`${where} names a folder beside the repository: ${line.trim()}`);
    if (JOINED_TO_SIBLING.test(line)) found.push(`${where} joins a path to a folder beside the repository: ${line.trim()}`);
    if (ABSOLUTE_WORK.test(line)) found.push(`${where} names an absolute workspace path: ${line.trim()}`);
    for (const m of line.matchAll(CLIMB_TO_SIBLING)) {
      const target = path.resolve(path.dirname(file), m[0]);
      if (path.relative(REPO, target).startsWith('..')) found.push(`${where} climbs out of the repository: ${line.trim()}`);
    }
  });
  return found;
}

describe('the repository is self-contained', () => {
  it('no source, test, benchmark, evaluation, script, SDK, example or CI file names a path outside the repository', () => {
    const files = [
      ...ROOTS.filter((r) => fs.existsSync(path.join(REPO, r))).flatMap((r) => filesUnder(path.join(REPO, r))),
      ...ROOT_FILES.map((f) => path.join(REPO, f)).filter((f) => fs.existsSync(f)),
    ].filter((f) => !GUARDS.has(path.relative(REPO, f).split(path.sep).join('/')));
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      if (isText(bytes)) found.push(...outsideReferences(file, bytes.toString('utf8')));
    }
    expect(found).toEqual([]);
  });

  it('recognises a path that leaves the repository, and not one that stays inside', () => {
    const inSrc = path.join(REPO, 'src', 'cases', 'x.ts');
    expect(outsideReferences(inSrc, `import { AppError } from '../${SIBLING}/errors.ts';`)).toEqual([]);
    expect(outsideReferences(path.join(REPO, 'test', 'x.ts'), `const dir = '../../${SIBLING}/anything';`)).toHaveLength(1);
    expect(outsideReferences(inSrc, `read('${SIBLING}/fixtures/external/a.csv')`)).toHaveLength(1);
    expect(outsideReferences(inSrc, `path.join(REPO, '..', '${SIBLING}', 'fixtures')`)).toHaveLength(1);
    expect(outsideReferences(inSrc, `see ${SIBLING}/spec/case-api-spec.md`)).toHaveLength(1);
    expect(outsideReferences(inSrc, `const root = '/${'wo' + 'rk'}/main/test';`)).toHaveLength(1);
  });
});

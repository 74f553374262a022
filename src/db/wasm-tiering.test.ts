import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

// A module with one exported loop, f(n): hot enough for V8 to optimise it after a few calls.
const LOOP = [0x02, 0x40, 0x03, 0x40, 0x20, 0x01, 0x20, 0x00, 0x4e, 0x0d, 0x01, 0x20, 0x02, 0x41, 0x1f, 0x6c, 0x20, 0x01, 0x6a, 0x41, 0x07, 0x77, 0x21, 0x02, 0x20, 0x01, 0x41, 0x01, 0x6a, 0x21, 0x01, 0x0c, 0x00, 0x0b, 0x0b, 0x20, 0x02, 0x0b];
const BODY = [0x01, 0x02, 0x7f, ...LOOP];
const MODULE = [0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 6, 1, 0x60, 1, 0x7f, 1, 0x7f, 3, 2, 1, 0, 7, 5, 1, 1, 0x66, 0, 0, 0x0a, BODY.length + 2, 1, BODY.length, ...BODY];

const CHILD = `
const { openStore } = await import(${JSON.stringify(new URL('./store.ts', import.meta.url).href)});
const store = await openStore({ dataDir: process.argv[1] });
for (let i = 0; i < 200; i++) await store.pglite.query('SELECT count(*) FROM pg_class WHERE relname LIKE $1', ['%' + i]);
const { f } = (await WebAssembly.instantiate(new Uint8Array(${JSON.stringify(MODULE)}))).instance.exports;
for (let k = 0; k < 30; k++) f(2000000);
await store.pglite.query('SELECT 1');
await store.close();
`;

describe('the embedded database and V8 tiering', () => {
  it('keeps the database baseline-compiled after it opens, while WebAssembly compiled later is still optimised', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-tiering-'));
    made.push(dir);
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--trace-wasm-compilation-times', '--input-type=module', '-e', CHILD, dir], {
      maxBuffer: 64 * 1024 * 1024,
    });
    // "Compiled function 0x<native module>#<index> using Liftoff|TurboFan, ...; bodysize N ...": one line per function compiled.
    const compiled = [...stdout.matchAll(/Compiled function (0x[0-9a-f]+)#(\d+) using (\w+)[^\n]*?bodysize (\d+)/g)].map((m) => ({ module: m[1], index: Number(m[2]), tier: m[3], bodySize: Number(m[4]) }));
    // The database is the module with thousands of functions; the loop is function 0 of 41 bytes in another.
    const database = compiled.find((c) => c.index > 1000)!.module;
    const loop = compiled.find((c) => c.module !== database && c.index === 0 && c.bodySize === BODY.length)!.module;
    expect(compiled.filter((c) => c.module === database && c.tier === 'Liftoff').length).toBeGreaterThan(100);
    expect(compiled.filter((c) => c.module === database && c.tier !== 'Liftoff')).toEqual([]);
    // The loop ends optimised. Its baseline compile is not always traced first (a busy machine has
    // been seen to trace only the optimised one), so only the optimising compile is required.
    expect(compiled.filter((c) => c.module === loop).map((c) => c.tier)).toContain('TurboFan');
  }, 120_000);
});

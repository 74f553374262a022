import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secureDataDir } from './data-dir-permissions.ts';

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const mode = (f: string) => fs.lstatSync(f).mode & 0o777;

describe('secureDataDir', () => {
  it('makes a pre-created 0755 directory 0700 and takes group and world bits off what is in it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-perms-'));
    made.push(dir);
    fs.chmodSync(dir, 0o755);
    fs.mkdirSync(path.join(dir, 'pglite/base'), { recursive: true, mode: 0o777 });
    fs.writeFileSync(path.join(dir, 'pglite/base/1'), 'x', { mode: 0o666 });
    fs.writeFileSync(path.join(dir, 'secret.key'), 'k', { mode: 0o644 });
    fs.mkdirSync(path.join(dir, 'documents/ab'), { recursive: true, mode: 0o755 });
    fs.chmodSync(path.join(dir, 'documents'), 0o755);
    const outside = path.join(dir, '..', `${path.basename(dir)}-outside`);
    fs.writeFileSync(outside, 'o', { mode: 0o644 });
    made.push(outside);
    fs.symlinkSync(outside, path.join(dir, 'link'));

    secureDataDir(dir);

    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'pglite'))).toBe(0o700);
    expect(mode(path.join(dir, 'pglite/base'))).toBe(0o700);
    expect(mode(path.join(dir, 'pglite/base/1'))).toBe(0o600);
    expect(mode(path.join(dir, 'secret.key'))).toBe(0o600);
    expect(mode(path.join(dir, 'documents'))).toBe(0o700);
    expect(mode(outside)).toBe(0o644); // a link is not followed
  });

  it('creates nothing where there is no directory yet', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-perms-'));
    made.push(parent);
    secureDataDir(path.join(parent, 'data'));
    expect(fs.existsSync(path.join(parent, 'data'))).toBe(false);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { fileObjectStore } from '../storage/file-object-store.ts';
import { blobStore, FileTooLargeError } from './blob-store.ts';
import { safeFilename } from './upload-intake.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-blobs-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('blob store', () => {
  const blobs = blobStore(fileObjectStore(root), path.join(root, 'tmp'));

  it('keeps a file under its SHA-256, readable back, and the same bytes twice as one file', async () => {
    const staged = await blobs.stage(Readable.from([Buffer.from('hello '), Buffer.from('world')]), 100);
    expect(staged).toMatchObject({ sha256: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9', size: 11 });
    await blobs.keep(staged);
    expect(fs.existsSync(staged.tempPath)).toBe(false);
    expect((await blobs.read(staged.sha256)).toString()).toBe('hello world');
    expect(fs.existsSync(path.join(root, 'blobs', 'b9', staged.sha256))).toBe(true);
    await blobs.keep(await blobs.stage(Readable.from([Buffer.from('hello world')]), 100));
    expect(fs.readdirSync(path.join(root, 'blobs', 'b9'))).toEqual([staged.sha256]);
  });

  it('tries a dropped store connection again from the staged file', async () => {
    const inner = fileObjectStore(path.join(root, 'flaky'));
    let failures = 1;
    const flaky = blobStore(
      {
        ...inner,
        async put(key, body, size) {
          if (failures-- > 0) {
            body.destroy();
            throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
          }
          return inner.put(key, body, size);
        },
      },
      path.join(root, 'flaky-tmp'),
    );
    const staged = await flaky.stage(Readable.from([Buffer.from('kept at the second try')]), 100);
    await flaky.keep(staged);
    expect((await flaky.read(staged.sha256)).toString()).toBe('kept at the second try');
  });

  it('refuses more than the limit and leaves no scratch file', async () => {
    await expect(blobs.stage(Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), 100)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
  });

  it('reads only by hash: a path is not a key', async () => {
    await expect(blobs.read('../../etc/passwd')).rejects.toThrow(/not a SHA-256/);
  });

  it('sweeps scratch files older than asked, leaving newer ones', async () => {
    const old = await blobs.stage(Readable.from([Buffer.from('old')]), 100);
    const fresh = await blobs.stage(Readable.from([Buffer.from('new')]), 100);
    const hourAgo = new Date(Date.now() - 3_600_000 - 1000);
    fs.utimesSync(old.tempPath, hourAgo, hourAgo);
    expect(await blobs.sweepScratch(3_600_000)).toBe(1);
    expect(fs.existsSync(old.tempPath)).toBe(false);
    expect(fs.existsSync(fresh.tempPath)).toBe(true);
  });
});

describe('safeFilename', () => {
  it.each([
    ['statement.pdf', 'statement.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ada\\jan.pdf', 'jan.pdf'],
    ['bad\u0000name\u001f.pdf', 'badname.pdf'],
    ['..', 'upload'],
    ['', 'upload'],
    [undefined, 'upload'],
    ['x'.repeat(300), 'x'.repeat(255)],
  ])('%j -> %j', (input, expected) => {
    expect(safeFilename(input)).toBe(expected);
  });
});

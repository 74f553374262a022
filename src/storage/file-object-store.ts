import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { checkKey, isKey, ObjectMissingError, type ObjectStore } from './object-store.ts';

/**
 * A directory: `blobs/ab/<sha256>` under `root`, as the service has always laid it out. A put is
 * written under `tmp/` and renamed into place, so a reader never sees half a file.
 */
export function fileObjectStore(root: string): ObjectStore {
  const blobDir = path.join(root, 'blobs');
  const tmpDir = path.join(root, 'tmp');
  const pathOf = (key: string) => path.join(blobDir, checkKey(key).slice(0, 2), key);
  const missing = (key: string) => new ObjectMissingError(key, `file://${root}`);

  return {
    url: `file://${root}`,

    async put(key, body: Readable, size) {
      const target = pathOf(key);
      await fs.promises.mkdir(tmpDir, { recursive: true, mode: 0o700 });
      await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temp = path.join(tmpDir, `put-${crypto.randomBytes(8).toString('hex')}`);
      try {
        await pipeline(body, fs.createWriteStream(temp, { mode: 0o600 }));
        const written = (await fs.promises.stat(temp)).size;
        if (written !== size) throw new Error(`object ${key}: ${written} bytes arrived, ${size} expected`);
        await fs.promises.rename(temp, target);
      } catch (err) {
        await fs.promises.rm(temp, { force: true });
        throw err;
      }
    },

    async get(key) {
      const p = pathOf(key);
      const handle = await fs.promises.open(p, 'r').catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'ENOENT' ? missing(key) : err;
      });
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    },

    exists: async (key) => fs.promises.access(pathOf(key)).then(() => true, () => false),

    delete: async (key) => fs.promises.rm(pathOf(key), { force: true }),

    async *list() {
      const shards = await fs.promises.readdir(blobDir).catch(() => [] as string[]);
      for (const shard of shards) {
        const names = await fs.promises.readdir(path.join(blobDir, shard)).catch(() => [] as string[]);
        for (const name of names) if (isKey(name) && name.startsWith(shard)) yield name;
      }
    },

    async check() {
      await fs.promises.mkdir(blobDir, { recursive: true, mode: 0o700 });
      await fs.promises.access(blobDir, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}

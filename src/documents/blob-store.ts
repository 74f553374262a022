import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';

/** A file received into the store's scratch area, hashed as it arrived; not yet kept. */
export interface StagedFile {
  tempPath: string;
  sha256: string;
  size: number;
}

export class FileTooLargeError extends Error {}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Content-addressed file storage under one directory: a file lives at `blobs/ab/<sha256>`, a path
 * made only from its hash, never from a name in the request. Files arrive in `tmp/` and are
 * renamed into place, so a reader never sees half a file.
 */
export function blobStore(root: string) {
  const tmpDir = path.join(root, 'tmp');
  const blobDir = path.join(root, 'blobs');
  const pathOf = (sha256: string) => {
    if (!SHA256.test(sha256)) throw new Error(`not a SHA-256: ${sha256}`);
    return path.join(blobDir, sha256.slice(0, 2), sha256);
  };

  return {
    root,
    /** Writes a stream to the scratch area, hashing it; more than `maxBytes` fails and leaves nothing. */
    async stage(stream: Readable, maxBytes: number): Promise<StagedFile> {
      await fs.promises.mkdir(tmpDir, { recursive: true, mode: 0o700 });
      const tempPath = path.join(tmpDir, `${Date.now()}-${crypto.randomBytes(8).toString('hex')}`);
      const hash = crypto.createHash('sha256');
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > maxBytes) return done(new FileTooLargeError(`larger than ${maxBytes} bytes`));
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, meter, fs.createWriteStream(tempPath, { mode: 0o600 }));
      } catch (err) {
        await fs.promises.rm(tempPath, { force: true });
        throw err;
      }
      return { tempPath, sha256: hash.digest('hex'), size };
    },

    readStaged: (file: StagedFile) => fs.promises.readFile(file.tempPath),

    discard: (file: StagedFile) => fs.promises.rm(file.tempPath, { force: true }),

    /** Moves a staged file into place under its hash (a file already there is the same bytes). */
    async keep(file: StagedFile): Promise<string> {
      const target = pathOf(file.sha256);
      await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await fs.promises.rename(file.tempPath, target);
      return file.sha256;
    },

    read: async (sha256: string): Promise<Buffer> => fs.promises.readFile(pathOf(sha256)),

    /** Removes a kept file; one already gone is not an error. */
    delete: (sha256: string): Promise<void> => fs.promises.rm(pathOf(sha256), { force: true }),

        /** Removes scratch files left by uploads that never finished (a process that died mid-request). */
    async sweepScratch(olderThanMs: number, now = Date.now()): Promise<number> {
      let removed = 0;
      const names = await fs.promises.readdir(tmpDir).catch(() => [] as string[]);
      for (const name of names) {
        const p = path.join(tmpDir, name);
        const stat = await fs.promises.stat(p).catch(() => undefined);
        if (stat && now - stat.mtimeMs > olderThanMs) {
          await fs.promises.rm(p, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

export type BlobStore = ReturnType<typeof blobStore>;

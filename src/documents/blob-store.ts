import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { checkKey, type ObjectStore } from '../storage/object-store.ts';

export { ObjectMissingError } from '../storage/object-store.ts';

/** A file received into the local scratch area, hashed as it arrived; not yet kept. */
export interface StagedFile {
  tempPath: string;
  sha256: string;
  size: number;
}

export class FileTooLargeError extends Error {}

const KEEP_ATTEMPTS = 3;

/**
 * Content-addressed file storage: a file is kept in the object store under its SHA-256, a key
 * made only from its bytes, never from a name in the request. Uploads arrive in a local scratch
 * directory, hashed and size-checked there, and go to the object store once they are accepted.
 */
export function blobStore(objects: ObjectStore, scratchDir: string) {
  return {
    objects,
    scratchDir,
    /** Writes a stream to the scratch area, hashing it; more than `maxBytes` fails and leaves nothing. */
    async stage(stream: Readable, maxBytes: number): Promise<StagedFile> {
      await fs.promises.mkdir(scratchDir, { recursive: true, mode: 0o700 });
      const tempPath = path.join(scratchDir, `${Date.now()}-${crypto.randomBytes(8).toString('hex')}`);
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

    /** Stores a staged file under its hash (one already there is the same bytes) and removes the scratch copy. */
    async keep(file: StagedFile): Promise<string> {
      // A streamed body cannot be replayed by the store's client, but the staged file can: a
      // dropped connection to the store is tried again, a bounded number of times.
      for (let attempt = 1; ; attempt++) {
        try {
          await objects.put(file.sha256, fs.createReadStream(file.tempPath), file.size);
          break;
        } catch (err) {
          if (attempt >= KEEP_ATTEMPTS) throw err;
        }
      }
      await fs.promises.rm(file.tempPath, { force: true });
      return file.sha256;
    },

    /** The whole file (the parsers need all of it). ObjectMissingError when the store has none. */
    async read(sha256: string): Promise<Buffer> {
      const { body } = await objects.get(checkKey(sha256));
      const chunks: Buffer[] = [];
      for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
      return Buffer.concat(chunks);
    },

    open: (sha256: string) => objects.get(checkKey(sha256)),

    exists: (sha256: string) => objects.exists(checkKey(sha256)),

    remove: (sha256: string) => objects.delete(checkKey(sha256)),

    /** Removes a kept file; one already gone is not an error. */
    delete: (sha256: string): Promise<void> => objects.delete(checkKey(sha256)),

    /** Removes scratch files left by uploads that never finished (a process that died mid-request). */
    async sweepScratch(olderThanMs: number, now = Date.now()): Promise<number> {
      let removed = 0;
      const names = await fs.promises.readdir(scratchDir).catch(() => [] as string[]);
      for (const name of names) {
        const p = path.join(scratchDir, name);
        const stat = await fs.promises.stat(p).catch(() => undefined);
        if (stat?.isFile() && now - stat.mtimeMs > olderThanMs) {
          await fs.promises.rm(p, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

export type BlobStore = ReturnType<typeof blobStore>;

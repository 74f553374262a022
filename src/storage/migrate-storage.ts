import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import type { ObjectStore } from './object-store.ts';

export interface MigrationReport {
  from: string;
  to: string;
  /** Objects written to the target by this run. */
  copied: number;
  /** Objects the target already held with the right bytes. */
  already_present: number;
  /** Objects whose bytes were read back from the target and hashed to their key. */
  verified: number;
  /** Keys whose bytes in the source do not hash to the key: not copied. */
  corrupt_in_source: string[];
}

async function sha256Of(store: ObjectStore, key: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  const { body } = await store.get(key);
  for await (const chunk of body as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Copies every object of `from` into `to` and proves each copy: the bytes are hashed on the way
 * and read back from the target afterwards, and both must equal the key (the object's SHA-256).
 * Safe to run again, and beside running services: what the target holds already is only checked.
 */
export async function migrateStorage(from: ObjectStore, to: ObjectStore, onProgress: (done: number) => void = () => {}): Promise<MigrationReport> {
  const report: MigrationReport = { from: from.url, to: to.url, copied: 0, already_present: 0, verified: 0, corrupt_in_source: [] };
  await from.check();
  await to.check();
  for await (const key of from.list()) {
    if ((await to.exists(key)) && (await sha256Of(to, key)) === key) {
      report.already_present += 1;
      report.verified += 1;
      onProgress(report.verified);
      continue;
    }
    const { body, size } = await from.get(key);
    const hash = crypto.createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    // The put consumes the hashing stream as the source produces it: no whole object in memory.
    body.once('error', (err) => hashing.destroy(err));
    try {
      await to.put(key, body.pipe(hashing), size);
    } catch (err) {
      await to.delete(key).catch(() => {});
      throw err;
    }
    if (hash.digest('hex') !== key) {
      await to.delete(key);
      report.corrupt_in_source.push(key);
      continue;
    }
    if ((await sha256Of(to, key)) !== key) throw new Error(`object ${key} reads back from ${to.url} with other bytes than were written`);
    report.copied += 1;
    report.verified += 1;
    onProgress(report.verified);
  }
  return report;
}

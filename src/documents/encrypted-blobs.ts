import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { storedObjects } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import type { BlobStore, StagedFile } from './blob-store.ts';

/**
 * Encryption at rest for the blob store. Each object is AES-256-GCM under its own random data
 * key; the data key is sealed with the secret key in `stored_objects`, so rotating the secret key
 * re-seals keys without rewriting objects. An object is named by SHA-256(account id, plaintext
 * SHA-256): the same bytes are one object within an account and two objects in two accounts.
 * Stored form: MAGIC, 12-byte IV, ciphertext, 16-byte tag. Files kept before encryption have no
 * `stored_objects` row and are read as they are.
 */
export const ENCRYPTED_MAGIC = Buffer.from('UWENC1\n', 'latin1');

export interface BlobOwner {
  accountId: string;
}

export function storageKeyOf(accountId: string, sha256: string): string {
  return crypto.createHash('sha256').update(`${accountId}:${sha256}`).digest('hex');
}

export function encryptBytes(plain: Buffer, dataKey: Buffer): Buffer {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', dataKey, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([ENCRYPTED_MAGIC, iv, body, cipher.getAuthTag()]);
}

export function decryptBytes(stored: Buffer, dataKey: Buffer): Buffer {
  if (!isEncrypted(stored)) throw new Error('The stored object is not in the encrypted format');
  const iv = stored.subarray(ENCRYPTED_MAGIC.length, ENCRYPTED_MAGIC.length + 12);
  const tag = stored.subarray(stored.length - 16);
  const body = stored.subarray(ENCRYPTED_MAGIC.length + 12, stored.length - 16);
  const decipher = crypto.createDecipheriv('aes-256-gcm', dataKey, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

export const isEncrypted = (stored: Buffer) => stored.length >= ENCRYPTED_MAGIC.length + 28 && stored.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC);

type Inner = Pick<BlobStore, 'stage' | 'readStaged' | 'discard' | 'keep' | 'read' | 'delete' | 'exists' | 'remove' | 'sweepScratch' | 'scratchDir' | 'objects' | 'open'>;

/**
 * The encrypted view of a store. A store that is already one is returned as it is: wrapping twice
 * would seal every object twice and look keys up outside the caller's transaction.
 */
export function encryptedBlobs(inner: Inner, deps: { db: Executor; box: SecretBox }): EncryptedBlobs {
  return (inner as { encrypted?: boolean }).encrypted === true ? (inner as unknown as EncryptedBlobs) : encryptedView(inner, deps);
}

function encryptedView(inner: Inner, deps: { db: Executor; box: SecretBox }) {
  const { db, box } = deps;

  async function keyRow(where: { storageKey?: string; sha256?: string }) {
    const [row] = await db
      .select()
      .from(storedObjects)
      .where(where.storageKey ? eq(storedObjects.storageKey, where.storageKey) : eq(storedObjects.sha256, where.sha256!))
      .limit(1);
    return row;
  }

  /** The data key of the account's object for these bytes, made (and committed) on first use. */
  async function dataKeyFor(owner: BlobOwner, sha256: string): Promise<{ storageKey: string; key: Buffer }> {
    const storageKey = storageKeyOf(owner.accountId, sha256);
    const fresh = crypto.randomBytes(32);
    await db
      .insert(storedObjects)
      .values({ storageKey, accountId: owner.accountId, sha256, sealedKey: box.seal(fresh.toString('base64')), createdAt: new Date() })
      .onConflictDoNothing();
    const row = await keyRow({ storageKey });
    return { storageKey, key: Buffer.from(box.open(row.sealedKey), 'base64') };
  }

  return {
    encrypted: true as const,
    scratchDir: inner.scratchDir,
    /** The object store itself (readiness, where documents are kept); its objects are stored as written. */
    objects: inner.objects,
    /** A stored object as written (encrypted objects stay encrypted): for copying between stores. */
    open: inner.open,
    stage: inner.stage,
    readStaged: inner.readStaged,
    discard: inner.discard,
    sweepScratch: inner.sweepScratch,

    /**
     * Keeps a staged file encrypted under the owner's object name (without an owner: as it is,
     * under its hash, the format before encryption). Returns the plaintext SHA-256.
     */
    async keep(file: StagedFile, owner?: BlobOwner): Promise<string> {
      if (!owner) return inner.keep(file);
      const { storageKey, key } = await dataKeyFor(owner, file.sha256);
      const sealed = encryptBytes(await inner.readStaged(file), key);
      await inner.discard(file);
      const staged = await inner.stage(Readable.from([sealed]), sealed.length + 1);
      await inner.keep({ ...staged, sha256: storageKey });
      return file.sha256;
    },

    /** The plaintext of a document's bytes: the owner's encrypted object, else any account's copy, else a file kept before encryption. */
    async read(sha256: string, owner?: BlobOwner): Promise<Buffer> {
      const row = owner ? await keyRow({ storageKey: storageKeyOf(owner.accountId, sha256) }) : await keyRow({ sha256 });
      if (!row) return inner.read(sha256);
      return decryptBytes(await inner.read(row.storageKey), Buffer.from(box.open(row.sealedKey), 'base64'));
    },

    /** Whether the bytes are stored: the owner's (without an owner: an account's) encrypted object, or a file kept before encryption. */
    async exists(sha256: string, owner?: BlobOwner): Promise<boolean> {
      const row = owner ? { storageKey: storageKeyOf(owner.accountId, sha256) } : await keyRow({ sha256 });
      if (row && (await inner.exists(row.storageKey))) return true;
      return inner.exists(sha256);
    },

    /** Removes the owner's encrypted object of these bytes (without an owner: the file kept under its hash). */
    remove: (sha256: string, owner?: BlobOwner): Promise<void> => inner.remove(owner ? storageKeyOf(owner.accountId, sha256) : sha256),

    /** Removes one stored object by its name (a storage key, or a plaintext SHA-256 for files kept before encryption). */
    delete: (name: string) => inner.delete(name),

    /** The names an owner's bytes may be stored under: the encrypted object and the file from before encryption. */
    namesOf: (owner: BlobOwner, sha256: string) => ({ encrypted: storageKeyOf(owner.accountId, sha256), plain: sha256 }),

    /** Drops the sealed data key of an object (inside the deleting transaction; the bytes go after commit). */
    async forgetKey(tx: Executor, owner: BlobOwner, sha256: string): Promise<void> {
      await tx.delete(storedObjects).where(and(eq(storedObjects.storageKey, storageKeyOf(owner.accountId, sha256)), eq(storedObjects.accountId, owner.accountId)));
    },
  };
}

export type EncryptedBlobs = ReturnType<typeof encryptedView>;

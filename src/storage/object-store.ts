import type { Readable } from 'node:stream';

/**
 * Where uploaded files and issued reports are kept, by their SHA-256: a directory (`file://`) or an
 * S3 bucket (`s3://`). Small on purpose, so that another layer (encryption at rest, say) can wrap it.
 */
export interface ObjectStore {
  /** The store's URL as configured, without credentials (logs, `storage migrate`). */
  readonly url: string;
  /** Stores `size` bytes from `body` under `key`; readers never see part of them. */
  put(key: string, body: Readable, size: number): Promise<void>;
  /** The bytes under `key` as a stream; ObjectMissingError when there are none. */
  get(key: string): Promise<{ body: Readable; size: number }>;
  exists(key: string): Promise<boolean>;
  /** Removes `key`; nothing there is not an error. */
  delete(key: string): Promise<void>;
  /** Every key held (for `storage migrate`), in no particular order. */
  list(): AsyncIterable<string>;
  /** Throws unless the store answers and can be written (readiness). */
  check(signal?: AbortSignal): Promise<void>;
}

export class ObjectMissingError extends Error {
  constructor(readonly key: string, where: string) {
    super(`no object ${key} in ${where}`);
  }
}

const SHA256 = /^[0-9a-f]{64}$/;

/** Keys are SHA-256 hex digests only: a name from a request never becomes a path or an object key. */
export function checkKey(key: string): string {
  if (!SHA256.test(key)) throw new Error(`not a SHA-256: ${key}`);
  return key;
}

export const isKey = (key: string) => SHA256.test(key);

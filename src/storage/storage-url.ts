import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config/config.ts';
import { fileObjectStore } from './file-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { s3ObjectStore } from './s3-object-store.ts';

export type StorageTarget = { kind: 'file'; dir: string } | { kind: 's3'; bucket: string; prefix: string };

// S3's bucket naming rules, enough to catch a typo at start rather than at the first upload.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Why a STORAGE_URL (or `storage migrate --to`) cannot be used; null when it can. */
export function storageUrlProblem(url: string): string | null {
  try {
    parseStorageUrl(url);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

export function parseStorageUrl(url: string): StorageTarget {
  if (url.startsWith('file://')) {
    let dir: string;
    try {
      dir = fileURLToPath(url);
    } catch {
      throw new Error(`${url} is not a file:// URL of an absolute directory (file:///srv/underwrite/documents)`);
    }
    return { kind: 'file', dir: path.resolve(dir) };
  }
  if (url.startsWith('s3://')) {
    const [bucket = '', ...rest] = url.slice('s3://'.length).split('/');
    if (!BUCKET.test(bucket)) throw new Error(`"${bucket}" is not an S3 bucket name (3 to 63 lower-case letters, digits, dots and hyphens)`);
    const prefix = rest.filter(Boolean).join('/');
    return { kind: 's3', bucket, prefix: prefix ? `${prefix}/` : '' };
  }
  throw new Error('must be file://DIR or s3://BUCKET/PREFIX');
}

export type StorageConfig = Pick<Config, 'DATA_DIR'> &
  Partial<Pick<Config, 'STORAGE_URL' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE' | 'AWS_ACCESS_KEY_ID' | 'AWS_SECRET_ACCESS_KEY'>>;

/** The configured store's URL: STORAGE_URL, else the directory the service has always used. */
export function storageUrlOf(config: StorageConfig): string {
  return config.STORAGE_URL ?? `file://${path.join(config.DATA_DIR, 'documents')}`;
}

/** The object store a URL names, with the S3_ and AWS_ settings for an s3:// one. */
export function openObjectStore(url: string, config: StorageConfig): ObjectStore {
  const target = parseStorageUrl(url);
  if (target.kind === 'file') return fileObjectStore(target.dir);
  return s3ObjectStore({
    bucket: target.bucket,
    prefix: target.prefix,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? 'us-east-1',
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY ? { accessKeyId: config.AWS_ACCESS_KEY_ID, secretAccessKey: config.AWS_SECRET_ACCESS_KEY } : undefined,
  });
}

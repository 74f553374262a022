import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileObjectStore } from '../src/storage/file-object-store.ts';
import { migrateStorage } from '../src/storage/migrate-storage.ts';
import { ObjectMissingError, type ObjectStore } from '../src/storage/object-store.ts';
import { s3ObjectStore } from '../src/storage/s3-object-store.ts';
import { parseStorageUrl } from '../src/storage/storage-url.ts';
import { createHarness, TEST_CONFIG, validCase, type Harness, type SeededAccount } from './harness.ts';
import { multipart, SAMPLE_CSV, sha256 } from './multipart.ts';
import { cli, EMBEDDED_HALF, tempDir } from './processes.ts';
import { startS3Emulator, type S3Emulator } from './s3-emulator.ts';

let s3: S3Emulator;
beforeAll(async () => {
  s3 = await startS3Emulator();
});
afterAll(async () => {
  await s3?.close();
});

const bytes = (text: string) => Buffer.from(text);
const put = (store: ObjectStore, b: Buffer) => store.put(sha256(b), Readable.from([b]), b.length);
async function readAll(store: ObjectStore, key: string): Promise<Buffer> {
  const { body } = await store.get(key);
  const chunks: Buffer[] = [];
  for await (const c of body as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}
const s3Store = (prefix: string, partBytes?: number) =>
  s3ObjectStore({ bucket: s3.bucket, prefix, endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, partBytes });

// Pure storage: no database, so it runs once, in the embedded half.
describe.skipIf(!EMBEDDED_HALF)('object stores', () => {
  const stores: [string, () => ObjectStore][] = [
    ['file://', () => fileObjectStore(tempDir('uw-objects-'))],
    ['s3://', () => s3Store(`contract-${crypto.randomBytes(4).toString('hex')}/`)],
  ];

  describe.each(stores)('%s', (_name, make) => {
    it('puts, gets, lists, tells what exists and deletes, by SHA-256 only', async () => {
      const store = make();
      await store.check();
      const a = bytes('first object');
      const b = bytes('second object');
      await put(store, a);
      await put(store, b);
      await put(store, a); // the same bytes again: still one object
      expect((await readAll(store, sha256(a))).toString()).toBe('first object');
      expect((await store.get(sha256(b))).size).toBe(b.length);
      const listed: string[] = [];
      for await (const k of store.list()) listed.push(k);
      expect(listed.sort()).toEqual([sha256(a), sha256(b)].sort());
      expect(await store.exists(sha256(a))).toBe(true);
      await store.delete(sha256(a));
      await store.delete(sha256(a));
      expect(await store.exists(sha256(a))).toBe(false);
      await expect(store.get(sha256(a))).rejects.toBeInstanceOf(ObjectMissingError);
      await expect(store.exists('../../etc/passwd')).rejects.toThrow(/not a SHA-256/);
    });

    it('refuses a body shorter than announced and stores nothing', async () => {
      const store = make();
      const b = bytes('twelve bytes');
      await expect(store.put(sha256(b), Readable.from([b.subarray(0, 5)]), b.length)).rejects.toThrow();
      expect(await store.exists(sha256(b))).toBe(false);
    });
  });

  it('s3://: a large object goes up in parts and comes back whole', async () => {
    const store = s3Store('parts/', 5 * 1024 * 1024);
    const big = crypto.randomBytes(11 * 1024 * 1024 + 17);
    await store.put(sha256(big), Readable.from(chunked(big, 64 * 1024)), big.length);
    expect(sha256(await readAll(store, sha256(big)))).toBe(sha256(big));
  });

  it('s3://: a bucket that does not exist fails the check', async () => {
    const store = s3ObjectStore({ bucket: 'no-such-bucket', prefix: '', endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    await expect(store.check()).rejects.toThrow();
  });

  it('reads STORAGE_URL or says what is wrong with it', () => {
    expect(parseStorageUrl('s3://my-bucket/a/b/')).toEqual({ kind: 's3', bucket: 'my-bucket', prefix: 'a/b/' });
    expect(parseStorageUrl('s3://my-bucket')).toEqual({ kind: 's3', bucket: 'my-bucket', prefix: '' });
    expect(parseStorageUrl('file:///srv/docs')).toEqual({ kind: 'file', dir: '/srv/docs' });
    expect(() => parseStorageUrl('s3://My_Bucket/x')).toThrow(/not an S3 bucket name/);
    expect(() => parseStorageUrl('file://./docs')).toThrow(/absolute directory/);
    expect(() => parseStorageUrl('https://example.com/')).toThrow(/file:\/\/DIR or s3:\/\/BUCKET/);
  });

  it('migrates every object from a directory to a bucket, verifying each; a second run only checks', async () => {
    const from = fileObjectStore(tempDir('uw-migrate-'));
    const to = s3Store(`migrated-${crypto.randomBytes(4).toString('hex')}/`);
    const objects = [bytes('one'), bytes('two'), crypto.randomBytes(200_000)];
    for (const o of objects) await put(from, o);
    const first = await migrateStorage(from, to);
    expect(first).toMatchObject({ copied: 3, already_present: 0, verified: 3, corrupt_in_source: [] });
    for (const o of objects) expect((await readAll(to, sha256(o))).equals(o)).toBe(true);
    await put(from, bytes('four'));
    expect(await migrateStorage(from, to)).toMatchObject({ copied: 1, already_present: 3, verified: 4 });
  });

  it('leaves out and names an object whose bytes do not match its hash', async () => {
    const root = tempDir('uw-migrate-');
    const from = fileObjectStore(root);
    const good = bytes('good');
    await put(from, good);
    const forged = sha256('what it should have been');
    fs.mkdirSync(path.join(root, 'blobs', forged.slice(0, 2)), { recursive: true });
    fs.writeFileSync(path.join(root, 'blobs', forged.slice(0, 2), forged), 'tampered');
    const to = fileObjectStore(tempDir('uw-migrate-to-'));
    const report = await migrateStorage(from, to);
    expect(report).toMatchObject({ copied: 1, corrupt_in_source: [forged] });
    expect(await to.exists(forged)).toBe(false);
  });

  it('underwrite storage migrate --to: one JSON object; a bad target is a usage error', async () => {
    const dataDir = tempDir('uw-migrate-cli-');
    const from = fileObjectStore(path.join(dataDir, 'documents'));
    await put(from, bytes('kept by the service'));
    const prefix = `cli-${crypto.randomBytes(4).toString('hex')}`;
    const env = { DATA_DIR: dataDir, ...s3.env('unused'), STORAGE_URL: undefined };
    const ok = await cli(['storage', 'migrate', '--to', `s3://${s3.bucket}/${prefix}`, '--json'], env);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.json()).toMatchObject({ from: `file://${path.join(dataDir, 'documents')}`, to: `s3://${s3.bucket}/${prefix}/`, copied: 1, verified: 1 });
    const bad = await cli(['storage', 'migrate', '--to', 'ftp://elsewhere'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--to must be file:\/\/DIR or s3:\/\/BUCKET\/PREFIX/);
  });
});

function* chunked(b: Buffer, size: number) {
  for (let i = 0; i < b.length; i += size) yield b.subarray(i, i + size);
}

describe('uploads kept in an S3 bucket', () => {
  let h: Harness;
  let acct: SeededAccount;
  let prefix: string;

  beforeAll(async () => {
    prefix = `uploads-${crypto.randomBytes(4).toString('hex')}`;
    const e = s3.env(prefix);
    h = await createHarness({ ...TEST_CONFIG, STORAGE_URL: e.STORAGE_URL, S3_ENDPOINT: e.S3_ENDPOINT, S3_FORCE_PATH_STYLE: true, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as typeof TEST_CONFIG);
    acct = await h.seedAccount();
  });
  afterAll(async () => {
    await h?.close();
  });

  const newCase = async () => (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() })).json().case_id as string;
  const upload = (caseId: string, csv: string) => {
    const body = multipart([
      { name: 'module_type', value: 'cash_flow_analysis' },
      { name: 'document_category', value: 'bank_statement' },
      { name: 'files', filename: 'statement.csv', content: csv, contentType: 'text/csv' },
    ]);
    return h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: body.payload, headers: body.headers });
  };
  const uniqueCsv = () => `${SAMPLE_CSV}\r\n01/12/2026,REF ${crypto.randomBytes(6).toString('hex')},-1.00,2376.55`;

  it('stores the upload in the bucket under its hash, readable back', async () => {
    const csv = uniqueCsv();
    const res = await upload(await newCase(), csv);
    expect(res.statusCode).toBe(201);
    expect(res.json().documents[0].sha256).toBe(sha256(csv));
    expect((await h.documents.blobs.read(sha256(csv))).toString()).toBe(csv);
    expect(h.documents.blobs.objects.url).toBe(`s3://${s3.bucket}/${prefix}/`);
  });

  it('removes the bytes of an upload whose recording failed, unless another document holds them', async () => {
    const cancelled = await newCase();
    await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${cancelled}/cancel` });

    const lone = uniqueCsv();
    expect((await upload(cancelled, lone)).statusCode).toBe(409);
    expect(await h.documents.blobs.exists(sha256(lone))).toBe(false);

    const shared = uniqueCsv();
    expect((await upload(await newCase(), shared)).statusCode).toBe(201);
    expect((await upload(cancelled, shared)).statusCode).toBe(409);
    expect(await h.documents.blobs.exists(sha256(shared))).toBe(true);
    expect(fs.readdirSync(h.documents.blobs.scratchDir)).toEqual([]);
  });
});


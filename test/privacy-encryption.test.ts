import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, storedObjects } from '../src/db/schema.ts';
import { ENCRYPTED_MAGIC, encryptedBlobs, storageKeyOf } from '../src/documents/encrypted-blobs.ts';
import { resealAll } from '../src/privacy/rotate-secret-key.ts';
import { secretBox } from '../src/shared/secret-box.ts';
import { checkSecretKey, SecretKeyMismatchError } from '../src/shared/secret-key-check.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from './harness.ts';
import { SAMPLE_CSV, sha256 } from './multipart.ts';
import { upload } from './privacy-helpers.ts';
import { blobStore } from '../src/documents/blob-store.ts';

let h: Harness;
let acct: SeededAccount;

beforeAll(async () => {
  h = await createHarness();
  acct = await h.seedAccount();
}, 60_000);
afterAll(async () => h?.close());

const objectPath = (name: string) => path.join(h.documents.blobs.objects.url.slice('file://'.length), 'blobs', name.slice(0, 2), name);

describe('documents encrypted at rest', () => {
  it('keeps an upload as AES-256-GCM under its own sealed data key, named per account', async () => {
    const c = (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() })).json();
    expect((await upload(h, acct.lender_key, `/api/cases/${c.case_id}`, 'january.csv', SAMPLE_CSV)).statusCode).toBe(201);
    const name = storageKeyOf(acct.account_id, sha256(SAMPLE_CSV));
    const stored = fs.readFileSync(objectPath(name));
    expect(stored.subarray(0, ENCRYPTED_MAGIC.length)).toEqual(ENCRYPTED_MAGIC);
    expect(stored.toString('latin1')).not.toContain('ACME CORP PAYROLL');
    expect(fs.existsSync(objectPath(sha256(SAMPLE_CSV)))).toBe(false);
    const [row] = await h.store.db.select().from(storedObjects).where(eq(storedObjects.storageKey, name));
    expect(row).toMatchObject({ accountId: acct.account_id, sha256: sha256(SAMPLE_CSV) });
    expect(row.sealedKey).toMatch(/^v1\./);
    expect((await h.documents.blobs.read(sha256(SAMPLE_CSV), { accountId: acct.account_id })).toString()).toBe(SAMPLE_CSV);
  });

  it('reads a file kept before encryption as it is', async () => {
    const bytes = Buffer.from('a document kept before encryption');
    const staged = await h.documents.blobs.stage(Readable.from([bytes]), 1000);
    await h.documents.blobs.keep(staged); // no owner: the old format, under the plaintext hash
    expect(fs.readFileSync(objectPath(sha256(bytes)))).toEqual(bytes);
    expect(await h.documents.blobs.read(sha256(bytes))).toEqual(bytes);
  });

  it('secret-key rotation re-seals data keys and secrets without rewriting any object', async () => {
    const c = (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() })).json();
    const csv = `${SAMPLE_CSV}\r\n01/10/2026,ROTATION,1.00,2378.55`;
    await upload(h, acct.lender_key, `/api/cases/${c.case_id}`, 'feb.csv', csv);
    await checkSecretKey(h.store.db, h.box);
    const file = objectPath(storageKeyOf(acct.account_id, sha256(csv)));
    const before = fs.readFileSync(file);
    const [accountBefore] = await h.store.db.select().from(accounts).where(eq(accounts.id, acct.account_id));

    const next = secretBox(crypto.randomBytes(32));
    const counts = await h.store.db.transaction((tx) => resealAll(tx, h.box, next));
    expect(counts['stored_objects.sealed_key']).toBeGreaterThanOrEqual(1);
    expect(counts['accounts.signing_secret_sealed']).toBeGreaterThanOrEqual(1);
    expect(counts['cases.link_token_sealed']).toBeGreaterThanOrEqual(1);

    expect(fs.readFileSync(file)).toEqual(before);
    // The raw store under a view with the new key (a view of a view would keep the old key).
    const rotated = encryptedBlobs(blobStore(h.documents.blobs.objects, h.documents.blobs.scratchDir), { db: h.store.db, box: next });
    expect((await rotated.read(sha256(csv), { accountId: acct.account_id })).toString()).toBe(csv);
    await expect(h.documents.blobs.read(sha256(csv), { accountId: acct.account_id })).rejects.toThrow();
    const [accountAfter] = await h.store.db.select().from(accounts).where(eq(accounts.id, acct.account_id));
    expect(next.open(accountAfter.signingSecretSealed)).toBe(h.box.open(accountBefore.signingSecretSealed));
    await checkSecretKey(h.store.db, next);
    await expect(checkSecretKey(h.store.db, h.box)).rejects.toBeInstanceOf(SecretKeyMismatchError);
  });
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStore } from '../../test/harness.ts';
import { secretBox } from './secret-box.ts';
import { checkSecretKey, SecretKeyMismatchError } from './secret-key-check.ts';

let fresh: Awaited<ReturnType<typeof freshStore>>;
beforeAll(async () => {
  fresh = await freshStore();
});
afterAll(() => fresh.drop());

describe('checkSecretKey', () => {
  it('accepts the key that first used the database, again and again, and refuses another', async () => {
    const key = crypto.randomBytes(32);
    await checkSecretKey(fresh.store.db, secretBox(key));
    await checkSecretKey(fresh.store.db, secretBox(Buffer.from(key)));
    await expect(checkSecretKey(fresh.store.db, secretBox(crypto.randomBytes(32)))).rejects.toThrow(SecretKeyMismatchError);
  });
});

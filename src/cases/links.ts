import crypto from 'node:crypto';
import { hashSecret } from '../accounts/secrets.ts';
import type { SecretBox } from '../shared/secret-box.ts';

/** Random bytes drawn 4 KiB at a time (as crypto.randomUUID does): one call to the generator per 100 links, not two a link. */
const pool = Buffer.alloc(4096);
let used = pool.length;

function randomToken(bytes: number): string {
  if (used + bytes > pool.length) {
    crypto.randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + bytes);
  used += bytes;
  return token;
}

/**
 * A borrower link: `url` carries a 256-bit token, `short_url` an 8-byte code (11 characters).
 * The database keeps their hashes (to find the case), the token sealed (so the short link can
 * redirect to the full one) and the code sealed (so a text message can carry the short link);
 * neither is stored in the clear.
 */
export function newBorrowerLink(publicUrl: string, box: SecretBox) {
  const token = randomToken(32);
  const code = randomToken(8);
  return {
    url: `${publicUrl}/link/${token}`,
    shortUrl: `${publicUrl}/s/${code}`,
    linkTokenHash: hashSecret(token),
    linkTokenSealed: box.seal(token),
    shortCodeHash: hashSecret(code),
    shortCodeSealed: box.seal(code),
  };
}

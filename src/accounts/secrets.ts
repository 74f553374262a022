import crypto from 'node:crypto';

export type Environment = 'sandbox' | 'production';
export type ClientType = 'LENDER' | 'DEALER';

/**
 * API keys read `uw_<environment>_<client type>_<43 base64url chars>` (256 random bits), so a
 * key says where it belongs. Only its SHA-256 is stored: the key is random, a slow hash adds nothing.
 */
export function generateApiKey(environment: Environment, clientType: ClientType): string {
  return `uw_${environment}_${clientType.toLowerCase()}_${crypto.randomBytes(32).toString('base64url')}`;
}

export const API_KEY_PATTERN = /^uw_(sandbox|production)_(lender|dealer)_[A-Za-z0-9_-]{43}$/;

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** `uw_<env>_<type>_` and the first 6 random characters: enough to tell keys apart, useless to an attacker. */
export function displayPrefix(apiKey: string): string {
  const head = /^uw_[a-z]+_[a-z]+_/.exec(apiKey)?.[0] ?? '';
  return apiKey.slice(0, head.length + 6);
}

/** Webhook signing secret in the Standard Webhooks form: `whsec_` + base64 of 32 random bytes. */
export function generateSigningSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64')}`;
}

export function randomToken(bytes: number): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN, displayPrefix, generateApiKey, generateSigningSecret, hashSecret } from './secrets.ts';

describe('API keys and secrets', () => {
  it.each([
    ['sandbox', 'LENDER', /^uw_sandbox_lender_/],
    ['sandbox', 'DEALER', /^uw_sandbox_dealer_/],
    ['production', 'LENDER', /^uw_production_lender_/],
    ['production', 'DEALER', /^uw_production_dealer_/],
  ] as const)('a %s %s key says where it belongs', (env, type, prefix) => {
    const key = generateApiKey(env, type);
    expect(key).toMatch(prefix);
    expect(key).toMatch(API_KEY_PATTERN);
    expect(displayPrefix(key)).toBe(key.slice(0, prefix.source.length - 1 + 6));
  });

  it('keys are random and hashed with SHA-256', () => {
    const a = generateApiKey('sandbox', 'LENDER');
    expect(generateApiKey('sandbox', 'LENDER')).not.toBe(a);
    expect(hashSecret(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(a)).toBe(hashSecret(a));
  });

  it('signing secrets follow the Standard Webhooks form: whsec_ + base64 of 32 bytes', () => {
    const s = generateSigningSecret();
    expect(s).toMatch(/^whsec_/);
    expect(Buffer.from(s.slice(6), 'base64')).toHaveLength(32);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:8080',
      DATA_DIR: path.resolve('./data'),
      WEBHOOK_TIMEOUT_MS: 10_000,
      WEBHOOK_RETRY_INTERVAL_MS: 600_000,
      TRUST_PROXY: false,
      SMS_PROVIDER: 'log',
      LOG_LEVEL: 'info',
      BODY_LIMIT_BYTES: 1_048_576,
      RATE_LIMIT_PER_SECOND: 100,
      RATE_LIMIT_BURST: 200,
      KEY_OVERLAP_DAYS: 7,
      LINK_TTL_DAYS: 30,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: '9000' }, { PORT: 9000, PUBLIC_URL: 'http://localhost:9000' }],
    [{ PUBLIC_URL: 'https://verify.example.com/' }, { PUBLIC_URL: 'https://verify.example.com' }],
    [{ TRUST_PROXY: '2' }, { TRUST_PROXY: 2 }],
    [{ TRUST_PROXY: '0' }, { TRUST_PROXY: false }],
    [{ TRUST_PROXY: 'false' }, { TRUST_PROXY: false }],
    [{ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, { TRUST_PROXY: ['10.0.0.0/8', '127.0.0.1'] }],
    [{ TRUST_PROXY: '2001:db8::/32,loopback' }, { TRUST_PROXY: ['2001:db8::/32', 'loopback'] }],
    [{ DATABASE_URL: 'postgres://u@h:5432/db' }, { DATABASE_URL: 'postgres://u@h:5432/db' }],
    [
      { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+14155552671' },
      { SMS_PROVIDER: 'twilio', TWILIO_FROM: '+14155552671', TWILIO_BASE_URL: 'https://api.twilio.com', TWILIO_TIMEOUT_MS: 10_000 },
    ],
    [{ TWILIO_FROM: `MG${'0a'.repeat(16)}` }, { SMS_PROVIDER: 'log', TWILIO_FROM: `MG${'0a'.repeat(16)}` }],
    [{ PORT: '' }, { PORT: 8080 }],
  ])('reads %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ WEBHOOK_TIMEOUT_MS: '-1' }, 'WEBHOOK_TIMEOUT_MS'],
    [{ TRUST_PROXY: 'somewhere' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0/8' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '::g' }, 'TRUST_PROXY'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'twilio' }, 'TWILIO_ACCOUNT_SID'],
    [{ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`, TWILIO_FROM: '+14155552671' }, 'TWILIO_AUTH_TOKEN'],
    [{ TWILIO_FROM: '4155552671' }, 'TWILIO_FROM'],
    [{ TWILIO_ACCOUNT_SID: 'SK123' }, 'TWILIO_ACCOUNT_SID'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SECRET_KEY: 'c2hvcnQ=' }, 'SECRET_KEY'],
  ])('rejects %j naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: `));
  });

  it('refuses TRUST_PROXY=true, saying why and what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*X-Forwarded-For.*allowlist.*number of proxies.*CIDRs/);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT: [\s\S]*LOG_LEVEL: /);
  });
});

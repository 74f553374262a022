import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretKey, secretBox } from './secret-box.ts';

describe('secretBox', () => {
  const box = secretBox(crypto.randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('whsec_abc');
    const b = box.seal('whsec_abc');
    expect(a).not.toBe(b);
    expect(a).not.toContain('whsec_abc');
    expect(box.open(a)).toBe('whsec_abc');
  });

  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => secretBox(crypto.randomBytes(32)).open(sealed)).toThrow();
  });
});

describe('loadSecretKey', () => {
  it('generates DATA_DIR/secret.key once (mode 0600) and reads it back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-key-'));
    try {
      const first = loadSecretKey({ dataDir: dir });
      expect(first).toHaveLength(32);
      expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
      expect(loadSecretKey({ dataDir: dir }).equals(first)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prefers SECRET_KEY', () => {
    const key = crypto.randomBytes(32);
    expect(loadSecretKey({ secretKey: key.toString('base64'), dataDir: '/nonexistent' }).equals(key)).toBe(true);
  });
});

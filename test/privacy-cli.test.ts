import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, cliJson, EMBEDDED_HALF, killAll, tempDir } from './processes.ts';

afterAll(() => killAll());

describe.runIf(EMBEDDED_HALF)('underwrite account retention, underwrite secret-key rotate', () => {
  it('set retention, refuse a bad value, and rotate the secret key keeping every secret readable', async () => {
    const env = { DATA_DIR: tempDir('uw-privacy-cli-') };
    const account = await cliJson(['account', 'create', '--name', 'Privacy', '--environment', 'sandbox'], env);

    expect(await cliJson(['account', 'retention', '--account', account.account_id, '--documents-days', '30', '--cases-days', 'off'], env)).toEqual({
      account_id: account.account_id,
      documents_days: 30,
      cases_days: null,
    });
    expect(await cliJson(['account', 'retention', '--account', account.account_id, '--cases-days', '400'], env)).toEqual({
      account_id: account.account_id,
      documents_days: 30,
      cases_days: 400,
    });
    const bad = await cli(['account', 'retention', '--account', account.account_id, '--documents-days', '0'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--documents-days must be a whole number of days from 1/);

    const keyFile = path.join(env.DATA_DIR, 'secret.key');
    const before = fs.readFileSync(keyFile, 'utf8');
    const rotated = await cliJson(['secret-key', 'rotate'], env);
    expect(rotated).toMatchObject({ rotated: true, key_file: keyFile });
    expect(rotated.columns['accounts.signing_secret_sealed']).toBe(1);
    expect(fs.readFileSync(keyFile, 'utf8')).not.toBe(before);
    expect(fs.existsSync(`${keyFile}.next`)).toBe(false);

    // The webhook's signing secret, opened with the new key, is the one issued with the old.
    const webhook = await cliJson(['webhook', 'set', '--account', account.account_id, '--url', 'http://127.0.0.1:9/hook'], env);
    expect(webhook.signing_secret).toBe(account.signing_secret);
  }, 120_000);
});

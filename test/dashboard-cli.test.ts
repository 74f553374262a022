import { afterAll, describe, expect, it } from 'vitest';
import { cli, cliJson, EMBEDDED_HALF, killAll, startServer, tempDir, type Env, type Server } from './processes.ts';

/** `underwrite user create` and `user reset`, with and beside a running service (embedded store). */

let server: Server | undefined;
afterAll(async () => {
  await server?.stop();
  killAll();
});

const SHAPE = ['user_id', 'account_id', 'email', 'role', 'sign_in_url', 'sign_in_url_expires_at'];

describe.skipIf(!EMBEDDED_HALF)('underwrite user', () => {
  it('creates a user and prints the one-time sign-in link; reset prints a new one and the old one stops working', async () => {
    const env: Env = { DATA_DIR: tempDir('uw-user-cli-'), PUBLIC_URL: 'http://127.0.0.1:1' };
    const account = await cliJson(['account', 'create', '--name', 'People', '--environment', 'sandbox'], env);

    // No service running: straight to the store.
    const first = await cliJson(['user', 'create', '--account', account.account_id, '--email', 'Ana@Example.com', '--role', 'analyst'], env);
    expect(Object.keys(first)).toEqual(SHAPE);
    expect(first).toMatchObject({ account_id: account.account_id, email: 'ana@example.com', role: 'analyst' });
    expect(first.sign_in_url).toMatch(/^http:\/\/127\.0\.0\.1:1\/dashboard\/set-password\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(first.sign_in_url_expires_at) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const duplicate = await cli(['user', 'create', '--account', account.account_id, '--email', 'ana@example.com', '--role', 'admin', '--json'], env);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/^underwrite: A user with the email ana@example.com already exists\n$/);
    const badRole = await cli(['user', 'create', '--account', account.account_id, '--email', 'x@example.com', '--role', 'owner'], env);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toMatch(/--role must be admin or analyst/);
    expect((await cli(['user', 'create', '--account', account.account_id, '--email', 'not-an-email', '--role', 'admin'], env)).code).toBe(2);

    // Beside a running service: through its admin socket.
    server = await startServer({ ...env, PUBLIC_URL: undefined });
    const base = server.baseUrl;
    const linkPath = (url: string) => new URL(url).pathname;
    expect((await fetch(base + linkPath(first.sign_in_url))).status).toBe(200);
    const admin = await cliJson(['user', 'create', '--account', account.account_id, '--email', 'boss@example.com', '--role', 'admin'], env);
    expect(Object.keys(admin)).toEqual(SHAPE);
    expect((await fetch(base + linkPath(admin.sign_in_url))).status).toBe(200);

    const reset = await cliJson(['user', 'reset', '--email', 'ANA@example.com'], env);
    expect(Object.keys(reset)).toEqual(SHAPE);
    expect(reset.user_id).toBe(first.user_id);
    expect(reset.sign_in_url).not.toBe(first.sign_in_url);
    expect((await fetch(base + linkPath(first.sign_in_url))).status).toBe(410);
    expect((await fetch(base + linkPath(reset.sign_in_url))).status).toBe(200);

    const unknown = await cli(['user', 'reset', '--email', 'nobody@example.com', '--json'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^underwrite: User nobody@example.com not found\n$/);
    const human = await cli(['user', 'reset', '--email', 'boss@example.com'], env);
    expect(human.stdout).toMatch(/^sign_in_url: http/m);
  }, 240_000);
});

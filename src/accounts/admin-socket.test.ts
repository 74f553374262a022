import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { AccountsService } from './accounts.service.ts';
import { AdminSocketUnavailableError, adminSocketPath, sendAdminCommand, socketAddress, startAdminSocket } from './admin-socket.ts';

// The socket alone, with a stand-in for the accounts service: no database needed.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-sock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const accounts = {
  revokeKey: async (keyId: string) => ({ key_id: keyId, revoked_at: '2025-10-01T12:00:00.000Z' }),
  createKey: async () => {
    throw new Error('Account 00000000-0000-4000-8000-000000000000 not found');
  },
} as unknown as AccountsService;
const store = { kind: 'pglite' as const, migrate: async () => {} };

function rawRequest(file: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(file);
    let buf = '';
    s.setEncoding('utf8').on('data', (c: string) => (buf += c));
    s.on('connect', () => s.write(line));
    s.on('end', () => resolve(buf));
    s.on('error', reject);
  });
}

describe('admin socket', () => {
  test('no service: unavailable, so the CLI may open the database itself', async () => {
    await expect(sendAdminCommand(dir, { command: 'migrate' })).rejects.toBeInstanceOf(AdminSocketUnavailableError);
    fs.writeFileSync(adminSocketPath(dir), ''); // a leftover file that is not a socket
    await expect(sendAdminCommand(dir, { command: 'migrate' })).rejects.toBeInstanceOf(AdminSocketUnavailableError);
  });

  test('one command per connection; results and errors come back', async () => {
    const server = await startAdminSocket(dir, { accounts, store }); // replaces the leftover
    try {
      expect(fs.statSync(adminSocketPath(dir)).mode & 0o777).toBe(0o600);
      const id = '11111111-1111-4111-8111-111111111111';
      await expect(sendAdminCommand(dir, { command: 'key.revoke', keyId: id })).resolves.toEqual({ key_id: id, revoked_at: '2025-10-01T12:00:00.000Z' });
      await expect(sendAdminCommand(dir, { command: 'migrate' })).resolves.toEqual({ migrated: true, store: 'pglite' });
      await expect(
        sendAdminCommand(dir, { command: 'key.create', accountId: '00000000-0000-4000-8000-000000000000', clientType: 'LENDER' }),
      ).rejects.toThrow(/^Account .* not found$/);
      // A command this service does not know (a newer CLI): one readable line, not a zod dump.
      const reply = JSON.parse(await rawRequest(adminSocketPath(dir), '{"command":"account.delete"}\n{"command":"migrate"}\n'));
      expect(reply).toEqual({ ok: false, error: expect.stringMatching(/does not know this command/) });
      expect(JSON.parse(await rawRequest(adminSocketPath(dir), 'not json\n'))).toEqual({ ok: false, error: 'The admin command is not JSON' });
    } finally {
      await server.close();
    }
    expect(fs.existsSync(adminSocketPath(dir))).toBe(false);
    await expect(sendAdminCommand(dir, { command: 'migrate' })).rejects.toBeInstanceOf(AdminSocketUnavailableError);
  });

  test('a path too long for a socket: relative to the working directory, else a clear error', () => {
    const relative = path.join('x'.repeat(90), 'admin.sock');
    expect(socketAddress(path.join(process.cwd(), relative))).toBe(relative);
    expect(() => socketAddress(path.join(process.cwd(), 'y'.repeat(200), 'admin.sock'))).toThrow(/DATA_DIR is too long/);
    expect(socketAddress('/srv/underwrite/data/admin.sock')).toBe('/srv/underwrite/data/admin.sock');
  });
});

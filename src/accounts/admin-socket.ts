import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AccountsService } from './accounts.service.ts';
import { adminCommand, runAdminCommand, type AdminCommand } from './admin-commands.ts';

/**
 * The embedded database serves one process, so while a service holds it the CLI reaches it
 * through this Unix socket in DATA_DIR (mode 0600: only the owner of the data may use it).
 * One JSON line in, one JSON line out.
 */
export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, 'admin.sock');
}

const MAX_REQUEST = 1024 * 1024;

export async function startAdminSocket(dataDir: string, accounts: AccountsService): Promise<{ close(): Promise<void> }> {
  const file = adminSocketPath(dataDir);
  try {
    fs.unlinkSync(file); // left by a process that died; we hold the data-dir lock, so it is not live
  } catch {
    /* none */
  }
  const server = net.createServer((socket) => {
    let buf = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buf += chunk;
      if (buf.length > MAX_REQUEST) return socket.destroy();
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      const line = buf.slice(0, nl);
      buf = '';
      void (async () => {
        let reply: unknown;
        try {
          const cmd = adminCommand.parse(JSON.parse(line));
          reply = { ok: true, result: await runAdminCommand(accounts, cmd) };
        } catch (err) {
          reply = { ok: false, error: (err as Error).message };
        }
        socket.end(JSON.stringify(reply) + '\n');
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        try {
          fs.unlinkSync(file);
        } catch {
          /* gone */
        }
      }),
  };
}

export async function sendAdminCommand(dataDir: string, cmd: AdminCommand, timeoutMs = 30_000): Promise<Record<string, unknown>> {
  const file = adminSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    let buf = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`The running service did not answer on ${file}`));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(JSON.stringify(cmd) + '\n'));
    socket.on('data', (c: string) => (buf += c));
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`Could not reach the running service on ${file}: ${err.message}`));
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        const reply = JSON.parse(buf) as { ok: boolean; result?: Record<string, unknown>; error?: string };
        if (reply.ok) resolve(reply.result!);
        else reject(new Error(reply.error));
      } catch {
        reject(new Error('The running service sent an unreadable answer'));
      }
    });
  });
}

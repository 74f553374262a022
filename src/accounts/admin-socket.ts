import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { adminCommand, runAdminCommand, type AdminCommand, type AdminContext } from './admin-commands.ts';

/**
 * The embedded database serves one process, so while a service holds it the CLI reaches it
 * through this Unix socket in DATA_DIR (mode 0600: only the owner of the data may use it).
 * One JSON line in, one JSON line out.
 */
export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, 'admin.sock');
}

const MAX_REQUEST = 1024 * 1024;
const MAX_SOCKET_PATH = 103; // bytes: sun_path is 104 on macOS, 108 on Linux, NUL included

/**
 * The path to listen or connect on. A longer socket path is silently truncated by the OS (the
 * socket lands elsewhere, and is never cleaned up), so fall back to a relative path, or refuse.
 */
export function socketAddress(file: string): string {
  if (Buffer.byteLength(file) <= MAX_SOCKET_PATH) return file;
  const relative = path.relative(process.cwd(), file);
  if (Buffer.byteLength(relative) <= MAX_SOCKET_PATH) return relative;
  throw new Error(`DATA_DIR is too long for its admin socket ${file} (a socket path holds at most ${MAX_SOCKET_PATH} bytes): use a shorter DATA_DIR`);
}

async function answer(ctx: AdminContext, line: string): Promise<unknown> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { ok: false, error: 'The admin command is not JSON' };
  }
  const cmd = adminCommand.safeParse(json);
  if (!cmd.success) return { ok: false, error: 'The running service does not know this command (is it an older version than this CLI?)' };
  try {
    return { ok: true, result: await runAdminCommand(ctx, cmd.data) };
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
}

export async function startAdminSocket(dataDir: string, ctx: AdminContext): Promise<{ close(): Promise<void> }> {
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
    const onData = (chunk: string) => {
      buf += chunk;
      if (buf.length > MAX_REQUEST) return socket.destroy();
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      socket.off('data', onData); // one command per connection
      void answer(ctx, buf.slice(0, nl)).then((reply) => socket.end(JSON.stringify(reply) + '\n'));
    };
    socket.on('data', onData);
  });
  // The socket is created owner-only (umask), not opened to others and narrowed afterwards.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketAddress(file), () => resolve());
    });
  } finally {
    process.umask(umask);
  }
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

/** Whether a service listens on the admin socket (connects, sends nothing). */
export function adminSocketAnswers(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    let address: string;
    try {
      address = socketAddress(adminSocketPath(dataDir));
    } catch {
      return resolve(false);
    }
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** No service answers on the socket (none running, or one starting or stopping): nothing was sent. */
export class AdminSocketUnavailableError extends Error {}

function socketError(file: string, err: NodeJS.ErrnoException, connected: boolean): Error {
  if (connected) return new Error(`The running service on ${file} failed to answer: ${err.message}`);
  if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED' || err.code === 'ENOTDIR') return new AdminSocketUnavailableError(`No service answers on ${file}`);
  const hint = err.code === 'EACCES' ? ' (run this as the user that runs the service)' : '';
  return new Error(`Could not reach the running service on ${file}: ${err.message}${hint}`);
}

export async function sendAdminCommand(dataDir: string, cmd: AdminCommand, timeoutMs = 30_000): Promise<Record<string, unknown>> {
  const file = adminSocketPath(dataDir);
  let address: string;
  try {
    address = socketAddress(file);
  } catch (err) {
    throw new AdminSocketUnavailableError((err as Error).message); // no service can listen there either
  }
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    let connected = false;
    let buf = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`The running service did not answer on ${file} within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(JSON.stringify(cmd) + '\n');
    });
    socket.on('data', (c: string) => (buf += c));
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(socketError(file, err, connected));
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

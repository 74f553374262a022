import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  path: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${path.dirname(lockPath)} is in use by process ${pid}`);
  }
}

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the lock, or null when the lock is free or stale. */
export function lockHolder(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text, 10);
  if (!Number.isFinite(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/**
 * PGlite does not lock its data directory and two processes opening it corrupt it, so every
 * process that opens it first takes this lock file (created exclusively, holding the pid).
 * A lock left by a process that died is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return { path: file, release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new DataDirLockedError(file, holder);
      try {
        fs.unlinkSync(file); // stale: its process is gone
      } catch {
        /* another process removed it first */
      }
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

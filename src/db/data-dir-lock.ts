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
    super(`The embedded database in ${path.dirname(lockPath)} is in use by process ${pid} (it serves one process at a time; stop that one first, or use DATABASE_URL to run several)`);
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

/**
 * When a process started (Linux: clock ticks since boot), or null where /proc is not there.
 * A restarted container often hands the dead holder's pid to another process: the pid alone
 * would keep the lock held forever.
 */
function startTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The lock file's text: `<pid> <start time>` (older files hold the pid alone). */
function lockText(pid: number): string {
  return `${pid} ${startTime(pid) ?? ''}`.trim();
}

function readLock(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The live process a lock's text names, or null when that process is gone. */
function holderOf(text: string): number | null {
  const [pidText, started] = text.trim().split(/\s+/);
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isFinite(pid) || pid <= 0 || !isAlive(pid)) return null;
  const now = startTime(pid);
  if (started && now !== null) return now === started ? pid : null; // else the pid now belongs to another process
  return pid === process.pid ? null : pid; // nothing to compare: our own pid can only be a dead predecessor's
}

/** The pid holding the lock, or null when the lock is free or stale. */
export function lockHolder(dataDir: string): number | null {
  const text = readLock(lockPath(dataDir));
  return text === null ? null : holderOf(text);
}

/**
 * Creates `file` holding `text`, or returns false when it exists. The text is written first and
 * linked into place, so the lock never exists empty: another process reading it then would take
 * it for stale. Where hard links are not supported, an exclusive create does nearly as well.
 */
function createLock(file: string, text: string): boolean {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text, { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  try {
    fs.writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Removes a lock whose process is gone. Two processes doing this at once could each remove the
 * lock the other has just taken in its place, so only the holder of `<lock>.takeover` may, and
 * only while the lock still reads as the stale one.
 */
function removeStale(file: string, stale: string, mine: string) {
  const guard = `${file}.takeover`;
  if (!createLock(guard, mine)) {
    const other = readLock(guard);
    // Left by a process that died in these few lines: clear it. Else another is taking over: let it.
    if (other !== null && holderOf(other) === null) fs.rmSync(guard, { force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    return;
  }
  try {
    if (readLock(file) === stale) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

/**
 * PGlite does not lock its data directory and two processes opening it corrupt it, so every
 * process that opens it first takes this lock file (created exclusively, holding the pid).
 * A lock left by a process that died is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockPath(dataDir);
  const mine = lockText(process.pid);
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createLock(file, mine)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readLock(file) === mine) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return { path: file, release };
    }
    const seen = readLock(file);
    if (seen === null) continue; // released meanwhile
    const holder = holderOf(seen);
    if (holder !== null) throw new DataDirLockedError(file, holder);
    removeStale(file, seen, mine);
  }
  throw new Error(`Could not take the lock ${file}`);
}

import fs from 'node:fs';
import path from 'node:path';

/** Uploaded files: many, and under a folder made owner-only, so not walked one by one. */
const NOT_WALKED = new Set(['documents']);

/**
 * Makes DATA_DIR owner-only at every start, whatever it was created with: the directory 0700 and
 * every file and folder in it (the embedded database's included) without group or world bits. The
 * folder of uploaded files is made 0700 without visiting each file. A directory that does not exist
 * is left to what needs it (created 0700 under the process's umask).
 */
export function secureDataDir(dataDir: string): void {
  if (!fs.existsSync(dataDir)) return;
  fs.chmodSync(dataDir, 0o700);
  const pending = fs.readdirSync(dataDir).map((name) => ({ file: path.join(dataDir, name), walk: !NOT_WALKED.has(name) }));
  while (pending.length > 0) {
    const { file, walk } = pending.pop()!;
    let st: fs.Stats;
    try {
      st = fs.lstatSync(file);
    } catch {
      continue; // gone meanwhile
    }
    if (st.isSymbolicLink() || !(st.isFile() || st.isDirectory() || st.isSocket())) continue;
    if (st.isDirectory()) {
      fs.chmodSync(file, 0o700);
      if (walk) for (const name of fs.readdirSync(file)) pending.push({ file: path.join(file, name), walk });
    } else if ((st.mode & 0o077) !== 0) {
      fs.chmodSync(file, st.mode & 0o700);
    }
  }
}

/** Files and folders this process creates are the owner's only (umask 077). */
export function ownerOnlyFiles(): void {
  process.umask(0o077);
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config/config.ts';
import type { Executor } from '../db/store.ts';
import { configuredSecretBox, openConfiguredStore } from '../main.ts';
import { secretBox, type SecretBox } from '../shared/secret-box.ts';
import { checkSecretKey } from '../shared/secret-key-check.ts';

const SEALED = /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

type Rows<T> = { rows: T[] };

/**
 * Re-seals, in the caller's transaction, every value sealed with `from` in any text column of the
 * service's tables (signing secrets, link tokens, documents' data keys, settings): found by their
 * form and opened with the old key, so a sealed column added later is covered too. Documents'
 * bytes are not rewritten: only their data keys change hands.
 */
export async function resealAll(tx: Executor, from: SecretBox, to: SecretBox): Promise<Record<string, number>> {
  const columns = (await tx.execute<{ t: string; c: string }>(sql`
    select c.table_name as t, c.column_name as c from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.data_type = 'text'
    order by 1, 2`)) as unknown as Rows<{ t: string; c: string }>;
  const counts: Record<string, number> = {};
  for (const { t, c } of columns.rows) {
    const table = sql.raw(`"${t}"`);
    const column = sql.raw(`"${c}"`);
    const values = (await tx.execute<{ v: string }>(sql`select ${column} as v from ${table} where ${column} like 'v1.%'`)) as unknown as Rows<{ v: string }>;
    for (const { v } of values.rows) {
      if (!SEALED.test(v)) continue;
      let plain: string;
      try {
        plain = from.open(v);
      } catch {
        continue; // looks sealed, is not ours
      }
      await tx.execute(sql`update ${table} set ${column} = ${to.seal(plain)} where ${column} = ${v}`);
      counts[`${t}.${c}`] = (counts[`${t}.${c}`] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * `underwrite secret-key rotate`: a new secret key for the installation. Every process must be
 * stopped first (they hold the old key). With DATA_DIR/secret.key the file is replaced once the
 * database commits (the new key is written beside it first, as secret.key.next, so a crash in
 * between loses nothing); with SECRET_KEY the new key is printed once, to set in its place.
 */
export async function rotateSecretKey(config: Config, newKeyBase64?: string) {
  const newKey = newKeyBase64 ? Buffer.from(newKeyBase64, 'base64') : crypto.randomBytes(32);
  if (newKey.length !== 32) throw new Error('--new-key must be the base64 of 32 bytes');
  const store = await openConfiguredStore(config);
  try {
    await store.migrate();
    const from = configuredSecretBox(config);
    await checkSecretKey(store.db, from);
    const to = secretBox(newKey);
    const keyFile = path.join(config.DATA_DIR, 'secret.key');
    const nextFile = `${keyFile}.next`;
    if (!config.SECRET_KEY) fs.writeFileSync(nextFile, newKey.toString('base64') + '\n', { mode: 0o600 });
    const counts = await store.db.transaction((tx) => resealAll(tx, from, to));
    if (!config.SECRET_KEY) fs.renameSync(nextFile, keyFile);
    const resealed = Object.values(counts).reduce((a, b) => a + b, 0);
    return config.SECRET_KEY
      ? { rotated: true, resealed, columns: counts, secret_key: newKey.toString('base64'), next_step: 'set SECRET_KEY to secret_key in every process, then start them' }
      : { rotated: true, resealed, columns: counts, key_file: keyFile };
  } finally {
    await store.close();
  }
}

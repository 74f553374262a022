import { execFile } from 'node:child_process';
import fs from 'node:fs';
import v8 from 'node:v8';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Store {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Set on PGlite stores: the embedded database (single session). */
  pglite?: PGlite;
  /** Set on PostgreSQL stores. */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** An already open PGlite (tests pass an in-memory clone). */
  pglite?: PGlite;
  poolMax?: number;
}

/** DATA_DIR/pglite holds the embedded database; DATA_DIR/pglite.lock keeps a second process out. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * PostgreSQL's defaults size its buffers for a server of its own (128 MB of shared buffers alone);
 * the embedded database shares the service's process, and these keep it near 100 MB.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'wal_buffers=512kB', 'temp_buffers=1MB', 'work_mem=2MB', 'maintenance_work_mem=16MB'].join('\n');

const INITDB = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));

/**
 * A new embedded database is laid out by a child process (initdb's memory leaves with it), in a
 * scratch directory renamed into place when complete: a start killed half-way leaves no
 * half-made database behind, only scratch that the next first start clears.
 */
async function initPgliteDir(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const scratch = `${dir}.init`;
  fs.rmSync(scratch, { recursive: true, force: true });
  await promisify(execFile)(process.execPath, [INITDB, scratch]);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(scratch, dir);
}

export async function openStore(opts: OpenStoreOptions): Promise<Store> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 20);
  if (opts.pglite) return wrapPglite(opts.pglite, null);
  if (!opts.dataDir) throw new Error('openStore needs databaseUrl, dataDir or pglite');
  fs.mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 }); // keys and the database: owner only
  const lock = acquireDataDirLock(opts.dataDir);
  try {
    await initPgliteDir(pgliteDir(opts.dataDir));
    const client = await compiledBaselineOnly(() => PGlite.create(pgliteDir(opts.dataDir!), { postgresqlconf: PGLITE_SETTINGS }));
    return wrapPglite(client, lock);
  } catch (err) {
    lock.release();
    throw err;
  }
}

/**
 * The embedded database's WebAssembly compiled by V8's baseline compiler only. `--liftoff-only`
 * also turns off dynamic tiering, and each module keeps the tiering it was created with: its
 * functions, compiled lazily at their first call, stay baseline code. `--wasm-tier-up` stays off
 * afterwards: with it back on, every function of this module compiled after the start would be
 * optimised at once (eager tier-up), which kept 40 to 60 MB of the compiler's freed memory in
 * malloc's thread arenas and bought no case creation speed (docs/benchmarks.md, third round).
 * WebAssembly compiled later (OCR in the parser threads) gets dynamic tiering again, so its hot
 * functions are optimised as before.
 */
async function compiledBaselineOnly<T>(open: () => Promise<T>): Promise<T> {
  v8.setFlagsFromString('--liftoff-only');
  try {
    return await open();
  } finally {
    v8.setFlagsFromString('--no-liftoff-only');
    v8.setFlagsFromString('--wasm-dynamic-tiering');
  }
}

function wrapPglite(client: PGlite, lock: DataDirLock | null): Store {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

const MIGRATION_LOCK_ID = 7_424_001;

function openPostgres(url: string, poolMax: number): Store {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    async migrate() {
      // Several processes may start at once against one server: migrate one at a time.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg({ client, schema }) as never, { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

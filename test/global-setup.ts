import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openStore } from '../src/db/store.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: { kind: 'postgres'; url: string; template: string } | { kind: 'pglite'; dumpFile: string };
  }
}

/**
 * Migrates one template database for the whole run; every test file then gets a fresh copy:
 * `CREATE DATABASE ... TEMPLATE` on PostgreSQL (TEST_DATABASE_URL), a loaded dump on PGlite.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `uw_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const store = await openStore({ databaseUrl: withDatabase(url, template), poolMax: 2 });
    await store.migrate();
    await store.close();
    project.provide('templateDatabase', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const store = await openStore({ pglite: client });
  await store.migrate();
  const dump = await client.dumpDataDir('none');
  await store.close();
  const dumpFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'uw-template-')), 'template.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', { kind: 'pglite', dumpFile });
  return () => fs.rmSync(path.dirname(dumpFile), { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

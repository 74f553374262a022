import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Store } from '../db/store.ts';
import { migrationsFolder } from '../db/store.ts';
import type { ObjectStore } from '../storage/object-store.ts';

export type ReadinessCheck = { name: string; check(signal: AbortSignal): Promise<void> };

const CHECK_TIMEOUT_MS = 2_000;

/** The newest migration this code ships: the database is ready once it has applied it. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

export function readinessChecks(store: Pick<Store, 'db'>, objects: Pick<ObjectStore, 'check'>): ReadinessCheck[] {
  const newest = newestMigration();
  return [
    { name: 'database', check: async () => void (await store.db.execute(sql`SELECT 1`)) },
    {
      name: 'migrations',
      async check() {
        const rows = await store.db.execute(sql`SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations`);
        const at = Number((rows as unknown as { rows: { at: string | null }[] }).rows[0]?.at ?? 0);
        if (at < newest) throw new Error('migrations not applied');
      },
    },
    { name: 'storage', check: (signal) => objects.check(signal) },
  ];
}

/** Runs every check at once, each bounded; returns the names of those that failed. */
export async function failingChecks(checks: ReadinessCheck[]): Promise<string[]> {
  const results = await Promise.all(
    checks.map(async (c) => {
      const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
      const timeout = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('timed out')), { once: true }));
      try {
        await Promise.race([c.check(signal), timeout]);
        return null;
      } catch {
        return c.name;
      }
    }),
  );
  return results.filter((n): n is string => n !== null);
}

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/store.ts';

async function apply(db: PGlite, file: string) {
  const text = fs.readFileSync(path.join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
}

describe('migration 0007: per-account event numbers', () => {
  it('events written before keep their numbers; each account continues from its own last one', async () => {
    const db = await PGlite.create();
    try {
      const files = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort();
      const at = files.findIndex((f) => f.startsWith('0007_'));
      for (const f of files.slice(0, at)) await apply(db, f);
      await db.exec(`
        insert into accounts (id, name, environment, api_version, signing_secret_sealed)
          values ('00000000-0000-4000-8000-00000000000a', 'a', 'sandbox', '2025-09-30', 'x'),
                 ('00000000-0000-4000-8000-00000000000b', 'b', 'sandbox', '2025-09-30', 'x');
        insert into events (id, account_id, event, payload, created_at)
          select gen_random_uuid(), case when i % 3 = 0 then '00000000-0000-4000-8000-00000000000a'::uuid else '00000000-0000-4000-8000-00000000000b'::uuid end,
                 'CASE_CREATED', '{}', now()
          from generate_series(1, 7) i;`);
      await apply(db, files[at]);
      const events = await db.query<{ account_id: string; seq: number; account_seq: number }>('select account_id, seq::int, account_seq::int from events order by seq');
      expect(events.rows.every((r) => r.account_seq === r.seq)).toBe(true);
      const counters = await db.query<{ account_id: string; last_seq: number }>('select account_id, last_seq::int from account_event_counters order by account_id');
      expect(counters.rows).toEqual([
        { account_id: '00000000-0000-4000-8000-00000000000a', last_seq: 6 },
        { account_id: '00000000-0000-4000-8000-00000000000b', last_seq: 7 },
      ]);
    } finally {
      await db.close();
    }
  });
});

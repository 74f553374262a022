import { sql } from 'drizzle-orm';
import type { Store } from '../db/store.ts';
import type { JobCounts } from './metrics.ts';

/** Jobs waiting and running per queue, from pg-boss's table (one short query per scrape). */
export function jobCounts(store: Pick<Store, 'db'>): () => Promise<JobCounts> {
  return async () => {
    const result = await store.db.execute(sql`
      SELECT name AS kind,
             count(*) FILTER (WHERE state IN ('created', 'retry')) AS queued,
             count(*) FILTER (WHERE state = 'active') AS running
        FROM pgboss.job WHERE state IN ('created', 'retry', 'active') GROUP BY name`);
    return (result as unknown as { rows: { kind: string; queued: string | number; running: string | number }[] }).rows.map((r) => ({
      kind: r.kind,
      queued: Number(r.queued),
      running: Number(r.running),
    }));
  };
}

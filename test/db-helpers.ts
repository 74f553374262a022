import { asc, count, eq } from 'drizzle-orm';
import { cases, events, idempotencyKeys, moduleInstances } from '../src/db/schema.ts';
import type { Store } from '../src/db/store.ts';

/** Row counts of the tables a request may write, to show that a rejected one wrote nothing. */
export async function rowCounts(store: Pick<Store, 'db'>) {
  const n = async (table: typeof cases | typeof events | typeof moduleInstances | typeof idempotencyKeys) =>
    (await store.db.select({ n: count() }).from(table))[0].n;
  return { cases: await n(cases), modules: await n(moduleInstances), events: await n(events), idempotencyKeys: await n(idempotencyKeys) };
}

/** The events of one case as stored, in the order they were written. */
export async function eventsOf(store: Pick<Store, 'db'>, caseId: string) {
  return store.db.select().from(events).where(eq(events.caseId, caseId)).orderBy(asc(events.seq));
}

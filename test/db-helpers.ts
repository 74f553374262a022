import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { bankConnections, cases, documents, events, idempotencyKeys, moduleInstances, smsMessages, webhookAttempts } from '../src/db/schema.ts';
import type { Store } from '../src/db/store.ts';

/** Row counts of the tables a request may write, to show that a rejected one wrote nothing. */
export async function rowCounts(store: Pick<Store, 'db'>) {
  const n = async (table: typeof cases | typeof events | typeof moduleInstances | typeof idempotencyKeys | typeof webhookAttempts | typeof documents | typeof bankConnections | typeof smsMessages) =>
    (await store.db.select({ n: count() }).from(table))[0].n;
  const jobs = await store.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job`).catch(() => ({ rows: [{ n: 0 }] }));
  // Webhook deliveries wait in the event log (the outbox), not in the job queue.
  const deliveries = await store.db.select({ n: count() }).from(events).where(isNotNull(events.deliveryDueAt));
  const delivering = await store.db.select({ n: count() }).from(events).where(eq(events.deliveryStatus, 'PENDING'));
  return {
    cases: await n(cases),
    modules: await n(moduleInstances),
    events: await n(events),
    idempotencyKeys: await n(idempotencyKeys),
    attempts: await n(webhookAttempts),
    documents: await n(documents),
    bankConnections: await n(bankConnections),
    smsMessages: await n(smsMessages),
    jobs: (jobs as { rows: { n: number }[] }).rows[0].n,
    pendingDeliveries: delivering[0].n,
    scheduledDeliveries: deliveries[0].n,
  };
}

/** The events of one case as stored, in the order they were written. */
export async function eventsOf(store: Pick<Store, 'db'>, caseId: string) {
  return store.db.select().from(events).where(eq(events.caseId, caseId)).orderBy(asc(events.seq));
}

/** The first event of a case (its CASE_CREATED), or the id itself when it names no case: `idFor` of the event routes' security suites. */
export async function firstEventOf(harness: { store: Pick<Store, 'db'> }, caseId: string): Promise<string> {
  if (!/^[0-9a-f-]{36}$/.test(caseId)) return caseId;
  const [row] = await harness.store.db.select({ id: events.id }).from(events).where(eq(events.caseId, caseId)).orderBy(events.seq).limit(1);
  return row?.id ?? caseId;
}

import crypto from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWorkflowForCase } from '../accounts/accounts.repo.ts';
import { cases, events, moduleInstances } from '../db/schema.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { caseWriter } from './case-writer.ts';
import type { NewCase } from './create-cases.sql.ts';

let h: Harness;
let a: SeededAccount;
let b: SeededAccount;

beforeAll(async () => {
  h = await createHarness();
  a = await h.seedAccount();
  b = await h.seedAccount();
});
afterAll(() => h.close());

/** A new case of the account's default workflow, as cases.service.ts makes it. */
async function newCase(acct: SeededAccount, over: { stageId?: string } = {}): Promise<NewCase> {
  const wf = (await findWorkflowForCase(h.store.db, acct.account_id))!;
  const now = new Date();
  const id = crypto.randomUUID();
  const stageId = over.stageId ?? wf.stages[0].id;
  return {
    eventId: crypto.randomUUID(),
    account: { id: acct.account_id, environment: 'sandbox', webhookUrl: null },
    row: {
      id,
      accountId: acct.account_id,
      surface: 'LENDER',
      referenceId: `w-${id.slice(0, 8)}`,
      status: 'OPEN',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: null,
      email: null,
      address: null,
      moduleData: {},
      deal: null,
      workflowId: wf.id,
      stageId,
      linkTokenHash: crypto.randomBytes(16).toString('hex'),
      linkTokenSealed: 'v1.x',
      shortCodeHash: crypto.randomBytes(16).toString('hex'),
      shortCodeSealed: 'v1.y',
      linkExpiresAt: new Date(now.getTime() + 86_400_000),
      eventCount: 1,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      documentsRemovedAt: null,
      linkOpenedAt: null,
      linkCompletedAt: null,
      linkExpiredAt: null,
    },
    modules: wf.stages[0].modules.map((moduleType) => ({
      id: crypto.randomUUID(),
      caseId: id,
      moduleType,
      stageId,
      status: 'AWAITING_INPUT' as const,
      latestResultId: null,
      createdAt: now,
      updatedAt: now,
    })),
  };
}

const eventsOfAccount = (accountId: string) =>
  h.store.db.select().from(events).where(eq(events.accountId, accountId)).orderBy(asc(events.accountSeq));

describe('group commit of new cases', () => {
  it('cases queued together go in one statement, each with its modules and its event, numbered without gaps per account', async () => {
    const writer = caseWriter({ store: h.store });
    const items = [await newCase(a), await newCase(b), await newCase(a), await newCase(a), await newCase(b)];
    const before = { a: (await eventsOfAccount(a.account_id)).length, b: (await eventsOfAccount(b.account_id)).length };
    await Promise.all(items.map((item) => writer.write(item)));

    const ids = items.map((i) => i.row.id);
    const rows = await h.store.db.select().from(events).where(inArray(events.caseId, ids));
    expect(rows).toHaveLength(items.length);
    expect(new Set(rows.map((r) => r.txid)).size).toBe(1); // one statement, one transaction
    for (const item of items) {
      const ev = rows.find((r) => r.caseId === item.row.id)!;
      expect(ev).toMatchObject({ id: item.eventId, event: 'CASE_CREATED', caseSeq: 1, deliveryStatus: 'NO_ENDPOINT' });
      expect(ev.payload).toMatchObject({ event_id: item.eventId, event: 'CASE_CREATED', case_id: item.row.id, reference_id: item.row.referenceId });
    }
    for (const [acct, n] of [[a, before.a + 3], [b, before.b + 2]] as const) {
      const all = await eventsOfAccount(acct.account_id);
      expect(all.map((e) => e.accountSeq)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      // In the order the cases were queued.
      const mine = items.filter((i) => i.row.accountId === acct.account_id).map((i) => i.row.id);
      expect(all.slice(-mine.length).map((e) => e.caseId)).toEqual(mine);
    }
    const mods = await h.store.db.select().from(moduleInstances).where(inArray(moduleInstances.caseId, ids));
    expect(mods).toHaveLength(items.reduce((n, i) => n + i.modules.length, 0));
  });

  it('one bad case in a group fails alone: the others are written, and no event number is lost', async () => {
    const writer = caseWriter({ store: h.store });
    const good = [await newCase(a), await newCase(a)];
    const bad = await newCase(a, { stageId: crypto.randomUUID() }); // no such stage
    const outcomes = await Promise.allSettled([writer.write(good[0]), writer.write(bad), writer.write(good[1])]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const written = await h.store.db.select({ id: cases.id }).from(cases).where(inArray(cases.id, [...good, bad].map((i) => i.row.id)));
    expect(written.map((r) => r.id).sort()).toEqual(good.map((i) => i.row.id).sort());
    expect(await h.store.db.select().from(events).where(eq(events.caseId, bad.row.id))).toEqual([]);
    const seqs = (await eventsOfAccount(a.account_id)).map((e) => e.accountSeq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });

  it('concurrent POST /api/cases: every case answered with its own id, events numbered without gaps', async () => {
    const own = await h.seedAccount();
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) => h.request(own.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ reference_id: `c-${i}` }) })),
    );
    expect(res.map((r) => r.statusCode)).toEqual(res.map(() => 201));
    const bodies = res.map((r) => r.json());
    expect(new Set(bodies.map((x) => x.case_id)).size).toBe(20);
    bodies.forEach((x, i) => expect(x.reference_id).toBe(`c-${i}`));
    const all = await eventsOfAccount(own.account_id);
    expect(all.map((e) => e.accountSeq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(all.map((e) => e.caseId).sort()).toEqual(bodies.map((x) => x.case_id).sort());
    // A later event of a grouped case takes the next numbers.
    const cancelled = await h.request(own.lender_key, { method: 'POST', url: `/api/cases/${bodies[3].case_id}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    const after = await eventsOfAccount(own.account_id);
    expect(after.at(-1)).toMatchObject({ accountSeq: 21, caseId: bodies[3].case_id, caseSeq: 2, event: 'CASE_CANCELLED' });
  });
});

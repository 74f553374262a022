import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idempotencyKeys } from '../db/schema.ts';
import { sql } from 'drizzle-orm';
import { freshStore } from '../../test/harness.ts';
import { accountsService } from '../accounts/accounts.service.ts';
import { secretBox } from '../shared/secret-box.ts';
import crypto from 'node:crypto';
import { defineJob, startJobs, type JobRunner } from './jobs.ts';
import { deleteExpiredIdempotencyKeys, idempotencyCleanupJob } from './maintenance.jobs.ts';

let fresh: Awaited<ReturnType<typeof freshStore>>;
let runner: JobRunner;
let accountId: string;
const seen: string[] = [];

const echo = defineJob({
  name: 'test.echo',
  payload: z.object({ word: z.string() }),
  retryDelaySeconds: 1,
  async handle(data) {
    seen.push(data.word);
  },
});

async function until(check: () => Promise<boolean> | boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}

const backlogDone: number[] = [];
const backlog = defineJob({
  name: 'test.backlog',
  payload: z.object({ n: z.number() }),
  fetchAgainAtOnce: true,
  async handle(data) {
    backlogDone.push(data.n);
  },
});

const spreadDone: number[] = [];
const spread = defineJob({
  name: 'test.spread',
  payload: z.object({ n: z.number() }),
  fetchAgainAtOnce: true,
  localConcurrency: 3,
  async handle(data) {
    spreadDone.push(data.n);
  },
});

beforeAll(async () => {
  fresh = await freshStore();
  const accounts = accountsService(fresh.store, { keyOverlapDays: 7, box: secretBox(crypto.randomBytes(32)) });
  accountId = (await accounts.createAccount({ name: 'Jobs', environment: 'sandbox' })).account_id;
  runner = await startJobs(fresh.store, {
    work: true,
    databaseUrl: fresh.databaseUrl,
    definitions: [echo, backlog, spread, idempotencyCleanupJob(fresh.store.db, 24)],
  });
});
afterAll(async () => {
  await runner?.stop();
  await fresh?.drop();
});

describe('jobs', () => {
  it('runs a job enqueued inside a committed transaction, and none from a rolled-back one', async () => {
    await fresh.store.db.transaction(async (tx) => {
      await runner.enqueue(tx, echo, { word: 'committed' });
    });
    await fresh.store.db
      .transaction(async (tx) => {
        await runner.enqueue(tx, echo, { word: 'rolled-back' });
        throw new Error('abort');
      })
      .catch(() => {});
    await until(() => seen.includes('committed'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen).toEqual(['committed']);
  });

  it('with fetchAgainAtOnce, wakes the queue\'s workers after each job instead of leaving them to their poll', async () => {
    const woken: string[] = [];
    const notify = runner.boss.notifyWorker.bind(runner.boss);
    runner.boss.notifyWorker = (id: string) => {
      woken.push(id);
      return notify(id);
    };
    try {
      await fresh.store.db.transaction(async (tx) => {
        for (const n of [1, 2, 3]) await runner.enqueue(tx, backlog, { n });
      });
      await until(() => backlogDone.length === 3);
      const mine = new Set(runner.boss.getWipData().filter((w) => w.name === 'test.backlog').map((w) => w.id));
      const others = new Set(runner.boss.getWipData().filter((w) => w.name !== 'test.backlog').map((w) => w.id));
      expect(backlogDone.sort()).toEqual([1, 2, 3]);
      expect(woken.filter((id) => mine.has(id)).length).toBeGreaterThanOrEqual(3);
      expect(woken.filter((id) => others.has(id))).toEqual([]);
    } finally {
      runner.boss.notifyWorker = notify;
    }
  });

  it('with fetchAgainAtOnce, wakes only the worker that ran the job, not the queue\'s idle ones', async () => {
    const woken: string[] = [];
    const notify = runner.boss.notifyWorker.bind(runner.boss);
    runner.boss.notifyWorker = (id: string) => {
      woken.push(id);
      return notify(id);
    };
    try {
      const mine = new Set(runner.boss.getWipData().filter((w) => w.name === 'test.spread').map((w) => w.id));
      expect(mine.size).toBe(3);
      // One job at a time: while each runs, the queue's two other workers are idle.
      for (const n of [1, 2, 3]) {
        await fresh.store.db.transaction((tx) => runner.enqueue(tx, spread, { n }));
        await until(() => spreadDone.includes(n) && woken.length >= n);
      }
      expect(spreadDone).toEqual([1, 2, 3]);
      expect(woken).toHaveLength(3);
      expect(woken.every((id) => mine.has(id))).toBe(true);
    } finally {
      runner.boss.notifyWorker = notify;
    }
  });

  it('refuses a payload that does not match the job schema', async () => {
    await expect(fresh.store.db.transaction((tx) => runner.enqueue(tx, echo, { word: 3 } as never))).rejects.toThrow();
  });

  it('the idempotency clean-up removes only keys past their lifetime', async () => {
    const now = new Date();
    const row = (key: string, hoursAgo: number) => ({
      accountId,
      key,
      requestHash: 'h',
      statusCode: 201,
      response: {},
      createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
    });
    await fresh.store.db.insert(idempotencyKeys).values([row('old', 25), row('fresh', 1)]);
    expect(await deleteExpiredIdempotencyKeys(fresh.store.db, 24, now)).toBe(1);
    const left = await fresh.store.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((r) => r.key)).toEqual(['fresh']);
    const job = idempotencyCleanupJob(fresh.store.db, 24);
    expect(job.cron).toBe('17 * * * *');
    await fresh.store.db.insert(idempotencyKeys).values(row('older', 48));
    await fresh.store.db.transaction((tx) => runner.enqueue(tx, job, {}));
    await until(async () => {
      const r = await fresh.store.db.execute(sql`select count(*)::int as n from idempotency_keys where key = 'older'`);
      return Number((r as unknown as { rows: { n: number }[] }).rows[0].n) === 0;
    });
  });
});

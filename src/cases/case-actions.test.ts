import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../db/schema.ts';
import { eventsOf, rowCounts } from '../../test/db-helpers.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { expectErrorResponse, TWO_STAGE_WORKFLOWS } from '../../test/security-suite.ts';

let h: Harness;
let twoStage: SeededAccount;
let oneStage: SeededAccount;

beforeAll(async () => {
  h = await createHarness();
  twoStage = await h.seedAccount({ workflows: TWO_STAGE_WORKFLOWS });
  oneStage = await h.seedAccount();
});
afterAll(() => h.close());

async function createCase(account: SeededAccount, opts: { remoteAddress?: string } = {}) {
  const res = await h.request(account.lender_key, { method: 'POST', url: '/api/cases', payload: validCase(), ...opts });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const action = (account: SeededAccount, caseId: string, name: 'cancel' | 'advance', extra: Record<string, unknown> = {}) =>
  h.request(account.lender_key, { method: 'POST', url: `/api/cases/${caseId}/${name}`, ...extra });

const read = async (account: SeededAccount, caseId: string) =>
  (await h.request(account.lender_key, { method: 'GET', url: `/api/cases/${caseId}` })).json();

/** An action that must fail with `status` and change nothing: no row, no event, the same record. */
async function refused(status: number, account: SeededAccount, caseId: string, name: 'cancel' | 'advance', extra: Record<string, unknown> = {}) {
  const before = { counts: await rowCounts(h.store), record: await read(account, caseId) };
  const body = expectErrorResponse(await action(account, caseId, name, extra), status);
  expect(await rowCounts(h.store)).toEqual(before.counts);
  expect(await read(account, caseId)).toEqual(before.record);
  return body;
}

const stageRef = (account: SeededAccount, position: number) => {
  const s = account.workflows[0].stages[position];
  return { stage_id: s.stage_id, name: s.name, position };
};

describe('POST /api/cases/{case_id}/advance', () => {
  it('moves to the next stage, opens its modules and writes STAGE_ADVANCED', async () => {
    const c = await createCase(twoStage);
    expect(c.stage).toEqual(stageRef(twoStage, 0));
    expect(c.modules.map((m: Record<string, string>) => [m.module_type, m.stage, m.status])).toEqual([
      ['cash_flow_analysis', 'bank', 'AWAITING_INPUT'],
      ['paystub', 'employment', 'PENDING'],
    ]);

    const res = await action(twoStage, c.case_id, 'advance');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('url');
    expect(body.status).toBe('OPEN');
    expect(body.stage).toEqual(stageRef(twoStage, 1));
    expect(body.modules.map((m: Record<string, string>) => [m.module_type, m.stage, m.status])).toEqual([
      ['cash_flow_analysis', 'bank', 'AWAITING_INPUT'],
      ['paystub', 'employment', 'AWAITING_INPUT'],
    ]);
    expect(body.modules.map((m: Record<string, string>) => m.instance_id)).toEqual(c.modules.map((m: Record<string, string>) => m.instance_id));
    expect(await read(twoStage, c.case_id)).toEqual(body);

    const evs = await eventsOf(h.store, c.case_id);
    expect(evs.map((e) => [e.event, e.caseSeq])).toEqual([
      ['CASE_CREATED', 1],
      ['STAGE_ADVANCED', 2],
    ]);
    expect(evs[1].payload).toEqual({
      event_id: evs[1].id,
      webhook_type: 'CASE',
      event: 'STAGE_ADVANCED',
      case_id: c.case_id,
      reference_id: c.reference_id,
      environment: 'sandbox',
      created_at: body.updated_at,
      from_stage: stageRef(twoStage, 0),
      to_stage: stageRef(twoStage, 1),
    });
  });

  it('409 at the last stage, changing nothing', async () => {
    const c = await createCase(twoStage);
    expect((await action(twoStage, c.case_id, 'advance')).statusCode).toBe(200);
    const body = await refused(409, twoStage, c.case_id, 'advance');
    expect(body.message).toMatch(/last stage/);
    expect(body).not.toHaveProperty('errors');

    const single = await createCase(oneStage);
    await refused(409, oneStage, single.case_id, 'advance');
  });

  it('409 for a cancelled or completed case', async () => {
    const c = await createCase(twoStage);
    expect((await action(twoStage, c.case_id, 'cancel')).statusCode).toBe(200);
    await refused(409, twoStage, c.case_id, 'advance');

    const done = await createCase(twoStage);
    await h.store.db.update(cases).set({ status: 'COMPLETED' }).where(eq(cases.id, done.case_id));
    await refused(409, twoStage, done.case_id, 'advance');
  });

  it('two advances at once: one moves the case, the other is 409', async () => {
    const c = await createCase(twoStage);
    const results = await Promise.all([action(twoStage, c.case_id, 'advance'), action(twoStage, c.case_id, 'advance')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const evs = await eventsOf(h.store, c.case_id);
    expect(evs.map((e) => e.event)).toEqual(['CASE_CREATED', 'STAGE_ADVANCED']);
  });

  it('404 for a case that does not exist, writing nothing', async () => {
    const before = await rowCounts(h.store);
    expectErrorResponse(await action(twoStage, '00000000-0000-4000-8000-000000000000', 'advance'), 404);
    expect(await rowCounts(h.store)).toEqual(before);
  });
});

describe('POST /api/cases/{case_id}/cancel', () => {
  it('cancels the case and writes CASE_CANCELLED', async () => {
    const c = await createCase(twoStage);
    const res = await action(twoStage, c.case_id, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('url');
    expect(body).toMatchObject({ case_id: c.case_id, status: 'CANCELLED', stage: c.stage, modules: c.modules });
    expect(await read(twoStage, c.case_id)).toEqual(body);

    const evs = await eventsOf(h.store, c.case_id);
    expect(evs.map((e) => [e.event, e.caseSeq])).toEqual([
      ['CASE_CREATED', 1],
      ['CASE_CANCELLED', 2],
    ]);
    expect(evs[1].payload).toEqual({
      event_id: evs[1].id,
      webhook_type: 'CASE',
      event: 'CASE_CANCELLED',
      case_id: c.case_id,
      reference_id: c.reference_id,
      environment: 'sandbox',
      created_at: body.updated_at,
    });
  });

  it('cancels after an advance; the events of the case are numbered in order', async () => {
    const c = await createCase(twoStage);
    expect((await action(twoStage, c.case_id, 'advance')).statusCode).toBe(200);
    expect((await action(twoStage, c.case_id, 'cancel')).statusCode).toBe(200);
    const evs = await eventsOf(h.store, c.case_id);
    expect(evs.map((e) => [e.event, e.caseSeq])).toEqual([
      ['CASE_CREATED', 1],
      ['STAGE_ADVANCED', 2],
      ['CASE_CANCELLED', 3],
    ]);
  });

  it('409 when cancelled twice, with no second event', async () => {
    const c = await createCase(twoStage);
    expect((await action(twoStage, c.case_id, 'cancel')).statusCode).toBe(200);
    const body = await refused(409, twoStage, c.case_id, 'cancel');
    expect(body.message).toMatch(/cancelled/);
    expect((await eventsOf(h.store, c.case_id)).filter((e) => e.event === 'CASE_CANCELLED')).toHaveLength(1);
  });

  it('409 for a completed case', async () => {
    const c = await createCase(twoStage);
    await h.store.db.update(cases).set({ status: 'COMPLETED' }).where(eq(cases.id, c.case_id));
    await refused(409, twoStage, c.case_id, 'cancel');
  });

  it('two cancels at once: exactly one succeeds and one event is written', async () => {
    const c = await createCase(twoStage);
    const results = await Promise.all([action(twoStage, c.case_id, 'cancel'), action(twoStage, c.case_id, 'cancel')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await eventsOf(h.store, c.case_id)).map((e) => e.event)).toEqual(['CASE_CREATED', 'CASE_CANCELLED']);
  });

  it('takes no body, an empty JSON body or {}; anything else is 400 and changes nothing', async () => {
    for (const extra of [{}, { headers: { 'content-type': 'application/json' }, payload: '' }, { payload: {} }]) {
      const c = await createCase(twoStage);
      const res = await action(twoStage, c.case_id, 'cancel', extra);
      expect(res.statusCode, res.body).toBe(200);
    }
    const c = await createCase(twoStage);
    const body = await refused(400, twoStage, c.case_id, 'cancel', { payload: { reason: 'fraud' } });
    expect(body.errors).toEqual([{ field: 'reason', error: expect.any(String) }]);
    await refused(400, twoStage, c.case_id, 'advance', { payload: [] });
    await refused(400, twoStage, c.case_id, 'cancel', { headers: { 'content-type': 'application/json' }, payload: '{"reason":' });
  });

  it('events of a production account say production', async () => {
    const prod = await h.seedAccount({ environment: 'production', allowIps: ['203.0.113.0/24'], workflows: TWO_STAGE_WORKFLOWS });
    const from = { remoteAddress: '203.0.113.10' };
    const c = await createCase(prod, from);
    expect((await action(prod, c.case_id, 'advance', from)).statusCode).toBe(200);
    expect((await action(prod, c.case_id, 'cancel', from)).statusCode).toBe(200);
    const evs = await eventsOf(h.store, c.case_id);
    expect(evs.map((e) => [e.event, e.payload.environment])).toEqual([
      ['CASE_CREATED', 'production'],
      ['STAGE_ADVANCED', 'production'],
      ['CASE_CANCELLED', 'production'],
    ]);
  });
});

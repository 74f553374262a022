import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { pollUntil } from '../../test/processes.ts';
import { startServiceJobs } from '../jobs/registry.ts';

// Simulated runs against real ones, link lifecycle events, and production refusals (docs/sandbox.md).
// The paystub analysis is left out of this service, so that a real run of it ends in ERROR the way
// a run of an analysis this version lacks does.

// Real analyses on a shared, busy machine: the first one also starts the parser threads.
vi.setConfig({ testTimeout: 90_000 });

let h: Harness;
let acct: SeededAccount;
beforeAll(async () => {
  h = await createHarness({}, { worker: true, analyzers: { paystub: undefined } });
  acct = await h.seedAccount();
});
afterAll(async () => {
  await h?.close();
});

const lender = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  h.request(acct.lender_key, { method, url, payload: payload as never, headers });

async function newCase(): Promise<{ caseId: string; linkPath: string }> {
  const r = await lender('POST', '/api/cases', validCase({ address: { line1: '12 Analytical Row', city: 'London', state: 'NY', postal_code: '10001' } }));
  expect(r.statusCode, r.body).toBe(201);
  return { caseId: r.json().case_id, linkPath: new URL(r.json().url).pathname };
}

async function finished(caseId: string, moduleType: string) {
  await pollUntil(`${moduleType} finished`, async () => {
    const m = (await lender('GET', `/api/cases/${caseId}/modules/${moduleType}`)).json();
    return m.status !== 'ANALYZING' && m.executions.length > 0;
  }, 80_000, 50);
  return (await lender('GET', `/api/cases/${caseId}/modules/${moduleType}`)).json();
}

async function eventsOf(caseId: string): Promise<any[]> {
  const all = (await lender('GET', '/api/events?limit=200')).json().data as any[];
  return all.filter((e) => e.case_id === caseId);
}

/** An event's fields without the ones that differ between any two events. */
const shapeOf = (e: any) => Object.keys(e).sort();
const without = (e: any, ...keys: string[]) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k)));
const stable = (e: any) => without(e, 'event_id', 'case_id', 'reference_id', 'created_at', 'instance_id', 'execution_id', 'result_id', 'sequence', 'case_sequence', 'reason', 'error');

const simulate = (caseId: string, moduleType: string, body: unknown, key = acct.lender_key, prefix = '/api/sandbox') =>
  h.request(key, { method: 'POST', url: `${prefix}/cases/${caseId}/modules/${moduleType}/simulate`, payload: body as never });

describe('simulated runs end as a real run does', () => {
  it('COMPLETED cash_flow_analysis: same state and event as a real run on the Sandbox Bank, a result in each pinned version\'s shape', async () => {
    const real = await newCase();
    const connected = await lender('POST', `/api/sandbox/cases/${real.caseId}/bank-connection`, { username: 'user_good' });
    expect(connected.statusCode, connected.body).toBe(201);
    const realModule = await finished(real.caseId, 'cash_flow_analysis');

    const sim = await newCase();
    const started = await simulate(sim.caseId, 'cash_flow_analysis', { outcome: 'COMPLETED' });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ status: 'ANALYZING' });
    const simModule = await finished(sim.caseId, 'cash_flow_analysis');

    expect(simModule.status).toBe('COMPLETED');
    expect(without(simModule, 'instance_id', 'latest_result_id', 'executions')).toEqual(without(realModule, 'instance_id', 'latest_result_id', 'executions'));
    expect(simModule.executions[0]).toMatchObject({ execution_id: started.json().execution_id, status: 'COMPLETED', reason: null });
    const realEvent = (await eventsOf(real.caseId)).find((e) => e.event === 'MODULE_COMPLETED');
    const simEvent = (await eventsOf(sim.caseId)).find((e) => e.event === 'MODULE_COMPLETED');
    expect(shapeOf(simEvent)).toEqual(shapeOf(realEvent));
    expect(stable(simEvent)).toEqual(stable(realEvent));
    expect(simEvent.result_id).toBe(simModule.latest_result_id);
    const caseOf = async (id: string) => without((await lender('GET', `/api/cases/${id}`)).json(), 'case_id', 'reference_id', 'modules', 'created_at', 'updated_at', 'link_expires_at');
    expect(await caseOf(sim.caseId)).toEqual(await caseOf(real.caseId));

    for (const version of ['2025-09-30', '2025-07-31', '2025-01-31']) {
      const read = (c: string, m: any) => lender('GET', `/api/cases/${c}/modules/cash_flow_analysis/analysis/${m.latest_result_id}`, undefined, { 'service-api-version': version });
      const [a, b] = [(await read(real.caseId, realModule)).json().data, (await read(sim.caseId, simModule)).json().data];
      expect(Object.keys(b).sort(), version).toEqual(Object.keys(a).sort());
    }
    const data = (await lender('GET', `/api/cases/${sim.caseId}/modules/cash_flow_analysis/analysis/${simModule.latest_result_id}`)).json().data;
    expect(data.income.streams.some((s: any) => /ACME/i.test(s.source_name) && s.frequency === 'BIWEEKLY')).toBe(true);
  });

  it('INSUFFICIENT: same state and event as a real run with too little history, with the reason given', async () => {
    const real = await newCase();
    await lender('POST', `/api/sandbox/cases/${real.caseId}/bank-connection`, { username: 'user_thin' });
    const realModule = await finished(real.caseId, 'cash_flow_analysis');
    expect(realModule.status).toBe('INSUFFICIENT');

    const sim = await newCase();
    expect((await simulate(sim.caseId, 'cash_flow_analysis', { outcome: 'INSUFFICIENT', reason: 'Only 20 days of history.' })).statusCode).toBe(202);
    const simModule = await finished(sim.caseId, 'cash_flow_analysis');
    expect(simModule.status).toBe('INSUFFICIENT');
    expect(simModule.latest_result_id).toBe(realModule.latest_result_id); // null: no completed result
    expect(simModule.executions[0].reason).toBe('Only 20 days of history.');
    const realEvent = (await eventsOf(real.caseId)).find((e) => e.event === 'MODULE_INSUFFICIENT');
    const simEvent = (await eventsOf(sim.caseId)).find((e) => e.event === 'MODULE_INSUFFICIENT');
    expect(shapeOf(simEvent)).toEqual(shapeOf(realEvent));
    expect(stable(simEvent)).toEqual(stable(realEvent));
    expect(simEvent.reason).toBe('Only 20 days of history.');
  });

  it('ERROR: same state, event and case progress as a real run that fails; COMPLETED paystub stores generated stubs', async () => {
    const real = await newCase();
    expect((await lender('POST', `/api/cases/${real.caseId}/modules/paystub/run`)).statusCode).toBe(202);
    const realModule = await finished(real.caseId, 'paystub');
    expect(realModule.status).toBe('ERROR');

    const sim = await newCase();
    expect((await simulate(sim.caseId, 'paystub', { outcome: 'ERROR' })).statusCode).toBe(202);
    const simModule = await finished(sim.caseId, 'paystub');
    expect(simModule.status).toBe('ERROR');
    const realEvent = (await eventsOf(real.caseId)).find((e) => e.event === 'MODULE_ERROR');
    const simEvent = (await eventsOf(sim.caseId)).find((e) => e.event === 'MODULE_ERROR');
    expect(shapeOf(simEvent)).toEqual(shapeOf(realEvent));
    expect(stable(simEvent)).toEqual(stable(realEvent));
    expect(simEvent.error).toMatch(/Simulated/);

    // The other module of the stage finishing completes the case, real or simulated alike.
    await lender('POST', `/api/sandbox/cases/${real.caseId}/bank-connection`, { username: 'user_good' });
    await finished(real.caseId, 'cash_flow_analysis');
    await simulate(sim.caseId, 'cash_flow_analysis', { outcome: 'COMPLETED' });
    await finished(sim.caseId, 'cash_flow_analysis');
    for (const c of [real.caseId, sim.caseId]) {
      await pollUntil('case completed', async () => (await lender('GET', `/api/cases/${c}`)).json().status === 'COMPLETED', 10_000, 50);
    }
    const kinds = async (c: string) => (await eventsOf(c)).map((e) => e.event).filter((e) => e !== 'MODULE_CONNECTED');
    expect(await kinds(sim.caseId)).toEqual(await kinds(real.caseId));

    const stubCase = await newCase();
    expect((await simulate(stubCase.caseId, 'paystub', { outcome: 'COMPLETED' })).statusCode).toBe(202);
    const stub = await finished(stubCase.caseId, 'paystub');
    expect(stub.status).toBe('COMPLETED');
    const result = (await lender('GET', `/api/cases/${stubCase.caseId}/modules/paystub/analysis/${stub.latest_result_id}`)).json().data;
    expect(result.paystubs).toHaveLength(3);
    expect(result.employment).toMatchObject({ employer_name: 'ACME CORP', status: 'VERIFIED' });
    expect(result.income).toMatchObject({ frequency: 'BIWEEKLY', gross_per_period: 2900, monthly_gross: 6283.33 });
    expect(result.identity.name_match).toBe('MATCH');
    expect(result.paystubs[0]).toMatchObject({ gross_pay: 2900, net_pay: 2150 });
  });

  it('answers as a run does: 404 with available_modules, 409 while analyzing, 400 for a reason with COMPLETED; the dealer surface too', async () => {
    const { caseId } = await newCase();
    const unknown = await simulate(caseId, 'credit_report', { outcome: 'COMPLETED' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().available_modules).toEqual(expect.arrayContaining(['cash_flow_analysis', 'paystub']));
    const bad = await simulate(caseId, 'paystub', { outcome: 'COMPLETED', reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'reason', error: 'is only for INSUFFICIENT or ERROR' }]);
    expect((await simulate(caseId, 'paystub', { outcome: 'DONE' })).statusCode).toBe(400);
    // Held ANALYZING by a run whose job has not been taken yet is enough for 409: take the row first.
    await h.store.db.execute(sql`UPDATE module_instances SET status = 'ANALYZING' WHERE case_id = ${caseId} AND module_type = 'paystub'`);
    expect((await simulate(caseId, 'paystub', { outcome: 'ERROR' })).statusCode).toBe(409);

    const dealerCase = await h.request(acct.dealer_key, { method: 'POST', url: '/api/dealer/cases', payload: validCase() });
    const dealerId = dealerCase.json().case_id;
    expect((await simulate(dealerId, 'paystub', { outcome: 'INSUFFICIENT' }, acct.dealer_key, '/api/dealer/sandbox')).statusCode).toBe(202);
    // Each surface sees only its own cases.
    expect((await simulate(dealerId, 'paystub', { outcome: 'INSUFFICIENT' })).statusCode).toBe(404);
  });
});

describe('production accounts refuse every sandbox-only call', () => {
  it('403 on both surfaces, before the body is read', async () => {
    const prod = await h.seedAccount({ environment: 'production', allowIps: ['127.0.0.1/32'] });
    const lenderCase = (await h.request(prod.lender_key, { method: 'POST', url: '/api/cases', payload: validCase(), remoteAddress: '127.0.0.1' })).json().case_id;
    const calls: Array<[string, string, string, unknown]> = [
      [prod.lender_key, 'GET', '/api/sandbox/webhook-chaos', undefined],
      [prod.lender_key, 'PUT', '/api/sandbox/webhook-chaos', { duplicate_rate: 1 }],
      [prod.lender_key, 'PUT', '/api/sandbox/webhook-chaos', { duplicate_rate: 7 }],
      [prod.lender_key, 'POST', `/api/sandbox/cases/${lenderCase}/modules/paystub/simulate`, { outcome: 'COMPLETED' }],
      [prod.lender_key, 'POST', `/api/sandbox/cases/${lenderCase}/bank-connection`, { username: 'user_good' }],
      [prod.dealer_key, 'GET', '/api/dealer/sandbox/webhook-chaos', undefined],
      [prod.dealer_key, 'PUT', '/api/dealer/sandbox/webhook-chaos', { fail_first_attempts: 2 }],
      [prod.dealer_key, 'POST', `/api/dealer/sandbox/cases/${lenderCase}/modules/paystub/simulate`, { outcome: 'ERROR' }],
      [prod.dealer_key, 'POST', `/api/dealer/sandbox/cases/${lenderCase}/bank-connection`, { username: 'user_good' }],
    ];
    for (const [key, method, url, payload] of calls) {
      const r = await h.request(key, { method: method as 'GET', url, payload: payload as never, remoteAddress: '127.0.0.1' });
      expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(403);
    }
    const m = (await h.request(prod.lender_key, { method: 'GET', url: `/api/cases/${lenderCase}/modules/paystub`, remoteAddress: '127.0.0.1' })).json();
    expect(m.executions).toEqual([]);
  });
});

describe('link lifecycle events', () => {
  const linkEvents = async (caseId: string) => (await eventsOf(caseId)).filter((e) => e.event.startsWith('LINK_'));

  it('LINK_OPENED at the first open only, LINK_COMPLETED at the first "done" only, with the CASE envelope', async () => {
    const { caseId, linkPath } = await newCase();
    expect(await linkEvents(caseId)).toEqual([]);
    const page = await h.app.inject({ method: 'GET', url: linkPath });
    expect(page.statusCode).toBe(200);
    await h.app.inject({ method: 'GET', url: `${linkPath}/upload` });
    const csrf = /name="csrf" value="([^"]+)"/.exec((await h.app.inject({ method: 'GET', url: `${linkPath}/upload` })).body)![1]!;
    for (let i = 0; i < 2; i++) {
      const done = await h.app.inject({ method: 'POST', url: `${linkPath}/done`, payload: new URLSearchParams({ csrf }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(done.statusCode).toBe(303);
    }
    const events = await linkEvents(caseId);
    expect(events.map((e) => e.event)).toEqual(['LINK_OPENED', 'LINK_COMPLETED']);
    expect(shapeOf(events[0])).toEqual(['case_id', 'case_sequence', 'created_at', 'environment', 'event', 'event_id', 'reference_id', 'sequence', 'webhook_type']);
    expect(events[0]).toMatchObject({ webhook_type: 'CASE', case_id: caseId, environment: 'sandbox' });
  });

  it('LINK_EXPIRED from the worker\'s sweep, exactly once per link, with restarts in between', async () => {
    const a = await newCase();
    const b = await newCase();
    const finishedLink = await newCase();
    const expire = (caseId: string) => h.store.db.execute(sql`UPDATE cases SET link_expires_at = now() - interval '1 second' WHERE id = ${caseId}`);
    await expire(a.caseId);
    await h.store.db.execute(sql`UPDATE cases SET link_completed_at = now() WHERE id = ${finishedLink.caseId}`);
    await expire(finishedLink.caseId);
    const expiredCount = async (caseId: string) => (await linkEvents(caseId)).filter((e) => e.event === 'LINK_EXPIRED').length;

    // Each start of a worker process sweeps at once, then every minute.
    const restart = async () => {
      const jobs = await startServiceJobs(h.store, h.box, { ...h.config, DATABASE_URL: h.databaseUrl }, { work: true, log: () => {}, documents: h.documents });
      await jobs.linkExpiry!.firstSweep;
      return jobs;
    };
    await h.jobs.runner.stop();
    const first = await restart();
    expect(await expiredCount(a.caseId)).toBe(1);
    await first.runner.stop();

    // While no service runs, b's link runs out too.
    await expire(b.caseId);
    const second = await restart();
    await second.runner.stop();
    const third = await restart();
    await third.runner.stop();
    expect(await expiredCount(a.caseId)).toBe(1);
    expect(await expiredCount(b.caseId)).toBe(1);
    // A borrower who pressed "done" is not told the link expired.
    expect(await expiredCount(finishedLink.caseId)).toBe(0);
    const [ev] = (await linkEvents(b.caseId)).filter((e) => e.event === 'LINK_EXPIRED');
    expect(ev).toMatchObject({ webhook_type: 'CASE', case_id: b.caseId, environment: 'sandbox' });
    // The link itself answers 410.
    expect((await h.app.inject({ method: 'GET', url: b.linkPath })).statusCode).toBe(410);
  });
});

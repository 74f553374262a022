import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../test/db-helpers.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { multipart, tenWeekStatementCsv } from '../../test/multipart.ts';
import { expectErrorResponse, securitySuite, TWO_STAGE_WORKFLOWS, type RouteUnderTest } from '../../test/security-suite.ts';
import type { AnalysisOutcome, Analyzer } from './analyzers.ts';

/** Paystub analysis stands in here for a module whose run the test controls: held, failing, or done. */
let paystubBehaviour: 'complete' | 'fail' | 'hold' = 'complete';
let release: () => void = () => {};
const paystubStandIn: Analyzer = async () => {
  if (paystubBehaviour === 'fail') throw new Error('analysis crashed');
  if (paystubBehaviour === 'hold') await new Promise<void>((r) => (release = r));
  return { status: 'COMPLETED', data: { currency: 'USD', paystubs: [] }, modelVersion: 'stand-in' } satisfies AnalysisOutcome;
};

let h: Harness;
/** The security suites count rows before and after each refused call: no worker may write meanwhile. */
let quiet: Harness;
let acct: SeededAccount;
beforeAll(async () => {
  h = await createHarness({}, { worker: true, analyzers: { paystub: paystubStandIn } });
  quiet = await createHarness({}, { worker: false });
  acct = await h.seedAccount({ workflows: TWO_STAGE_WORKFLOWS });
});
afterAll(async () => {
  await h.close();
  await quiet.close();
});

const twoMonthCsv = tenWeekStatementCsv;

async function newCase() {
  const r = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
  return r.json().case_id as string;
}

async function uploadStatement(caseId: string, csv = twoMonthCsv()) {
  const body = multipart([
    { name: 'module_type', value: 'cash_flow_analysis' },
    { name: 'document_category', value: 'bank_statement' },
    { name: 'files', filename: 'history.csv', content: csv },
  ]);
  const r = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: body.payload, headers: body.headers });
  expect(r.statusCode, r.body).toBe(201);
}

const run = (caseId: string, module: string) => h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/modules/${module}/run` });

async function waitForModule(caseId: string, module: string, until: (status: string) => boolean = (s) => s !== 'ANALYZING') {
  for (let i = 0; i < 400; i++) {
    const r = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/${module}` });
    if (until(r.json().status)) return r.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${module} of ${caseId} did not finish in 40 s`);
}

const ROUTES: RouteUnderTest[] = [
  { method: 'POST', url: (id) => `/api/cases/${id}/modules/cash_flow_analysis/run`, surface: 'LENDER', ok: 202 },
  { method: 'GET', url: (id) => `/api/cases/${id}/modules`, surface: 'LENDER', ok: 200 },
  { method: 'GET', url: (id) => `/api/cases/${id}/modules/cash_flow_analysis`, surface: 'LENDER', ok: 200 },
];
for (const route of ROUTES) securitySuite(() => quiet, route);

describe('module runs', () => {
  it('runs cash_flow_analysis on an uploaded statement: 202, MODULE_COMPLETED with the result, the stage advances', async () => {
    const caseId = await newCase();
    await uploadStatement(caseId);
    const res = await run(caseId, 'cash_flow_analysis');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ execution_id: expect.any(String), status: 'ANALYZING', message: expect.stringContaining('cash_flow_analysis') });
    const status = await waitForModule(caseId, 'cash_flow_analysis');
    expect(status).toMatchObject({ module_type: 'cash_flow_analysis', stage: 'bank', status: 'COMPLETED', latest_result_id: expect.any(String) });
    expect(status.executions).toEqual([
      { execution_id: res.json().execution_id, status: 'COMPLETED', started_at: expect.any(String), finished_at: expect.any(String), reason: null },
    ]);

    const events = await eventsOf(h.store, caseId);
    const completed = events.find((e) => e.event === 'MODULE_COMPLETED')!.payload as Record<string, unknown>;
    expect(completed).toMatchObject({ module_type: 'CASH_FLOW_ANALYSIS', result_id: status.latest_result_id, execution_id: res.json().execution_id });
    const advanced = events.find((e) => e.event === 'STAGE_ADVANCED')!.payload as Record<string, { name: string }>;
    expect([advanced.from_stage.name, advanced.to_stage.name]).toEqual(['bank', 'employment']);

    const result = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/cash_flow_analysis/analysis/${status.latest_result_id}` });
    expect(result.statusCode, result.body).toBe(200);
    const data = result.json().data;
    expect(result.json()).toMatchObject({ module_type: 'cash_flow_analysis', result_id: status.latest_result_id, analyzed_at: expect.any(String) });
    expect(data.transactions_analyzed).toBe(15);
    expect(data.income.streams).toEqual([expect.objectContaining({ frequency: 'BIWEEKLY', average_amount: 2000, category: 'PAYROLL' })]);
    expect(data.income.monthly_income).toBeCloseTo((2000 * 26) / 12, 2);
    expect(data.risk).toEqual(expect.objectContaining({ level: expect.any(String), score: expect.any(Number), insight: expect.any(String) }));
    expect(data.transactions[0]).toMatchObject({ date: '2026-01-02', amount: 2000, document_id: expect.any(String) });
  });

  it('shows one stored result in the shape of each API version', async () => {
    const caseId = await newCase();
    await uploadStatement(caseId);
    await run(caseId, 'cash_flow_analysis');
    const { latest_result_id: resultId } = await waitForModule(caseId, 'cash_flow_analysis');
    const read = async (version: string) =>
      (await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/cash_flow_analysis/analysis/${resultId}`, headers: { 'service-api-version': version } })).json().data;
    const [v3, v2, v1] = [await read('2025-09-30'), await read('2025-07-31'), await read('2025-01-31')];
    expect(v3.risk.flags).toBeInstanceOf(Array);
    expect(v3.income.streams[0].confidence).toEqual(expect.any(Number));
    expect(v2).not.toHaveProperty('risk');
    expect(v2.risk_level).toBe(v3.risk.level);
    expect(v2.monthly).toEqual(v3.monthly);
    expect(v2.income.streams[0]).not.toHaveProperty('confidence');
    expect(v1).not.toHaveProperty('monthly');
    expect(v1.monthly_summary[0]).toEqual({ month: v3.monthly[0].month, total_inflow: v3.monthly[0].inflow, total_outflow: v3.monthly[0].outflow, net: v3.monthly[0].net });
    expect(v1.flags).toEqual(v3.risk.flags.map((f: { code: string }) => f.code));
  });

  it('ends INSUFFICIENT with a reason when there is nothing to analyse', async () => {
    const caseId = await newCase();
    expect((await run(caseId, 'cash_flow_analysis')).statusCode).toBe(202);
    const status = await waitForModule(caseId, 'cash_flow_analysis');
    expect(status.status).toBe('INSUFFICIENT');
    expect(status.executions[0].reason).toBe('No bank account was connected and no bank statements were uploaded for this case.');
    const event = (await eventsOf(h.store, caseId)).find((e) => e.event === 'MODULE_INSUFFICIENT')!.payload;
    expect(event).toMatchObject({ reason: 'No bank account was connected and no bank statements were uploaded for this case.', execution_id: status.executions[0].execution_id });
  });

  it('404 with available_modules for a module the case does not have', async () => {
    const caseId = await newCase();
    for (const module of ['credit_check', 'PAYSTUB']) {
      const res = await run(caseId, module);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: `Module ${module} is not configured for this case`, available_modules: ['cash_flow_analysis', 'paystub'], request_id: expect.any(String) });
    }
  });

  it('409 while PENDING (its stage has not started), while ANALYZING, and on a cancelled case', async () => {
    const caseId = await newCase();
    expect(expectErrorResponse(await run(caseId, 'paystub'), 409).message).toBe('Module paystub waits for its stage to start');
    await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/advance` });
    paystubBehaviour = 'hold';
    try {
      expect((await run(caseId, 'paystub')).statusCode).toBe(202);
      expect(expectErrorResponse(await run(caseId, 'paystub'), 409).message).toBe('Module paystub is already analyzing; wait for its result');
    } finally {
      paystubBehaviour = 'complete';
      release();
    }
    await waitForModule(caseId, 'paystub');
    const cancelled = await newCase();
    await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${cancelled}/cancel` });
    expect(expectErrorResponse(await run(cancelled, 'cash_flow_analysis'), 409).message).toBe('The case is cancelled: its modules do not run');
  });

  it('20 concurrent runs: exactly one 202, the rest 409, one execution', async () => {
    const caseId = await newCase();
    await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/advance` });
    paystubBehaviour = 'hold';
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => run(caseId, 'paystub')));
      expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    } finally {
      paystubBehaviour = 'complete';
      release();
    }
    const status = await waitForModule(caseId, 'paystub');
    expect(status.executions).toHaveLength(1);
  });

  it('the last stage finishing completes the case; a finished module may run again with a new result', async () => {
    const caseId = await newCase();
    await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/advance` });
    await run(caseId, 'paystub');
    const first = await waitForModule(caseId, 'paystub');
    expect(first.status).toBe('COMPLETED');
    const theCase = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}` });
    expect(theCase.json().status).toBe('COMPLETED');
    // A completed case takes no more runs.
    expect(expectErrorResponse(await run(caseId, 'paystub'), 409).message).toBe('The case is completed: its modules do not run');
  });

  it('a run whose analysis fails on every attempt ends in ERROR with MODULE_ERROR, never stays ANALYZING; it may run again', async () => {
    // One stage with both modules: the paystub ending in ERROR leaves the case open.
    const both = await h.seedAccount({ workflows: [{ name: 'together', isDefault: true, stages: [{ name: 'all', modules: ['cash_flow_analysis', 'paystub'] }] }] });
    const caseId = (await h.request(both.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() })).json().case_id;
    const runBoth = () => h.request(both.lender_key, { method: 'POST', url: `/api/cases/${caseId}/modules/paystub/run` });
    const statusOf = async () => (await h.request(both.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/paystub` })).json();
    const settled = async () => {
      for (let i = 0; i < 400; i++) {
        const s = await statusOf();
        if (s.status !== 'ANALYZING') return s;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('still ANALYZING after 40 s');
    };
    paystubBehaviour = 'fail';
    try {
      expect((await runBoth()).statusCode).toBe(202);
      const status = await settled();
      expect(status.status).toBe('ERROR');
      expect(status.executions[0].reason).toMatch(/failed on every attempt/);
    } finally {
      paystubBehaviour = 'complete';
    }
    const event = (await eventsOf(h.store, caseId)).find((e) => e.event === 'MODULE_ERROR')!.payload;
    expect(event).toMatchObject({ module_type: 'PAYSTUB', error: expect.stringMatching(/failed on every attempt/) });
    expect((await runBoth()).statusCode).toBe(202);
    const again = await settled();
    expect(again.status).toBe('COMPLETED');
    expect(again.executions.map((e: { status: string }) => e.status)).toEqual(['COMPLETED', 'ERROR']);
  }, 60_000);

  it('404 for a result of another module or that does not exist', async () => {
    const caseId = await newCase();
    const r = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/cash_flow_analysis/analysis/00000000-0000-4000-8000-000000000000` });
    expect(expectErrorResponse(r, 404).message).toBe('Result not found');
  });
});

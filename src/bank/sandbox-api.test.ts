import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccount } from '../accounts/accounts.repo.ts';
import type { WorkflowSpec } from '../accounts/workflows.ts';
import { modulesService } from '../modules/modules.service.ts';
import { eventsOf, rowCounts } from '../../test/db-helpers.ts';
import { externalFixture } from '../../test/external-fixtures.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { multipart, tenWeekStatementCsv } from '../../test/multipart.ts';
import { expectErrorResponse, securitySuite } from '../../test/security-suite.ts';
import { bankService } from './bank.service.ts';
import { BankSignInError } from './bank.types.ts';
import { sandboxBank, sandboxHistory } from './sandbox-bank.ts';
import { sandboxBankDeps } from '../../test/bank-helpers.ts';

// The sandbox API (contracts 4c) through HTTP: a connection is recorded, MODULE_CONNECTED is
// written, and cash_flow_analysis runs by itself on the worker and reads the connection.

const customUser = (file: string): unknown => JSON.parse(fs.readFileSync(externalFixture('plaid-sandbox-custom-users', file), 'utf8'));

const PAYSTUB_ONLY: WorkflowSpec[] = [{ name: 'paystubs', isDefault: true, stages: [{ name: 'employment', modules: ['paystub'] }] }];
const BANK_SECOND: WorkflowSpec[] = [
  {
    name: 'employment-then-bank',
    isDefault: true,
    stages: [
      { name: 'employment', modules: ['paystub'] },
      { name: 'bank', modules: ['cash_flow_analysis'] },
    ],
  },
];

let h: Harness;
/** No worker: row counts around refused calls, and modules that stay ANALYZING. */
let quiet: Harness;
let acct: SeededAccount;
let quietAcct: SeededAccount;

beforeAll(async () => {
  h = await createHarness({}, { worker: true });
  quiet = await createHarness({}, { worker: false });
  acct = await h.seedAccount();
  quietAcct = await quiet.seedAccount();
});
afterAll(async () => {
  await h.close();
  await quiet.close();
});

securitySuite(() => quiet, {
  method: 'POST',
  url: (id) => `/api/sandbox/cases/${id}/bank-connection`,
  body: () => ({ username: 'user_good' }),
  surface: 'LENDER',
  ok: 201,
  sandboxOnly: true,
});

async function newCase(on: Harness, key: string, over: Record<string, unknown> = {}) {
  const r = await on.request(key, { method: 'POST', url: '/api/cases', payload: validCase(over) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().case_id as string;
}

const connect = (on: Harness, key: string, caseId: string, payload: unknown, headers: Record<string, string> = {}) =>
  on.request(key, { method: 'POST', url: `/api/sandbox/cases/${caseId}/bank-connection`, payload: payload as Record<string, unknown>, headers });

/** The module's status once its run has ended, and the result's data when it completed. */
async function finished(caseId: string) {
  for (let i = 0; i < 600; i++) {
    const status = (await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/cash_flow_analysis` })).json();
    if (status.status !== 'ANALYZING' && status.executions.length > 0) {
      if (status.status !== 'COMPLETED') return { status, data: null };
      const result = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/cash_flow_analysis/analysis/${status.latest_result_id}` });
      return { status, data: result.json().data };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`cash_flow_analysis of ${caseId} did not finish in 60 s`);
}

describe('POST /api/sandbox/cases/{case_id}/bank-connection', () => {
  it('user_good: 201 with the accounts, MODULE_CONNECTED, and the run starts by itself and completes with the biweekly payroll', async () => {
    const caseId = await newCase(h, acct.lender_key);
    const res = await connect(h, acct.lender_key, caseId, { username: 'user_good' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accounts', 'connection_id', 'institution_name', 'transactions_imported']);
    expect(body.institution_name).toBe('Sandbox Bank');
    expect(body.accounts).toEqual([
      { account_id: 'sandbox_bank-user_good-chk', name: 'Everyday Checking', mask: '4402', type: 'depository', subtype: 'checking', opening_balance: expect.any(Number), closing_balance: expect.any(Number) },
      { account_id: 'sandbox_bank-user_good-sav', name: 'Savings', mask: '7719', type: 'depository', subtype: 'savings', opening_balance: 8450, closing_balance: expect.any(Number) },
    ]);
    expect(body.transactions_imported).toBeGreaterThan(100);

    const connected = (await eventsOf(h.store, caseId)).find((e) => e.event === 'MODULE_CONNECTED')!.payload as Record<string, unknown>;
    const status = (await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/cash_flow_analysis` })).json();
    expect(connected).toEqual({
      event_id: expect.any(String),
      webhook_type: 'MODULE',
      event: 'MODULE_CONNECTED',
      case_id: caseId,
      reference_id: expect.any(String),
      environment: 'sandbox',
      created_at: expect.any(String),
      module_type: 'CASH_FLOW_ANALYSIS',
      instance_id: status.instance_id,
      connection_id: body.connection_id,
      institution_name: 'Sandbox Bank',
    });

    const { status: end, data } = await finished(caseId);
    expect(end.status).toBe('COMPLETED');
    expect(end.executions).toHaveLength(1);
    expect(data.income.streams.map((s: Record<string, unknown>) => [s.source_name, s.category, s.frequency, s.average_amount])).toEqual([['ACME CORP', 'PAYROLL', 'BIWEEKLY', 2150]]);
    expect(data.income.monthly_income).toBe(4658.33); // 2,150 x 26 / 12
    expect(data.accounts.map((a: Record<string, unknown>) => [a.account_id, a.source])).toEqual([
      ['sandbox_bank-user_good-chk', 'BANK_CONNECTION'],
      ['sandbox_bank-user_good-sav', 'BANK_CONNECTION'],
    ]);
    expect(data.accounts[1].opening_balance).toBe(8450);
    expect(data.accounts.map((a: { closing_balance: number }) => a.closing_balance)).toEqual(body.accounts.map((a: { closing_balance: number }) => a.closing_balance));
    expect(data.transactions_analyzed).toBe(body.transactions_imported);
    // Which account's row comes first depends on today's date (histories end today); the ids do not.
    const ids = data.transactions.map((t: { transaction_id: string }) => t.transaction_id);
    expect(ids).toContain('sandbox_bank-user_good-chk-0001');
    expect(ids).toContain('sandbox_bank-user_good-sav-0001');
    for (const t of data.transactions) expect(t).toMatchObject({ document_id: null, page: null });
    const events = (await eventsOf(h.store, caseId)).map((e) => e.event);
    expect(events.indexOf('MODULE_CONNECTED')).toBeLessThan(events.indexOf('MODULE_COMPLETED'));
  });

  it('a Plaid custom user (bank_income_basic.json): COMPLETED with its monthly payroll of $5,500', async () => {
    const caseId = await newCase(h, acct.lender_key);
    const res = await connect(h, acct.lender_key, caseId, { custom_user: customUser('bank_income_basic.json') });
    expect(res.statusCode, res.body).toBe(201);
    // One checking account with 74 rows; no starting_balance in the file, so no balances.
    expect(res.json()).toMatchObject({
      institution_name: 'Sandbox Bank',
      accounts: [{ account_id: 'custom-a0', name: 'Checking', mask: null, type: 'depository', subtype: 'checking', opening_balance: null, closing_balance: null }],
      transactions_imported: 74,
    });
    const { status, data } = await finished(caseId);
    expect(status.status).toBe('COMPLETED');
    // "Plaid Direct Dep": $5,000 on the 20th-23rd of each month, $5,500 from May 2026 (the last three).
    expect(data.income.streams.map((s: Record<string, unknown>) => [s.source_name, s.category, s.frequency, s.monthly_amount])).toEqual([['PLAID', 'PAYROLL', 'MONTHLY', 5500]]);
    expect(data.income.monthly_income).toBe(5500);
    expect(data.period).toEqual({ start_date: '2025-08-08', end_date: '2026-08-22', days: 380 });
  });

  it('user_thin: the run ends INSUFFICIENT, saying the history is too short', async () => {
    const caseId = await newCase(h, acct.lender_key);
    expect((await connect(h, acct.lender_key, caseId, { username: 'user_thin' })).statusCode).toBe(201);
    const { status } = await finished(caseId);
    expect(status.status).toBe('INSUFFICIENT');
    expect(status.executions[0].reason).toMatch(/at least 28 days are needed/);
  });

  it('a connection and an uploaded statement are analysed together', async () => {
    const caseId = await newCase(h, acct.lender_key);
    const csv = ['Date,Description,Amount,Balance', '2026-01-05,GROCERY MART #12,-40.00,960.00', '2026-01-20,GROCERY MART #12,-60.00,900.00'].join('\n');
    const form = multipart([
      { name: 'module_type', value: 'cash_flow_analysis' },
      { name: 'document_category', value: 'bank_statement' },
      { name: 'files', filename: 'january.csv', content: csv },
    ]);
    const up = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: form.payload, headers: form.headers });
    expect(up.statusCode, up.body).toBe(201);
    expect((await connect(h, acct.lender_key, caseId, { username: 'user_semimonthly' })).statusCode).toBe(201);
    const { status, data } = await finished(caseId);
    expect(status.status).toBe('COMPLETED');
    expect(data.accounts.map((a: { source: string }) => a.source)).toEqual(['STATEMENT', 'BANK_CONNECTION']);
    const fromStatement = data.transactions.filter((t: { document_id: string | null }) => t.document_id === up.json().documents[0].document_id);
    expect(fromStatement).toHaveLength(2);
    expect(data.income.streams.map((s: Record<string, unknown>) => [s.category, s.frequency])).toEqual([['PAYROLL', 'SEMI_MONTHLY']]);
  });

  it('a statement of the account that is also connected counts once: the connection is kept, the payroll is not doubled', async () => {
    const caseId = await newCase(h, acct.lender_key);
    const csv = tenWeekStatementCsv();
    const form = multipart([
      { name: 'module_type', value: 'cash_flow_analysis' },
      { name: 'document_category', value: 'bank_statement' },
      { name: 'files', filename: 'checking.csv', content: csv },
    ]);
    const up = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: form.payload, headers: form.headers });
    expect(up.statusCode, up.body).toBe(201);
    // The same ten weeks as the bank reports them: Plaid's sign (money out positive), posted a day later.
    const rows = csv.split('\n').slice(1).map((line) => line.split(','));
    const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const transactions = rows.map(([date, description, amount]) => ({ date_posted: nextDay(date!), amount: -Number(amount), description: description! }));
    const res = await connect(h, acct.lender_key, caseId, { custom_user: { override_accounts: [{ type: 'depository', subtype: 'checking', starting_balance: 500, transactions }] } });
    expect(res.statusCode, res.body).toBe(201);
    const { status, data } = await finished(caseId);
    expect(status.status).toBe('COMPLETED');
    expect(data.accounts.map((a: { source: string }) => a.source)).toEqual(['BANK_CONNECTION']);
    expect(data.transactions_analyzed).toBe(rows.length);
    expect(data.income.streams.map((s: Record<string, unknown>) => [s.source_name, s.frequency, s.average_amount])).toEqual([['ACME CORP', 'BIWEEKLY', 2000]]);
    expect(data.income.monthly_income).toBe(4333.33); // 2,000 x 26 / 12, once
  });

  it('replays an Idempotency-Key retry: one connection, one run', async () => {
    const caseId = await newCase(h, acct.lender_key);
    const first = await connect(h, acct.lender_key, caseId, { username: 'user_gig' }, { 'idempotency-key': `gig-${caseId}` });
    const again = await connect(h, acct.lender_key, caseId, { username: 'user_gig' }, { 'idempotency-key': `gig-${caseId}` });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const { status } = await finished(caseId);
    expect(status.executions).toHaveLength(1);
    expect((await eventsOf(h.store, caseId)).filter((e) => e.event === 'MODULE_CONNECTED')).toHaveLength(1);
  });
});

describe('refusals, which write nothing', () => {
  async function refused(status: number, payload: unknown, opts: { key?: string; caseId?: string } = {}) {
    const caseId = opts.caseId ?? (await newCase(quiet, quietAcct.lender_key));
    const before = await rowCounts(quiet.store);
    const res = await connect(quiet, opts.key ?? quietAcct.lender_key, caseId, payload);
    const body = expectErrorResponse(res, status);
    expect(await rowCounts(quiet.store)).toEqual(before);
    return body;
  }

  it.each([
    ['an empty body', {}, [{ field: 'username', error: 'is required unless custom_user is given (send exactly one of username and custom_user)' }]],
    [
      'both username and custom_user',
      { username: 'user_good', custom_user: { override_accounts: [{ type: 'depository' }] } },
      [{ field: 'custom_user', error: 'cannot be sent with username (send exactly one of username and custom_user)' }],
    ],
    [
      'an unknown username',
      { username: 'user_nobody' },
      [{ field: 'username', error: 'is not a sandbox username (user_good, user_semimonthly, user_gig, user_overdraft, user_falling, user_thin, user_lenders)' }],
    ],
    ['a password', { username: 'user_good', password: 'pass_good' }, [{ field: 'password', error: 'is not a known field' }]],
    ['a custom user without override_accounts', { custom_user: { accounts: [] } }, [{ field: 'custom_user.override_accounts', error: 'is required' }]],
    ['a custom user with no accounts', { custom_user: { override_accounts: [] } }, [{ field: 'custom_user.override_accounts', error: 'override_accounts is empty' }]],
  ])('400 for %s, naming the field', async (_, payload, errors) => {
    const body = await refused(400, payload);
    expect(body.errors).toEqual(errors);
  });

  it('400 listing every bad field of a custom user', async () => {
    const body = await refused(400, {
      custom_user: {
        override_accounts: [
          {
            type: 'depository',
            transactions: [
              { date_posted: '2026-01-05', amount: '12.00', description: 'X' },
              { date_posted: '05/01/2026', amount: 1, description: 'Y' },
              { amount: 3 },
            ],
          },
          { subtype: 'savings' },
        ],
      },
    });
    expect(body.errors!.map((e) => e.field)).toEqual([
      'custom_user.override_accounts.0.transactions.0.amount',
      'custom_user.override_accounts.0.transactions.1.date_posted',
      'custom_user.override_accounts.0.transactions.2.description',
      'custom_user.override_accounts.1.type',
    ]);
    expect(body.errors![0].error).toBe('must be a number');
    expect(body.errors![1].error).toBe('expected a YYYY-MM-DD date');
  });

  it('400 for a custom user with no bank account (a payroll account only)', async () => {
    const body = await refused(400, { custom_user: customUser('payroll_income_custom_user.json') });
    expect(body.errors).toEqual([{ field: 'custom_user.override_accounts', error: expect.stringContaining('has no depository account') }]);
  });

  it("403 for a production account's key, saying the sandbox bank is for sandbox accounts", async () => {
    const prod = await quiet.seedAccount({ environment: 'production', allowIps: ['127.0.0.1/32'] });
    const caseId = await newCase(quiet, prod.lender_key);
    const body = await refused(403, { username: 'user_good' }, { key: prod.lender_key, caseId });
    expect(body.message).toBe('The sandbox bank is for sandbox accounts: this key belongs to a production account');
    // Before the body is looked at.
    await refused(403, { nope: true }, { key: prod.lender_key, caseId });
  });

  it('409 for a cancelled case', async () => {
    const caseId = await newCase(quiet, quietAcct.lender_key);
    expect((await quiet.request(quietAcct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/cancel` })).statusCode).toBe(200);
    const body = await refused(409, { username: 'user_good' }, { caseId });
    expect(body.message).toMatch(/cancelled/);
  });

  it("404 for another account's case, as for a case that does not exist", async () => {
    const other = await quiet.seedAccount();
    const theirs = await newCase(quiet, other.lender_key);
    const foreign = await refused(404, { username: 'user_good' }, { caseId: theirs });
    const missing = await refused(404, { username: 'user_good' }, { caseId: '00000000-0000-4000-8000-000000000000' });
    expect(foreign.message).toBe(missing.message);
  });

  it('404 with available_modules when the workflow has no cash_flow_analysis', async () => {
    const paystubs = await quiet.seedAccount({ workflows: PAYSTUB_ONLY });
    const caseId = await newCase(quiet, paystubs.lender_key);
    const before = await rowCounts(quiet.store);
    const res = await connect(quiet, paystubs.lender_key, caseId, { username: 'user_good' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.stringContaining('cash_flow_analysis'), available_modules: ['paystub'], request_id: expect.any(String) });
    expect(await rowCounts(quiet.store)).toEqual(before);
  });
});

describe('connecting while the module cannot start', () => {
  it('ANALYZING: the connection is recorded and no second run starts', async () => {
    const caseId = await newCase(quiet, quietAcct.lender_key);
    const run = await quiet.request(quietAcct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/modules/cash_flow_analysis/run` });
    expect(run.statusCode).toBe(202);
    const res = await connect(quiet, quietAcct.lender_key, caseId, { username: 'user_good' });
    expect(res.statusCode, res.body).toBe(201);
    const status = (await quiet.request(quietAcct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/cash_flow_analysis` })).json();
    expect(status.status).toBe('ANALYZING');
    expect(status.executions.map((e: { execution_id: string }) => e.execution_id)).toEqual([run.json().execution_id]);
    expect((await eventsOf(quiet.store, caseId)).map((e) => e.event)).toContain('MODULE_CONNECTED');
  });

  it('the service says why the run did not start: ANALYZING, or PENDING until its stage', async () => {
    const actorOf = async (a: SeededAccount) => ({ account: (await findAccount(quiet.store.db, a.account_id))! });
    const bank = bankService({
      store: quiet.store,
      events: quiet.events,
      modules: modulesService({ store: quiet.store, events: quiet.events, jobs: quiet.jobs.sender }),
      ...sandboxBankDeps(quiet.box),
    });
    const data = sandboxHistory('user_good', '2026-03-15');

    const caseId = await newCase(quiet, quietAcct.lender_key);
    const actor = await actorOf(quietAcct);
    const first = await quiet.store.db.transaction((tx) => bank.connect(tx, actor, 'LENDER', caseId, data, 'sandbox'));
    expect(first.run).toEqual({ started: true, execution_id: expect.any(String) });
    const second = await quiet.store.db.transaction((tx) => bank.connect(tx, actor, 'LENDER', caseId, data, 'sandbox'));
    expect(second.run).toEqual({ started: false, reason: expect.stringContaining('already analyzing') });

    const later = await quiet.seedAccount({ workflows: BANK_SECOND });
    const pendingCase = await newCase(quiet, later.lender_key);
    const laterActor = await actorOf(later);
    const pending = await quiet.store.db.transaction((tx) => bank.connect(tx, laterActor, 'LENDER', pendingCase, data, 'sandbox'));
    expect(pending.run).toEqual({ started: false, reason: expect.stringContaining('waits for its stage') });
  });
});

describe('connectWithCredentials (the hosted flow)', () => {
  let bank: ReturnType<typeof bankService>;
  let actor: { account: NonNullable<Awaited<ReturnType<typeof findAccount>>> };
  beforeAll(async () => {
    bank = bankService({
      store: quiet.store,
      events: quiet.events,
      modules: modulesService({ store: quiet.store, events: quiet.events, jobs: quiet.jobs.sender }),
      ...sandboxBankDeps(quiet.box),
    });
    actor = { account: (await findAccount(quiet.store.db, quietAcct.account_id))! };
  });

  it('signs in, records the connection and starts the run', async () => {
    const caseId = await newCase(quiet, quietAcct.lender_key);
    const out = await bank.connectWithCredentials(actor, 'LENDER', caseId, { institutionId: 'sandbox_credit_union', username: 'user_overdraft', password: 'pass_good' });
    expect(out).toMatchObject({ institution_name: 'Sandbox Credit Union', transactions_imported: expect.any(Number), run: { started: true } });
    expect(out.accounts.map((a) => a.name)).toEqual(['Share Draft']);
    const payload = (await eventsOf(quiet.store, caseId)).find((e) => e.event === 'MODULE_CONNECTED')!.payload as Record<string, unknown>;
    expect(payload).toMatchObject({ connection_id: out.connection_id, institution_name: 'Sandbox Credit Union' });
  });

  it('a wrong password: BankSignInError, nothing connected', async () => {
    const caseId = await newCase(quiet, quietAcct.lender_key);
    const before = await rowCounts(quiet.store);
    await expect(bank.connectWithCredentials(actor, 'LENDER', caseId, { institutionId: 'sandbox_bank', username: 'user_good', password: 'wrong' })).rejects.toBeInstanceOf(
      BankSignInError,
    );
    expect(await rowCounts(quiet.store)).toEqual(before);
  });

  it('a case that is not the actor’s is refused before the bank is asked', async () => {
    const other = await quiet.seedAccount();
    const theirs = await newCase(quiet, other.lender_key);
    let asked = false;
    const spying = bankService({
      store: quiet.store,
      events: quiet.events,
      modules: modulesService({ store: quiet.store, events: quiet.events, jobs: quiet.jobs.sender }),
      ...sandboxBankDeps(quiet.box, { ...sandboxBank(), exchange: async () => ((asked = true), Promise.reject(new Error('not reached'))) }),
    });
    await expect(spying.connectWithCredentials(actor, 'LENDER', theirs, { institutionId: 'sandbox_bank', username: 'user_good', password: 'pass_good' })).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(asked).toBe(false);
  });
});

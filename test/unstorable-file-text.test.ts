import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccount } from '../src/accounts/accounts.repo.ts';
import { bankService } from '../src/bank/bank.service.ts';
import { bankConnections } from '../src/db/schema.ts';
import type { ConnectionData } from '../src/bank/bank.types.ts';
import { sandboxBankDeps } from './bank-helpers.ts';
import type { AnalysisOutcome, Analyzer } from '../src/modules/analyzers.ts';
import { modulesService } from '../src/modules/modules.service.ts';
import { eventsOf } from './db-helpers.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from './harness.ts';
import { multipart } from './multipart.ts';

// Text read from a file or given by a bank aggregator is kept, not refused: a statement row, a
// paystub field or a transaction holding a character PostgreSQL cannot store is stored with U+FFFD
// in its place, and the document, the module run and the connection finish instead of failing at
// the database.

let outcome: AnalysisOutcome = { status: 'INSUFFICIENT', reason: 'unset' };
const paystubStandIn: Analyzer = async () => outcome;

let h: Harness;
let acct: SeededAccount;
beforeAll(async () => {
  h = await createHarness({}, { worker: true, analyzers: { paystub: paystubStandIn } });
  acct = await h.seedAccount();
});
afterAll(() => h.close());

const api = (method: 'GET' | 'POST', url: string, extra: { payload?: Buffer; headers?: Record<string, string> } = {}) =>
  h.request(acct.lender_key, { method, url, ...extra });

async function newCase(): Promise<string> {
  const r = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().case_id;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('did not finish in 30 s');
}

const moduleStatus = (caseId: string, module: string) => until(async () => (await api('GET', `/api/cases/${caseId}/modules/${module}`)).json(), (s) => s.status !== 'ANALYZING');

describe('text read from files or banks that PostgreSQL cannot store', () => {
  it('a statement row holding a NUL beyond the bytes the type is told from: PROCESSED, the NUL kept as U+FFFD, the run completes', async () => {
    const caseId = await newCase();
    const rows = ['Date,Description,Amount,Balance'];
    for (let i = 0; i < 120; i++) rows.push(`01/${String((i % 27) + 1).padStart(2, '0')}/2026,CARD PURCHASE NUMBER ${i},-1.00,${(1000 - i).toFixed(2)}`);
    rows.push('01/28/2026,BAD\u0000ROW,-1.00,879.00');
    const csv = rows.join('\n');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(4096);
    const body = multipart([
      { name: 'module_type', value: 'cash_flow_analysis' },
      { name: 'document_category', value: 'bank_statement' },
      { name: 'files', filename: 'statement.csv', content: csv, contentType: 'text/csv' },
    ]);
    const up = await api('POST', `/api/cases/${caseId}/documents`, { payload: body.payload, headers: body.headers });
    expect(up.statusCode, up.body).toBe(201);
    const documentId = up.json().documents[0].document_id;
    const doc = await until(async () => (await api('GET', `/api/cases/${caseId}/documents/${documentId}`)).json(), (d) => d.processing_status !== 'PROCESSING');
    expect(doc.processing_status, doc.processing_error).toBe('PROCESSED');
    const transactions = doc.statement.accounts[0].transactions;
    expect(transactions).toHaveLength(121);
    expect(transactions.at(-1)).toMatchObject({ date: '2026-01-28', description: 'BAD\ufffdROW', amount: -1 });

    expect((await api('POST', `/api/cases/${caseId}/modules/cash_flow_analysis/run`)).statusCode).toBe(202);
    expect((await moduleStatus(caseId, 'cash_flow_analysis')).status).toBe('COMPLETED');
  });

  it('a result holding a NUL and a lone surrogate: COMPLETED, readable, each kept as U+FFFD', async () => {
    const caseId = await newCase();
    outcome = { status: 'COMPLETED', modelVersion: 'stand-in', data: { employer: 'ACME\u0000 PAYROLL', lines: ['net pay \ud800'] } };
    expect((await api('POST', `/api/cases/${caseId}/modules/paystub/run`)).statusCode).toBe(202);
    const status = await moduleStatus(caseId, 'paystub');
    expect(status.status).toBe('COMPLETED');
    const result = await api('GET', `/api/cases/${caseId}/modules/paystub/analysis/${status.latest_result_id}`);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().data).toMatchObject({ employer: 'ACME\ufffd PAYROLL', lines: ['net pay \ufffd'] });
  });

  it('a reason holding a NUL: INSUFFICIENT with the reason and its event, the NUL kept as U+FFFD', async () => {
    const caseId = await newCase();
    outcome = { status: 'INSUFFICIENT', reason: 'no text layer on page "\u0000"' };
    expect((await api('POST', `/api/cases/${caseId}/modules/paystub/run`)).statusCode).toBe(202);
    const status = await moduleStatus(caseId, 'paystub');
    expect(status.status).toBe('INSUFFICIENT');
    expect(status.executions[0].reason).toBe('no text layer on page "\ufffd"');
    const events = await eventsOf(h.store, caseId);
    expect(events.find((e) => e.event === 'MODULE_INSUFFICIENT')?.payload).toMatchObject({ reason: 'no text layer on page "\ufffd"' });
  });

  it("a bank aggregator's names and descriptions holding a NUL: connected, each kept as U+FFFD", async () => {
    const caseId = await newCase();
    const bank = bankService({
      store: h.store,
      events: h.events,
      modules: modulesService({ store: h.store, events: h.events, jobs: h.jobs.sender }),
      ...sandboxBankDeps(h.box),
    });
    const data: ConnectionData = {
      institution: { institution_id: 'ins_1', name: 'First\u0000 Bank' },
      accounts: [{ account_id: 'acc_1', name: 'Checking\u0000', mask: '0001', type: 'depository', subtype: 'checking', opening_balance_cents: 100_000, closing_balance_cents: 99_000 }],
      transactions: [{ transaction_id: 'tx_1', account_id: 'acc_1', date: '2026-01-05', description: 'COFFEE\u0000SHOP', amount_cents: -1_000, category: null }],
    };
    const actor = { account: (await findAccount(h.store.db, acct.account_id))! };
    const connected = await h.store.db.transaction((tx) => bank.connect(tx, actor, 'LENDER', caseId, data, 'aggregator'));
    expect(connected).toMatchObject({ institution_name: 'First\ufffd Bank', accounts: [expect.objectContaining({ name: 'Checking\ufffd' })], transactions_imported: 1 });
    const [row] = await h.store.db.select().from(bankConnections).where(eq(bankConnections.id, connected.connection_id));
    expect(row.transactions).toEqual([expect.objectContaining({ description: 'COFFEE\ufffdSHOP' })]);
    expect(data.transactions[0].description).toBe('COFFEE\u0000SHOP');
  });
});

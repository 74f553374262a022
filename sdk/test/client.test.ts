import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalFixture } from '../../test/external-fixtures.ts';
import { SAMPLE_CSV, tenWeekStatementCsv } from '../../test/multipart.ts';
import { EMBEDDED_HALF, killAll, pollUntil, startWebhookReceiver, tempDir, type WebhookReceiver } from '../../test/processes.ts';
import {
  AuthenticationError,
  ConflictError,
  createClient,
  NotFoundError,
  PermissionError,
  UnderwriteError,
  ValidationError,
  verifyWebhook,
  WebhookVerificationError,
  type ApiVersion,
  type CreateCaseInput,
  type UnderwriteClient,
} from '../src/index.ts';
import { startService, type Service } from './service.ts';

/** The SDK against a real `underwrite serve` (lender surface); the Dealer API is in dealer.test.ts. */

let service: Service;
let receiver: WebhookReceiver;
let client: UnderwriteClient<'2025-09-30'>;
let files: string;

beforeAll(async () => {
  if (!EMBEDDED_HALF) return;
  receiver = await startWebhookReceiver();
  service = await startService({ webhookUrl: receiver.url });
  client = createClient({ baseUrl: service.baseUrl, apiKey: service.account.lender_key, apiVersion: '2025-09-30' });
  files = tempDir('uw-sdk-files-');
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await receiver?.close();
  killAll();
  if (files) fs.rmSync(files, { recursive: true, force: true });
});

const borrower = (over: Partial<CreateCaseInput> = {}): CreateCaseInput => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  reference_id: `loan-${crypto.randomUUID()}`,
  ...over,
});

const sha256 = (b: Buffer | string) => crypto.createHash('sha256').update(b).digest('hex');

async function rejection(promise: Promise<unknown>): Promise<UnderwriteError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UnderwriteError);
  return err as UnderwriteError;
}

describe.runIf(EMBEDDED_HALF)('cases', () => {
  it('creates, reads, cancels and advances a case', async () => {
    const created = await client.cases.create(borrower({ phone_number: '+14155552671', address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701' } }));
    expect(created.url).toMatch(/\/link\//);
    expect(created.short_url).toMatch(/\/s\//);
    expect(created).toMatchObject({ status: 'OPEN', stage: { name: 'bank', position: 0 } });

    const read = await client.cases.get(created.case_id);
    expect(read).toMatchObject({ case_id: created.case_id, reference_id: created.reference_id, phone_number: '+14155552671' });
    expect(read).not.toHaveProperty('url');

    const advanced = await client.cases.advance(created.case_id);
    expect(advanced.stage).toMatchObject({ name: 'employment', position: 1 });
    expect((await rejection(client.cases.advance(created.case_id))).status).toBe(409);

    const cancelled = await client.cases.cancel(created.case_id);
    expect(cancelled.status).toBe('CANCELLED');
    const again = await rejection(client.cases.cancel(created.case_id));
    expect(again).toBeInstanceOf(ConflictError);
    expect(again.requestId).toMatch(/\S/);
  });

  it('exports a case as a ZIP, then deletes it, twice with the same answer', async () => {
    const created = await client.cases.create(borrower({ phone_number: '+14155552671' }));
    const zip = await client.cases.export(created.case_id);
    expect(Buffer.from(zip.subarray(0, 4)).toString('latin1')).toBe('PK\u0003\u0004');
    expect(Buffer.from(zip).toString('latin1')).toContain('case.json');
    const deleted = await client.cases.delete(created.case_id);
    expect(deleted).toEqual({ case_id: created.case_id, deleted_at: expect.any(String) });
    expect(await client.cases.delete(created.case_id)).toEqual(deleted);
    expect(await client.cases.get(created.case_id)).toMatchObject({ case_id: created.case_id, status: 'DELETED' });
  });

  it('lists cases newest first across pages as an async iterator', async () => {
    const reference_id = `batch-${crypto.randomUUID()}`;
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await client.cases.create(borrower({ reference_id, first_name: `Borrower${i}` }))).case_id);

    const seen: string[] = [];
    for await (const c of client.cases.list({ reference_id, limit: 2 })) seen.push(c.case_id);
    expect(seen).toEqual([...made].reverse());

    const pages: number[] = [];
    for await (const page of client.cases.list({ reference_id, limit: 2 }).pages()) pages.push(page.data.length);
    expect(pages).toEqual([2, 2, 1]);

    const first = await client.cases.listPage({ reference_id, limit: 3 });
    expect(first.next_cursor).toEqual(expect.any(String));
    const rest = await client.cases.listPage({ reference_id, limit: 3, cursor: first.next_cursor! });
    expect([...first.data, ...rest.data].map((c) => c.case_id)).toEqual(seen);
    expect(rest.next_cursor).toBeNull();
  });

  it('sends an Idempotency-Key: the same key returns the same case, another body under it is 409', async () => {
    const input = borrower();
    const idempotencyKey = `create-${crypto.randomUUID()}`;
    const first = await client.cases.create(input, { idempotencyKey });
    const second = await client.cases.create(input, { idempotencyKey });
    expect(second.case_id).toBe(first.case_id);
    expect(await client.cases.list({ reference_id: input.reference_id }).toArray()).toHaveLength(1);
    expect(await rejection(client.cases.create({ ...input, first_name: 'Grace' }, { idempotencyKey }))).toBeInstanceOf(ConflictError);
  });

  it('texts the borrower link and lists the message', async () => {
    const created = await client.cases.create(borrower({ phone_number: '+14155552671' }));
    const sms = await client.cases.sendSms(created.case_id);
    expect(sms).toMatchObject({ status: 'QUEUED', to: '+14155552671' });
    let messages: Awaited<ReturnType<ReturnType<typeof client.cases.messages>['toArray']>> = [];
    await pollUntil('the message is sent', async () => {
      messages = await client.cases.messages(created.case_id).toArray();
      return messages[0]?.status === 'SENT';
    });
    expect(messages[0]!.body).toContain(created.short_url);
  });
});

describe.runIf(EMBEDDED_HALF)('errors are typed and carry the request id', () => {
  it('404 for a case that is not there', async () => {
    const err = await rejection(client.cases.get(crypto.randomUUID()));
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err.status).toBe(404);
    expect(err.requestId).toMatch(/\S/);
    expect(err.request_id).toBe((err.body as { request_id: string }).request_id);
  });

  it('400 lists every invalid field', async () => {
    const err = await rejection(client.cases.create({ first_name: 'Ada', reference_id: 'x', phone_number: '555-0100', address: { postal_code: '123' } } as CreateCaseInput));
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.errors.map((e) => e.field)).toEqual(expect.arrayContaining(['last_name', 'phone_number', 'address.postal_code']));
    expect(err.requestId).toMatch(/\S/);
  });

  it('400 for an unknown API version, 401 for a bad key, 403 for the other surface', async () => {
    const unknownVersion = createClient({ baseUrl: service.baseUrl, apiKey: service.account.lender_key, apiVersion: '2024-01-01' as ApiVersion });
    const version = await rejection(unknownVersion.cases.list().toArray());
    expect(version).toBeInstanceOf(ValidationError);
    expect(version.errors[0]!.field).toBe('Service-Api-Version');

    const badKey = createClient({ baseUrl: service.baseUrl, apiKey: 'uw_sandbox_lender_nope' });
    expect(await rejection(badKey.cases.list().toArray())).toBeInstanceOf(AuthenticationError);
    expect(await rejection(client.dealer.cases.list().toArray())).toBeInstanceOf(PermissionError);
  });

  it('404 names the available modules when the workflow lacks the module', async () => {
    const bankOnly = service.account.workflows.find((w) => w.name === 'bank-only')!;
    const created = await client.cases.create(borrower({ workflow_id: bankOnly.workflow_id }));
    const err = await rejection(client.modules.run(created.case_id, 'paystub'));
    expect(err).toBeInstanceOf(NotFoundError);
    expect((err as NotFoundError).availableModules).toEqual(['cash_flow_analysis']);
  });

  it('409 for a module whose stage has not started', async () => {
    const created = await client.cases.create(borrower());
    const err = await rejection(client.modules.run(created.case_id, 'paystub'));
    expect(err).toBeInstanceOf(ConflictError);
    expect(err.message).toMatch(/\S/);
  });
});

describe.runIf(EMBEDDED_HALF)('documents, a run, its result in each version and its signed webhook', () => {
  it('uploads from a path, a Buffer and a stream, byte for byte', async () => {
    const created = await client.cases.create(borrower());
    const onDisk = path.join(files, 'january.csv');
    fs.writeFileSync(onDisk, SAMPLE_CSV);
    const fromBuffer = Buffer.from(tenWeekStatementCsv());
    const streamed = SAMPLE_CSV.replace('84.20', '84.30').replace('2415.80', '2415.70').replace('2377.55', '2377.45');
    const uploaded = await client.documents.upload(created.case_id, {
      files: [{ path: onDisk }, { data: fromBuffer, filename: 'ten-weeks.csv' }, { stream: Readable.from([Buffer.from(streamed)]), filename: 'march.csv' }],
    });
    expect(uploaded.documents.map((d) => [d.filename, d.document_category, d.sha256, d.size])).toEqual([
      ['january.csv', 'bank_statement', sha256(SAMPLE_CSV), Buffer.byteLength(SAMPLE_CSV)],
      ['ten-weeks.csv', 'bank_statement', sha256(fromBuffer), fromBuffer.length],
      ['march.csv', 'bank_statement', sha256(streamed), Buffer.byteLength(streamed)],
    ]);

    const fromFileStream = await client.documents.upload(created.case_id, { module_type: 'cash_flow_analysis', files: [{ stream: fs.createReadStream(onDisk), filename: 'again.csv' }] });
    expect(fromFileStream.documents[0]!.sha256).toBe(sha256(SAMPLE_CSV));

    const listed = await client.documents.list(created.case_id, { limit: 2 }).toArray();
    expect(listed.map((d) => d.filename)).toEqual(['january.csv', 'ten-weeks.csv', 'march.csv', 'again.csv']);
    await pollUntil('the statement is read', async () => (await client.documents.get(created.case_id, listed[1]!.document_id)).processing_status === 'PROCESSED');
    const detail = await client.documents.get(created.case_id, listed[1]!.document_id);
    expect(detail.statement).not.toBeNull();

    const refused = await rejection(client.documents.upload(created.case_id, { files: [{ data: Buffer.from('GIF89a not a statement'), filename: 'cat.gif' }] }));
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused.errors.map((e) => e.field)).toEqual(['files.0']);
  });

  it('runs cash_flow_analysis, reads the result typed per version, and verifies the MODULE_COMPLETED webhook', async () => {
    const created = await client.cases.create(borrower());
    await client.documents.upload(created.case_id, { files: [{ data: Buffer.from(tenWeekStatementCsv()), filename: 'statement.csv' }] });
    const run = await client.modules.run(created.case_id, 'cash_flow_analysis');
    expect(run.status).toBe('ANALYZING');
    const finished = await client.modules.waitUntilFinished(created.case_id, 'cash_flow_analysis', { intervalMs: 200 });
    expect(finished.status).toBe('COMPLETED');
    expect(finished.executions[0]!.execution_id).toBe(run.execution_id);
    const statuses = await client.modules.list(created.case_id);
    expect(statuses.map((m) => m.module_type).sort()).toEqual(['cash_flow_analysis', 'paystub']);

    // A biweekly payroll of 2,000.00: 2,000 x 26 / 12 a month.
    const result = await client.modules.result(created.case_id, 'cash_flow_analysis', finished.latest_result_id!);
    expect(result.data.income.monthly_income).toBe(4333.33);
    expect(result.data.income.streams[0]).toMatchObject({ frequency: 'BIWEEKLY', category: 'PAYROLL', confidence: expect.any(Number) });
    expect(result.data.risk.level).toEqual(expect.stringMatching(/^(LOW|MEDIUM|HIGH)$/));

    const july = await client.modules.result(created.case_id, 'cash_flow_analysis', result.result_id, { apiVersion: '2025-07-31' });
    expect(july.data.risk_level).toBe(result.data.risk.level);
    expect(july.data.monthly[0]!.inflow).toBe(result.data.monthly[0]!.inflow);
    const initial = await client.modules.result(created.case_id, 'cash_flow_analysis', result.result_id, { apiVersion: '2025-01-31' });
    expect(initial.data.monthly_summary[0]!.total_inflow).toBe(result.data.monthly[0]!.inflow);
    expect(initial.data.flags.every((f) => typeof f === 'string')).toBe(true);
    // @ts-expect-error -- `risk` is a 2025-09-30 field: the 2025-01-31 type has none
    expect(initial.data.risk).toBeUndefined();

    await pollUntil('MODULE_COMPLETED is delivered', () => receiver.received.some((r) => r.body?.case_id === created.case_id && r.body?.event === 'MODULE_COMPLETED'));
    const delivery = receiver.received.find((r) => r.body?.case_id === created.case_id && r.body?.event === 'MODULE_COMPLETED')!;
    const event = verifyWebhook(delivery.raw, delivery.headers, service.account.signing_secret);
    if (event.event !== 'MODULE_COMPLETED') throw new Error(`expected MODULE_COMPLETED, got ${event.event}`);
    expect(event.result_id).toBe(result.result_id);
    expect(verifyWebhook(delivery.raw, delivery.headers, service.account.signing_secret, { scheme: 'x-signature' }).event_id).toBe(event.event_id);

    const tampered = Buffer.from(delivery.raw.toString('utf8').replace(result.result_id, crypto.randomUUID()));
    expect(() => verifyWebhook(tampered, delivery.headers, service.account.signing_secret)).toThrow(WebhookVerificationError);
    const later = new Date((Number(delivery.headers['webhook-timestamp']) + 301) * 1000);
    expect(() => verifyWebhook(delivery.raw, delivery.headers, service.account.signing_secret, { now: later })).toThrow(/more than 300 s/);
  });

  it('connects the sandbox bank: user_good ends COMPLETED with 2,150 biweekly', async () => {
    const created = await client.cases.create(borrower());
    const connection = await client.sandbox.connectBank(created.case_id, { username: 'user_good' });
    expect(connection).toMatchObject({ institution_name: 'Sandbox Bank', transactions_imported: expect.any(Number) });
    const finished = await client.modules.waitUntilFinished(created.case_id, 'cash_flow_analysis', { intervalMs: 200 });
    expect(finished.status).toBe('COMPLETED');
    const result = await client.modules.result(created.case_id, 'cash_flow_analysis', finished.latest_result_id!);
    expect(result.data.income.monthly_income).toBe(4658.33);
    const verification = await client.verification(created.case_id);
    expect(verification.income).toMatchObject({ monthly_gross: 4658.33, source: 'BANK_DEPOSITS' });
  });

  it('connects a Plaid custom user, and refuses a username and a custom user together', async () => {
    const created = await client.cases.create(borrower());
    const customUser = JSON.parse(fs.readFileSync(externalFixture('plaid-sandbox-custom-users', 'bank_income_basic.json'), 'utf8'));
    const connection = await client.sandbox.connectBank(created.case_id, { custom_user: customUser });
    expect(connection.transactions_imported).toBe(74);
    const finished = await client.modules.waitUntilFinished(created.case_id, 'cash_flow_analysis', { intervalMs: 200 });
    const result = await client.modules.result(created.case_id, 'cash_flow_analysis', finished.latest_result_id!);
    // "Plaid Direct Dep": $5,500 a month in the file's last three months.
    expect(result.data.income.monthly_income).toBe(5500);

    const other = await client.cases.create(borrower());
    const refused = await rejection(client.sandbox.connectBank(other.case_id, { username: 'user_good', custom_user: customUser }));
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused.errors.length).toBeGreaterThan(0);
  });
});

describe.runIf(EMBEDDED_HALF)('events', () => {
  it('lists the events page by page, after an event, reads one with its delivery, and redelivers it', async () => {
    const created = await client.cases.create(borrower());
    await client.cases.cancel(created.case_id);
    const all = await client.events.list({ limit: 2 }).toArray();
    const ofCase = all.filter((e) => e.case_id === created.case_id).map((e) => e.event);
    expect(ofCase).toEqual(['CASE_CREATED', 'CASE_CANCELLED']);
    expect(all.map((e) => e.sequence)).toEqual([...all.map((e) => e.sequence)].sort((a, b) => a - b));

    const middle = Math.floor(all.length / 2);
    const after = await client.events.list({ after: all[middle]!.event_id, limit: 3 }).toArray();
    expect(after.map((e) => e.event_id)).toEqual(all.slice(middle + 1).map((e) => e.event_id));

    const cancelled = all.find((e) => e.case_id === created.case_id && e.event === 'CASE_CANCELLED')!;
    await pollUntil('CASE_CANCELLED is delivered', async () => (await client.events.get(cancelled.event_id)).delivery.status === 'DELIVERED');
    const before = receiver.counts().get(cancelled.event_id) ?? 0;
    const redelivery = await client.events.redeliver(cancelled.event_id);
    expect(redelivery).toMatchObject({ event_id: cancelled.event_id, status: 'PENDING' });
    await pollUntil('the event arrives again', () => (receiver.counts().get(cancelled.event_id) ?? 0) > before);
    const again = receiver.received.filter((r) => r.id === cancelled.event_id).at(-1)!;
    expect(verifyWebhook(again.raw, again.headers, service.account.signing_secret)).toEqual(cancelled);

    expect(await rejection(client.events.get(crypto.randomUUID()))).toBeInstanceOf(NotFoundError);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, smsMessages } from '../db/schema.ts';
import { rowCounts } from '../../test/db-helpers.ts';
import { appVariant } from '../../test/app-variant.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { expectErrorResponse, securitySuite, type RouteUnderTest } from '../../test/security-suite.ts';
import { sendSmsAttempt } from './sms.jobs.ts';
import { logSmsProvider, SmsSendError, type SmsProvider } from './sms.providers.ts';
import { fitsOneSegment, isGsm } from './sms-text.ts';

let h: Harness;
/** Without a worker: messages stay QUEUED, and row counts around a refused call do not move. */
let quiet: Harness;
let acct: SeededAccount;
let quietAcct: SeededAccount;
beforeAll(async () => {
  h = await createHarness({}, { worker: true });
  quiet = await createHarness({}, { worker: false });
  acct = await h.seedAccount({ name: 'Acme Lending' });
  quietAcct = await quiet.seedAccount({ name: 'Acme Lending' });
});
afterAll(async () => {
  await h?.close();
  await quiet?.close();
});

const ROUTES: RouteUnderTest[] = [
  { method: 'POST', url: (id) => `/api/cases/${id}/send-sms`, surface: 'LENDER', ok: 202 },
  { method: 'GET', url: (id) => `/api/cases/${id}/messages`, surface: 'LENDER', ok: 200 },
  { method: 'POST', url: (id) => `/api/dealer/cases/${id}/send-sms`, surface: 'DEALER', ok: 202 },
  { method: 'GET', url: (id) => `/api/dealer/cases/${id}/messages`, surface: 'DEALER', ok: 200 },
];
for (const route of ROUTES) securitySuite(() => quiet, route);

async function newCase(on: Harness, key: string, over: Record<string, unknown> = {}) {
  const res = await on.request(key, { method: 'POST', url: '/api/cases', payload: validCase(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { case_id: string; url: string; short_url: string; phone_number: string };
}

const sendSms = (on: Harness, key: string, caseId: string, headers: Record<string, string> = {}) =>
  on.request(key, { method: 'POST', url: `/api/cases/${caseId}/send-sms`, headers });

const messages = async (on: Harness, key: string, caseId: string, query = '') => {
  const res = await on.request(key, { method: 'GET', url: `/api/cases/${caseId}/messages${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Record<string, any>[]; next_cursor: string | null };
};

async function untilSent(caseId: string, smsId: string) {
  for (let i = 0; i < 300; i++) {
    const found = (await messages(h, acct.lender_key, caseId)).data.find((m) => m.sms_id === smsId);
    if (found && found.status !== 'QUEUED') return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`SMS ${smsId} still QUEUED after 30 s`);
}

describe('POST /api/cases/{case_id}/send-sms with the log provider', () => {
  it('202 QUEUED, then SENT: the text names the lender and carries the short link, which leads to the case', async () => {
    const c = await newCase(h, acct.lender_key);
    const res = await sendSms(h, acct.lender_key, c.case_id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ sms_id: expect.any(String), status: 'QUEUED', to: c.phone_number });

    const sent = await untilSent(c.case_id, res.json().sms_id);
    expect(sent).toEqual({
      sms_id: res.json().sms_id,
      to: '+14155552671',
      body: `Acme Lending: verify your income for your application here: ${c.short_url} Reply STOP to opt out.`,
      status: 'SENT',
      provider: 'log',
      attempts: 1,
      created_at: expect.any(String),
      sent_at: expect.any(String),
      error: null,
    });
    expect(isGsm(sent.body) && fitsOneSegment(sent.body)).toBe(true);

    const short = await h.request(null, { method: 'GET', url: new URL(c.short_url).pathname });
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(c.url);
  });

  it('lists the messages oldest first, a page at a time', async () => {
    const c = await newCase(quiet, quietAcct.lender_key);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await sendSms(quiet, quietAcct.lender_key, c.case_id)).json().sms_id);
    const all = await messages(quiet, quietAcct.lender_key, c.case_id);
    expect(all.data.map((m) => m.sms_id)).toEqual(ids);
    expect(all.data.map((m) => [m.status, m.attempts, m.sent_at, m.error])).toEqual(ids.map(() => ['QUEUED', 0, null, null]));
    expect(all.next_cursor).toBeNull();

    const first = await messages(quiet, quietAcct.lender_key, c.case_id, '?limit=2');
    expect(first.data.map((m) => m.sms_id)).toEqual(ids.slice(0, 2));
    const second = await messages(quiet, quietAcct.lender_key, c.case_id, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.data.map((m) => m.sms_id)).toEqual(ids.slice(2));
    expect(second.next_cursor).toBeNull();
    expect((await messages(quiet, quietAcct.lender_key, (await newCase(quiet, quietAcct.lender_key)).case_id)).data).toEqual([]);
  });

  it('an Idempotency-Key retry answers the first response and queues nothing more', async () => {
    const c = await newCase(quiet, quietAcct.lender_key);
    const first = await sendSms(quiet, quietAcct.lender_key, c.case_id, { 'idempotency-key': `sms-${c.case_id}` });
    expect(first.statusCode).toBe(202);
    const before = await rowCounts(quiet.store);
    const again = await sendSms(quiet, quietAcct.lender_key, c.case_id, { 'idempotency-key': `sms-${c.case_id}` });
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rowCounts(quiet.store)).toEqual(before);
    expect((await messages(quiet, quietAcct.lender_key, c.case_id)).data).toHaveLength(1);
  });

  it('the message and its job are written together: a refused request writes neither', async () => {
    const c = await newCase(quiet, quietAcct.lender_key);
    const before = await rowCounts(quiet.store);
    expect((await sendSms(quiet, quietAcct.lender_key, c.case_id)).statusCode).toBe(202);
    const after = await rowCounts(quiet.store);
    expect([after.smsMessages - before.smsMessages, after.jobs - before.jobs]).toEqual([1, 1]);
  });

  /** A refused send: the status, the one error shape, and nothing written. */
  async function refused(caseId: string, status: number) {
    const before = await rowCounts(quiet.store);
    const body = expectErrorResponse(await sendSms(quiet, quietAcct.lender_key, caseId), status);
    expect(await rowCounts(quiet.store)).toEqual(before);
    return body;
  }

  it('a case is sent at most SMS_MAX_PER_CASE texts in 24 hours: beyond, 429 with Retry-After, writing nothing', async () => {
    const c = await newCase(quiet, quietAcct.lender_key);
    for (let i = 0; i < 5; i++) expect((await sendSms(quiet, quietAcct.lender_key, c.case_id, { 'idempotency-key': `cap-${i}-${c.case_id}` })).statusCode).toBe(202);
    const body = await refused(c.case_id, 429);
    expect(body.message).toMatch(/5 texts in the last 24 hours/);
    const res = await sendSms(quiet, quietAcct.lender_key, c.case_id);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
    // A retry of one that was accepted still answers as it did; another case is not limited by this one.
    expect((await sendSms(quiet, quietAcct.lender_key, c.case_id, { 'idempotency-key': `cap-0-${c.case_id}` })).statusCode).toBe(202);
    const other = await newCase(quiet, quietAcct.lender_key);
    expect((await sendSms(quiet, quietAcct.lender_key, other.case_id)).statusCode).toBe(202);
  });

  it('SMS_MAX_PER_CASE sets the cap; texts older than 24 hours no longer count', async () => {
    const capped = await appVariant(quiet, { SMS_MAX_PER_CASE: 1 });
    try {
      const c = await newCase(quiet, quietAcct.lender_key);
      const send = () => capped.request(quietAcct.lender_key, { method: 'POST', url: `/api/cases/${c.case_id}/send-sms` });
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(429);
      await quiet.store.db.update(smsMessages).set({ createdAt: new Date(Date.now() - 24 * 3_600_000 - 1000) }).where(eq(smsMessages.caseId, c.case_id));
      expect((await send()).statusCode).toBe(202);
    } finally {
      await capped.close();
    }
  });

  it('400 when the case has no phone_number, saying so', async () => {
    const c = await newCase(quiet, quietAcct.lender_key, { phone_number: undefined });
    const body = await refused(c.case_id, 400);
    expect(body.message).toMatch(/no phone_number/);
    expect(body.errors).toEqual([{ field: 'phone_number', error: expect.stringContaining('required') }]);
  });

  it('409 for a cancelled case', async () => {
    const c = await newCase(quiet, quietAcct.lender_key);
    expect((await quiet.request(quietAcct.lender_key, { method: 'POST', url: `/api/cases/${c.case_id}/cancel` })).statusCode).toBe(200);
    expect((await refused(c.case_id, 409)).message).toMatch(/cancelled/);
  });

  it('409 for a completed case', async () => {
    const c = await newCase(quiet, quietAcct.lender_key);
    await quiet.store.db.update(cases).set({ status: 'COMPLETED' }).where(eq(cases.id, c.case_id));
    expect((await refused(c.case_id, 409)).message).toMatch(/completed/);
  });

  it('409 when the borrower link has expired', async () => {
    const c = await newCase(quiet, quietAcct.lender_key);
    await quiet.store.db.update(cases).set({ linkExpiresAt: new Date(Date.now() - 1000) }).where(eq(cases.id, c.case_id));
    expect((await refused(c.case_id, 409)).message).toMatch(/link has expired/);
  });

  it('400 for a body with fields (the operation takes none)', async () => {
    const c = await newCase(quiet, quietAcct.lender_key);
    const res = await quiet.request(quietAcct.lender_key, { method: 'POST', url: `/api/cases/${c.case_id}/send-sms`, payload: { to: '+14155552672' } });
    expectErrorResponse(res, 400);
  });

  it('a case made before its short code was kept gets its full link', async () => {
    const c = await newCase(quiet, quietAcct.lender_key);
    await quiet.store.db.update(cases).set({ shortCodeSealed: null }).where(eq(cases.id, c.case_id));
    expect((await sendSms(quiet, quietAcct.lender_key, c.case_id)).statusCode).toBe(202);
    const [message] = (await messages(quiet, quietAcct.lender_key, c.case_id)).data;
    expect(message.body).toContain(` ${c.url} `);
  });

  it('dealer keys text the link of dealer cases', async () => {
    const created = await quiet.request(quietAcct.dealer_key, { method: 'POST', url: '/api/dealer/cases', payload: validCase() });
    expect(created.statusCode, created.body).toBe(201);
    const res = await quiet.request(quietAcct.dealer_key, { method: 'POST', url: `/api/dealer/cases/${created.json().case_id}/send-sms` });
    expect(res.statusCode, res.body).toBe(202);
    const list = await quiet.request(quietAcct.dealer_key, { method: 'GET', url: `/api/dealer/cases/${created.json().case_id}/messages` });
    expect(list.json().data[0].body).toContain(created.json().short_url);
  });
});

describe('the sms.send job', () => {
  function counting(outcomes: (Error | null)[] = []): SmsProvider & { calls: number } {
    const p = {
      name: 'twilio' as const,
      calls: 0,
      async send() {
        const outcome = outcomes[p.calls++] ?? null;
        if (outcome) throw outcome;
        return { providerMessageId: `SM${p.calls}` };
      },
    };
    return p;
  }
  const deps = (provider: SmsProvider) => ({ store: quiet.store, jobs: quiet.jobs.sender, provider, retryDelayMs: 60_000, timeoutMs: 1_000, log: () => {} });
  const row = async (id: string) => (await quiet.store.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0];

  async function queued() {
    const c = await newCase(quiet, quietAcct.lender_key);
    return (await sendSms(quiet, quietAcct.lender_key, c.case_id)).json().sms_id as string;
  }

  it('sends once when the same attempt runs twice, and never sends a SENT message again', async () => {
    const id = await queued();
    const provider = counting();
    await sendSmsAttempt(deps(provider), { sms_id: id, attempt: 1 });
    await sendSmsAttempt(deps(provider), { sms_id: id, attempt: 1 });
    await sendSmsAttempt(deps(provider), { sms_id: id, attempt: 2 });
    expect(provider.calls).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'SENT', attempts: 1, provider: 'twilio', providerMessageId: 'SM1', error: null });
  });

  it('a failure that may pass keeps the message QUEUED with the error and queues the next attempt; a final one fails it', async () => {
    const id = await queued();
    const provider = counting([new SmsSendError('Twilio HTTP 503', true), new SmsSendError('Twilio 21610: Attempt to send to unsubscribed recipient', false)]);
    const jobsBefore = (await rowCounts(quiet.store)).jobs;
    await sendSmsAttempt(deps(provider), { sms_id: id, attempt: 1 });
    expect(await row(id)).toMatchObject({ status: 'QUEUED', attempts: 1, error: 'Twilio HTTP 503' });
    expect((await rowCounts(quiet.store)).jobs).toBe(jobsBefore + 1);
    await sendSmsAttempt(deps(provider), { sms_id: id, attempt: 2 });
    expect(await row(id)).toMatchObject({ status: 'FAILED', attempts: 2, error: 'Twilio 21610: Attempt to send to unsubscribed recipient', sentAt: null });
    await sendSmsAttempt(deps(provider), { sms_id: id, attempt: 3 });
    expect(provider.calls).toBe(2);
  });

  it('an unexpected error is taken as one that may pass', async () => {
    const id = await queued();
    await sendSmsAttempt(deps(counting([new Error('socket hang up')])), { sms_id: id, attempt: 1 });
    expect(await row(id)).toMatchObject({ status: 'QUEUED', attempts: 1, error: 'socket hang up' });
  });

  it('the log provider notes the message in the service log at info, without the number or the text', async () => {
    const lines: [string, string][] = [];
    const sent = await logSmsProvider((level, msg) => lines.push([level, msg])).send({ to: '+14155552671', body: 'Acme Lending: hello' });
    expect(sent.providerMessageId).toMatch(/^log_/);
    expect(lines).toEqual([['info', expect.stringMatching(/^SMS \(log provider, not sent\) log_\S+ to a number ending 71, 19 characters$/)]]);
  });
});

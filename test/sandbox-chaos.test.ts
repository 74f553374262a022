import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, validCase, type Harness, type SeededAccount } from './harness.ts';
import { pollUntil, startWebhookReceiver, type WebhookReceiver } from './processes.ts';

// Sandbox webhook chaos (docs/sandbox.md) against a real receiver on loopback, on whichever store
// the run uses. Production accounts retry after 10 minutes here: only the sandbox interval
// (SANDBOX_RETRY_INTERVAL_S, 0.2 s) lets the retries below come at all.

let h: Harness;
let rx: WebhookReceiver;
beforeAll(async () => {
  h = await createHarness({ WEBHOOK_RETRY_INTERVAL_MS: 600_000, SANDBOX_RETRY_INTERVAL_S: 0.2 }, { worker: true });
  rx = await startWebhookReceiver(() => 200);
});
afterAll(async () => {
  await rx?.close();
  await h?.close();
});

const get = async (acct: SeededAccount, url: string) => (await h.request(acct.lender_key, { method: 'GET', url })).json();

async function chaosAccount(settings: Record<string, number>) {
  const acct = await h.seedAccount({ webhookUrl: rx.url });
  const put = await h.request(acct.lender_key, { method: 'PUT', url: '/api/sandbox/webhook-chaos', payload: settings });
  expect(put.statusCode, put.body).toBe(200);
  return acct;
}

/** A case created then cancelled at once: CASE_CREATED (case_sequence 1) and CASE_CANCELLED (2). */
async function createdAndCancelled(acct: SeededAccount): Promise<string> {
  const res = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
  expect(res.statusCode, res.body).toBe(201);
  const caseId = res.json().case_id as string;
  const cancel = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/cancel` });
  expect(cancel.statusCode, cancel.body).toBe(200);
  return caseId;
}

const received = (caseId: string) => rx.received.filter((r) => r.body?.case_id === caseId);

describe('webhook chaos settings', () => {
  it('reads zeros until set, stores what PUT gives (an omitted setting is 0), and refuses values out of range', async () => {
    const acct = await h.seedAccount();
    expect(await get(acct, '/api/sandbox/webhook-chaos')).toEqual({ duplicate_rate: 0, reorder_window_ms: 0, fail_first_attempts: 0, retry_interval_s: 0.2, updated_at: null });
    const put = await h.request(acct.lender_key, { method: 'PUT', url: '/api/sandbox/webhook-chaos', payload: { duplicate_rate: 0.25, fail_first_attempts: 1 } });
    expect(put.json()).toMatchObject({ duplicate_rate: 0.25, reorder_window_ms: 0, fail_first_attempts: 1 });
    expect(await get(acct, '/api/sandbox/webhook-chaos')).toEqual(put.json());
    // The dealer surface reads the same account's settings.
    const dealer = await h.request(acct.dealer_key, { method: 'GET', url: '/api/dealer/sandbox/webhook-chaos' });
    expect(dealer.json()).toEqual(put.json());

    const bad = await h.request(acct.lender_key, { method: 'PUT', url: '/api/sandbox/webhook-chaos', payload: { duplicate_rate: 1.5, reorder_window_ms: 60_001, fail_first_attempts: 3, extra: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['duplicate_rate', 'extra', 'fail_first_attempts', 'reorder_window_ms']);
    // The wrong key type for the surface.
    expect((await h.request(acct.dealer_key, { method: 'GET', url: '/api/sandbox/webhook-chaos' })).statusCode).toBe(403);
  });
});

describe('chaos deliveries to a real receiver', () => {
  it('duplicate_rate 1: every event arrives exactly twice, with the same webhook-id and bytes; the events API shows the duplicate', async () => {
    const acct = await chaosAccount({ duplicate_rate: 1 });
    const caseIds = [await createdAndCancelled(acct), await createdAndCancelled(acct)];
    const events = (await get(acct, '/api/events')).data as Array<{ event_id: string }>;
    expect(events).toHaveLength(4);
    await pollUntil('every event twice', () => events.every((e) => rx.counts().get(e.event_id) === 2), 30_000, 50);
    await new Promise((r) => setTimeout(r, 1_500)); // no third copy comes
    for (const e of events) {
      const copies = rx.received.filter((r) => r.id === e.event_id);
      expect(copies).toHaveLength(2);
      expect(copies[1].raw.equals(copies[0].raw)).toBe(true);
      expect(copies[0].body.event_id).toBe(e.event_id);
      const detail = await get(acct, `/api/events/${e.event_id}`);
      expect(detail.delivery.status).toBe('DELIVERED');
      expect(detail.delivery.attempts.map((a: any) => [a.attempt, a.succeeded, a.chaos ?? null])).toEqual([[1, true, null], [1, true, 'duplicate']]);
      expect(detail.delivery.attempts[1].delivery_id).not.toBe(detail.delivery.attempts[0].delivery_id);
    }
    expect(caseIds.flatMap(received)).toHaveLength(8);
  });

  it("reorder window: a case's events arrive out of case_sequence order; the events API still lists them in order", async () => {
    const acct = await chaosAccount({ reorder_window_ms: 1_500 });
    const caseId = await createdAndCancelled(acct);
    await pollUntil('both events', () => received(caseId).length === 2, 30_000, 50);
    expect(received(caseId).map((r) => [r.body.event, r.body.case_sequence])).toEqual([['CASE_CANCELLED', 2], ['CASE_CREATED', 1]]);
    const listed = (await get(acct, '/api/events')).data;
    expect(listed.map((e: any) => [e.event, e.case_sequence])).toEqual([['CASE_CREATED', 1], ['CASE_CANCELLED', 2]]);
    const created = await get(acct, `/api/events/${listed[0].event_id}`);
    expect(created.delivery.attempts).toHaveLength(1);
    expect(created.delivery.attempts[0]).toMatchObject({ attempt: 1, succeeded: true, chaos: 'reordered' });
    const cancelled = await get(acct, `/api/events/${listed[1].event_id}`);
    expect(cancelled.delivery.attempts[0].chaos).toBeUndefined();
  });

  it('fail_first_attempts 2: each event is delivered on its third attempt, after two chaos failures that sent nothing', async () => {
    const acct = await chaosAccount({ fail_first_attempts: 2 });
    const caseId = await createdAndCancelled(acct);
    const events = (await get(acct, '/api/events')).data as Array<{ event_id: string }>;
    for (const e of events) {
      await pollUntil('delivered', async () => (await get(acct, `/api/events/${e.event_id}`)).delivery.status === 'DELIVERED', 30_000, 50);
      const { delivery } = await get(acct, `/api/events/${e.event_id}`);
      expect(delivery.attempts.map((a: any) => [a.attempt, a.succeeded, a.status_code, a.chaos ?? null])).toEqual([
        [1, false, null, 'forced_failure'],
        [2, false, null, 'forced_failure'],
        [3, true, 200, null],
      ]);
      expect(delivery.attempts[0].error).toMatch(/on purpose/);
      expect(new Set(delivery.attempts.map((a: any) => a.delivery_id)).size).toBe(1);
    }
    // Only the third attempt reached the receiver.
    expect(received(caseId).map((r) => r.id).sort()).toEqual(events.map((e) => e.event_id).sort());
  });

  it('settings apply only to their own account; production accounts refuse them', async () => {
    const calm = await h.seedAccount({ webhookUrl: rx.url });
    const caseId = await createdAndCancelled(calm);
    await pollUntil('both events', () => received(caseId).length === 2, 30_000, 50);
    const listed = (await get(calm, '/api/events')).data;
    // An attempt is recorded after its answer arrives, with others gathered meanwhile: wait for it.
    const attempts = async (id: string) => (await get(calm, `/api/events/${id}`)).delivery.attempts;
    await pollUntil('both attempts recorded', async () => (await Promise.all(listed.map((e: any) => attempts(e.event_id)))).every((a) => a.length > 0), 30_000, 50);
    for (const e of listed) expect((await attempts(e.event_id)).map((a: any) => a.chaos ?? null)).toEqual([null]);

    const prod = await h.seedAccount({ environment: 'production', allowIps: ['127.0.0.1/32'] });
    for (const [key, base] of [[prod.lender_key, '/api/sandbox'], [prod.dealer_key, '/api/dealer/sandbox']] as const) {
      expect((await h.request(key, { method: 'GET', url: `${base}/webhook-chaos` })).statusCode).toBe(403);
      const put = await h.request(key, { method: 'PUT', url: `${base}/webhook-chaos`, payload: { duplicate_rate: 1 } });
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toMatch(/sandbox accounts/);
    }
  });
});

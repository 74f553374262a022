import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, validCase, type Harness } from '../../test/harness.ts';
import { pollUntil, startWebhookReceiver, type WebhookReceiver } from '../../test/processes.ts';
import { accountsService } from '../accounts/accounts.service.ts';
import { verifyWebhook } from './signature.ts';

let h: Harness;
let rx: WebhookReceiver;
beforeAll(async () => {
  // Retries 200 ms apart; a receiver that does not answer in 1 s has failed.
  h = await createHarness({ WEBHOOK_TIMEOUT_MS: 1_000, WEBHOOK_RETRY_INTERVAL_MS: 200 }, { worker: true });
  rx = await startWebhookReceiver();
});
afterAll(async () => {
  await rx?.close();
  await h?.close();
});

/** A new account sending to the receiver, one case created through the API: returns its event id. */
async function oneEvent(answer: WebhookReceiver['answer']) {
  const acct = await h.seedAccount({ webhookUrl: rx.url });
  const mine = new Set<string>();
  rx.answer = (req, i) => (mine.has(req.body?.case_id) ? answer(req, i) : 200);
  const res = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
  expect(res.statusCode, res.body).toBe(201);
  mine.add(res.json().case_id);
  const eventId = (await h.request(acct.lender_key, { method: 'GET', url: '/api/events' })).json().data[0].event_id as string;
  const requests = () => rx.received.filter((r) => r.id === eventId);
  const detail = async () => (await h.request(acct.lender_key, { method: 'GET', url: `/api/events/${eventId}` })).json();
  return { acct, eventId, requests, detail };
}

async function settled(detail: () => Promise<any>, status: 'DELIVERED' | 'DROPPED', attempts: number) {
  await pollUntil(`delivery ${status} after ${attempts} attempts`, async () => {
    const d = await detail();
    return d.delivery.status === status && d.delivery.attempts.length === attempts;
  }, 30_000, 50);
  return (await detail()).delivery;
}

describe('webhook delivery to a real receiver', () => {
  it('signs the exact bytes sent: X-Signature, the Standard Webhooks headers, verified by the standardwebhooks package', async () => {
    const { acct, eventId, requests, detail } = await oneEvent(() => 200);
    const delivery = await settled(detail, 'DELIVERED', 1);
    const [got] = requests();
    expect(got.headers['webhook-id']).toBe(eventId);
    expect(got.headers['content-type']).toBe('application/json');
    // The body is exactly the event as GET /api/events shows it.
    const { delivery: _, ...event } = await detail();
    expect(got.raw.toString('utf8')).toBe(JSON.stringify(event));
    expect(new Webhook(acct.signing_secret).verify(got.raw, got.headers as Record<string, string>)).toEqual(event);
    expect(verifyWebhook(got.raw, got.headers, acct.signing_secret)).toBe(true);
    expect(verifyWebhook(got.raw, { 'x-signature': got.headers['x-signature'] }, acct.signing_secret)).toBe(true);
    // One changed byte, or a re-serialised body, fails.
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(got.raw.toString()), null, 1));
    expect(verifyWebhook(reserialised, got.headers, acct.signing_secret)).toBe(false);
    expect(() => new Webhook(acct.signing_secret).verify(reserialised, got.headers as Record<string, string>)).toThrow();
    expect(verifyWebhook(got.raw, { 'x-signature': got.headers['x-signature'] }, 'whsec_' + Buffer.alloc(32).toString('base64'))).toBe(false);
    expect(delivery.attempts[0]).toMatchObject({ attempt: 1, succeeded: true, status_code: 200, error: null, url: rx.url });
  });

  it('a receiver that fails twice then succeeds gets exactly 3 attempts, all with the same event_id', async () => {
    let n = 0;
    const { eventId, requests, detail } = await oneEvent(() => (++n <= 2 ? 500 : 204));
    const delivery = await settled(detail, 'DELIVERED', 3);
    expect(requests().map((r) => r.id)).toEqual([eventId, eventId, eventId]);
    expect(delivery.attempts.map((a: any) => [a.attempt, a.status_code, a.succeeded])).toEqual([[1, 500, false], [2, 500, false], [3, 204, true]]);
    // The receiver's answer ("receiver says no") is never shown: the status and fixed words only.
    expect(delivery.attempts[0].error).toBe('The endpoint answered 500');
    expect(new Set(delivery.attempts.map((a: any) => a.delivery_id)).size).toBe(1);
  });

  it('always failing: exactly two retries, then DROPPED; the event stays readable and can be redelivered', async () => {
    let fail = true;
    const { acct, eventId, requests, detail } = await oneEvent(() => (fail ? 503 : 200));
    const dropped = await settled(detail, 'DROPPED', 3);
    expect(requests()).toHaveLength(3);
    expect(dropped.attempts.every((a: any) => !a.succeeded)).toBe(true);
    await new Promise((r) => setTimeout(r, 600)); // no fourth attempt comes
    expect(requests()).toHaveLength(3);

    fail = false;
    const re = await h.request(acct.lender_key, { method: 'POST', url: `/api/events/${eventId}/redeliver` });
    expect(re.statusCode, re.body).toBe(202);
    const after = await settled(detail, 'DELIVERED', 4);
    expect(after.attempts[3]).toMatchObject({ delivery_id: re.json().delivery_id, attempt: 1, succeeded: true });
    expect(requests().map((r) => r.id)).toEqual([eventId, eventId, eventId, eventId]);
  });

  it('a receiver that hangs past WEBHOOK_TIMEOUT_MS counts as a failure', async () => {
    let n = 0;
    const { detail } = await oneEvent(() => (++n === 1 ? 'hold' : 200));
    const delivery = await settled(detail, 'DELIVERED', 2);
    expect(delivery.attempts[0]).toMatchObject({ attempt: 1, succeeded: false, status_code: null });
    expect(delivery.attempts[0].error).toBe('No answer within 1000 ms');
    expect(delivery.attempts[0].duration_ms).toBeGreaterThanOrEqual(900);
  });

  it('a 3xx is a failure and its Location is not followed', async () => {
    const { detail, requests } = await oneEvent(() => 302);
    const delivery = await settled(detail, 'DROPPED', 3);
    expect(delivery.attempts[0].status_code).toBe(302);
    expect(delivery.attempts[0].error).toBe('The endpoint answered 302: redirects are not followed');
    expect(requests()).toHaveLength(3);
  });

  it('after a signing-secret rotation both secrets verify during the overlap; X-Signature uses the new one', async () => {
    const acct = await h.seedAccount({ webhookUrl: rx.url });
    rx.answer = () => 200;
    const rotated = await h.accounts.rotateSigningSecret(acct.account_id, 24);
    expect(rotated.signing_secret).toMatch(/^whsec_/);
    expect(rotated.signing_secret).not.toBe(acct.signing_secret);
    const res = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
    const caseId = res.json().case_id;
    await pollUntil('delivery', () => rx.received.some((r) => r.body?.case_id === caseId), 30_000, 50);
    const got = rx.received.find((r) => r.body?.case_id === caseId)!;
    expect(String(got.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [acct.signing_secret, rotated.signing_secret]) {
      expect(new Webhook(secret).verify(got.raw, got.headers as Record<string, string>)).toMatchObject({ case_id: caseId });
    }
    expect(verifyWebhook(got.raw, { 'x-signature': got.headers['x-signature'] }, rotated.signing_secret)).toBe(true);
    expect(verifyWebhook(got.raw, { 'x-signature': got.headers['x-signature'] }, acct.signing_secret)).toBe(false);

    // Without an overlap the old secret stops at once.
    const again = await h.accounts.rotateSigningSecret(acct.account_id, 0);
    const res2 = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
    const case2 = res2.json().case_id;
    await pollUntil('delivery', () => rx.received.some((r) => r.body?.case_id === case2), 30_000, 50);
    const got2 = rx.received.find((r) => r.body?.case_id === case2)!;
    expect(String(got2.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => new Webhook(rotated.signing_secret).verify(got2.raw, got2.headers as Record<string, string>)).toThrow();
    expect(new Webhook(again.signing_secret).verify(got2.raw, got2.headers as Record<string, string>)).toMatchObject({ case_id: case2 });
  });

  it('production: a URL that became forbidden is recorded as a failed attempt with the reason, and nothing is sent', async () => {
    const acct = await h.seedAccount({ environment: 'production', webhookUrl: 'https://hooks.example.com/underwrite', allowIps: ['127.0.0.1/32'] });
    // Set before the policy existed, or changed under it: the delivery checks again.
    await h.store.db.execute(`update accounts set webhook_url = '${rx.url.replace('http:', 'https:')}' where id = '${acct.account_id}'` as never);
    const before = rx.received.length;
    const res = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
    expect(res.statusCode, res.body).toBe(201);
    const eventId = (await h.request(acct.lender_key, { method: 'GET', url: '/api/events' })).json().data[0].event_id;
    const detail = async () => (await h.request(acct.lender_key, { method: 'GET', url: `/api/events/${eventId}` })).json();
    const delivery = await settled(detail, 'DROPPED', 3);
    expect(delivery.attempts[0].error).toMatch(/^refused: .*127\.0\.0\.1.*loopback/);
    expect(rx.received.length).toBe(before);
  });

  it('duplicates of one event carry the same event_id and bytes (redelivery of a delivered event)', async () => {
    const { acct, eventId, requests, detail } = await oneEvent(() => 200);
    await settled(detail, 'DELIVERED', 1);
    await h.request(acct.lender_key, { method: 'POST', url: `/api/events/${eventId}/redeliver` });
    await settled(detail, 'DELIVERED', 2);
    const [a, b] = requests();
    expect(b.id).toBe(a.id);
    expect(b.raw.equals(a.raw)).toBe(true);
  });
});

describe('setting a webhook URL', () => {
  it.each([
    ['production', 'http://hooks.example.com/x', /must use https/],
    ['production', 'https://127.0.0.1/x', /loopback/],
    ['production', 'https://localhost/x', /loopback/],
    ['production', 'https://10.1.2.3/x', /private/],
    ['production', 'https://169.254.169.254/latest', /cloud metadata/],
    ['production', 'https://[::ffff:7f00:1]/x', /loopback/],
    ['production', 'https://[::127.0.0.1]/x', /loopback/],
    ['production', 'https://[0:0:0:0:0:ffff:a00:1]/x', /private/],
    ['production', 'https://[0:0:0:0:0:0:0:1]/x', /loopback/],
    ['sandbox', 'http://10.1.2.3/x', /private/],
    ['sandbox', 'http://192.168.1.10/x', /private/],
    ['sandbox', 'http://[::ffff:c0a8:10a]/x', /private/],
    ['sandbox', 'http://169.254.169.254/latest/meta-data', /cloud metadata/],
    ['sandbox', 'http://[fd00:ec2::254]/latest', /cloud metadata/],
    ['sandbox', 'http://100.100.100.200/latest', /cloud metadata/],
    ['sandbox', 'http://[fe80::1]/x', /link-local/],
    ['sandbox', 'http://0.0.0.0:8080/x', /unspecified/],
    ['production', 'https://[::1]/x', /loopback/],
    ['production', 'https://[fd00::1]/x', /private/],
    ['production', 'https://user:pw@hooks.example.com/x', /user name or password/],
    ['sandbox', 'ftp://hooks.example.com/x', /http or https/],
    ['sandbox', 'not a url', /not a URL/],
  ])('%s refuses %s with a clear message', async (environment, url, why) => {
    const acct = await h.seedAccount({ environment: environment as 'sandbox' | 'production' });
    const err = await h.accounts.setWebhook(acct.account_id, url).then(() => null, (e: Error) => e);
    expect(err?.message).toMatch(why);
  });

  it('sandbox reaches private ranges only with WEBHOOK_SANDBOX_ALLOW_PRIVATE, and never link-local or metadata addresses', async () => {
    const permissive = accountsService(h.store, { keyOverlapDays: 7, box: h.box, sandboxAllowLocal: true, sandboxAllowPrivate: true });
    const acct = await h.seedAccount();
    expect((await permissive.setWebhook(acct.account_id, 'http://10.1.2.3:8080/hook')).url).toBe('http://10.1.2.3:8080/hook');
    expect((await permissive.setWebhook(acct.account_id, 'http://[fd12::5]/hook')).url).toBe('http://[fd12::5]/hook');
    for (const [url, why] of [['http://169.254.169.254/latest', /cloud metadata/], ['http://[fd00:ec2::254]/', /cloud metadata/], ['http://[fe80::1]/', /link-local/]] as const) {
      await expect(permissive.setWebhook(acct.account_id, url)).rejects.toThrow(why);
    }
    const strict = accountsService(h.store, { keyOverlapDays: 7, box: h.box, sandboxAllowLocal: false });
    await expect(strict.setWebhook(acct.account_id, 'http://127.0.0.1:9/hook')).rejects.toThrow(/https/);
    await expect(strict.setWebhook(acct.account_id, 'https://127.0.0.1:9/hook')).rejects.toThrow(/loopback/);
  });

  it.each([
    ['sandbox', 'http://127.0.0.1:9/hook'],
    ['sandbox', 'http://[::1]:9/hook'],
    ['sandbox', 'http://localhost:3000/hook'],
    ['production', 'https://hooks.example.com/underwrite'],
    ['production', 'https://93.184.216.34/hook'],
  ])('%s accepts %s', async (environment, url) => {
    const acct = await h.seedAccount({ environment: environment as 'sandbox' | 'production' });
    expect((await h.accounts.setWebhook(acct.account_id, url)).url).toBe(new URL(url).toString());
  });
});

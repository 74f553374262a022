import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signatureHeaders } from '../../src/webhooks/signature.ts';
import { verifyWebhook, WebhookVerificationError, type WebhookEvent } from '../src/index.ts';

const secret = `whsec_${crypto.randomBytes(24).toString('base64')}`;
const now = new Date('2026-03-02T10:00:00.000Z');
const nowSeconds = Math.floor(now.getTime() / 1000);
const event = {
  event_id: crypto.randomUUID(),
  webhook_type: 'MODULE',
  event: 'MODULE_COMPLETED',
  case_id: crypto.randomUUID(),
  reference_id: 'loan-7',
  environment: 'sandbox',
  created_at: now.toISOString(),
  module_type: 'CASH_FLOW_ANALYSIS',
  instance_id: crypto.randomUUID(),
  result_id: crypto.randomUUID(),
  execution_id: crypto.randomUUID(),
  sequence: 4,
  case_sequence: 3,
};
const body = Buffer.from(JSON.stringify(event));

function reason(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookVerificationError);
    return (err as WebhookVerificationError).reason;
  }
  throw new Error('expected a WebhookVerificationError');
}

describe('verifyWebhook', () => {
  it("accepts the service's signatures and returns the event, typed", () => {
    const headers = signatureHeaders(body, event.event_id, nowSeconds, [secret]);
    const got = verifyWebhook(body, headers, secret, { now });
    expect(got).toEqual(event);
    if (got.event !== 'MODULE_COMPLETED') throw new Error('narrowing on `event`');
    expect(got.result_id).toBe(event.result_id);
    // the body as a string, Fetch Headers, and each scheme alone
    expect(verifyWebhook(body.toString('utf8'), new Headers(headers), secret, { now })).toEqual(event);
    expect(verifyWebhook(body, { 'X-Signature': headers['x-signature'] }, secret)).toEqual(event);
    expect(verifyWebhook(body, headers, secret, { now, scheme: 'x-signature' })).toEqual(event);
  });

  it('agrees with the Standard Webhooks library', () => {
    const signature = new Webhook(secret).sign(event.event_id, now, body.toString('utf8'));
    const headers = { 'webhook-id': event.event_id, 'webhook-timestamp': String(nowSeconds), 'webhook-signature': signature };
    expect(verifyWebhook<WebhookEvent>(body, headers, secret, { now }).event_id).toBe(event.event_id);
  });

  it('accepts either secret of a rotation, in the header or in the call', () => {
    const next = `whsec_${crypto.randomBytes(24).toString('base64')}`;
    const headers = signatureHeaders(body, event.event_id, nowSeconds, [next, secret]);
    expect(verifyWebhook(body, headers, secret, { now }).event_id).toBe(event.event_id);
    expect(verifyWebhook(body, headers, next, { now }).event_id).toBe(event.event_id);
    const onlyNew = signatureHeaders(body, event.event_id, nowSeconds, [next]);
    expect(verifyWebhook(body, onlyNew, [secret, next], { now }).event_id).toBe(event.event_id);
    expect(verifyWebhook(body, { 'x-signature': onlyNew['x-signature'] }, [secret, next]).event_id).toBe(event.event_id);
  });

  it('refuses a tampered body, another secret, a stale or future timestamp, and missing headers', () => {
    const headers = signatureHeaders(body, event.event_id, nowSeconds, [secret]);
    const tampered = Buffer.from(body.toString('utf8').replace('loan-7', 'loan-8'));
    expect(reason(() => verifyWebhook(tampered, headers, secret, { now }))).toBe('INVALID_SIGNATURE');
    expect(reason(() => verifyWebhook(tampered, { 'x-signature': headers['x-signature'] }, secret))).toBe('INVALID_SIGNATURE');
    expect(reason(() => verifyWebhook(body, headers, `whsec_${crypto.randomBytes(24).toString('base64')}`, { now }))).toBe('INVALID_SIGNATURE');
    // a re-serialised parse is not the bytes that were signed
    expect(reason(() => verifyWebhook(JSON.stringify(event, null, 2), headers, secret, { now }))).toBe('INVALID_SIGNATURE');

    const later = (s: number) => new Date(now.getTime() + s * 1000);
    expect(verifyWebhook(body, headers, secret, { now: later(300) }).event_id).toBe(event.event_id);
    expect(reason(() => verifyWebhook(body, headers, secret, { now: later(301) }))).toBe('TIMESTAMP_OUT_OF_TOLERANCE');
    expect(reason(() => verifyWebhook(body, headers, secret, { now: later(-301) }))).toBe('TIMESTAMP_OUT_OF_TOLERANCE');
    expect(verifyWebhook(body, headers, secret, { now: later(3600), toleranceSeconds: 3600 }).event_id).toBe(event.event_id);
    // a replay with a fresh timestamp but the old signature
    expect(reason(() => verifyWebhook(body, { ...headers, 'webhook-timestamp': String(nowSeconds + 60) }, secret, { now }))).toBe('INVALID_SIGNATURE');
    expect(reason(() => verifyWebhook(body, { ...headers, 'webhook-timestamp': 'yesterday' }, secret, { now }))).toBe('INVALID_TIMESTAMP');

    expect(reason(() => verifyWebhook(body, {}, secret))).toBe('MISSING_SIGNATURE');
    expect(reason(() => verifyWebhook(body, { 'x-signature': headers['x-signature'] }, secret, { scheme: 'standard-webhooks' }))).toBe('MISSING_SIGNATURE');
    expect(reason(() => verifyWebhook(body, { 'x-signature': headers['x-signature'].slice(0, -2) }, secret))).toBe('INVALID_SIGNATURE');
  });

  it('refuses a signed body that is not JSON', () => {
    const raw = Buffer.from('not json');
    expect(reason(() => verifyWebhook(raw, signatureHeaders(raw, event.event_id, nowSeconds, [secret]), secret, { now }))).toBe('INVALID_BODY');
  });
});

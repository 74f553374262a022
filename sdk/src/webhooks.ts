import crypto from 'node:crypto';
import type { WebhookEvent } from './webhook-events.js';

export type WebhookVerificationReason =
  | 'MISSING_SIGNATURE'
  | 'INVALID_TIMESTAMP'
  | 'TIMESTAMP_OUT_OF_TOLERANCE'
  | 'INVALID_SIGNATURE'
  | 'INVALID_BODY';

/** A delivery that must not be trusted; answer it with 401 (or 400) and do nothing else. */
export class WebhookVerificationError extends Error {
  readonly reason: WebhookVerificationReason;
  constructor(reason: WebhookVerificationReason, message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
    this.reason = reason;
  }
}

export interface VerifyWebhookOptions {
  /** Largest distance between `webhook-timestamp` and now, in seconds (replays). Default 300. */
  toleranceSeconds?: number;
  /** Which signature to check. Default: Standard Webhooks when its headers came, else `X-Signature`. */
  scheme?: 'standard-webhooks' | 'x-signature';
  now?: Date;
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const h = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(h).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : h[key];
  return Array.isArray(v) ? v[0] : v;
}

/** Lengths first, then a constant-time comparison. */
function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Standard Webhooks keys with the base64-decoded part after `whsec_`. */
function standardKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

function checkStandard(body: Buffer, headers: WebhookHeaders, secrets: string[], opts: VerifyWebhookOptions): void {
  const id = header(headers, 'webhook-id');
  const ts = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !ts || !signatures) throw new WebhookVerificationError('MISSING_SIGNATURE', 'The webhook-id, webhook-timestamp and webhook-signature headers are required');
  if (!/^\d+$/.test(ts)) throw new WebhookVerificationError('INVALID_TIMESTAMP', 'webhook-timestamp is not a number of seconds');
  const now = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  const tolerance = opts.toleranceSeconds ?? 300;
  if (Math.abs(now - Number(ts)) > tolerance) {
    throw new WebhookVerificationError('TIMESTAMP_OUT_OF_TOLERANCE', `webhook-timestamp is more than ${tolerance} s from now: a replay, or a clock to set right`);
  }
  const given = signatures.split(' ').filter((s) => s.startsWith('v1,')).map((s) => s.slice(3));
  for (const secret of secrets) {
    const expected = crypto.createHmac('sha256', standardKey(secret)).update(`${id}.${ts}.`).update(body).digest('base64');
    if (given.some((g) => safeEqual(g, expected))) return;
  }
  throw new WebhookVerificationError('INVALID_SIGNATURE', 'No webhook-signature matches the body and secret');
}

function checkXSignature(body: Buffer, headers: WebhookHeaders, secrets: string[]): void {
  const given = header(headers, 'x-signature');
  if (!given) throw new WebhookVerificationError('MISSING_SIGNATURE', 'The X-Signature header is required');
  for (const secret of secrets) {
    if (safeEqual(given, `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`)) return;
  }
  throw new WebhookVerificationError('INVALID_SIGNATURE', 'X-Signature does not match the body and secret');
}

/**
 * Checks a delivery and returns its event. Pass the body exactly as received (bytes or string,
 * never a re-serialised parse), the request's headers and the signing secret (`whsec_...`; during
 * a rotation, both secrets). Throws WebhookVerificationError when it must not be trusted.
 *
 * - Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>`), keyed
 *   with the base64-decoded part after `whsec_`, and the timestamp within `toleranceSeconds`;
 * - `X-Signature: sha256=<hex>`, keyed with the secret string's UTF-8 bytes (no timestamp, so no
 *   replay check: prefer the former).
 */
export function verifyWebhook<E = WebhookEvent>(body: Uint8Array | string, headers: WebhookHeaders, secret: string | string[], opts: VerifyWebhookOptions = {}): E {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const secrets = [secret].flat().filter((s) => s.length > 0);
  if (secrets.length === 0) throw new TypeError('verifyWebhook needs the signing secret');
  const scheme = opts.scheme ?? (header(headers, 'webhook-signature') !== undefined ? 'standard-webhooks' : 'x-signature');
  if (scheme === 'standard-webhooks') checkStandard(bytes, headers, secrets, opts);
  else checkXSignature(bytes, headers, secrets);
  try {
    return JSON.parse(bytes.toString('utf8')) as E;
  } catch {
    throw new WebhookVerificationError('INVALID_BODY', 'The signed body is not JSON');
  }
}

import crypto from 'node:crypto';

/**
 * Webhook signatures (contracts section 6), over the exact bytes sent:
 * - `X-Signature: sha256=<hex HMAC-SHA256(body)>`, keyed with the secret string `whsec_...` as UTF-8;
 * - Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256("id.timestamp.body")>`,
 *   keyed with the base64-decoded part after `whsec_`. During a secret rotation it lists one
 *   signature per secret, separated by spaces, as that standard allows.
 */
export function signatureHeaders(body: Buffer, eventId: string, timestampSeconds: number, secrets: string[]): Record<string, string> {
  const [current] = secrets;
  return {
    'x-signature': `sha256=${crypto.createHmac('sha256', current).update(body).digest('hex')}`,
    'webhook-id': eventId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((s) => `v1,${standardSignature(s, eventId, timestampSeconds, body)}`).join(' '),
  };
}

function standardKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

function standardSignature(secret: string, eventId: string, timestampSeconds: number, body: Buffer): string {
  return crypto.createHmac('sha256', standardKey(secret)).update(`${eventId}.${timestampSeconds}.`).update(body).digest('base64');
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export interface VerifyOptions {
  /** Largest accepted distance between `webhook-timestamp` and now, in seconds (replays). Default 300. */
  toleranceSeconds?: number;
  now?: Date;
}

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : headers[key];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * For receivers: true when the raw body and headers were signed with `secret`. Checks the
 * Standard Webhooks signature and timestamp when those headers are present, else `X-Signature`.
 * Pass the bytes exactly as received, never a re-serialised parse.
 */
export function verifyWebhook(rawBody: Buffer | string, headers: Headers, secret: string, opts: VerifyOptions = {}): boolean {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  const id = header(headers, 'webhook-id');
  const ts = header(headers, 'webhook-timestamp');
  const sigs = header(headers, 'webhook-signature');
  if (id && ts && sigs) {
    if (!/^\d+$/.test(ts)) return false;
    const now = Math.floor((opts.now ?? new Date()).getTime() / 1000);
    if (Math.abs(now - Number(ts)) > (opts.toleranceSeconds ?? 300)) return false;
    const expected = standardSignature(secret, id, Number(ts), body);
    return sigs.split(' ').some((s) => s.startsWith('v1,') && safeEqual(s.slice(3), expected));
  }
  const x = header(headers, 'x-signature');
  if (!x) return false;
  return safeEqual(x, `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`);
}

import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkEndpointUrl, ForbiddenEndpointError, resolveEndpoint, type EndpointPolicy } from './endpoint-policy.ts';

export interface AttemptOutcome {
  succeeded: boolean;
  statusCode: number | null;
  durationMs: number;
  /** Why it failed, short enough to store (a status line, a network error, a refused address). */
  error: string | null;
}

const EXCERPT_BYTES = 512;
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * POSTs one webhook. Success is a 2xx within `timeoutMs`; a 3xx is a failure (redirects are never
 * followed); the host is resolved and checked against the policy at every delivery, and the
 * connection goes to the checked addresses only.
 */
export async function postWebhook(rawUrl: string, body: Buffer, headers: Record<string, string>, opts: { timeoutMs: number; policy: EndpointPolicy }): Promise<AttemptOutcome> {
  const started = performance.now();
  const done = (o: Omit<AttemptOutcome, 'durationMs'>): AttemptOutcome => ({ ...o, durationMs: Math.round(performance.now() - started) });
  let url: URL;
  let addresses: { address: string; family: 4 | 6 }[];
  try {
    url = checkEndpointUrl(rawUrl, opts.policy);
    addresses = await resolveEndpoint(url, opts.policy);
  } catch (err) {
    if (err instanceof ForbiddenEndpointError) return done({ succeeded: false, statusCode: null, error: `refused: ${err.message}` });
    throw err;
  }
  const lookup: LookupFunction = (_host, options, cb) => {
    const pick = addresses.find((a) => !options.family || a.family === options.family) ?? addresses[0];
    if ((options as { all?: boolean }).all) (cb as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
    else cb(null, pick.address, pick.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (o: Omit<AttemptOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(o));
    };
    const req = client.request(url, {
      method: 'POST',
      agent: url.protocol === 'https:' ? agents.https : agents.http,
      lookup,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(body.length), 'user-agent': 'underwrite-webhooks/1' },
    });
    const timer = setTimeout(() => {
      finish({ succeeded: false, statusCode: null, error: `no answer within ${opts.timeoutMs} ms` });
      req.destroy();
    }, opts.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => finish({ succeeded: false, statusCode: null, error: `${err.code ?? 'error'}: ${err.message}`.slice(0, EXCERPT_BYTES) }));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        if (size < EXCERPT_BYTES) chunks.push(c);
        size += c.length;
      });
      res.on('error', (err) => finish({ succeeded: false, statusCode: status, error: `response: ${err.message}` }));
      res.on('end', () => {
        if (status >= 200 && status < 300) return finish({ succeeded: true, statusCode: status, error: null });
        const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8').replace(/\s+/g, ' ').trim();
        const what = status >= 300 && status < 400 ? `redirect to ${res.headers.location ?? '(no location)'} not followed` : `HTTP ${status}`;
        finish({ succeeded: false, statusCode: status, error: excerpt ? `${what}: ${excerpt}`.slice(0, EXCERPT_BYTES) : what });
      });
    });
    req.end(body);
  });
}

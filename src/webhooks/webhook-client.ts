import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkEndpointUrl, ForbiddenEndpointError, resolveEndpoint, type EndpointPolicy } from './endpoint-policy.ts';

export interface AttemptOutcome {
  succeeded: boolean;
  statusCode: number | null;
  durationMs: number;
  /**
   * Why it failed, in fixed words the account may read: the status, a kind of network error, or
   * why the address was refused. Never what the endpoint answered: behind a URL the account chose
   * may be a service it should not be able to read.
   */
  error: string | null;
}

/** What an attempt that got an answer other than 2xx shows. */
export function answeredMessage(status: number): string {
  return status >= 300 && status < 400 ? `The endpoint answered ${status}: redirects are not followed` : `The endpoint answered ${status}`;
}

/** A network error as one of a few fixed kinds. */
export function networkErrorMessage(err: NodeJS.ErrnoException): string {
  const code = err.code ?? '';
  if (code === 'ECONNREFUSED') return 'Connection refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'Connection reset';
  if (code === 'ETIMEDOUT') return 'Connection timed out';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'Host unreachable';
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_CERT)/.test(code) || /certificate|TLS|SSL/i.test(err.message)) return 'TLS error';
  return 'Connection failed';
}
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
      finish({ succeeded: false, statusCode: null, error: `No answer within ${opts.timeoutMs} ms` });
      req.destroy();
    }, opts.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => finish({ succeeded: false, statusCode: null, error: networkErrorMessage(err) }));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      res.resume(); // the answer's body is read to the end (so the connection can be reused) and dropped
      res.on('error', () => finish({ succeeded: false, statusCode: status, error: 'The answer was cut off' }));
      res.on('end', () => {
        if (status >= 200 && status < 300) return finish({ succeeded: true, statusCode: status, error: null });
        finish({ succeeded: false, statusCode: status, error: answeredMessage(status) });
      });
    });
    req.end(body);
  });
}

import type { Dispatcher } from 'undici';
import { checkEndpointUrl, ForbiddenEndpointError, resolveEndpoint, type EndpointPolicy } from './endpoint-policy.ts';
import { pinnedAgent, type CheckedAddress } from './webhook-agents.ts';

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
  // UND_ERR_SOCKET: the other side closed the connection before answering (node's client says ECONNRESET).
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') return 'Connection reset';
  if (code === 'ETIMEDOUT') return 'Connection timed out';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'Host unreachable';
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_CERT)/.test(code) || /certificate|TLS|SSL/i.test(err.message)) return 'TLS error';
  return 'Connection failed';
}

/** A URL already checked under a policy: what sending to it needs, worked out once. */
interface CheckedUrl {
  url: URL;
  origin: string;
  path: string;
}

/**
 * URLs checked lately, by policy and URL string: a worker sends to the same few endpoints again and
 * again, and a URL string's shape under a policy never changes (its host is still resolved and its
 * addresses checked at every delivery). Emptied when full.
 */
const checkedUrls = new Map<string, CheckedUrl | ForbiddenEndpointError>();
const CHECKED_URLS_MAX = 1_000;

function checkedUrl(rawUrl: string, policy: EndpointPolicy): CheckedUrl {
  const key = `${policy.environment}|${policy.allowLocal}|${policy.allowPrivate === true}|${rawUrl}`;
  let found = checkedUrls.get(key);
  if (found === undefined) {
    try {
      const url = checkEndpointUrl(rawUrl, policy);
      found = { url, origin: url.origin, path: url.pathname + url.search };
    } catch (err) {
      if (!(err instanceof ForbiddenEndpointError)) throw err;
      found = err;
    }
    if (checkedUrls.size >= CHECKED_URLS_MAX) checkedUrls.clear();
    checkedUrls.set(key, found);
  }
  if (found instanceof ForbiddenEndpointError) throw found;
  return found;
}

/**
 * POSTs one webhook. Success is a 2xx within `timeoutMs`; a 3xx is a failure (redirects are never
 * followed); the host is resolved and checked against the policy at every delivery, and the
 * connection goes to the checked addresses only (webhook-agents.ts).
 */
export async function postWebhook(rawUrl: string, body: Buffer, headers: Record<string, string>, opts: { timeoutMs: number; policy: EndpointPolicy }): Promise<AttemptOutcome> {
  const started = performance.now();
  const done = (o: Omit<AttemptOutcome, 'durationMs'>): AttemptOutcome => ({ ...o, durationMs: Math.round(performance.now() - started) });
  let checked: CheckedUrl;
  let addresses: CheckedAddress[];
  try {
    checked = checkedUrl(rawUrl, opts.policy);
    addresses = await resolveEndpoint(checked.url, opts.policy);
  } catch (err) {
    if (err instanceof ForbiddenEndpointError) return done({ succeeded: false, statusCode: null, error: `refused: ${err.message}` });
    throw err;
  }
  const agent = pinnedAgent(checked.url, opts.policy, addresses);
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    let status: number | null = null;
    let controller: Dispatcher.DispatchController | undefined;
    const finish = (o: Omit<AttemptOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(o));
    };
    const timer = setTimeout(() => {
      finish({ succeeded: false, statusCode: null, error: `No answer within ${opts.timeoutMs} ms` });
      controller?.abort(new Error('timed out'));
    }, opts.timeoutMs);
    agent.dispatch(
      {
        origin: checked.origin,
        path: checked.path,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(body.length), 'user-agent': 'underwrite-webhooks/1' },
        body,
      },
      {
        onRequestStart(c) {
          controller = c;
          if (settled) c.abort(new Error('timed out')); // timed out while waiting for a connection
        },
        // The answer's body is read to the end (so the connection can be reused) and dropped.
        onResponseStart(_c, statusCode) {
          status = statusCode;
        },
        onResponseData() {},
        onResponseEnd() {
          if (status !== null && status >= 200 && status < 300) return finish({ succeeded: true, statusCode: status, error: null });
          finish({ succeeded: false, statusCode: status, error: answeredMessage(status ?? 0) });
        },
        onResponseError(_c, err: NodeJS.ErrnoException) {
          if (status !== null) return finish({ succeeded: false, statusCode: status, error: 'The answer was cut off' });
          finish({ succeeded: false, statusCode: null, error: networkErrorMessage(err) });
        },
      },
    );
  });
}

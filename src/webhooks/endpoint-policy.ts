import dns from 'node:dns/promises';
import net from 'node:net';
import { addressClass, type AddressClass } from './address-class.ts';

export interface EndpointPolicy {
  environment: 'sandbox' | 'production';
  /** Sandbox only: http and loopback addresses (a developer's own machine); WEBHOOK_SANDBOX_ALLOW_LOCAL. */
  allowLocal: boolean;
  /** Sandbox only: private ranges too (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7); WEBHOOK_SANDBOX_ALLOW_PRIVATE. */
  allowPrivate?: boolean;
}

const WHY: Record<Exclude<AddressClass, 'public'>, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  metadata: 'a cloud metadata address',
  unspecified: 'an unspecified address (this host)',
  reserved: 'a reserved address',
  invalid: 'not an IP address',
};

/** Why an address is not public, or null when it is. IPv6 forms of IPv4 addresses are judged as IPv4. */
export function nonPublicReason(address: string): string | null {
  const kind = addressClass(address);
  return kind === 'public' ? null : `${address} is ${WHY[kind]}`;
}

/**
 * Why the policy refuses an address, or null when a webhook may go there. Link-local, metadata,
 * unspecified and reserved addresses are refused everywhere; a sandbox account may reach loopback
 * (allowLocal) and private ranges (allowPrivate) when the operator says so; production, public only.
 */
export function refusedReason(address: string, policy: EndpointPolicy): string | null {
  const kind = addressClass(address);
  if (kind === 'public') return null;
  if (policy.environment === 'sandbox') {
    if (kind === 'loopback' && policy.allowLocal) return null;
    if (kind === 'private' && policy.allowPrivate) return null;
  }
  return `${address} is ${WHY[kind]}`;
}

export class ForbiddenEndpointError extends Error {}

/** The URL's shape under the policy: parseable, http(s), no credentials, https in production. */
export function checkEndpointUrl(raw: string, policy: EndpointPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ForbiddenEndpointError(`"${raw}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ForbiddenEndpointError('the webhook URL must use http or https (https in production)');
  const local = policy.environment === 'sandbox' && (policy.allowLocal || policy.allowPrivate === true);
  if (url.protocol === 'http:' && !local) throw new ForbiddenEndpointError(`${policy.environment} webhook URLs must use https`);
  if (url.username || url.password) throw new ForbiddenEndpointError('the webhook URL must not carry a user name or password');
  if (url.hash) throw new ForbiddenEndpointError('the webhook URL must not have a #fragment');
  return url;
}

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Resolves the URL's host and checks every address it resolves to. Returns the addresses the
 * delivery may connect to (the connection is pinned to them, so DNS cannot change in between).
 */
export async function resolveEndpoint(url: URL, policy: EndpointPolicy): Promise<{ address: string; family: 4 | 6 }[]> {
  const host = bareHost(url);
  const literal = net.isIP(host);
  const found = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : await dns.lookup(host, { all: true, verbatim: true }).catch((err: NodeJS.ErrnoException) => {
        throw new ForbiddenEndpointError(`the host ${host} does not resolve (${err.code ?? err.message})`);
      });
  if (found.length === 0) throw new ForbiddenEndpointError(`the host ${host} does not resolve`);
  for (const a of found) {
    const reason = refusedReason(a.address, policy);
    if (reason) throw new ForbiddenEndpointError(`the host ${host} resolves to ${reason.replace(/^\S+ is /, `${a.address}, `)}`);
  }
  return found as { address: string; family: 4 | 6 }[];
}

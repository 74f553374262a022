import dns from 'node:dns/promises';
import net from 'node:net';

export interface EndpointPolicy {
  environment: 'sandbox' | 'production';
  /** Sandbox only: http and loopback/private addresses allowed (WEBHOOK_SANDBOX_ALLOW_LOCAL). */
  allowLocal: boolean;
}

/** Addresses a production webhook must never reach: loopback, private, link-local, metadata, reserved. */
const forbidden = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) forbidden.addSubnet(net4, bits, 'ipv4');
for (const [net6, bits] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32],
  ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) forbidden.addSubnet(net6, bits, 'ipv6');

/** Why an address is not public, or null when it is. IPv4-mapped IPv6 is judged as IPv4. */
export function nonPublicReason(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1] : address;
  const family = net.isIP(ip);
  if (family === 0) return `"${address}" is not an IP address`;
  if (family === 4 ? forbidden.check(ip, 'ipv4') : forbidden.check(ip, 'ipv6')) {
    if (/^127\.|^::1$/.test(ip)) return `${address} is a loopback address`;
    if (/^169\.254\.|^fe80:/i.test(ip)) return `${address} is a link-local or cloud metadata address`;
    return `${address} is a private or reserved address`;
  }
  return null;
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
  const local = policy.environment === 'sandbox' && policy.allowLocal;
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
  if (policy.environment === 'sandbox' && policy.allowLocal) return found as { address: string; family: 4 | 6 }[];
  for (const a of found) {
    const reason = nonPublicReason(a.address);
    if (reason) throw new ForbiddenEndpointError(`the host ${host} resolves to ${reason.replace(/^\S+ is /, `${a.address}, `)}`);
  }
  return found as { address: string; family: 4 | 6 }[];
}

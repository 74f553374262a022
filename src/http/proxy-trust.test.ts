import { describe, expect, it } from 'vitest';
import { proxyTrust, type ProxySetting } from './proxy-trust.ts';

/** The client as fastify finds it: hop 0 is the socket peer, then X-Forwarded-For from the right. */
function clientOf(setting: ProxySetting, socket: string, xff: string[]): string {
  const hops = [socket, ...[...xff].reverse()];
  const trust = proxyTrust(setting);
  if (!trust) return socket;
  for (let i = 0; i < hops.length - 1; i++) if (!trust(hops[i], i)) return hops[i];
  return hops[hops.length - 1];
}

describe('proxyTrust: the client is the right-most untrusted address', () => {
  it.each<[string, ProxySetting, string, string[], string]>([
    ['no proxy: the header is ignored', false, '198.51.100.7', ['203.0.113.9'], '198.51.100.7'],
    ['one hop: what the proxy appended', 1, '127.0.0.1', ['203.0.113.9', '10.0.0.5'], '10.0.0.5'],
    ['one hop, no header: the peer', 1, '198.51.100.7', [], '198.51.100.7'],
    ['two hops', 2, '127.0.0.1', ['203.0.113.9', '198.51.100.1', '10.0.0.5'], '198.51.100.1'],
    ['two hops, fewer entries: the left-most', 2, '127.0.0.1', ['10.0.0.5'], '10.0.0.5'],
    ['trusted peer, untrusted entry', ['127.0.0.1/32'], '127.0.0.1', ['203.0.113.9', '10.0.0.5'], '10.0.0.5'],
    ['trusted peer and entry', ['127.0.0.1/32', '10.0.0.0/8'], '127.0.0.1', ['203.0.113.9', '10.0.0.5'], '203.0.113.9'],
    ['untrusted peer: the header is not read', ['127.0.0.1/32'], '198.51.100.7', ['203.0.113.9'], '198.51.100.7'],
    ['an IPv4-mapped peer matches an IPv4 range', ['10.0.0.0/8'], '::ffff:10.1.2.3', ['203.0.113.9'], '203.0.113.9'],
    ['IPv6 ranges', ['2001:db8::/32'], '2001:db8::5', ['203.0.113.9'], '203.0.113.9'],
    ['named ranges', ['loopback'], '::1', ['203.0.113.9'], '203.0.113.9'],
    ['garbage in the header is the client, never trusted', ['127.0.0.1'], '127.0.0.1', ['10.0.0.1', 'nonsense'], 'nonsense'],
  ])('%s', (_what, setting, socket, xff, client) => {
    expect(clientOf(setting, socket, xff)).toBe(client);
  });
});

import net from 'node:net';

/** TRUST_PROXY as read: no proxy, a number of proxy hops in front of the service, or the proxies' addresses. */
export type ProxySetting = false | number | string[];

/** A trust function as fastify takes it: `hop` 0 is the socket peer, 1 the right-most X-Forwarded-For entry, and so on. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export const MAX_PROXY_HOPS = 10;

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Why one TRUST_PROXY entry is not an address, a CIDR or a named range; null when it is one. */
export function proxyEntryProblem(entry: string): string | null {
  if (entry in NAMED_RANGES) return null;
  const [addr, bits, extra] = entry.split('/');
  const family = net.isIP(addr);
  if (family === 0 || extra !== undefined) return `"${entry}" is not an IP address, a CIDR, or one of ${Object.keys(NAMED_RANGES).join('/')}`;
  const max = family === 4 ? 32 : 128;
  if (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= max)) return `"${entry}" has a prefix length outside 0..${max}`;
  return null;
}

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`, as dual-stack sockets report IPv4 peers) is judged as IPv4. */
function unmapped(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m ? m[1] : address;
}

/**
 * The trust function for a TRUST_PROXY setting, or false to ignore X-Forwarded-For. The client is
 * the right-most address that is not trusted: walking from the socket peer leftwards through
 * X-Forwarded-For, a hop count trusts that many hops whatever their address, a list trusts hops
 * whose address is in it. Entries a client wrote to the left of what the proxies appended are
 * never reached, so they cannot choose the address the service sees.
 */
export function proxyTrust(setting: ProxySetting): ProxyTrust | false {
  if (setting === false || setting === 0) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const list = new net.BlockList();
  for (const entry of setting.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [raw, bits] = entry.split('/');
    const addr = bits === undefined ? unmapped(raw) : raw;
    const family = net.isIPv6(addr) ? 'ipv6' : 'ipv4';
    list.addSubnet(addr, bits === undefined ? (family === 'ipv4' ? 32 : 128) : Number(bits), family);
  }
  return (address) => {
    const a = unmapped(address);
    const family = net.isIP(a);
    return family !== 0 && list.check(a, family === 4 ? 'ipv4' : 'ipv6');
  };
}

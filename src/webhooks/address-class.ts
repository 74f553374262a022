import net from 'node:net';

/**
 * What an address is, for deciding where a webhook may go. IPv6 forms that carry an IPv4 address
 * (`::ffff:127.0.0.1`, `::ffff:7f00:1`, `0:0:0:0:0:ffff:a00:1`, `::127.0.0.1`) are judged by it.
 */
export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'unspecified' | 'reserved' | 'invalid';

const ranges = (list: [string, number][], family: 'ipv4' | 'ipv6') => {
  const b = new net.BlockList();
  for (const [addr, bits] of list) b.addSubnet(addr, bits, family);
  return b;
};

// Cloud instance metadata services: AWS/GCP/Azure/OpenStack/Oracle, AWS ECS tasks, Alibaba; AWS over IPv6.
const METADATA_V4 = new Set(['169.254.169.254', '169.254.170.2', '100.100.100.200']);
const METADATA_V6 = ['fd00:ec2::254'];

const V4: [AddressClass, net.BlockList][] = [
  ['unspecified', ranges([['0.0.0.0', 8]], 'ipv4')],
  ['loopback', ranges([['127.0.0.0', 8]], 'ipv4')],
  ['link-local', ranges([['169.254.0.0', 16]], 'ipv4')],
  ['private', ranges([['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['100.64.0.0', 10]], 'ipv4')],
  [
    'reserved',
    ranges(
      [['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4]],
      'ipv4',
    ),
  ],
];

const V6: [AddressClass, net.BlockList][] = [
  ['link-local', ranges([['fe80::', 10]], 'ipv6')],
  ['private', ranges([['fc00::', 7]], 'ipv6')],
  [
    'reserved',
    ranges(
      [['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['fec0::', 10], ['ff00::', 8]],
      'ipv6',
    ),
  ],
];

/** The eight 16-bit groups of an IPv6 address (a zone index is dropped), or null. */
export function ipv6Groups(address: string): number[] | null {
  let s = address.replace(/%.*$/, '');
  if (!net.isIPv6(s)) return null;
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number);
    s = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.split('::');
  const h = head ? head.split(':') : [];
  const t = tail === undefined ? null : tail ? tail.split(':') : [];
  const groups = t === null ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return groups.map((g) => parseInt(g, 16));
}

const v4Of = (g: number[]) => `${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;
const zero = (g: number[], n: number) => g.slice(0, n).every((x) => x === 0);

function classOfV4(ip: string): AddressClass {
  if (METADATA_V4.has(ip)) return 'metadata';
  return V4.find(([, list]) => list.check(ip, 'ipv4'))?.[0] ?? 'public';
}

/**
 * The class of each address seen lately: every delivery checks the addresses its host resolves to,
 * and a worker sends to the same few again and again. The class of an address string never
 * changes, so nothing kept can go stale; the map is emptied when full.
 */
const seen = new Map<string, AddressClass>();
const SEEN_MAX = 1_000;

export function addressClass(address: string): AddressClass {
  let kind = seen.get(address);
  if (kind === undefined) {
    if (seen.size >= SEEN_MAX) seen.clear();
    kind = classify(address);
    seen.set(address, kind);
  }
  return kind;
}

function classify(address: string): AddressClass {
  if (net.isIPv4(address)) return classOfV4(address);
  const g = ipv6Groups(address);
  if (!g) return 'invalid';
  if (zero(g, 5) && g[5] === 0xffff) return classOfV4(v4Of(g)); // IPv4-mapped, ::ffff:0:0/96
  if (zero(g, 6) && g[6] === 0 && g[7] <= 1) return g[7] === 0 ? 'unspecified' : 'loopback';
  if (zero(g, 6) || (zero(g, 4) && g[4] === 0xffff && g[5] === 0)) {
    // The deprecated IPv4-compatible form (::/96) and SIIT's ::ffff:0:0:0/96: never public.
    const inner = classOfV4(v4Of(g));
    return inner === 'public' ? 'reserved' : inner;
  }
  const canonical = g.map((x) => x.toString(16)).join(':');
  if (METADATA_V6.some((m) => ipv6Groups(m)!.map((x) => x.toString(16)).join(':') === canonical)) return 'metadata';
  return V6.find(([, list]) => list.check(canonical, 'ipv6'))?.[0] ?? 'public';
}

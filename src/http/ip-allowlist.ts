import net from 'node:net';

/** True when `ip` falls in one of the CIDRs (`a.b.c.d/n` or IPv6). IPv4-mapped IPv6 is matched as IPv4. */
export function ipAllowed(ip: string, cidrs: string[]): boolean {
  const list = new net.BlockList();
  for (const cidr of cidrs) {
    const [addr, bits] = cidr.split('/');
    const family = net.isIPv6(addr) ? 'ipv6' : 'ipv4';
    list.addSubnet(addr, Number(bits ?? (family === 'ipv4' ? 32 : 128)), family);
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const addr = mapped ? mapped[1] : ip;
  if (!net.isIP(addr)) return false;
  return list.check(addr, net.isIPv6(addr) ? 'ipv6' : 'ipv4');
}

import { describe, expect, it } from 'vitest';
import { ipAllowed } from './ip-allowlist.ts';

describe('ipAllowed', () => {
  it.each([
    ['203.0.113.7', ['203.0.113.7/32'], true],
    ['203.0.113.8', ['203.0.113.7/32'], false],
    ['10.1.2.3', ['10.0.0.0/8'], true],
    ['11.0.0.1', ['10.0.0.0/8'], false],
    ['::ffff:10.1.2.3', ['10.0.0.0/8'], true],
    ['2001:db8::1', ['2001:db8::/32'], true],
    ['2001:db9::1', ['2001:db8::/32'], false],
    ['127.0.0.1', [], false],
    ['not-an-ip', ['0.0.0.0/0'], false],
    ['198.51.100.1', ['0.0.0.0/0'], true],
  ])('%s in %j is %s', (ip, cidrs, expected) => {
    expect(ipAllowed(ip, cidrs)).toBe(expected);
  });
});

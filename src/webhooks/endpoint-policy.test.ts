import { describe, expect, it } from 'vitest';
import { checkEndpointUrl, nonPublicReason, resolveEndpoint } from './endpoint-policy.ts';

describe('nonPublicReason', () => {
  it.each([
    ['127.0.0.1', /loopback/],
    ['::1', /loopback/],
    ['::ffff:127.0.0.1', /loopback/],
    ['10.0.0.1', /private/],
    ['172.16.5.4', /private/],
    ['192.168.1.1', /private/],
    ['100.64.0.1', /private/],
    ['169.254.169.254', /metadata/],
    ['fe80::1', /link-local/],
    ['fc00::1', /private/],
    ['0.0.0.0', /private or reserved/],
    ['224.0.0.1', /private or reserved/],
    ['nope', /not an IP/],
  ])('%s is not public', (ip, why) => expect(nonPublicReason(ip)).toMatch(why));

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (ip) => expect(nonPublicReason(ip)).toBeNull());
});

describe('checkEndpointUrl and resolveEndpoint', () => {
  const sandbox = { environment: 'sandbox' as const, allowLocal: true };
  const strictSandbox = { environment: 'sandbox' as const, allowLocal: false };
  const production = { environment: 'production' as const, allowLocal: true };

  it('sandbox allows http and loopback; WEBHOOK_SANDBOX_ALLOW_LOCAL=false forbids both', async () => {
    const url = checkEndpointUrl('http://127.0.0.1:8080/hook', sandbox);
    expect(await resolveEndpoint(url, sandbox)).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(() => checkEndpointUrl('http://127.0.0.1:8080/hook', strictSandbox)).toThrow(/must use https/);
    await expect(resolveEndpoint(new URL('https://127.0.0.1/hook'), strictSandbox)).rejects.toThrow(/loopback/);
  });

  it('production needs https and public addresses, whatever the allowLocal setting', async () => {
    expect(() => checkEndpointUrl('http://93.184.216.34/hook', production)).toThrow(/must use https/);
    await expect(resolveEndpoint(new URL('https://localhost/hook'), production)).rejects.toThrow(/loopback/);
    await expect(resolveEndpoint(new URL('https://[::ffff:10.0.0.1]/hook'), production)).rejects.toThrow(/private/);
    expect(await resolveEndpoint(new URL('https://93.184.216.34/hook'), production)).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });

  it('a host that does not resolve is refused at delivery with the reason', async () => {
    await expect(resolveEndpoint(new URL('https://no-such-host.invalid/hook'), production)).rejects.toThrow(/does not resolve/);
  });
});

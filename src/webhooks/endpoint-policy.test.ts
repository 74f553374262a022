import { describe, expect, it } from 'vitest';
import { checkEndpointUrl, nonPublicReason, refusedReason, resolveEndpoint } from './endpoint-policy.ts';

describe('nonPublicReason', () => {
  it.each([
    ['127.0.0.1', /loopback/],
    ['::1', /loopback/],
    ['0:0:0:0:0:0:0:1', /loopback/],
    ['::ffff:127.0.0.1', /loopback/],
    ['::ffff:7f00:1', /loopback/],
    ['0:0:0:0:0:ffff:7f00:1', /loopback/],
    ['::127.0.0.1', /loopback/],
    ['::7f00:1', /loopback/],
    ['::ffff:0:7f00:1', /loopback/],
    ['10.0.0.1', /private/],
    ['::ffff:a00:1', /private/],
    ['0:0:0:0:0:ffff:a00:1', /private/],
    ['::10.0.0.1', /private/],
    ['172.16.5.4', /private/],
    ['192.168.1.1', /private/],
    ['100.64.0.1', /private/],
    ['fc00::1', /private/],
    ['169.254.169.254', /cloud metadata/],
    ['::ffff:169.254.169.254', /cloud metadata/],
    ['::ffff:a9fe:a9fe', /cloud metadata/],
    ['fd00:ec2::254', /cloud metadata/],
    ['fd00:ec2:0:0:0:0:0:254', /cloud metadata/],
    ['100.100.100.200', /cloud metadata/],
    ['169.254.1.1', /link-local/],
    ['fe80::1', /link-local/],
    ['fe80::1%eth0', /link-local/],
    ['0.0.0.0', /unspecified/],
    ['::', /unspecified/],
    ['::ffff:0.0.0.0', /unspecified/],
    ['::8.8.8.8', /reserved/],
    ['224.0.0.1', /reserved/],
    ['nope', /not an IP/],
  ])('%s is not public', (ip, why) => expect(nonPublicReason(ip)).toMatch(why));

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '::ffff:808:808'])('%s is public', (ip) => expect(nonPublicReason(ip)).toBeNull());
});

describe('refusedReason', () => {
  const sandbox = { environment: 'sandbox' as const, allowLocal: true };
  const sandboxPrivate = { environment: 'sandbox' as const, allowLocal: true, allowPrivate: true };
  const production = { environment: 'production' as const, allowLocal: true, allowPrivate: true };
  it.each([
    ['127.0.0.1', sandbox, null],
    ['::ffff:7f00:1', sandbox, null],
    ['10.0.0.1', sandbox, /private/],
    ['10.0.0.1', sandboxPrivate, null],
    ['fd12::1', sandboxPrivate, null],
    ['fd00:ec2::254', sandboxPrivate, /cloud metadata/],
    ['100.100.100.200', sandboxPrivate, /cloud metadata/],
    ['169.254.169.254', sandboxPrivate, /cloud metadata/],
    ['fe80::1', sandboxPrivate, /link-local/],
    ['0.0.0.0', sandboxPrivate, /unspecified/],
    ['127.0.0.1', production, /loopback/],
    ['10.0.0.1', production, /private/],
    ['8.8.8.8', production, null],
  ] as const)('%s under %j', (ip, policy, why) => {
    const reason = refusedReason(ip, policy);
    if (why === null) expect(reason).toBeNull();
    else expect(reason).toMatch(why);
  });
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

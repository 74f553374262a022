import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflateDeflateWhole } from './whole-inflate.ts';

async function through(format: CompressionFormat, chunks: Uint8Array<ArrayBuffer>[]): Promise<Buffer> {
  const { readable, writable } = new DecompressionStream(format);
  const writer = writable.getWriter();
  void (async () => {
    for (const c of chunks) await writer.write(c);
    await writer.close();
  })().catch(() => {});
  const out: Uint8Array[] = [];
  for await (const c of readable) out.push(c);
  return Buffer.concat(out);
}

describe('DecompressionStream with deflate inflated whole', () => {
  const text = Buffer.from('BT /F1 9 Tf 40 700 Td (01/02 PAYROLL 1,234.56) Tj ET\n'.repeat(500));
  const deflated = zlib.deflateSync(text);
  const native = globalThis.DecompressionStream;
  inflateDeflateWhole();

  it('is installed once', () => {
    expect(globalThis.DecompressionStream).not.toBe(native);
    const installed = globalThis.DecompressionStream;
    inflateDeflateWhole();
    expect(globalThis.DecompressionStream).toBe(installed);
  });

  it.each([
    ['in one chunk', [deflated]],
    ['in several chunks', [deflated.subarray(0, 10), deflated.subarray(10, 100), deflated.subarray(100)]],
  ])('gives what zlib gives, %s', async (_name, chunks) => {
    expect((await through('deflate', chunks)).equals(text)).toBe(true);
  });

  it.each([
    ['a truncated stream', deflated.subarray(0, deflated.length - 8)],
    ['bytes that are not deflate', Buffer.from('not a deflate stream at all')],
  ])('fails on %s, as the native stream does', async (_name, bad) => {
    await expect(through('deflate', [bad])).rejects.toThrow();
    const Native = native as typeof DecompressionStream;
    const { readable, writable } = new Native('deflate');
    const writer = writable.getWriter();
    void writer.write(bad).then(() => writer.close()).catch(() => {});
    await expect((async () => { for await (const _ of readable); })()).rejects.toThrow();
  });

  it('leaves other formats to the native stream', async () => {
    expect(new DecompressionStream('gzip')).toBeInstanceOf(native);
    expect((await through('gzip', [zlib.gzipSync(text)])).equals(text)).toBe(true);
  });
});

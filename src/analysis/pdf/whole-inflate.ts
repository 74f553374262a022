// pdfjs inflates every compressed stream of a PDF (each page's content, fonts) through the global
// DecompressionStream('deflate'), then collects all of its output before using any. In Node each
// of those streams costs a round trip through zlib's thread pool per chunk and a chain of
// web-stream promises. pdfjs wants the whole result anyway, so here 'deflate' keeps the input until
// it is complete and inflates it in one zlib call: the same zlib, the same errors (a stream zlib
// refuses still errors, and pdfjs then falls back to its own decoder as before). Other formats are
// Node's own DecompressionStream.
import zlib from 'node:zlib';

type Chunk = ArrayBufferView | ArrayBuffer;
const asBytes = (c: Chunk) => (c instanceof ArrayBuffer ? new Uint8Array(c) : new Uint8Array(c.buffer, c.byteOffset, c.byteLength));

function wholeInflate(): TransformStream<Chunk, Uint8Array> {
  const input: Uint8Array[] = [];
  return new TransformStream<Chunk, Uint8Array>({
    transform(chunk) {
      input.push(asBytes(chunk));
    },
    flush(controller) {
      const out = zlib.inflateSync(input.length === 1 ? input[0] : Buffer.concat(input));
      controller.enqueue(new Uint8Array(out.buffer, out.byteOffset, out.byteLength));
    },
  });
}

/** Makes this thread's DecompressionStream('deflate') inflate in one call (once; other formats unchanged). */
export function inflateDeflateWhole(): void {
  const Native = globalThis.DecompressionStream;
  if (!Native || (Native as { wholeDeflate?: true }).wholeDeflate) return;
  // Called with `new`, a function that returns an object gives that object.
  function DecompressionStream(format: CompressionFormat) {
    return format === 'deflate' ? wholeInflate() : new Native(format);
  }
  DecompressionStream.wholeDeflate = true as const;
  globalThis.DecompressionStream = DecompressionStream as unknown as typeof Native;
}

import { Transform, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkKey, isKey, ObjectMissingError, type ObjectStore } from './object-store.ts';

export interface S3Settings {
  bucket: string;
  /** Key prefix, empty or ending in `/`. */
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Objects larger than this go up in parts of this size (S3's minimum part is 5 MiB). */
  partBytes?: number;
}

const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

/**
 * An S3 bucket (or any S3-protocol server): `<prefix><sha256>`. Bytes stream both ways; a large
 * object goes up in parts, holding one part in memory at a time, and a failed multipart upload is
 * aborted so that no part is left billed in the bucket.
 */
export function s3ObjectStore(s: S3Settings): ObjectStore {
  // The SDK is loaded at the first request: it takes a second or more to import, which every CLI
  // command (they all read the settings) would otherwise pay.
  let loaded: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const load = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => {
      // The SDK warns on every process start that its releases from 2027 will need Node 22; this
      // service supports Node 20, and the warning would break the CLI's "stderr only on error".
      process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
      const client = new sdk.S3Client({
        region: s.region,
        endpoint: s.endpoint,
        forcePathStyle: s.forcePathStyle,
        credentials: s.credentials,
        // Checksums only where S3 requires them: S3-compatible servers differ in the newer checksum
        // headers, and every object's SHA-256 is checked by the service itself.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      });
      return { client, sdk };
    }));
  const partBytes = s.partBytes ?? DEFAULT_PART_BYTES;
  const url = `s3://${s.bucket}/${s.prefix}`;
  const Bucket = s.bucket;
  const keyOf = (key: string) => s.prefix + checkKey(key);
  const isMissing = (err: unknown) => {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };

  async function putInParts(Key: string, body: Readable, size: number) {
    const api = await load();
    const { UploadId } = await api.client.send(new api.sdk.CreateMultipartUploadCommand({ Bucket, Key }));
    try {
      const parts: { PartNumber: number; ETag?: string }[] = [];
      let sent = 0;
      for await (const part of inParts(body, partBytes)) {
        const PartNumber = parts.length + 1;
        const { ETag } = await api.client.send(new api.sdk.UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part, ContentLength: part.length }));
        parts.push({ PartNumber, ETag });
        sent += part.length;
      }
      if (sent !== size) throw new Error(`object ${Key}: ${sent} bytes arrived, ${size} expected`);
      await api.client.send(new api.sdk.CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }));
    } catch (err) {
      await api.client.send(new api.sdk.AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {});
      throw err;
    }
  }

  return {
    url,

    async put(key, body, size) {
      const api = await load();
      const Key = keyOf(key);
      if (size > partBytes) return putInParts(Key, body, size);
      const controller = new AbortController();
      let failure: Error | undefined;
      const checked = exactly(body, size, Key, (err) => {
        failure = err;
        controller.abort(err);
      });
      try {
        await api.client.send(new api.sdk.PutObjectCommand({ Bucket, Key, Body: checked, ContentLength: size }), { abortSignal: controller.signal });
      } catch (err) {
        throw failure ?? err;
      }
    },

    async get(key) {
      const api = await load();
      try {
        const out = await api.client.send(new api.sdk.GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
      } catch (err) {
        if (isMissing(err)) throw new ObjectMissingError(key, url);
        throw err;
      }
    },

    async exists(key) {
      const api = await load();
      try {
        await api.client.send(new api.sdk.HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },

    async delete(key) {
      const api = await load();
      await api.client.send(new api.sdk.DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },

    async *list() {
      const api = await load();
      let ContinuationToken: string | undefined;
      // Bounded by the bucket's size: each page moves the token forward until S3 says it is the last.
      do {
        const page = await api.client.send(new api.sdk.ListObjectsV2Command({ Bucket, Prefix: s.prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) {
          const name = o.Key?.slice(s.prefix.length) ?? '';
          if (isKey(name)) yield name;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async check(signal) {
      const api = await load();
      await api.client.send(new api.sdk.HeadBucketCommand({ Bucket }), { abortSignal: signal });
    },
  };
}

/**
 * The body, failing once it gives more or fewer bytes than announced: a short body would otherwise
 * leave the request waiting for bytes that never come.
 */
function exactly(body: Readable, size: number, key: string, onError: (err: Error) => void): Readable {
  let seen = 0;
  const check = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > size) return done(new Error(`object ${key}: more than the ${size} bytes announced`));
      done(null, chunk);
    },
    flush(done) {
      done(seen === size ? null : new Error(`object ${key}: ${seen} bytes arrived, ${size} expected`));
    },
  });
  body.once('error', (err) => check.destroy(err));
  check.once('error', onError);
  return body.pipe(check);
}

/** Cuts a stream into buffers of `size` bytes (the last one shorter). */
async function* inParts(body: Readable, size: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let held = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    let rest = chunk;
    while (held + rest.length >= size) {
      const take = size - held;
      chunks.push(rest.subarray(0, take));
      yield Buffer.concat(chunks);
      rest = rest.subarray(take);
      chunks = [];
      held = 0;
    }
    if (rest.length > 0) {
      chunks.push(rest);
      held += rest.length;
    }
  }
  if (held > 0) yield Buffer.concat(chunks);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-protocol server (s3rver) on loopback with one empty bucket, its objects in a temporary
 * directory: the object store of the storage and fleet tests, with no cloud account.
 */
export interface S3Emulator {
  endpoint: string;
  bucket: string;
  /** The service's settings for a store in this bucket under `prefix`. */
  env(prefix: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Emulator(bucket = 'underwrite-test'): Promise<S3Emulator> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix) => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's built-in credentials.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

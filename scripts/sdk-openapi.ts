import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.ts';
import { openStore } from '../src/db/store.ts';
import { documentsRuntime } from '../src/documents/documents-runtime.ts';
import { secretBox } from '../src/shared/secret-box.ts';

/** Where the SDK keeps the document and the types generated from it (both checked in). */
export const SDK_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'sdk');
export const OPENAPI_JSON = path.join(SDK_DIR, 'openapi.json');
export const OPENAPI_TYPES = path.join(SDK_DIR, 'src', 'openapi.ts');
export const REGENERATE = 'npm run sdk:types';

const notUsed = (what: string) => () => {
  throw new Error(`${what} is not used while building the OpenAPI document`);
};

/**
 * The OpenAPI document exactly as `GET /openapi.json` serves it, from the app built in memory: the
 * route is public, so the (empty, in-memory) store behind it is never queried.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const store = await openStore({ pglite: await PGlite.create() });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-sdk-openapi-'));
  const documents = documentsRuntime({ DATA_DIR: dataDir, PARSE_THREADS: 1, PARSE_TIMEOUT_MS: 1_000, PARSE_MEMORY_MB: 64 });
  try {
    const app = await buildApp({
      config: {
        PUBLIC_URL: 'http://localhost:8080',
        TRUST_PROXY: false,
        BODY_LIMIT_BYTES: 1024 * 1024,
        RATE_LIMIT_PER_SECOND: 100,
        RATE_LIMIT_BURST: 200,
        LINK_TTL_DAYS: 30,
        IDEMPOTENCY_TTL_HOURS: 24,
        LOG_LEVEL: 'silent',
        UPLOAD_MAX_FILE_BYTES: 25 * 1024 * 1024,
        UPLOAD_MAX_FILES: 10,
        CASE_MAX_DOCUMENTS: 100,
      },
      store,
      box: secretBox(Buffer.alloc(32)),
      scheduler: { schedule: notUsed('The delivery scheduler') },
      jobs: { send: notUsed('The job queue') },
      documents,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/openapi.json' });
      if (res.statusCode !== 200) throw new Error(`GET /openapi.json answered ${res.statusCode}: ${res.body}`);
      return res.json();
    } finally {
      await app.close();
    }
  } finally {
    await documents.close();
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const HEADER = `/**
 * Generated from the service's OpenAPI document by \`${REGENERATE}\` (scripts/sdk-types.ts).
 * Do not edit: a test compares this file with the running schema.
 */

`;

export function documentJson(document: Record<string, unknown>): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The TypeScript declarations of the document's paths, operations and schemas. */
export async function generateTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { exportType: true, alphabetize: false, defaultNonNullable: false });
  return HEADER + astToString(ast);
}

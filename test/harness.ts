import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppConfig } from '../src/app.ts';
import { accountsService, type CreateAccountInput } from '../src/accounts/accounts.service.ts';
import { openStore, type Store } from '../src/db/store.ts';
import { documentsRuntime, type DocumentsRuntime } from '../src/documents/documents-runtime.ts';
import { encryptedBlobs, type EncryptedBlobs } from '../src/documents/encrypted-blobs.ts';
import { eventLog, type EventLog } from '../src/events/events.repo.ts';
import type { Analyzer } from '../src/modules/analyzers.ts';
import { startServiceJobs, type JobsConfig, type ServiceJobs } from '../src/jobs/registry.ts';
import { secretBox } from '../src/shared/secret-box.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh database for one test file, copied from the migrated template. */
export async function freshStore(): Promise<{ store: Store; databaseUrl?: string; drop(): Promise<void> }> {
  const t = inject('templateDatabase');
  if (t.kind === 'pglite') {
    const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(t.dumpFile)]) });
    const store = await openStore({ pglite: client });
    return { store, drop: () => store.close() };
  }
  const name = `uw_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: t.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${t.template}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = withDatabase(t.url, name);
  const store = await openStore({ databaseUrl, poolMax: 10 });
  return {
    store,
    databaseUrl,
    async drop() {
      await store.close();
      const a = new pg.Client({ connectionString: t.url });
      await a.connect();
      try {
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await a.end();
      }
    },
  };
}

export const TEST_CONFIG: AppConfig & Omit<JobsConfig, 'DATABASE_URL'> & { KEY_OVERLAP_DAYS: number; PARSE_MEMORY_MB: number } = {
  PUBLIC_URL: 'http://localhost:8080',
  PLAID_BASE_URL: undefined as string | undefined,
  PLAID_RETRY_BASE_MS: 1,
  TRUST_PROXY: false,
  BODY_LIMIT_BYTES: 1024 * 1024,
  RATE_LIMIT_PER_SECOND: 100,
  RATE_LIMIT_BURST: 200,
  LINK_TTL_DAYS: 30,
  IDEMPOTENCY_TTL_HOURS: 24,
  LOG_LEVEL: 'silent',
  KEY_OVERLAP_DAYS: 7,
  WEBHOOK_TIMEOUT_MS: 2_000,
  WEBHOOK_RETRY_INTERVAL_MS: 200,
  WEBHOOK_SANDBOX_ALLOW_LOCAL: true,
  JOB_SUPERVISE_SECONDS: 60,
  UPLOAD_MAX_FILE_BYTES: 25 * 1024 * 1024,
  UPLOAD_MAX_FILES: 10,
  CASE_MAX_DOCUMENTS: 100,
  PARSE_THREADS: 2,
  PARSE_TIMEOUT_MS: 30_000,
  PARSE_MEMORY_MB: 512,
};

export type SeededAccount = Awaited<ReturnType<Harness['accounts']['createAccount']>>;

export interface Harness {
  app: FastifyInstance;
  store: Store;
  /** The database's URL on PostgreSQL (undefined on the embedded store). */
  databaseUrl?: string;
  accounts: ReturnType<typeof accountsService>;
  config: typeof TEST_CONFIG;
  /** The job queue: send-only unless the harness was made with `worker: true`. */
  jobs: ServiceJobs;
  /** The event log as the app writes it, for tests that make events directly. */
  events: EventLog;
  box: ReturnType<typeof secretBox>;
  /** Uploaded files (a scratch directory of this harness) and the parser threads. */
  documents: Omit<DocumentsRuntime, 'blobs'> & { blobs: EncryptedBlobs };
  /** Creates an account (sandbox unless told) with its lender and dealer keys. */
  seedAccount(input?: Partial<CreateAccountInput>): Promise<SeededAccount>;
  request(key: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The whole app on a fresh database, driven through HTTP with app.inject(). */
export async function createHarness(
  overrides: Partial<typeof TEST_CONFIG> = {},
  opts: { worker?: boolean; analyzers?: Partial<Record<string, Analyzer>>; log?: (level: 'info' | 'warn' | 'error', msg: string) => void } = {},
): Promise<Harness> {
  const { store, databaseUrl, drop } = await freshStore();
  const config = { ...TEST_CONFIG, ...overrides };
  const box = secretBox(crypto.randomBytes(32));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-harness-'));
  const documents = documentsRuntime({ ...config, DATA_DIR: dataDir });
  const jobs = await startServiceJobs(store, box, { ...config, DATABASE_URL: databaseUrl }, { work: opts.worker ?? false, log: opts.log ?? (() => {}), documents, analyzers: opts.analyzers });
  const app = await buildApp({ config, store, box, scheduler: jobs.scheduler, jobs: jobs.sender, documents });
  const accounts = accountsService(store, { keyOverlapDays: config.KEY_OVERLAP_DAYS, box });
  let n = 0;
  return {
    app,
    store,
    databaseUrl,
    accounts,
    config,
    jobs,
    events: eventLog(jobs.scheduler),
    box,
    // Tests read documents' bytes as the service does: decrypted.
    documents: { ...documents, blobs: encryptedBlobs(documents.blobs, { db: store.db, box }) },
    seedAccount: (input = {}) => accounts.createAccount({ name: `Test lender ${++n}`, environment: 'sandbox', ...input }),
    request(key, opts) {
      const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
      if (key !== null) headers.authorization = `Bearer ${key}`;
      return app.inject({ ...opts, headers });
    },
    async close() {
      await app.close();
      await jobs.runner.stop();
      await documents.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const validCase = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  reference_id: `ref-${crypto.randomBytes(4).toString('hex')}`,
  phone_number: '+14155552671',
  ...over,
});

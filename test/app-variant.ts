import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppConfig } from '../src/app.ts';
import type { Store } from '../src/db/store.ts';
import type { Harness } from './harness.ts';

export interface AppVariant {
  request(key: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A second app on the harness's database with other settings (TRUST_PROXY, a small rate limit),
 * or on a stand-in store: cheaper than a second fresh database. It shares the harness's secret
 * key, as every process on one database must.
 */
export async function appVariant(h: Harness, overrides: Partial<AppConfig>, store: Pick<Store, 'db'> = h.store): Promise<AppVariant> {
  const app = await buildApp({ config: { ...h.config, ...overrides }, store, box: h.box, scheduler: h.jobs.scheduler, jobs: h.jobs.sender, documents: h.documents });
  return {
    request(key, opts) {
      const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
      if (key !== null) headers.authorization = `Bearer ${key}`;
      return app.inject({ ...opts, headers });
    },
    close: () => app.close(),
  };
}

import Fastify, { type FastifyInstance } from 'fastify';
import { proxyTrust } from '../http/proxy-trust.ts';
import type { Config } from '../config/config.ts';
import { registerOpsRoutes, type OpsDeps } from './ops.routes.ts';

/**
 * `underwrite worker` has no API; with WORKER_PORT set it answers /healthz, /readyz and /metrics
 * there, so that a platform can probe and scrape workers like API processes.
 */
export async function startWorkerOpsServer(config: Pick<Config, 'HOST' | 'TRUST_PROXY'>, port: number, deps: Omit<OpsDeps, 'trustsProxy'>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: proxyTrust(config.TRUST_PROXY) });
  registerOpsRoutes(app, { ...deps, trustsProxy: config.TRUST_PROXY !== false });
  try {
    await app.listen({ port, host: config.HOST });
  } catch (err) {
    await app.close();
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    throw new Error(`WORKER_PORT ${port} on ${config.HOST} is already in use: stop what holds it, or set WORKER_PORT to another port`);
  }
  return app;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ipAllowed } from '../http/ip-allowlist.ts';
import { metricsText, recordHttpRequest } from './metrics.ts';
import { failingChecks, type ReadinessCheck } from './readiness.ts';

export interface OpsDeps {
  readiness: ReadinessCheck[];
  /** True from the first shutdown signal: the process takes no new work. */
  draining(): boolean;
  /** Who may read /metrics besides loopback (METRICS_ALLOW). */
  metricsAllow: string[];
  /** Whether TRUST_PROXY names proxies (then request.ip is the client behind them). */
  trustsProxy: boolean;
}

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/**
 * /metrics answers loopback and METRICS_ALLOW only. A request that came through a proxy the
 * service was not told about (X-Forwarded-For without TRUST_PROXY) is refused: behind such a proxy
 * every caller would look like the proxy's own, often loopback, address.
 */
function mayReadMetrics(request: FastifyRequest, deps: Pick<OpsDeps, 'metricsAllow' | 'trustsProxy'>): boolean {
  if (!deps.trustsProxy && (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)) return false;
  return ipAllowed(request.ip, [...LOOPBACK, ...deps.metricsAllow]);
}

/**
 * The operations endpoints, outside API auth and the API document (docs/operations.md#health-readiness-and-metrics),
 * and the request metrics of every route.
 */
export function registerOpsRoutes(app: FastifyInstance, deps: OpsDeps) {
  const options = { schema: { hide: true }, config: { access: 'PUBLIC' as const }, logLevel: 'warn' as const };

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the URL: paths carry link tokens and ids.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    recordHttpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/healthz', options, async () => ({ status: 'ok' }));

  app.get('/readyz', options, async (_request, reply) => {
    const failing = deps.draining() ? ['shutting_down'] : await failingChecks(deps.readiness);
    if (failing.length > 0) return reply.code(503).send({ status: 'not_ready', failing });
    return { status: 'ready' };
  });

  app.get('/metrics', options, async (request, reply) => {
    if (!mayReadMetrics(request, deps)) return reply.code(403).send({ message: 'Metrics are served to loopback and METRICS_ALLOW addresses only', request_id: request.id });
    const { contentType, body } = await metricsText();
    return reply.type(contentType).send(body);
  });
}

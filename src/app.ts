import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import type { Store } from './db/store.ts';
import { registerCaseRoutes } from './cases/cases.routes.ts';
import { casesService } from './cases/cases.service.ts';
import { frameworkErrorHandler, installErrorHandler } from './http/error-handler.ts';
import { idempotentRunner } from './http/idempotency.ts';
import { installJsonBody } from './http/json-body.ts';
import { installOpenApi } from './http/openapi.ts';
import { installRequestContext, requestIdFor } from './http/request-context.ts';
import type { SecretBox } from './shared/secret-box.ts';
import { logger } from './shared/logger.ts';
import type { Logger } from 'pino';
import type { DeliveryScheduler } from './events/events.repo.ts';
import { eventLog } from './events/events.repo.ts';
import { registerEventRoutes } from './events/events.routes.ts';
import { eventsService } from './events/events.service.ts';
import type { DocumentsRuntime } from './documents/documents-runtime.ts';
import { registerDocumentRoutes } from './documents/documents.routes.ts';
import { documentsService } from './documents/documents.service.ts';
import type { JobSender } from './jobs/jobs.ts';
import { registerModuleRoutes } from './modules/modules.routes.ts';
import { modulesService } from './modules/modules.service.ts';

export type AppConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'TRUST_PROXY'
  | 'BODY_LIMIT_BYTES'
  | 'RATE_LIMIT_PER_SECOND'
  | 'RATE_LIMIT_BURST'
  | 'LINK_TTL_DAYS'
  | 'IDEMPOTENCY_TTL_HOURS'
  | 'LOG_LEVEL'
  | 'UPLOAD_MAX_FILE_BYTES'
  | 'UPLOAD_MAX_FILES'
  | 'CASE_MAX_DOCUMENTS'
>;

export interface AppDeps {
  config: AppConfig;
  store: Pick<Store, 'db'>;
  box: SecretBox;
  /** Schedules webhook deliveries in the transaction of each event (the job queue). */
  scheduler: DeliveryScheduler;
  /** Sends other jobs (reading uploaded statements) inside a change's transaction. */
  jobs: JobSender;
  /** Where uploaded files are kept and the threads that check them. */
  documents: Pick<DocumentsRuntime, 'blobs' | 'parser'>;
  logger?: Logger;
}

export interface RouteEntry {
  method: string;
  url: string;
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the OpenAPI completeness test. */
    routeTable: RouteEntry[];
  }
}

export const SERVICE_VERSION = '0.1.0';

/** The HTTP application without listen(): main.ts serves it, tests use app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: (deps.logger ?? logger(config.LOG_LEVEL)) as FastifyBaseLogger,
    trustProxy: config.TRUST_PROXY as boolean | string[],
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: (req) => requestIdFor(req.headers['request-id']),
    requestIdHeader: false,
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  });
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: r.url, hidden: Boolean((r.schema as { hide?: boolean } | undefined)?.hide) });
  });
  app.decorate('routeTable', routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonBody(app);
  installRequestContext(app, { store: deps.store, rateLimit: { perSecond: config.RATE_LIMIT_PER_SECOND, burst: config.RATE_LIMIT_BURST } });
  await installOpenApi(app, { publicUrl: config.PUBLIC_URL, version: SERVICE_VERSION });

  const idempotent = idempotentRunner(deps.store, { ttlHours: config.IDEMPOTENCY_TTL_HOURS });
  const events = eventLog(deps.scheduler);
  const cases = casesService({ store: deps.store, box: deps.box, events, publicUrl: config.PUBLIC_URL, linkTtlDays: config.LINK_TTL_DAYS });
  const documents = documentsService({
    store: deps.store,
    blobs: deps.documents.blobs,
    parser: deps.documents.parser,
    events,
    jobs: deps.jobs,
    maxDocumentsPerCase: config.CASE_MAX_DOCUMENTS,
  });
  const modules = modulesService({ store: deps.store, events, jobs: deps.jobs });
  const eventsApi = eventsService({ store: deps.store, scheduler: deps.scheduler });

  app.get('/health', { schema: { hide: true }, config: { access: 'PUBLIC' } }, async () => ({ status: 'ok' }));
  registerCaseRoutes(app, { cases, idempotent }, { prefix: '/api/cases', surface: 'LENDER', tag: 'Cases' });
  await registerDocumentRoutes(
    app,
    { documents, blobs: deps.documents.blobs, idempotent, limits: { maxFileBytes: config.UPLOAD_MAX_FILE_BYTES, maxFiles: config.UPLOAD_MAX_FILES } },
    { prefix: '/api/cases', surface: 'LENDER', tag: 'Documents' },
  );
  registerModuleRoutes(app, { modules, idempotent }, { prefix: '/api/cases', surface: 'LENDER', tag: 'Modules' });
  registerEventRoutes(app, { events: eventsApi, idempotent }, { prefix: '/api/events', surface: 'LENDER', tag: 'Events' });

  await app.ready();
  return app;
}

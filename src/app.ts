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
import { proxyTrust } from './http/proxy-trust.ts';
import { installRequestContext, requestIdFor } from './http/request-context.ts';
import { installStorableText } from './http/storable-text.ts';
import type { SecretBox } from './shared/secret-box.ts';
import { logger } from './shared/logger.ts';
import type { Logger } from 'pino';
import type { DeliveryScheduler } from './events/events.repo.ts';
import { eventLog } from './events/events.repo.ts';
import { registerEventRoutes } from './events/events.routes.ts';
import { eventsService } from './events/events.service.ts';
import type { DocumentsRuntime } from './documents/documents-runtime.ts';
import { registerDocumentRoutes } from './documents/documents.routes.ts';
import { registerDocumentPageRoutes } from './documents/document-pages.routes.ts';
import { documentsService } from './documents/documents.service.ts';
import { encryptedBlobs } from './documents/encrypted-blobs.ts';
import { deleteCaseService } from './privacy/delete-case.service.ts';
import { exportCaseService } from './privacy/export-case.service.ts';
import { registerPrivacyRoutes } from './privacy/privacy.routes.ts';
import type { JobSender } from './jobs/jobs.ts';
import { registerModuleRoutes } from './modules/modules.routes.ts';
import { modulesService } from './modules/modules.service.ts';
import { registerSandboxBankRoutes } from './bank/bank.routes.ts';
import { bankService } from './bank/bank.service.ts';
import type { BankConnector } from './bank/bank.types.ts';
import { sandboxBank } from './bank/sandbox-bank.ts';
import { connectorResolver } from './bank/connectors.ts';
import { registerBankConnectionRoutes } from './bank/bank-connections.routes.ts';
import { registerPlaidWebhookRoutes } from './bank/plaid/plaid-webhooks.routes.ts';
import { plaidWebhookVerifier } from './bank/plaid/plaid-webhook-verify.ts';
import { registerReportRoutes } from './reports/reports.routes.ts';
import { reportsService } from './reports/reports.service.ts';
import { registerVerificationRoutes } from './verification/verification.routes.ts';
import { verificationService } from './verification/verification.service.ts';
import { registerHostedRoutes } from './hosted/hosted.routes.ts';
import { hostedService } from './hosted/hosted.service.ts';
import { registerSmsRoutes } from './sms/sms.routes.ts';
import { smsService } from './sms/sms.service.ts';
import { auditService } from './dashboard/audit.service.ts';
import { registerDashboardFeature } from './dashboard/dashboard.feature.ts';
import { registerOpsRoutes } from './ops/ops.routes.ts';
import { registerSandboxRoutes } from './sandbox/sandbox.routes.ts';
import { sandboxService } from './sandbox/sandbox.service.ts';
import { readinessChecks } from './ops/readiness.ts';

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
> &
  Partial<Pick<Config, 'LINK_SIGN_IN_FREE_ATTEMPTS' | 'LINK_SIGN_IN_MAX_WAIT_SECONDS'>> &
  Partial<Pick<Config, 'SMS_PROVIDER' | 'SMS_MAX_PER_CASE'>> &
  Partial<Pick<Config, 'KEY_OVERLAP_DAYS' | 'WEBHOOK_TIMEOUT_MS' | 'WEBHOOK_SANDBOX_ALLOW_LOCAL' | 'WEBHOOK_SANDBOX_ALLOW_PRIVATE' | 'WEBHOOK_SECRET_OVERLAP_HOURS'>> &
  Partial<Pick<Config, 'LINK_UPLOADS_PER_MINUTE' | 'LINK_DONE_PER_MINUTE'>> &
  Partial<Pick<Config, 'METRICS_ALLOW'>> &
  Partial<Pick<Config, 'PLAID_BASE_URL' | 'PLAID_LINK_SCRIPT_URL' | 'PLAID_RETRY_BASE_MS' | 'WEBHOOK_RETRY_INTERVAL_MS' | 'SANDBOX_RETRY_INTERVAL_S'>>;

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
  /** The sandbox bank (default: histories ending today). */
  sandboxBank?: BankConnector;
  /** True once the process is shutting down: /readyz answers 503. */
  draining?: () => boolean;
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
    trustProxy: proxyTrust(config.TRUST_PROXY),
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
  installStorableText(app);
  installRequestContext(app, { store: deps.store, rateLimit: { perSecond: config.RATE_LIMIT_PER_SECOND, burst: config.RATE_LIMIT_BURST } });
  await installOpenApi(app, { publicUrl: config.PUBLIC_URL, version: SERVICE_VERSION });
  registerOpsRoutes(app, { readiness: readinessChecks(deps.store, deps.documents.blobs.objects), draining: deps.draining ?? (() => false), metricsAllow: config.METRICS_ALLOW ?? [], trustsProxy: config.TRUST_PROXY !== false });

  const idempotent = idempotentRunner(deps.store, { ttlHours: config.IDEMPOTENCY_TTL_HOURS });
  // Documents' bytes are encrypted before they reach storage (docs/privacy.md).
  const blobs = encryptedBlobs(deps.documents.blobs, { db: deps.store.db, box: deps.box });
  const events = eventLog(deps.scheduler);
  const cases = casesService({ store: deps.store, box: deps.box, events, publicUrl: config.PUBLIC_URL, linkTtlDays: config.LINK_TTL_DAYS });
  const documents = documentsService({
    store: deps.store,
    blobs,
    parser: deps.documents.parser,
    events,
    jobs: deps.jobs,
    maxDocumentsPerCase: config.CASE_MAX_DOCUMENTS,
  });
  const modules = modulesService({ store: deps.store, events, jobs: deps.jobs });
  // Bank connections (docs/bank-connections.md): each account's connector is chosen per request,
  // Plaid where the account configured it, else the sandbox bank for sandbox accounts.
  const sandbox = deps.sandboxBank ?? sandboxBank();
  const plaidSettings = { baseUrl: config.PLAID_BASE_URL, retryBaseMs: config.PLAID_RETRY_BASE_MS };
  const bank = bankService({
    store: deps.store,
    events,
    modules,
    box: deps.box,
    sandbox,
    connectorFor: connectorResolver({ db: deps.store.db, box: deps.box, sandbox, plaid: plaidSettings }),
    webhookUrl: (provider) => `${config.PUBLIC_URL}/webhooks/${provider}`,
  });
  const eventsApi = eventsService({ store: deps.store, scheduler: deps.scheduler });

  app.get('/health', { schema: { hide: true }, config: { access: 'PUBLIC' } }, async () => ({ status: 'ok' }));
  registerCaseRoutes(app, { cases, idempotent }, { prefix: '/api/cases', surface: 'LENDER', tag: 'Cases' });
  await registerDocumentRoutes(
    app,
    { documents, blobs, idempotent, limits: { maxFileBytes: config.UPLOAD_MAX_FILE_BYTES, maxFiles: config.UPLOAD_MAX_FILES } },
    { prefix: '/api/cases', surface: 'LENDER', tag: 'Documents' },
  );
  const pages = { store: deps.store, blobs, parser: deps.documents.parser };
  registerDocumentPageRoutes(app, pages, { prefix: '/api/cases', surface: 'LENDER', tag: 'Documents' });
  registerModuleRoutes(app, { modules, idempotent }, { prefix: '/api/cases', surface: 'LENDER', tag: 'Modules' });
  const verification = verificationService({ store: deps.store });
  registerVerificationRoutes(app, { verification }, { prefix: '/api/cases', surface: 'LENDER', tag: 'Verification' });
  const sms = smsService({ store: deps.store, box: deps.box, jobs: deps.jobs, publicUrl: config.PUBLIC_URL, provider: config.SMS_PROVIDER ?? 'log', maxPerCase: config.SMS_MAX_PER_CASE });
  registerSmsRoutes(app, { sms, idempotent }, { prefix: '/api/cases', surface: 'LENDER', tag: 'SMS' });

  // The Dealer API (contracts 4b): the same handlers and services on DEALER keys, each surface
  // seeing only its own cases.
  const dealer = { prefix: '/api/dealer/cases', surface: 'DEALER', tag: 'Dealer' } as const;
  registerCaseRoutes(app, { cases, idempotent }, dealer);
  await registerDocumentRoutes(
    app,
    { documents, blobs, idempotent, limits: { maxFileBytes: config.UPLOAD_MAX_FILE_BYTES, maxFiles: config.UPLOAD_MAX_FILES } },
    dealer,
  );
  registerDocumentPageRoutes(app, pages, dealer);
  registerModuleRoutes(app, { modules, idempotent }, dealer);
  registerVerificationRoutes(app, { verification }, dealer);
  registerSmsRoutes(app, { sms, idempotent }, dealer);
  const audit = auditService(deps.store);
  // Deleting and exporting a case (docs/privacy.md), on both surfaces.
  const deletion = deleteCaseService({ store: deps.store, blobs, events, jobs: deps.jobs, audit, log: (m) => app.log.warn(m) });
  const exports = exportCaseService({ store: deps.store, cases, blobs });
  registerPrivacyRoutes(app, { deletion, exports }, { prefix: '/api/cases', surface: 'LENDER', tag: 'Cases' });
  registerPrivacyRoutes(app, { deletion, exports }, dealer);
  registerEventRoutes(app, { events: eventsApi, idempotent, audit }, { prefix: '/api/events', surface: 'LENDER', tag: 'Events' });
  registerEventRoutes(app, { events: eventsApi, idempotent, audit }, { prefix: '/api/dealer/events', surface: 'DEALER', tag: 'Dealer' });
  // The sandbox API (contracts 4c); the dealer's is the same call with the dealer's prefix and surface.
  registerSandboxBankRoutes(app, { bank, idempotent }, { prefix: '/api/sandbox/cases', surface: 'LENDER', tag: 'Sandbox' });
  registerSandboxBankRoutes(app, { bank, idempotent }, { prefix: '/api/dealer/sandbox/cases', surface: 'DEALER', tag: 'Dealer' });
  const sandboxTools = sandboxService({ modules, retryIntervalMs: config.WEBHOOK_RETRY_INTERVAL_MS ?? 600_000, sandboxRetryIntervalMs: (config.SANDBOX_RETRY_INTERVAL_S ?? 10) * 1000 });
  registerSandboxRoutes(app, { sandbox: sandboxTools, db: deps.store.db, idempotent, audit }, { prefix: '/api/sandbox', surface: 'LENDER', tag: 'Sandbox' });
  registerSandboxRoutes(app, { sandbox: sandboxTools, db: deps.store.db, idempotent, audit }, { prefix: '/api/dealer/sandbox', surface: 'DEALER', tag: 'Dealer' });
  registerBankConnectionRoutes(app, { bank }, { prefix: '/api/cases', surface: 'LENDER', tag: 'Bank connections' });
  registerBankConnectionRoutes(app, { bank }, dealer);
  // Plaid's webhooks about items (contracts 12): verified, then a pull or a change of the item's health.
  await registerPlaidWebhookRoutes(app, { bank, verifier: plaidWebhookVerifier({ db: deps.store.db, box: deps.box, plaid: plaidSettings }) });
  const reports = reportsService({
    store: deps.store,
    blobs,
    verification: { verificationOf: (actor, surface, caseId) => verification.get(actor, surface, caseId) },
    publicUrl: config.PUBLIC_URL,
  });
  await registerReportRoutes(app, {
    reports,
    // The keyless check is limited per caller IP, at a tenth of the per-key rate.
    verifyRateLimit: { perSecond: config.RATE_LIMIT_PER_SECOND / 10, burst: Math.max(1, Math.floor(config.RATE_LIMIT_BURST / 10)) },
    maxPdfBytes: 20 * 1024 * 1024,
  });

  // The borrower's hosted pages (contracts 4c): no key, HTML, their own plugin scope.
  await registerHostedRoutes(app, {
    hosted: hostedService({
      store: deps.store,
      box: deps.box,
      documents,
      modules,
      bank,
      events,
      signIn: { freeAttempts: config.LINK_SIGN_IN_FREE_ATTEMPTS ?? 3, maxWaitSeconds: config.LINK_SIGN_IN_MAX_WAIT_SECONDS ?? 300 },
    }),
    blobs,
    limits: { maxFileBytes: config.UPLOAD_MAX_FILE_BYTES, maxFiles: config.UPLOAD_MAX_FILES },
    publicUrl: config.PUBLIC_URL,
    plaidLinkScriptUrl: config.PLAID_LINK_SCRIPT_URL,
    throttle: { uploadsPerMinute: config.LINK_UPLOADS_PER_MINUTE ?? 20, donePerMinute: config.LINK_DONE_PER_MINUTE ?? 5 },
  });

  // The console for an account's people (docs/dashboard.md): sessions, not keys; HTML pages.
  await registerDashboardFeature(app, { config, store: deps.store, box: deps.box, scheduler: deps.scheduler, cases, modules, reports, documents: { ...deps.documents, blobs } });

  await app.ready();
  return app;
}

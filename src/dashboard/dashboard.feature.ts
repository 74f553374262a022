import type { FastifyInstance } from 'fastify';
import { accountsService } from '../accounts/accounts.service.ts';
import type { AppConfig } from '../app.ts';
import type { CasesService } from '../cases/cases.service.ts';
import type { Store } from '../db/store.ts';
import type { DocumentsRuntime } from '../documents/documents-runtime.ts';
import type { DeliveryScheduler } from '../events/events.repo.ts';
import type { ModulesService } from '../modules/modules.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { auditService } from './audit.service.ts';
import { registerDashboard } from './dashboard.routes.ts';
import { installKeyUsage } from './key-usage.ts';
import { usersService } from './users.service.ts';

/** Everything the dashboard adds to the app, built from the app's own services and settings. */
export async function registerDashboardFeature(
  app: FastifyInstance,
  deps: { config: AppConfig; store: Pick<Store, 'db'>; box: SecretBox; scheduler: DeliveryScheduler; cases: CasesService; modules: ModulesService; reports: ReportsService; documents: Pick<DocumentsRuntime, 'blobs' | 'parser'> },
) {
  const { config } = deps;
  const accounts = accountsService(deps.store, {
    keyOverlapDays: config.KEY_OVERLAP_DAYS ?? 7,
    box: deps.box,
    sandboxAllowLocal: config.WEBHOOK_SANDBOX_ALLOW_LOCAL,
    sandboxAllowPrivate: config.WEBHOOK_SANDBOX_ALLOW_PRIVATE,
    secretOverlapHours: config.WEBHOOK_SECRET_OVERLAP_HOURS,
  });
  installKeyUsage(app, deps.store);
  await registerDashboard(app, {
    store: deps.store,
    box: deps.box,
    users: usersService({ store: deps.store, publicUrl: config.PUBLIC_URL }),
    audit: auditService(deps.store),
    accounts,
    cases: deps.cases,
    modules: deps.modules,
    reports: deps.reports,
    scheduler: deps.scheduler,
    webhooks: {
      timeoutMs: config.WEBHOOK_TIMEOUT_MS ?? 10_000,
      sandboxAllowLocal: config.WEBHOOK_SANDBOX_ALLOW_LOCAL ?? true,
      sandboxAllowPrivate: config.WEBHOOK_SANDBOX_ALLOW_PRIVATE ?? false,
    },
    secretOverlapHours: config.WEBHOOK_SECRET_OVERLAP_HOURS ?? 24,
    publicUrl: config.PUBLIC_URL,
    documents: deps.documents,
  });
}

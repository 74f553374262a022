import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CasesService } from '../cases/cases.service.ts';
import type { Store } from '../db/store.ts';
import type { DocumentsRuntime } from '../documents/documents-runtime.ts';
import type { DeliveryScheduler } from '../events/events.repo.ts';
import type { ModulesService } from '../modules/modules.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import type { AuditActor, AuditService } from './audit.service.ts';
import type { Assets, Viewer } from './pages/layout.ts';
import type { DashboardUser, UsersService } from './users.service.ts';

/** Who may open a dashboard route: anyone (sign-in pages), any signed-in user, or admins only. */
export type DashboardAccess = 'public' | 'analyst' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    dashboard?: DashboardUser;
  }
  interface FastifyContextConfig {
    dashboard?: DashboardAccess;
  }
}

export interface WebhookSettings {
  timeoutMs: number;
  sandboxAllowLocal: boolean;
  sandboxAllowPrivate: boolean;
}

/** What every dashboard route file receives. */
export interface DashboardContext {
  store: Pick<Store, 'db'>;
  box: SecretBox;
  users: UsersService;
  audit: AuditService;
  accounts: AccountsService;
  cases: CasesService;
  modules: ModulesService;
  reports: ReportsService;
  scheduler: DeliveryScheduler;
  webhooks: WebhookSettings;
  /** How long a rotated signing secret keeps signing too. */
  secretOverlapHours: number;
  publicUrl: string;
  /** Stored documents and the threads that draw their pages (the document viewer). */
  documents: Pick<DocumentsRuntime, 'blobs' | 'parser'>;
  assets: Assets;
}

export function signedIn(request: FastifyRequest): DashboardUser {
  if (!request.dashboard) throw new Error('dashboard route without a session');
  return request.dashboard;
}

export function viewerOf(request: FastifyRequest): Viewer {
  const d = signedIn(request);
  return { email: d.user.email, role: d.user.role, accountName: d.account.name, environment: d.account.environment, csrf: d.csrfToken };
}

export function actorOf(request: FastifyRequest): AuditActor {
  const d = signedIn(request);
  return { type: 'user', id: d.user.id, email: d.user.email, ip: request.ip };
}

export function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

/** The form's fields as strings (an absent or repeated field reads as ''). */
export function field(body: unknown, name: string, max = 2048): string {
  const v = (body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v.slice(0, max) : '';
}

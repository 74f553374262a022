import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameOriginRequest } from '../hosted/csrf.ts';
import { installPageDefaults } from '../hosted/page-defaults.ts';
import { AppError } from '../shared/errors.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { registerCaseRoutes } from './cases.routes.ts';
import { registerDocumentViewerRoutes } from './documents.routes.ts';
import { registerEventRoutes } from './events.routes.ts';
import { registerRetentionRoutes } from './retention.routes.ts';
import { registerBankSettingsRoutes } from './bank.routes.ts';
import { registerTeamRoutes } from './team.routes.ts';
import { SESSION_COOKIE, readCookie } from './cookies.ts';
import { sendPage, viewerOf, type DashboardContext } from './dashboard-context.ts';
import { registerKeyRoutes } from './keys.routes.ts';
import { messagePage, type Assets } from './pages/layout.ts';
import { registerWebhookRoutes } from './webhooks.routes.ts';

function asset(file: string, type: string) {
  const body = fs.readFileSync(new URL(`./assets/${file}`, import.meta.url));
  const version = crypto.createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { body, type, url: `/dashboard/assets/${file}?v=${version}` };
}

const CSS = asset('dashboard.css', 'text/css; charset=utf-8');
const JS = asset('dashboard.js', 'text/javascript; charset=utf-8');
export const DASHBOARD_ASSETS: Assets = { css: CSS.url, js: JS.url };

export type DashboardDeps = Omit<DashboardContext, 'assets'>;

/**
 * The console for an account's people at `/dashboard`: server-rendered pages in their own plugin
 * scope, signed in by a session cookie (never an API key), with the hosted pages' headers.
 */
export async function registerDashboard(appIn: FastifyInstance, deps: DashboardDeps) {
  const ctx: DashboardContext = { ...deps, assets: DASHBOARD_ASSETS };
  const publicOrigin = new URL(deps.publicUrl).origin;

  await appIn.register(async (app) => {
    installPageDefaults(app, { formBodyLimit: 64 * 1024 });

    // Who is signed in, and whether their role may open the route.
    app.addHook('onRequest', async (request, reply) => {
      const access = request.routeOptions.config?.dashboard ?? 'admin';
      if (access === 'public') return;
      const user = await deps.users.session(readCookie(request, SESSION_COOKIE));
      if (!user) return reply.redirect('/dashboard/sign-in', 303);
      request.dashboard = user;
      if (access === 'admin' && user.user.role !== 'admin') {
        const viewer = { email: user.user.email, role: user.user.role, accountName: user.account.name, environment: user.account.environment, csrf: user.csrfToken };
        return sendPage(reply, 403, messagePage(ctx.assets, viewer, 'Not allowed', 'Only an admin of the account can open this page.'));
      }
    });

    // Every state-changing request of a signed-in user carries the session's form token.
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST' || !request.dashboard) return;
      if (!formAllowed(request, request.dashboard.csrfToken, (request.body as Record<string, unknown> | undefined)?.csrf)) return refuse(reply, request);
    });

    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error instanceof AppError ? error.status : error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'dashboard page failed');
      const message = status >= 500 ? 'Something went wrong on our side. Please try again in a moment.' : error.message;
      if (error instanceof AppError) for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return sendPage(reply, status, messagePage(ctx.assets, undefined, status === 404 ? 'Not found' : 'We could not do that', message));
    });

    for (const a of [CSS, JS]) {
      app.get(a.url.split('?')[0]!, { config: { access: 'PUBLIC', dashboard: 'public' }, schema: { hide: true } }, async (_request, reply) =>
        reply.header('Cache-Control', 'public, max-age=86400').type(a.type).send(a.body),
      );
    }
    app.get('/dashboard', { config: { access: 'PUBLIC', dashboard: 'analyst' }, schema: { hide: true } }, async (_request, reply) => reply.redirect('/dashboard/cases', 303));

    // Any other path under /dashboard: the page, not the API's JSON, says it does not exist.
    app.get('/dashboard/*', { config: { access: 'PUBLIC', dashboard: 'analyst' }, schema: { hide: true } }, async (request, reply) =>
      sendPage(reply, 404, messagePage(ctx.assets, viewerOf(request), 'Not found', 'There is no such page.')),
    );

    registerAuthRoutes(app, ctx, { formAllowed, refuse });
    registerKeyRoutes(app, ctx);
    registerWebhookRoutes(app, ctx);
    registerCaseRoutes(app, ctx);
    registerDocumentViewerRoutes(app, ctx);
    registerEventRoutes(app, ctx);
    registerTeamRoutes(app, ctx);
    registerRetentionRoutes(app, ctx);
    registerBankSettingsRoutes(app, ctx);
  });

  /** CSRF: browser headers must say same origin, and the form must carry the expected token. */
  function formAllowed(request: FastifyRequest, expected: string | undefined, given: unknown): boolean {
    if (!sameOriginRequest(request, [publicOrigin, `${request.protocol}://${request.host}`])) return false;
    if (!expected || typeof given !== 'string' || given.length !== expected.length) return false;
    return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  }

  function refuse(reply: FastifyReply, request: FastifyRequest) {
    const d = request.dashboard;
    const viewer = d && { email: d.user.email, role: d.user.role, accountName: d.account.name, environment: d.account.environment, csrf: d.csrfToken };
    return sendPage(reply, 403, messagePage(ctx.assets, viewer, 'Please try again', 'This form could not be accepted. Go back, reload the page and try again.'));
  }
}

export type FormGuard = {
  formAllowed(request: FastifyRequest, expected: string | undefined, given: unknown): boolean;
  refuse(reply: FastifyReply, request: FastifyRequest): unknown;
};

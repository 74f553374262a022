import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../accounts/secrets.ts';
import { FORM_COOKIE, SESSION_COOKIE, readCookie, setCookie } from './cookies.ts';
import { actorOf, field, sendPage, signedIn, viewerOf, type DashboardContext } from './dashboard-context.ts';
import type { FormGuard } from './dashboard.routes.ts';
import * as pages from './pages/auth-pages.ts';

const PUBLIC = { config: { access: 'PUBLIC' as const, dashboard: 'public' as const }, schema: { hide: true } };
const ANY_USER = { config: { access: 'PUBLIC' as const, dashboard: 'analyst' as const }, schema: { hide: true } };
const FORM_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Sign-in, the one-time link that sets a password, sign-out and the user's own password. */
export function registerAuthRoutes(app: FastifyInstance, ctx: DashboardContext, guard: FormGuard) {
  const secure = ctx.publicUrl.startsWith('https:');

  /** The pre-session form token: the browser's own, or a new one set now. */
  function formToken(request: FastifyRequest, reply: FastifyReply): string {
    const have = readCookie(request, FORM_COOKIE);
    if (have && FORM_TOKEN.test(have)) return have;
    const token = randomToken(32);
    setCookie(reply, FORM_COOKIE, token, { secure });
    return token;
  }

  function startSession(reply: FastifyReply, sessionId: string) {
    setCookie(reply, SESSION_COOKIE, sessionId, { secure });
  }

  app.get('/dashboard/sign-in', PUBLIC, async (request, reply) => {
    if (await ctx.users.session(readCookie(request, SESSION_COOKIE))) return reply.redirect('/dashboard/cases', 303);
    return sendPage(reply, 200, pages.signInPage(ctx.assets, formToken(request, reply)));
  });

  app.post<{ Body: Record<string, string> | undefined }>('/dashboard/sign-in', PUBLIC, async (request, reply) => {
    if (!guard.formAllowed(request, readCookie(request, FORM_COOKIE), request.body?.csrf)) return guard.refuse(reply, request);
    const email = field(request.body, 'email', 320);
    const password = field(request.body, 'password', 256);
    const token = formToken(request, reply);
    const outcome = await ctx.users.signIn(email, password, request.ip);
    if (outcome.ok) {
      startSession(reply, outcome.sessionId);
      return reply.redirect('/dashboard/cases', 303);
    }
    if (outcome.reason === 'throttled') {
      const n = outcome.retryAfterSeconds;
      reply.header('Retry-After', String(n));
      return sendPage(reply, 429, pages.signInPage(ctx.assets, token, { email, error: `Too many attempts. Try again in ${n} ${n === 1 ? 'second' : 'seconds'}.` }));
    }
    return sendPage(reply, 401, pages.signInPage(ctx.assets, token, { email, error: 'That email and password do not match.' }));
  });

  app.get<{ Params: { token: string } }>('/dashboard/set-password/:token', PUBLIC, async (request, reply) => {
    const user = await ctx.users.linkUser(request.params.token);
    if (!user) return sendPage(reply, 410, pages.linkGonePage(ctx.assets));
    return sendPage(reply, 200, pages.setPasswordPage(ctx.assets, request.params.token, formToken(request, reply), user.email));
  });

  app.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>('/dashboard/set-password/:token', PUBLIC, async (request, reply) => {
    if (!guard.formAllowed(request, readCookie(request, FORM_COOKIE), request.body?.csrf)) return guard.refuse(reply, request);
    const user = await ctx.users.linkUser(request.params.token);
    if (!user) return sendPage(reply, 410, pages.linkGonePage(ctx.assets));
    const password = field(request.body, 'password', 1024);
    const token = formToken(request, reply);
    if (password !== field(request.body, 'confirm', 1024)) {
      return sendPage(reply, 400, pages.setPasswordPage(ctx.assets, request.params.token, token, user.email, 'The two passwords are not the same.'));
    }
    const outcome = await ctx.users.setPasswordWithLink(request.params.token, password);
    if (!outcome.ok) return sendPage(reply, 400, pages.setPasswordPage(ctx.assets, request.params.token, token, user.email, outcome.problem));
    await ctx.audit.record(undefined, { type: 'user', id: user.id, email: user.email, ip: request.ip }, { accountId: user.accountId, action: 'user.password_set', details: { user_id: user.id } });
    startSession(reply, outcome.sessionId);
    return reply.redirect('/dashboard/cases', 303);
  });

  app.post('/dashboard/sign-out', ANY_USER, async (request, reply) => {
    await ctx.users.signOut(signedIn(request).sessionIdHash);
    setCookie(reply, SESSION_COOKIE, '', { secure, maxAgeSeconds: 0 });
    return reply.redirect('/dashboard/sign-in', 303);
  });

  app.get<{ Querystring: { changed?: string } }>('/dashboard/account', ANY_USER, async (request, reply) =>
    sendPage(reply, 200, pages.accountPage(ctx.assets, viewerOf(request), { info: request.query.changed ? 'Your password is changed; every other session has ended.' : undefined })),
  );

  app.post<{ Body: Record<string, string> | undefined }>('/dashboard/account/password', ANY_USER, async (request, reply) => {
    const d = signedIn(request);
    const outcome = await ctx.users.changePassword(d.user, field(request.body, 'current', 1024), field(request.body, 'password', 1024), request.ip);
    if (!outcome.ok) return sendPage(reply, 400, pages.accountPage(ctx.assets, viewerOf(request), { error: outcome.problem }));
    await ctx.audit.record(undefined, actorOf(request), { accountId: d.account.id, action: 'user.password_changed', details: { user_id: d.user.id } });
    startSession(reply, outcome.sessionId);
    return reply.redirect('/dashboard/account?changed=1', 303);
  });
}

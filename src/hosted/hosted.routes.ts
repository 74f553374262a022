import crypto from 'node:crypto';
import fs from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import { installPageDefaults, linkPageCsp } from './page-defaults.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BlobStore } from '../documents/blob-store.ts';
import { receiveUpload, type ReceivedFile, type UploadLimits } from '../documents/upload-intake.ts';
import { UnstorableTextError } from '../http/storable-text.ts';
import { AppError } from '../shared/errors.ts';
import { BankConnectorError } from '../bank/bank.types.ts';
import { SANDBOX_PROVIDER } from '../bank/sandbox-bank.ts';
import { sameOriginRequest } from './csrf.ts';
import { hasModule, type HostedService, type OpenLink } from './hosted.service.ts';
import { linkThrottle, retryIn, type LinkThrottleSettings } from './link-throttle.ts';
import * as pages from './pages.ts';

export interface HostedRoutesDeps {
  hosted: HostedService;
  blobs: BlobStore;
  limits: UploadLimits;
  publicUrl: string;
  /** The Plaid Link script the bank page loads for accounts with Plaid (PLAID_LINK_SCRIPT_URL). */
  plaidLinkScriptUrl?: string;
  /** Per-link throttles of upload and "I'm done" (default: 20 and 5 a minute). */
  throttle?: LinkThrottleSettings;
}


function asset(file: string, type: string) {
  const body = fs.readFileSync(new URL(`./assets/${file}`, import.meta.url));
  const version = crypto.createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { body, type, url: `/hosted/${file}?v=${version}` };
}

const CSS = asset('hosted.css', 'text/css; charset=utf-8');
const JS = asset('hosted.js', 'text/javascript; charset=utf-8');
const PLAID_JS = asset('plaid-link.js', 'text/javascript; charset=utf-8');
const ASSETS: pages.Assets = { css: CSS.url, js: JS.url };

export const DEFAULT_PLAID_LINK_SCRIPT_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

type TokenParams = { token: string };

/**
 * The borrower's pages (`/s/{code}`, `/link/{token}/...`), outside the API: no key, HTML
 * answers, and their own plugin scope, so only they parse HTML forms and carry these headers.
 */
export async function registerHostedRoutes(appIn: FastifyInstance, deps: HostedRoutesDeps) {
  const { hosted } = deps;
  const publicOrigin = new URL(deps.publicUrl).origin;
  const throttle = linkThrottle(deps.throttle ?? { uploadsPerMinute: 20, donePerMinute: 5 });
  const plaidScript = deps.plaidLinkScriptUrl ?? DEFAULT_PLAID_LINK_SCRIPT_URL;

  await appIn.register(async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: deps.limits.maxFileBytes, files: deps.limits.maxFiles } });
    installPageDefaults(app, { formBodyLimit: 16 * 1024 });

    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error instanceof AppError ? error.status : error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'hosted page failed');
      const message =
        status >= 500
          ? 'Something went wrong on our side. Please try again in a moment.'
          : error instanceof UnstorableTextError
            ? 'What was sent holds a character we can’t accept (such as a NUL character). Go back, remove it and try again.'
            : error.message;
      return problem(request, reply, status, status >= 500 ? 'Something went wrong' : 'We could not do that', message);
    });

    const route = { config: { access: 'PUBLIC' as const }, schema: { hide: true } };

    for (const a of [CSS, JS, PLAID_JS]) {
      app.get(a.url.split('?')[0]!, route, async (_request, reply) =>
        reply.header('Cache-Control', 'public, max-age=86400').type(a.type).send(a.body),
      );
    }

    app.get<{ Params: { code: string } }>('/s/:code', route, async (request, reply) => {
      const path = await hosted.fullLinkPath(request.params.code);
      if (!path) return sendPage(reply, 404, pages.notFoundPage(ASSETS));
      return reply.redirect(`${deps.publicUrl}${path}`, 302);
    });

    app.get<{ Params: TokenParams }>('/link/:token', route, async (request, reply) => {
      const link = await openLink(request, reply);
      if (!link) return reply;
      return sendPage(reply, 200, pages.welcomePage(view(link)));
    });

    app.get<{ Params: TokenParams }>('/link/:token/bank', route, async (request, reply) => {
      const link = await openLink(request, reply);
      if (!link) return reply;
      if (!hosted.bankAvailable(link)) return sendPage(reply, 404, pages.messagePage(ASSETS, 'Not available', 'Connecting a bank is not part of this request.', link.account.name));
      if (link.bankProvider === SANDBOX_PROVIDER) return sendPage(reply, 200, pages.institutionsPage(view(link), hosted.institutions(link)));
      // An aggregator's widget: its script, from its own origin, and nothing else from outside.
      let session;
      try {
        session = await hosted.startLink(link);
      } catch (err) {
        if (!(err instanceof BankConnectorError)) throw err;
        request.log.warn({ code: err.code }, 'bank link session could not start');
        return sendPage(reply, 502, pages.messagePage(ASSETS, 'Bank connection unavailable', err.borrowerMessage, link.account.name));
      }
      reply.header('Content-Security-Policy', linkPageCsp(plaidScript));
      return sendPage(reply, 200, pages.plaidLinkPage(view(link), { linkToken: session.link_token, repair: session.repair === true, scripts: [plaidScript, PLAID_JS.url] }));
    });

    app.post<{ Params: TokenParams; Body: Record<string, string> | undefined }>('/link/:token/bank/plaid', route, async (request, reply) => {
      const link = await openLink(request, reply, true);
      if (!link) return reply;
      const body = request.body ?? {};
      if (!(await postAllowed(request, reply, link, body.csrf))) return reply;
      if (!hosted.bankAvailable(link) || link.bankProvider === SANDBOX_PROVIDER) return problem(request, reply, 404, 'Not available', 'Connecting a bank this way is not part of this request.', link.account.name);
      const publicToken = typeof body.public_token === 'string' ? body.public_token : '';
      if (!/^public-[\w-]{1,200}$/.test(publicToken)) {
        if (wantsJson(request)) return reply.code(400).send({ message: 'public_token is missing or malformed', errors: [{ field: 'public_token', error: 'must be the public token Plaid Link returned' }] });
        return problem(request, reply, 400, 'We could not do that', 'Your bank connection did not finish. Go back and connect again.', link.account.name);
      }
      try {
        const connected = await hosted.connectItem(link, publicToken);
        if (wantsJson(request)) {
          return reply.code(201).send({ connection_id: connected.connection_id, institution_name: connected.institution_name, accounts: connected.accounts, transactions_imported: connected.transactions_imported });
        }
        return reply.redirect(`/link/${link.token}/bank/connected/${connected.connection_id}`, 303);
      } catch (err) {
        if (!(err instanceof BankConnectorError)) throw err;
        request.log.warn({ code: err.code }, 'bank connection failed');
        return problem(request, reply, 502, 'Your bank could not be connected', err.borrowerMessage, link.account.name);
      }
    });

    app.get<{ Params: TokenParams & { connection_id: string } }>('/link/:token/bank/connected/:connection_id', route, async (request, reply) => {
      const link = await openLink(request, reply);
      if (!link) return reply;
      const connection = await hosted.connection(link, request.params.connection_id);
      if (!connection) return sendPage(reply, 404, pages.messagePage(ASSETS, 'Not found', 'We can’t find this bank connection.', link.account.name));
      const accounts = (connection.accounts as { name?: string; mask?: string | null }[]).map((a) => ({ name: String(a.name ?? 'Account'), mask: a.mask ?? null }));
      return sendPage(reply, 200, pages.connectedPage(view(link), { institutionName: connection.institutionName, accounts, transactionCount: connection.transactionCount }));
    });

    app.get<{ Params: TokenParams & { institution_id: string } }>('/link/:token/bank/:institution_id', route, async (request, reply) => {
      const link = await openLink(request, reply);
      if (!link) return reply;
      const institution = institutionOf(link, request.params.institution_id);
      if (!institution) return sendPage(reply, 404, pages.messagePage(ASSETS, 'Bank not found', 'Go back and choose your bank from the list.', link.account.name));
      return sendPage(reply, 200, pages.signInPage(view(link), { institution }));
    });

    app.post<{ Params: TokenParams & { institution_id: string }; Body: Record<string, string> | undefined }>(
      '/link/:token/bank/:institution_id',
      route,
      async (request, reply) => {
        const link = await openLink(request, reply, true);
        if (!link) return reply;
        const body = request.body ?? {};
        if (!(await postAllowed(request, reply, link, body.csrf))) return reply;
        const institution = institutionOf(link, request.params.institution_id);
        if (!institution) return sendPage(reply, 404, pages.messagePage(ASSETS, 'Bank not found', 'Go back and choose your bank from the list.', link.account.name));
        const username = typeof body.username === 'string' ? body.username.slice(0, 256) : '';
        const password = typeof body.password === 'string' ? body.password.slice(0, 256) : '';
        if (username === '' || password === '') {
          return sendPage(reply, 400, pages.signInPage(view(link), { institution, username, error: 'Enter both your username and your password.' }));
        }
        const outcome = await hosted.signIn(link, { institutionId: institution.institution_id, username, password });
        if (outcome.ok) return reply.redirect(`/link/${link.token}/bank/connected/${outcome.connectionId}`, 303);
        if (outcome.reason === 'throttled') {
          const n = outcome.retryAfterSeconds;
          reply.header('Retry-After', String(n));
          return sendPage(reply, 429, pages.signInPage(view(link), { institution, username, error: `Too many attempts, try again in ${n} ${n === 1 ? 'second' : 'seconds'}.` }));
        }
        return sendPage(reply, 401, pages.signInPage(view(link), { institution, username, error: outcome.message }));
      },
    );

    app.get<{ Params: TokenParams; Querystring: { uploaded?: string; module?: string } }>('/link/:token/upload', route, async (request, reply) => {
      const link = await openLink(request, reply);
      if (!link) return reply;
      const uploaded = Number(request.query.uploaded);
      const moduleType = String(request.query.module ?? '');
      const state = Number.isInteger(uploaded) && uploaded > 0 && hasModule(link, moduleType) ? { moduleType, uploaded } : undefined;
      return sendPage(reply, 200, await uploadPage(link, state));
    });

    app.post<{ Params: TokenParams; Querystring: { csrf?: string } }>('/link/:token/upload', route, async (request, reply) => {
      const link = await openLink(request, reply, true);
      if (!link) return reply;
      // A multipart form's fields are the upload's own: the form token travels in the action URL.
      if (!(await postAllowed(request, reply, link, request.query.csrf))) return reply;
      const wait = throttle.upload(link.caseRow.id);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        return problem(request, reply, 429, 'Please wait a moment', retryIn(wait), link.account.name);
      }
      let files: ReceivedFile[] = [];
      let moduleType = '';
      try {
        const received = await receiveUpload(request, deps.blobs, deps.limits);
        files = received.files;
        moduleType = received.fields.module_type ?? '';
        const out = await hosted.upload(link, received);
        if (wantsJson(request)) {
          return reply.code(201).send({ documents: out.documents.map((d) => ({ document_id: d.document_id, filename: d.filename })) });
        }
        return reply.redirect(`/link/${link.token}/upload?uploaded=${out.documents.length}&module=${encodeURIComponent(moduleType)}`, 303);
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        const messages = uploadMessages(err, files);
        if (wantsJson(request)) return reply.code(err.status).send({ message: err.message, errors: messages });
        // Errors met before the form said which upload this is are not shown beside a form.
        if (!hasModule(link, moduleType)) return problem(request, reply, err.status, 'We could not do that', messages.map((m) => m.error).join(' '), link.account.name);
        const state = { moduleType, errors: messages.map((m) => m.error) };
        return sendPage(reply, err.status, await uploadPage(link, state));
      }
    });

    app.post<{ Params: TokenParams; Body: Record<string, string> | undefined }>('/link/:token/done', route, async (request, reply) => {
      const link = await openLink(request, reply, true);
      if (!link) return reply;
      if (!(await postAllowed(request, reply, link, request.body?.csrf))) return reply;
      const wait = throttle.done(link.caseRow.id);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        return problem(request, reply, 429, 'Please wait a moment', retryIn(wait), link.account.name);
      }
      await hosted.finish(link);
      return reply.redirect(`/link/${link.token}/done`, 303);
    });

    app.get<{ Params: TokenParams }>('/link/:token/done', route, async (request, reply) => {
      const link = await openLink(request, reply);
      if (!link) return reply;
      const anyInput = (await hosted.documents(link)).length > 0 || (await hosted.latestConnection(link)) !== undefined;
      return sendPage(reply, 200, pages.donePage(view(link), anyInput));
    });
  });

  function view(link: OpenLink): pages.CaseView {
    return {
      token: link.token,
      lender: link.account.name,
      firstName: link.caseRow.firstName,
      formToken: link.formToken,
      hasStatements: hasModule(link, 'cash_flow_analysis'),
      hasPaystubs: hasModule(link, 'paystub'),
      bankAvailable: hosted.bankAvailable(link),
      sandbox: link.account.environment === 'sandbox',
      expiresAt: link.caseRow.linkExpiresAt,
      assets: ASSETS,
    };
  }

  async function uploadPage(link: OpenLink, state?: pages.UploadView['state']) {
    const documents = await hosted.documents(link);
    return pages.uploadPage(view(link), {
      documents,
      maxFileMb: Math.max(1, Math.floor(deps.limits.maxFileBytes / (1024 * 1024))),
      maxFiles: deps.limits.maxFiles,
      state,
    });
  }

  function institutionOf(link: OpenLink, institutionId: string) {
    if (!hosted.bankAvailable(link)) return undefined;
    return hosted.institutions(link).find((i) => i.institution_id === institutionId);
  }

  /**
   * The case of the link, when it can still be used; otherwise the page that says why has been
   * sent (404 unknown, 410 expired or cancelled, the "complete" page) and null is returned.
   */
  async function openLink(request: FastifyRequest<{ Params: TokenParams }>, reply: FastifyReply, forChange = false): Promise<OpenLink | null> {
    const state = await hosted.resolve(request.params.token);
    switch (state.kind) {
      case 'open':
        return state.link;
      case 'unknown':
        problem(request, reply, 404, 'Link not found', 'We can’t find this link. Check that you copied all of it, or ask the lender who sent it for a new one.');
        return null;
      case 'expired':
      case 'cancelled':
        if (wantsJson(request)) problem(request, reply, 410, '', state.kind === 'expired' ? 'This link has expired' : 'This request was cancelled');
        else sendPage(reply, 410, pages.gonePage(state.kind, state.lenderName, ASSETS));
        return null;
      case 'completed':
        if (wantsJson(request)) problem(request, reply, 409, '', 'This verification is already complete');
        else sendPage(reply, forChange ? 409 : 200, pages.completedPage(state.link.account.name, ASSETS));
        return null;
    }
  }

  /** CSRF: browser headers must say same origin, and the form must carry this link's token. */
  async function postAllowed(request: FastifyRequest, reply: FastifyReply, link: OpenLink, given: unknown): Promise<boolean> {
    const origins = [publicOrigin, `${request.protocol}://${request.host}`];
    if (sameOriginRequest(request, origins) && (await hosted.formTokenValid(link, given))) return true;
    problem(request, reply, 403, 'Please try again', 'This form could not be accepted. Go back, reload the page and try again.', link.account.name);
    return false;
  }

  function problem(request: FastifyRequest, reply: FastifyReply, status: number, title: string, message: string, lender?: string) {
    if (wantsJson(request)) return reply.code(status).send({ message });
    return sendPage(reply, status, status === 404 ? pages.notFoundPage(ASSETS) : pages.messagePage(ASSETS, title, message, lender));
  }
}

function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

/** The upload page's script asks for JSON; a plain form post gets HTML. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /application\/json/i.test(accept) && !/text\/html/i.test(accept);
}

/** The service's refusal, one message per file (named as the borrower chose it) or per problem. */
export function uploadMessages(err: AppError, files: ReceivedFile[]): { file: string | null; error: string }[] {
  const errors = (err.extra.errors as { field: string; error: string }[] | undefined) ?? [];
  if (errors.length === 0) return [{ file: null, error: err.message }];
  return errors.map(({ field, error }) => {
    const index = /^files\.(\d+)$/.exec(field)?.[1];
    const file = index === undefined ? undefined : files.find((f) => f.index === Number(index));
    if (file) return { file: file.filename, error: /^is\b/.test(error) ? `${file.filename} ${error}.` : `${file.filename}: ${error}` };
    if (index !== undefined) return { file: null, error: `File ${Number(index) + 1} ${error}.` };
    if (field === 'files') return { file: null, error: 'Choose at least one file to upload.' };
    return { file: null, error: `${field} ${error}` };
  });
}

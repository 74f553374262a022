import type { FastifyInstance } from 'fastify';

/** The security headers of every server-rendered page: nothing from other hosts, no framing, no referrer (link tokens are in URLs), no caching. */
export const HOSTED_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; connect-src 'self'";

/**
 * The bank page that opens an aggregator's widget: the hosted pages' policy, plus the origin of the
 * widget's script (and nothing else) where the widget needs it: its script, its frame, its calls.
 */
export function linkPageCsp(scriptUrl: string): string {
  const origin = new URL(scriptUrl).origin;
  return (
    `default-src 'none'; script-src 'self' ${origin}; style-src 'self'; img-src 'self' data:; form-action 'self'; ` +
    `frame-src ${origin}; frame-ancestors 'none'; base-uri 'none'; connect-src 'self' ${origin}`
  );
}

/**
 * What the hosted pages and the dashboard share inside their plugin scope: plain HTML forms parsed
 * as url-encoded fields, the pages' security headers, and no API version header (it says nothing
 * about a page; the root hook runs first).
 */
export function installPageDefaults(app: FastifyInstance, opts: { formBodyLimit: number }) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: opts.formBodyLimit }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Content-Security-Policy', HOSTED_CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.removeHeader('Service-Api-Version');
  });
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/errors.ts';
import { jsonDepthError } from './json-depth.ts';

/**
 * Our JSON parser: keeps the raw bytes (idempotency compares them), treats an empty body as no
 * body (so `POST .../cancel` with a JSON content type and nothing else works), and reports
 * malformed JSON as a 400 with the parser's reason.
 */
export function installJsonBody(app: FastifyInstance) {
  // Fastify validates a missing body as `null`, which no object schema accepts: validate it as
  // `{}`, so that actions without a body pass and a bare create lists each required field.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
  // Fastify also parses text/plain by default; this API takes JSON only (anything else: 415).
  app.removeContentTypeParser(['application/json', 'text/plain']);
  // Fastify matches a RegExp against the whole header, parameters included (`; charset=utf-8`).
  app.addContentTypeParser(/^application\/([\w.-]+\+)?json\s*(;|$)/i, { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    request.rawBody = raw;
    if (raw.length === 0) return done(null, undefined);
    const tooDeep = jsonDepthError(raw);
    if (tooDeep) return done(tooDeep, undefined);
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch (err) {
      done(new AppError('validation', `Malformed JSON body: ${(err as Error).message}`, { errors: [{ field: 'body', error: 'is not valid JSON' }] }), undefined);
    }
  });
}

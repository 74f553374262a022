import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/errors.ts';

/**
 * Our JSON parser: keeps the raw bytes (idempotency compares them), treats an empty body as no
 * body (so `POST .../cancel` with a JSON content type and nothing else works), and reports
 * malformed JSON as a 400 with the parser's reason.
 */
export function installJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(/^application\/(.+\+)?json$/, { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    request.rawBody = raw;
    if (raw.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch (err) {
      done(new AppError('validation', `Malformed JSON body: ${(err as Error).message}`, { errors: [{ field: 'body', error: 'is not valid JSON' }] }), undefined);
    }
  });
}

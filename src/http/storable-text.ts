import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type FieldError } from '../shared/errors.ts';
import { unstorableFieldError, unstorableIn, unstorableText } from '../shared/storable-text.ts';

// Text PostgreSQL cannot store (src/shared/storable-text.ts) is refused as a request arrives, with a
// 400 naming every place it was found, before any handler can write it.

/** Headers whose values are kept or compared as text. */
const TEXT_HEADERS = ['Idempotency-Key', 'Service-Api-Version'];

/** The unstorable text of a request's path parameters, query, headers and parsed body. */
export function unstorableTextOf(request: Pick<FastifyRequest, 'params' | 'query' | 'body' | 'headers'>): FieldError[] {
  const errors = [...unstorableText(request.params, 'params'), ...unstorableText(request.query, 'query')];
  for (const name of TEXT_HEADERS) {
    const value = request.headers[name.toLowerCase()];
    const what = value === undefined ? undefined : unstorableIn([value].flat().join(','));
    if (what) errors.push(unstorableFieldError(name, what));
  }
  return [...errors, ...unstorableText(request.body, 'body')];
}

/** The 400 for text that cannot be stored; the hosted pages tell a borrower in their own words. */
export class UnstorableTextError extends AppError {
  constructor(errors: FieldError[]) {
    super('validation', 'Invalid request: text must not contain NUL characters or unpaired UTF-16 surrogates', { errors });
  }
}

/** Lists the unstorable places beside the schema's own errors, replacing any for the same field. */
export function withUnstorableText(request: FastifyRequest, schemaErrors: FieldError[]): FieldError[] {
  const unstorable = request.unstorableText ?? [];
  const named = new Set(unstorable.map((e) => e.field));
  return [...schemaErrors.filter((e) => !named.has(e.field)), ...unstorable];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Text of this request that cannot be stored, found before validation. */
    unstorableText?: FieldError[];
  }
}

/**
 * Looks at every request's text before validation. The places found are kept, so that a schema
 * error lists them too (error-handler.ts), and refused before the handler when the schema passes.
 */
export function installStorableText(app: FastifyInstance) {
  app.decorateRequest('unstorableText', undefined);
  app.addHook('preValidation', async (request) => {
    const errors = unstorableTextOf(request);
    if (errors.length > 0) request.unstorableText = errors;
  });
  app.addHook('preHandler', async (request) => {
    if (request.unstorableText) throw new UnstorableTextError(request.unstorableText);
  });
}

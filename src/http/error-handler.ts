import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../shared/errors.ts';
import { withUnstorableText } from './storable-text.ts';
import { CURRENT_API_VERSION } from './versions.ts';

type ValidationItem = { instancePath: string; keyword: string; message?: string; params?: Record<string, unknown> };

const CONTEXT_PREFIX: Record<string, string> = { body: '', querystring: '', params: '', headers: '' };

/** Turns zod issues (as fastify reports them) into the spec's `{field, error}` list. */
export function fieldErrors(items: ValidationItem[], context = 'body'): FieldError[] {
  const prefix = CONTEXT_PREFIX[context] ?? '';
  const out: FieldError[] = [];
  for (const item of items) {
    const path = item.instancePath.split('/').filter(Boolean).join('.');
    const base = prefix + path;
    if (item.keyword === 'unrecognized_keys' && Array.isArray(item.params?.keys)) {
      for (const key of item.params.keys as string[]) out.push({ field: base ? `${base}.${key}` : key, error: 'is not a known field' });
      continue;
    }
    if (item.keyword === 'invalid_key' && Array.isArray(item.params?.issues)) {
      const inner = (item.params.issues as { message?: string }[])[0];
      out.push({ field: base || context, error: inner?.message ?? 'is not an allowed key' });
      continue;
    }
    out.push({ field: base || context, error: item.message ?? 'is invalid' });
  }
  return out;
}

/** Fastify's own errors that are the client's doing, by code. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported Content-Type: send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Content-Length does not match the body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Body is empty but Content-Type is application/json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON body' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: 'Invalid Content-Type header' },
  FST_ERR_INVALID_URL: { status: 400, message: 'Malformed URL' },
  FST_ERR_BAD_URL: { status: 400, message: 'Malformed URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A path parameter is too long' },
};

function send(reply: FastifyReply, request: FastifyRequest, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  // Error bodies are written as they are, whatever the route's response schema says.
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ ...body, request_id: request.id });
}

/**
 * Fastify's `frameworkErrors` option: errors met while routing (a malformed URL, an over-long path
 * parameter) skip the hooks and the error handler, so this one writes the headers and body itself.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = FASTIFY_CLIENT_ERRORS[error.code] ?? { status: 400, message: 'Bad request' };
  return send(reply, request, known.status, { message: known.message }, {
    'Request-Id': request.id,
    'Service-Api-Version': request.apiVersion ?? CURRENT_API_VERSION,
  });
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, request, error.status, { message: error.message, ...error.extra }, error.headers);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError).validationContext ?? 'body';
      const where = context === 'querystring' ? 'query parameters' : context === 'params' ? 'path' : context === 'headers' ? 'headers' : 'request body';
      return send(reply, request, 400, { message: `Invalid ${where}`, errors: withUnstorableText(request, fieldErrors(error.validation, context)) });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, request, known.status, { message: known.message });
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return send(reply, request, 400, { message: 'Malformed JSON body' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, request, error.statusCode, { message: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, request, 500, { message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => send(reply, request, 404, { message: `No route ${request.method} ${request.url.split('?')[0]}` }));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type FieldError } from '../shared/errors.ts';

// PostgreSQL text and jsonb refuse U+0000, and a lone UTF-16 surrogate (JSON allows "\ud800")
// can be neither stored nor echoed exactly. Such text is refused as the request arrives, with a
// 400 naming every place it was found, before any handler can write it.

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Enough to name the places in any honest request, while a hostile body cannot make the answer large. */
const MAX_REPORTED = 100;
const MAX_REPORTED_CHARS = 64 * 1024;

/** What in `text` cannot be stored, or undefined when all of it can. */
export function unstorableIn(text: string): string | undefined {
  if (text.includes('\u0000')) return 'a NUL character (U+0000)';
  if (UNPAIRED_SURROGATE.test(text)) return 'an unpaired UTF-16 surrogate';
  return undefined;
}

/** The error for a text field holding `what` (from unstorableIn). */
export const unstorableFieldError = (field: string, what: string): FieldError => ({ field, error: `must not contain ${what}, which cannot be stored` });

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
}

/** Arrays and plain records (the query and path parameters' records have a prototype without a constructor); not Buffers. */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const made = (Object.getPrototypeOf(value) as { constructor?: unknown } | null)?.constructor;
  return made === undefined || made === Object;
}

function pathOf(node: Node, root: string): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) keys.push(n.key);
  return keys.length === 0 ? root : keys.reverse().join('.');
}

/**
 * Every string and object key in a parsed value (JSON body, query, path parameters) that cannot
 * be stored, as `{field, error}` with the dotted path (`address.line1`, `products.0`) in document
 * order; `root` names the value itself. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function unstorableText(value: unknown, root = 'body'): FieldError[] {
  const errors: FieldError[] = [];
  let reportedChars = 0;
  const report = (node: Node, error: (field: string) => FieldError) => {
    const field = pathOf(node, root);
    reportedChars += field.length;
    errors.push(error(field));
  };
  const pending: Node[] = [{ value, key: '', parent: null }];
  while (pending.length > 0 && errors.length < MAX_REPORTED && reportedChars < MAX_REPORTED_CHARS) {
    const node = pending.pop()!;
    const badKey = node.parent ? unstorableIn(node.key) : undefined;
    if (badKey) report(node, (field) => ({ field, error: `is a key that contains ${badKey}, which cannot be stored` }));
    if (typeof node.value === 'string') {
      const what = unstorableIn(node.value);
      if (what) report(node, (field) => unstorableFieldError(field, what));
    } else if (isContainer(node.value)) {
      const keys = Object.keys(node.value);
      for (let i = keys.length - 1; i >= 0; i--) {
        pending.push({ value: (node.value as Record<string, unknown>)[keys[i]], key: keys[i], parent: node });
      }
    }
  }
  return errors;
}

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
  constructor(readonly errors: FieldError[]) {
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

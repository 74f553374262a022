import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ROUTE_EXAMPLES } from './openapi-examples.ts';
import { API_VERSIONS } from './versions.ts';

/**
 * The OpenAPI 3.1 document is generated from the same zod schemas that validate requests;
 * `/openapi.json` serves it and `/docs` a reference page whose assets come from this package.
 */
export async function installOpenApi(app: FastifyInstance, opts: { publicUrl: string; version: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'underwrite Case API',
        version: opts.version,
        description:
          'Underwriting verification: cases, modules, workflows and webhooks. ' +
          `Send \`Service-Api-Version\` (${API_VERSIONS.join(', ')}); omitted, the account's pinned version is used.`,
      },
      servers: [{ url: opts.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API_KEY>' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // The page and its assets come from this service only; no upgrade to https on a plain-http install.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    uiConfig: { docExpansion: 'list', deepLinking: true, url: '/openapi.json' } as never,
  });
  let doc: unknown;
  app.get('/openapi.json', { schema: { hide: true }, config: { access: 'PUBLIC' } }, async () => (doc ??= pruneUnusedSchemas(withExamples(optionalEmptyBodies(app.swagger())))));
}

interface Media {
  schema?: { $ref?: string; description?: string };
  example?: unknown;
}
interface Parameter {
  in: string;
  name: string;
  description?: string;
}
interface DocOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media> }>;
}

/** Headers every route that takes them means the same by, described once here. */
const HEADER_DESCRIPTIONS: Record<string, string> = {
  'idempotency-key':
    'Any string of 1 to 255 visible ASCII characters: the same key with the same body within 24 h answers the first response again and changes nothing; with another body, 409',
};

/**
 * Each route's example request and answer (openapi-examples.ts) on its request body and success
 * response; a response without its own description takes its schema's; shared headers described.
 */
function withExamples<T>(document: T): T {
  const d = document as { paths?: Record<string, Record<string, DocOperation>>; components?: { schemas?: Record<string, { description?: string }> } };
  const schemas = d.components?.schemas ?? {};
  for (const [path, item] of Object.entries(d.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      for (const p of op.parameters ?? []) if (p.in === 'header' && !p.description && HEADER_DESCRIPTIONS[p.name]) p.description = HEADER_DESCRIPTIONS[p.name];
      for (const response of Object.values(op.responses ?? {})) {
        if (response.description !== 'Default Response') continue;
        const schema = Object.values(response.content ?? {})[0]?.schema;
        const named = schema?.$ref ? schemas[schema.$ref.split('/').pop()!]?.description : schema?.description;
        if (named) response.description = named;
      }
      const example = ROUTE_EXAMPLES[`${method.toUpperCase()} ${path}`];
      if (!example) continue;
      if (example.request) for (const media of Object.values(op.requestBody?.content ?? {})) media.example = example.request.value;
      const json = op.responses?.[String(example.status)]?.content?.['application/json'];
      if (json && example.response) json.example = example.response.value;
    }
  }
  return document;
}

type Operation = { requestBody?: { required?: boolean; content?: Record<string, { schema?: { properties?: object; additionalProperties?: unknown } }> } };

/**
 * @fastify/swagger marks every request body required; an action such as `cancel` takes none
 * (its schema is an empty object that may be omitted), so say so in the document.
 */
function optionalEmptyBodies<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (schema && schema.additionalProperties === false && Object.keys(schema.properties ?? {}).length === 0) op.requestBody!.required = false;
    }
  }
  return document;
}

/** The zod provider emits an input and an output variant of every named schema; keep those in use. */
function pruneUnusedSchemas<T>(document: T): T {
  const d = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = d.components?.schemas;
  if (!schemas) return document;
  const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
  const used = new Set<string>();
  const queue = refsIn({ ...d, components: { ...d.components, schemas: {} } });
  while (queue.length) {
    const name = queue.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    queue.push(...refsIn(schemas[name]));
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
}

import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
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
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true, url: '/openapi.json' } as never,
  });
  app.get('/openapi.json', { schema: { hide: true }, config: { access: 'PUBLIC' } }, async () => app.swagger());
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IdempotentRunner } from '../http/idempotency.ts';
import { errorResponses } from '../http/openapi-shapes.ts';
import { authOf } from '../http/types.ts';
import type { CasesService } from './cases.service.ts';
import { caseIdParams, caseSchemasFor, listCasesQuery, noBody, type CreateDealerCaseInput } from './cases.schemas.ts';
import type { Surface } from './cases.repo.ts';

export interface CaseRoutesDeps {
  cases: CasesService;
  idempotent: IdempotentRunner;
}

/**
 * The case routes of one surface. The Dealer API mounts the same handlers under its own
 * prefix with `surface: 'DEALER'`: one implementation, parameterised by surface.
 */
export function registerCaseRoutes(appIn: FastifyInstance, deps: CaseRoutesDeps, opts: { prefix: string; surface: Surface; tag: string }) {
  const app = appIn.withTypeProvider<ZodTypeProvider>();
  const { prefix, surface, tag } = opts;
  const config = { access: surface };
  // Dealer cases take and show a `deal`; the lender surface refuses it as an unknown field.
  const { createBody, record: caseRecord, readable, created: createdCase, list: caseList } = caseSchemasFor(surface);
  const idempotencyHeader = z.object({
    'idempotency-key': z.string().optional().meta({ description: 'Replays the first response for 24 h; 409 with a different body' }),
  });

  app.post(
    prefix,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'Create a case',
        headers: idempotencyHeader,
        body: createBody,
        response: { 201: createdCase, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const extra = { deal: (request.body as CreateDealerCaseInput).deal };
      // Without an Idempotency-Key there is nothing to record beside the case: it is written in
      // one statement of its own, grouped with concurrent creations (case-writer.ts).
      if (request.headers['idempotency-key'] === undefined) {
        // The new case is built field by field in the schema's order (cases.service.ts): written as
        // it is, not parsed again by its schema; the same bytes (create-case.test.ts checks). A
        // replayed response (below) comes back from JSONB in another key order and goes through it.
        return reply.code(201).type('application/json; charset=utf-8').serializer(JSON.stringify).send(await deps.cases.create(undefined, auth, surface, request.body, extra));
      }
      const out = await deps.idempotent(request, reply, async (tx) => ({
        status: 201,
        body: await deps.cases.create(tx, auth, surface, request.body, extra),
      }));
      return reply.code(out.status as 201).send(out.body as z.output<typeof createdCase>);
    },
  );

  app.get(
    prefix,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'List cases, newest first',
        querystring: listCasesQuery,
        response: { 200: caseList, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => deps.cases.list(authOf(request), surface, request.query),
  );

  app.get(
    `${prefix}/:case_id`,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'Read a case',
        params: caseIdParams,
        response: { 200: readable, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => deps.cases.get(authOf(request), surface, request.params.case_id),
  );

  for (const [action, summary, run] of [
    ['cancel', 'Cancel a case', deps.cases.cancel],
    ['advance', 'Advance a case to its next stage', deps.cases.advance],
  ] as const) {
    app.post(
      `${prefix}/:case_id/${action}`,
      {
        config,
        schema: {
          tags: [tag],
          summary,
          headers: idempotencyHeader,
          params: caseIdParams,
          body: noBody,
          response: { 200: caseRecord, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const out = await deps.idempotent(request, reply, async (tx) => ({
          status: 200,
          body: await run(tx, auth, surface, request.params.case_id),
        }));
        return reply.code(out.status as 200).send(out.body as z.output<typeof caseRecord>);
      },
    );
  }
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseIdParams } from '../cases/cases.schemas.ts';
import type { Surface } from '../cases/cases.repo.ts';
import type { IdempotentRunner } from '../http/idempotency.ts';
import { errorResponses } from '../http/openapi-shapes.ts';
import { authOf } from '../http/types.ts';
import { analysisResult, moduleParams, moduleStatus, moduleStatusList, notConfiguredBody, resultParams, runAccepted } from './modules.schemas.ts';
import type { ModulesService } from './modules.service.ts';

export interface ModuleRoutesDeps {
  modules: ModulesService;
  idempotent: IdempotentRunner;
}

/** Module runs, statuses and results of one surface (the Dealer API mounts the same handlers). */
export function registerModuleRoutes(appIn: FastifyInstance, deps: ModuleRoutesDeps, opts: { prefix: string; surface: Surface; tag: string }) {
  const app = appIn.withTypeProvider<ZodTypeProvider>();
  const { prefix, surface, tag } = opts;
  const config = { access: surface };

  app.post(
    `${prefix}/:case_id/modules/:module_type/run`,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'Run a module',
        description: '202 while the analysis runs; MODULE_COMPLETED, MODULE_INSUFFICIENT or MODULE_ERROR says how it ended. 404 lists `available_modules`; 409 while the module is ANALYZING or PENDING, or when the case is not open.',
        params: moduleParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: z.strictObject({}).optional(),
        response: { 202: runAccepted, ...errorResponses(400, 401, 403, 409, 415, 429), 404: notConfiguredBody },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const out = await deps.idempotent(request, reply, async (tx) => ({
        status: 202,
        body: await deps.modules.run(tx, auth, surface, request.params.case_id, request.params.module_type),
      }));
      return reply.code(out.status as 202).send(out.body as z.output<typeof runAccepted>);
    },
  );

  app.get(
    `${prefix}/:case_id/modules`,
    {
      config,
      schema: { tags: [tag], summary: 'The modules of a case and their runs', params: caseIdParams, response: { 200: moduleStatusList, ...errorResponses(400, 401, 403, 404, 429) } },
    },
    async (request) => deps.modules.list(authOf(request), surface, request.params.case_id),
  );

  app.get(
    `${prefix}/:case_id/modules/:module_type`,
    {
      config,
      schema: { tags: [tag], summary: 'A module of a case and its runs, newest first', params: moduleParams, response: { 200: moduleStatus, ...errorResponses(400, 401, 403, 429), 404: notConfiguredBody } },
    },
    async (request) => deps.modules.get(authOf(request), surface, request.params.case_id, request.params.module_type),
  );

  app.get(
    `${prefix}/:case_id/modules/:module_type/analysis/:result_id`,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'A module result, in the shape of the requested Service-Api-Version',
        params: resultParams,
        response: { 200: analysisResult, ...errorResponses(400, 401, 403, 429), 404: notConfiguredBody },
      },
    },
    async (request) => deps.modules.result(authOf(request), surface, request.params.case_id, request.params.module_type, request.params.result_id, request.apiVersion),
  );
}

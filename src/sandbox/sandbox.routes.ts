import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Surface } from '../cases/cases.repo.ts';
import type { AuditService } from '../dashboard/audit.service.ts';
import type { Db } from '../db/store.ts';
import type { IdempotentRunner } from '../http/idempotency.ts';
import { errorResponses } from '../http/openapi-shapes.ts';
import { authOf } from '../http/types.ts';
import { moduleParams, notConfiguredBody, runAccepted } from '../modules/modules.schemas.ts';
import { chaosBody, chaosSettings, simulateBody } from './sandbox.schemas.ts';
import { requireSandbox, type SandboxService } from './sandbox.service.ts';

export interface SandboxRoutesDeps {
  sandbox: SandboxService;
  db: Db;
  idempotent: IdempotentRunner;
  audit?: Pick<AuditService, 'record'>;
}

/**
 * The sandbox tools of one surface (contracts 13): webhook chaos and simulated runs. A production
 * account's key gets 403 before its body is looked at.
 */
export function registerSandboxRoutes(appIn: FastifyInstance, deps: SandboxRoutesDeps, opts: { prefix: string; surface: Surface; tag: string }) {
  const app = appIn.withTypeProvider<ZodTypeProvider>();
  const { prefix, surface, tag } = opts;
  const config = { access: surface };
  const sandboxOnly = (what: string) => async (request: FastifyRequest) => requireSandbox(authOf(request).account, what);

  app.get(
    `${prefix}/webhook-chaos`,
    {
      config,
      preValidation: sandboxOnly('Webhook chaos'),
      schema: {
        tags: [tag],
        summary: "Read the sandbox account's webhook chaos",
        description: 'Sandbox accounts only (403 for a production key). All 0 until set.',
        response: { 200: chaosSettings, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => deps.sandbox.chaos(deps.db, authOf(request).account),
  );

  app.put(
    `${prefix}/webhook-chaos`,
    {
      config,
      preValidation: sandboxOnly('Webhook chaos'),
      schema: {
        tags: [tag],
        summary: "Set the sandbox account's webhook chaos",
        description:
          'Sandbox accounts only (403 for a production key). Duplicates, reordering and failed first attempts of the account\'s webhook deliveries, ' +
          'each recorded on the delivery attempt as `chaos` (GET /api/events/{event_id}). Replaces every setting; an omitted one is 0.',
        body: chaosBody,
        response: { 200: chaosSettings, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return deps.db.transaction(async (tx) => {
        const out = await deps.sandbox.setChaos(tx, auth.account, request.body);
        await deps.audit?.record(tx, { type: 'api_key', id: auth.key.id, ip: request.ip }, { accountId: auth.account.id, action: 'sandbox.webhook_chaos', details: { ...request.body } });
        return out;
      });
    },
  );

  app.post(
    `${prefix}/cases/:case_id/modules/:module_type/simulate`,
    {
      config,
      preValidation: sandboxOnly('Simulating a run'),
      schema: {
        tags: [tag],
        summary: 'Run a module that ends as told',
        description:
          'Sandbox accounts only (403 for a production key). Starts a run like POST .../modules/{module_type}/run, which ends with `outcome`: ' +
          'the same states, event (MODULE_COMPLETED, MODULE_INSUFFICIENT with `reason`, MODULE_ERROR with `error`), stage progress and delivery. ' +
          "COMPLETED stores a result in the pinned version's shape: cash_flow_analysis from the Sandbox Bank's user_good history, paystub from three generated stubs. " +
          '404 lists `available_modules`; 409 as a run.',
        params: moduleParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: simulateBody,
        response: { 202: runAccepted, ...errorResponses(400, 401, 403, 409, 413, 415, 429), 404: notConfiguredBody },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { case_id, module_type } = request.params;
      const out = await deps.idempotent(request, reply, async (tx) => ({
        status: 202,
        body: await deps.sandbox.simulate(tx, auth, surface, case_id, module_type, request.body),
      }));
      return reply.code(out.status as 202).send(out.body as z.output<typeof runAccepted>);
    },
  );
}

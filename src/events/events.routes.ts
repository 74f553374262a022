import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IdempotentRunner } from '../http/idempotency.ts';
import { errorResponses } from '../http/openapi-shapes.ts';
import { authOf } from '../http/types.ts';
import { noBody } from '../cases/cases.schemas.ts';
import type { AuditService } from '../dashboard/audit.service.ts';
import type { EventsService } from './events.service.ts';
import { eventDetail, eventIdParams, eventList, listEventsQuery, redeliveryAccepted } from './events.schemas.ts';

/** The event log of one surface: recovery after missed webhooks, and redelivery. */
export function registerEventRoutes(
  appIn: FastifyInstance,
  deps: { events: EventsService; idempotent: IdempotentRunner; audit?: Pick<AuditService, 'record'> },
  opts: { prefix: string; surface: 'LENDER' | 'DEALER'; tag: string }) {
  const app = appIn.withTypeProvider<ZodTypeProvider>();
  const { prefix, surface, tag } = opts;
  const config = { access: surface };

  app.get(
    prefix,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'List events, oldest first',
        description: 'The same bodies webhooks deliver. Page with `after=<event_id>` or `cursor=<next_cursor>`.',
        querystring: listEventsQuery,
        response: { 200: eventList, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => deps.events.list(authOf(request), surface, request.query),
  );

  app.get(
    `${prefix}/:event_id`,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'Read an event with its delivery attempts',
        params: eventIdParams,
        response: { 200: eventDetail, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => deps.events.get(authOf(request), surface, request.params.event_id),
  );

  app.post(
    `${prefix}/:event_id/redeliver`,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'Deliver an event again (a new delivery with its own retries)',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        params: eventIdParams,
        body: noBody,
        response: { 202: redeliveryAccepted, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const out = await deps.idempotent(request, reply, async (tx) => {
        const body = await deps.events.redeliver(tx, auth, surface, request.params.event_id);
        await deps.audit?.record(tx, { type: 'api_key', id: auth.key.id, ip: request.ip }, { accountId: auth.account.id, action: 'event.redeliver', details: { event_id: body.event_id, delivery_id: body.delivery_id } });
        return { status: 202, body };
      });
      return reply.code(out.status as 202).send(out.body as z.output<typeof redeliveryAccepted>);
    },
  );
}

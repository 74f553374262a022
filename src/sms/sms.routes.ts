import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Surface } from '../cases/cases.repo.ts';
import { caseIdParams } from '../cases/cases.schemas.ts';
import type { IdempotentRunner } from '../http/idempotency.ts';
import { errorResponses } from '../http/openapi-shapes.ts';
import { authOf } from '../http/types.ts';
import { listMessagesQuery, sendSmsBody, smsList, smsQueued } from './sms.schemas.ts';
import type { SmsService } from './sms.service.ts';

export interface SmsRoutesDeps {
  sms: SmsService;
  idempotent: IdempotentRunner;
}

/** Sending the borrower link by SMS, and reading the case's messages, on one surface. */
export function registerSmsRoutes(appIn: FastifyInstance, deps: SmsRoutesDeps, opts: { prefix: string; surface: Surface; tag: string }) {
  const app = appIn.withTypeProvider<ZodTypeProvider>();
  const { prefix, surface, tag } = opts;
  const config = { access: surface };

  app.post(
    `${prefix}/:case_id/send-sms`,
    {
      config,
      schema: {
        tags: [tag],
        summary: "Text the borrower link to the case's phone number",
        description:
          "202 once the message is queued; it is sent in the background (up to 3 attempts) and its status is read with GET messages. 400 when the case has no phone_number; 409 when the case is cancelled or completed or its link has expired; 429 with Retry-After beyond SMS_MAX_PER_CASE texts (default 5) to one case in 24 hours.",
        params: caseIdParams,
        headers: z.object({ 'idempotency-key': z.string().optional().meta({ description: 'Replays the first response for 24 h; 409 with a different body' }) }),
        body: sendSmsBody,
        response: { 202: smsQueued, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const out = await deps.idempotent(request, reply, async (tx) => ({
        status: 202,
        body: await deps.sms.send(tx, auth, surface, request.params.case_id),
      }));
      return reply.code(out.status as 202).send(out.body as z.output<typeof smsQueued>);
    },
  );

  app.get(
    `${prefix}/:case_id/messages`,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'The SMS messages of a case, oldest first',
        description: 'With SMS_PROVIDER=log (the default, for sandbox) messages are not sent: this is where they are read.',
        params: caseIdParams,
        querystring: listMessagesQuery,
        response: { 200: smsList, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => deps.sms.list(authOf(request), surface, request.params.case_id, request.query),
  );
}

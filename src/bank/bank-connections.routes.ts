import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Surface } from '../cases/cases.repo.ts';
import { caseIdParams } from '../cases/cases.schemas.ts';
import { errorResponses } from '../http/openapi-shapes.ts';
import { authOf } from '../http/types.ts';
import { bankConnectionList } from './bank.schemas.ts';
import type { BankService } from './bank.service.ts';

/** `GET .../{case_id}/bank-connections` (contracts 12), on one surface. */
export function registerBankConnectionRoutes(appIn: FastifyInstance, deps: { bank: Pick<BankService, 'list'> }, opts: { prefix: string; surface: Surface; tag: string }) {
  const app = appIn.withTypeProvider<ZodTypeProvider>();
  const { prefix, surface, tag } = opts;
  app.get(
    `${prefix}/:case_id/bank-connections`,
    {
      config: { access: surface },
      schema: {
        tags: [tag],
        summary: "The case's bank connections and their health",
        description:
          'Every bank connection of the case, oldest first: provider, institution, status (`login_required` or `revoked` when the ' +
          'borrower must act; MODULE_CONNECTION_ERROR says so as it happens), accounts and the transactions held. No token appears.',
        params: caseIdParams,
        response: { 200: bankConnectionList, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => ({ data: (await deps.bank.list(authOf(request), surface, request.params.case_id)) as never }),
  );
}

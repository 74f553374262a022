import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caseIdParams } from '../cases/cases.schemas.ts';
import type { Surface } from '../cases/cases.repo.ts';
import { errorResponses } from '../http/openapi-shapes.ts';
import { authOf } from '../http/types.ts';
import { verificationBody } from './verification.schemas.ts';
import type { VerificationService } from './verification.service.ts';

/** `GET {prefix}/:case_id/verification` of one surface (the Dealer API and the Case API mount the same handler). */
export function registerVerificationRoutes(appIn: FastifyInstance, deps: { verification: VerificationService }, opts: { prefix: string; surface: Surface; tag: string }) {
  const app = appIn.withTypeProvider<ZodTypeProvider>();
  const { prefix, surface, tag } = opts;
  app.get(
    `${prefix}/:case_id/verification`,
    {
      config: { access: surface },
      schema: {
        tags: [tag],
        summary: "The case's income verification",
        description:
          'Income from the latest paystub result (else net bank deposits), reconciled three ways: each paystub\'s net pay against a deposit ' +
          '(amount within 1%, date within 3 business days), the employer against the payroll deposit descriptors, and the verified gross ' +
          "against the deal's stated monthly income (10%). Stipulations list what is missing or to review, and the checks that passed.",
        params: caseIdParams,
        response: { 200: verificationBody, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => deps.verification.get(authOf(request), surface, request.params.case_id),
  );
}

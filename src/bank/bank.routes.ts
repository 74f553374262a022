import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlaidCustomUserError } from '../analysis/bank-history/plaid-custom-user.ts';
import type { Surface } from '../cases/cases.repo.ts';
import { caseIdParams } from '../cases/cases.schemas.ts';
import type { IdempotentRunner } from '../http/idempotency.ts';
import { errorResponses } from '../http/openapi-shapes.ts';
import { authOf } from '../http/types.ts';
import { notConfiguredBody } from '../modules/modules.schemas.ts';
import { AppError, validationError } from '../shared/errors.ts';
import { bankConnectionCreated, sandboxConnectionBody, type SandboxConnectionInput } from './bank.schemas.ts';
import type { BankService, ConnectionSummary } from './bank.service.ts';
import type { ConnectionData } from './bank.types.ts';
import { connectionFromCustomUser, SANDBOX_BANK, SANDBOX_PROVIDER, sandboxHistory } from './sandbox-bank.ts';

export interface SandboxBankRoutesDeps {
  bank: Pick<BankService, 'connect'>;
  /** The sandbox bank's clock (default: today, UTC). */
  today?: () => string;
  idempotent: IdempotentRunner;
}

/** The borrower's data a sandbox request stands for: a sandbox profile, or a custom user. */
async function sandboxData(body: SandboxConnectionInput, today: () => string): Promise<ConnectionData> {
  if (body.username !== undefined) return sandboxHistory(body.username, today(), SANDBOX_BANK);
  let data: ConnectionData;
  try {
    data = connectionFromCustomUser(body.custom_user);
  } catch (err) {
    if (err instanceof PlaidCustomUserError) throw validationError([{ field: 'custom_user', error: err.message }]);
    throw err;
  }
  if (data.accounts.length === 0) {
    throw validationError([
      { field: 'custom_user.override_accounts', error: 'has no depository account: a bank connection needs a checking or savings account (payroll, credit, loan and investment accounts are left out)' },
    ]);
  }
  return data;
}

/**
 * The sandbox API of one surface (contracts 4c): connect a case's bank as if the borrower had
 * done it in the hosted flow. Sandbox accounts only: a production key gets 403.
 */
export function registerSandboxBankRoutes(appIn: FastifyInstance, deps: SandboxBankRoutesDeps, opts: { prefix: string; surface: Surface; tag: string }) {
  const app = appIn.withTypeProvider<ZodTypeProvider>();
  const { prefix, surface, tag } = opts;

  app.post(
    `${prefix}/:case_id/bank-connection`,
    {
      config: { access: surface },
      // After the key is known, before the body is looked at.
      preValidation: async (request) => {
        if (authOf(request).account.environment !== 'sandbox') {
          throw new AppError('forbidden', 'The sandbox bank is for sandbox accounts: this key belongs to a production account');
        }
      },
      schema: {
        tags: [tag],
        summary: 'Connect the sandbox bank to a case',
        description:
          'Sandbox accounts only. Connects the case as if the borrower had signed in to the Sandbox Bank in the hosted flow: send exactly one of ' +
          '`username` (a documented sandbox borrower; the password is implied) or `custom_user` (a borrower history in the JSON shape of ' +
          "Plaid's sandbox custom users). Emits MODULE_CONNECTED and starts cash_flow_analysis. 403 for a production account's key; " +
          '404 lists `available_modules` when the workflow has no cash_flow_analysis; 409 when the case is not open.',
        params: caseIdParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: sandboxConnectionBody,
        response: { 201: bankConnectionCreated, ...errorResponses(400, 401, 403, 409, 413, 415, 429), 404: notConfiguredBody },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const data = await sandboxData(request.body, deps.today ?? (() => new Date().toISOString().slice(0, 10)));
      const out = await deps.idempotent(request, reply, async (tx) => {
        const r = await deps.bank.connect(tx, auth, surface, request.params.case_id, data, SANDBOX_PROVIDER);
        const body: ConnectionSummary = { connection_id: r.connection_id, institution_name: r.institution_name, accounts: r.accounts, transactions_imported: r.transactions_imported };
        return { status: 201, body };
      });
      return reply.code(out.status as 201).send(out.body as ConnectionSummary);
    },
  );
}

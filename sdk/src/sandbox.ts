import type { RequestOptions, Transport } from './transport.js';
import type { BankConnection, SandboxBankConnectionInput } from './types.js';

/** Sandbox accounts only (a production key gets 403): what a borrower would do in the hosted flow. */
export function sandboxApi(request: Transport, prefix: string) {
  return {
    /**
     * Connects the case to the Sandbox Bank as if the borrower had signed in: `{username: 'user_good'}`
     * (or another documented profile) or `{custom_user: {...}}` in Plaid's sandbox custom-user shape.
     * Emits `MODULE_CONNECTED`; the `cash_flow_analysis` run starts by itself.
     */
    connectBank: async (caseId: string, input: SandboxBankConnectionInput, opts?: RequestOptions) =>
      (await request<BankConnection>({ method: 'POST', path: `${prefix}/${encodeURIComponent(caseId)}/bank-connection`, json: input }, opts)).data,
  };
}

import { caseApi } from './cases.js';
import { dealerApi } from './dealer.js';
import { documentApi } from './documents.js';
import { eventApi } from './events.js';
import { moduleApi } from './modules.js';
import { sandboxApi } from './sandbox.js';
import { createTransport, type RequestOptions, type TransportOptions } from './transport.js';
import type { CreateCaseInput, CreatedCase, Case, Verification } from './types.js';
import type { ApiVersion } from './versions.js';

export interface ClientOptions<V extends ApiVersion | undefined = undefined> extends TransportOptions {
  apiVersion?: V;
}

/** The version results are typed in: the client's, or every version when the account's pin answers. */
type Typed<V> = V extends ApiVersion ? V : ApiVersion;

const CASES = '/api/cases';

/**
 * A client of one account's key: `createClient({baseUrl, apiKey, apiVersion: '2025-09-30'})`.
 * The lender surface is at the top (`cases`, `documents`, `modules`, `events`, `sandbox`), the
 * Dealer API under `dealer` (use a DEALER key for it).
 */
export function createClient<V extends ApiVersion | undefined = undefined>(options: ClientOptions<V>) {
  const request = createTransport(options);
  return {
    cases: caseApi<CreateCaseInput, CreatedCase, Case>(request, CASES),
    documents: documentApi(request, CASES),
    modules: moduleApi<Typed<V>>(request, CASES),
    events: eventApi(request, '/api/events'),
    sandbox: sandboxApi(request, '/api/sandbox/cases'),
    /** The income verification summary of a lender case (the Dealer API's, for a lender). */
    verification: async (caseId: string, opts?: RequestOptions) =>
      (await request<Verification>({ method: 'GET', path: `${CASES}/${encodeURIComponent(caseId)}/verification` }, opts)).data,
    dealer: dealerApi<Typed<V>>(request),
    /** The transport itself, for an operation this client does not wrap yet. */
    request,
  };
}

export type UnderwriteClient<V extends ApiVersion | undefined = undefined> = ReturnType<typeof createClient<V>>;

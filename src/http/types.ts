import type { AccountRow, ApiKeyRow } from '../accounts/accounts.repo.ts';
import type { ApiVersion } from './versions.ts';

/** Who may call a route: a key of one client type, a key of either, or anyone. */
export type RouteAccess = 'LENDER' | 'DEALER' | 'ANY_KEY' | 'PUBLIC';

export interface AuthContext {
  account: AccountRow;
  key: ApiKeyRow;
}

/** Who acts on a case: an API key's account, or the account of the case whose borrower link is used. */
export type CaseActor = Pick<AuthContext, 'account'>;

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
    apiVersion: ApiVersion;
    rawBody?: Buffer;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The authenticated context of a route that requires a key. */
export function authOf(request: { auth?: AuthContext }): AuthContext {
  if (!request.auth) throw new Error('route has no authenticated context');
  return request.auth;
}

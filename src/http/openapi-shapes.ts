import { z } from 'zod';

export const errorBody = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), error: z.string() })).optional(),
    request_id: z.string(),
  })
  .meta({ id: 'Error', description: '`{message}` for domain errors; `errors` lists every invalid field on 400' });

const DESCRIPTIONS: Record<number, string> = {
  400: 'Validation failed: every invalid field is listed in `errors`',
  401: 'Missing, malformed, unknown, revoked or expired API key',
  403: 'Key of the wrong client type, or caller IP not on the production allowlist',
  404: 'Not found on this account',
  409: 'Conflict with the current state, or an Idempotency-Key reused with another body',
  410: 'Gone',
  413: 'Request body too large',
  415: 'Unsupported Content-Type',
  429: 'Rate limited; see Retry-After',
};

/** The documented error responses of a route, all with the one error body. */
export function errorResponses(...codes: number[]): Record<number, typeof errorBody> {
  return Object.fromEntries(codes.map((c) => [c, errorBody.describe(DESCRIPTIONS[c] ?? 'Error')]));
}

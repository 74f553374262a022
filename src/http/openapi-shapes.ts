import { z } from 'zod';

export const errorBody = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in one sentence' }),
    errors: z
      .array(
        z.object({
          field: z.string().meta({ description: 'Dotted path of the field, query parameter or header, e.g. address.postal_code', example: 'address.postal_code' }),
          error: z.string().meta({ description: 'What is wrong with it', example: 'must be exactly 5 digits' }),
        }),
      )
      .optional()
      .meta({ description: 'On 400: every invalid field, not just the first' }),
    request_id: z.string().meta({ description: 'The Request-Id of the request, for the logs' }),
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

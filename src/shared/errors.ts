/** The one error model: a closed set of kinds, each with one HTTP status (see http/error-handler.ts). */
export const ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  error: string;
}

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Extra top-level body fields (e.g. `errors`, `available_modules`). */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers (e.g. `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.kind];
  }
}

export function validationError(errors: FieldError[], message = 'Validation failed'): AppError {
  return new AppError('validation', message, { errors });
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const conflict = (message: string) => new AppError('conflict', message);

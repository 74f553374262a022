/** One field the service refused, as in `{message, errors: [{field, error}]}` (dotted paths). */
export interface FieldError {
  field: string;
  error: string;
}

export interface ErrorDetails {
  /** HTTP status; undefined when no answer arrived (ConnectionError). */
  status?: number;
  /** The service's `Request-Id` for this request: quote it when asking about a failure. */
  requestId?: string;
  /** The error body as the service sent it (`{message, errors?, request_id}`), parsed when JSON. */
  body?: unknown;
  headers?: Headers;
  cause?: unknown;
}

/** Every failure of an API call. Branch on the subclass (or `status`), never on the message. */
export class UnderwriteError extends Error {
  readonly status: number | undefined;
  readonly requestId: string | undefined;
  readonly body: unknown;
  readonly errors: FieldError[];
  readonly headers: Headers | undefined;

  constructor(message: string, details: ErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.status = details.status;
    this.body = details.body;
    this.headers = details.headers;
    const b = (details.body ?? {}) as { request_id?: unknown; errors?: unknown };
    this.requestId = details.requestId ?? (typeof b.request_id === 'string' ? b.request_id : undefined);
    this.errors = Array.isArray(b.errors) ? (b.errors as FieldError[]) : [];
  }

  /** The same as `requestId`, under the name the service's bodies use. */
  get request_id(): string | undefined {
    return this.requestId;
  }
}

/** 400: the request is invalid; `errors` names every invalid field. Retrying it cannot help. */
export class ValidationError extends UnderwriteError {}
/** 401: missing, malformed, unknown, revoked or expired API key. */
export class AuthenticationError extends UnderwriteError {}
/** 403: a key of the other client type, a production IP not on the allowlist, or a sandbox-only call. */
export class PermissionError extends UnderwriteError {}
/** 404: no such resource on this account (another account's resources are 404 too). */
export class NotFoundError extends UnderwriteError {
  /** Set when the module is not in the case's workflow: the modules that are. */
  get availableModules(): string[] | undefined {
    const m = (this.body as { available_modules?: unknown } | undefined)?.available_modules;
    return Array.isArray(m) ? (m as string[]) : undefined;
  }
}
/** 409: the resource's state forbids it (cancelled case, module already ANALYZING, key reused with another body). */
export class ConflictError extends UnderwriteError {}
/** 413: a body or file over the limits. */
export class PayloadTooLargeError extends UnderwriteError {}
/** 429: rate limited after every retry; `retryAfterSeconds` is the service's `Retry-After`. */
export class RateLimitError extends UnderwriteError {
  get retryAfterSeconds(): number | undefined {
    const v = this.headers?.get('retry-after');
    return v == null || !/^\d+$/.test(v.trim()) ? undefined : Number(v);
  }
}
/** 5xx after every retry. */
export class ServerError extends UnderwriteError {}
/** No answer: the connection failed or the request timed out, after every retry. */
export class ConnectionError extends UnderwriteError {}

const BY_STATUS: Record<number, typeof UnderwriteError> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
  429: RateLimitError,
};

/** The error class for an HTTP error answer. */
export function errorForStatus(status: number, details: Omit<ErrorDetails, 'status'>): UnderwriteError {
  const Kind = BY_STATUS[status] ?? (status >= 500 ? ServerError : UnderwriteError);
  const message = (details.body as { message?: unknown } | undefined)?.message;
  return new Kind(typeof message === 'string' ? message : `HTTP ${status}`, { ...details, status });
}

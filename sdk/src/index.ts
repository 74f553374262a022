export { createClient, type ClientOptions, type UnderwriteClient } from './client.js';
export {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionError,
  RateLimitError,
  ServerError,
  UnderwriteError,
  ValidationError,
  type FieldError,
} from './errors.js';
export { verifyWebhook, WebhookVerificationError, type VerifyWebhookOptions, type WebhookHeaders, type WebhookVerificationReason } from './webhooks.js';
export type { WebhookEvent, WebhookEventName, StageRef } from './webhook-events.js';
export { API_VERSIONS, CURRENT_API_VERSION, type ApiVersion } from './versions.js';
export type { Page, PageIterator } from './pagination.js';
export type { RetryOptions } from './retry.js';
export type { ApiResponse, RequestOptions, TransportOptions } from './transport.js';
export type { FileInput } from './uploads.js';
export type { UploadInput } from './documents.js';
export type { CaseListParams } from './cases.js';
export type { EventListParams } from './events.js';
export type { WaitOptions } from './modules.js';
export type { ReportPdf } from './dealer.js';
export type * from './results.js';
export type * from './types.js';
export type { components, paths } from './openapi.js';

import type { paths } from './openapi.js';

/**
 * Names for the shapes of the generated OpenAPI types (openapi.ts), read from the operations
 * themselves so that they follow the document whatever its schemas are called.
 */

type Operation<P extends keyof paths, M extends string> = M extends keyof paths[P] ? paths[P][M] : never;

/** The JSON body of an operation's answer with `status`. */
export type ResponseBody<P extends keyof paths, M extends string, Status extends number> =
  Operation<P, M> extends { responses: infer R } ? (Status extends keyof R ? (R[Status] extends { content: { 'application/json': infer B } } ? B : never) : never) : never;

/** The JSON body an operation takes. */
export type RequestBody<P extends keyof paths, M extends string> =
  Operation<P, M> extends { requestBody?: infer B } ? (NonNullable<B> extends { content: { 'application/json': infer J } } ? J : never) : never;

/** An operation's query parameters. */
export type QueryOf<P extends keyof paths, M extends string> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

type Item<L> = L extends { data: Array<infer T> } ? T : never;

export type CreateCaseInput = RequestBody<'/api/cases', 'post'>;
export type CreatedCase = ResponseBody<'/api/cases', 'post', 201>;
type Live<T> = Exclude<T, { status: 'DELETED' }>;
/** A case that holds its borrower's data. */
export type Case = Live<ResponseBody<'/api/cases/{case_id}', 'get', 200>>;
/** What a deleted case reads as (status DELETED): ids, dates, statuses and module outcomes only. */
export type DeletedCase = Extract<ResponseBody<'/api/cases/{case_id}', 'get', 200>, { status: 'DELETED' }>;
export type CaseListParams = QueryOf<'/api/cases', 'get'>;

export type CreateDealerCaseInput = RequestBody<'/api/dealer/cases', 'post'>;
export type CreatedDealerCase = ResponseBody<'/api/dealer/cases', 'post', 201>;
export type DealerCase = Live<ResponseBody<'/api/dealer/cases/{case_id}', 'get', 200>>;

export type Document = Item<ResponseBody<'/api/cases/{case_id}/documents', 'get', 200>>;
export type UploadedDocuments = ResponseBody<'/api/cases/{case_id}/documents', 'post', 201>;
export type DocumentDetail = ResponseBody<'/api/cases/{case_id}/documents/{document_id}', 'get', 200>;

export type ModuleType = ModuleStatus['module_type'];
export type DocumentCategory = Document['document_category'];
export type ModuleRunAccepted = ResponseBody<'/api/cases/{case_id}/modules/{module_type}/run', 'post', 202>;
export type ModuleStatus = ResponseBody<'/api/cases/{case_id}/modules/{module_type}', 'get', 200>;
export type ModuleStatusList = ResponseBody<'/api/cases/{case_id}/modules', 'get', 200>;

export type Verification = ResponseBody<'/api/cases/{case_id}/verification', 'get', 200>;
export type SmsQueued = ResponseBody<'/api/cases/{case_id}/send-sms', 'post', 202>;
export type DeletedCaseReceipt = ResponseBody<'/api/cases/{case_id}', 'delete', 200>;
export type SmsMessage = Item<ResponseBody<'/api/cases/{case_id}/messages', 'get', 200>>;

/** An event as the events API lists it (its fields beyond the envelope are typed in `WebhookEvent`). */
export type EventRecord = Item<ResponseBody<'/api/events', 'get', 200>>;
export type EventWithDelivery = ResponseBody<'/api/events/{event_id}', 'get', 200>;
export type RedeliveryAccepted = ResponseBody<'/api/events/{event_id}/redeliver', 'post', 202>;

export type SandboxBankConnectionInput = RequestBody<'/api/sandbox/cases/{case_id}/bank-connection', 'post'>;
export type BankConnection = ResponseBody<'/api/sandbox/cases/{case_id}/bank-connection', 'post', 201>;
export type BankConnectionListing = Item<ResponseBody<'/api/cases/{case_id}/bank-connections', 'get', 200>>;

export type ReportCheck = ResponseBody<'/api/dealer/reports/{report_id}/verify', 'get', 200>;

import { paginate, type Page, type PageIterator } from './pagination.js';
import type { RequestOptions, Transport } from './transport.js';
import type { BankConnectionListing, DeletedCase, DeletedCaseReceipt, SmsMessage, SmsQueued } from './types.js';

export interface CaseListParams {
  /** Page size, 1-200 (default 50). */
  limit?: number;
  /** Only the cases with this `reference_id`. */
  reference_id?: string;
}

export interface PageParams {
  limit?: number;
}

/** Cases on one surface: `/api/cases` (LENDER keys) or `/api/dealer/cases` (DEALER keys). */
export function caseApi<CreateInput, Created, CaseRecord>(request: Transport, prefix: string) {
  const at = (caseId: string, suffix = '') => `${prefix}/${encodeURIComponent(caseId)}${suffix}`;
  const listPage = async (params: CaseListParams & { cursor?: string } = {}, opts?: RequestOptions) =>
    (await request<Page<CaseRecord | DeletedCase>>({ method: 'GET', path: prefix, query: { ...params } }, opts)).data;

  return {
    /** Opens a case; the answer's `url` and `short_url` are shown only now: keep them. */
    create: async (input: CreateInput, opts?: RequestOptions) => (await request<Created>({ method: 'POST', path: prefix, json: input }, opts)).data,
    /** The case; a deleted one reads as a `DeletedCase` (status DELETED). */
    get: async (caseId: string, opts?: RequestOptions) => (await request<CaseRecord | DeletedCase>({ method: 'GET', path: at(caseId) }, opts)).data,
    /** Newest first, every page as the loop asks: `for await (const c of cases.list({limit: 100}))`. */
    list: (params: CaseListParams = {}, opts?: RequestOptions): PageIterator<CaseRecord | DeletedCase> => paginate((cursor) => listPage({ ...params, cursor }, opts)),
    /** One page, from `cursor` (the previous page's `next_cursor`). */
    listPage,
    /** 409 (ConflictError) unless the case is open. */
    cancel: async (caseId: string, opts?: RequestOptions) => (await request<CaseRecord>({ method: 'POST', path: at(caseId, '/cancel') }, opts)).data,
    /** Moves to the next stage; 409 at the last stage or unless open. */
    advance: async (caseId: string, opts?: RequestOptions) => (await request<CaseRecord>({ method: 'POST', path: at(caseId, '/advance') }, opts)).data,
    /** Erases the borrower's data and documents; the case then reads with status DELETED. A second call answers the same `deleted_at`. */
    delete: async (caseId: string, opts?: RequestOptions) => (await request<DeletedCaseReceipt>({ method: 'DELETE', path: at(caseId) }, opts)).data,
    /** Everything held about the case, as the bytes of a ZIP archive (case.json, results/, events.json, documents/...). */
    export: async (caseId: string, opts?: RequestOptions) => (await request<Uint8Array>({ method: 'GET', path: at(caseId, '/export'), expect: 'bytes' }, opts)).data,
    /** Texts the borrower link to the case's `phone_number` (400 without one). Each call sends a new message. */
    sendSms: async (caseId: string, opts?: RequestOptions) => (await request<SmsQueued>({ method: 'POST', path: at(caseId, '/send-sms') }, opts)).data,
    /** The case's text messages, oldest first. */
    messages: (caseId: string, params: PageParams = {}, opts?: RequestOptions): PageIterator<SmsMessage> =>
      paginate(async (cursor) => (await request<Page<SmsMessage>>({ method: 'GET', path: at(caseId, '/messages'), query: { ...params, cursor } }, opts)).data),
    /** The case's bank connections and their health (`active`, `login_required`, `revoked`); no token appears. */
    bankConnections: async (caseId: string, opts?: RequestOptions) =>
      (await request<{ data: BankConnectionListing[] }>({ method: 'GET', path: at(caseId, '/bank-connections') }, opts)).data.data,
  };
}

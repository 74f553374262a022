import { paginate, type Page, type PageIterator } from './pagination.js';
import type { RequestOptions, Transport } from './transport.js';
import type { Document, DocumentCategory, DocumentDetail, ModuleType, UploadedDocuments } from './types.js';
import { prepareFiles, uploadForm, type FileInput } from './uploads.js';

export interface UploadInput {
  /** One or more files (at most 10 a request, 25 MB each by default). */
  files: FileInput[];
  /** Default `cash_flow_analysis`. */
  module_type?: ModuleType;
  /** Default: `bank_statement` for `cash_flow_analysis`, `paystub` for `paystub`. */
  document_category?: DocumentCategory;
}

const CATEGORY_OF: Record<ModuleType, DocumentCategory> = { cash_flow_analysis: 'bank_statement', paystub: 'paystub' };

/** A case's documents on one surface (`/api/cases` or `/api/dealer/cases`). */
export function documentApi(request: Transport, prefix: string) {
  const at = (caseId: string, suffix = '') => `${prefix}/${encodeURIComponent(caseId)}/documents${suffix}`;
  return {
    /**
     * Uploads files in one multipart request: all are stored, or none (a 400 names each bad file as
     * `files.N`). Retries send the same files under the same `Idempotency-Key`.
     */
    async upload(caseId: string, input: UploadInput, opts?: RequestOptions): Promise<UploadedDocuments> {
      const moduleType = input.module_type ?? 'cash_flow_analysis';
      const fields = { module_type: moduleType, document_category: input.document_category ?? CATEGORY_OF[moduleType] };
      const files = await prepareFiles(input.files);
      const res = await request<UploadedDocuments>({ method: 'POST', path: at(caseId), body: async () => ({ body: uploadForm(fields, files) }) }, opts);
      return res.data;
    },
    /** In upload order. */
    list: (caseId: string, params: { limit?: number } = {}, opts?: RequestOptions): PageIterator<Document> =>
      paginate(async (cursor) => (await request<Page<Document>>({ method: 'GET', path: at(caseId), query: { ...params, cursor } }, opts)).data),
    /** The document plus `statement`: what was read from a bank statement, or null. */
    get: async (caseId: string, documentId: string, opts?: RequestOptions) =>
      (await request<DocumentDetail>({ method: 'GET', path: at(caseId, `/${encodeURIComponent(documentId)}`) }, opts)).data,
  };
}

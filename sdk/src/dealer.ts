import { caseApi } from './cases.js';
import { documentApi } from './documents.js';
import { eventApi } from './events.js';
import { moduleApi } from './modules.js';
import { sandboxApi } from './sandbox.js';
import type { RequestOptions, Transport } from './transport.js';
import type { CreateDealerCaseInput, CreatedDealerCase, DealerCase, ReportCheck, Verification } from './types.js';
import { blobOf } from './uploads.js';
import type { ApiVersion } from './versions.js';

export interface ReportPdf {
  /** The PDF's bytes, exactly as issued. */
  pdf: Uint8Array;
  /** `Report-Id`: what the verify URL in the footer names. */
  reportId: string;
  /** `Report-Sha256`: the SHA-256 of these exact bytes. */
  sha256: string;
  requestId: string | undefined;
}

const CASES = '/api/dealer/cases';

/** The Dealer API (DEALER keys): the Case API for dealer cases, plus the verification and its report. */
export function dealerApi<V extends ApiVersion>(request: Transport) {
  return {
    cases: caseApi<CreateDealerCaseInput, CreatedDealerCase, DealerCase>(request, CASES),
    documents: documentApi(request, CASES),
    modules: moduleApi<V>(request, CASES),
    events: eventApi(request, '/api/dealer/events'),
    sandbox: sandboxApi(request, '/api/dealer/sandbox/cases'),
    /** The income verification: status, income, stipulations and the results it rests on. */
    verification: async (caseId: string, opts?: RequestOptions) =>
      (await request<Verification>({ method: 'GET', path: `${CASES}/${encodeURIComponent(caseId)}/verification` }, opts)).data,
    /** Issues a new report for the deal jacket; 409 (ConflictError) while the verification is PENDING. */
    async reportPdf(caseId: string, opts?: RequestOptions): Promise<ReportPdf> {
      const res = await request<Uint8Array>({ method: 'GET', path: `${CASES}/${encodeURIComponent(caseId)}/report/pdf`, expect: 'bytes' }, opts);
      return { pdf: res.data, reportId: res.headers.get('report-id') ?? '', sha256: res.headers.get('report-sha256') ?? '', requestId: res.requestId };
    },
    /**
     * Checks a report by the SHA-256 of its PDF or by the PDF itself. Needs no key (anyone holding
     * the deal jacket may check it): `valid` is true only for the exact bytes issued.
     */
    async verifyReport(reportId: string, by: { sha256: string } | { pdf: Uint8Array }, opts?: RequestOptions): Promise<ReportCheck> {
      const path = `/api/dealer/reports/${encodeURIComponent(reportId)}/verify`;
      if ('sha256' in by) return (await request<ReportCheck>({ method: 'GET', path, query: { sha256: by.sha256 }, auth: false }, opts)).data;
      const body = blobOf(by.pdf);
      return (await request<ReportCheck>({ method: 'POST', path, auth: false, body: async () => ({ body, contentType: 'application/pdf' }) }, opts)).data;
    },
  };
}

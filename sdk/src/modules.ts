import type { AnalysisModule, AnalysisResult } from './results.js';
import type { RequestOptions, Transport } from './transport.js';
import type { ModuleRunAccepted, ModuleStatus, ModuleStatusList } from './types.js';
import type { ApiVersion } from './versions.js';

/** Module statuses after which a run has ended. */
const FINISHED = new Set<string>(['COMPLETED', 'INSUFFICIENT', 'ERROR']);

export interface WaitOptions {
  /** Give up (an Error) after this long, in ms. Default 120000. */
  timeoutMs?: number;
  /** Time between polls, in ms. Default 1000. */
  intervalMs?: number;
  signal?: AbortSignal;
}

/** A case's modules on one surface; `V` is the client's API version (all versions when unset). */
export function moduleApi<V extends ApiVersion>(request: Transport, prefix: string) {
  const at = (caseId: string, suffix = '') => `${prefix}/${encodeURIComponent(caseId)}/modules${suffix}`;
  const get = async (caseId: string, moduleType: AnalysisModule, opts?: RequestOptions) =>
    (await request<ModuleStatus>({ method: 'GET', path: at(caseId, `/${moduleType}`) }, opts)).data;

  return {
    /** Starts a run (202, `ANALYZING`). 404 with `availableModules` when the workflow lacks it; 409 while it runs or its stage has not started. */
    run: async (caseId: string, moduleType: AnalysisModule, opts?: RequestOptions) =>
      (await request<ModuleRunAccepted>({ method: 'POST', path: at(caseId, `/${moduleType}/run`) }, opts)).data,
    /** Status, `latest_result_id` and executions (newest first). */
    get,
    list: async (caseId: string, opts?: RequestOptions) => (await request<ModuleStatusList>({ method: 'GET', path: at(caseId) }, opts)).data.data,
    /**
     * A result in the client's API version (or `opts.apiVersion`), typed for that version:
     * `result(caseId, 'cash_flow_analysis', id, {apiVersion: '2025-01-31'}).data.monthly_summary`.
     */
    result: async <M extends AnalysisModule, W extends ApiVersion = V>(
      caseId: string,
      moduleType: M,
      resultId: string,
      opts?: RequestOptions & { apiVersion?: W },
    ): Promise<AnalysisResult<M, W>> =>
      (await request<AnalysisResult<M, W>>({ method: 'GET', path: at(caseId, `/${moduleType}/analysis/${encodeURIComponent(resultId)}`) }, opts)).data,
    /**
     * Polls until the module's run has ended (COMPLETED, INSUFFICIENT or ERROR) and returns its
     * status. For sandbox and scripts: in production, wait for the `MODULE_COMPLETED` webhook.
     */
    async waitUntilFinished(caseId: string, moduleType: AnalysisModule, wait: WaitOptions = {}, opts?: RequestOptions): Promise<ModuleStatus> {
      const deadline = Date.now() + (wait.timeoutMs ?? 120_000);
      for (;;) {
        const status = await get(caseId, moduleType, { ...opts, signal: wait.signal ?? opts?.signal });
        if (FINISHED.has(status.status)) return status;
        if (Date.now() >= deadline) throw new Error(`${moduleType} of case ${caseId} is still ${status.status} after ${wait.timeoutMs ?? 120_000} ms`);
        await new Promise((resolve) => setTimeout(resolve, wait.intervalMs ?? 1_000));
      }
    },
  };
}

import client from 'prom-client';

/**
 * The process's Prometheus metrics (docs/operations.md#metrics). Other features report through the
 * small `record*` functions below; nothing here knows their internals. Label values are closed
 * sets (route patterns, outcomes, kinds), never raw URLs, which carry borrower link tokens.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'underwrite_', eventLoopMonitoringPrecision: 20 });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const SLOW_SECONDS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

const httpRequests = new client.Counter({
  name: 'underwrite_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const httpDuration = new client.Histogram({
  name: 'underwrite_http_request_duration_seconds',
  help: 'Time to answer HTTP requests, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});
const webhookAttempts = new client.Counter({
  name: 'underwrite_webhook_attempts_total',
  help: 'Webhook delivery attempts by outcome (delivered, failed, dropped)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const webhookDuration = new client.Histogram({
  name: 'underwrite_webhook_attempt_duration_seconds',
  help: 'Time from sending a webhook to its answer (or the timeout), by outcome',
  labelNames: ['outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
});
const documentsParsed = new client.Counter({
  name: 'underwrite_documents_parsed_total',
  help: 'Uploaded documents read, by category and outcome (processed, failed)',
  labelNames: ['category', 'outcome'] as const,
  registers: [registry],
});
const documentParseDuration = new client.Histogram({
  name: 'underwrite_document_parse_duration_seconds',
  help: 'Time to read one uploaded document, by category',
  labelNames: ['category'] as const,
  buckets: SLOW_SECONDS,
  registers: [registry],
});
const documentsOcr = new client.Counter({
  name: 'underwrite_documents_ocr_total',
  help: 'Documents (photos, scans) read by OCR, by category',
  labelNames: ['category'] as const,
  registers: [registry],
});
const ocrDuration = new client.Histogram({
  name: 'underwrite_ocr_duration_seconds',
  help: 'Time to read one document by OCR, by category',
  labelNames: ['category'] as const,
  buckets: SLOW_SECONDS,
  registers: [registry],
});
const moduleRuns = new client.Counter({
  name: 'underwrite_module_runs_total',
  help: 'Module runs finished, by module type and outcome (COMPLETED, INSUFFICIENT, ERROR)',
  labelNames: ['module_type', 'outcome'] as const,
  registers: [registry],
});
const moduleRunDuration = new client.Histogram({
  name: 'underwrite_module_run_duration_seconds',
  help: 'Time from a run job being taken to its outcome, by module type',
  labelNames: ['module_type'] as const,
  buckets: SLOW_SECONDS,
  registers: [registry],
});

/** Jobs waiting and running per kind, read from the queue at each scrape (the same in every process). */
const jobsQueued = new client.Gauge({ name: 'underwrite_jobs_queued', help: 'Jobs waiting to run (created or waiting to retry), by kind', labelNames: ['kind'] as const, registers: [registry] });
const jobsRunning = new client.Gauge({ name: 'underwrite_jobs_running', help: 'Jobs claimed by a worker and running, by kind', labelNames: ['kind'] as const, registers: [registry] });

export type JobCounts = { kind: string; queued: number; running: number }[];
let jobCounter: (() => Promise<JobCounts>) | null = null;

/** Where the job gauges read from: set once the job queue is open. */
export function countJobsWith(count: (() => Promise<JobCounts>) | null) {
  jobCounter = count;
}

/** The metrics in Prometheus's text format, with the job gauges read now. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  if (jobCounter) {
    const counts = await jobCounter().catch(() => null);
    jobsQueued.reset();
    jobsRunning.reset();
    for (const c of counts ?? []) {
      jobsQueued.set({ kind: c.kind }, c.queued);
      jobsRunning.set({ kind: c.kind }, c.running);
    }
  }
  return { contentType: registry.contentType, body: await registry.metrics() };
}

export function recordHttpRequest(method: string, route: string, status: number, seconds: number) {
  const labels = { method, route, status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

type WebhookOutcome = 'delivered' | 'failed' | 'dropped';

/** A batch of attempts at once: the counter moves once per outcome, not once per attempt. */
export function recordWebhookAttempts(attempts: { outcome: WebhookOutcome; seconds: number }[]) {
  const counts = { delivered: 0, failed: 0, dropped: 0 };
  const labels = { delivered: { outcome: 'delivered' }, failed: { outcome: 'failed' }, dropped: { outcome: 'dropped' } } as const;
  for (const a of attempts) {
    counts[a.outcome]++;
    webhookDuration.observe(labels[a.outcome], a.seconds);
  }
  for (const outcome of ['delivered', 'failed', 'dropped'] as const) if (counts[outcome] > 0) webhookAttempts.inc(labels[outcome], counts[outcome]);
}

export function recordDocumentParsed(category: string, outcome: 'processed' | 'failed', seconds: number) {
  documentsParsed.inc({ category, outcome });
  documentParseDuration.observe({ category }, seconds);
}

export function recordOcr(category: string, seconds: number) {
  documentsOcr.inc({ category });
  ocrDuration.observe({ category }, seconds);
}

export function recordModuleRun(moduleType: string, outcome: string, seconds: number) {
  moduleRuns.inc({ module_type: moduleType, outcome });
  moduleRunDuration.observe({ module_type: moduleType }, seconds);
}

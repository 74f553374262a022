import { z } from 'zod';
import type { Executor } from '../db/store.ts';
import { defineJob } from '../jobs/jobs.ts';
import type { BlobStore } from './blob-store.ts';
import { findDocumentById, finishProcessing } from './documents.repo.ts';
import { DocumentRejectedError, type ParserPool } from './parser-pool.ts';
import { recordDocumentParsed, recordOcr } from '../ops/metrics.ts';

export const DOCUMENT_PARSE_QUEUE = 'documents.parse';
export const documentParsePayload = z.object({ document_id: z.uuid() });

/** The queue's name and payload only: enough to send from the upload's transaction. */
export const documentParseSendOnly = defineJob({ name: DOCUMENT_PARSE_QUEUE, payload: documentParsePayload });

/**
 * Reads an uploaded bank statement into transactions in a parser thread. A document that cannot
 * be read is FAILED with the reason (retrying would read it the same way); a database or storage
 * error is thrown and the job retried, so no document stays PROCESSING.
 */
export function documentParseJob(deps: {
  db: Executor;
  blobs: BlobStore;
  parser: Pick<ParserPool, 'parseStatementJson'>;
  threads: number;
  /** Documents of one account read at once, across every worker process. */
  threadsPerAccount: number;
  timeoutMs: number;
  log: (level: 'info' | 'warn' | 'error', msg: string) => void;
}) {
  return defineJob({
    name: DOCUMENT_PARSE_QUEUE,
    payload: documentParsePayload,
    notify: true,
    // A backlog of documents is read back to back, not one per worker per poll interval.
    fetchAgainAtOnce: true,
    // Each account may have one document more claimed than it may read at once: the next one is
    // fetched and waits in the pool's fair queue while the last is read, so its thread goes from one
    // to the next without waiting on the database. Claimers: two per thread and one more, so while
    // as many accounts as threads keep theirs busy, another's document is still claimed at once
    // (the fair queue serves it before theirs: the least recently served account goes first).
    localConcurrency: 2 * deps.threads + 1,
    groupConcurrency: deps.threadsPerAccount + 1,
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    heartbeatSeconds: 10,
    expireInSeconds: Math.ceil(deps.timeoutMs / 1000) + 120,
    async handle(data) {
      const doc = await findDocumentById(deps.db, data.document_id);
      if (!doc || doc.processingStatus !== 'PROCESSING') return;
      const bytes = await deps.blobs.read(doc.sha256);
      const started = performance.now();
      let outcome: Parameters<typeof finishProcessing>[2];
      try {
        const parsedJson = await deps.parser.parseStatementJson(bytes, doc.format, { accountId: doc.accountId, caseId: doc.caseId });
        outcome = { status: 'PROCESSED', parsedJson };
      } catch (err) {
        if (!(err instanceof DocumentRejectedError)) throw err;
        outcome = { status: 'FAILED', error: (err as Error).message };
        deps.log('info', `document ${doc.id} could not be read: ${(err as Error).message}`);
      }
      await finishProcessing(deps.db, doc.id, outcome);
      recordDocumentParsed(doc.category, outcome.status === 'PROCESSED' ? 'processed' : 'failed', (performance.now() - started) / 1000);
      // A statement read by OCR carries its reading under "ocr" (a key, never inside a JSON string).
      if (outcome.status === 'PROCESSED' && outcome.parsedJson.includes('"ocr":')) recordOcr(doc.category, (performance.now() - started) / 1000);
    },
  });
}

import path from 'node:path';
import type { Config } from '../config/config.ts';
import { blobStore, type BlobStore } from './blob-store.ts';
import { DEFAULT_DOCUMENT_LIMITS } from './limits.ts';
import { parserPool, type ParserPool } from './parser-pool.ts';
import { openObjectStore, storageUrlOf, type StorageConfig } from '../storage/storage-url.ts';

/** What handling uploaded files needs in a process: where the bytes live and the threads that read them. */
export interface DocumentsRuntime {
  blobs: BlobStore;
  parser: ParserPool;
  close(): Promise<void>;
}

export type DocumentsRuntimeConfig = StorageConfig & Pick<Config, 'DATA_DIR' | 'PARSE_THREADS' | 'PARSE_TIMEOUT_MS' | 'PARSE_MEMORY_MB'> &
  Partial<Pick<Config, 'PARSE_THREADS_PER_ACCOUNT' | 'PARSE_IDLE_SECONDS' | 'ANALYSIS_TIMEOUT_MS' | 'MAX_STATEMENT_ROWS' | 'MAX_PDF_PAGES' | 'MAX_IMAGE_PIXELS'>>;

export function documentsRuntime(config: DocumentsRuntimeConfig): DocumentsRuntime {
  const parser = parserPool({
    size: config.PARSE_THREADS,
    timeoutMs: config.PARSE_TIMEOUT_MS,
    memoryMb: config.PARSE_MEMORY_MB,
    perAccount: threadsPerAccount(config),
    idleMs: config.PARSE_IDLE_SECONDS === undefined ? undefined : config.PARSE_IDLE_SECONDS * 1000,
    analysisTimeoutMs: config.ANALYSIS_TIMEOUT_MS,
    limits: {
      maxStatementRows: config.MAX_STATEMENT_ROWS ?? DEFAULT_DOCUMENT_LIMITS.maxStatementRows,
      maxPdfPages: config.MAX_PDF_PAGES ?? DEFAULT_DOCUMENT_LIMITS.maxPdfPages,
      maxImagePixels: config.MAX_IMAGE_PIXELS ?? DEFAULT_DOCUMENT_LIMITS.maxImagePixels,
    },
  });
  // Uploads are staged on local disk, whatever the store: checked there, then kept in the store.
  const blobs = blobStore(openObjectStore(storageUrlOf(config), config), path.join(config.DATA_DIR, 'documents', 'tmp'));
  return { blobs, parser, close: () => parser.close() };
}

/** Threads one account may hold: PARSE_THREADS_PER_ACCOUNT, else all but one (at least one). */
export function threadsPerAccount(config: Pick<Config, 'PARSE_THREADS'> & Partial<Pick<Config, 'PARSE_THREADS_PER_ACCOUNT'>>): number {
  return Math.min(config.PARSE_THREADS, config.PARSE_THREADS_PER_ACCOUNT ?? Math.max(1, config.PARSE_THREADS - 1));
}

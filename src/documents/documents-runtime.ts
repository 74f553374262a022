import path from 'node:path';
import type { Config } from '../config/config.ts';
import { blobStore, type BlobStore } from './blob-store.ts';
import { parserPool, type ParserPool } from './parser-pool.ts';

/** What handling uploaded files needs in a process: where the bytes live and the threads that read them. */
export interface DocumentsRuntime {
  blobs: BlobStore;
  parser: ParserPool;
  close(): Promise<void>;
}

export function documentsRuntime(config: Pick<Config, 'DATA_DIR' | 'PARSE_THREADS' | 'PARSE_TIMEOUT_MS' | 'PARSE_MEMORY_MB'>): DocumentsRuntime {
  const parser = parserPool({ size: config.PARSE_THREADS, timeoutMs: config.PARSE_TIMEOUT_MS, memoryMb: config.PARSE_MEMORY_MB });
  return { blobs: blobStore(path.join(config.DATA_DIR, 'documents')), parser, close: () => parser.close() };
}

import { Worker } from 'node:worker_threads';
import type { ImageInspection } from '../analysis/ocr/inspect-image.ts';
import type { PaystubReading, StatementReading } from '../analysis/ocr/read-scanned.ts';
import type { FraudSignal } from '../analysis/paystub/paystub.types.ts';
import type { DocumentFormat } from './file-type.ts';
import type { PdfInspection } from './pdf-inspect.ts';
import type { WorkerReply, WorkerTask } from './parser-worker.ts';

export interface ParserPoolOptions {
  /** Worker threads kept alive. */
  size: number;
  /** A document taking longer is failed and its thread replaced. */
  timeoutMs: number;
  /** Heap limit of each thread; a document needing more fails, the service does not. */
  memoryMb: number;
}

/** The document could not be turned into data; `reason` is written for the client. */
export class DocumentRejectedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'DocumentRejectedError';
  }
}

export interface ParserPool {
  inspectPdf(bytes: Uint8Array): Promise<PdfInspection>;
  /** Opens an image far enough to know it decodes and is within the pixel limit. */
  inspectImage(bytes: Uint8Array): Promise<ImageInspection>;
  /** A statement's transactions; an image or scanned PDF through OCR. */
  parseStatement(bytes: Uint8Array, format: DocumentFormat): Promise<StatementReading>;
  /** A paystub's fields (an image or scanned PDF through OCR), and with `fraud` the PDF's structure, metadata, overlay and font checks. */
  readPaystub(bytes: Uint8Array, opts: { documentId: string; fraud: boolean }): Promise<PaystubReading>;
  /** A PDF's structure, metadata, overlay and font checks. */
  checkPdf(bytes: Uint8Array, opts: { documentId: string; kind: 'paystub' | 'bank_statement' }): Promise<FraudSignal[]>;
  /** Starts every thread now, so the first upload does not wait for one to load (seconds). */
  warm(): void;
  close(): Promise<void>;
}

type Pending = { task: WorkerTask; resolve(v: unknown): void; reject(e: Error): void };
type Slot = { worker: Worker; ready: Promise<void>; busy?: Pending; timer?: NodeJS.Timeout };

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./parser-worker.ts', import.meta.url).href;

/**
 * Parses documents in worker threads, one document per thread at a time, each with a time and
 * heap limit. A thread that times out, runs out of memory or dies fails only its own document and
 * is replaced.
 */
export function parserPool(opts: ParserPoolOptions): ParserPool {
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(BOOT, {
      workerData: { entry: ENTRY },
      resourceLimits: { maxOldGenerationSizeMb: opts.memoryMb, maxYoungGenerationSizeMb: Math.max(16, Math.round(opts.memoryMb / 8)) },
      stdout: false,
      stderr: false,
    });
    worker.unref();
    let markReady!: () => void;
    const slot: Slot = { worker, ready: new Promise((r) => (markReady = r)) };
    worker.on('message', (msg: WorkerReply | { ready: true }) => {
      if ('ready' in msg) return markReady();
      const pending = slot.busy;
      if (!pending || pending.task.id !== msg.id) return;
      finish(slot);
      if (msg.ok) pending.resolve(msg.result);
      else pending.reject(new DocumentRejectedError(msg.reason)); // a parser fault on a file recurs: no retry
      pump();
    });
    worker.on('error', (err) => fail(slot, isOutOfMemory(err) ? `The document needs more than ${opts.memoryMb} MB to read` : `The document could not be read: ${err.message}`));
    worker.on('exit', () => fail(slot, 'The document could not be read: its parser stopped'));
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot) {
    slot.worker.unref();
    clearTimeout(slot.timer);
    slot.busy = undefined;
    slot.timer = undefined;
  }

  /** Fails the slot's document, if any, and replaces its thread. */
  function fail(slot: Slot, reason: string) {
    const pending = slot.busy;
    finish(slot);
    const i = slots.indexOf(slot);
    if (i < 0) return;
    slots.splice(i, 1);
    void slot.worker.terminate();
    if (pending) pending.reject(new DocumentRejectedError(reason));
    pump();
  }

  function pump() {
    if (closed) return;
    while (queue.length > 0) {
      let slot = slots.find((s) => !s.busy);
      if (!slot && slots.length < opts.size) slot = spawn();
      if (!slot) return;
      const pending = queue.shift()!;
      slot.busy = pending;
      slot.worker.ref(); // a document in progress keeps the process alive; an idle thread does not
      const s = slot;
      void s.ready.then(() => {
        if (s.busy !== pending) return;
        s.timer = setTimeout(() => fail(s, `Reading the document took longer than ${opts.timeoutMs >= 1000 ? `${Math.round(opts.timeoutMs / 1000)} s` : `${opts.timeoutMs} ms`}`), opts.timeoutMs);
        // Copy: the transfer detaches the buffer, and callers keep theirs.
        const bytes = new Uint8Array(pending.task.bytes);
        s.worker.postMessage({ ...pending.task, bytes }, [bytes.buffer]);
      });
    }
  }

  function run<T>(kind: WorkerTask['kind'], bytes: Uint8Array, format: DocumentFormat, extra: Partial<WorkerTask> = {}): Promise<T> {
    if (closed) return Promise.reject(new Error('the parser pool is closed'));
    return new Promise<T>((resolve, reject) => {
      queue.push({ task: { ...extra, id: nextId++, kind, format, bytes }, resolve: resolve as (v: unknown) => void, reject });
      pump();
    });
  }

  return {
    inspectPdf: (bytes) => run<PdfInspection>('inspect-pdf', bytes, 'PDF'),
    inspectImage: (bytes) => run<ImageInspection>('inspect-image', bytes, 'IMAGE'),
    parseStatement: (bytes, format) => run<StatementReading>('parse-statement', bytes, format),
    readPaystub: (bytes, o) => run('read-paystub', bytes, 'PDF', { documentId: o.documentId, fraud: o.fraud }),
    checkPdf: (bytes, o) => run<FraudSignal[]>('check-pdf', bytes, 'PDF', { documentId: o.documentId, documentKind: o.kind }),
    warm() {
      while (!closed && slots.length < opts.size) spawn();
    },
    async close() {
      closed = true;
      for (const p of queue.splice(0)) p.reject(new Error('the parser pool is closed'));
      const all = slots.splice(0);
      for (const s of all) {
        clearTimeout(s.timer);
        s.busy?.reject(new Error('the parser pool is closed'));
        s.worker.removeAllListeners('exit');
      }
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}

function isOutOfMemory(err: Error): boolean {
  return (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' || /heap out of memory|allocation failed/i.test(err.message);
}

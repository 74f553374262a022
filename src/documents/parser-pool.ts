import { Worker } from 'node:worker_threads';
import type { ImageInspection } from '../analysis/ocr/inspect-image.ts';
import type { PaystubReading, StatementReading } from '../analysis/ocr/read-scanned.ts';
import type { FraudSignal } from '../analysis/paystub/paystub.types.ts';
import type { AnalysisKind, AnalysisPayload, AnalysisResult } from '../modules/analysis-worker.ts';
import type { DocumentFormat } from './file-type.ts';
import { DEFAULT_DOCUMENT_LIMITS, type DocumentLimits } from './limits.ts';
import type { PdfInspection } from './pdf-inspect.ts';
import type { PageImage } from './render-page.ts';
import type { WorkerReply, WorkerTask } from './parser-worker.ts';
import { FairQueue, type TaskOwner } from './fair-queue.ts';
import { readInPages } from './scanned-pages.ts';

export type { TaskOwner } from './fair-queue.ts';

export interface ParserPoolOptions {
  /** Most worker threads at once. */
  size: number;
  /** A document taking longer is failed and its thread replaced. */
  timeoutMs: number;
  /** Heap limit of each thread; a document (or analysis) needing more fails, the service does not. */
  memoryMb: number;
  /** Threads one account may hold at once (default: all but one, at least one). */
  perAccount?: number;
  /** A thread with nothing to do for this long ends (default: kept). */
  idleMs?: number;
  /** A module analysis taking longer is failed and its thread replaced (default: `timeoutMs`). */
  analysisTimeoutMs?: number;
  /** Caps the threads enforce on documents. */
  limits?: DocumentLimits;
}

/** The document could not be turned into data; `reason` is written for the client. */
export class DocumentRejectedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'DocumentRejectedError';
  }
}

/** A module analysis went over a limit (time, memory) or lost its thread; `reason` is written for the client. */
export class AnalysisLimitError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'AnalysisLimitError';
  }
}

/** A module analysis threw in its thread: a fault of the service, retried like any failed job. */
export class AnalysisFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalysisFailedError';
  }
}

export interface ParserPool {
  inspectPdf(bytes: Uint8Array, owner?: TaskOwner): Promise<PdfInspection>;
  /** Opens an image far enough to know it decodes and is within the pixel limit. */
  inspectImage(bytes: Uint8Array, owner?: TaskOwner): Promise<ImageInspection>;
  /** A statement's transactions; an image or scanned PDF through OCR. */
  parseStatement(bytes: Uint8Array, format: DocumentFormat, owner?: TaskOwner): Promise<StatementReading>;
  /** The same, as the JSON text of the ParsedStatement: what is stored, without building it here. */
  parseStatementJson(bytes: Uint8Array, format: DocumentFormat, owner?: TaskOwner): Promise<string>;
  /** A paystub's fields (an image or scanned PDF through OCR), and with `fraud` the PDF's structure, metadata, overlay and font checks. */
  readPaystub(bytes: Uint8Array, opts: { documentId: string; fraud: boolean; owner?: TaskOwner }): Promise<PaystubReading>;
  /** A PDF's structure, metadata, overlay and font checks. */
  checkPdf(
    bytes: Uint8Array,
    opts: { documentId: string; kind: 'paystub' | 'bank_statement'; owner?: TaskOwner; locate?: FraudSignal[]; locateOnly?: boolean },
  ): Promise<FraudSignal[]>;
  /** Page `page` (from 1) of a PDF or image as a PNG for the document viewer (render-page.ts). */
  renderPage(bytes: Uint8Array, page: number, owner?: TaskOwner): Promise<PageImage>;
  /** A module's analysis of plain data, off the event loop (src/modules/analysis-worker.ts). */
  analyze<K extends AnalysisKind>(kind: K, payload: AnalysisPayload<K>, owner?: TaskOwner): Promise<AnalysisResult<K>>;
  /** Starts every thread now, so the first upload does not wait for one to load (seconds). */
  warm(): void;
  /** Threads alive now. */
  threads(): number;
  close(): Promise<void>;
}

/** What travels to a thread: a document task (parser-worker.ts) or an analysis (analysis-worker.ts). */
export type PoolTask = WorkerTask | { id: number; kind: AnalysisKind; payload: unknown; limits?: DocumentLimits };

type Pending = { task: PoolTask; owner: TaskOwner | undefined; resolve(v: unknown): void; reject(e: Error): void };
type Slot = { worker: Worker; ready: Promise<void>; busy?: Pending; timer?: NodeJS.Timeout; idle?: NodeJS.Timeout };

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./parser-worker.ts', import.meta.url).href;

/** How much lower the threads' CPU priority is than the event loop's (Linux nice value, 0..19). */
export const THREAD_NICE = 10;

const isAnalysis = (task: PoolTask) => task.kind.startsWith('analyze-');
const duration = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

/**
 * Reads documents and runs module analyses in worker threads, one task per thread at a time, each
 * with a time and heap limit: a task that times out, runs out of memory or kills its thread fails
 * alone and the thread is replaced. Threads start on first use and end after `idleMs` without work.
 * Waiting tasks are taken fairly: round-robin over accounts, and within an account over cases, and
 * no account holds more than `perAccount` threads, so one case's flood delays only itself.
 */
export function parserPool(opts: ParserPoolOptions): ParserPool {
  const queue = new FairQueue<Pending>({ perAccount: opts.perAccount ?? Math.max(1, opts.size - 1) });
  const slots: Slot[] = [];
  const limits = opts.limits ?? DEFAULT_DOCUMENT_LIMITS;
  const analysisTimeoutMs = opts.analysisTimeoutMs ?? opts.timeoutMs;
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(BOOT, {
      workerData: { entry: ENTRY, nice: THREAD_NICE },
      // A 16 MB young generation: at an eighth of PARSE_MEMORY_MB (64 MB by default) each busy thread
      // kept about 45 MB more resident for no parsing speed measured (docs/benchmarks.md, third round).
      resourceLimits: { maxOldGenerationSizeMb: opts.memoryMb, maxYoungGenerationSizeMb: 16 },
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
      else if (isAnalysis(pending.task)) pending.reject(new AnalysisFailedError(msg.reason));
      else pending.reject(new DocumentRejectedError(msg.reason)); // a parser fault on a file recurs: no retry
      pump();
    });
    worker.on('error', (err) => fail(slot, isOutOfMemory(err) ? 'memory' : 'crash', err.message));
    worker.on('exit', () => fail(slot, 'crash', 'its parser stopped'));
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot) {
    const pending = slot.busy;
    if (pending) queue.done(pending.owner);
    slot.worker.unref();
    clearTimeout(slot.timer);
    slot.busy = undefined;
    slot.timer = undefined;
    if (opts.idleMs !== undefined && slots.includes(slot)) {
      slot.idle = setTimeout(() => retire(slot), opts.idleMs);
      slot.idle.unref();
    }
  }

  /** Ends a thread that has had nothing to do for `idleMs`. */
  function retire(slot: Slot) {
    if (slot.busy) return;
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    slot.worker.removeAllListeners('exit');
    void slot.worker.terminate();
  }

  function reasonOf(task: PoolTask, why: 'timeout' | 'memory' | 'crash', detail: string): Error {
    if (isAnalysis(task)) {
      if (why === 'timeout') return new AnalysisLimitError(`The analysis took longer than ${duration(analysisTimeoutMs)} (ANALYSIS_TIMEOUT_MS)`);
      if (why === 'memory') return new AnalysisLimitError(`The analysis needs more than ${opts.memoryMb} MB (PARSE_MEMORY_MB)`);
      return new AnalysisLimitError(`The analysis stopped: ${detail}`);
    }
    if (why === 'timeout') return new DocumentRejectedError(`Reading the document took longer than ${duration(opts.timeoutMs)}`);
    if (why === 'memory') return new DocumentRejectedError(`The document needs more than ${opts.memoryMb} MB to read`);
    return new DocumentRejectedError(`The document could not be read: ${detail}`);
  }

  /** Fails the slot's task, if any, and replaces its thread. */
  function fail(slot: Slot, why: 'timeout' | 'memory' | 'crash', detail = '') {
    const pending = slot.busy;
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    finish(slot);
    clearTimeout(slot.idle);
    if (i < 0) return;
    void slot.worker.terminate();
    if (pending) pending.reject(reasonOf(pending.task, why, detail));
    pump();
  }

  function pump() {
    if (closed) return;
    for (;;) {
      let slot = slots.find((s) => !s.busy);
      if (!slot && slots.length < opts.size && queue.hasRunnable()) slot = spawn();
      if (!slot) return;
      const pending = queue.take();
      if (!pending) return;
      clearTimeout(slot.idle);
      slot.busy = pending;
      slot.worker.ref(); // a task in progress keeps the process alive; an idle thread does not
      const s = slot;
      void s.ready.then(() => {
        if (s.busy !== pending) return;
        const ms = isAnalysis(pending.task) ? analysisTimeoutMs : opts.timeoutMs;
        s.timer = setTimeout(() => fail(s, 'timeout'), ms);
        const task = pending.task;
        if ('bytes' in task) {
          // Copy: the transfer detaches the buffer, and callers keep theirs.
          const bytes = new Uint8Array(task.bytes);
          s.worker.postMessage({ ...task, bytes, limits }, [bytes.buffer]);
        } else {
          s.worker.postMessage({ ...task, limits });
        }
      });
    }
  }

  function submit<T>(task: Omit<WorkerTask, 'id'> | Omit<Extract<PoolTask, { payload: unknown }>, 'id'>, owner: TaskOwner | undefined): Promise<T> {
    if (closed) return Promise.reject(new Error('the parser pool is closed'));
    return new Promise<T>((resolve, reject) => {
      queue.push(owner, { task: { ...task, id: nextId++ } as PoolTask, owner, resolve: resolve as (v: unknown) => void, reject });
      pump();
    });
  }

  const run = <T>(kind: WorkerTask['kind'], bytes: Uint8Array, format: DocumentFormat, owner: TaskOwner | undefined, extra: Partial<WorkerTask> = {}) =>
    submit<T>({ ...extra, kind, format, bytes }, owner);

  /** A document task whose scanned pages, when there are several, are read a task each (scanned-pages.ts). */
  const paged = <T>(kind: WorkerTask['kind'], bytes: Uint8Array, format: DocumentFormat, owner: TaskOwner | undefined, extra: Partial<WorkerTask> = {}) =>
    readInPages<T>({
      first: () => run(kind, bytes, format, owner, { ...extra, pagedOcr: true } as Partial<WorkerTask>),
      page: (page) => run('ocr-page', bytes, 'PDF', owner, { page }),
      withPages: (ocrPages) => run(kind, bytes, format, owner, { ...extra, ocrPages }),
    });

  return {
    inspectPdf: (bytes, owner) => run<PdfInspection>('inspect-pdf', bytes, 'PDF', owner),
    inspectImage: (bytes, owner) => run<ImageInspection>('inspect-image', bytes, 'IMAGE', owner),
    parseStatement: (bytes, format, owner) => paged<StatementReading>('parse-statement', bytes, format, owner),
    parseStatementJson: (bytes, format, owner) => paged<string>('parse-statement', bytes, format, owner, { asJson: true } as Partial<WorkerTask>),
    readPaystub: (bytes, o) => paged<PaystubReading>('read-paystub', bytes, 'PDF', o.owner, { documentId: o.documentId, fraud: o.fraud }),
    checkPdf: (bytes, o) => run<FraudSignal[]>('check-pdf', bytes, 'PDF', o.owner, { documentId: o.documentId, documentKind: o.kind, locate: o.locate, locateOnly: o.locateOnly }),
    analyze: (kind, payload, owner) => submit({ kind, payload }, owner),
    renderPage: (bytes, page, owner) => submit<PageImage>({ kind: 'render-page', bytes, page } as unknown as Omit<WorkerTask, 'id'>, owner),
    threads: () => slots.length,
    warm() {
      while (!closed && slots.length < opts.size) finish(spawn());
    },
    async close() {
      closed = true;
      for (const p of queue.drain()) p.reject(new Error('the parser pool is closed'));
      const all = slots.splice(0);
      for (const s of all) {
        clearTimeout(s.timer);
        clearTimeout(s.idle);
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

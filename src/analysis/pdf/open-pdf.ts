// The one way the project opens a PDF with pdfjs-dist's legacy build (the one meant for Node).
// pdfjs has two halves, the one that parses (its "worker") and the one that answers the caller,
// which talk by messages. Here both run in the calling thread over one in-process port
// (in-thread-port.ts) and one worker half serves every document the thread opens: on its own,
// pdfjs would set up a worker half per document and deep-copy every message between the halves.
// native-builtins.ts is evaluated first: it keeps the built-ins pdfjs's polyfills replace.
import { restoreNativeBuiltins } from './native-builtins.ts';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { InThreadPort } from './in-thread-port.ts';
import { beforeOpening, loadWorkerHalf, type WorkerHalf } from './pdfjs-worker-half.ts';

export { pdfjs };

// Loading the worker half registers it (globalThis.pdfjsWorker): pdfjs never looks for pdf.worker.mjs
// by path. Loaded with its text extraction's closures kept between pages (pdfjs-worker-half.ts).
const workerHalf: WorkerHalf = loadWorkerHalf();

restoreNativeBuiltins();

let worker: InstanceType<typeof pdfjs.PDFWorker> | null = null;

/** The thread's one worker half, started on first use; documents opened on it are closed by their own task. */
function threadWorker(): InstanceType<typeof pdfjs.PDFWorker> {
  if (!worker) {
    const port = new InThreadPort();
    workerHalf.WorkerMessageHandler.initializeFromPort(port);
    worker = new pdfjs.PDFWorker({ port: port as never, verbosity: 0 });
  }
  return worker;
}

/** A loading task for untrusted bytes: no eval, no system or embedded font loading, no console output. */
export function openPdf(bytes: Uint8Array, options: { fontExtraProperties?: boolean } = {}) {
  // The text extraction's closures kept from an earlier document go now if it was large or the heap is filling.
  beforeOpening(bytes.byteLength);
  return pdfjs.getDocument({
    // Keeps each font's code maps and rebuilt file, for reading glyphs a font does not map to text.
    fontExtraProperties: options.fontExtraProperties ?? false,
    // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    worker: threadWorker(),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
}

// pdfjs's worker half (legacy/build/pdf.worker.mjs), loaded so that its text extraction keeps its
// optimised machine code from one page to the next.
//
// pdfjs declares the functions that do a text extraction's work (buildTextContentItem,
// compareWithLastPosition, ... and the loop, promiseBody) inside getTextContent, so every call makes
// new closures of them. Their closures share feedback and optimised code, but V8 holds that code only
// weakly: once no closure that ran it is alive, a full (mark-compact) collection discards it and
// TurboFan compiles it again on the next page. In a parser thread the closures are dead whenever it
// is not extracting text (reading the statement, between documents), so nearly every full
// collection cost a recompilation of each of them (docs/benchmarks.md, "Statement parsing":
// "Optimised code kept"). Here the newest call's closures are kept, which keeps their code alive;
// the file itself is unchanged on disk and its behaviour is unchanged: the only edit is one call at
// the start of the two loops. Kept closures hold their document's state (its bytes and the objects
// read from it) until the next extraction replaces them, so they are let go before a document is
// opened after a large one, or when the thread's heap is filling (`beforeOpening`).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
const WORKER_FILE = require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');

/** The name of the hook the edited source calls; no identifier of pdfjs's. */
const HOOK = '__underwriteRetainClosures';

/** The methods whose closures are kept, each ending in `return new Promise(function promiseBody(resolve, reject) {`. */
const METHODS = ['getTextContent', 'getOperatorList'] as const;
const LOOP = 'return new Promise(function promiseBody(resolve, reject) {';

/**
 * The edited source: in each method, the call `HOOK(method, promiseBody, ...its functions)` as the
 * loop's first statement. The functions are those the method declares in its own body (four spaces
 * in, as pdfjs's build prints them). Null when the source is not as expected (another pdfjs).
 */
export function withRetainedClosures(source: string): { source: string; retained: Record<string, string[]> } | null {
  let out = source;
  const retained: Record<string, string[]> = {};
  const classes = [...source.matchAll(/\nclass PartialEvaluator \{\n/g)];
  if (classes.length !== 1) return null;
  for (const method of METHODS) {
    // The method of PartialEvaluator (the class's body ends at the next line that starts with `}`).
    const classStart = out.indexOf('\nclass PartialEvaluator {\n');
    const classEnd = out.indexOf('\n}\n', classStart);
    const start = out.indexOf(`\n  async ${method}({\n`, classStart);
    if (start < 0 || start > classEnd) return null;
    const loop = out.indexOf(LOOP, start);
    const nextMethod = out.slice(start + 1).search(/\n  (async )?#?\w+\(/) + start + 1;
    if (loop < 0 || loop > nextMethod) return null;
    const body = out.slice(start, loop);
    const names = [...body.matchAll(/\n {4}function (\w+)\(/g)].map((m) => m[1]);
    retained[method] = names;
    const at = loop + LOOP.length;
    out = `${out.slice(0, at)}\n      ${HOOK}(${JSON.stringify(method)}, promiseBody${names.map((n) => `, ${n}`).join('')});${out.slice(at)}`;
  }
  return { source: out, retained };
}

/** The closures of each method's newest call. */
const kept = new Map<string, unknown[]>();
/** The largest document opened since the closures were last let go: theirs is one of them. */
let largestSinceRelease = 0;

/** Past this size, a document's closures (and with them its state) are let go before the next document is opened. */
export const KEEP_CLOSURES_MAX_BYTES = 2 * 1024 * 1024;
/** Nor are they kept into a new document once the thread's heap is this full. */
const KEEP_CLOSURES_MAX_HEAP_FRACTION = 0.5;

/** Forgets the closures kept. */
export function releaseRetainedClosures(): void {
  kept.clear();
  largestSinceRelease = 0;
}

/**
 * Called before a document of `byteLength` bytes is opened: the closures kept stay (so their code
 * does) unless they may hold a large document's state or the heap is half full, so a kept document
 * never stands between the next one and the thread's memory limit.
 */
export function beforeOpening(byteLength: number, heap: () => { used: number; limit: number } = heapUse): void {
  if (kept.size > 0) {
    const { used, limit } = heap();
    if (largestSinceRelease > KEEP_CLOSURES_MAX_BYTES || used > limit * KEEP_CLOSURES_MAX_HEAP_FRACTION) releaseRetainedClosures();
  }
  largestSinceRelease = Math.max(largestSinceRelease, byteLength);
}

function heapUse(): { used: number; limit: number } {
  const s = v8.getHeapStatistics();
  return { used: s.used_heap_size, limit: s.heap_size_limit };
}

/** How many closures are kept now (tests). */
export function retainedClosureCount(): number {
  let n = 0;
  for (const fns of kept.values()) n += fns.length;
  return n;
}

export interface WorkerHalf {
  WorkerMessageHandler: { initializeFromPort(port: unknown): void };
}

/** Whether the loaded worker half keeps its closures (false: the source was not as expected, loaded as it is). */
export let retainsClosures = false;

/**
 * Evaluates the worker half (which registers it as `globalThis.pdfjsWorker`, as importing it does)
 * and returns it. The module's source runs as a strict function: its one `export` is returned,
 * `import.meta.url` is the file's URL, and its dynamic `import()` (a JPEG 2000 decoder fallback)
 * goes through the default loader.
 */
export function loadWorkerHalf(): WorkerHalf {
  const original = fs.readFileSync(WORKER_FILE, 'utf8');
  const edited = withRetainedClosures(original);
  retainsClosures = edited !== null;
  const url = pathToFileURL(WORKER_FILE).href;
  const exportLine = /\nexport \{ WorkerMessageHandler \};\s*\n/;
  let source = (edited?.source ?? original).replace(/\bimport\.meta\.url\b/g, JSON.stringify(url));
  if (!exportLine.test(source)) throw new Error(`${WORKER_FILE}: not the pdfjs-dist worker half expected (no export of WorkerMessageHandler)`);
  source = source.replace(exportLine, '\nreturn WorkerMessageHandler;\n');
  const script = new vm.Script(`(function (${HOOK}) {"use strict";\n${source}\n})`, {
    filename: WORKER_FILE,
    lineOffset: -1, // the wrapper's line: pdfjs's own lines keep their numbers in stack traces
    // Node 20.x before vm.constants (added in 21.7, back in 20.x later): the fallback's import fails
    // and pdfjs carries on without it, as it does when the file is missing.
    importModuleDynamically: (vm as unknown as { constants?: { USE_MAIN_CONTEXT_DEFAULT_LOADER?: symbol } }).constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER as never,
  });
  const retain = (method: string, ...fns: unknown[]) => {
    kept.set(method, fns);
  };
  const WorkerMessageHandler = (script.runInThisContext() as (hook: typeof retain) => WorkerHalf['WorkerMessageHandler'])(retain);
  return { WorkerMessageHandler };
}

// Statement parsing through the service, against poppler's pdftotext on the same files.
//   npm run bench:parse [-- --count 40 --rounds 3 --seed 1]
// Writes N generated statement PDFs (eval/statements, all layouts in turn) to a scratch directory.
// Baseline: `pdftotext -layout file -` over every file, two at a time (the machine's two parser
// threads' worth) at the threads' nice value, measured before and after the service row; the
// mean of the two is the baseline.
// Service: `underwrite serve` on a fresh store with PARSE_THREADS=2; two accounts (so both threads
// read at once while each account keeps to its one thread: docs/limits.md#fair-scheduling) each
// upload half the files, `--rounds` times, in cases of 8 files a request, and the clock stops when
// the last document is PROCESSED: upload, queue, parse and result writing included. Before the
// clock starts, each account's first upload is read (threads started and warm). A document that
// fails, or a count of transactions that differs from the library's own reading, stops the bench.
// CPU per page (the service's process with its threads; pdftotext's processes) is printed too: on a
// machine shared with other work it moves less than the rates. Target: our pages/s at least half of
// pdftotext's. BENCH_STORE=postgres uses a fresh database on BENCH_PG_URL instead of the embedded one.
// BENCH_NODE_ARGS (space-separated node/V8 flags, e.g. "--trace-opt --trace-deopt") starts the service
// with them; BENCH_SERVICE_LOG=FILE writes the service's output there when it stops, with a line marking
// where the timed row begins and ends; with --trace-opt / --trace-deopt the optimised compilations
// and deoptimisations of the timed row (every thread of the service) are counted and printed.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { generateStatementCorpus, PDF_LAYOUT_NAMES } from '../eval/statements/generate.ts';
import { openPdf } from '../src/analysis/pdf/open-pdf.ts';
import { parseStatement } from '../src/analysis/statements/parse-statement.ts';
import { THREAD_NICE } from '../src/documents/parser-pool.ts';
import { multipart } from '../test/multipart.ts';
import { answersHealth, assertNodePid, createBenchDatabase, dbUrl, freePort, release, spawnNode, tmpDir, waitReady, type NodeChild } from './bench-lib.ts';

const run = promisify(execFile);
const TARGET_RATIO = 0.5;
const FILES_PER_UPLOAD = 8;
const TICK_S = 0.01; // /proc times are in USER_HZ ticks, 100 a second on Linux

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const count = Number(arg('count') ?? process.env.BENCH_STATEMENTS ?? 40);
const rounds = Number(arg('rounds') ?? process.env.BENCH_ROUNDS ?? 3);
const seed = Number(arg('seed') ?? 1);
const store = process.env.BENCH_STORE ?? 'pglite';

/** User + system CPU seconds of a process (with its threads), or of this process's waited-for children. */
function cpuSeconds(pid: number | 'children'): number {
  const stat = fs.readFileSync(`/proc/${pid === 'children' ? 'self' : pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields from the state (3rd): utime 14, stime 15, cutime 16, cstime 17 (1-based in proc(5)).
  const [u, s] = pid === 'children' ? [Number(f[13]), Number(f[14])] : [Number(f[11]), Number(f[12])];
  return (u + s) * TICK_S;
}

interface Row {
  seconds: number;
  cpu: number;
}

/** CPU seconds of each thread of a process, by thread id (the main thread's id is the process's). */
function threadCpuSeconds(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), (Number(f[11]) + Number(f[12])) * TICK_S);
    } catch {
      /* the thread ended */
    }
  }
  return out;
}

/**
 * pdftotext over every file, two processes at a time, at the parser threads' CPU priority (they run
 * at nice THREAD_NICE: on a machine busy with other work, both then get the same share).
 */
async function poppler(files: readonly string[]): Promise<Row> {
  await run('pdftotext', ['-layout', files[0], '-']); // warm-up: the binary and the files in the OS cache
  const own = os.getPriority();
  os.setPriority(Math.max(own, THREAD_NICE)); // inherited by the pdftotext processes
  try {
    const cpu0 = cpuSeconds('children');
    const t0 = performance.now();
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < files.length * rounds; i = next++) await run('pdftotext', ['-layout', files[i % files.length], '-'], { maxBuffer: 64 * 1024 * 1024 });
    };
    await Promise.all([lane(), lane()]);
    return { seconds: (performance.now() - t0) / 1000, cpu: cpuSeconds('children') - cpu0 };
  } finally {
    try {
      os.setPriority(own);
    } catch {
      /* not allowed to raise it back: the rest of the bench is only HTTP calls */
    }
  }
}

/**
 * pdfjs-dist's text extraction alone (open, getTextContent for every page, close), in this process on
 * one thread after a warm-up pass: the least CPU a page any reader built on the pinned pdfjs-dist can
 * spend, before its own work. Beside pdftotext's CPU a page it bounds the ratio the service can reach.
 */
async function pdfjsTextAlone(contents: readonly Uint8Array[]): Promise<Row> {
  const pass = async () => {
    for (const bytes of contents) {
      const task = openPdf(bytes);
      const doc = await task.promise;
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        await page.getTextContent();
        page.cleanup();
      }
      await task.destroy();
    }
  };
  await pass();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let r = 0; r < rounds; r++) await pass();
  const cpu = process.cpuUsage(cpu0);
  return { seconds: (performance.now() - t0) / 1000, cpu: (cpu.user + cpu.system) / 1e6 };
}

async function cli(args: string[], env: Record<string, string | undefined>): Promise<string> {
  const child = spawnNode(['bin/underwrite.mjs', ...args], { ...env, LOG_LEVEL: 'warn' });
  const code = await new Promise<number | null>((r) => child.proc.once('exit', (c) => r(c)));
  if (code !== 0) throw new Error(`underwrite ${args.join(' ')} exited with ${code}:\n${child.output()}`);
  return child.output();
}

const TIMED_START = '=== bench:parse timed row begins ===\n';
const TIMED_END = '=== bench:parse timed row ends ===\n';

/** V8's --trace-opt / --trace-deopt lines in the service's output: compilations (and their ms), deoptimisations. */
function traceCounts(log: string): { compiled: number; compileMs: number; deopts: number } {
  let compiled = 0;
  let compileMs = 0;
  for (const m of log.matchAll(/\[completed compiling [^\]]*? took ([\d.]+), ([\d.]+), ([\d.]+) ms/g)) {
    compiled++;
    compileMs += Number(m[1]) + Number(m[2]) + Number(m[3]);
  }
  return { compiled, compileMs, deopts: log.match(/\[bailout \(kind: deopt/g)?.length ?? 0 };
}

async function throughService(
  files: readonly string[],
  expectedRows: Map<string, number>,
): Promise<Row & { loadDuring: number[]; threads: { main: number; busiest: number[]; rest: number }; trace?: ReturnType<typeof traceCounts> }> {
  const env: Record<string, string | undefined> = { DATA_DIR: tmpDir(), DATABASE_URL: store === 'postgres' ? dbUrl(await createBenchDatabase()) : undefined };
  const port = await freePort();
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const service: NodeChild = spawnNode([...prof, ...nodeArgs, 'bin/underwrite.mjs', 'serve'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PARSE_THREADS: '2',
    RATE_LIMIT_PER_SECOND: '1000000',
    RATE_LIMIT_BURST: '1000000',
  });
  await waitReady(service, 'serve', answersHealth(port));
  assertNodePid(service.proc.pid);
  const first = /lender key\s+(\S+)/.exec(service.output())?.[1];
  if (!first) throw new Error(`no lender key in the first-start banner:\n${service.output()}`);
  const second = JSON.parse(await cli(['account', 'create', '--name', 'bench-parse-2', '--environment', 'sandbox', '--json'], env)).lender_key as string;
  const base = `http://127.0.0.1:${port}`;
  const call = async (key: string, method: string, url: string, body?: Buffer | string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + url, { method, headers: { authorization: `Bearer ${key}`, ...headers }, body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body) });
    return { status: res.status, json: (await res.json().catch(() => null)) as any };
  };

  /** One account's share: cases of FILES_PER_UPLOAD files, uploaded one after another; then waits for every document. */
  const account = async (key: string, mine: readonly string[]) => {
    const cases: Array<{ id: string; files: string[] }> = [];
    for (let i = 0; i < mine.length; i += FILES_PER_UPLOAD) {
      const created = await call(key, 'POST', '/api/cases', JSON.stringify({ first_name: 'Maria', last_name: 'Garcia', reference_id: `parse-${i}` }), { 'content-type': 'application/json' });
      if (created.status !== 201) throw new Error(`POST /api/cases answered ${created.status}: ${JSON.stringify(created.json)}`);
      const batch = mine.slice(i, i + FILES_PER_UPLOAD);
      const form = multipart([
        { name: 'module_type', value: 'cash_flow_analysis' },
        { name: 'document_category', value: 'bank_statement' },
        ...batch.map((f) => ({ name: 'files', filename: path.basename(f), content: fs.readFileSync(f), contentType: 'application/pdf' })),
      ]);
      const up = await call(key, 'POST', `/api/cases/${created.json.case_id}/documents`, form.payload, form.headers);
      if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${JSON.stringify(up.json)}`);
      cases.push({ id: created.json.case_id, files: batch });
    }
    const deadline = Date.now() + 600_000;
    for (const c of cases) {
      for (;;) {
        if (Date.now() > deadline) throw new Error('documents still PROCESSING after 10 minutes');
        const list = await call(key, 'GET', `/api/cases/${c.id}/documents?limit=100`);
        const docs = list.json.data as Array<{ document_id: string; filename: string; processing_status: string; processing_error?: string }>;
        const failed = docs.find((d) => d.processing_status === 'FAILED');
        if (failed) throw new Error(`${failed.filename} FAILED: ${failed.processing_error}`);
        if (docs.every((d) => d.processing_status === 'PROCESSED')) break;
        await sleep(100);
      }
    }
    return cases;
  };

  let timed: { from: number; to: number } | undefined;
  try {
    // Warm-up, not timed: each account's first upload starts and warms a thread.
    await Promise.all([account(first, files.slice(0, 2)), account(second, files.slice(2, 4))]);
    const work = Array.from({ length: rounds }, () => files).flat();
    const halves = [work.filter((_, i) => i % 2 === 0), work.filter((_, i) => i % 2 === 1)];
    const pid = service.proc.pid!;
    const cpu0 = cpuSeconds(pid);
    const threads0 = threadCpuSeconds(pid);
    const t0 = performance.now();
    const outputAt0 = service.output().length;
    const loads: number[] = [];
    const sampler = setInterval(() => loads.push(os.loadavg()[0]), 1000);
    const [a, b] = await Promise.all([account(first, halves[0]), account(second, halves[1])]);
    const seconds = (performance.now() - t0) / 1000;
    const timedOutput = service.output().slice(outputAt0);
    clearInterval(sampler);
    const cpu = cpuSeconds(pid) - cpu0;
    // Where the process's CPU went: the event loop's thread, the two busiest others (the parser threads), the rest.
    const spent = [...threadCpuSeconds(pid)].map(([tid, s]) => [tid, s - (threads0.get(tid) ?? 0)] as const);
    const others = spent.filter(([tid]) => tid !== pid).map(([, s]) => s).sort((x, y) => y - x);
    const threads = { main: spent.find(([tid]) => tid === pid)?.[1] ?? 0, busiest: others.slice(0, 2), rest: others.slice(2).reduce((x, y) => x + y, 0) };
    if (process.env.BENCH_THREADS) console.log('threads (tid, CPU s):', spent.filter(([, s]) => s > 0).map(([t, s]) => `${t}:${s.toFixed(2)}`).join(' '));
    // Every document read as the library reads it: the same number of transactions.
    for (const [key, c] of [...a.map((c) => [first, c] as const), ...b.map((c) => [second, c] as const)]) {
      const list = await call(key, 'GET', `/api/cases/${c.id}/documents?limit=100`);
      for (const d of list.json.data as Array<{ document_id: string; filename: string }>) {
        const one = await call(key, 'GET', `/api/cases/${c.id}/documents/${d.document_id}`);
        const rows = (one.json.statement?.accounts ?? []).reduce((n: number, acc: { transactions: unknown[] }) => n + acc.transactions.length, 0);
        if (rows !== expectedRows.get(d.filename)) throw new Error(`${d.filename}: the service read ${rows} transactions, the library ${expectedRows.get(d.filename)}`);
      }
    }
    timed = { from: outputAt0, to: outputAt0 + timedOutput.length };
    const trace = /\[completed compiling|\[bailout/.test(timedOutput) ? traceCounts(timedOutput) : undefined;
    return { seconds, cpu, loadDuring: loads, threads, trace };
  } finally {
    await service.stop();
    if (process.env.BENCH_SERVICE_LOG) {
      const out = service.output();
      fs.writeFileSync(process.env.BENCH_SERVICE_LOG, timed ? out.slice(0, timed.from) + TIMED_START + out.slice(timed.from, timed.to) + TIMED_END + out.slice(timed.to) : out);
    }
  }
}

async function main() {
  const perLayout = Math.ceil(count / PDF_LAYOUT_NAMES.length);
  const corpus = await generateStatementCorpus({ seed, perLayout, layouts: PDF_LAYOUT_NAMES });
  // Layouts in turn, so any N is an even mix.
  const ordered = Array.from({ length: perLayout }, (_, i) => PDF_LAYOUT_NAMES.map((l) => corpus.find((c) => c.name === `${l}-${i + 1}`)!)).flat();
  const items = ordered.slice(0, count);

  const dir = tmpDir();
  const files: string[] = [];
  const expectedRows = new Map<string, number>();
  let pages = 0;
  for (const item of items) {
    const file = path.join(dir, `${item.name}.pdf`);
    fs.writeFileSync(file, item.bytes);
    files.push(file);
    pages += (await PDFDocument.load(item.bytes)).getPageCount();
    const parsed = await parseStatement(item.bytes, 'PDF');
    expectedRows.set(path.basename(file), parsed.accounts.reduce((s, a) => s + a.transactions.length, 0));
  }
  const bytes = items.reduce((s, i) => s + i.bytes.length, 0);
  const total = pages * rounds;
  const loadBefore = os.loadavg();
  console.log(`${files.length} statement PDFs, ${pages} pages, ${(bytes / 1024).toFixed(0)} KiB, each read ${rounds} times; store ${store}; ${os.cpus().length} CPUs, node ${process.version}`);
  console.log(`load average before: ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`);

  let popplerRuns: Row[] = [];
  try {
    await run('pdftotext', ['-v']);
    popplerRuns.push(await poppler(files));
  } catch (err) {
    console.log(`pdftotext not available (${(err as Error).message.split('\n')[0]}); install poppler-utils to compare`);
    popplerRuns = [];
  }
  const ours = await throughService(files, expectedRows);
  if (popplerRuns.length > 0) popplerRuns.push(await poppler(files));
  const alone = await pdfjsTextAlone(items.map((i) => i.bytes));

  const line = (label: string, r: Row) =>
    console.log(
      `${label.padEnd(40)} ${String(total).padStart(5)} pages  ${r.seconds.toFixed(2).padStart(7)} s  ${(total / r.seconds).toFixed(1).padStart(7)} pages/s  ${((r.cpu * 1000) / total).toFixed(2).padStart(6)} ms CPU a page`,
    );
  console.log('');
  line('service (2 parser threads)', ours);
  popplerRuns.forEach((r, i) => line(`pdftotext -layout x2 (${i === 0 ? 'before' : 'after'}, nice ${THREAD_NICE})`, r));
  line('pdfjs-dist text alone, 1 thread', alone);
  const perPage = (s: number) => ((s * 1000) / total).toFixed(2);
  console.log(`service CPU a page by thread: event loop ${perPage(ours.threads.main)} ms, parser threads ${ours.threads.busiest.map(perPage).join(' + ')} ms, other threads ${perPage(ours.threads.rest)} ms`);
  if (ours.trace) console.log(`V8 during the service row: ${ours.trace.compiled} optimised compilations (${(ours.trace.compileMs / 1000).toFixed(2)} s), ${ours.trace.deopts} deoptimisations`);
  const l = ours.loadDuring;
  if (l.length) console.log(`load average during the service row: ${Math.min(...l).toFixed(1)}–${Math.max(...l).toFixed(1)}; after: ${os.loadavg()[0].toFixed(2)}`);
  if (popplerRuns.length > 0) {
    const baseRate = popplerRuns.reduce((s, r) => s + total / r.seconds, 0) / popplerRuns.length;
    const baseCpu = popplerRuns.reduce((s, r) => s + r.cpu / total, 0) / popplerRuns.length;
    const ratio = total / ours.seconds / baseRate;
    console.log(`\nratio ours/pdftotext (pages/s): ${ratio.toFixed(2)}   (CPU a page: ${(baseCpu / (ours.cpu / total)).toFixed(2)})`);
    console.log(`TARGET >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'PASS' : 'MISS'}`);
    // Both cores busy on either side: pages/s follow the inverse of the CPU a page.
    const ceiling = baseCpu / (alone.cpu / total);
    console.log(`ceiling with pdfjs-dist (pdftotext's CPU a page / pdfjs-dist's text extraction alone): ${ceiling.toFixed(2)}${ceiling < TARGET_RATIO ? ': the target is out of reach of any reader built on it' : ''}`);
  }
}

try {
  await main();
} finally {
  await release({ final: true });
}

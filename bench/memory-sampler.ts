// Where a service's resident memory is at its peak: /proc/PID/status read every SAMPLE_MS, and at
// each new high /proc/PID/smaps put in classes and the service's own V8 figures read from /metrics
// (loopback only). The benchmarks that measure a peak print it beside its target.
import fs from 'node:fs';

const MB = 1024 * 1024;

/** Resident MB of each class of mapping (docs/benchmarks.md, third round). */
export interface MemoryClasses {
  /** The node binary's own pages. */
  node: number;
  /** Shared libraries. */
  libs: number;
  /** malloc's main heap ([heap]). */
  mallocMain: number;
  /** WebAssembly memories: the reservations of 1 GB and more (the embedded database's; OCR's in the parser threads). */
  wasmMemory: number;
  /** malloc's per-thread arenas (64 MB-aligned anonymous mappings): the event loop's helpers and the parser threads' native allocations. */
  mallocArenas: number;
  /** Executable anonymous mappings: WebAssembly and JIT code. */
  code: number;
  /** Every other anonymous mapping: V8's heap pages (the parser threads' too), large buffers outside V8's heap, thread stacks. */
  otherAnon: number;
}

export interface MemorySample {
  rssMb: number;
  classes: MemoryClasses;
  /** From the service's /metrics: V8's heap (total and young generation) and memory outside it that V8 is told of. */
  v8?: { heapTotalMb: number; heapUsedMb: number; newSpaceMb: number; oldSpaceMb: number; externalMb: number };
}

export function smapsClasses(pid: number): MemoryClasses {
  const out: MemoryClasses = { node: 0, libs: 0, mallocMain: 0, mallocArenas: 0, wasmMemory: 0, code: 0, otherAnon: 0 };
  const text = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
  const exe = fs.readlinkSync(`/proc/${pid}/exe`);
  const maps: Array<{ start: bigint; end: bigint; perms: string; name: string; rssMb: number }> = [];
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) maps.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3], name: head[4], rssMb: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length) maps[maps.length - 1].rssMb += Number(rss[1]) / 1024;
  }
  const GB = 1024n * 1024n * 1024n;
  const ARENA = 64n * 1024n * 1024n;
  maps.forEach((m, i) => {
    const next = maps[i + 1];
    // A WebAssembly memory is an accessible part followed by the rest of its reservation (---p, many GB).
    const wasm = m.name === '' && m.perms.startsWith('rw') && next?.start === m.end && next.perms === '---p' && next.end - next.start >= GB;
    const cls: keyof MemoryClasses =
      m.name === exe ? 'node'
      : m.name.startsWith('/') ? 'libs'
      : m.name === '[heap]' ? 'mallocMain'
      : wasm ? 'wasmMemory'
      : m.name === '' && m.perms.startsWith('rw') && m.start % ARENA === 0n && m.end - m.start <= ARENA ? 'mallocArenas'
      : m.name === '' && m.perms.includes('x') ? 'code'
      : 'otherAnon';
    out[cls] += m.rssMb;
  });
  return out;
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** The V8 figures of prom-client's default metrics (prefix underwrite_). */
async function v8Figures(port: number): Promise<MemorySample['v8']> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const get = (re: RegExp) => Number(re.exec(text)?.[1] ?? NaN) / MB;
    return {
      heapTotalMb: get(/^underwrite_nodejs_heap_size_total_bytes (\S+)/m),
      heapUsedMb: get(/^underwrite_nodejs_heap_size_used_bytes (\S+)/m),
      newSpaceMb: get(/^underwrite_nodejs_heap_space_size_total_bytes\{space="new"\} (\S+)/m),
      oldSpaceMb: get(/^underwrite_nodejs_heap_space_size_total_bytes\{space="old"\} (\S+)/m),
      externalMb: get(/^underwrite_nodejs_external_memory_bytes (\S+)/m),
    };
  } catch {
    return undefined;
  }
}

/** Samples `pid` until stopped; `peak()` is the sample of highest RSS (classes read at that sample). */
export function sampleMemory(pid: number, port?: number, everyMs = 500) {
  let peak: MemorySample | undefined;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const now = rssMb(pid);
      if (!peak || now > peak.rssMb) {
        const classes = smapsClasses(pid);
        peak = { rssMb: now, classes, v8: port ? await v8Figures(port) : undefined };
      }
    } catch {
      /* exited */
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return {
    peak: () => peak,
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

export function describeSample(s: MemorySample | undefined): string {
  if (!s) return 'no sample';
  const c = s.classes;
  const f = (v: number) => v.toFixed(0);
  const v8 = s.v8 ? `; V8 heap ${f(s.v8.heapTotalMb)} (used ${f(s.v8.heapUsedMb)}, young ${f(s.v8.newSpaceMb)}, old ${f(s.v8.oldSpaceMb)}), external ${f(s.v8.externalMb)}` : '';
  return `RSS ${f(s.rssMb)}: node ${f(c.node)}, libs ${f(c.libs)}, malloc main ${f(c.mallocMain)}, malloc arenas ${f(c.mallocArenas)}, wasm memory ${f(c.wasmMemory)}, code ${f(c.code)}, other anonymous ${f(c.otherAnon)}${v8}`;
}

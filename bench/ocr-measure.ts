// The service path of bench:ocr, in a process of its own so that its RSS is a service's: a parser
// pool reads every photo in a directory, then one more under a time limit shorter than a page.
//   node --import tsx bench/ocr-measure.ts <dir>   (prints one JSON line)
import fs from 'node:fs';
import path from 'node:path';
import { DocumentRejectedError, parserPool } from '../src/documents/parser-pool.ts';

/** The process's RSS sampled every 50 ms while `work` runs: the peak in MB. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    const result = await work();
    return { result, peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 1e6) };
  } finally {
    clearInterval(timer);
  }
}

export interface Measured {
  seconds: number[];
  read: Array<{ file: string; gross: number | null; net: number | null }>;
  idleMb: number;
  peakMb: number;
  limit: { ms: number; held: boolean; seconds: number; cpuAfter: number };
}

const LIMIT_MS = 2000;

/** In the child: every photo through a parser pool as the service runs it, then one under a short limit. */
export async function measure(dir: string) {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.jpg')).sort();
  const pool = parserPool({ size: 1, timeoutMs: 120_000, memoryMb: 512 });
  pool.warm();
  await new Promise((r) => setTimeout(r, 3000));
  const idleMb = Math.round(process.memoryUsage().rss / 1e6);
  const seconds: number[] = [];
  const read: Measured['read'] = [];
  const { peakMb } = await peakRss(async () => {
    await pool.readPaystub(fs.readFileSync(path.join(dir, files[0])), { documentId: 'warm-up', fraud: false }).catch(() => null); // engine load
    for (const file of files) {
      const t0 = performance.now();
      const got = await pool.readPaystub(fs.readFileSync(path.join(dir, file)), { documentId: file, fraud: false }).catch((err: Error) => err);
      seconds.push((performance.now() - t0) / 1000);
      read.push({ file, gross: got instanceof Error ? null : got.stub.gross_cents, net: got instanceof Error ? null : got.stub.net_cents });
    }
  });
  await pool.close();
  // The time limit holds mid-OCR: a limit shorter than one page fails the document, and nothing keeps running.
  const short = parserPool({ size: 1, timeoutMs: LIMIT_MS, memoryMb: 512 });
  short.warm();
  await new Promise((r) => setTimeout(r, 3000));
  const t0 = performance.now();
  const limited = await short.readPaystub(fs.readFileSync(path.join(dir, files[0])), { documentId: 'limit', fraud: false }).catch((err: Error) => err);
  const limitSeconds = (performance.now() - t0) / 1000;
  const cpu0 = process.cpuUsage();
  await new Promise((r) => setTimeout(r, 3000));
  const cpu = process.cpuUsage(cpu0);
  await short.close();
  const held = limited instanceof DocumentRejectedError && /took longer than/.test(limited.message);
  const out: Measured = { seconds, read, idleMb, peakMb, limit: { ms: LIMIT_MS, held, seconds: limitSeconds, cpuAfter: (cpu.user + cpu.system) / 1e6 } };
  console.log(JSON.stringify(out));
}


if (process.argv[2]) await measure(process.argv[2]);

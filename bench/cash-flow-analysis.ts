// Speed of cash_flow_analysis on a long generated history, with a same-machine reference.
//   node --import tsx bench/cash-flow-analysis.ts [n]

import { pathToFileURL } from 'node:url';
import { generateHistory } from '../eval/cash-flow/generate.ts';
import { analyzeCashFlow } from '../src/analysis/cash-flow/analyze.ts';
import type { CashFlowInput } from '../src/analysis/cash-flow/cash-flow.types.ts';

export interface BenchResult {
  ms_p50: number;
  ms_p95: number;
  runs: number;
}

export interface BenchReport extends BenchResult {
  transactions: number;
  /** The same input deep-copied with JSON.parse(JSON.stringify(...)): a same-machine reference. */
  baseline_json_ms_p50: number;
  /** The transactions sorted by date once (copy + sort): another reference. */
  baseline_sort_ms_p50: number;
  ratio_to_json: number;
}

function percentile(sorted: readonly number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

function time(fn: () => unknown, runs: number, warmup: number): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b);
}

const round = (x: number) => Math.round(x * 100) / 100;

/** Full report: the analysis and the two references on the same generated input. */
export function benchReport(n = 10_000, runs = 30): BenchReport {
  const input: CashFlowInput = generateHistory(n);
  const analysis = time(() => {
    const out = analyzeCashFlow(input);
    if (out.status !== 'COMPLETED') throw new Error(`the generated history was not analysed: ${out.reason}`);
  }, runs, 5);
  const json = time(() => JSON.parse(JSON.stringify(input)), runs, 5);
  const sort = time(() => [...input.transactions].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)), runs, 5);
  const p50 = percentile(analysis, 0.5);
  const jsonP50 = percentile(json, 0.5);
  return {
    ms_p50: round(p50),
    ms_p95: round(percentile(analysis, 0.95)),
    runs,
    transactions: input.transactions.length,
    baseline_json_ms_p50: round(jsonP50),
    baseline_sort_ms_p50: round(percentile(sort, 0.5)),
    ratio_to_json: round(p50 / jsonP50),
  };
}

/** Milliseconds per analysis of a generated history of `n` transactions, over ~30 runs after warm-up. */
export function benchAnalysis(n = 10_000): BenchResult {
  const { ms_p50, ms_p95, runs } = benchReport(n);
  return { ms_p50, ms_p95, runs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const n = Number(process.argv[2] ?? 10_000);
  const r = benchReport(n);
  console.log(`cash_flow_analysis on ${r.transactions} transactions, ${r.runs} runs after 5 warm-up runs`);
  console.log(`  analysis                         p50 ${r.ms_p50.toFixed(2)} ms   p95 ${r.ms_p95.toFixed(2)} ms`);
  console.log(`  reference: JSON deep copy        p50 ${r.baseline_json_ms_p50.toFixed(2)} ms`);
  console.log(`  reference: one sort by date      p50 ${r.baseline_sort_ms_p50.toFixed(2)} ms`);
  console.log(`  analysis / JSON deep copy        ${r.ratio_to_json.toFixed(1)}x`);
  console.log(`  target p50 < 100 ms: ${r.ms_p50 < 100 ? 'PASS' : 'MISS'}`);
}

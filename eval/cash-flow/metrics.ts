// Scoring the analysis against the generator's ground truth.

import { analyzeCashFlow } from '../../src/analysis/cash-flow/analyze.ts';
import { RISK_FLAG_CODES, type CashFlowData, type RiskFlagCode } from '../../src/analysis/cash-flow/cash-flow.types.ts';
import type { GeneratedBorrower, TruthStream } from './generate.ts';

export const TARGET_MEDIAN_INCOME_ERROR = 0.02;
export const TARGET_FREQUENCY_ACCURACY = 0.97;
/** A true stream counts for stream recall and frequency accuracy from this many payments in the data. */
export const MIN_PAYMENTS_SCORED = 4;

export interface FlagScore {
  code: RiskFlagCode;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  recall: number | null;
  precision: number | null;
}

export interface EvalReport {
  borrowers: number;
  completed: number;
  insufficient: number;
  withIncome: number;
  medianIncomeError: number;
  p90IncomeError: number;
  /** Borrowers with no true income whose computed income is not zero. */
  falseIncome: number;
  trueStreams: number;
  streamsFound: number;
  frequencyCorrect: number;
  frequencyAccuracy: number;
  streamRecall: number;
  streamPrecision: number;
  computedStreams: number;
  flags: FlagScore[];
  /** The worst income errors, for reading. */
  worst: Array<{ id: string; error: number; truth: number; computed: number; tags: string[] }>;
  /** True streams found with the wrong frequency. */
  frequencyMisses: Array<{ id: string; truth: string; computed: string; payments: number }>;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** The computed stream holding most of a true stream's transactions (more than half), if any. */
function matchStream(truth: TruthStream, data: CashFlowData) {
  const ids = new Set(truth.events.map((e) => e.id));
  let best: CashFlowData['income']['streams'][number] | null = null;
  let bestOverlap = 0;
  for (const s of data.income.streams) {
    const overlap = s.transaction_ids.filter((id) => ids.has(id)).length;
    if (overlap > bestOverlap) {
      bestOverlap = overlap;
      best = s;
    }
  }
  return best && bestOverlap * 2 > ids.size ? best : null;
}

/** Runs the analysis on every borrower and scores it. */
export function evaluate(borrowers: readonly GeneratedBorrower[]): EvalReport {
  const errors: number[] = [];
  const worst: EvalReport['worst'] = [];
  const frequencyMisses: EvalReport['frequencyMisses'] = [];
  let completed = 0;
  let falseIncome = 0;
  let trueStreams = 0;
  let found = 0;
  let freqOk = 0;
  let computedStreams = 0;
  let computedMatched = 0;
  const counts = new Map<RiskFlagCode, { tp: number; fp: number; fn: number }>(RISK_FLAG_CODES.map((c) => [c, { tp: 0, fp: 0, fn: 0 }]));

  for (const b of borrowers) {
    const out = analyzeCashFlow(b.input);
    if (out.status !== 'COMPLETED') continue;
    completed++;
    const data = out.data;
    const computed = Math.round(data.income.monthly_income * 100);
    const truth = b.truth.monthlyIncomeCents;
    if (truth > 0) {
      const error = Math.abs(computed - truth) / truth;
      errors.push(error);
      worst.push({ id: b.id, error, truth: Math.round(truth) / 100, computed: computed / 100, tags: b.tags });
    } else if (computed !== 0) falseIncome++;

    for (const t of b.truth.streams) {
      if (t.events.length < MIN_PAYMENTS_SCORED) continue;
      trueStreams++;
      const m = matchStream(t, data);
      if (!m) {
        frequencyMisses.push({ id: b.id, truth: `${t.category}/${t.frequency}`, computed: 'not found', payments: t.events.length });
        continue;
      }
      found++;
      if (m.frequency === t.frequency) freqOk++;
      else frequencyMisses.push({ id: b.id, truth: `${t.category}/${t.frequency}`, computed: `${m.category}/${m.frequency}`, payments: t.events.length });
    }
    const trueIds = new Set(b.truth.streams.flatMap((t) => t.events.map((e) => e.id)));
    for (const s of data.income.streams) {
      computedStreams++;
      if (s.transaction_ids.filter((id) => trueIds.has(id)).length * 2 > s.transaction_ids.length) computedMatched++;
    }

    const got = new Set(data.risk.flags.map((f) => f.code));
    const want = new Set(b.truth.flags);
    for (const code of RISK_FLAG_CODES) {
      const c = counts.get(code)!;
      if (got.has(code) && want.has(code)) c.tp++;
      else if (got.has(code)) c.fp++;
      else if (want.has(code)) c.fn++;
    }
  }
  errors.sort((a, b) => a - b);
  worst.sort((a, b) => b.error - a.error);
  return {
    borrowers: borrowers.length,
    completed,
    insufficient: borrowers.length - completed,
    withIncome: errors.length,
    medianIncomeError: quantile(errors, 0.5),
    p90IncomeError: quantile(errors, 0.9),
    falseIncome,
    trueStreams,
    streamsFound: found,
    frequencyCorrect: freqOk,
    frequencyAccuracy: trueStreams ? freqOk / trueStreams : 1,
    streamRecall: trueStreams ? found / trueStreams : 1,
    streamPrecision: computedStreams ? computedMatched / computedStreams : 1,
    computedStreams,
    flags: RISK_FLAG_CODES.map((code) => {
      const { tp, fp, fn } = counts.get(code)!;
      return {
        code,
        truePositives: tp,
        falsePositives: fp,
        falseNegatives: fn,
        recall: tp + fn ? tp / (tp + fn) : null,
        precision: tp + fp ? tp / (tp + fp) : null,
      };
    }),
    worst: worst.slice(0, 10),
    frequencyMisses,
  };
}

const pct = (x: number | null) => (x === null ? '   n/a' : `${(x * 100).toFixed(1).padStart(5)}%`);

/** The report as printed by `npm run eval:cash-flow`. */
export function formatReport(r: EvalReport, seed: number): string {
  const lines = [
    `cash_flow_analysis accuracy on ${r.borrowers} generated borrowers (seed ${seed})`,
    `  completed ${r.completed}, insufficient ${r.insufficient}; borrowers with income ${r.withIncome}`,
    '',
    'Monthly income (|computed - truth| / truth, borrowers with income)',
    `  median error  ${pct(r.medianIncomeError)}`,
    `  p90 error     ${pct(r.p90IncomeError)}`,
    `  income found where there is none: ${r.falseIncome}`,
    '',
    `Income streams (true streams with ${MIN_PAYMENTS_SCORED}+ payments: ${r.trueStreams}; computed streams: ${r.computedStreams})`,
    `  recall                 ${pct(r.streamRecall)}  (${r.streamsFound}/${r.trueStreams})`,
    `  precision              ${pct(r.streamPrecision)}`,
    `  frequency accuracy     ${pct(r.frequencyAccuracy)}  (${r.frequencyCorrect}/${r.trueStreams} found with the right frequency)`,
    '',
    'Risk flags              recall  precision   TP  FP  FN',
    ...r.flags.map(
      (f) =>
        `  ${f.code.padEnd(26)}${pct(f.recall)}  ${pct(f.precision)}  ${String(f.truePositives).padStart(4)}${String(f.falsePositives).padStart(4)}${String(f.falseNegatives).padStart(4)}`,
    ),
    '',
    `TARGET median income error < ${TARGET_MEDIAN_INCOME_ERROR * 100}%: ${r.medianIncomeError < TARGET_MEDIAN_INCOME_ERROR ? 'PASS' : 'MISS'}`,
    `TARGET frequency >= ${TARGET_FREQUENCY_ACCURACY * 100}%: ${r.frequencyAccuracy >= TARGET_FREQUENCY_ACCURACY ? 'PASS' : 'MISS'}`,
  ];
  return lines.join('\n');
}

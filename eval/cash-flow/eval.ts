// Accuracy report of cash_flow_analysis on generated borrowers with known truth.
//   node --import tsx eval/cash-flow/eval.ts [--count 600] [--seed 1] [--verbose]

import { generateBorrowers } from './generate.ts';
import { evaluate, formatReport } from './metrics.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const count = arg('count', 600);
const seed = arg('seed', 1);
const started = performance.now();
const report = evaluate(generateBorrowers(count, seed));
console.log(formatReport(report, seed));
if (process.argv.includes('--verbose')) {
  console.log('\nWorst income errors:');
  for (const w of report.worst) console.log(`  ${w.id} ${(w.error * 100).toFixed(1)}% truth ${w.truth} computed ${w.computed} [${w.tags.join(' ')}]`);
  console.log('\nFrequency misses:');
  for (const m of report.frequencyMisses) console.log(`  ${m.id} ${m.truth} -> ${m.computed} (${m.payments} payments)`);
}
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);

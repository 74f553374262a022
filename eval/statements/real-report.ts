// Per-document table of the real statements and exports against their truth files.
//   node --import tsx eval/statements/real-report.ts [--verbose]
import { loadRealDocuments, parseAndScore, type RealScore } from './real-documents.ts';

const verbose = process.argv.includes('--verbose');
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ok = (b: boolean | null) => (b === null ? '-' : b ? 'ok' : 'NO');

export async function realReport(): Promise<RealScore[]> {
  const scores: RealScore[] = [];
  for (const doc of loadRealDocuments()) scores.push((await parseAndScore(doc)).score);
  return scores;
}

export function printRealReport(scores: readonly RealScore[], showRows: boolean): void {
  const w = [62, 5, 6, 7, 7, 7, 5, 4, 4, 4, 16, 5];
  const row = (cells: (string | number)[]) => cells.map((c, i) => (i === 0 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join(' ');
  console.log(row(['document', 'truth', 'parsed', 'P', 'R', 'F1', 'desc', 'cur', 'open', 'close', 'status', 'flag']));
  for (const s of scores) {
    const desc = s.descriptionsTranscribed ? `${s.descriptionsAgree}/${s.descriptionsTranscribed}` : '-';
    console.log(row([s.name.slice(-62), s.truthCount, s.parsedCount, pct(s.precision), pct(s.recall), pct(s.f1), desc, ok(s.currencyOk), ok(s.openingOk), ok(s.closingOk), s.error ? 'FAILED' : s.statuses.join(','), s.flaggedRows]));
    if (s.error) console.log(`    ${s.error}`);
    if (showRows) {
      for (const r of s.missed.slice(0, 8)) console.log(`    missed ${r.date} ${r.amount} ${r.description ?? ''}`);
      for (const r of s.extra.slice(0, 8)) console.log(`    extra  ${r.date} ${r.amount} ${r.description}`);
    }
  }
  const truth = scores.reduce((n, s) => n + s.truthCount, 0);
  const parsed = scores.reduce((n, s) => n + s.parsedCount, 0);
  const matched = scores.reduce((n, s) => n + s.matched, 0);
  const p = parsed ? matched / parsed : 0;
  const r = truth ? matched / truth : 0;
  console.log(row(['all real documents', truth, parsed, pct(p), pct(r), pct(p + r ? (2 * p * r) / (p + r) : 0), '', `${scores.filter((s) => s.currencyOk).length}/${scores.length}`, '', '', '', '']));
}

if (process.argv[1]?.endsWith('real-report.ts')) {
  console.log('Real statements and exports against their truth files');
  printRealReport(await realReport(), verbose);
}

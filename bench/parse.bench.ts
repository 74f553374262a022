// Speed of the PDF statement parser against poppler's pdftotext on the same files.
//   node --import tsx bench/parse.bench.ts [--count 40] [--seed 1]
// Writes N generated statement PDFs (eval/statements, all layouts in turn) to a scratch directory,
// then, sequentially and after one warm-up each, reads every file with parseStatement and with
// `pdftotext -layout file -`. Target: our pages/s at least half of pdftotext's.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { generateStatementCorpus, PDF_LAYOUT_NAMES } from '../eval/statements/generate.ts';
import { parseStatement } from '../src/analysis/statements/parse-statement.ts';
import { release, tmpDir } from './bench-lib.ts';

const run = promisify(execFile);
const TARGET_RATIO = 0.5;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const count = Number(arg('count') ?? process.env.BENCH_STATEMENTS ?? 40);
const seed = Number(arg('seed') ?? 1);

interface Timing {
  seconds: number;
  slowest: { file: string; ms: number };
}

async function timeEach(files: readonly string[], readOne: (file: string) => Promise<unknown>): Promise<Timing> {
  await readOne(files[0]); // warm-up: module loading, JIT, the OS file cache
  let slowest = { file: '', ms: 0 };
  const started = performance.now();
  for (const file of files) {
    const t0 = performance.now();
    await readOne(file);
    const ms = performance.now() - t0;
    if (ms > slowest.ms) slowest = { file: path.basename(file), ms };
  }
  return { seconds: (performance.now() - started) / 1000, slowest };
}

async function main() {
  const perLayout = Math.ceil(count / PDF_LAYOUT_NAMES.length);
  const corpus = await generateStatementCorpus({ seed, perLayout, layouts: PDF_LAYOUT_NAMES });
  // Layouts in turn, so any N is an even mix.
  const ordered = Array.from({ length: perLayout }, (_, i) => PDF_LAYOUT_NAMES.map((l) => corpus.find((c) => c.name === `${l}-${i + 1}`)!)).flat();
  const items = ordered.slice(0, count);

  const dir = tmpDir();
  const files: string[] = [];
  let pages = 0;
  for (const item of items) {
    const file = path.join(dir, `${item.name}.pdf`);
    fs.writeFileSync(file, item.bytes);
    files.push(file);
    pages += (await PDFDocument.load(item.bytes)).getPageCount();
  }
  const bytes = items.reduce((s, i) => s + i.bytes.length, 0);
  console.log(`${files.length} statement PDFs, ${pages} pages, ${(bytes / 1024).toFixed(0)} KiB, in ${dir}`);

  const rows = new Map<string, number>();
  const ours = await timeEach(files, async (file) => {
    const parsed = await parseStatement(new Uint8Array(await fs.promises.readFile(file)), 'PDF');
    rows.set(file, parsed.accounts.reduce((s, a) => s + a.transactions.length, 0));
  });

  let poppler: Timing | null = null;
  try {
    await run('pdftotext', ['-v']);
    poppler = await timeEach(files, (file) => run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 }));
  } catch (err) {
    console.log(`pdftotext not available (${(err as Error).message.split('\n')[0]}); install poppler-utils to compare`);
  }

  const line = (label: string, t: Timing) =>
    console.log(
      `${label.padEnd(24)} ${String(pages).padStart(5)} pages  ${t.seconds.toFixed(2).padStart(7)} s  ${(pages / t.seconds).toFixed(1).padStart(8)} pages/s   slowest ${t.slowest.file} ${t.slowest.ms.toFixed(0)} ms`,
    );
  console.log('');
  line('parseStatement', ours);
  if (poppler) line('pdftotext -layout', poppler);
  const totalRows = [...rows.values()].reduce((s, n) => s + n, 0);
  console.log(`(parseStatement read ${totalRows} transactions, ${(totalRows / files.length).toFixed(1)} per statement)`);
  if (poppler) {
    const ratio = pages / ours.seconds / (pages / poppler.seconds);
    console.log(`\nratio ours/poppler (pages/s): ${ratio.toFixed(2)}`);
    console.log(`TARGET >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'PASS' : 'MISS'}`);
  }
}

try {
  await main();
} finally {
  await release({ final: true });
}

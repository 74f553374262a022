// Field accuracy of documents read from pictures: generated paystubs and statements rendered at
// 200 dpi, then as a phone photo and as a scan (degrade.ts), read the way the service reads them
// (readPaystubDocument / readStatementDocument, in this process).
//   node --import tsx eval/degrade/eval.ts [--per-layout 1] [--seed 1] [--kinds render,photo,scan] [--statements 1] [--verbose] [--no-locked] [--locked-only] [--match REGEX]
// Then the photos and scans of every locked split (locked-pictures.ts), unless --no-locked; --match
// keeps only the locked pictures whose name it matches, --kinds photo or scan only those.
// Paystubs: the 14 fields of eval/paystubs/score.ts, exact. Statements: page 1's transactions
// found with their exact date and amount (recall), and how many found are not in the truth.
import { stopOcrEngine } from '../../src/analysis/ocr/ocr-engine.ts';
import { readPaystubDocument, readStatementDocument } from '../../src/analysis/ocr/read-scanned.ts';
import { generatePaystubCorpus } from '../paystubs/generate.ts';
import { evaluatePaystubFields, FIELDS, type FieldInput } from '../paystubs/score.ts';
import { generateStatementCorpus, PDF_LAYOUT_NAMES } from '../statements/generate.ts';
import { degrade, type DegradeKind } from './degrade.ts';
import { scoreLockedPaystubPictures, scoreLockedStatementPictures } from './locked-pictures.ts';
import { renderPdfPage } from './render-pdf.ts';

type Variant = 'render' | DegradeKind;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const perLayout = Number(arg('per-layout') ?? 1);
const seed = Number(arg('seed') ?? 1);
const variants = (arg('kinds') ?? 'render,photo,scan').split(',') as Variant[];
const statementsPerLayout = Number(arg('statements') ?? 1);
const verbose = process.argv.includes('--verbose');
const match = arg('match') ? new RegExp(arg('match') as string) : undefined;
const lockedKinds = variants.filter((v): v is DegradeKind => v !== 'render');

async function picture(pdf: Uint8Array, variant: Variant, itemSeed: number): Promise<Buffer> {
  const png = await renderPdfPage(pdf, { dpi: 200 });
  return variant === 'render' ? png : (await degrade(png, { kind: variant, seed: itemSeed })).bytes;
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

async function paystubs() {
  const items = await generatePaystubCorpus({ seed, perLayout });
  console.log(`paystubs: ${items.length} stubs (${[...new Set(items.map((i) => i.layout))].join(', ')}), page 1 as ${variants.join(', ')}`);
  const rows: string[] = [];
  for (const variant of variants) {
    const inputs: FieldInput[] = [];
    const started = performance.now();
    for (const [k, item] of items.entries()) {
      const bytes = await picture(item.bytes, variant, seed * 1000 + k);
      try {
        const read = await readPaystubDocument(bytes, { documentId: item.name, fraud: false });
        inputs.push({ name: item.name, layout: item.layout, truth: item.truth, extracted: read.stub, error: null });
      } catch (err) {
        inputs.push({ name: item.name, layout: item.layout, truth: item.truth, extracted: null, error: (err as Error).message });
      }
    }
    const seconds = (performance.now() - started) / 1000 / items.length;
    const report = evaluatePaystubFields(inputs);
    const money = ['gross_cents', 'net_cents', 'pay_date', 'period_start', 'period_end'] as const;
    const core = money.reduce((n, f) => n + report.fields[f].correct, 0);
    const coreTotal = money.reduce((n, f) => n + report.fields[f].total, 0);
    rows.push(
      `| ${variant} | ${pct(report.overall.correct, report.overall.total)} | ${pct(core, coreTotal)} | ${report.stubsAllCorrect}/${report.stubs} | ${report.failed.length} | ${seconds.toFixed(1)} |`,
    );
    for (const f of FIELDS) if (report.fields[f].accuracy < 1) console.log(`  ${variant} ${f}: ${report.fields[f].correct}/${report.fields[f].total}`);
    for (const failure of report.failed) console.log(`  ${variant} ${failure.name} failed: ${failure.error}`);
    if (verbose) for (const d of report.differences) console.log(`  ${variant} ${d.name} ${d.field}: truth ${d.truth} read ${d.extracted}`);
  }
  console.log('\n| paystubs | all 14 fields | gross, net, pay date, period | stubs all right | unread | s per stub (incl. render) |\n|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
}

async function statements() {
  const items = await generateStatementCorpus({ seed, perLayout: statementsPerLayout, layouts: PDF_LAYOUT_NAMES });
  console.log(`\nstatements: ${items.length} statements (${PDF_LAYOUT_NAMES.join(', ')}), page 1 as ${variants.join(', ')}`);
  const rows: string[] = [];
  for (const variant of variants) {
    let want = 0, found = 0, extra = 0, failed = 0;
    for (const [k, item] of items.entries()) {
      const truth = item.truth.accounts.flatMap((a) => a.transactions).filter((t) => t.page === 1);
      want += truth.length;
      try {
        const read = await readStatementDocument(await picture(item.bytes, variant, seed * 1000 + k), 'IMAGE');
        const got = read.accounts.flatMap((a) => a.transactions);
        const unmatched = [...truth];
        let mine = 0;
        for (const t of got) {
          const i = unmatched.findIndex((u) => u.date === t.date && u.amountCents === t.amountCents);
          if (i >= 0) (unmatched.splice(i, 1), found++, mine++);
          else extra++;
        }
        console.log(`  ${variant} ${item.name}: ${mine}/${truth.length} found, ${got.length - mine} not in truth`);
      } catch (err) {
        failed++;
        console.log(`  ${variant} ${item.name} failed: ${(err as Error).message}`);
      }
    }
    rows.push(`| ${variant} | ${pct(found, want)} (${found}/${want}) | ${extra} | ${failed} |`);
  }
  console.log('\n| statements, page 1 | transactions found exactly (date, amount) | found but not in truth | unread |\n|---|---|---|---|');
  for (const r of rows) console.log(r);
}

try {
  if (!process.argv.includes('--locked-only')) {
    await paystubs();
    if (statementsPerLayout > 0) await statements();
  }
  if (!process.argv.includes('--no-locked')) {
    await scoreLockedPaystubPictures(verbose, match, lockedKinds);
    if (statementsPerLayout > 0) await scoreLockedStatementPictures(match, lockedKinds);
  }
} finally {
  await stopOcrEngine();
}

// The photos and scans of each locked split (`eval/<corpus>/locked*/degraded/`), read the way the
// service reads them and scored at the end only, never while tuning. Paystubs: every field of the
// truth file, as eval:paystubs scores the committed corpora. Statements: the truth's transactions
// on the pages pictured (a photo shows page 1; a scan holds the pages of its PDF) found with their
// exact date and amount.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readPaystubDocument, readStatementDocument } from '../../src/analysis/ocr/read-scanned.ts';
import { openPdf } from '../../src/analysis/pdf/open-pdf.ts';
import { lockedSplits } from '../locked-splits.ts';
import { accuracy, documentTable, reportDocuments, scoreDocument, type PaystubTruthFile } from '../paystubs/document-truth.ts';
import { lockedPictures } from '../paystubs/locked-2/load.ts';
import type { TruthAccount } from '../statements/types.ts';

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

/** `match`: only the pictures whose name (e.g. `stacked-cards-3`) it matches, for a quick look at a few. */
export async function scoreLockedPaystubPictures(verbose: boolean, match?: RegExp, kinds: readonly ('photo' | 'scan')[] = ['photo', 'scan']): Promise<void> {
  const waiting: string[] = [];
  const splits = lockedSplits('paystubs', undefined, waiting);
  if (waiting.length) console.log(`\nLocked splits ${waiting.join(', ')}: not yet scored, kept blind (name them in EVAL_LOCKED to score them).`);
  for (const split of splits) {
    const dir = path.join(split.dir, 'degraded');
    if (!existsSync(dir)) continue;
    const pictures = lockedPictures<PaystubTruthFile & { layout: string }>(dir);
    for (const kind of kinds) {
      const scored = [];
      const fromText = [];
      const failed: string[] = [];
      for (const p of pictures.filter((x) => x.kind === kind && (!match || match.test(x.name)))) {
        // The same stub from its text PDF, where the split keeps it: what the parsers make of the
        // words when none is misread, the ceiling for the picture.
        const pdf = path.join(split.dir, 'corpus', `${p.name}.pdf`);
        if (existsSync(pdf)) {
          const text = await readPaystubDocument(new Uint8Array(readFileSync(pdf)), { documentId: p.name, fraud: false }).catch(() => null);
          fromText.push({ name: p.name, group: p.group, outcomes: scoreDocument(p.truth, text?.stub ?? null) });
        }
        try {
          const read = await readPaystubDocument(p.bytes, { documentId: p.name, fraud: false });
          scored.push({ name: `${p.name}.${kind}`, group: p.group, outcomes: scoreDocument(p.truth, read.stub) });
        } catch (err) {
          failed.push(`${p.name}.${kind}: ${(err as Error).message}`);
          scored.push({ name: `${p.name}.${kind}`, group: p.group, outcomes: scoreDocument(p.truth, null) });
        }
      }
      if (scored.length === 0) continue;
      const report = reportDocuments(scored);
      console.log(`\nLOCKED SPLIT ${split.name}, paystub ${kind}s (${scored.length}, eval/paystubs/${split.name}/degraded):`);
      for (const line of documentTable(report)) console.log(line);
      for (const f of failed) console.log(`  not read: ${f}`);
      if (verbose) for (const w of report.wrong) console.log(`  ${w.name} ${w.field}${w.item ? ` ${w.item}` : ''}: truth ${w.truth}, read ${w.extracted}`);
      console.log(`  ${kind}s: ${pct(report.overall.correct, report.overall.total)} of fields (target 95%: ${accuracy(report.overall) >= 0.95 ? 'PASS' : 'MISS'})`);
      if (fromText.length) {
        const ceiling = reportDocuments(fromText).overall;
        console.log(`  the same stubs from their text PDFs: ${pct(ceiling.correct, ceiling.total)} of fields; the ${kind}s reach ${pct(report.overall.correct, ceiling.correct)} of that`);
      }
    }
  }
}

export async function scoreLockedStatementPictures(match?: RegExp, kinds: readonly ('photo' | 'scan')[] = ['photo', 'scan']): Promise<void> {
  const waiting: string[] = [];
  const splits = lockedSplits('statements', undefined, waiting);
  if (waiting.length) console.log(`\nLocked splits ${waiting.join(', ')}: not yet scored, kept blind (name them in EVAL_LOCKED to score them).`);
  for (const split of splits) {
    const dir = path.join(split.dir, 'degraded');
    if (!existsSync(dir)) continue;
    const pictures = lockedPictures<{ layout: string; accounts: TruthAccount[] }>(dir);
    console.log(`\nLOCKED SPLIT ${split.name}, statement pictures (eval/statements/${split.name}/degraded): the truth's rows on the pages pictured found exactly (date, amount)`);
    const totals = { photo: { want: 0, found: 0, extra: 0 }, scan: { want: 0, found: 0, extra: 0 } };
    for (const p of pictures.filter((x) => kinds.includes(x.kind) && (!match || match.test(x.name)))) {
      const pages = await picturedPages(p.bytes, p.kind);
      const truth = p.truth.accounts.flatMap((a) => a.transactions).filter((t) => pages >= (t.page ?? 1));
      const t = totals[p.kind];
      t.want += truth.length;
      try {
        const read = await readStatementDocument(p.bytes, p.kind === 'photo' ? 'IMAGE' : 'PDF');
        const unmatched = [...truth];
        let mine = 0;
        const got = read.accounts.flatMap((a) => a.transactions);
        for (const g of got) {
          const i = unmatched.findIndex((u) => u.date === g.date && u.amountCents === g.amountCents);
          if (i >= 0) (unmatched.splice(i, 1), mine++);
        }
        t.found += mine;
        t.extra += got.length - mine;
        console.log(`  ${p.kind} ${p.name}: ${mine}/${truth.length} found, ${got.length - mine} not in truth`);
      } catch (err) {
        console.log(`  ${p.kind} ${p.name} failed: ${(err as Error).message}`);
      }
    }
    for (const kind of ['photo', 'scan'] as const) {
      const t = totals[kind];
      if (t.want) console.log(`  ${kind}s: ${pct(t.found, t.want)} (${t.found}/${t.want}) found, ${t.extra} not in truth (target 95%: ${t.found / t.want >= 0.95 ? 'PASS' : 'MISS'})`);
    }
  }
}

/** How many of the statement's pages a picture holds: a photo is of page 1, a scan holds its PDF's pages. */
async function picturedPages(bytes: Uint8Array, kind: 'photo' | 'scan'): Promise<number> {
  if (kind === 'photo') return 1;
  const task = openPdf(bytes);
  try {
    return (await task.promise).numPages;
  } finally {
    await task.destroy();
  }
}

// A deterministic corpus of bank statements with their ground truth: PDFs in six banks' layouts,
// five kinds of CSV export and two of OFX. Same seed, same bytes. See pdf-layouts.ts and
// exports.ts for what each layout covers.

import { EXPORT_LAYOUTS } from './exports.ts';
import { PDF_LAYOUTS } from './pdf-layouts.ts';
import { Rng } from './random.ts';
import type { CorpusItem } from './types.ts';

export type { CorpusFormat, CorpusItem, ExpectedStatus, StatementTruth, TruthAccount, TruthTransaction } from './types.ts';

export const PDF_LAYOUT_NAMES = Object.keys(PDF_LAYOUTS);
export const EXPORT_LAYOUT_NAMES = Object.keys(EXPORT_LAYOUTS);
export const LAYOUT_NAMES = [...PDF_LAYOUT_NAMES, ...EXPORT_LAYOUT_NAMES];

export interface CorpusOptions {
  seed?: number;
  /** Statements per layout (default 4). */
  perLayout?: number;
  /** Only these layouts (default all). */
  layouts?: readonly string[];
}

/** Each statement draws from its own stream (seed, layout, index), so adding layouts or statements
 *  never changes the others. */
const rngFor = (seed: number, layout: string, index: number) => new Rng(`${seed}:${layout}:${index}`);

export async function generateStatementCorpus(opts: CorpusOptions = {}): Promise<CorpusItem[]> {
  const seed = opts.seed ?? 1;
  const perLayout = opts.perLayout ?? 4;
  const wanted = new Set(opts.layouts ?? LAYOUT_NAMES);
  const items: CorpusItem[] = [];
  for (const [layout, build] of Object.entries(PDF_LAYOUTS)) {
    if (!wanted.has(layout)) continue;
    for (let i = 0; i < perLayout; i++) {
      const { bytes, truth } = await build(rngFor(seed, layout, i), i);
      items.push({ name: `${layout}-${i + 1}`, layout, format: 'PDF', bytes, truth });
    }
  }
  for (const [layout, build] of Object.entries(EXPORT_LAYOUTS)) {
    if (!wanted.has(layout)) continue;
    for (let i = 0; i < perLayout; i++) {
      const { bytes, truth, format } = build(rngFor(seed, layout, i), i);
      items.push({ name: `${layout}-${i + 1}`, layout, format, bytes, truth });
    }
  }
  return items;
}

/** Statements that must come out MISMATCH: a printed closing balance off by 10.00 (in a layout
 *  without and one with running balances), and a printed running balance off by 100.00. */
export async function generateMismatchedStatements(opts: { seed?: number } = {}): Promise<CorpusItem[]> {
  const seed = opts.seed ?? 1;
  const cases: Array<{ name: string; layout: string; tamper: { closingOffCents?: number; wrongBalanceRow?: number } }> = [
    { name: 'mismatch-closing-sectioned', layout: 'sectioned', tamper: { closingOffCents: 1000 } },
    { name: 'mismatch-closing-parens', layout: 'parens', tamper: { closingOffCents: -1000 } },
    { name: 'mismatch-closing-debit-credit', layout: 'debit-credit', tamper: { closingOffCents: 1000 } },
    { name: 'mismatch-running-signed-column', layout: 'signed-column', tamper: { wrongBalanceRow: 7 } },
    { name: 'mismatch-running-ledger', layout: 'ledger', tamper: { wrongBalanceRow: 12 } },
  ];
  const items: CorpusItem[] = [];
  for (const c of cases) {
    const { bytes, truth } = await PDF_LAYOUTS[c.layout](rngFor(seed, c.name, 0), 0, c.tamper);
    items.push({ name: c.name, layout: c.layout, format: 'PDF', bytes, truth });
  }
  return items;
}

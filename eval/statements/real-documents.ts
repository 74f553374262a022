// Real banks' statements and exports (test/fixtures/external) against their hand-checked truth
// files: the parsers are judged on documents nobody on this project wrote.
//
// A parsed row matches a true one on date and signed amount, one to one; descriptions are compared
// apart (the truth transcribes them by hand; a black-boxed one is null). Credit-card truths accept
// either sign convention. Rows the truth leaves undated (pending card rows) are not scored.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseStatement } from '../../src/analysis/statements/parse-statement.ts';
import type { ParsedStatement, StatementFormat } from '../../src/analysis/statements/statement.types.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EXTERNAL = path.join(REPO, 'test', 'fixtures', 'external');

export interface RealTruthRow {
  date: string | null;
  description: string | null;
  amount: number;
  balance?: number | null;
  status?: string;
}

export interface RealTruth {
  kind: string;
  bank?: string;
  currency: string | null;
  period?: { start: string | null; end: string | null };
  opening_balance: number | null;
  closing_balance: number | null;
  account_type?: string | null;
  partial?: boolean;
  transactions: RealTruthRow[];
  notes?: string | string[];
}

export interface RealDocument {
  /** Path under test/fixtures/external. */
  name: string;
  format: StatementFormat;
  bytes: Uint8Array;
  truth: RealTruth;
}

export interface RealScore {
  name: string;
  error: string | null;
  truthCount: number;
  parsedCount: number;
  matched: number;
  /** Matched rows whose description agrees after folding case, spaces and punctuation (of those the truth transcribes). */
  descriptionsAgree: number;
  descriptionsTranscribed: number;
  precision: number;
  recall: number;
  f1: number;
  currency: string | null;
  currencyOk: boolean;
  opening: number | null;
  openingOk: boolean | null;
  closing: number | null;
  closingOk: boolean | null;
  statuses: string[];
  flaggedRows: number;
  missed: RealTruthRow[];
  extra: { date: string; amount: number; description: string }[];
}

const FORMATS: Record<string, StatementFormat> = { '.pdf': 'PDF', '.csv': 'CSV', '.ofx': 'OFX', '.qfx': 'OFX' };

/** Every real statement with a text layer and every export, with its truth. Image documents are left to OCR. */
export function loadRealDocuments(root = EXTERNAL): RealDocument[] {
  const out: RealDocument[] = [];
  for (const group of ['documents', 'exports']) {
    const dir = path.join(root, group);
    if (!fs.existsSync(dir)) continue;
    for (const source of fs.readdirSync(dir).sort()) {
      const sub = path.join(dir, source);
      if (!fs.statSync(sub).isDirectory()) continue;
      for (const file of fs.readdirSync(sub).sort()) {
        if (!file.endsWith('.truth.json')) continue;
        const docFile = file.slice(0, -'.truth.json'.length);
        const format = FORMATS[path.extname(docFile).toLowerCase()];
        if (!format) continue;
        const truth = JSON.parse(fs.readFileSync(path.join(sub, file), 'utf8')) as RealTruth;
        if (truth.kind !== 'statement') continue;
        const bytes = new Uint8Array(fs.readFileSync(path.join(sub, docFile)));
        if (format === 'PDF' && !hasTextLayer(bytes)) continue;
        out.push({ name: `${group}/${source}/${docFile}`, format, bytes, truth });
      }
    }
  }
  return out;
}

/** A PDF whose content draws text (BT operators or fonts); a scan holds images only. */
function hasTextLayer(bytes: Uint8Array): boolean {
  return Buffer.from(bytes).toString('latin1').includes('/Font');
}

export function statedCurrency(doc: RealDocument): string | null {
  const notes = Array.isArray(doc.truth.notes) ? doc.truth.notes.join(' ') : (doc.truth.notes ?? '');
  return /currency (?:is )?not (?:stated|in the file)/i.test(notes) ? 'USD' : doc.truth.currency;
}

export const foldDescription = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const toCents = (x: number) => Math.round(x * 100);

export function scoreRealDocument(doc: RealDocument, parsed: ParsedStatement | null, error: string | null): RealScore {
  const truthRows = doc.truth.transactions.filter((t) => t.date !== null);
  const parsedRows = (parsed?.accounts ?? []).flatMap((a) => a.transactions);
  const signs = doc.truth.account_type === 'credit_card' ? [1, -1] : [1];
  let best: ReturnType<typeof matchRows> | null = null;
  for (const sign of signs) {
    const m = matchRows(truthRows, parsedRows.map((p) => ({ date: p.date, amount: sign * p.amountCents, description: p.description })));
    if (!best || m.matched > best.matched) best = m;
  }
  const m = best!;
  const precision = parsedRows.length === 0 ? (truthRows.length === 0 ? 1 : 0) : m.matched / parsedRows.length;
  const recall = truthRows.length === 0 ? 1 : m.matched / truthRows.length;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const account = parsed?.accounts[0] ?? null;
  const opening = account?.reconciliation.openingBalanceCents ?? null;
  const closing = account?.reconciliation.closingBalanceCents ?? null;
  const balanceOk = (truth: number | null, got: number | null) => (truth === null ? null : got === toCents(truth) || (doc.truth.account_type === 'credit_card' && got === -toCents(truth)));
  // The contract: the currency the document states, USD where it states none (the truth may infer one).
  const expectedCurrency = statedCurrency(doc);
  return {
    name: doc.name,
    error,
    truthCount: truthRows.length,
    parsedCount: parsedRows.length,
    matched: m.matched,
    descriptionsAgree: m.descriptionsAgree,
    descriptionsTranscribed: m.descriptionsTranscribed,
    precision,
    recall,
    f1,
    currency: parsed?.currency ?? null,
    currencyOk: parsed !== null && (expectedCurrency === null || parsed.currency === expectedCurrency),
    opening,
    openingOk: doc.truth.partial ? null : balanceOk(doc.truth.opening_balance, opening),
    closing,
    closingOk: doc.truth.partial ? null : balanceOk(doc.truth.closing_balance, closing),
    statuses: (parsed?.accounts ?? []).map((a) => a.reconciliation.status),
    flaggedRows: (parsed?.accounts ?? []).reduce((n, a) => n + (a.flaggedRows?.length ?? 0), 0),
    missed: m.missed,
    extra: m.extra,
  };
}

function matchRows(truth: readonly RealTruthRow[], parsed: readonly { date: string; amount: number; description: string }[]) {
  const pool = truth.map((t) => ({ row: t, used: false }));
  let matched = 0;
  let descriptionsAgree = 0;
  let descriptionsTranscribed = 0;
  const extra: { date: string; amount: number; description: string }[] = [];
  for (const p of parsed) {
    const same = pool.filter((t) => !t.used && t.row.date === p.date && toCents(t.row.amount) === p.amount);
    // Of equal rows, the one whose description agrees.
    const hit = same.find((t) => t.row.description !== null && descriptionAgrees(t.row.description, p.description)) ?? same[0];
    if (!hit) {
      extra.push({ date: p.date, amount: p.amount / 100, description: p.description });
      continue;
    }
    hit.used = true;
    matched += 1;
    if (hit.row.description !== null) {
      descriptionsTranscribed += 1;
      if (descriptionAgrees(hit.row.description, p.description)) descriptionsAgree += 1;
    }
  }
  return { matched, descriptionsAgree, descriptionsTranscribed, missed: pool.filter((t) => !t.used).map((t) => t.row), extra };
}

/**
 * The parsed description holds every word of the transcribed one, in any order: a parser may keep
 * a line the truth leaves out, and the truth joins an export's text columns in its own order.
 */
export function descriptionAgrees(truth: string, parsed: string): boolean {
  const p = new Set(foldDescription(parsed).split(' '));
  const t = foldDescription(truth).split(' ').filter((w) => w !== '');
  return t.length > 0 && t.every((w) => p.has(w));
}

export async function parseAndScore(doc: RealDocument): Promise<{ score: RealScore; parsed: ParsedStatement | null }> {
  let parsed: ParsedStatement | null = null;
  let error: string | null = null;
  try {
    parsed = await parseStatement(doc.bytes, doc.format);
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  return { score: scoreRealDocument(doc, parsed, error), parsed };
}

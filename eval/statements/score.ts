// Scoring parsed statements against the corpus truth. Pure: no parsing here, no I/O.
//
// A parsed transaction matches a true one when date, signed amount and normalised description
// (lower case, whitespace collapsed) all agree; matching is one-to-one within a statement, across
// its accounts. Precision, recall and F1 are pooled over transactions (micro-averaged).

import type { ParsedStatement } from '../../src/analysis/statements/statement.types.ts';
import type { StatementTruth } from './types.ts';

export interface ScoreInput {
  name: string;
  layout: string;
  truth: StatementTruth;
  /** null when parsing failed. */
  parsed: ParsedStatement | null;
  error?: string | null;
}

export interface RowRef {
  date: string;
  description: string;
  amountCents: number;
}

export interface NearMiss {
  /** What differs between the true row and the parsed row that otherwise agree. */
  differs: 'description' | 'date' | 'amount';
  truth: RowRef;
  parsed: RowRef;
}

export interface StatementScore {
  name: string;
  layout: string;
  truthCount: number;
  parsedCount: number;
  matched: number;
  error: string | null;
  /** Every account came out RECONCILED (false when parsing failed or no account was found). */
  reconciled: boolean;
  expectReconciled: boolean;
  /** Every account has its expected status, and there are as many accounts as in the truth. */
  statusAsExpected: boolean;
  statuses: string[];
  /** Account count, masks, and opening and closing balances (as reconciled) all as in the truth. */
  accountsCorrect: boolean;
  accountProblems: string[];
  /** Every account name the truth knows was read as printed. */
  namesCorrect: boolean;
  nameProblems: string[];
  /** True rows with no match, and parsed rows with no match. */
  missed: RowRef[];
  extra: RowRef[];
  /** Unmatched pairs that agree on two of the three fields. */
  nearMisses: NearMiss[];
}

export interface Tally {
  statements: number;
  truthCount: number;
  parsedCount: number;
  matched: number;
  precision: number;
  recall: number;
  f1: number;
  failed: number;
  /** Statements expected to reconcile, and how many of those did. */
  reconcilable: number;
  reconciled: number;
  statusAsExpected: number;
  accountsCorrect: number;
  namesCorrect: number;
}

export interface ScoreReport {
  statements: StatementScore[];
  layouts: Record<string, Tally>;
  overall: Tally;
}

export const normaliseDescription = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

const key = (r: RowRef) => `${r.date}|${r.amountCents}|${normaliseDescription(r.description)}`;

const fmtCents = (c: number | null) => (c === null ? 'none' : (c / 100).toFixed(2));

/** Removes and returns the first element satisfying `pred`. */
function take<T>(xs: T[], pred: (x: T) => boolean): T | undefined {
  const i = xs.findIndex(pred);
  return i < 0 ? undefined : xs.splice(i, 1)[0];
}

export function scoreStatement(input: ScoreInput): StatementScore {
  const truthRows: RowRef[] = input.truth.accounts.flatMap((a) => a.transactions.map((t) => ({ date: t.date, description: t.description, amountCents: t.amountCents })));
  const parsedRows: RowRef[] = (input.parsed?.accounts ?? []).flatMap((a) =>
    a.transactions.map((t) => ({ date: t.date, description: t.description, amountCents: t.amountCents })),
  );

  // Exact matches: a multiset intersection on the key, so greedy is optimal.
  const pool = new Map<string, RowRef[]>();
  for (const r of truthRows) {
    const k = key(r);
    const list = pool.get(k);
    if (list) list.push(r);
    else pool.set(k, [r]);
  }
  let matched = 0;
  const extra: RowRef[] = [];
  for (const r of parsedRows) {
    const list = pool.get(key(r));
    if (list && list.length) {
      list.pop();
      matched += 1;
    } else extra.push(r);
  }
  const missed = [...pool.values()].flat();
  // Keep the truth's order for reading.
  missed.sort((a, b) => truthRows.indexOf(a) - truthRows.indexOf(b));

  const nearMisses: NearMiss[] = [];
  const leftTruth = [...missed];
  for (const p of extra) {
    const desc = normaliseDescription(p.description);
    let t = take(leftTruth, (x) => x.date === p.date && x.amountCents === p.amountCents);
    if (t) {
      nearMisses.push({ differs: 'description', truth: t, parsed: p });
      continue;
    }
    t = take(leftTruth, (x) => x.amountCents === p.amountCents && normaliseDescription(x.description) === desc);
    if (t) {
      nearMisses.push({ differs: 'date', truth: t, parsed: p });
      continue;
    }
    t = take(leftTruth, (x) => x.date === p.date && normaliseDescription(x.description) === desc);
    if (t) nearMisses.push({ differs: 'amount', truth: t, parsed: p });
  }

  const accounts = input.parsed?.accounts ?? [];
  const statuses = accounts.map((a) => a.reconciliation.status);
  const accountProblems: string[] = [];
  const nameProblems: string[] = [];
  if (input.parsed) {
    if (accounts.length !== input.truth.accounts.length) {
      accountProblems.push(`${accounts.length} accounts found, ${input.truth.accounts.length} expected`);
    }
    input.truth.accounts.forEach((ta, i) => {
      const pa = accounts[i];
      if (!pa) return;
      const label = `account ${i + 1}`;
      if (ta.name !== null && pa.name !== ta.name) nameProblems.push(`${label}: name ${JSON.stringify(pa.name)}, expected ${JSON.stringify(ta.name)}`);
      if (pa.mask !== ta.mask) accountProblems.push(`${label}: mask ${pa.mask ?? 'none'}, expected ${ta.mask ?? 'none'}`);
      if (pa.reconciliation.openingBalanceCents !== ta.openingBalanceCents) {
        accountProblems.push(`${label}: opening ${fmtCents(pa.reconciliation.openingBalanceCents)}, expected ${fmtCents(ta.openingBalanceCents)}`);
      }
      if (pa.reconciliation.closingBalanceCents !== ta.closingBalanceCents) {
        accountProblems.push(`${label}: closing ${fmtCents(pa.reconciliation.closingBalanceCents)}, expected ${fmtCents(ta.closingBalanceCents)}`);
      }
    });
  }

  return {
    name: input.name,
    layout: input.layout,
    truthCount: truthRows.length,
    parsedCount: parsedRows.length,
    matched,
    error: input.parsed ? null : (input.error ?? 'not parsed'),
    reconciled: statuses.length > 0 && statuses.every((s) => s === 'RECONCILED'),
    expectReconciled: input.truth.expectReconciled,
    statusAsExpected:
      input.parsed !== null && accounts.length === input.truth.accounts.length && input.truth.accounts.every((a, i) => statuses[i] === a.expectStatus),
    statuses,
    accountsCorrect: input.parsed !== null && accountProblems.length === 0,
    accountProblems,
    namesCorrect: input.parsed !== null && nameProblems.length === 0,
    nameProblems,
    missed,
    extra,
    nearMisses,
  };
}

export function tally(scores: readonly StatementScore[]): Tally {
  const sum = (f: (s: StatementScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  const truthCount = sum((s) => s.truthCount);
  const parsedCount = sum((s) => s.parsedCount);
  const matched = sum((s) => s.matched);
  const precision = parsedCount === 0 ? (truthCount === 0 ? 1 : 0) : matched / parsedCount;
  const recall = truthCount === 0 ? 1 : matched / truthCount;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const reconcilable = scores.filter((s) => s.expectReconciled);
  return {
    statements: scores.length,
    truthCount,
    parsedCount,
    matched,
    precision,
    recall,
    f1,
    failed: sum((s) => (s.error ? 1 : 0)),
    reconcilable: reconcilable.length,
    reconciled: reconcilable.filter((s) => s.reconciled).length,
    statusAsExpected: sum((s) => (s.statusAsExpected ? 1 : 0)),
    accountsCorrect: sum((s) => (s.accountsCorrect ? 1 : 0)),
    namesCorrect: sum((s) => (s.namesCorrect ? 1 : 0)),
  };
}

/** Scores every statement, then per layout (in first-seen order) and overall. */
export function scoreStatements(inputs: readonly ScoreInput[]): ScoreReport {
  const statements = inputs.map(scoreStatement);
  const byLayout = new Map<string, StatementScore[]>();
  for (const s of statements) {
    const list = byLayout.get(s.layout);
    if (list) list.push(s);
    else byLayout.set(s.layout, [s]);
  }
  const layouts: Record<string, Tally> = {};
  for (const [layout, list] of byLayout) layouts[layout] = tally(list);
  return { statements, layouts, overall: tally(statements) };
}

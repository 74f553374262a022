// The reports find every locked split (eval/<corpus>/locked*/) and read its documents wherever the
// split keeps them: one folder per layout, a corpus folder, or PDFs beside their truth files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockedSplits } from '../eval/locked-splits.ts';
import { committedStubs } from '../eval/paystubs/committed-corpus.ts';
import { loadSecondFamily } from '../eval/statements/second-family/load.ts';
import { scoreStatements, type ScoreInput } from '../eval/statements/score.ts';
import { parseStatement } from '../src/analysis/statements/parse-statement.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'locked-splits-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const put = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const statementTruth = (layout?: string) => JSON.stringify({ ...(layout ? { layout } : {}), currency: 'USD', period: { start: '2026-01-01', end: '2026-01-31' }, accounts: [] });
const stubTruth = (layout?: string) => JSON.stringify({ kind: 'paystub', ...(layout ? { layout } : {}) });

describe('locked splits', () => {
  it('finds every locked* folder in name order, and nothing when there is none', () => {
    for (const d of ['statements/locked', 'statements/locked-2', 'statements/locked-10', 'statements/second-family']) fs.mkdirSync(path.join(root, d), { recursive: true });
    expect(lockedSplits('statements', path.join(root, 'statements')).map((s) => s.name)).toEqual(['locked', 'locked-2', 'locked-10']);
    expect(lockedSplits('paystubs', path.join(root, 'nowhere'))).toEqual([]);
  });

  it('EVAL_LOCKED keeps only the splits it names', () => {
    for (const d of ['statements/locked', 'statements/locked-2', 'statements/locked-10']) fs.mkdirSync(path.join(root, d), { recursive: true });
    const before = process.env.EVAL_LOCKED;
    process.env.EVAL_LOCKED = 'locked-2, locked-10';
    try {
      expect(lockedSplits('statements', path.join(root, 'statements')).map((s) => s.name)).toEqual(['locked-2', 'locked-10']);
    } finally {
      if (before === undefined) delete process.env.EVAL_LOCKED;
      else process.env.EVAL_LOCKED = before;
    }
  });

  it('leaves out a split whose README says it is not yet scored, unless EVAL_LOCKED names it', () => {
    put('statements/locked-10/README.md', '# The tenth split\n\n**Scored blind once; tuned on since.**\n');
    put('statements/locked-11/README.md', '# The eleventh split\n\n**Kept out of tuning; not yet scored.**\n');
    const before = process.env.EVAL_LOCKED;
    delete process.env.EVAL_LOCKED;
    try {
      const waiting: string[] = [];
      expect(lockedSplits('statements', path.join(root, 'statements'), waiting).map((s) => s.name)).toEqual(['locked', 'locked-2', 'locked-10']);
      expect(waiting).toEqual(['locked-11']);
      process.env.EVAL_LOCKED = 'locked-11';
      expect(lockedSplits('statements', path.join(root, 'statements')).map((s) => s.name)).toEqual(['locked-11']);
    } finally {
      if (before === undefined) delete process.env.EVAL_LOCKED;
      else process.env.EVAL_LOCKED = before;
    }
  });

  it('reads statements in layout folders, in a corpus folder, or beside their truths; a PDF without a truth is skipped', () => {
    put('s/a/uk-one/uk-one-1.pdf', '%PDF');
    put('s/a/uk-one/uk-one-1.truth.json', statementTruth());
    put('s/b/corpus/us-two/us-two-1.pdf', '%PDF');
    put('s/b/corpus/us-two/us-two-1.pdf.truth.json', statementTruth());
    put('s/c/flat-3.pdf', '%PDF');
    put('s/c/flat-3.truth.json', statementTruth('flat-layout'));
    put('s/c/orphan-1.pdf', '%PDF');
    const read = (split: string) => loadSecondFamily(path.join(root, 's', split)).map((i) => [i.name, i.layout]);
    expect(read('a')).toEqual([['uk-one-1', 'uk-one']]);
    expect(read('b')).toEqual([['us-two-1', 'us-two']]);
    expect(read('c')).toEqual([['flat-3', 'flat-layout']]);
  });

  it('reads paystubs in a corpus folder or anywhere below the split', () => {
    put('p/locked/corpus/stub-a-1.pdf', '%PDF');
    put('p/locked/corpus/stub-a-1.pdf.truth.json', stubTruth('stub-a'));
    put('p/locked-2/deep/stub-b-2.pdf', '%PDF');
    put('p/locked-2/deep/stub-b-2.truth.json', stubTruth());
    expect(committedStubs(path.join(root, 'p/locked')).map((s) => [s.name, s.group])).toEqual([['stub-a-1.pdf', 'stub-a']]);
    expect(committedStubs(path.join(root, 'p/locked-2')).map((s) => [s.name, s.group])).toEqual([['stub-b-2.pdf', 'stub-b']]);
    expect(committedStubs(path.join(root, 'p/missing'))).toEqual([]);
  });
});

// The second to seventh locked splits were scored blind once (the seventh's statements read right at
// their blind score) and are tuned on since: their text PDFs keep what they reached (every row, every statement reconciled, accounts right), layout by layout.
describe.each([
  { split: 'locked-2', layouts: ['au-dmy', 'calc-cad', 'cu-shares', 'writer-summary'] },
  { split: 'locked-3', layouts: ['bigbank-daily', 'cu-trailing', 'eur-comma', 'uk-paidout'] },
  { split: 'locked-4', layouts: ['au-crdr', 'ca-wd', 'cu-parens', 'us-twoline'] },
  { split: 'locked-5', layouts: ['brokerage-cash', 'uk-passbook', 'us-sections', 'za-cr'] },
  { split: 'locked-6', layouts: ['in-passbook', 'sg-bank', 'us-amount-first'] },
  { split: 'locked-7', layouts: ['au-savings', 'ca-chequing', 'us-cu'] },
])('statements of $split, tuned on since their blind score', ({ split, layouts }) => {
  it('every layout reads every row as printed and reconciles, with its currency, period and account', async () => {
    const items = loadSecondFamily(path.resolve('eval/statements', split, 'corpus'));
    expect([...new Set(items.map((i) => i.layout))].sort()).toEqual(layouts);
    const inputs: ScoreInput[] = [];
    for (const item of items) {
      const parsed = await parseStatement(item.bytes, 'PDF');
      expect(parsed.currency, item.name).toBe(item.currency);
      expect([parsed.periodStart, parsed.periodEnd], item.name).toEqual([item.period.start, item.period.end]);
      inputs.push({ name: item.name, layout: item.layout, truth: item.truth, parsed });
    }
    const report = scoreStatements(inputs);
    for (const [layout, t] of Object.entries(report.layouts)) {
      expect(t.f1, layout).toBe(1);
      expect(t.reconciled, layout).toBe(t.statements);
      expect(t.accountsCorrect, layout).toBe(t.statements);
      expect(t.statusAsExpected, layout).toBe(t.statements);
    }
  }, 60_000);
});

// The eighth locked split's statements, tuned on since their blind score: every layout reads every
// row and reconciles (the brokerage's "Checks Paid" list repeats its activity's checks, read once).
describe('statements of locked-8, tuned on since their blind score', () => {
  it.each([
    { layout: 'ie-current', f1: 1, reconciled: 3 },
    { layout: 'uk-bsoc', f1: 1, reconciled: 3 },
    { layout: 'us-brokerage', f1: 1, reconciled: 3 },
  ])('$layout keeps F1 >= $f1 and $reconciled reconciled', async ({ layout, f1, reconciled }) => {
    const items = loadSecondFamily(path.resolve('eval/statements/locked-8/corpus')).filter((i) => i.layout === layout);
    expect(items.length).toBe(3);
    const inputs: ScoreInput[] = [];
    for (const item of items) {
      inputs.push({ name: item.name, layout: item.layout, truth: item.truth, parsed: await parseStatement(item.bytes, 'PDF') });
    }
    const t = scoreStatements(inputs).layouts[layout];
    expect(t.recall).toBe(1);
    expect(t.f1).toBeGreaterThanOrEqual(f1);
    expect(t.reconciled).toBeGreaterThanOrEqual(reconciled);
    expect(t.accountsCorrect).toBe(t.statements);
  }, 60_000);
});

/** A split tuned on since its blind score: each layout reads every row, with its currency, period and accounts. */
function describeTunedSplit(title: string, corpus: string, layouts: { layout: string; f1: number; reconciled: number }[]) {
  describe(title, () => {
    it.each(layouts)('$layout keeps F1 >= $f1 and $reconciled reconciled', async ({ layout, f1, reconciled }) => {
      const items = loadSecondFamily(path.resolve(corpus)).filter((i) => i.layout === layout);
      expect(items.length).toBe(3);
      const inputs: ScoreInput[] = [];
      for (const item of items) {
        const parsed = await parseStatement(item.bytes, 'PDF');
        expect(parsed.currency, item.name).toBe(item.currency);
        expect([parsed.periodStart, parsed.periodEnd], item.name).toEqual([item.period.start, item.period.end]);
        inputs.push({ name: item.name, layout: item.layout, truth: item.truth, parsed });
      }
      const t = scoreStatements(inputs).layouts[layout];
      expect(t.recall).toBe(1);
      expect(t.f1).toBeGreaterThanOrEqual(f1);
      expect(t.reconciled).toBeGreaterThanOrEqual(reconciled);
      expect(t.accountsCorrect).toBe(t.statements);
      expect(t.statusAsExpected).toBe(t.statements);
    }, 60_000);
  });
}

// The ninth locked split's statements, scored blind once (F1 41.41%, 3 of 9 reconciled) and tuned on
// since: every layout reads every row and reconciles, with its currency, period and account (a Swiss
// account in German with apostrophe figures and value dates; a Hong Kong account's dates printed year
// first, once a day, under a portfolio summary).
describeTunedSplit('statements of locked-9, tuned on since their blind score', 'eval/statements/locked-9/corpus', [
  { layout: 'ch-account', f1: 1, reconciled: 3 },
  { layout: 'hk-integrated', f1: 1, reconciled: 3 },
  { layout: 'nz-current', f1: 1, reconciled: 3 },
]);

// The tenth locked split's statements, scored blind once (F1 35.24%, 3/9 reconciled), tuned on since:
// every layout reads every row and reconciles, with its account (a French relevé in French with value
// dates; a Mexican estado de cuenta with `05/ENE` dates in Spanish beside a settlement date; a credit
// union's description printed last, its second line under it).
describeTunedSplit('statements of locked-10, tuned on since their blind score', 'eval/statements/locked-10/corpus', [
  { layout: 'fr-releve', f1: 1, reconciled: 3 },
  { layout: 'mx-cuenta', f1: 1, reconciled: 3 },
  { layout: 'us-sharedraft', f1: 1, reconciled: 3 },
]);

// The eleventh locked split's statements read right at their blind score (F1 100%, 9/9 reconciled);
// their currencies (AED, JMD, NGN) were reported as USD until a `Currency` label was read.
describeTunedSplit('statements of locked-11, read right blind', 'eval/statements/locked-11/corpus', [
  { layout: 'ae-current', f1: 1, reconciled: 3 },
  { layout: 'jm-savings', f1: 1, reconciled: 3 },
  { layout: 'ng-current', f1: 1, reconciled: 3 },
]);

// The twelfth locked split's statements, scored blind once (F1 94.64%, 7/9 reconciled), tuned on since:
// a column of cheque numbers kept out of the descriptions, an account number wrapped under a row's
// description kept with the row, dates run together (`05APR26`), LKR, PKR and TTD.
describeTunedSplit('statements of locked-12, tuned on since their blind score', 'eval/statements/locked-12/corpus', [
  { layout: 'lk-savings', f1: 1, reconciled: 3 },
  { layout: 'pk-current', f1: 1, reconciled: 3 },
  { layout: 'tt-chequing', f1: 1, reconciled: 3 },
]);

// The thirteenth locked split's statements, scored blind once (F1 73.70%, 6/9 reconciled), tuned on
// since: a line printer's rules under its headings, a value-date column, `B$` dollars, two-digit dotted periods.
describeTunedSplit('statements of locked-13, tuned on since their blind score', 'eval/statements/locked-13/corpus', [
  { layout: 'bs-chequing', f1: 1, reconciled: 3 },
  { layout: 'cy-current', f1: 1, reconciled: 3 },
  { layout: 'mu-savings', f1: 1, reconciled: 3 },
]);

// The fourteenth locked split's statements, scored blind once (F1 98.16%, 9/9 reconciled, 6/9 accounts),
// tuned on since: a carry-forward at a page's foot ("À reporter") kept out of the last row's
// description, a description's second line that starts with "TOTAL", a Luxembourg account number whose
// last group is two digits.
describeTunedSplit('statements of locked-14, tuned on since their blind score', 'eval/statements/locked-14/corpus', [
  { layout: 'bz-chequing', f1: 1, reconciled: 3 },
  { layout: 'et-savings', f1: 1, reconciled: 3 },
  { layout: 'lu-compte', f1: 1, reconciled: 3 },
]);

// The fifteenth locked split's statements, scored blind once (F1 66.15%, 6/9 reconciled, 4/9 accounts),
// tuned on since: Norwegian headers, opening and closing balances, page carries and the period's totals;
// a value date of day and month alone kept out of the descriptions; a Portuguese account number
// ("Conta N.º") and a period joined by "a".
describeTunedSplit('statements of locked-15, tuned on since their blind score', 'eval/statements/locked-15/corpus', [
  { layout: 'bn-savings', f1: 1, reconciled: 3 },
  { layout: 'no-konto', f1: 1, reconciled: 3 },
  { layout: 'pt-extrato', f1: 1, reconciled: 3 },
]);

// The sixteenth locked split's statements, scored blind once (F1 32.33%, 3/9 reconciled, 3/9 accounts),
// tuned on since: Icelandic and Slovak headers, balances, page carries and totals (with those of more
// languages), a value or due date apart from the description, figures in whole krónur, an account
// number after "Reikningur", an IBAN in a cell of its own.
describeTunedSplit('statements of locked-16, tuned on since their blind score', 'eval/statements/locked-16/corpus', [
  { layout: 'is-yfirlit', f1: 1, reconciled: 3 },
  { layout: 'mw-statement', f1: 1, reconciled: 3 },
  { layout: 'sk-vypis', f1: 1, reconciled: 3 },
]);

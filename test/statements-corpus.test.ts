// The statement parsers against the generated corpus (eval/statements): every layout's statements
// must come out exactly as printed (rows, pages, accounts, balances) and reconcile; the statements
// made wrong on purpose must come out MISMATCH with a sentence saying why.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateMismatchedStatements, generateStatementCorpus, LAYOUT_NAMES } from '../eval/statements/generate.ts';
import { scoreStatements } from '../eval/statements/score.ts';
import type { CorpusItem } from '../eval/statements/types.ts';
import { parseStatement } from '../src/analysis/statements/parse-statement.ts';
import type { ParsedStatement } from '../src/analysis/statements/statement.types.ts';

const PER_LAYOUT = 2;
const MISMATCHED = [
  'mismatch-closing-sectioned',
  'mismatch-closing-parens',
  'mismatch-closing-debit-credit',
  'mismatch-running-signed-column',
  'mismatch-running-ledger',
];

interface Outcome {
  item: CorpusItem;
  parsed: ParsedStatement | null;
  error: string | null;
}

const outcomes = new Map<string, Outcome>();

async function parseAll(items: CorpusItem[]) {
  for (const item of items) {
    try {
      outcomes.set(item.name, { item, parsed: await parseStatement(item.bytes, item.format), error: null });
    } catch (err) {
      outcomes.set(item.name, { item, parsed: null, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
    }
  }
}

beforeAll(async () => {
  await parseAll(await generateStatementCorpus({ seed: 1, perLayout: PER_LAYOUT }));
  await parseAll(await generateMismatchedStatements({ seed: 1 }));
}, 120_000);

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The parsed statement, failing the test with the parser's error when there is none. */
function parsedOf(name: string): { item: CorpusItem; parsed: ParsedStatement } {
  const o = outcomes.get(name);
  expect(o, `${name} was generated`).toBeDefined();
  expect(o!.error, `${name} parses`).toBeNull();
  return { item: o!.item, parsed: o!.parsed! };
}

/** Rows, pages, masks and balances exactly as the truth has them, account by account. */
function expectAsPrinted(name: string) {
  const { item, parsed } = parsedOf(name);
  const got = parsed.accounts.map((a) => ({
    mask: a.mask,
    openingBalanceCents: a.reconciliation.openingBalanceCents,
    closingBalanceCents: a.reconciliation.closingBalanceCents,
    transactions: a.transactions.map((t) => ({ date: t.date, description: squash(t.description), amountCents: t.amountCents, page: t.page })),
  }));
  const want = item.truth.accounts.map((a) => ({
    mask: a.mask,
    openingBalanceCents: a.openingBalanceCents,
    closingBalanceCents: a.closingBalanceCents,
    transactions: a.transactions.map((t) => ({ date: t.date, description: t.description, amountCents: t.amountCents, page: t.page })),
  }));
  expect(got, `${name}: accounts and rows`).toEqual(want);
  const score = scoreStatements([{ name, layout: item.layout, truth: item.truth, parsed }]);
  expect(score.overall.matched, `${name}: matched rows`).toBe(score.overall.truthCount);
  expect(score.overall.f1).toBe(1);
}

for (const layout of LAYOUT_NAMES) {
  describe(layout, () => {
    for (let i = 1; i <= PER_LAYOUT; i++) {
      const name = `${layout}-${i}`;

      it(`${name}: every row, page, account mask and balance as printed`, () => {
        expectAsPrinted(name);
      });

      it(`${name}: reconciliation status as expected`, () => {
        const { item, parsed } = parsedOf(name);
        const got = parsed.accounts.map((a) => ({ status: a.reconciliation.status, problems: a.reconciliation.problems }));
        const want = item.truth.accounts.map((a) => ({ status: a.expectStatus, problems: [] }));
        expect(got).toEqual(want);
        if (item.truth.expectReconciled) {
          for (const a of parsed.accounts) {
            expect(a.reconciliation.differenceCents).toBe(0);
            expect(a.reconciliation.runningBalanceMismatches).toBe(0);
          }
        }
      });
    }
  });
}

describe('statements that do not add up', () => {
  for (const name of MISMATCHED) {
    it(`${name}: rows still read as printed`, () => {
      expectAsPrinted(name);
    });

    it(`${name}: MISMATCH with a sentence saying why`, () => {
      const { item, parsed } = parsedOf(name);
      expect(item.truth.expectReconciled).toBe(false);
      expect(parsed.accounts.map((a) => a.reconciliation.status)).toEqual(item.truth.accounts.map((a) => a.expectStatus));
      const wrong = parsed.accounts[item.truth.accounts.findIndex((a) => a.expectStatus === 'MISMATCH')];
      expect(wrong.reconciliation.problems.length).toBeGreaterThan(0);
      for (const p of wrong.reconciliation.problems) expect(p).toMatch(/^[A-Z].*\d+\.\d\d.*\.$/);
      if (name.startsWith('mismatch-closing')) {
        expect(Math.abs(wrong.reconciliation.differenceCents ?? 0)).toBe(1000);
        expect(wrong.reconciliation.runningBalanceMismatches).toBe(0);
      } else {
        expect(wrong.reconciliation.runningBalanceMismatches).toBeGreaterThan(0);
        expect(wrong.reconciliation.problems.some((p) => p.includes('prints a balance of'))).toBe(true);
      }
    });
  }
});

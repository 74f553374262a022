import { describe, expect, it } from 'vitest';
import { generateBorrower, generateBorrowers, generateHistory } from '../../../eval/cash-flow/generate.ts';
import { evaluate, TARGET_FREQUENCY_ACCURACY, TARGET_MEDIAN_INCOME_ERROR } from '../../../eval/cash-flow/metrics.ts';

// A smaller run of `npm run eval:cash-flow`: a regression in the analysis fails here.
describe('accuracy on generated borrowers', () => {
  const report = evaluate(generateBorrowers(200, 7));

  it('meets the targets', () => {
    expect(report.completed).toBe(200);
    expect(report.medianIncomeError).toBeLessThan(TARGET_MEDIAN_INCOME_ERROR);
    expect(report.frequencyAccuracy).toBeGreaterThanOrEqual(TARGET_FREQUENCY_ACCURACY);
  });

  it('finds the streams and nothing else', () => {
    expect(report.p90IncomeError).toBeLessThan(0.08);
    expect(report.falseIncome).toBe(0);
    expect(report.streamRecall).toBeGreaterThanOrEqual(0.97);
    expect(report.streamPrecision).toBeGreaterThanOrEqual(0.97);
  });

  it('raises the flags it should', () => {
    for (const f of report.flags) {
      if (f.truePositives + f.falseNegatives >= 5) expect(f.recall, f.code).toBeGreaterThanOrEqual(0.85);
      if (f.truePositives + f.falsePositives >= 5) expect(f.precision, f.code).toBeGreaterThanOrEqual(0.85);
    }
  });
});

describe('generator', () => {
  it('is deterministic', () => {
    expect(generateBorrower(3)).toEqual(generateBorrower(3));
    expect(generateBorrower(3)).not.toEqual(generateBorrower(4));
  });

  it('builds histories of the size asked, balances consistent', () => {
    const h = generateHistory(2_000);
    expect(h.transactions).toHaveLength(2_000);
    const chk = h.accounts.find((a) => a.account_id.endsWith('-chk'))!;
    const sum = h.transactions.filter((t) => t.account_id === chk.account_id).reduce((s, t) => s + t.amount_cents, 0);
    if (chk.opening_balance_cents !== null) expect(chk.opening_balance_cents + sum).toBe(chk.closing_balance_cents);
  });
});

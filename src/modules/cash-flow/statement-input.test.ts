import { describe, expect, it } from 'vitest';
import { analyzeCashFlow } from '../../analysis/cash-flow/analyze.ts';
import type { ParsedAccount, ParsedStatement, ParsedTransaction } from '../../analysis/statements/statement.types.ts';
import { statementsToInput, type StatementDocument } from './statement-input.ts';

const tx = (date: string, amountCents: number, description: string): ParsedTransaction => ({
  date,
  description,
  amountCents,
  runningBalanceCents: null,
  page: 1,
  externalId: null,
});

function account(mask: string, period: [string, string], transactions: ParsedTransaction[], extra: Partial<ParsedAccount> = {}): ParsedAccount {
  return {
    name: 'Checking',
    mask,
    periodStart: period[0],
    periodEnd: period[1],
    transactions,
    reconciliation: { status: 'RECONCILED', openingBalanceCents: 100_000, closingBalanceCents: null, creditsCents: 0, debitsCents: 0, differenceCents: null, runningBalanceMismatches: 0, problems: [] },
    ...extra,
  };
}

function doc(id: string, currency: string, accounts: ParsedAccount[]): StatementDocument {
  const parsed: ParsedStatement = { format: 'PDF', institution: null, currency, periodStart: accounts[0].periodStart, periodEnd: accounts[0].periodEnd, pageCount: 1, accounts, warnings: [] };
  return { document_id: id, sha256: id, uploaded_at: new Date('2026-01-01T00:00:00Z'), parsed };
}

// Five transactions within 13 days (Jan 5 to Jan 17) of a statement whose period runs 33 days.
const fewRows = [
  tx('2026-01-05', 250_000, 'PAYROLL ACME CORP'),
  tx('2026-01-07', -4_500, 'GROCER'),
  tx('2026-01-10', -120_000, 'RENT'),
  tx('2026-01-12', -3_000, 'FUEL'),
  tx('2026-01-17', -2_000, 'CAFE'),
];

describe('coverage of a statement', () => {
  it('is its printed period: a 33-day statement with five transactions within 13 days is analysed', () => {
    const input = statementsToInput('case_1', [doc('doc_1', 'USD', [account('1234', ['2025-12-20', '2026-01-21'], fewRows)])]);
    expect(input.accounts[0].coverage).toEqual([{ start: '2025-12-20', end: '2026-01-21' }]);
    const outcome = analyzeCashFlow(input);
    expect(outcome.status).toBe('COMPLETED');
    if (outcome.status !== 'COMPLETED') return;
    expect(outcome.data.period).toEqual({ start_date: '2025-12-20', end_date: '2026-01-21', days: 33 });
  });

  it('is the transactions’ spread when no period is printed, and 13 days are too few', () => {
    const input = statementsToInput('case_1', [doc('doc_1', 'USD', [{ ...account('1234', ['2026-01-05', '2026-01-17'], fewRows), periodStart: null, periodEnd: null }])]);
    const outcome = analyzeCashFlow(input);
    expect(outcome).toEqual({ status: 'INSUFFICIENT', reason: 'The 5 usable transactions cover only 13 days (2026-01-05 to 2026-01-17); at least 28 days are needed.' });
  });
});

describe('currency and checks on accounts', () => {
  it('analyses the currency most transactions are in, lists the other account with its currency and leaves its rows out', () => {
    const gbp = doc('doc_gbp', 'GBP', [account('1111', ['2025-12-20', '2026-01-21'], fewRows)]);
    const eur = doc('doc_eur', 'EUR', [account('2222', ['2025-12-20', '2026-01-21'], [tx('2026-01-06', 10_000, 'SEPA CREDIT')])]);
    const input = statementsToInput('case_1', [gbp, eur]);
    expect(input.currency).toBe('GBP');
    expect(input.transactions).toHaveLength(5);
    const outcome = analyzeCashFlow(input);
    if (outcome.status !== 'COMPLETED') throw new Error(outcome.reason);
    expect(outcome.data.currency).toBe('GBP');
    expect(outcome.data.accounts.map((a) => [a.mask, a.currency, a.excluded_reason ?? null])).toEqual([
      ['1111', 'GBP', null],
      ['2222', 'EUR', 'In EUR; the analysis is in GBP, so its transactions are left out.'],
    ]);
  });

  it('says reconciled: false with the first breaking row, and counts flagged rows', () => {
    const broken = account('1234', ['2025-12-20', '2026-01-21'], fewRows, {
      reconciliation: {
        status: 'MISMATCH', openingBalanceCents: 100_000, closingBalanceCents: 200_000, creditsCents: 0, debitsCents: 0, differenceCents: 5, runningBalanceMismatches: 1,
        problems: ['The 2026-01-07 row "GROCER" prints a balance of 3455.00, but the rows before it give 3455.05.'],
        firstBreak: { row: 1, date: '2026-01-07', description: 'GROCER', expectedCents: 345_505, printedCents: 345_500 },
      },
      flaggedRows: [{ reason: 'IMPOSSIBLE_DATE', dateAsPrinted: '02/29/2025', description: 'ATM', amountCents: -2_000, runningBalanceCents: null, page: 1, row: 5 }],
    });
    const outcome = analyzeCashFlow(statementsToInput('case_1', [doc('doc_1', 'USD', [broken])]));
    if (outcome.status !== 'COMPLETED') throw new Error(outcome.reason);
    expect(outcome.data.accounts[0]).toMatchObject({
      currency: 'USD',
      reconciled: false,
      first_break: { document_id: 'doc_1', row: 1, date: '2026-01-07', description: 'GROCER', expected: 3455.05, printed: 3455 },
      flagged_rows: 1,
    });
  });
});

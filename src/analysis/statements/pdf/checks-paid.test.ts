// A "Checks Paid" list that repeats the checks of the activity: each repeat is matched to its
// activity row and read once; a listed check the activity does not print stays a row.
import { describe, expect, it } from 'vitest';
import { repeatedChecks, type CheckRow } from './checks-paid.ts';
import { explainStatement, parsePdfStatement } from './pdf-statement.ts';
import { extractPdfText } from './pdf-text.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';

const on = (month: number, day: number, year: number | null = null) => ({ month, day, year });
const activity = (text: string, cents: number, date = on(1, 23)): CheckRow => ({ date, cents, text });
const listed = (check: string, cents: number, date = on(1, 23)): CheckRow => ({ date, cents, text: `Check ${check}`, check });

describe('repeatedChecks', () => {
  it.each([
    { name: 'same number, date and amount', rows: [activity('Check Paid CHECK NO. 2105', 93_938), listed('2105', 93_938)], repeats: [[1, 0]] },
    { name: 'the number in a reference', rows: [activity('CHECK 2105', 93_938), listed('2105', 93_938)], repeats: [[1, 0]] },
    { name: 'a year on one date only', rows: [activity('CHECK #2105', 93_938, on(1, 23, 2026)), listed('2105', 93_938)], repeats: [[1, 0]] },
    { name: 'another amount', rows: [activity('CHECK NO. 2105', 93_938), listed('2105', 93_900)], repeats: [] },
    { name: 'another date', rows: [activity('CHECK NO. 2105', 93_938), listed('2105', 93_938, on(1, 24))], repeats: [] },
    { name: 'another number', rows: [activity('CHECK NO. 2106', 93_938), listed('2105', 93_938)], repeats: [] },
    { name: 'the number only inside a longer one', rows: [activity('CHECK NO. 21050', 93_938), listed('2105', 93_938)], repeats: [] },
    { name: 'a check the activity does not print', rows: [activity('RENT', 93_938), listed('2105', 93_938)], repeats: [] },
    { name: 'one activity row is repeated once', rows: [activity('CHECK NO. 2105', 93_938), listed('2105', 93_938), listed('2105', 93_938)], repeats: [[1, 0]] },
    { name: 'listed before the activity', rows: [listed('2105', 93_938), activity('CHECK NO. 2105', 93_938)], repeats: [[0, 1]] },
  ])('$name', ({ rows, repeats }) => {
    const found = repeatedChecks(rows);
    expect([...found].map(([l, a]) => [rows.indexOf(l), rows.indexOf(a)])).toEqual(repeats);
  });
});

function statement(): Drawn[] {
  return [
    ...row(36, [[40, 'Example Securities']], 16, true),
    ...row(60, [[40, 'Statement Period 01/01/2026 - 01/31/2026']]),
    ...row(90, [[40, 'Cash Activity']], 10, true),
    ...row(104, [[40, 'Date'], [100, 'Description'], [420, 'Amount', 'r'], [520, 'Balance', 'r']]),
    ...row(116, [[40, '01/01'], [100, 'Beginning Balance'], [520, '1,000.00', 'r']]),
    ...row(128, [[40, '01/05'], [100, 'PAYROLL ACME'], [420, '2,000.00', 'r'], [520, '3,000.00', 'r']]),
    ...row(140, [[40, '01/11'], [100, 'CHECK NO. 2104'], [420, '(196.14)', 'r'], [520, '2,803.86', 'r']]),
    ...row(152, [[40, '01/23'], [100, 'CHECK NO. 2105'], [420, '(939.38)', 'r'], [520, '1,864.48', 'r']]),
    ...row(164, [[40, '01/31'], [100, 'Ending Balance'], [520, '1,864.48', 'r']]),
    ...row(190, [[40, 'Checks Paid']], 10, true),
    ...row(204, [[40, 'Check No.'], [140, 'Date Paid'], [300, 'Amount', 'r']]),
    ...row(216, [[40, '2104'], [140, '01/11'], [300, '196.14', 'r']]),
    ...row(228, [[40, '2105'], [140, '01/23'], [300, '939.38', 'r']]),
  ];
}

describe('a statement whose checks paid list repeats the activity', () => {
  it('reads each check once, from the activity, and the balances agree', async () => {
    const pdf = await pdfBytes([statement()]);
    const [account] = (await parsePdfStatement(pdf)).accounts;
    expect(account.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2026-01-05', 'PAYROLL ACME', 200_000],
      ['2026-01-11', 'CHECK NO. 2104', -19_614],
      ['2026-01-23', 'CHECK NO. 2105', -93_938],
    ]);
    expect(account.reconciliation.status).toBe('RECONCILED');
    const { lines } = explainStatement(await extractPdfText(pdf));
    expect(lines.filter((l) => /^210[45] /.test(l.text)).map((l) => l.role)).toEqual(['repeat', 'repeat']);
  });
});

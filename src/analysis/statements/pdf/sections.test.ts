// Section-based statements: each kind of transaction in its own section with positive amounts,
// checks paid side by side with a check number and no description, "N item(s) totaling" footers
// checked against their rows, and a daily-balance table that is never read as transactions.
import { describe, expect, it } from 'vitest';
import { explainStatement, parsePdfStatement } from './pdf-statement.ts';
import { extractPdfText } from './pdf-text.ts';
import { pdfBytes, row, type Drawn } from './test-pdf.ts';

function statement(checksTotal: string): Drawn[] {
  return [
    ...row(36, [[40, 'Harbor Example Bank']], 16, true),
    ...row(60, [[350, 'Statement Ending 05/31/2024']]),
    ...row(90, [[40, 'Date'], [100, 'Description'], [300, 'Amount']]),
    ...row(102, [[40, '05/01/2024'], [100, 'Beginning Balance'], [300, '$1,000.00']]),
    ...row(114, [[40, '05/31/2024'], [100, 'Ending Balance'], [300, '$2,300.00']]),
    ...row(140, [[40, 'Deposits']], 10, true),
    ...row(152, [[40, 'Date'], [100, 'Description'], [560, 'Amount', 'r']]),
    ...row(164, [[40, '05/03/2024'], [100, 'Payroll Acme'], [560, '$2,000.00', 'r']]),
    ...row(176, [[450, '1 item(s) totaling $2,000.00']]),
    ...row(200, [[40, 'Checks Cleared']], 10, true),
    ...row(212, [[60, 'Check Nbr'], [140, 'Date'], [250, 'Amount'], [350, 'Check Nbr'], [430, 'Date'], [540, 'Amount']]),
    ...row(224, [[90, '101'], [140, '05/07/2024'], [290, '$500.00', 'r'], [377, '103*'], [430, '05/20/2024'], [570, '$150.00', 'r']]),
    ...row(236, [[90, '102'], [140, '05/09/2024'], [290, '$50.00', 'r']]),
    ...row(248, [[40, '* Indicates skipped check number'], [450, `3 item(s) totaling ${checksTotal}`]]),
    ...row(272, [[40, 'Daily Balances']], 10, true),
    ...row(284, [[40, 'Date'], [170, 'Amount'], [220, 'Date'], [350, 'Amount']]),
    ...row(296, [[40, '05/03/2024'], [200, '$3,000.00', 'r'], [220, '05/09/2024'], [380, '$2,450.00', 'r']]),
    ...row(308, [[40, '05/07/2024'], [200, '$2,500.00', 'r'], [220, '05/20/2024'], [380, '$2,300.00', 'r']]),
  ];
}

describe('a section-based statement with a side-by-side checks table', () => {
  it('reads every check, down one column then the next, signed by its section; the daily balances are a summary', async () => {
    const pdf = await pdfBytes([statement('$700.00')]);
    const parsed = await parsePdfStatement(pdf);
    expect(parsed.periodStart).toBe('2024-05-01');
    expect(parsed.periodEnd).toBe('2024-05-31');
    const [account] = parsed.accounts;
    expect(account.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2024-05-03', 'Payroll Acme', 200_000],
      ['2024-05-07', 'Check 101', -50_000],
      ['2024-05-09', 'Check 102', -5_000],
      ['2024-05-20', 'Check 103', -15_000],
    ]);
    expect(account.reconciliation.status).toBe('RECONCILED');
    const { lines } = explainStatement(await extractPdfText(pdf));
    expect(lines.filter((l) => l.text.startsWith('05/03/2024 $3,000.00')).map((l) => l.role)).toEqual(['summary']);
  });

  it('a printed section total that its rows do not add up to is reported', async () => {
    const [account] = (await parsePdfStatement(await pdfBytes([statement('$750.00')]))).accounts;
    expect(account.reconciliation.status).toBe('MISMATCH');
    expect(account.reconciliation.problems.join(' ')).toMatch(/printed total .* is 750\.00, but its 3 rows add up to 700\.00/);
  });
});

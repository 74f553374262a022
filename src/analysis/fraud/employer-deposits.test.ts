import { describe, expect, it } from 'vitest';
import type { ExtractedPaystub } from '../paystub/paystub.types.ts';
import { employerDepositSignals, employerWords, type Deposit } from './employer-deposits.ts';

const stub = (employer: string, net = 182_344): ExtractedPaystub => ({
  employer_name: employer, employer_address: null, employee_name: 'Ada Lovelace', employee_address: null,
  pay_date: '2024-03-15', period_start: null, period_end: null, printed_frequency: null,
  gross_cents: 230_769, net_cents: net, deductions: [], earnings: [], ytd_gross_cents: null, ytd_net_cents: null, page: 1,
});
const dep = (description: string, amountCents = 50_000): Deposit => ({ date: '2024-03-15', description, amountCents });

describe('employerDepositSignals', () => {
  it.each<[string, string, Deposit[], string[]]>([
    ['the employer named in a deposit', 'Northwind Traders, Inc.', [dep('NORTHWIND TRADERS DIR DEP')], []],
    ['a name cut short by the bank', 'Consolidated Messenger LLC', [dep('CONSO MESSENG PAYROLL')], []],
    ['the net pay deposited under a provider name', 'Northwind Traders', [dep('ADP WAGE PAY', 182_344)], []],
    ['no deposits at all: nothing to compare', 'Northwind Traders', [], []],
    ['no pay on the statement at all', 'Northwind Traders', [dep('ZELLE FROM J SMITH'), dep('MOBILE DEPOSIT')], ['EMPLOYER_NOT_IN_DEPOSITS:LOW']],
    ['regular pay from another payer', 'Northwind Traders', [dep('FABRIKAM PAYROLL'), dep('FABRIKAM PAYROLL')], ['EMPLOYER_NOT_IN_DEPOSITS:MEDIUM']],
  ])('%s', (_, employer, deposits, want) => {
    expect(employerDepositSignals([{ document_id: 'd1', stub: stub(employer) }], deposits).map((s) => `${s.code}:${s.severity}`)).toEqual(want);
  });

  it('keeps only the words that name the company', () => {
    expect(employerWords('The Acme Co., Inc.')).toEqual(['ACME']);
  });
});

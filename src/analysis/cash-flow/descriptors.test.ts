import { describe, expect, it } from 'vitest';
import { cleanDescriptor, nameWords, sourceName } from './descriptors.ts';

describe('sourceName', () => {
  it.each([
    // Dates, ids and ACH codes go; the two ACME pays are one source.
    ['ACME CORP PAYROLL PPD ID: 99887 01/15', 'ACME CORP'],
    ['ACME CORP PAYROLL PPD ID: 99887 01/29', 'ACME CORP'],
    // Bank of America style: the company is before DES:, the employee after INDN:.
    ['ACME CORP DES:PAYROLL ID:123456 INDN:JOHN SMITH CO ID:1234567 PPD', 'ACME CORP'],
    // Chase style: the originator's name.
    ['ORIG CO NAME:GLOBEX LLC ORIG ID:1234567 DESC DATE:250115 CO ENTRY DESCR:PAYROLL SEC:PPD TRACE#:123 EED:250115 IND ID:9 IND NAME:JOHN SMITH', 'GLOBEX LLC'],
    ['Plaid Direct Dep', 'PLAID'],
    ['DIRECT DEPOSIT PLAID INC', 'PLAID INC'],
    ['Uber 072515 SF**POOL**', 'UBER SF POOL'],
    ['SSA TREAS 310 XXSOC SEC 031525', 'SSA TREAS XXSOC SEC'],
    ['Self Payout From Business', 'SELF PAYOUT FROM BUSINESS'],
    ['Café Élan Payroll', 'CAFE ELAN'],
    ['123456', 'UNKNOWN'],
  ])('%s -> %s', (description, name) => expect(sourceName(description)).toBe(name));
});

describe('cleanDescriptor / nameWords', () => {
  it('upper-cases, drops accents, keeps . / * : # & \' -, one space between runs', () => {
    expect(cleanDescriptor('  Zelle   payment\tfrom José  ')).toBe('ZELLE PAYMENT FROM JOSE');
    expect(cleanDescriptor('ONLINE TRANSFER TO SAV ...1234 (conf# 55)')).toBe('ONLINE TRANSFER TO SAV ...1234 CONF# 55');
  });
  it('name words of two letters or more', () => {
    expect(nameWords("Mary-Jane O'Neil")).toEqual(['MARY', 'JANE', 'NEIL']);
    expect(nameWords('J. Smith')).toEqual(['SMITH']);
  });
});

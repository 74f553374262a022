import { describe, expect, it } from 'vitest';
import { borrowerNameWords, categorize, feeReversalKind, lenderOf, type CategorizeContext } from './categorize.ts';
import type { TransactionCategory } from './cash-flow.types.ts';

const ctx: CategorizeContext = {
  ownMasks: new Set(['1234', '2222']),
  borrowerName: borrowerNameWords({ first_name: 'John', last_name: 'Smith' }),
};

describe('categorize: money in', () => {
  it.each<[string, TransactionCategory]>([
    ['ACME CORP PAYROLL PPD ID: 99887 01/15', 'PAYROLL'],
    ['ADP PAYROLL 0412', 'PAYROLL'],
    ['GUSTO PAY 123456', 'PAYROLL'],
    ['INTUIT PAYROLL S 4437', 'PAYROLL'],
    ['Plaid Direct Dep', 'PAYROLL'],
    ['DIRECT DEPOSIT PLAID INC', 'PAYROLL'],
    ['ACME CORP DES:PAYROLL ID:1 INDN:JOHN SMITH CO ID:2 PPD', 'PAYROLL'], // DES: is not a benefits agency
    ['SSA TREAS 310 XXSOC SEC', 'BENEFITS'],
    ['Social Security Administration', 'BENEFITS'],
    ['Unemployment Benefits', 'BENEFITS'],
    ['NYS DOL UI DD', 'BENEFITS'],
    ['DES BENEFIT PAYMENT', 'BENEFITS'],
    ['US TREASURY 310 VACP TREAS', 'BENEFITS'],
    ['IRS TREAS 310 TAX REF', 'REFUND'],
    ['CALPERS RETIREMENT DIR DEP', 'PENSION'],
    ['TIAA ANNUITY PAYMENT', 'PENSION'],
    ['DFAS-CLEVELAND RET NET PAY', 'PENSION'],
    ['Uber Payout', 'GIG'],
    ['DOORDASH INC PAYOUT', 'GIG'],
    ['STRIPE TRANSFER ST-K2J4', 'GIG'],
    ['Self Payout From Business', 'GIG'],
    ['ZELLE FROM MARIA TENANT RENT', 'RENTAL'],
    ['child support', 'SUPPORT'],
    ['United Airlines **** REFUND ****', 'REFUND'],
    ['AMAZON.COM REFUND', 'REFUND'],
    ['NSF FEE REVERSAL', 'FEE_REVERSAL'],
    ['OD FEE REFUND', 'FEE_REVERSAL'],
    ['COURTESY FEE REFUND', 'FEE_REVERSAL'],
    ['OPPLOANS LOAN PROCEEDS', 'LOAN_PROCEEDS'],
    ['POSSIBLE FINANCE DISBURSEMENT', 'LOAN_PROCEEDS'],
    ['INTRST PYMNT', 'INTEREST'],
    ['ZELLE FROM JANE DOE', 'TRANSFER'],
    ['PAYPAL TRANSFER', 'TRANSFER'],
    ['ZELLE FROM JOHN SMITH', 'TRANSFER_OWN'], // the borrower's own name
    ['TRANSFER FROM SAVINGS', 'TRANSFER_OWN'],
    ['ONLINE TRANSFER FROM CHK ...1234', 'TRANSFER_OWN'], // an analysed account's mask
    ['ONLINE TRANSFER FROM CHK ...9876', 'TRANSFER'], // somebody else's account
    ['INTERNET TRANSFER CREDIT', 'TRANSFER'], // paired by amount later, if at all
    ['ATM CASH DEPOSIT', 'CASH_DEPOSIT'],
    ['MOBILE CHECK DEPOSIT', 'OTHER_INFLOW'],
    ['DRAFTKINGS WITHDRAWAL', 'GAMBLING'],
  ])('+ %s -> %s', (description, category) => expect(categorize(description, 10_000, null, ctx)).toBe(category));

  it('the bank connection category is the last resort', () => {
    expect(categorize('ACME WIRELESS 99', 10_000, 'INCOME_WAGES', ctx)).toBe('PAYROLL');
    expect(categorize('ACME WIRELESS 99', 10_000, null, ctx)).toBe('OTHER_INFLOW');
    expect(categorize('ACME CORP PAYROLL', 10_000, 'TRANSFER_IN', ctx)).toBe('PAYROLL');
  });
});

describe('categorize: money out', () => {
  it.each<[string, TransactionCategory]>([
    ['NSF fee', 'NSF_FEE'],
    ['INSUFFICIENT FUNDS FEE', 'NSF_FEE'],
    ['RETURNED ITEM FEE', 'NSF_FEE'],
    ['RETURNED DEPOSIT ITEM', 'OTHER_OUTFLOW'],
    ['Overdraft fee', 'OVERDRAFT_FEE'],
    ['OD ITEM FEE', 'OVERDRAFT_FEE'],
    ['OVERDRAFT PROTECTION TRANSFER TO CHK ...1234', 'TRANSFER_OWN'],
    ['MONTHLY SERVICE FEE', 'BANK_FEE'],
    ['DRAFTKINGS', 'GAMBLING'],
    ['MGM GRAND CASINO', 'GAMBLING'],
    ['Student Loan Repayment', 'LOAN_PAYMENT'],
    ['Mortgage Payment', 'LOAN_PAYMENT'],
    ['OPPLOANS PMT', 'LOAN_PAYMENT'],
    ['QUICKCASH LLC LOAN PMT', 'LOAN_PAYMENT'],
    ['Discover credit card payment', 'CARD_PAYMENT'],
    ['AUTOMATIC PAYMENT - THANK', 'CARD_PAYMENT'],
    ['CREDIT CRD AUTOPAY 29812 000000000098123', 'CARD_PAYMENT'],
    ['ATM WITHDRAWAL 123 MAIN ST', 'CASH'],
    ['ZELLE TO JANE DOE', 'TRANSFER'],
    ['TRANSFER TO SAVINGS', 'TRANSFER_OWN'],
    ['POS PURCHASE KROGER #1234', 'PURCHASE'],
    ['Starbucks', 'OTHER_OUTFLOW'],
  ])('- %s -> %s', (description, category) => expect(categorize(description, -10_000, null, ctx)).toBe(category));

  it('a merchant is a purchase when the bank connection says so', () => {
    expect(categorize('Starbucks', -450, 'FOOD_AND_DRINK_COFFEE', ctx)).toBe('PURCHASE');
  });
});

describe('lenderOf / feeReversalKind', () => {
  it.each([
    ['Student Loan Repayment', { name: 'STUDENT LOAN REPAYMENT', kind: 'STUDENT' }],
    ['ROCKET MORTGAGE PMT', { name: 'ROCKET MORTGAGE', kind: 'MORTGAGE' }],
    ['TOYOTA FINANCIAL SVCS PMT', { name: 'TOYOTA FINANCIAL', kind: 'AUTO' }],
    ['OPPLOANS PMT', { name: 'OPPLOANS', kind: 'CONSUMER' }],
    ['AFFIRM PAYMENT', { name: 'AFFIRM', kind: 'CONSUMER' }],
    ['QUICKCASH LLC LOAN PMT', { name: 'QUICKCASH LLC LOAN', kind: 'CONSUMER' }],
    ['KROGER #12', null],
  ])('%s', (description, lender) => expect(lenderOf(description)).toEqual(lender));

  it.each([
    ['NSF FEE REVERSAL', 'NSF'],
    ['OD FEE REFUND', 'OVERDRAFT'],
    ['OVERDRAFT FEE REFUND', 'OVERDRAFT'],
    ['FEE REVERSAL', 'ANY'],
  ])('%s cancels %s fees', (description, kind) => expect(feeReversalKind(description)).toBe(kind));
});

import { describe, expect, it } from 'vitest';
import { checkPrintedTotals, countedLabel, totalKind } from './summary-totals.ts';

describe('totalKind', () => {
  it.each([
    ['Deposits', 'credits'],
    ['Total Credits (12)', 'credits'],
    ['Deposits and other credits', 'credits'],
    ['Money in', 'credits'],
    ['Withdrawals', 'debits'],
    ['TOTAL WITHDRAWALS (14)', 'debits'],
    ['Withdrawals and other debits', 'debits'],
    ['Interest Paid', 'interest'],
    ['Checks paid', 'checks'],
    ['Service charges', 'fees'],
    ['Beginning Balance', null],
    ['Average daily balance', null],
    ['Deposits and withdrawals', null],
    ['Interest earned year to date', null],
    ['Total interest paid in 2021', null],
    ['Deposits/Additions Colorado account terms and conditions apply', null],
  ])('%s -> %s', (label, kind) => expect(totalKind(label)).toBe(kind));
});

const rows = [
  { amountCents: 250_000, description: 'PAYROLL ACME' },
  { amountCents: 5_000, description: 'REFUND STORE' },
  { amountCents: 123, description: 'INTEREST PAID' },
  { amountCents: -40_000, description: 'CHECK 1001' },
  { amountCents: -12_000, description: 'CARD PURCHASE' },
  { amountCents: -1_500, description: 'MONTHLY SERVICE FEE' },
];

describe('checkPrintedTotals', () => {
  it.each([
    { name: 'deposits with the interest in them', totals: [{ label: 'Deposits and other credits', cents: 255_123 }], problems: 0 },
    { name: 'deposits that leave out the interest printed apart', totals: [{ label: 'Deposits', cents: 255_000 }, { label: 'Interest Paid', cents: 123 }], problems: 0 },
    { name: 'withdrawals with checks and fees apart', totals: [{ label: 'Withdrawals', cents: 12_000 }, { label: 'Checks Paid', cents: 40_000 }, { label: 'Fees', cents: 1_500 }], problems: 0 },
    { name: 'all debits', totals: [{ label: 'Total Debits (3)', cents: 53_500 }], problems: 0 },
    { name: 'a deposits total no reading gives', totals: [{ label: 'Deposits', cents: 255_999 }], problems: 1 },
    { name: 'an interest total unlike the interest rows', totals: [{ label: 'Interest Paid', cents: 200 }], problems: 1 },
    { name: 'labels that are no total of rows', totals: [{ label: 'Average balance', cents: 1 }], problems: 0 },
  ])('$name', ({ totals, problems }) => expect(checkPrintedTotals(totals, rows)).toHaveLength(problems));
});

describe('totals counted by the section they name, and counts printed beside totals', () => {
  const sections = [
    { name: 'DEPOSITS AND ADDITIONS', rows: rows.slice(0, 3) },
    { name: 'ATM & DEBIT CARD WITHDRAWALS', rows: [rows[4]] },
    { name: 'CHECKS PAID', rows: [rows[3]] },
  ];
  it.each([
    { name: 'a summary line naming a section, with its count', totals: [{ label: 'Deposits And Additions 3', cents: 255_123 }], problems: 0 },
    { name: 'the same with "&" for "and"', totals: [{ label: 'ATM & Debit Card Withdrawals 1', cents: 12_000 }], problems: 0 },
    { name: "a section's sum unlike its rows", totals: [{ label: 'ATM & Debit Card Withdrawals 1', cents: 12_100 }], problems: 1 },
    { name: "a section's count unlike its rows", totals: [{ label: 'Checks Paid 2', cents: 40_000 }], problems: 1 },
    { name: 'a section total without a count', totals: [{ label: 'Checks Paid', cents: 40_000 }], problems: 0 },
    { name: 'a debits total over as many rows as printed', totals: [{ label: 'Withdrawals & Debits (3)', cents: 53_500 }], problems: 0 },
    { name: 'a debits total over fewer rows than printed', totals: [{ label: 'Withdrawals & Debits (4)', cents: 53_500 }], problems: 1 },
    { name: 'deposits leaving out the interest, counted without it', totals: [{ label: 'Deposits & Credits (2)', cents: 255_000 }], problems: 0 },
    { name: '"N items" beside a credits total', totals: [{ label: 'Credits 3 items', cents: 255_123 }], problems: 0 },
    // A card section holding a refund, totalled net of it: 12,000 out, 5,000 back.
    { name: 'a section total net of a refund among its rows', totals: [{ label: 'Card activity', cents: 7_000 }], problems: 0, extra: [{ name: 'Card activity', rows: [rows[4], rows[1]] }] },
    { name: 'a section total neither its sum nor its net', totals: [{ label: 'Card activity', cents: 7_500 }], problems: 1, extra: [{ name: 'Card activity', rows: [rows[4], rows[1]] }] },
  ])('$name', ({ totals, problems, extra }: { totals: { label: string; cents: number }[]; problems: number; extra?: typeof sections }) =>
    expect(checkPrintedTotals(totals, rows, [...sections, ...(extra ?? [])])).toHaveLength(problems),
  );

  it.each([
    ['Deposits & Credits (5)', 'Deposits & Credits', 5],
    ['ATM & Debit Card Withdrawals 23', 'ATM & Debit Card Withdrawals', 23],
    ['8 items totaling', 'totaling', 8],
    ['Fees', 'Fees', null],
  ])('countedLabel(%s)', (label, rest, count) => expect(countedLabel(label)).toEqual({ label: rest, count }));
});

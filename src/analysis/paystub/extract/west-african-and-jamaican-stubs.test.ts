// Nigerian, Ghanaian and Jamaican payslips print the currency joined to the figure ("₦356,574.68",
// "J$42,423.43", "GHS 6,137.58", "GH₵ 1,200.00") and call net pay "Net Salary".
import { describe, expect, it } from 'vitest';
import { moneyIn } from './values.ts';
import { isLabel } from './vocabulary.ts';

describe('moneyIn: naira, cedis and Jamaican dollars before the figure', () => {
  it.each([
    { text: '₦356,574.68', want: 35657468 },
    { text: '₦1,243,808.16', want: 124380816 },
    { text: 'NGN 509,801.14', want: 50980114 },
    { text: 'GHS 6,137.58', want: 613758 },
    { text: 'GH₵ 38,362.63', want: 3836263 },
    { text: 'GH¢1,200.00', want: 120000 },
    { text: 'J$42,423.43', want: 4242343 },
    { text: 'JMD 380,356.19', want: 38035619 },
    // Not a figure: the currency alone.
    { text: 'GHS', want: null },
    { text: 'J$', want: null },
  ])('$text', ({ text, want }) => {
    expect(moneyIn(text)).toBe(want);
  });
});

describe('isLabel: net pay as these payslips call it', () => {
  it.each([
    { text: 'NET SALARY', want: true },
    { text: 'Net Salary', want: true },
    { text: 'Take Home Salary', want: true },
    { text: 'NET PAY', want: true },
    { text: 'Basic Salary', want: false },
  ])('$text', ({ text, want }) => {
    expect(isLabel(text, 'net')).toBe(want);
  });
});

import { describe, expect, it } from 'vitest';
import { currencyOfText } from './document-currency.ts';

describe('currencyOfText', () => {
  it.each<[string, string, string | null]>([
    ['a code before the figures', 'NET PAY  UGX 2,103,420\nBasic Salary  2,450,000', 'UGX'],
    ['a code after a label and in a heading', 'NET PAY (TZS)  TZS 2,491,800.00\nCurrent (TZS)', 'TZS'],
    ['a code after the figure', 'Net pay  7,273.13 SCR', 'SCR'],
    ['the euro sign', 'Gross  € 2,804.92\nNet € 2,100.00', 'EUR'],
    ['the pound sign', 'Net Pay £1,850.20', 'GBP'],
    ['the naira sign', 'Net Salary ₦356,574.68', 'NGN'],
    ['Namibian dollars', 'NET PAY  N$ 5,737.41', 'NAD'],
    ['Jamaican dollars', 'Net Pay J$42,423.43', 'JMD'],
    ['Ghanaian cedis by their sign', 'NET SALARY GH₵ 6,137.58', 'GHS'],
    ['New Zealand dollars are not read as Zimbabwean or anything else', 'Net NZ$ 2,000.00', 'NZD'],
    ['Samoan tala are not read as Singapore dollars', 'NET PAY  WS$351.79\nNet pay year to date  WS$4,141.45', 'WST'],
    ['Bermuda dollars by their code', 'NET PAY  2,254.35\nALL AMOUNTS IN BERMUDA DOLLARS (BMD).', 'BMD'],
    ['ringgit before a figure and in a heading', 'Gaji Kasar RM 4,250.00\nBulan Ini (RM)', 'MYR'],
    ['the letters RM inside a word are none', 'PERMANENT STAFF  FIRM 12', null],
    ['a bare dollar sign names no currency', 'Net Pay $1,234.56', null],
    ['rupees of unknown country name none', 'Net Salary Rs. 183,637.17', null],
    ['the code the stub prints most wins', 'Currency LKR\nNet Rs. 183,637.17 LKR\nEmployer EPF paid in USD? no', 'LKR'],
    ['payroll words of three capitals are no currency', 'PAYE  NIS  TIN  EPF  ETF  SSC  YTD', null],
    ['a code inside a longer word is none', 'EURO STAR LTD  USDA grant', null],
  ])('%s', (_, text, want) => {
    expect(currencyOfText(text)).toBe(want);
  });
});

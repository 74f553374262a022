import { describe, expect, it } from 'vitest';
import { matchDate, resolveYear } from './dates.ts';
import { findMoney, parseMoney } from './money.ts';
import { findPeriod } from './period.ts';
import type { TextPattern } from '../../text/accents.ts';
import {
  BROUGHT_FORWARD,
  CARRIED_FORWARD,
  CLOSING_BALANCE,
  OPENING_BALANCE,
  TOTAL_LINE,
  apartHeading,
  classifyHeaderCell,
  classifySection,
  isAccountName,
  matchAccountNumber,
} from './vocabulary.ts';

describe('parseMoney', () => {
  it.each([
    ['1,234.56', 123_456, 0, null],
    ['$1,234.56', 123_456, 0, null],
    ['-$12.00', 1_200, -1, 'minus'],
    ['$-12.00', 1_200, -1, 'minus'],
    ['\u22125.10', 510, -1, 'minus'],
    ['(12.00)', 1_200, -1, 'parens'],
    ['($1,000.00)', 100_000, -1, 'parens'],
    ['12.00-', 1_200, -1, 'trailing-minus'],
    ['12.00CR', 1_200, 1, 'CR'],
    ['7.50DR', 750, -1, 'DR'],
    // An overdrawn balance, as UK banks mark it.
    ['88.32OD', 8_832, -1, 'DR'],
    ['+$100.00', 10_000, 1, 'plus'],
    ['0.07', 7, 0, null],
    ['1234567.89', 123_456_789, 0, null],
  ])('%s', (text, cents, sign, marker) => {
    expect(parseMoney(text)).toEqual({ cents, sign, marker });
  });

  it.each(['1042', '2026', '12/05', '4.00%', '1,23.45', '(12.00', '-(12.00)', '12.5', 'ABC'])('%s is not money', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  // Indian lakh grouping: twos above the thousands. Read in statements; other readers ask for it.
  it.each([
    ['1,30,869.90', 13_086_990, 0, null],
    ['12,34,567.00', 123_456_700, 0, null],
    ['1,14,312.00Cr', 11_431_200, 1, 'CR'],
    ['15,290.10Dr', 1_529_010, -1, 'DR'],
    ['-1,00,000.00', 10_000_000, -1, 'minus'],
  ])('%s in lakhs', (text, cents, sign, marker) => {
    expect(parseMoney(text, { lakhs: true })).toEqual({ cents, sign, marker });
    expect(findMoney([text]).map((m) => [m.cents, m.sign])).toEqual([[cents, sign]]);
  });

  it.each(['1,30,869.90', '12,34,567.00'])('%s is no money unless lakhs are asked for', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it.each(['1,3,869.90', '1,30,86.90', '123,45,678.00', '1,30,869'])('%s is not money in lakhs either', (text) => {
    expect(parseMoney(text, { lakhs: true })).toBeNull();
  });

  // The Swiss grouping: an apostrophe, straight or typographic, between thousands. Read in statements.
  it.each([
    ["10'496.07", 1_049_607, 0, null],
    ["1'234'567.89", 123_456_789, 0, null],
    ['12\u2019844.10', 1_284_410, 0, null],
    ["-2'310.00", 231_000, -1, 'minus'],
    ["100'000.00", 10_000_000, 0, null],
  ])('%s with apostrophes', (text, cents, sign, marker) => {
    expect(parseMoney(text, { apostrophes: true })).toEqual({ cents, sign, marker });
    expect(findMoney(['Saldo', text]).map((m) => [m.from, m.cents, m.sign])).toEqual([[1, cents, sign]]);
  });

  it.each(["10'496.07", "1'234'567.89"])('%s is no money unless apostrophes are asked for', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it.each(["1'23.45", "10'4960.07", "1'234", "'234.56", "1''234.56"])('%s is not money with apostrophes either', (text) => {
    expect(parseMoney(text, { apostrophes: true })).toBeNull();
  });

  it('joins a sign, a dollar sign or CR printed as separate tokens', () => {
    const spans = findMoney(['Refund', '12.00', 'CR', '-', '$5.00', '$', '7.25', '100.00', '-', '$1.00', '88.32', 'OD']);
    expect(spans.map((s) => [s.from, s.to, (s.sign || 1) * s.cents])).toEqual([
      [1, 3, 1_200],
      [3, 5, -500],
      [5, 7, 725],
      [7, 8, 10_000],
      [8, 10, -100],
      [10, 12, -8_832],
    ]);
  });
});

describe('findMoney with a decimal comma', () => {
  it.each<[string, number | null]>([
    ['1.234,56', 123_456],
    ['89,54', 8_954],
    ['159,69-', 15_969],
    // A dot before two digits is never a thousands mark: a decimal point, as a picture's reading gives it.
    ['89.54', 8_954],
    ['3,090.89', 309_089],
    ['144.64', 14_464],
    // A day and a month stay a date; a thousands group alone is no money.
    ['05.01', null],
    ['1.234', null],
  ])('%s', (token, cents) => {
    const spans = findMoney([token], { decimalComma: true });
    expect(spans[0]?.cents ?? null).toBe(cents);
  });
});

describe('findMoney with a decimal point, read from a picture', () => {
  it.each<[string, number | null, number | null]>([
    ['1,234.56', 123_456, 123_456],
    // A comma before two digits at the end is never a thousands mark: a decimal comma the picture gave.
    ['260,92', null, 26_092],
    ['1.450,00', null, 145_000],
    ['20,00-', null, 2_000],
    // A day and a month stay a date; a thousands group alone is no money.
    ['05,01', null, null],
    ['1,234', null, null],
  ])('%s: %s from text, %s from a picture', (token, text, picture) => {
    expect(findMoney([token])[0]?.cents ?? null).toBe(text);
    expect(findMoney([token], { picture: true })[0]?.cents ?? null).toBe(picture);
  });
});

describe('matchDate', () => {
  it.each([
    [['01/05'], { month: 1, day: 5, year: null, tokens: 1 }],
    [['1/5/26'], { month: 1, day: 5, year: 2026, tokens: 1 }],
    [['12/31/2025'], { month: 12, day: 31, year: 2025, tokens: 1 }],
    [['2026-01-05'], { month: 1, day: 5, year: 2026, tokens: 1 }],
    [['Jan', '05'], { month: 1, day: 5, year: null, tokens: 2 }],
    [['January', '5,', '2026'], { month: 1, day: 5, year: 2026, tokens: 3 }],
    [['05', 'Jan'], { month: 1, day: 5, year: null, tokens: 2 }],
    [['5', 'January', '2026'], { month: 1, day: 5, year: 2026, tokens: 3 }],
    [['05-Jan-2026'], { month: 1, day: 5, year: 2026, tokens: 1 }],
    [['Dec.', '28'], { month: 12, day: 28, year: null, tokens: 2 }],
    [['12th', 'Feb'], { month: 2, day: 12, year: null, tokens: 2 }],
    [['1st', 'March', '2025'], { month: 3, day: 1, year: 2025, tokens: 3 }],
    [['05', 'Jun', '25'], { month: 6, day: 5, year: 2025, tokens: 3 }],
    // Year first, as statements in Hong Kong, China and Japan print it.
    [['2026/01/05'], { month: 1, day: 5, year: 2026, tokens: 1 }],
    [['2026/1/5'], { month: 1, day: 5, year: 2026, tokens: 1 }],
    [['2026.03.31'], { month: 3, day: 31, year: 2026, tokens: 1 }],
  ])('%j', (tokens, want) => {
    expect(matchDate(tokens, 0)).toEqual(want);
  });

  it.each([[['13/05']], [['02/30']], [['12.00']], [['January', '2026']], [['1042']], [['May', 'I', 'help']], [['2026/13/05']], [['2026/01-05']], [['0800/12/31']]])('%j is not a date', (tokens) => {
    expect(matchDate(tokens, 0)).toBeNull();
  });

  it('marks a well-formed date no calendar has as impossible when asked, and refuses it otherwise', () => {
    expect(matchDate(['02/29/2023'], 0, false, { impossible: true })).toEqual({ month: 2, day: 29, year: 2023, tokens: 1, impossible: true });
    expect(matchDate(['02/29/2023'], 0)).toBeNull();
    expect(matchDate(['02/29/2024'], 0, false, { impossible: true })).toEqual({ month: 2, day: 29, year: 2024, tokens: 1 });
  });

  it.each([
    [['05.01.2026'], { month: 1, day: 5, year: 2026, tokens: 1 }],
    [['05.01', '2026'], { month: 1, day: 5, year: 2026, tokens: 2 }],
    [['05.01.', '2026'], { month: 1, day: 5, year: 2026, tokens: 2 }],
    [['05.01', '.2026'], { month: 1, day: 5, year: 2026, tokens: 2 }],
  ])('day first, a dotted date whose year may stand apart: %j', (tokens, want) => {
    expect(matchDate(tokens, 0, true)).toEqual(want);
  });

  it.each([[['05.01', '26']], [['12.00', '2026']], [['05.01', 'Card']], [['05.01']]])('day first, %j is not a date', (tokens) => {
    expect(matchDate(tokens, 0, true)).toBeNull();
  });

  it('reads day-first numeric dates when told to', () => {
    expect(matchDate(['25/12'], 0, true)).toEqual({ month: 12, day: 25, year: null, tokens: 1 });
  });
});

describe('resolveYear', () => {
  it.each([
    [12, 28, '2025-12-15', '2026-01-14', 2025],
    [1, 5, '2025-12-15', '2026-01-14', 2026],
    [6, 30, '2026-06-01', '2026-06-30', 2026],
    [12, 31, null, '2026-01-14', 2025],
    [2, 29, '2028-02-01', '2028-02-29', 2028],
  ])('%i/%i in %s..%s is in %i', (month, day, start, end, year) => {
    expect(resolveYear(month, day, start, end)).toBe(year);
  });
});

describe('findPeriod', () => {
  it.each([
    ['Statement Period: December 15, 2025 through January 14, 2026', '2025-12-15', '2026-01-14'],
    ['For the period 12/15/2025 to 01/14/2026', '2025-12-15', '2026-01-14'],
    ['Dec 15 - Jan 14, 2026', '2025-12-15', '2026-01-14'],
    ['Statement dates 2026-03-01 to 2026-03-31', '2026-03-01', '2026-03-31'],
    ['15 December 2025 - 14 January 2026', '2025-12-15', '2026-01-14'],
    ['Statement from 01-Jan-2026 to 31-Jan-2026', '2026-01-01', '2026-01-31'],
    ['Statement Period          2026/01/01 - 2026/01/31', '2026-01-01', '2026-01-31'],
    ['Statement period 2025/12/15 to 2026/1/14', '2025-12-15', '2026-01-14'],
  ])('%s', (text, start, end) => {
    expect(findPeriod(['Page 1 of 3', text])).toEqual({ start, end });
  });

  it.each<[string, string[], boolean, string | null, string | null]>([
    // Day, month and year run together.
    ['run together, on one line', ['Statement period 01MAY26 to 31MAY26'], false, '2026-05-01', '2026-05-31'],
    // Each end on a line of its own, after its label.
    ['From and To on lines of their own', ['SHELLY ANN GOPAUL Account Number 1511355334', 'Statement From 01MAY26', 'Statement To 31MAY26'], false, '2026-05-01', '2026-05-31'],
    ['From Date and To Date', ['From Date: 01/04/2026', 'Branch: Main Street', 'To Date: 30/04/2026'], true, '2026-04-01', '2026-04-30'],
    // A date after "from" in a row's description is no period without its end below.
    ['no end below', ['TRANSFER FROM 01/04/2026 SAVINGS', 'ATM WITHDRAWAL'], true, null, null],
    ['the end too far below', ['Statement From 01MAY26', 'Account Number 1511355334', 'Currency TTD', 'Statement To 31MAY26'], false, null, null],
  ])('%s', (_, lines, dayFirst, start, end) => {
    expect(findPeriod(lines, dayFirst)).toEqual({ start, end });
  });

  it('falls back to the opening and closing balance dates', () => {
    expect(findPeriod(['Opening balance on Dec 15, 2025 $1.00', 'Closing balance on January 14, 2026 $2.00'])).toEqual({ start: '2025-12-15', end: '2026-01-14' });
  });
});

describe('vocabulary', () => {
  it.each([
    ['Date', 'date'],
    ['Posting Date', 'date'],
    ['Description', 'description'],
    ['Transaction Details', 'description'],
    ['Withdrawals', 'debit'],
    ['Money out', 'debit'],
    ['Deposits/ Credits', 'credit'],
    ['Money in', 'credit'],
    ['Amount', 'amount'],
    ['Debits/Credits', 'amount'],
    ['Ending daily balance', 'balance'],
    ['Check No.', 'other'],
    ['Account ending in 4821', null],
    // The value date is a date beside the booking date, not an amount.
    ['Value date', 'date'],
    ['Valuta', 'date'],
    ['Value', 'amount'],
    // Figures beside the movement, never the movement (set aside by the table): charges accrued for later.
    ['Accrued Bank Charges', null],
    // Indian banks' headings.
    ['Value Dt', 'date'],
    ['Val Dt.', 'date'],
    ['Narration', 'description'],
    ['Transaction Remarks', 'description'],
    ['Withdrawal Amt.', 'debit'],
    ['Deposit Amt.', 'credit'],
    ['Ref No./Cheque No.', 'other'],
    ['Chq./Ref.No.', 'other'],
    ['CHQNO', 'other'],
    ['Init. Br', 'other'],
    // A check number and the description in one column is the description.
    ['CHECK NO. / DESCRIPTION', 'description'],
    // German headings (Swiss and German banks).
    ['Datum', 'date'],
    ['Buchungsdatum', 'date'],
    ['Buchungstext', 'description'],
    ['Text', 'description'],
    ['Verwendungszweck', 'description'],
    ['Belastung', 'debit'],
    ['Soll', 'debit'],
    ['Gutschrift', 'credit'],
    ['Haben', 'credit'],
    ['Betrag', 'amount'],
    ['Saldo', 'balance'],
    ['Kontostand', 'balance'],
    ['Valutadatum', 'date'],
    // Two date headings read as one cell: "Value" names the value date, no amount.
    ['Trans. Date Value Date', 'date'],
    ['Posting Date Value Dt.', 'date'],
    ['Wertstellung', 'date'],
    // A row's description, never a heading.
    ['Gutschrift Lohn', null],
    ['Saldovortrag', null],
  ])('header cell %s', (text, type) => {
    expect(classifyHeaderCell(text)).toBe(type);
  });

  it.each([
    ['Ref No./Cheque No.', 'reference'],
    ['Chq./Ref.No.', 'reference'],
    ['Chq / Ref number', 'reference'],
    ['Reference', 'reference'],
    ['UTR No.', 'reference'],
    ['Transaction ID', 'reference'],
    ['Instrument ID', 'reference'],
    ['Sl. No.', 'side'],
    ['Branch Code', 'side'],
    ['Init. Br', 'side'],
    // Cheque numbers alone are the row's check number; a description is no column apart.
    ['Cheque Number', 'cheque'],
    ['Check No.', 'cheque'],
    ['CHQNO', 'cheque'],
    ['CHECK NO. / DESCRIPTION', null],
    ['Description', null],
    ['Value Date', null],
  ])('column apart from the description: %s is %s', (text, kind) => {
    expect(apartHeading(text)).toBe(kind);
  });

  it.each([
    ['DEPOSITS AND ADDITIONS', 'credit'],
    ['Deposits and other credits (continued)', 'credit'],
    ['ATM & DEBIT CARD WITHDRAWALS', 'debit'],
    ['Electronic Withdrawals', 'debit'],
    ['Checks Paid', 'debit'],
    ['Service Fees', 'debit'],
    ['Other Withdrawals, Fees & Charges', 'debit'],
    ['DAILY ENDING BALANCE', 'ignore'],
    ['Daily ledger balances', 'ignore'],
    ['Transaction history', 'neutral'],
    ['Online Transfer to Savings Ref 1234', null],
    ['Deposit', null],
  ])('section %s', (text, kind) => {
    expect(classifySection(text)).toBe(kind);
  });

  it.each([
    ['Premier Checking - Account ending in 4821', '4821'],
    ['Account Number: XXXX-XXXX-4821', '4821'],
    ['Acct # ...4821', '4821'],
    ['Everyday Savings  ****9934', '9934'],
    ['Account number 000123454821', '4821'],
    ['Share Draft 63159127', '9127'],
    // Numbers printed in groups: the last four digits of the whole number.
    ['BSB 061-127 Account number 3445 7198', '7198'],
    ['Everyday Checking • Account number 8889-5905', '5905'],
    ['Chequing account 00421-003-7851843', '1843'],
    ['Chequing 00421-003-7851843', '1843'],
    ['Account ending in 4821 01/15/2026', '4821'],
    // A share's suffix after the member number is part of the account number.
    ['SHARE DRAFT CHECKING ACCOUNT 284410-01', '1001'],
    ['Savings account 55120-9', '1209'],
    // A branch number, then the account's own digits in short groups: the last four digits of them all.
    ['Account number: 04217 503-118-6', '1186'],
    ['Account number 04217 5031186', '1186'],
    ['Account no. 0042 118-6', '1186'],
    // What follows the number is no group of it: a short figure, an amount.
    ['Account ending in 4821 12 items', '4821'],
    ['Account number 12345678 1,234.56', '5678'],
    ['Account number 12345678 123.45', '5678'],
    // Blocks of four digits with a shorter last block where the text ends, as an IBAN prints them:
    // the mask spans the space before it.
    ['Account Number 0127 0100 4782 61', '8261'],
    ['Account No. 0127 0100 4782 61 ', '8261'],
    ['Account No. 8240 1328 5305', '5305'],
    ['Account number 1234 5678 9', '6789'],
    // ...after groups of other lengths too, where the text ends ("Numéro de compte", French)...
    ['Account number 04217 503118 61', '1861'],
    ['Numéro de compte 9865 769478 62', '7862'],
    ['N° de compte 12345 6789', '6789'],
    // ...but not where words follow it, nor a check key after an account field of eleven (a French
    // RIB's or a Portuguese NIB's key).
    ['Account ending in 4821 4822 12 items', '4822'],
    ['Compte n° 30047 14582 00051234807 23', '4807'],
    ['Account No. 0002 0123 12345678901 54', '8901'],
  ])('account number in %s', (text, mask) => {
    expect(matchAccountNumber(text)?.mask).toBe(mask);
  });

  it.each([
    ['Konto-Nr. 8237 7274 8718', '8718'],
    ['Kontonummer: 0123-456789-01', '8901'],
    ['Kto.-Nr. 12345678', '5678'],
  ])('German account number in %s', (text, mask) => {
    expect(matchAccountNumber(text)?.mask).toBe(mask);
  });

  it.each(['Account Summary', 'Kontoführungsgebühr 15.00', 'Kontoübertrag auf Sparkonto', 'Transfer to savings 1234', 'Total 4821.00', 'Transfer to Savings 12345678', 'Statement 20260401', 'Savings 2026-01-31'])('no account number in %s', (text) => {
    expect(matchAccountNumber(text)).toBeNull();
  });

  it.each<[string, TextPattern | null]>([
    ['Saldovortrag', OPENING_BALANCE],
    ['Anfangssaldo', OPENING_BALANCE],
    ['Alter Saldo', OPENING_BALANCE],
    ['Schlusssaldo per 31.03.2026', CLOSING_BALANCE],
    ['Neuer Saldo', CLOSING_BALANCE],
    ['Übertrag', BROUGHT_FORWARD],
    ['B/F BALANCE', BROUGHT_FORWARD],
    ['C/F BALANCE', CARRIED_FORWARD],
    ['Umsatztotal', TOTAL_LINE],
    ['Summe Umsätze', TOTAL_LINE],
    // Rows, not balances or totals.
    ['Kontoübertrag auf Sparkonto', null],
    ['Saldoausgleich Kreditkarte', null],
  ])('balance or total line %s', (text, want) => {
    const all = [OPENING_BALANCE, CLOSING_BALANCE, BROUGHT_FORWARD, CARRIED_FORWARD, TOTAL_LINE];
    expect(all.filter((re) => re.test(text))).toEqual(want ? [want] : []);
  });

  it.each([
    ['Premier Checking', true],
    ['Share Draft Checking', true],
    ['ADVANTAGE CHECKING', true],
    ['Activity summary', false],
    ['1234 ELM ST APT 5', false],
    ['Account Summary', false],
    // The customer, not the account.
    ['Account Holder: Rohit Vasant Gokhale', false],
  ])('account name %s: %s', (text, ok) => {
    expect(isAccountName(text)).toBe(ok);
  });
});

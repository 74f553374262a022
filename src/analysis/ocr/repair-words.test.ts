import { describe, expect, it } from 'vitest';
import { joinBrokenWords, repairPillarNumerals, repairRateMarks, restoreAccents } from './repair-words.ts';
import { isMonthNameDate, repairDateYears, repairMonthName, repairMonthNames, repairNamibianDollar, repairRangeTo, repairDate, repairDollarPrefix, repairLostGroupPoint, repairJamaicanDollar, repairNairaSign, stripTrailingComma, repairRangeYear, repairSchemeLetters, repairShortYearDate, repairTierNumerals, repairMalteseArticle, repairYearFirstDates, snapToDocumentWord, snapToShortDocumentWord, repairThousands, repairWord, stripStrayQuote } from './repair-words.ts';

describe('dates whose slashes the recogniser lost', () => {
  it.each([
    ['both slashes lost', '01192026', '01/19/2026'],
    ['one slash lost', '01/192026', '01/19/2026'],
    ['a slash read as 7', '017232026', '01/23/2026'],
    ['the second slash read as 7', '012672026', '01/26/2026'],
    ['a slash read as 1 and one lost', '021142026', '02/14/2026'],
    ['day first', '31012026', '31/01/2026'],
  ])('%s: %s → %s', (_, text, want) => expect(repairDate(text)).toBe(want));

  it.each([
    ['a printed date', '01/19/2026'],
    ['a routing number', '123006800'],
    ['a ZIP+4', '606521107'],
    ['an account number', '82769198181'],
    ['neither part a month', '31312026'],
    ['no plausible year', '01193026'],
    ['two readings: 01/17 or 01/11', '011172026'],
    ['letters', '01a92026'],
  ])('leaves %s alone (%s)', (_, text) => expect(repairDate(text)).toBeNull());
});

describe('two-digit-year dates with one slash lost', () => {
  it.each([
    ['the second slash lost', '03/0626', '03/06/26'],
    ['the first slash lost', '0306/26', '03/06/26'],
    ['day first', '28/0226', '28/02/26'],
  ])('%s: %s → %s', (_, text, want) => expect(repairShortYearDate(text)).toBe(want));

  it.each([
    ['six bare digits', '030626'],
    ['a printed date', '03/06/26'],
    ['neither part a month', '31/3126'],
    ['a zero day', '00/0626'],
    ['a four-digit year', '03/062026'],
  ])('leaves %s alone (%s)', (_, text) => expect(repairShortYearDate(text)).toBeNull());
});

describe('other repairs', () => {
  it.each([
    ['1.157.49', '1,157.49'],
    ['2.10.484.00', '2,10,484.00'],
    ['28.43.120.00', '28,43,120.00'],
    ['-2.626.99', '-2,626.99'],
    ['(1.000.00)', '(1,000.00)'],
    ['12.345.678.90', '12,345,678.90'],
  ])('thousands points: %s → %s', (text, want) => expect(repairThousands(text)).toBe(want));

  it.each(['1,157.49', '1.234,56', '157.49', '1.15.49', '2.10.48.00', '123.45.678.00'])('leaves %s alone', (text) => expect(repairThousands(text)).toBeNull());

  it.each([
    ['CO’', 'CO'],
    ['insurance’', 'insurance'],
    ['401(k)`', '401(k)'],
  ])('a stray quote: %s → %s', (text, want) => expect(stripStrayQuote(text)).toBe(want));

  it.each(['O’Brien', 'A’', '’'])('keeps %s', (text) => expect(stripStrayQuote(text)).toBeNull());

  it.each([
    ['017232026', '01/23/2026'],
    ['1.157.49', '1,157.49'],
    ['CO’', 'CO'],
    ['Gross', 'Gross'],
    ['Bivd', 'Blvd'],
    ['Jumiah', 'Jumlah'],
    ['Secunty', 'Security'],
    ['Suppon', 'Support'],
    ['Heaith', 'Health'],
    ['PERKESOQ', 'PERKESO'],
    ['Kakatangan', 'Kakitangan'],
    ['4,.2026', '4, 2026'],
    ['14,.', '14,'],
    ['4,2026', '4,2026'],
    ['1,234.56', '1,234.56'],
    ['BIVD.', 'BLVD.'],
    ['bivd', 'blvd'],
    ['Qross', 'Gross'],
    ['QROSS', 'GROSS'],
    ['thla', 'this'],
    ['Eamings', 'Earnings'],
    ['EAMINGS', 'EARNINGS'],
    ['eamed', 'earned'],
    ['Eamers', 'Earners'],
    ['Sodety', 'Society'],
    ['Saff', 'Staff'],
    ['SAFF', 'STAFF'],
    ['Staff', 'Staff'],
    ['Staft', 'Staff'],
    ['STAFT', 'STAFF'],
    ['03/0626', '03/06/26'],
  ])('repairWord(%s) = %s', (text, want) => expect(repairWord(text)).toBe(want));
});

describe('long document words misread by a letter or two', () => {
  it.each([
    ['Wahholding', 'Withholding'],
    ['WAHHOLDING', 'WITHHOLDING'],
    ['Medlcare', 'Medicare'],
    ['Securlty', 'Security'],
    ['Superannuatlon:', 'Superannuation:'],
    ['Deductlons', 'Deductions'],
    ['Insurence', 'Insurance'],
    ['Weltare', 'Welfare'],
    ['Perlodo:', 'Periodo:'],
    ['taxabie', 'taxable'],
  ])('%s → %s', (text, want) => expect(snapToDocumentWord(text)).toBe(want));

  it.each([
    ['a word of the list', 'Medicare'],
    ['the plural of one', 'Deductions'],
    ['a short word', 'Socal'],
    ['one letter from two words of the list', 'Employex'],
    ['three letters off', 'Wahhoiding'],
    ['another word', 'Holiday'],
    ['a name', 'Hetherington'],
    ['a Spanish word one letter from an English one', 'Nacional'],
    ['an English plural one letter from a Spanish word', 'Periods'],
    ['digits', '12345678'],
  ])('leaves %s alone (%s)', (_, text) => expect(snapToDocumentWord(text)).toBeNull());
});

describe('a Singapore dollar sign misread', () => {
  it.each([
    ['$$7,023.17', 'S$7,023.17'],
    ['5$10,754.44', 'S$10,754.44'],
    ['($$120.00)', '(S$120.00)'],
  ])('%s → %s', (text, want) => expect(repairDollarPrefix(text)).toBe(want));

  it.each([['S$7,023.17'], ['$7,023.17'], ['$$'], ['55$'], ['$$12']])('leaves %s alone', (text) => expect(repairDollarPrefix(text)).toBeNull());
});

describe('six-letter labels misread by a letter', () => {
  it.each([
    ['Petiod', 'Period'],
    ['PERIOO', 'PERIOD'],
    ['perlod:', 'period:'],
  ])('%s → %s', (text, want) => expect(snapToShortDocumentWord(text)).toBe(want));

  it.each([
    ['the word itself', 'Period'],
    ['a letter lost', 'Perod'],
    ['two letters changed', 'Pxtiod'],
    ['another word', 'Salary'],
  ])('leaves %s alone (%s)', (_, text) => expect(snapToShortDocumentWord(text)).toBeNull());
});

describe('roman tiers misread', () => {
  const texts = (t: string) => t.split(' ').map((text) => ({ text }));
  it.each([
    ['a page whose tiers read with letters', 'NSSF (Tier 1) 480.00 NSSF (Tier ll) 3,840.00', 'NSSF (Tier I) 480.00 NSSF (Tier II) 3,840.00'],
    ['"if" and "it" for II', 'NSSF (tier 1) NSSF (tier if) NSSF (tier it)', 'NSSF (tier I) NSSF (tier II) NSSF (tier II)'],
    ['a tier without parentheses', 'Tier l', 'Tier I'],
    ['tiers read only as digits are left alone', 'Tier 1 rate Tier 2 rate (Tier 1)', 'Tier 1 rate Tier 2 rate (Tier 1)'],
    ['a numeral after another word is left alone', 'Level 1 Part ll', 'Level 1 Part ll'],
    ['a longer word after Tier is left alone', 'Tier ll Tier 12', 'Tier II Tier 12'],
  ])('%s', (_, text, want) => expect(repairTierNumerals(texts(text)).map((w) => w.text).join(' ')).toBe(want));
});

describe('roman tiers told apart by their width', () => {
  const boxed = (t: string, widths: Record<number, number>) => t.split(' ').map((text, i) => ({ text, x0: 100 * i, x1: 100 * i + (widths[i] ?? 60) }));
  it.each([
    ['"B)" for II', 'NSSF (Tier I) NSSF (Tier B)', {}, 'NSSF (Tier I) NSSF (Tier II)'],
    ['a numeral read as one stroke but wide as two', 'NSSF (Tier 1) NSSF (Tier I)', { 2: 21, 5: 35 }, 'NSSF (Tier I) NSSF (Tier II)'],
    ['numerals of one width stay one stroke', 'NSSF (Tier 1) NSSF (Tier I)', { 2: 21, 5: 24 }, 'NSSF (Tier I) NSSF (Tier I)'],
    ['a lone tier has nothing to be measured against', 'NSSF (Tier I)', { 2: 35 }, 'NSSF (Tier I)'],
  ])('%s', (_, text, widths, want) => expect(repairTierNumerals(boxed(text, widths)).map((w) => w.text).join(' ')).toBe(want));
});

describe('year-first dates whose year a picture misread', () => {
  const texts = (t: string) => t.split(' ').map((text) => ({ text }));
  it.each([
    ['the century read as a letter, a digit off, lost', 'SALARY SLIP JANUARY 2026 2126.01.01 to A26.01.31 26.01.30', 'SALARY SLIP JANUARY 2026 2026.01.01 to 2026.01.31 2026.01.30'],
    ['letters inside the year', 'MARCH 2026 2026.03.01 2AR6G.03.31', 'MARCH 2026 2026.03.01 2026.03.31'],
    ['a year one off is a year of its own', 'JANUARY 2026 2026.01.31 2025.12.01', 'JANUARY 2026 2026.01.31 2025.12.01'],
    ['a page writing its dates day first is left alone', '2026 26.01.30 15.01.2026', '2026 26.01.30 15.01.2026'],
    ['a two-digit date whose last part is the year too', 'JANUARY 2026 2026.01.31 26.01.26', 'JANUARY 2026 2026.01.31 26.01.26'],
    ['two years as many times: no page year', '2025 2025.12.31 2026 2026.01.31 A26.01.30', '2025 2025.12.31 2026 2026.01.31 A26.01.30'],
  ])('%s', (_, text, want) => expect(repairYearFirstDates(texts(text)).map((w) => w.text).join(' ')).toBe(want));
});

describe('a Maltese article read without its l', () => {
  it.each([
    ['i-Mithna,', 'il-Mithna,'],
    ['i-Imdina', 'l-Imdina'],
    ['I-MITHNA', 'IL-MITHNA'],
    ['il-Wied', null],
    ['is-Sliema', null],
    ['i-x', null],
  ])('%s → %s', (text, want) => expect(repairMalteseArticle(text)).toBe(want));
});

describe('a period whose first year reads later than its last', () => {
  it.each([
    ['over a year end', '12 December 2028 to 11 January 2026', '12 December 2025 to 11 January 2026'],
    ['within one year', '1 March 2029 to 31 March 2026', '1 March 2026 to 31 March 2026'],
    ['month first, with a dash', 'December 12, 2028 - January 11, 2026', 'December 12, 2025 - January 11, 2026'],
    ['short month names', '5 Jan 2027 - 4 Feb 2026', '5 Jan 2026 - 4 Feb 2026'],
    ['words before the period', 'Statement period 1 May 2029 to 31 May 2026', 'Statement period 1 May 2026 to 31 May 2026'],
    ['a period read right', '12 December 2025 to 11 January 2026', null],
    ['the last year read two later', '19 December 2025 to 18 January 2028', '19 December 2025 to 18 January 2026'],
    ['the last year of a one-year period read later', '1 March 2026 to 31 March 2029', '1 March 2026 to 31 March 2026'],
    ['a last year more than one digit off', '19 December 2025 to 18 January 2031', null],
    ['a period over one year end, read right', '1 December 2025 to 28 February 2026', null],
    ['a first year more than one digit off', '12 December 2031 to 11 January 2026', null],
    ['no month names', '12/12/2028 to 01/11/2026', null],
    ['one date', '12 December 2028', null],
  ])('%s', (_, text, want) => {
    expect(repairRangeYear(text)).toBe(want);
  });
});

describe('statutory schemes named by their letters in parentheses', () => {
  it.each([
    ['(SOCSO0)', '(SOCSO)'],
    ['(SOCSQ)', '(SOCSO)'],
    ['(socs0)', '(SOCSO)'],
    ['(E15)', '(EIS)'],
    ['(EPF).', '(EPF).'],
    ['(KW5P)', '(KWSP)'],
  ])('%s reads %s', (text, want) => {
    expect(repairWord(text)).toBe(want);
  });

  it.each(['(SOCSO)', '(EIS)', '(401K)', '(ABC)', '(CPP)', '(EP)', 'SOCSO0', '(RM)'])('leaves %s alone', (text) => {
    expect(repairSchemeLetters(text)).toBeNull();
  });
});

describe('Jamaican dollar and naira signs misread', () => {
  it.each([
    ['1$88,097.30', 'J$88,097.30'],
    ['l$120,223.96', 'J$120,223.96'],
    ['(1$50.00)', '(J$50.00)'],
    [')$894,747.40', 'J$894,747.40'],
  ])('%s → %s', (text, want) => expect(repairJamaicanDollar(text)).toBe(want));
  it.each([['J$88,097.30'], ['1$'], ['11$88.00'], ['1$88']])('leaves %s alone', (text) => expect(repairJamaicanDollar(text)).toBeNull());

  it.each([
    ['N356,574.68', '₦356,574.68'],
    ['¥6,192,540.46', '6,192,540.46'],
    ['§1,243,808.16', '1,243,808.16'],
  ])('%s → %s', (text, want) => expect(repairNairaSign(text)).toBe(want));
  it.each([['N12'], ['NO.1,234.00'], ['N1234.00'], ['₦356,574.68']])('leaves %s alone', (text) => expect(repairNairaSign(text)).toBeNull());
});

describe('a speck after a figure', () => {
  it.each([
    ['3,599.94,', '3,599.94'],
    ['1,234.56.', '1,234.56'],
    ['(12.00),', '(12.00)'],
  ])('%s → %s', (text, want) => expect(stripTrailingComma(text)).toBe(want));
  it.each([['Smith,'], ['12,'], ['4,.'], ['2026,'], ['1,234.56']])('leaves %s alone', (text) => expect(stripTrailingComma(text)).toBeNull());
});

describe('thousands separators partly read as points', () => {
  it.each([
    ['8,783.613.64', '8,783,613.64'],
    ['1.234,567.89', '1,234,567.89'],
  ])('%s → %s', (text, want) => expect(repairThousands(text)).toBe(want));
  it.each([['1,234.56'], ['1.234,56'], ['12.345.678']])('leaves %s alone', (text) => expect(repairThousands(text)).toBeNull());
});

describe('a decimal point lost in the last group of thousands', () => {
  it.each([
    ['1,281,15237', '1,281,152.37'],
    ['$4,50000', '$4,500.00'],
    ['12,34567', '12,345.67'],
    ['G$4,42029', 'G$4,420.29'],
    ['SI$1,52656', 'SI$1,526.56'],
  ])('%s → %s', (text, want) => expect(repairLostGroupPoint(text)).toBe(want));
  it.each([['1,281,152.37'], ['128115237'], ['1,2815'], ['GYDS$4,42029']])('leaves %s alone', (text) => expect(repairLostGroupPoint(text)).toBeNull());
});

describe('dates whose month’s name was read a character wrong', () => {
  it.each([
    ['f read as 1', '27/1eb/2026', '27/feb/2026'],
    ['in capitals, dashes, O read as 0', '31-0CT-2026', '31-OCT-2026'],
    ['capitalised, t read as 1', '15/Oc1/2026', '15/Oct/2026'],
    ['a Spanish month', '15/ehe/2026', '15/ene/2026'],
  ])('%s: %s → %s', (_, text, want) => expect(repairMonthName(text)).toBe(want));

  it.each([
    ['a month read right', '15/mar/2026'],
    ['two months a character away (mar, may)', '15/mae/2026'],
    ['two characters off', '15/xyz/2026'],
    ['digits mostly', '15/1e1/2026'],
    ['no day', '45/1eb/2026'],
    ['separators that differ', '27/1eb-2026'],
    ['not a date', 'Feb'],
  ])('leaves %s alone (%s)', (_, text) => expect(repairMonthName(text)).toBeNull());

  it('takes between two months the one the page’s other dates print', () => {
    expect(repairMonthName('15/mae/2026', ['mar'])).toBe('15/mar/2026');
    const words = ['01/mar/2026', 'al', '15/mae/2026', '13/mae/2026'].map((text) => ({ text }));
    expect(repairMonthNames(words).map((w) => w.text)).toEqual(['01/mar/2026', 'al', '15/mar/2026', '13/mar/2026']);
    expect(repairMonthNames([{ text: '15/mae/2026' }]).map((w) => w.text)).toEqual(['15/mae/2026']);
  });

  it.each([
    ['15/mar/2026', true],
    ['31-Mar-2026', true],
    ['01/ago/2026', true],
    ['15/mae/2026', false],
    ['32/mar/2026', false],
    ['15/mar/26', false],
  ])('%s is a whole date with its month’s name: %s', (text, want) => expect(isMonthNameDate(text)).toBe(want));
});

describe('a date’s year misread against the page’s other dates', () => {
  const dated = (spec: Array<[string, number]>) => spec.map(([text, confidence]) => ({ text, confidence }));
  it.each([
    ['a pay date two years on', [['01-Apr-2026', 0.9], ['30-Apr-2026', 0.9], ['30-Apr-2028', 0.9]], ['01-Apr-2026', '30-Apr-2026', '30-Apr-2026']],
    ['a numeric date', [['05/03/2026', 0.9], ['05/16/2026', 0.9], ['05/22/2029', 0.8]], ['05/03/2026', '05/16/2026', '05/22/2026']],
    ['two dates read unsurely outvoted by one read surely: nothing later to put right', [['01/mar/2024', 0.29], ['15/mar/2026', 0.6], ['13/mar/2024', 0.27]], ['01/mar/2024', '15/mar/2026', '13/mar/2024']],
    ['an earlier year (a hire date) is left as read', [['01/03/2024', 0.9], ['05/16/2026', 0.9], ['05/22/2026', 0.9]], ['01/03/2024', '05/16/2026', '05/22/2026']],
    ['a year more than a digit away is left as read', [['05/03/2026', 0.9], ['05/16/2026', 0.9], ['05/22/2031', 0.9]], ['05/03/2026', '05/16/2026', '05/22/2031']],
    ['one date of each year decides nothing', [['05/16/2026', 0.9], ['05/22/2028', 0.9]], ['05/16/2026', '05/22/2028']],
    ['a year alone is no date', [['2026', 0.9], ['2026', 0.9], ['2028', 0.9]], ['2026', '2026', '2028']],
  ])('%s', (_, spec, want) => expect(repairDateYears(dated(spec as Array<[string, number]>)).map((w) => w.text)).toEqual(want));
});

describe('a period’s “to” misread between its dates', () => {
  it.each([
    ['"10"', ['01-Apr-2026', '10', '30-Apr-2026'], ['01-Apr-2026', 'to', '30-Apr-2026']],
    ['"0"', ['01-Jan-2026', '0', '31-Jan-2026'], ['01-Jan-2026', 'to', '31-Jan-2026']],
    ['numeric dates', ['05/03/2026', 't0', '05/16/2026'], ['05/03/2026', 'to', '05/16/2026']],
    ['a number after one date only is left alone', ['Hours', '10', '30-Apr-2026'], ['Hours', '10', '30-Apr-2026']],
    ['another word is left alone', ['01-Apr-2026', 'al', '30-Apr-2026'], ['01-Apr-2026', 'al', '30-Apr-2026']],
  ])('%s', (_, texts, want) => expect(repairRangeTo(texts.map((text) => ({ text, line: 1 }))).map((w) => w.text)).toEqual(want));

  it('joins no dates of different lines', () => {
    const words = [{ text: '01-Apr-2026', line: 1 }, { text: '10', line: 2 }, { text: '30-Apr-2026', line: 2 }];
    expect(repairRangeTo(words).map((w) => w.text)).toEqual(['01-Apr-2026', '10', '30-Apr-2026']);
  });
});

describe('a Namibian dollar sign read "NS" before a figure', () => {
  /** Words of one line from left to right, each 40 pixels wide with 10 between. */
  const row = (texts: string[], line = 1) => texts.map((text, i) => ({ text, line, x0: 50 * i, x1: 50 * i + 40, rowHeight: 20 }));
  it.each([
    ['before the net pay', ['NET', 'PAY', 'NS', '5,737.41'], ['NET', 'PAY', 'N$', '5,737.41']],
    ['before a year-to-date figure', ['NS', '116,758.40'], ['N$', '116,758.40']],
    ['a word after it', ['NS', 'Holdings'], ['NS', 'Holdings']],
    ['a number that is no money', ['NS', '2026'], ['NS', '2026']],
    ['another word before a figure', ['NSS', '5,737.41'], ['NSS', '5,737.41']],
  ])('%s', (_, texts, want) => expect(repairNamibianDollar(row(texts)).map((w) => w.text)).toEqual(want));

  it('takes no figure of another line', () => {
    const words = [...row(['NS']), ...row(['x', '5,737.41'], 2)];
    expect(repairNamibianDollar(words).map((w) => w.text)).toEqual(['NS', 'x', '5,737.41']);
  });

  it.each([
    ['NS5,737.41', 'N$5,737.41'],
    ['NS', 'NS'],
  ])('stuck to its figure: %s', (text, want) => expect(repairWord(text)).toBe(want));
});

describe('Maltese "Triq" and an address label misread', () => {
  it.each([
    ['Trig', 'Triq'],
    ['Tnq', 'Triq'],
    ['ADORESS', 'ADDRESS'],
    ['Adresse', 'Adresse'],
    ['Address', 'Address'],
    ['Trigger', 'Trigger'],
  ])('%s', (text, want) => expect(repairWord(text)).toBe(want));
});

describe('Latvian and Croatian words read without their accents', () => {
  // A Latvian page: IETURĒTS, nodoklis, biedra, nauda read with no letter wrong make it one.
  const latvian = ['IETURETS', 'nodoklis', 'Arodbiedribas', 'biedra', 'nauda'];
  // A Croatian one: Doprinos, mirovinsko, osiguranje, Porez, dohodak.
  const croatian = ['Doprinos', 'mirovinsko', 'osiguranje', 'Porez', 'dohodak'];
  const texts = (words: readonly { text: string }[]) => words.map((w) => w.text);

  it.each([
    ['accents dropped', 'néméja', 'ņēmēja'],
    ['a long letter read as a digit', 'Kop3', 'Kopā'],
    ['a long letter read as a d', 'Kopd', 'Kopā'],
    ['two letters wrong in a long word, in the case read', 'lzmaksitais', 'izmaksātais'],
    ['a letter wrong and the accents lost', 'aprékinits', 'aprēķināts'],
    ['in capitals', 'IZMAKSAJAMA', 'IZMAKSĀJAMĀ'],
    ['closing punctuation kept', 'tzmaksas', 'izmaksas'],
    ['the page’s own words put back as printed', 'Arodbiedribas', 'Arodbiedrības'],
  ])('on a Latvian page, %s: %s → %s', (_, read, want) => {
    expect(texts(restoreAccents([...latvian, read].map((text) => ({ text }))).words).at(-1)).toBe(want);
  });

  it.each([
    ['a c with a hook read as a cent sign', '¢lanarina', 'članarina'],
    ['accents dropped', 'Stednja', 'Štednja'],
    ['"za" with its z read as a 2, between words', 'Doprinos 2a mirovinsko', 'Doprinos za mirovinsko'],
    ['a surname’s ć read as a cent sign', 'Ana Babi¢', 'Ana Babić'],
    ['a surname’s ć read as é', 'Ivan Marié', 'Ivan Marić'],
  ])('on a Croatian page, %s: %s → %s', (_, read, want) => {
    const words = [...croatian, ...read.split(' ')].map((text) => ({ text }));
    expect(texts(restoreAccents(words).words).slice(croatian.length).join(' ')).toBe(want);
  });

  it.each([
    ['a short word with a letter wrong where it prints no accent', 'Kupa'],
    ['a word two letters from one under nine letters', 'nomejo'],
    ['a word of another language', 'Gross'],
    ['a number', '2026'],
  ])('on a Latvian page leaves alone %s (%s)', (_, read) => {
    expect(texts(restoreAccents([...latvian, read].map((text) => ({ text }))).words).at(-1)).toBe(read);
  });

  it('touches no word of a page with too few words of the language', () => {
    const words = ['Net', 'Pay', 'nodoklis', 'Kop3', 'aprékinits', '2a'].map((text) => ({ text }));
    const { words: out, restored } = restoreAccents(words);
    expect(texts(out)).toEqual(['Net', 'Pay', 'nodoklis', 'Kop3', 'aprékinits', '2a']);
    expect(restored.size).toBe(0);
  });

  it('tells which words it put back or confirmed, to keep them however unsure', () => {
    const { words, restored } = restoreAccents([...latvian, 'tzmaksas', 'datums:'].map((text) => ({ text })));
    expect(words.filter((w) => restored.has(w)).map((w) => w.text)).toEqual(['IETURĒTS', 'nodoklis', 'Arodbiedrības', 'biedra', 'nauda', 'izmaksas', 'datums:']);
  });
});

describe('rates with decimals on a page of decimal commas', () => {
  it.each([
    ['a point where the page prints commas', ['174,82', '1 480,00', '10.5%', '351.41'], ['174,82', '1 480,00', '10,5%', '351.41']],
    ['in brackets', ['174,82', '480,00', '(16.5%)'], ['174,82', '480,00', '(16,5%)']],
    ['a page of decimal points left alone', ['174.82', '1,480.00', '10.5%'], ['174.82', '1,480.00', '10.5%']],
    ['as many points as commas left alone', ['174,82', '480.00', '10.5%'], ['174,82', '480.00', '10.5%']],
    ['a figure with cents is no rate', ['174,82', '480,00', '10.50'], ['174,82', '480,00', '10.50']],
  ])('%s', (_, read, want) => {
    expect(repairRateMarks(read.map((text) => ({ text }))).map((w) => w.text)).toEqual(want);
  });
});

describe('Croatian pension pillars whose numeral a picture misread', () => {
  it.each([
    ['a bar and a point', ['osiguranje', '|.', 'stup', '15%'], 'osiguranje I. stup 15%'],
    ['an l', ['osiguranje', 'l.', 'stup'], 'osiguranje I. stup'],
    ['two strokes as il', ['osiguranje', 'il.', 'stup', '5%'], 'osiguranje II. stup 5%'],
    ['two strokes as digits, the point lost', ['osiguranje', '11', 'stup'], 'osiguranje II. stup'],
    ['a numeral read right', ['osiguranje', 'II.', 'stup'], 'osiguranje II. stup'],
    ['no pillar after it', ['osiguranje', '11', '5%'], 'osiguranje 11 5%'],
    ['a number of three digits', ['Ulica', '111', 'stup'], 'Ulica 111 stup'],
  ])('%s', (_, read, want) => {
    expect(repairPillarNumerals(read.map((text) => ({ text }))).words.map((w) => w.text).join(' ')).toBe(want);
  });
});

describe('a long document word broken in two', () => {
  // Pieces of one line, each 30 px high, `gap` px apart.
  const pieces = (a: string, b: string, gap: number, line2 = 1) => [
    { text: a, line: 1, x0: 100, x1: 100 + 20 * a.length, y0: 970, y1: 1000, rowHeight: 20 },
    { text: b, line: line2, x0: 100 + 20 * a.length + gap, x1: 100 + 20 * (a.length + b.length) + gap, y0: 970, y1: 1000, rowHeight: 20 },
  ];
  it.each([
    ['letters lost between the pieces', 'DE', 'JCTIONS', 38, ['DEDUCTIONS']],
    ['split with none lost', 'Over', 'time', 10, ['Overtime']],
    ['too far apart', 'DE', 'JCTIONS', 90, ['DE', 'JCTIONS']],
    ['on two lines', 'DE', 'JCTIONS', 38, ['DE', 'JCTIONS'], 2],
    ['a document word already', 'E', 'EARNINGS', 10, ['E', 'EARNINGS']],
    ['two words that make none', 'Net', 'Pay', 10, ['Net', 'Pay']],
  ])('%s: %s + %s', (_, a, b, gap, want, line2 = 1) => {
    expect(joinBrokenWords(pieces(a as string, b as string, gap as number, line2 as number)).map((w) => w.text)).toEqual(want);
  });
});

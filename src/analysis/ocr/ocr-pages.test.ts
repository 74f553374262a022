import { describe, expect, it } from 'vitest';
import { pageLines } from '../statements/pdf/rows.ts';
import type { OcrWord } from './ocr-engine.ts';
import { dropLoneMarks, joinSplitFigures, phrases, restoreLostDecimals, wordsToPage } from './ocr-pages.ts';

// A 2550 x 3300 px picture (300 dpi letter) becomes a 612 x 792 pt page: 0.24 pt a pixel.
const image = { width: 2550, height: 3300, sharpness: 300, skew: 0 };
const word = (text: string, x0: number, x1: number, baseline: number, confidence = 0.95, line = Math.round(baseline / 100)): OcrWord => ({ text, x0, x1, y0: baseline - 30, y1: baseline + 8, baseline, rowHeight: 42, confidence, line });

describe('recognised words as positioned text', () => {
  it('maps pixels to points, the baseline to y, the row height to the size, and keeps the confidence', () => {
    const { page } = wordsToPage([word('Gross', 100, 250, 1000, 0.96)], image, { number: 1 });
    expect(page).toMatchObject({ number: 1, width: 612, height: 792 });
    expect(page.items).toEqual([{ str: 'Gross', x: 24, y: 240, width: 36, size: expect.closeTo(42 * 1.18 * 0.24, 6), font: 'ocr', confidence: 0.96 }]);
  });

  it('boxes each kept word on the page as shown, through the steps that made the picture, and drops the noise there too', () => {
    // A 1275 x 1650 photo scaled to 2550 x 3300: half a pixel of the photo for each one read.
    const geometry = { picture: { width: 1275, height: 1650 }, orientation: 1, steps: [{ kind: 'scale' as const, from: { width: 1275, height: 1650 }, to: { width: 2550, height: 3300 } }] };
    const words = [word('Net', 100, 200, 1000), word('Pay', 218, 310, 1000), word('ap', 330, 380, 1000, 0.3), word('2,578.88', 1200, 1420, 1002)];
    const { words: placed } = wordsToPage(words, { ...image, geometry }, { number: 1 });
    expect(placed).toEqual([
      { text: 'Net', box: { x: 50, y: 485, width: 50, height: 19 } },
      { text: 'Pay', box: { x: 109, y: 485, width: 46, height: 19 } },
      { text: '2,578.88', box: { x: 600, y: 486, width: 110, height: 19 } },
    ]);
    // A scanned PDF page: the same picture is the page's 612 x 792 points.
    const inPoints = wordsToPage(words, { ...image, geometry }, { number: 1, pageSize: { width: 612, height: 792 } }).words!;
    expect(inPoints[2].box).toEqual({ x: 288, y: expect.closeTo(233.28, 2), width: 52.8, height: expect.closeTo(9.12, 2) });
  });

  it('puts a row’s words on one line even when their baselines differ by a few pixels, and keeps columns apart', () => {
    const words = [word('Gross', 100, 250, 1000), word('Pay', 268, 360, 1003), word('3,739.79', 1200, 1420, 998), word('Net', 100, 200, 1100), word('Pay', 218, 310, 1101), word('2,578.88', 1200, 1420, 1102)];
    const lines = pageLines(wordsToPage(words, image, { number: 1 }).page);
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual([
      ['Gross Pay', '3,739.79'],
      ['Net Pay', '2,578.88'],
    ]);
  });

  it('drops noise: words under 0.4 confidence and marks with no letter or digit, but for a dash read surely', () => {
    const words = [word('Tax', 100, 200, 1000), word('-', 230, 240, 1000, 0.9), word('CO', 270, 330, 1000), word('ap', 400, 450, 1000, 0.3), word('|', 500, 505, 1000), word('-', 530, 540, 1000, 0.5), word('CO', 570, 630, 1000)];
    const { page, quality } = wordsToPage(words, image, { number: 1 });
    expect(page.items.map((i) => i.str)).toEqual(['Tax - CO', 'CO']);
    expect(quality).toMatchObject({ words: 4, characters: 8 });
    expect(quality.confidence).toBeCloseTo((7 * 0.95 + 0.9) / 8, 2);
  });

  it.each([
    ['a figure that lost its point among figures with cents', ['479.20', '211490', '41.00'], ['479.20', '2114.90', '41.00']],
    ['a figure that lost its decimal comma on a comma page', ['292,40', '25338', '165,50'], ['292,40', '253,38', '165,50']],
    ['a credit that lost its point', ['177.20Cr', '3361842Cr', '95.00'], ['177.20Cr', '33618.42Cr', '95.00']],
    ['a thousands mark read as the decimal one, the decimal one lost', ['3,331.42', '1.91341', '127.63'], ['3,331.42', '1,913.41', '127.63']],
    ['a rate with five decimals among rates is left alone', ['1.50000', '1.91341', '2.25000'], ['1.50000', '1.91341', '2.25000']],
    ['a count among counts is left alone', ['12', '480', '16'], ['12', '480', '16']],
    ['a column with a whole number besides is left alone', ['479.20', '2114', '41'], ['479.20', '2114', '41']],
    ['one figure with cents is no column', ['479.20', '211490'], ['479.20', '211490']],
    ['an account number with letters is left alone', ['479.20', 'A211490', '41.00'], ['479.20', 'A211490', '41.00']],
    ['two figures of a column that both lost their point', ['944214', '85388', '198.00', '10,494.02'], ['9442.14', '853.88', '198.00', '10,494.02']],
    ['figures that lost their point outnumbering those with cents are left alone', ['944214', '85388', '19800', '10,494.02', '41.00'], ['944214', '85388', '19800', '10,494.02', '41.00']],
    ['a whole number among figures and lost marks leaves the column alone', ['944214', '198.00', '41', '10,494.02'], ['944214', '198.00', '41', '10,494.02']],
    // A figure read as a group of three and its cents is money by its shape: with one figure with cents beside it, a column.
    ['a column that lost most marks, one figure with cents', ['11,659.13', '1.52284', '2.76000', '4.74600', '55200'], ['11,659.13', '1,522.84', '2,760.00', '4,746.00', '552.00']],
    ['a column of figures read as groups and no figure with cents is left alone', ['1.52284', '2.76000', '55200'], ['1.52284', '2.76000', '55200']],
    ['a pay date set flush right above the column is no cell of it', ['27/feb/2026', '2.95535', '380.71', '1,186.50'], ['27/feb/2026', '2,955.35', '380.71', '1,186.50']],
    ['a numeric date above the column is no cell of it', ['05/22/2026', '211490', '479.20', '41.00'], ['05/22/2026', '2114.90', '479.20', '41.00']],
    // Between figures with cents of its column, a bare number lost its mark however many did.
    ['a column that lost most of its points, each between figures with cents', ['827%', '97.33', '276', '4819', '1.17', '1570', '200', '98.60', '18400', '552.50'], ['827%', '97.33', '2.76', '48.19', '1.17', '15.70', '2.00', '98.60', '184.00', '552.50']],
    ['bare numbers above every figure with cents are left alone', ['1027', '4819', '97.33', '1570', '98.60'], ['1027', '4819', '97.33', '15.70', '98.60']],
    ['a figure misread past repair is still a figure of the column', ['1.791.490', '27589', '51000', '2577.29', '13,786.45'], ['1.791.490', '275.89', '510.00', '2577.29', '13,786.45']],
    ['two words of the column neither money nor numbers leave it alone', ['97.33', 'abc1', '4819', 'x9y', '1570', '98.60'], ['97.33', 'abc1', '4819', 'x9y', '1570', '98.60']],
  ])('puts back a lost decimal mark: %s', (_, texts, want) => {
    // One column, flush right at 1500, a row every 50 px.
    const words = texts.map((t, i) => word(t, 1500 - 20 * t.length, 1500, 1000 + 50 * i, 0.9, i));
    expect(restoreLostDecimals(words).map((w) => w.text)).toEqual(want);
  });

  it.each([
    ['a date with its month’s name', '01/mar/2026', ['01/mar/2026']],
    ['one whose month was read a character wrong', '27/1eb/2026', ['27/feb/2026']],
    ['a day, month and year with dashes', '31-Mar-2026', ['31-Mar-2026']],
    ['not a month', '27/xyz/2026', []],
  ])('keeps a date printing its month’s name however unsure the reading: %s', (_, text, want) => {
    // The recogniser rates such dates near 0.3 on a photo's small print; a word that unsure is otherwise noise.
    expect(wordsToPage([word(text, 1900, 2200, 1000, 0.27)], image, { number: 1 }).page.items.map((i) => i.str)).toEqual(want);
  });

  it.each([
    ['a bracket opening it', '(Tier', ['(Tier']],
    ['a bracket closing it', 'Amount)', ['Amount)']],
    ['too few letters', '(Ti', []],
    ['words joined by a hyphen', 'il-Mithna,', ['il-Mithna,']],
    ['too few letters joined by a hyphen', 'a-b', []],
  ])('keeps a word of four letters or more read unsurely: %s', (_, text, want) => {
    expect(wordsToPage([word(text, 300, 380, 1000, 0.37)], image, { number: 1 }).page.items.map((i) => i.str)).toEqual(want);
  });

  it('keeps a tier’s numeral however unsure, and reads it as its strokes', () => {
    const words = [word('NSSF', 100, 190, 1000), word('(Tier', 205, 280, 1000), word('I)', 292, 310, 1000, 0.29), word('NSSF', 100, 190, 1060, 0.9, 2), word('(Tier', 205, 280, 1060, 0.9, 2), word('B)', 292, 322, 1060, 0, 2)];
    expect(wordsToPage(words, image, { number: 1 }).page.items.map((i) => i.str)).toEqual(['NSSF (Tier I)', 'NSSF (Tier II)']);
  });

  it('puts back no decimal mark in a postcode after its town, though figures with cents line up with it', () => {
    const words = [word('479.20', 1380, 1500, 1000), word('Pune', 1250, 1360, 1050), word('411044', 1380, 1500, 1050), word('41.00', 1400, 1500, 1100)];
    expect(restoreLostDecimals(words).map((w) => w.text)).toEqual(['479.20', 'Pune', '411044', '41.00']);
  });

  it('puts back no decimal mark in a number of another column', () => {
    const words = [word('479.20', 1380, 1500, 1000), word('211490', 600, 720, 1050), word('41.00', 1400, 1500, 1100)];
    expect(restoreLostDecimals(words).map((w) => w.text)).toEqual(['479.20', '211490', '41.00']);
  });

  it.each([
    ['a dash between two words', [['State', 100, 200], ['Tax', 220, 290], ['-', 310, 330], ['CO', 350, 400]], ['State', 'Tax', '-', 'CO']],
    ['a dash between two dates', [['01/01/2026', 100, 300], ['-', 320, 340], ['01/15/2026', 360, 560]], ['01/01/2026', '-', '01/15/2026']],
    ['dashes alone on their row: a rule', [['—', 300, 400], ['—', 1500, 1600]], []],
    ['a dash at the end of a row', [['Total', 100, 200], ['—', 900, 1000]], ['Total']],
    ['a dash with words far away on both sides', [['Net', 100, 200], ['-', 1000, 1020], ['Pay', 2000, 2100]], ['Net', 'Pay']],
  ])('drops dashes and ampersands that join no words: %s', (_, spec, want) => {
    const words = (spec as [string, number, number][]).map(([t, x0, x1]) => word(t, x0, x1, 1000));
    expect(dropLoneMarks(words).map((w) => w.text)).toEqual(want);
  });

  it('a dash on the row of no word is left out, the words of the rows around it kept', () => {
    const words = [word('PAY', 100, 200, 900), word('DATE', 220, 320, 900), word('—', 300, 420, 950), word('$5,100.00', 100, 330, 1050)];
    expect(wordsToPage(words, image, { number: 1 }).page.items.map((i) => i.str)).toEqual(['PAY DATE', '$5,100.00']);
  });

  it('keeps an unsure long whole number in a column of figures with cents as the figure that lost its marks, not elsewhere', () => {
    // "4583333" read at 0.3 for "45,833.33", under "62,456.88" and "5,456.25"; "7734412" alone on its row, dropped.
    const words = [
      word('PAYE', 100, 200, 1000), word('62,456.88', 1639, 1806, 1000),
      word('NHF', 100, 180, 1100), word('5,456.25', 1661, 1806, 1100),
      word('Staff', 100, 180, 1200), word('Loan', 190, 260, 1200), word('4583333', 1638, 1805, 1200, 0.3),
      word('7734412', 600, 760, 1500, 0.3),
      // A net pay in naira further down the column is a figure with cents too.
      word('₦356,574.68', 1600, 1806, 1700),
    ];
    expect(wordsToPage(words, image, { number: 1 }).page.items.map((i) => i.str)).toEqual(['PAYE', '62,456.88', 'NHF', '5,456.25', 'Staff Loan', '45833.33', '₦356,574.68']);
  });

  it('keeps a whole figure or date however unsure the recogniser is, and repairs what it misreads', () => {
    const words = [word('017232026', 100, 330, 1000, 0.0), word('Deposit', 400, 560, 1000), word('1.157.49', 1900, 2060, 1000, 0.3), word('7,066.97', 2260, 2390, 1000, 0.04), word('Yiase', 1200, 1300, 1200, 0.0)];
    const { page } = wordsToPage(words, image, { number: 1 });
    expect(page.items.map((i) => [i.str, i.confidence])).toEqual([['01/23/2026', 0], ['Deposit', 0.95], ['1,157.49', 0.3], ['7,066.97', 0.04]]);
  });

  it.each([
    ['a point read as a word of its own', ['432', '.', '00'], ['432.00']],
    ['a point lost between figures', ['6,480', '00'], ['6,480.00']],
    ['a point read at the start of the cents', ['-647', '.82'], ['-647.82']],
    ['cents with a trailing mark', ['-36', '52*'], ['-36.52*']],
    ['a minus read as a tilde, the point lost', ['~250', '50'], ['-250.50']],
    ['a tilde before a word is left alone', ['~250', 'Elm'], ['~250', 'Elm']],
    ['a street number and a word are left alone', ['7301', 'Elm'], ['7301', 'Elm']],
    ['three digits are no cents', ['Suite', '198'], ['Suite', '198']],
    ['a zero amount that lost its point', ['2.00-', 'x', '00'], ['2.00-', 'x', '.00']],
    ['a negative figure split at its lost thousands separator', ['-1', '687.02'], ['-1,687.02']],
    ['a bracketed figure split at its thousands separator', ['(12', '345.60)'], ['(12,345.60)']],
    ['an unsigned number before a figure is left alone', ['1', '687.02'], ['1', '687.02']],
    ['a sign before a figure that is no thousands group is left alone', ['-1', '87.02'], ['-1', '87.02']],
    ['thousands read with a point, the cents boxed apart', ['6.000', '.00'], ['6.000.00']],
    ['millions, the cents boxed apart without their point', ['1.040.000', '00'], ['1.040.000.00']],
    ['thousands and a decimal comma boxed apart', ['6.000', ',00'], ['6.000,00']],
    ['a figure broken after its thousands mark', ['36.', '535.85'], ['36.535.85']],
    ['a number ending a sentence before a figure with no thousands group is left alone', ['36.', '35.85'], ['36.', '35.85']],
    ['a rate with three decimals before a count is left alone', ['6.000', '120'], ['6.000', '120']],
  ])('joins a figure split at its decimal point: %s', (_name, texts, want) => {
    const words = texts.map((t, i) => word(t, 100 + i * 60, 100 + i * 60 + 50, 1000));
    expect(joinSplitFigures(words).map((w) => w.text)).toEqual(want);
  });

  it('puts a figure boxed in pieces back whole on the page, its marks put right', () => {
    const words = [word('Basic', 100, 200, 1000), word('6.000', 1400, 1500, 1000), word('.00', 1510, 1560, 1000), word('TOTAL', 100, 200, 1100), word('36.', 1380, 1440, 1100), word('535.85', 1450, 1560, 1100)];
    expect(wordsToPage(words, image, { number: 1 }).page.items.map((i) => i.str)).toEqual(['Basic', '6,000.00', 'TOTAL', '36,535.85']);
  });

  it('joins figures only on one baseline and across a gap narrower than the row height', () => {
    expect(joinSplitFigures([word('432', 100, 150, 1000, 0.9, 1), word('00', 175, 205, 1001, 0.9, 2)]).map((w) => w.text)).toEqual(['432.00']);
    expect(joinSplitFigures([word('432', 100, 150, 1000, 0.9, 1), word('00', 160, 190, 1030, 0.9, 2)]).map((w) => w.text)).toEqual(['432', '.00']);
    expect(joinSplitFigures([word('432', 100, 150, 1000), word('00', 400, 430, 1000)]).map((w) => w.text)).toEqual(['432', '.00']);
  });

  it('makes one phrase of a line’s close words, and keeps a column gap as a gap', () => {
    const words = [word('Social', 100, 200, 1000, 0.9, 7), word('Security', 226, 360, 1000, 0.95, 7), word('186.00', 1800, 1900, 1000, 0.96, 7), word('Tax', 370, 420, 1000, 0.9, 8)];
    const got = phrases(words).map((w) => [w.text, Math.round(w.confidence * 1000) / 1000]);
    expect(got).toEqual([['Social Security', 0.929], ['186.00', 0.96], ['Tax', 0.9]]);
  });

  it.each([
    ['current and year to date', ['3331.42', '21071.60'], ['3331.42', '21071.60']],
    ['hours and rate', ['1.50', '36.50'], ['1.50', '36.50']],
    ['a credit beside a balance', ['177.20Cr', '35,090.35Cr'], ['177.20Cr', '35,090.35Cr']],
    ['bracketed amounts', ['(1,687.02)', '(22.10)'], ['(1,687.02)', '(22.10)']],
    ['a space thousands separator: one figure', ['11', '250.00'], ['11 250.00']],
    ['a lakh-grouped figure boxed apart: one figure', ['2,10', '484.00'], ['2,10 484.00']],
    ['a label and its amount', ['Net', '1,913.41'], ['Net 1,913.41']],
    ['a count and an amount', ['2', 'x', '45.00'], ['2 x 45.00']],
  ])('never makes one phrase of two amounts with cents: %s', (_, texts, want) => {
    const words = texts.map((t, i) => word(t, 100 + i * 160, 100 + i * 160 + 130, 1000, 0.9, 4));
    expect(phrases(words).map((w) => w.text)).toEqual(want);
  });

  it.each([
    ['two headings set close: split', [['Deposits', 1937, 2057], ['Ending', 2083, 2180], ['Daily', 2199, 2272], ['Balance', 2284, 2391]], ['Deposits', 'Ending Daily Balance']],
    ['one heading of two column words at a word space: kept', [['Withdrawals', 100, 300], ['and', 312, 370], ['Deposits', 382, 520]], ['Withdrawals and Deposits']],
    ['a label and its words: kept', [['Social', 100, 200], ['Security', 230, 360], ['Tax', 390, 440]], ['Social Security Tax']],
    ['an address: kept', [['7301', 100, 180], ['Elm', 215, 280], ['St', 300, 340]], ['7301 Elm St']],
  ] as const)('headings: %s', (_, spec, want) => {
    const words = spec.map(([text, x0, x1]) => ({ ...word(text, x0, x1, 1000, 0.9, 4), rowHeight: 31 }));
    expect(phrases(words).map((w) => w.text)).toEqual(want);
  });

  it.each([
    // A printed spreadsheet: "Period End" and "Frequency" in cells side by side, a word space apart.
    ['a cell border between two cells: split', [{ x: 1170, y0: 900, y1: 1100 }], ['Period End', 'Frequency']],
    ['no border: one phrase', [], ['Period End Frequency']],
    ['a border on another row: one phrase', [{ x: 1170, y0: 1100, y1: 1300 }], ['Period End Frequency']],
    ['a border beyond the words: one phrase', [{ x: 1400, y0: 900, y1: 1100 }], ['Period End Frequency']],
  ])('cell borders: %s', (_, borders, want) => {
    const words = [word('Period', 1000, 1090, 1000, 0.9, 4), word('End', 1100, 1160, 1000, 0.9, 4), word('Frequency', 1178, 1330, 1000, 0.9, 4)];
    expect(phrases(words, borders).map((w) => w.text)).toEqual(want);
  });

  it('ends a box that reaches over the next word of its line where that word begins', () => {
    const words = [['Deposits', 1937, 2057], ['Ending', 2083, 2391], ['Daily', 2199, 2272], ['Balance', 2284, 2391]].map(([t, x0, x1]) => ({ ...word(t as string, x0 as number, x1 as number, 1000, 0.9, 4), rowHeight: 31 }));
    const lines = pageLines(wordsToPage(words, image, { number: 1 }).page);
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual([['Deposits', 'Ending Daily Balance']]);
  });

  it('counts words touching the picture’s edge (a page running off it)', () => {
    const { quality } = wordsToPage([word('Earnings', 0, 200, 500), word('Rate', 1000, 1100, 500), word('Hours', 2400, 2550, 500), word('YTD', 1200, 1300, 600)], image, { number: 1 });
    expect(quality.edgeWords).toBe(0.5);
  });

  it('drops the words the PDF’s own text already covers', () => {
    const { page } = wordsToPage([word('Kevin', 100, 250, 1000), word('Johnson', 260, 450, 1000), word('Earnings', 100, 300, 1200)], image, {
      number: 1,
      keep: (item) => !(item.y === 240 && item.x < 110),
    });
    expect(page.items.map((i) => i.str)).toEqual(['Earnings']);
  });
});

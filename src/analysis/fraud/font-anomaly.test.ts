import { describe, expect, it } from 'vitest';
import { findFontMismatches, fontFamily, fontMismatchSignals, isMoneyText, isProse, type StyledText } from './font-anomaly.ts';
import { readPageGraphics, type TextRun } from './pdf-graphics.ts';
import { drawPaystub, drawPdf, PAYSTUB_ROWS, rowY } from './test-pdfs.ts';

/** A label at x 50 and a right-aligned amount ending at x 300, one row every 14 pt. */
function table(rows: Array<[string, string, string?, number?]>): StyledText[] {
  return rows.flatMap(([label, amount, font = 'F1', size = 8], i) => [
    { str: label, x: 50, y: 100 + i * 14, width: 60, size: 8, font: 'F1' },
    { str: amount, x: 300 - amount.length * 4.4, y: 100 + i * 14, width: amount.length * 4.4, size, font },
  ]);
}

/** Four headline figures in a row, each captioned beneath in small capitals; the second in `font` at `size`. */
function headlines(font: string, size: number, caption = 'NET PAY'): StyledText[] {
  const cells: Array<[string, string, string, number]> = [['$2,307.69', 'GROSS PAY', 'F1', 10], ['$2,823.44', caption, font, size], ['$9,230.76', 'GROSS PAY YTD', 'F1', 10], ['$7,293.76', 'NET PAY YTD', 'F1', 10]];
  return cells.flatMap(([figure, label, f, sz], i) => [
    { str: figure, x: 120 + i * 135, y: 233, width: 45, size: sz, font: f },
    { str: label, x: 135 + i * 135, y: 243, width: 30, size: 6.5, font: 'F1' },
  ]);
}

describe('isMoneyText', () => {
  it.each([
    ['1,234.56', true], ['$1,234.56', true], ['(45.00)', true], ['-12.50', true], ['12.50-', true], ['1234.56', true],
    ['Net Pay 1,823.44', true], ['2024', false], ['12/31/2024', false], ['80.00%', false], ['Rate', false], ['1.5', false],
  ])('%s', (s, want) => {
    expect(isMoneyText(s)).toBe(want);
  });
});

/**
 * Labels in Helvetica at x 50, figures in Courier ending at x 300, one row every 12 pt: each row
 * [label, figure, label bold, figure bold, size of both].
 */
function mixedFamilies(rows: Array<[string, string, boolean?, boolean?, number?]>): StyledText[] {
  return rows.flatMap(([label, amount, labelBold = false, figureBold = false, size = 8], i) => [
    { str: label, x: 50, y: 100 + i * 12, width: 60, size, font: labelBold ? 'F5' : 'F4' },
    { str: amount, x: 300 - amount.length * 4.8, y: 100 + i * 12, width: amount.length * 4.8, size, font: figureBold ? 'F7' : 'F6' },
  ]);
}

/**
 * A pay summary box under the tables: headings "Gross Pay", "Total Deductions" and the net pay's
 * heading over right-aligned columns, a "Current" and a "Year to Date" row at the tables' 11.5 pt
 * pitch (as XeLaTeX and SVG stubs draw it). The current net pay in `font` at `size`, its heading in
 * `headingFont` at `headingSize`.
 */
function summaryBox(font: string, size = 8, heading = 'Net Pay', headingFont = 'F2', headingSize = 8): StyledText[] {
  const cell = (str: string, right: number, y: number, f = 'F1', sz = 8): StyledText => ({ str, x: right - str.length * 4.4, y, width: str.length * 4.4, size: sz, font: f });
  return [
    ...table([['Regular', '2,548.00'], ['Overtime', '191.10'], ['CPP', '154.97'], ['EI', '44.65']]).map((i) => ({ ...i, x: i.x + 269, y: i.y + 300 })),
    cell('Gross Pay', 232, 425, 'F2'), cell('Total Deductions', 416, 425, 'F2'), cell(heading, 569, 425, headingFont, headingSize),
    cell('Current', 72, 436.5), cell('2,739.10', 232, 436.5), cell('762.47', 416, 436.5), cell('$1,976.63', 569, 436.5, font, size),
    cell('Year to Date', 92, 448), cell('16,648.11', 232, 448), cell('4,660.11', 416, 448), cell('11,988.00', 569, 448),
  ];
}

/**
 * A box of summary headings ("Gross Pay", "PAYG Tax", "Net Pay") in F2 over one row of figures in F1,
 * `gap` points below them (ConTeXt sets it 19 pt below at 8.5 pt), a table of F1 figures under it; the
 * net pay in `font`, its heading in `headingFont`.
 */
function headedBox(font: string, headingFont = 'F2', gap = 19, heading = 'Net Pay'): StyledText[] {
  const cell = (str: string, right: number, y: number, f = 'F1'): StyledText => ({ str, x: right - str.length * 4.2, y, width: str.length * 4.2, size: 8.5, font: f });
  return [
    cell('Gross Pay', 130, 193, 'F2'), cell('PAYG Tax', 250, 193, 'F2'), cell('Other Deductions', 390, 193, 'F2'), cell(heading, 500, 193, headingFont),
    cell('$3,555.77', 130, 193 + gap), cell('$930.37', 250, 193 + gap), cell('$113.75', 390, 193 + gap), cell('$2,511.65', 503, 193 + gap, font),
    ...table([['Ordinary Hours', '3,205.68'], ['Saturday Penalty', '160.28'], ['Overtime', '189.81']]).map((i) => ({ ...i, x: i.x + 200, y: i.y + 150 })),
  ];
}

/** A net pay printed with its own label in one run ("NET PAY $2,575.43", as SVG text is often written), beside a summary box, in `font` at `size`. */
function labelledRun(str: string, font: string, size: number): StyledText[] {
  const cell = (s: string, right: number, y: number, f = 'F1'): StyledText => ({ str: s, x: right - s.length * 4.4, y, width: s.length * 4.4, size: 8, font: f });
  return [
    cell('Gross Pay', 200, 489, 'F2'), cell('Deductions', 320, 489, 'F2'), cell('Net Pay', 440, 489, 'F2'),
    cell('Current', 61, 502), cell('4,198.08', 200, 502), cell('1,622.65', 320, 502), cell('2,575.43', 440, 502),
    cell('Year to Date', 78, 515), cell('19,599.08', 200, 515), cell('7,587.44', 320, 515), cell('12,011.64', 440, 515),
    { str, x: 483, y: 502, width: str.length * 5.6, size, font },
  ];
}

describe('findFontMismatches', () => {
  it.each<[string, StyledText[], string[]]>([
    ['one style throughout', table([['Gross', '2,307.69'], ['Tax', '215.40'], ['SS', '143.08'], ['Net', '1,823.44']]), []],
    ['one amount in another font', table([['Gross', '2,307.69'], ['Tax', '215.40'], ['SS', '143.08'], ['Net', '2,823.44', 'Times']]), ['2,823.44']],
    ['one amount in another size', table([['Gross', '2,307.69'], ['Tax', '215.40'], ['SS', '143.08'], ['Net', '2,823.44', 'F1', 9.5]]), ['2,823.44']],
    ['a size difference below tolerance', table([['Gross', '2,307.69'], ['Tax', '215.40'], ['Net', '2,823.44', 'F1', 8.2]]), []],
    ['a bold total row (label and amount alike)', [
      ...table([['Gross', '2,307.69'], ['Tax', '215.40'], ['SS', '143.08']]),
      { str: 'Net Pay', x: 50, y: 142, width: 40, size: 8, font: 'Bold' },
      { str: '1,823.44', x: 264.8, y: 142, width: 35.2, size: 8, font: 'Bold' },
    ], []],
    ['two amounts in the odd style', table([['Gross', '2,307.69'], ['Tax', '215.40', 'Times'], ['SS', '143.08'], ['Net', '1,823.44', 'Times']]), []],
    ['an opening balance in the bold of its column, on a line above the table', [
      ...table([['Opening balance', '3,884.40', 'F2']]).map((i) => ({ ...i, y: i.y - 42 })),
      ...table([['Coffee', '8.97'], ['Groceries', '47.49'], ['Fee', '10.95']]),
    ], []],
    ['a net pay retyped in the bold of its column, at the table\'s row pitch', table([['Gross', '2,307.69'], ['Tax', '215.40'], ['SS', '143.08'], ['Net Pay', '2,823.44', 'F2']]), ['2,823.44']],
    ['a bold figure on an ordinary row is still odd', table([['Coffee', '8.97'], ['Groceries', '47.49', 'F2'], ['Fee', '10.95'], ['Rent', '900.00']]), ['47.49']],
    ['a closing balance in another family', table([['Coffee', '8.97'], ['Groceries', '47.49'], ['Fee', '10.95'], ['Closing balance', '3,098.07', 'F3']]), ['3,098.07']],
    ['too few neighbours to judge', table([['Gross', '2,307.69'], ['Net', '1,823.44', 'Times']]), []],
    ['a net pay in the bold of its row, captioned "NET PAY" beneath, in a band of headline figures', headlines('F2', 10), []],
    ['an amount deposited in bold and set larger, captioned beneath, below the table', [
      ...table([['Gross', '2,307.69'], ['Tax', '215.40'], ['SS', '143.08'], ['Net', '1,823.44']]),
      { str: '1,823.44', x: 261, y: 220, width: 39, size: 10, font: 'F2' },
      { str: 'AMOUNT DEPOSITED', x: 232, y: 230, width: 68, size: 6.5, font: 'F1' },
    ], []],
    ['a headline figure in another family, captioned "NET PAY", is still odd', headlines('F3', 10), ['$2,823.44']],
    ['a headline figure set smaller than the others, captioned "NET PAY", is still odd', headlines('F2', 9), ['$2,823.44']],
    ['a bold headline figure with an ordinary caption is still odd', headlines('F2', 10, 'PAY RATE'), ['$2,823.44']],
    ['labels in Helvetica, figures in Courier: a total row in bold, label and figure alike', mixedFamilies([['Job 25-032', '741.15'], ['Job 25-061', '1,235.25'], ['Job 25-077', '98.40'], ['TOTAL', '2,074.80', true, true]]), []],
    ['the same with bold totals and the net pay row larger, label and figure alike', mixedFamilies([['GROSS PAY', '1,976.40', true, true, 9], ['TOTAL DEDUCTIONS', '660.61', true, true, 9], ['NET PAY', '$1,315.79', true, true, 11]]), []],
    ['labels in Helvetica, figures in Courier: a bold figure on a row whose label stays regular is still odd', mixedFamilies([['Job 25-032', '741.15'], ['Job 25-061', '1,235.25', false, true], ['Job 25-077', '98.40'], ['Job 25-090', '410.00']]), ['1,235.25']],
    ['every label bold: a figure retyped in bold is still odd', mixedFamilies([['Job 25-032', '741.15', true], ['Job 25-061', '1,235.25', true, true], ['Job 25-077', '98.40', true], ['Job 25-090', '410.00', true]]), ['1,235.25']],
    ['a net pay row set larger, its figure in another family, is still odd', [...mixedFamilies([['GROSS PAY', '1,976.40', true, true, 9], ['TOTAL DEDUCTIONS', '660.61', true, true, 9]]), { str: 'NET PAY', x: 50, y: 124, width: 40, size: 11, font: 'F5' }, { str: '$1,315.79', x: 240, y: 124, width: 60, size: 11, font: 'F3' }], ['$1,315.79']],
    ['a summary box: the current net pay in the bold of its column, under its "Net Pay" heading set in the same font and size', summaryBox('F2'), []],
    ['a summary box: the same bold net pay under a regular heading is still odd', summaryBox('F2', 8, 'Net Pay', 'F1'), ['$1,976.63']],
    ['a summary box: the same bold net pay under a bold heading of another size is still odd', summaryBox('F2', 8, 'Net Pay', 'F2', 9), ['$1,976.63']],
    ['a summary box: a bold figure under a bold heading that names no summary is still odd', summaryBox('F2', 8, 'Rate'), ['$1,976.63']],
    ['a summary box: a net pay in another family\'s bold under the bold heading is still odd', summaryBox('F3'), ['$1,976.63']],
    ['a summary box: a net pay in another font under the bold heading is still odd', summaryBox('F4'), ['$1,976.63']],
    ['a run printing its own summary label, in the bold of the figures\' family and set larger, apart from the table', labelledRun('NET PAY $2,575.43', 'F2', 10), []],
    ['a run printing its own summary label, in another family, is still odd', labelledRun('NET PAY $2,575.43', 'F3', 10), ['NET PAY $2,575.43']],
    ['a run printing its own summary label, in the bold but set smaller, is still odd', labelledRun('NET PAY $2,575.43', 'F2', 7), ['NET PAY $2,575.43']],
    ['a run printing an ordinary label in bold is still odd', labelledRun('RATE $44.87', 'F2', 10), ['RATE $44.87']],
    ['a box: the net pay in the bold of its row, its "Net Pay" heading two lines above in the same font and size', headedBox('F2'), []],
    ['a box: the same with the regular face named "-Regular" and the bold "-Bold"', headedBox('F9').map((i) => ({ ...i, font: i.font === 'F1' ? 'F8' : i.font === 'F2' ? 'F9' : i.font })), []],
    ['a box: a bold net pay under a regular heading is still odd', headedBox('F2', 'F1'), ['$2,511.65']],
    ['a box: a bold net pay whose heading names no summary is still odd', headedBox('F2', 'F2', 19, 'Rate'), ['$2,511.65']],
    ['a box: a bold net pay four lines under its heading is still odd', headedBox('F2', 'F2', 34), ['$2,511.65']],
    ['a box: a net pay in another family\'s bold under the bold heading is still odd', headedBox('F3'), ['$2,511.65']],
    ['a note in small type that mentions figures is prose, not a figure', [
      ...table([['Gross', '2,307.69'], ['Tax', '215.40'], ['SS', '143.08'], ['Net', '1,823.44']]),
      { str: 'Other deductions total $113.75 this pay, $2,047.50 year to date.', x: 50, y: 170, width: 250, size: 6.5, font: 'F1' },
    ], []],
    ['a label with a figure in another size is still a figure', [
      ...table([['Gross', '2,307.69'], ['Tax', '215.40'], ['SS', '143.08'], ['Net', '1,823.44']]),
      { str: 'Net Pay 2,823.44', x: 236, y: 156, width: 64, size: 9.5, font: 'F1' },
    ], ['Net Pay 2,823.44']],
  ])('%s', (_, items, want) => {
    const fontNames = { F1: 'CAAAAA+LiberationSans', F2: 'BAAAAA+LiberationSans-Bold', F3: 'DAAAAA+LiberationSerif-Bold', F4: 'Helvetica', F5: 'Helvetica-Bold', F6: 'Courier', F7: 'Courier-Bold', F8: 'ELIVDK+TeXGyreHeros-Regular', F9: 'GRTARF+TeXGyreHeros-Bold' };
    expect(findFontMismatches({ number: 1, items, fontNames }).map((f) => f.item.str)).toEqual(want);
  });
});

describe('isProse', () => {
  it.each([
    ['Other deductions total $113.75 this pay, $2,047.50 year to date.', true],
    ['Net pay of $2,511.65 paid by EFT to BSB 062-184', true],
    ['Net Pay 1,823.44', false],
    ['NET PAY $2,575.43', false],
    ['Total Net Pay this period 1,823.44', false],
    ['$2,511.65', false],
  ])('%s', (s, want) => {
    expect(isProse(s)).toBe(want);
  });
});

describe('fontFamily', () => {
  it.each([
    ['BAAAAA+LiberationSans-Bold', 'LiberationSans', true],
    ['CAAAAA+LiberationSans', 'LiberationSans', false],
    ['Arial-BoldMT', 'Arial', true],
    ['ArialMT', 'Arial', false],
    ['Helvetica-Bold', 'Helvetica', true],
    ['OpenSans-SemiBold', 'OpenSans', true],
    ['Times-Roman', 'Times', false],
    ['Times-Bold', 'Times', true],
    ['ELIVDK+TeXGyreHeros-Regular', 'TeXGyreHeros', false],
    ['GRTARF+TeXGyreHeros-Bold', 'TeXGyreHeros', true],
    ['Gotham-Book', 'Gotham', false],
    ['TimesNewRomanPSMT', 'TimesNewRoman', false],
    ['TimesNewRomanPS-BoldMT', 'TimesNewRoman', true],
  ])('%s', (name, family, heavy) => {
    expect(fontFamily(name)).toEqual({ family, heavy });
  });
});

/** The plain stub, then a box of Gross Pay / Total Deductions / Net Pay headings in Helvetica-Bold over a Current and a Year to Date row, the current net pay in `netFont`. */
function drawSummaryBox(d: Parameters<Parameters<typeof drawPdf>[0]>[0], netFont: string): void {
  drawPaystub(d);
  const right = (s: string, x: number, y: number, font = 'Helvetica') => d.font(font).fontSize(8).text(s, x - d.widthOfString(s), y, { lineBreak: false });
  const y = rowY(8);
  right('Gross Pay', 150, y, 'Helvetica-Bold'); right('Total Deductions', 225, y, 'Helvetica-Bold'); right('Net Pay', 300, y, 'Helvetica-Bold');
  d.font('Helvetica').fontSize(8).text('Current', 50, y + 11.5, { lineBreak: false });
  right('2,307.69', 150, y + 11.5); right('484.25', 225, y + 11.5); right('$1,823.44', 300, y + 11.5, netFont);
  d.font('Helvetica').fontSize(8).text('Year to Date', 50, y + 23, { lineBreak: false });
  right('9,230.76', 150, y + 23); right('1,937.00', 225, y + 23); right('7,293.76', 300, y + 23);
}

/**
 * A Times table: rows at 9.5 pt, a bold total row at 9.5 pt, then a "NET PAY" row whose label and
 * current figure are bold at 12 pt and whose year-to-date figure, in the year-to-date column, is set
 * in `ytdFont` at `ytdSize`.
 */
function drawNetRowYtd(d: Parameters<Parameters<typeof drawPdf>[0]>[0], ytdFont: string, ytdSize: number): void {
  const right = (s: string, x: number, y: number, font: string, size: number) => {
    d.font(font).fontSize(size);
    d.text(s, x - d.widthOfString(s), y, { lineBreak: false });
  };
  const rows: Array<[string, string, string]> = [['PAYE', '8,393.00', '87,815.00'], ['NAPSA', '1,455.00', '14,803.20'], ['NHIMA', '210.00', '2,100.00'], ['Staff Loan', '1,000.00', '9,000.00']];
  rows.forEach(([label, current, ytd], i) => {
    d.font('Times-Roman').fontSize(9.5).text(label, 50, 100 + i * 13, { lineBreak: false });
    right(current, 385, 100 + i * 13, 'Times-Roman', 9.5);
    right(ytd, 465, 100 + i * 13, 'Times-Roman', 9.5);
  });
  d.font('Times-Bold').fontSize(9.5).text('TOTAL DEDUCTIONS', 50, 152, { lineBreak: false });
  right('11,058.00', 385, 152, 'Times-Bold', 9.5);
  right('113,718.20', 465, 152, 'Times-Bold', 9.5);
  d.font('Times-Bold').fontSize(12).text('NET PAY', 50, 185, { lineBreak: false });
  right('K 17,587.00', 385, 185, 'Times-Bold', 12);
  right('183,231.80', 465, 185, ytdFont, ytdSize);
}

describe('fontMismatchSignals on generated paystubs', () => {
  async function runs(draw: Parameters<typeof drawPdf>[0]) {
    const pages = await readPageGraphics(await drawPdf(draw));
    return pages.map((p) => ({ number: p.number, items: p.ops.filter((o): o is TextRun => o.kind === 'text'), fontNames: p.fontNames }));
  }

  it.each([
    ['a clean paystub', (d: Parameters<Parameters<typeof drawPdf>[0]>[0]) => drawPaystub(d), []],
    ['the net pay in Times 9.5 among Helvetica 8', (d: Parameters<Parameters<typeof drawPdf>[0]>[0]) => {
      drawPaystub(d, PAYSTUB_ROWS.slice(0, 6));
      d.font('Helvetica').fontSize(8).text('Net Pay', 50, rowY(6), { lineBreak: false });
      d.font('Times-Roman').fontSize(9.5);
      d.text('2,823.44', 300 - d.widthOfString('2,823.44'), rowY(6), { lineBreak: false });
    }, ['FONT_MISMATCH:MEDIUM']],
    ['a summary box under the stub, its current net pay in Helvetica-Bold like its "Net Pay" heading', (d: Parameters<Parameters<typeof drawPdf>[0]>[0]) => drawSummaryBox(d, 'Helvetica-Bold'), []],
    ['the same net pay in Times-Bold under the Helvetica-Bold heading', (d: Parameters<Parameters<typeof drawPdf>[0]>[0]) => drawSummaryBox(d, 'Times-Bold'), ['FONT_MISMATCH:MEDIUM']],
    ['a net pay row bold at 12 pt, its year-to-date bold at 10 pt over the column\'s bold 9.5 pt total: low', (d: Parameters<Parameters<typeof drawPdf>[0]>[0]) => drawNetRowYtd(d, 'Times-Bold', 10), ['FONT_MISMATCH:LOW']],
    ['the same year-to-date in the regular face', (d: Parameters<Parameters<typeof drawPdf>[0]>[0]) => drawNetRowYtd(d, 'Times-Roman', 10), ['FONT_MISMATCH:MEDIUM']],
    ['the same year-to-date in another family\'s bold', (d: Parameters<Parameters<typeof drawPdf>[0]>[0]) => drawNetRowYtd(d, 'Helvetica-Bold', 10), ['FONT_MISMATCH:MEDIUM']],
    ['the same year-to-date bold but no larger than the column\'s total', (d: Parameters<Parameters<typeof drawPdf>[0]>[0]) => drawNetRowYtd(d, 'Times-Bold', 9.6), []],
  ])('%s', async (_, draw, want) => {
    const signals = fontMismatchSignals('doc-1', await runs(draw));
    expect(signals.map((s) => `${s.code}:${s.severity}`)).toEqual(want);
  });

  it('names the fonts and sizes', async () => {
    const [s] = fontMismatchSignals('doc-1', await runs((d) => {
      drawPaystub(d, PAYSTUB_ROWS.slice(0, 6));
      d.font('Times-Roman').fontSize(9.5);
      d.text('2,823.44', 300 - d.widthOfString('2,823.44'), rowY(6), { lineBreak: false });
    }));
    expect(s.description).toBe('On page 1 the amount "2,823.44" is set in font Times-Roman where the figures around it use Helvetica, and size 9.5 pt where the figures around it are 8 pt.');
  });
});

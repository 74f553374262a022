import { describe, expect, it } from 'vitest';
import { findFontMismatches, fontFamily, fontMismatchSignals, isMoneyText, type StyledText } from './font-anomaly.ts';
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
  ])('%s', (_, items, want) => {
    const fontNames = { F1: 'CAAAAA+LiberationSans', F2: 'BAAAAA+LiberationSans-Bold', F3: 'DAAAAA+LiberationSerif-Bold', F4: 'Helvetica', F5: 'Helvetica-Bold', F6: 'Courier', F7: 'Courier-Bold' };
    expect(findFontMismatches({ number: 1, items, fontNames }).map((f) => f.item.str)).toEqual(want);
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
    ['Times-Roman', 'Times-Roman', false],
  ])('%s', (name, family, heavy) => {
    expect(fontFamily(name)).toEqual({ family, heavy });
  });
});

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

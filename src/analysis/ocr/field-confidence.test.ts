import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../statements/pdf/pdf-text.ts';
import { amountConfidence, dateConfidence, textConfidence, wellFormedAmountConfidence } from './field-confidence.ts';

const item = (str: string, confidence?: number): TextItem => ({ str, x: 0, y: 0, width: 10, size: 10, font: 'ocr', confidence });
const pages: PdfPage[] = [
  {
    number: 1,
    width: 612,
    height: 792,
    items: [item('Gross', 0.96), item('$3,739.79', 0.91), item('3739.79', 0.62), item('08/07/2020', 0.88), item('2025-12-31', 0.95), item('PRIYA', 0.9), item('FISCHER', 0.7), item('.00', 0.5), item('1,160.91')],
  },
];

describe('how sure OCR was of a value a parser read', () => {
  it.each([
    ['an amount printed twice: its best reading', () => amountConfidence(pages, 373979), 0.91],
    ['a negative amount matches its printed magnitude', () => amountConfidence(pages, -373979), 0.91],
    ['zero printed as .00', () => amountConfidence(pages, 0), 0.5],
    ['an amount from the PDF’s own text is certain', () => amountConfidence(pages, 116091), 1],
    ['an amount no word prints', () => amountConfidence(pages, 12345), null],
    ['no amount', () => amountConfidence(pages, null), null],
    ['a date printed MM/DD/YYYY', () => dateConfidence(pages, '2020-08-07'), 0.88],
    ['a date printed YYYY-MM-DD', () => dateConfidence(pages, '2025-12-31'), 0.95],
    ['a date no word prints', () => dateConfidence(pages, '2021-01-01'), null],
    ['a name: the mean of its words', () => textConfidence(pages, 'Priya Fischer'), 0.8],
    ['a name with a word not found counts it as 0', () => textConfidence(pages, 'Priya Smith'), 0.45],
  ])('%s', (_name, read, want) => {
    expect(read()).toBe(want);
  });
});

describe('a total printed as a well-formed figure', () => {
  const item = (str: string, confidence: number): TextItem => ({ str, x: 0, y: 0, width: 10, size: 10, font: 'ocr', confidence });
  const totals: PdfPage[] = [{ number: 1, width: 612, height: 792, items: [item('Total Deductions 39,590.20', 0.91), item('36.535.85', 0.8), item('J$88,097.30', 0.7)] }];
  it.each([
    [3959020, 0.91],
    [8809730, 0.7],
    // Its digits alone, in a figure misread: no confirmation.
    [3653585, null],
    [1, null],
  ])('%d', (cents, want) => expect(wellFormedAmountConfidence(totals, cents)).toBe(want));
});

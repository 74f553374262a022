import { describe, expect, it } from 'vitest';
import { looksUndecoded, type TextItem } from './pdf-text.ts';

const item = (str: string, font = 'f1'): TextItem => ({ str, x: 0, y: 0, width: 10, size: 10, font });

describe('looksUndecoded: a font read as raw glyph codes, not a description with symbols in it', () => {
  it.each([
    ['glyph codes (a subset font with an empty ToUnicode map)', [item('!"#%&'), item("'*+%+%"), item('!"#"#*+%'), item(';<<<=*>')], true],
    ['card purchases, check numbers and AT&T in one font', [item('AMAZON.COM*MK1234 SEATTLE WA'), item('CHECK #1234'), item('AT&T PAYMENT 100% ONLINE'), item('DEPOSIT FROM PAYROLL ACME CORP'), item('01/05 WITHDRAWAL ATM 4455 MAIN ST')], false],
    ['two unlikely symbols only', [item('#####'), item('****')], false],
    ['codes in one font beside words in another', [item('Statement of account', 'f2'), item('Opening balance 1,234.56', 'f2'), item('!"#%&\'', 'f3')], true],
  ])('%s', (_what, items, expected) => {
    expect(looksUndecoded(items)).toBe(expected);
  });
});

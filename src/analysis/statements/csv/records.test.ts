import { describe, expect, it } from 'vitest';
import { detectDelimiter, splitRecords } from './records.ts';

describe('splitRecords', () => {
  it.each<[string, string, string[][]]>([
    ['plain', 'a,b,c\n1,2,3', [['a', 'b', 'c'], ['1', '2', '3']]],
    ['CRLF and CR', 'a,b\r\n1,2\r3,4\r\n', [['a', 'b'], ['1', '2'], ['3', '4']]],
    ['quoted delimiter', '"a,b",c', [['a,b', 'c']]],
    ['doubled quotes', '"say ""hi""",x', [['say "hi"', 'x']]],
    ['line break inside quotes', '"two\nlines",x\ny,z', [['two\nlines', 'x'], ['y', 'z']]],
    ['empty fields', 'a,,c,', [['a', '', 'c', '']]],
    ['spaces around fields and before a quote', ' a , "b" ,c', [['a', 'b', 'c']]],
    ['quote inside an unquoted field is literal', 'it"s,x', [['it"s', 'x']]],
    ['unterminated quote is literal', '"open,x\ny,z', [['"open', 'x'], ['y', 'z']]],
    ['semicolon', 'a;b;"c;d"', [['a', 'b', 'c;d']]],
  ])('%s', (_name, text, fields) => {
    const delimiter = text.includes(';') && !text.includes(',') ? ';' : ',';
    expect(splitRecords(text, delimiter).map((r) => r.fields)).toEqual(fields);
  });

  it('numbers records by the line they start on', () => {
    expect(splitRecords('a,b\n"x\ny",z\nc,d', ',').map((r) => r.line)).toEqual([1, 2, 4]);
  });
});

describe('detectDelimiter', () => {
  const dated = (f: readonly string[]) => /^\d{4}-\d{2}-\d{2}$/.test(f[0]);
  it.each<[string, string, string, number]>([
    ['comma', 'Date,Desc,Amount\n2026-01-01,A,1.00\n2026-01-02,B,2.00\n', ',', 3],
    ['semicolon with decimal commas', 'Date;Desc;Amount;Balance\n2026-01-01;A;1,00;2,00\n2026-01-02;B;2,00;4,00\n', ';', 4],
    ['tab', 'Date\tDesc\tAmount\n2026-01-01\tA, B\t1.00\n', '\t', 3],
    ['bar', 'Date|Desc|Amount\n2026-01-01|A|1.00\n', '|', 3],
    ['preamble lines of another width', 'Account,123\nName,X\nBank,Y\nDate,Desc,Amount\n2026-01-01,A,1.00\n2026-01-02,B,2.00\n', ',', 3],
  ])('%s', (_name, text, delimiter, width) => {
    const d = detectDelimiter(text, dated);
    expect(d?.delimiter).toBe(delimiter);
    expect(d?.width).toBe(width);
  });

  it('returns null when nothing splits a line', () => {
    expect(detectDelimiter('hello\nworld\n')).toBeNull();
  });
});

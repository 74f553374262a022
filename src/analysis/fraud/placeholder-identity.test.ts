import { describe, expect, it } from 'vitest';
import { readPageGraphics } from './pdf-graphics.ts';
import { placeholderSignals } from './placeholder-identity.ts';
import { drawPaystub, drawPdf } from './test-pdfs.ts';

type Kit = Parameters<Parameters<typeof drawPdf>[0]>[0];

function header(lines: string[]) {
  return (d: Kit) => {
    drawPaystub(d);
    lines.forEach((l, i) => d.font('Helvetica').fontSize(9).text(l, 50, 220 + i * 14, { lineBreak: false }));
  };
}

const cases: Array<[string, string[], string | null]> = [
  ['a real employee and address', ['Employee: Maria Lopez-Okafor', '4418 Juniper Hollow Rd, Tulsa OK 74105'], null],
  ['a label "Employee Name" beside a real name', ['Employee Name: Darnell O\'Brien'], null],
  ['a masked account number', ['Account XXXX-XXXX-4471'], null],
  ['John Doe as the employee', ['Employee: John Doe', '4418 Juniper Hollow Rd, Tulsa OK 74105'], 'MEDIUM'],
  ['JANE DOE in capitals', ['PAY TO THE ORDER OF JANE DOE'], 'MEDIUM'],
  ['an unfilled template field', ['[Employee Name]'], 'MEDIUM'],
  ['a company name left as the template had it', ['Your Company Name', '100 Commerce Way'], 'MEDIUM'],
  ['a placeholder employer', ['XYZ Corporation  Payroll Dept.'], 'MEDIUM'],
  ['filler text', ['Lorem ipsum dolor sit amet'], 'MEDIUM'],
  ['a placeholder address only', ['Maria Lopez', '123 Main Street, Anytown, ST 12345'], 'LOW'],
  ['a placeholder account number only', ['Account Number: 1234567890'], 'LOW'],
];

describe('placeholder identities', () => {
  it.each(cases)('%s', async (_name, lines, expected) => {
    const pages = await readPageGraphics(await drawPdf(header(lines)));
    const signals = placeholderSignals('doc-1', pages);
    if (expected === null) {
      expect(signals).toEqual([]);
      return;
    }
    expect(signals).toHaveLength(1);
    expect(signals[0]).toMatchObject({ code: 'PLACEHOLDER_IDENTITY', severity: expected, document_id: 'doc-1', page: 1 });
    expect(signals[0].boxes!.length).toBeGreaterThan(0);
    for (const b of signals[0].boxes!) expect(b.y).toBeGreaterThan(200);
  });

  it('finds a name split over two text runs', async () => {
    const pages = await readPageGraphics(await drawPdf((d) => {
      d.font('Helvetica').fontSize(9).text('Employee: John', 50, 220, { lineBreak: false });
      d.text('Doe', 50 + d.widthOfString('Employee: John '), 220, { lineBreak: false });
    }));
    const [signal] = placeholderSignals('doc-1', pages);
    expect(signal.description).toContain('"John Doe"');
    expect(signal.boxes).toHaveLength(2);
  });
});

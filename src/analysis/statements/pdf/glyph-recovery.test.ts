// A real paystub whose header is drawn one glyph per text object in a subset font with an empty
// ToUnicode map: the words come from the glyphs' positions, the characters from the same glyphs'
// outlines in the page's other subset of that font.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { externalFixture } from '../../../../test/external-fixtures.ts';
import { extractPdfText } from './pdf-text.ts';
import { pageLines } from './rows.ts';

const GUSTO = externalFixture('documents', 'sensible-configuration-library', 'gusto_sample.pdf');

describe('text drawn glyph by glyph in an unmapped subset font (gusto_sample.pdf)', () => {
  it('reads the header as words, with each word placed where it is drawn', async () => {
    const [page] = await extractPdfText(new Uint8Array(fs.readFileSync(GUSTO)));
    const lines = pageLines(page);
    const header = lines.find((l) => l.text.startsWith('Pay period:'));
    expect(header?.cells[0].text).toBe('Pay period: Feb 1, 2022 - Feb 7, 2022 Pay Day: Feb 7, 2022');
    expect(header!.tokens.slice(0, 5).map((t) => t.text)).toEqual(['Pay', 'period:', 'Feb', '1,', '2022']);
    // Each word spans its glyphs: "Pay" starts at the left margin and ends before "period:".
    const [pay, period] = header!.tokens;
    expect(pay.x0).toBeCloseTo(32.2, 0);
    expect(pay.x1).toBeLessThan(period.x0);
    const deposits = lines.map((l) => l.cells[0].text).join(' ');
    expect(deposits).toContain('Chase Checking ( . . . 0000): $500.00 Navy Federal ( . . . 0000):');
    expect(deposits).toContain('$420.00 Schwab ( . . . 0000): $1,156.28');
  });

  it('leaves fonts that map their glyphs alone', async () => {
    const [page] = await extractPdfText(new Uint8Array(fs.readFileSync(GUSTO)));
    const text = pageLines(page).map((l) => l.text).join('\n');
    expect(text).toContain('Regular Hours | Salaried $74.52 40.0 $2,980.77 $17,288.47');
    expect(text).toContain('Gross Earnings $2,980.77 $51,476.45');
  });
});

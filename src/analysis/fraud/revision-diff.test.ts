import { describe, expect, it } from 'vitest';
import type { PageGraphics } from './pdf-graphics.ts';
import { changedFigures, linesOf } from './revision-diff.ts';

const run = (str: string, x: number, y: number, seq = 0) => ({ kind: 'text' as const, seq, str, x, y, width: 6 * str.length, size: 10, font: 'F1' });
const page = (runs: ReturnType<typeof run>[]): PageGraphics => ({ number: 1, width: 612, height: 792, fontNames: {}, ops: runs });

describe('changedFigures', () => {
  const original = page([run('Employee: Jane Roe', 50, 80), run('Net Pay', 50, 120), run('1,823.44', 300, 120)]);
  it.each<[string, PageGraphics, string[]]>([
    ['only a name rewritten (a redaction)', page([run('Employee: XXXX', 50, 80), run('Net Pay', 50, 120), run('1,823.44', 300, 120)]), []],
    ['the same figure split into other runs', page([run('Employee: Jane Roe', 50, 80), run('Net Pay', 50, 120), run('1,8', 300, 120), run('23.44', 318, 120)]), []],
    ['a figure changed', page([run('Employee: Jane Roe', 50, 80), run('Net Pay', 50, 120), run('2,823.44', 300, 120)]), ['2,823.44']],
    ['a figure covered and a new one drawn over it', page([...original.ops as ReturnType<typeof run>[], run('2,823.44', 300, 120, 9)]), ['2,823.44']],
  ])('%s', (_, final, added) => {
    const changes = changedFigures([original], [final]);
    expect(changes.flatMap((c) => c.added)).toEqual(added);
    if (added.length) expect(changes[0].boxes.length).toBeGreaterThan(0);
  });

  it('joins runs of one baseline into a line', () => {
    expect(linesOf(page([run('1,8', 300, 120), run('23.44', 318, 120), run('Net', 50, 120.5)])).map((l) => l.text)).toEqual(['Net 1,823.44']);
  });
});

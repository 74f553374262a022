import { describe, expect, it } from 'vitest';
import { BANDS, GRID, hashBands, hashDistance, isInformative, pageHash, SAME_PAGE_MAX_BITS } from './page-hash.ts';

/** A page of text lines: dark rows every fourth row, with gaps where `blank` says. */
const page = (blank: (x: number, y: number) => boolean = () => false) =>
  Array.from({ length: GRID * GRID }, (_, i) => {
    const [x, y] = [i % GRID, Math.floor(i / GRID)];
    return y % 4 === 1 && x > 2 && x < 29 && !blank(x, y) ? 40 : 245;
  });

describe('pageHash', () => {
  it.each<[string, number[], number[], (d: number) => boolean]>([
    ['the same page', page(), page(), (d) => d === 0],
    ['the same page, lighter overall (a re-render)', page(), page().map((v) => Math.min(255, v + 8)), (d) => d === 0],
    ['one word changed', page(), page((x, y) => y === 9 && x > 20 && x < 23), (d) => d > 0 && d <= SAME_PAGE_MAX_BITS],
    ['other lines (another borrower on the layout)', page(), page((x, y) => (y + x) % 3 === 0), (d) => d > SAME_PAGE_MAX_BITS],
  ])('%s', (_, a, b, ok) => {
    expect(ok(hashDistance(pageHash(a), pageHash(b)))).toBe(true);
  });

  it('cuts the hash into bands that near pages share', () => {
    const a = pageHash(page());
    const b = pageHash(page((x, y) => y === 9 && x > 20 && x < 23));
    expect(hashBands(a)).toHaveLength(BANDS);
    expect(hashBands(a).some((band, i) => band === hashBands(b)[i])).toBe(true);
  });

  it('finds nothing to match on a blank page', () => {
    expect(isInformative(pageHash(new Array(GRID * GRID).fill(250)))).toBe(false);
    expect(isInformative(pageHash(page()))).toBe(true);
  });
});

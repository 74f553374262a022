// Statement dates and periods written with a month's name in another language than English or Spanish.
import { describe, expect, it } from 'vitest';
import { matchDate } from './dates.ts';
import { findPeriod } from './period.ts';

describe('matchDate: a month named in another language', () => {
  it.each([
    { tokens: ['15', 'März', '2026'], want: { month: 3, day: 15, year: 2026, tokens: 3 } },
    { tokens: ['05', 'janv.', 'Virement'], want: { month: 1, day: 5, year: null, tokens: 2 } },
    { tokens: ['12-OTT-2026'], want: { month: 10, day: 12, year: 2026, tokens: 1 } },
    { tokens: ['03/DEZ'], want: { month: 12, day: 3, year: null, tokens: 1 } },
    { tokens: ['28', 'helmikuuta'], want: { month: 2, day: 28, year: null, tokens: 2 } },
    { tokens: ['7', 'Ogos', '2026'], want: { month: 8, day: 7, year: 2026, tokens: 3 } },
    { tokens: ['Jan', '05'], want: { month: 1, day: 5, year: null, tokens: 2 } },
  ])('$tokens', ({ tokens, want }) => {
    expect(matchDate(tokens, 0, true)).toEqual(want);
  });

  it.each([[['1', 'des', 'virements']], [['3', 'out', 'of', '4']], [['12', 'listopada', '2026']], [['Total', '12']]])('%j is no date', (tokens) => {
    expect(matchDate(tokens, 0, true)).toBeNull();
  });
});

describe('findPeriod: a period written in another language', () => {
  it.each([
    { lines: ['Kontoauszug vom 1. März 2026 bis 31. März 2026'], want: { start: '2026-03-01', end: '2026-03-31' } },
    { lines: ['Okres: od 1 marca 2026 do 31 marca 2026'], want: { start: '2026-03-01', end: '2026-03-31' } },
    { lines: ['Periode 1. mars 2026 – 31. mars 2026'], want: { start: '2026-03-01', end: '2026-03-31' } },
    { lines: ['Tiliote 1.3.2026 - 31.3.2026'], want: { start: '2026-03-01', end: '2026-03-31' } },
    { lines: ['Periode van 1 maart 2026 tot 31 maart 2026'], want: { start: '2026-03-01', end: '2026-03-31' } },
  ])('$lines', ({ lines, want }) => {
    expect(findPeriod(lines, true)).toEqual(want);
  });
});

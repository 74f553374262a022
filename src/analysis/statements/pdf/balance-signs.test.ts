import { describe, expect, it } from 'vitest';
import { signsFromBalanceSpans, signsFromBalanceSteps, type BalanceStep } from './balance-signs.ts';

const row = (cents: number | null, balance: number | null): BalanceStep => ({ cents, balance });

describe('signs from the running balance', () => {
  it.each<[string, BalanceStep[], number | null, (-1 | 0 | 1)[], (-1 | 0 | 1)[]]>([
    ['a withdrawal read in the money-in column', [row(8794, 214321)], 223115, [1], [-1]],
    ['a deposit read in the money-out column', [row(36050, 220933)], 184883, [-1], [1]],
    ['an unsigned row', [row(5381, 200226)], 205607, [0], [-1]],
    ['each row from the balance before it', [row(8794, 214321), row(8714, 205607), row(36050, 241657)], 223115, [1, 1, -1], [-1, -1, 1]],
    ['a misread amount: the step is not the amount', [row(6718, 193478)], 200226, [1], [1]],
    ['no opening balance: the first step is unknown', [row(8794, 214321)], null, [1], [1]],
    ['after a row without a balance the step spans two rows', [row(100, null), row(8794, 214321)], 223115, [1, 1], [1, 1]],
    ['a row without an amount', [row(null, 214321)], 223115, [1], [1]],
    ['a balance that did not move', [row(0, 223115)], 223115, [1], [1]],
  ])('%s', (_, rows, opening, signs, want) => {
    const out = [...signs];
    const turned = signsFromBalanceSteps(rows, opening, out);
    expect(out).toEqual(want);
    expect(turned).toBe(want.filter((s, k) => s !== signs[k]).length);
  });
});

const read = (cents: number | null, balance: number | null, explicit: -1 | 0 | 1 = 0) => ({ cents, balance, explicit });

describe('signs from a balance printed after several rows', () => {
  it.each<[string, ReturnType<typeof read>[], number | null, (-1 | 0 | 1)[], (-1 | 0 | 1)[]]>([
    // "-100.00" read with its minus, "-74.78" without: the balance after both says which lost it.
    ['a minus lost beside one read', [read(10_000, null, -1), read(7_478, 557_329)], 574_807, [-1, 1], [-1, -1]],
    ['the signs already meet the balance', [read(10_000, null, -1), read(7_478, 557_329)], 574_807, [-1, -1], [-1, -1]],
    // Only a sign not read is turned: the minus read stays.
    ['only the sign read could meet it', [read(10_000, null, -1), read(7_478, 592_285, -1)], 574_807, [-1, -1], [-1, -1]],
    // Two rows of one amount: either could be the one, so neither is turned.
    ['two rows could meet it', [read(5_000, null), read(5_000, 574_807)], 574_807, [1, 1], [1, 1]],
    ['an amount misread: no one sign meets it', [read(10_000, null, -1), read(7_470, 557_329)], 574_807, [-1, 1], [-1, 1]],
    ['a row without an amount in the span', [read(null, null), read(7_478, 557_329)], 574_807, [-1, 1], [-1, 1]],
    ['one row alone is left to the step check', [read(7_478, 567_329)], 574_807, [1], [1]],
  ])('%s', (_, rows, opening, signs, want) => {
    const out = [...signs];
    const turned = signsFromBalanceSpans(rows, opening, out);
    expect(out).toEqual(want);
    expect(turned).toBe(want.filter((s, k) => s !== signs[k]).length);
  });
});

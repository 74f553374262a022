import { describe, expect, it } from 'vitest';
import { amountsFromBalances, lostDigitsFromBalances, wholeFiguresFromBalances, type BalancedRow, type SpanRow } from './amount-from-balances.ts';

const r = (cents: number | null, balance: number | null, bare: number[] = []): BalancedRow => ({ cents, balance, bare });

// Opening 1,000.00; rows of 100.00, X, 50.00 with their balances.
describe('an amount a picture misread, from the balances around it', () => {
  it.each<[string, BalancedRow[], (number | null)[]]>([
    ['a decimal point lost: no money read, its digits printed', [r(10_000, 90_000), r(null, 87_586, [2414]), r(5_000, 82_586)], [10_000, 2_414, 5_000]],
    ['a decimal point lost: read as whole units', [r(10_000, 90_000), r(241_400, 87_586), r(5_000, 82_586)], [10_000, 2_414, 5_000]],
    ['a digit too many', [r(10_000, 90_000), r(125_800, 64_200), r(5_000, 59_200)], [10_000, 25_800, 5_000]],
    ['a digit misread', [r(10_000, 90_000), r(78_000, 22_000), r(5_000, 17_000)], [10_000, 68_000, 5_000]],
    // Left as read: the balance before the row is misread (the step to it is not the previous amount).
    ['the balance before misread', [r(10_000, 100_000), r(78_000, 22_000), r(5_000, 17_000)], [10_000, 78_000, 5_000]],
    // The row's own balance misread: the next step does not confirm it.
    ['its own balance misread', [r(10_000, 90_000), r(68_000, 32_000), r(5_000, 17_000)], [10_000, 68_000, 5_000]],
    ['two digits apart', [r(10_000, 90_000), r(99_000, 22_000), r(5_000, 17_000)], [10_000, 99_000, 5_000]],
    ['its first digits lost: "1,500.00" read "00.00"', [r(10_000, 90_000), r(0, 75_000), r(5_000, 70_000)], [10_000, 15_000, 5_000]],
    ['its first digit lost: "2,181.79" read "181.79"', [r(10_000, 90_000), r(18_179, 308_179), r(5_000, 303_179)], [10_000, 218_179, 5_000]],
    ['a digit gained before it: "+2,181.79" read "42,181.79"', [r(10_000, 90_000), r(4_218_179, 308_179), r(5_000, 303_179)], [10_000, 218_179, 5_000]],
    ['three digits more than read: not a misreading of its first ones', [r(10_000, 90_000), r(3_400, 1_323_400), r(5_000, 1_318_400)], [10_000, 3_400, 5_000]],
    ['no amount read, a figure printed with its last digit lost ("23.7" for 23.72)', [r(10_000, 90_000), { cents: null, balance: 87_628, bare: [], misread: [237] }, r(5_000, 82_628)], [10_000, 2_372, 5_000]],
    ['no amount read, a figure printed with a mark for a digit ("#9.52" for 49.52)', [r(10_000, 90_000), { cents: null, balance: 85_048, bare: [], misread: [952] }, r(5_000, 80_048)], [10_000, 4_952, 5_000]],
    ['no amount read, a figure whose separators were misread ("3.19589")', [r(10_000, 90_000), { cents: null, balance: 409_589, bare: [], misread: [319_589] }, r(5_000, 404_589)], [10_000, 319_589, 5_000]],
    ['no amount read, figures printed that are not the step', [r(10_000, 90_000), { cents: null, balance: 87_628, bare: [], misread: [9_876] }, r(5_000, 82_628)], [10_000, null, 5_000]],
    ['digits that do not end the step', [r(10_000, 90_000), r(18_170, 308_179), r(5_000, 303_179)], [10_000, 18_170, 5_000]],
    ['digits printed that are not the step', [r(10_000, 90_000), r(null, 87_586, [1234]), r(5_000, 82_586)], [10_000, null, 5_000]],
    ['the last row: nothing after it confirms its balance', [r(10_000, 90_000), r(5_000, 82_586, [])], [10_000, 5_000]],
    ['a row without a balance', [r(10_000, 90_000), r(78_000, null), r(5_000, 17_000)], [10_000, 78_000, 5_000]],
    // A picture lost the figure: only the balance printed, the steps either side confirm both balances.
    ['no figure printed at all', [r(10_000, 90_000), r(null, 84_436), r(5_000, 79_436)], [10_000, 5_564, 5_000]],
    ['no figure printed, the balance before it unconfirmed', [r(10_000, 95_000), r(null, 84_436), r(5_000, 79_436)], [10_000, null, 5_000]],
    ['no figure printed, its own balance unconfirmed', [r(10_000, 90_000), r(null, 84_436), r(5_000, 70_000)], [10_000, null, 5_000]],
    // A figure read as no amount whose digits are the step to the cent ("“515.00"), beside a row that
    // lost its figure: the one put right confirms the balance the other needs.
    ['a misread figure, then a lost one', [r(10_000, 90_000), { cents: null, balance: 38_500, bare: [], misread: [51_500] }, r(null, 22_936), r(5_000, 17_936)], [10_000, 51_500, 15_564, 5_000]],
    ['the digits of a figure read as no amount are the step, the next row lost too', [r(10_000, 90_000), { cents: null, balance: 38_500, bare: [], misread: [51_500] }, r(null, 22_936)], [10_000, 51_500, null]],
  ])('%s', (_, rows, want) => {
    expect(amountsFromBalances(rows, 100_000)).toEqual(want);
  });

  it.each([
    ['no opening balance is known', null],
    // The opening may be the figure misread (a summary's "$24,160.65" for 24,160.05).
    ['an opening balance is known', 100_000],
  ])('leaves the first row as read when %s', (_, opening) => {
    expect(amountsFromBalances([r(78_000, 22_000), r(5_000, 17_000)], opening)).toEqual([78_000, 5_000]);
  });
});

const s = (cents: number | null, sign: -1 | 0 | 1, balance: number | null, whole = false): SpanRow => ({ cents, sign, balance, whole });

// Opening 1,000.00; a day of two withdrawals, its balance printed on the last.
describe('a figure read as whole units that lost its point, from a day balance', () => {
  it.each<[string, SpanRow[], (number | null)[]]>([
    ['"6102" read as 6,102.00', [s(610_200, -1, null, true), s(1_000, -1, 92_898)], [6_102, 1_000]],
    ['one row, its own balance', [s(610_200, -1, 93_898, true)], [6_102]],
    // Left as read: the figures meet the balance already, or no one figure explains the step.
    ['the figures meet the balance', [s(6_100, -1, null), s(1_000, -1, 92_900)], [6_100, 1_000]],
    ['a figure printed with cents', [s(610_200, -1, null, false), s(1_000, -1, 92_898)], [610_200, 1_000]],
    ['two figures could explain it', [s(100_000, -1, null, true), s(100_000, -1, -1_000, true)], [100_000, 100_000]],
    ['a row whose direction is not known', [s(610_200, 0, null, true), s(1_000, -1, 92_898)], [610_200, 1_000]],
    ['no balance closes the day', [s(610_200, -1, null, true), s(1_000, -1, null)], [610_200, 1_000]],
  ])('%s', (_, rows, want) => {
    expect(wholeFiguresFromBalances(rows, 100_000)).toEqual(want);
  });
});

// Opening 10,000.00; days closed by a balance: a withdrawal of 10.00, then a day of two withdrawals
// (1,500.00 and 1,227.07, the second read "227.07"), then 5.00 and 5.00.
describe('a figure that lost its first digits, from the balances around its day', () => {
  const day = (second: number, balance: number, after = balance - 500): SpanRow[] => [
    s(1_000, -1, 999_000),
    s(150_000, -1, null),
    s(second, -1, balance),
    s(500, -1, after),
    s(500, -1, after - 500),
  ];
  it.each<[string, SpanRow[], (number | null)[]]>([
    ['"1 227,07" read "227,07"', day(22_707, 999_000 - 150_000 - 122_707), [1_000, 150_000, 122_707, 500, 500]],
    // Left as read: the figures meet the balance, or its balance is not confirmed by the days after.
    ['the figures meet the balance', day(22_707, 999_000 - 150_000 - 22_707), [1_000, 150_000, 22_707, 500, 500]],
    ['the next day does not meet its balance', day(22_707, 999_000 - 150_000 - 122_707, 999_000 - 150_000 - 122_707 - 400), [1_000, 150_000, 22_707, 500, 500]],
    ['no digits before the figure explain it', day(22_707, 999_000 - 150_000 - 22_708), [1_000, 150_000, 22_707, 500, 500]],
    // Either figure could have lost the digit: neither is put right.
    ['two figures could have lost it', [s(1_000, -1, 999_000), s(1_234, -1, null), s(22_707, -1, 999_000 - 1_234 - 122_707), s(500, -1, 999_000 - 1_234 - 122_707 - 500), s(500, -1, 999_000 - 1_234 - 122_707 - 1_000)], [1_000, 1_234, 22_707, 500, 500]],
  ])('%s', (_, rows, want) => {
    expect(lostDigitsFromBalances(rows, 1_000_000)).toEqual(want);
  });

  it('puts the first day right only where the two days after it meet their balances', () => {
    const first = 1_000_000 - 150_000 - 122_707;
    const rows = [s(150_000, -1, null), s(22_707, -1, first), s(500, -1, first - 500), s(500, -1, first - 1_000)];
    expect(lostDigitsFromBalances(rows, 1_000_000)).toEqual([150_000, 122_707, 500, 500]);
    // One day after it: the opening balance may be the one misread.
    expect(lostDigitsFromBalances(rows.slice(0, 3), 1_000_000)).toEqual([150_000, 22_707, 500]);
  });
});

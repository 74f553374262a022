import { describe, expect, it } from 'vitest';
import { matchOwnTransfers, type TransferCandidate } from './own-transfers.ts';

const t = (accountId: string, day: number, amountCents: number, category: TransferCandidate['category']): TransferCandidate => ({ accountId, day, amountCents, category });

describe('matchOwnTransfers', () => {
  it('pairs opposite amounts in two accounts within 3 days, closest first, each once', () => {
    const items = [
      t('A', 10, -50_000, 'TRANSFER'), // 0: pairs with 1 (next day, other account)
      t('B', 11, 50_000, 'TRANSFER'), // 1
      t('A', 20, -50_000, 'TRANSFER'), // 2: only candidates are 3 (same account) and 4 (5 days) -> none
      t('A', 20, 50_000, 'OTHER_INFLOW'), // 3
      t('B', 25, 50_000, 'OTHER_INFLOW'), // 4
      t('A', 30, -12_345, 'PURCHASE'), // 5: a purchase is not a transfer leg
      t('B', 30, 12_345, 'TRANSFER'), // 6
      t('A', 40, -7_000, 'OTHER_OUTFLOW'), // 7: 9 is one day away, 8 three -> 9
      t('B', 43, 7_000, 'TRANSFER'), // 8
      t('C', 41, 7_000, 'TRANSFER'), // 9
    ];
    expect(matchOwnTransfers(items)).toEqual([
      [0, 1],
      [7, 9],
    ]);
  });

  it('handles many equal amounts without reusing a leg', () => {
    const items: TransferCandidate[] = [];
    for (let i = 0; i < 5; i++) items.push(t('A', i * 2, -10_000, 'TRANSFER'), t('B', i * 2, 10_000, 'TRANSFER'));
    const pairs = matchOwnTransfers(items);
    expect(pairs).toHaveLength(5);
    expect(new Set(pairs.flat()).size).toBe(10);
    for (const [o, i] of pairs) expect(items[o].day).toBe(items[i].day);
  });
});

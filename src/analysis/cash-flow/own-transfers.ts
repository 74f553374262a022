// Transfers between two of the borrower's accounts in the same analysis: an amount leaving one
// account and the same amount arriving in another within a few days.

import type { TransactionCategory } from './cash-flow.types.ts';

export interface TransferCandidate {
  accountId: string;
  day: number;
  amountCents: number;
  category: TransactionCategory;
}

/** Categories a transaction may have and still be one leg of an own transfer. */
const ELIGIBLE: ReadonlySet<TransactionCategory> = new Set(['TRANSFER_OWN', 'TRANSFER', 'OTHER_INFLOW', 'OTHER_OUTFLOW']);

/**
 * Pairs (outflow index, inflow index) of opposite amounts in two different accounts at most
 * `maxDays` apart. Each transaction is used once; each outflow takes the closest unused inflow.
 * Runs in O(n log n): transactions are bucketed by amount, then matched in date order per bucket.
 */
export function matchOwnTransfers(items: readonly TransferCandidate[], maxDays = 3): Array<[number, number]> {
  const buckets = new Map<number, { outs: number[]; ins: number[] }>();
  for (let i = 0; i < items.length; i++) {
    const t = items[i];
    if (t.amountCents === 0 || !ELIGIBLE.has(t.category)) continue;
    const key = Math.abs(t.amountCents);
    let b = buckets.get(key);
    if (!b) buckets.set(key, (b = { outs: [], ins: [] }));
    (t.amountCents < 0 ? b.outs : b.ins).push(i);
  }
  const pairs: Array<[number, number]> = [];
  for (const { outs, ins } of buckets.values()) {
    if (outs.length === 0 || ins.length === 0) continue;
    const byDay = (a: number, b: number) => items[a].day - items[b].day || a - b;
    outs.sort(byDay);
    ins.sort(byDay);
    const used = new Uint8Array(ins.length);
    let lo = 0;
    for (const o of outs) {
      const out = items[o];
      while (lo < ins.length && items[ins[lo]].day < out.day - maxDays) lo++;
      let best = -1;
      let bestGap = Infinity;
      for (let k = lo; k < ins.length && items[ins[k]].day <= out.day + maxDays; k++) {
        const inn = items[ins[k]];
        if (used[k] || inn.accountId === out.accountId) continue;
        const gap = Math.abs(inn.day - out.day);
        if (gap < bestGap) {
          bestGap = gap;
          best = k;
        }
      }
      if (best >= 0) {
        used[best] = 1;
        pairs.push([o, ins[best]]);
      }
    }
  }
  return pairs;
}

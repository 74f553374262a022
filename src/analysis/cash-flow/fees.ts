// NSF and overdraft fees net of their reversals.

import type { TransactionCategory } from './cash-flow.types.ts';
import { feeReversalKind } from './categorize.ts';

export interface FeeTransaction {
  id: string;
  day: number;
  amountCents: number;
  category: TransactionCategory;
  description: string;
}

export interface NetFees {
  /** Fees not cancelled by a reversal, in date order. */
  nsf: FeeTransaction[];
  overdraft: FeeTransaction[];
  /** Reversals that cancelled a fee, by kind of fee cancelled. */
  reversedNsf: number;
  reversedOverdraft: number;
}

/** How long after a fee its reversal may come (and how long before, for reversals posted first). */
const REVERSAL_AFTER_DAYS = 60;
const REVERSAL_BEFORE_DAYS = 3;

/**
 * Cancels each fee reversal ("NSF FEE REVERSAL", "OD FEE REFUND", a bare "FEE REVERSAL") against one
 * fee of its kind charged up to 60 days before it (or 3 days after): the same amount first, then the
 * closest in time. A bare reversal cancels a fee of either kind, of the same amount only. A reversal
 * with no such fee cancels nothing.
 */
export function netFees(txs: readonly FeeTransaction[]): NetFees {
  const fees = txs.filter((t) => t.category === 'NSF_FEE' || t.category === 'OVERDRAFT_FEE').sort((a, b) => a.day - b.day);
  const reversals = txs.filter((t) => t.category === 'FEE_REVERSAL').sort((a, b) => a.day - b.day);
  const cancelled = new Set<FeeTransaction>();
  let reversedNsf = 0;
  let reversedOverdraft = 0;
  for (const r of reversals) {
    const kind = feeReversalKind(r.description);
    let best: FeeTransaction | null = null;
    let bestRank = Infinity;
    for (const f of fees) {
      if (cancelled.has(f)) continue;
      if (kind === 'NSF' && f.category !== 'NSF_FEE') continue;
      if (kind === 'OVERDRAFT' && f.category !== 'OVERDRAFT_FEE') continue;
      if (f.day > r.day + REVERSAL_BEFORE_DAYS || f.day < r.day - REVERSAL_AFTER_DAYS) continue;
      const sameAmount = Math.abs(f.amountCents) === Math.abs(r.amountCents);
      // A reversal that does not say which fee it refunds must at least match its amount.
      if (kind === 'ANY' && !sameAmount) continue;
      // Same amount first, then the closest in time.
      const rank = (sameAmount ? 0 : 1000) + Math.abs(r.day - f.day);
      if (rank < bestRank) {
        bestRank = rank;
        best = f;
      }
    }
    if (!best) continue;
    cancelled.add(best);
    if (best.category === 'NSF_FEE') reversedNsf++;
    else reversedOverdraft++;
  }
  const left = fees.filter((f) => !cancelled.has(f));
  return {
    nsf: left.filter((f) => f.category === 'NSF_FEE'),
    overdraft: left.filter((f) => f.category === 'OVERDRAFT_FEE'),
    reversedNsf,
    reversedOverdraft,
  };
}

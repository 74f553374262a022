// One level for a document set's signals: each signal code counts once, at its worst severity,
// with the weight of that severity; the total sets the level. A HIGH signal decides alone, two
// different MEDIUM findings make HIGH, and LOW signals (what common PDF tools leave behind) take
// four different kinds to reach MEDIUM. See README.md.
import type { FraudSeverity, FraudSignal } from '../paystub/paystub.types.ts';

export const SEVERITY_WEIGHT: Record<FraudSeverity, number> = { LOW: 1, MEDIUM: 4, HIGH: 8 };
/** Totals at or above these give HIGH and MEDIUM. */
export const RISK_THRESHOLDS = { HIGH: 8, MEDIUM: 4 } as const;

export function fraudScore(signals: readonly FraudSignal[]): number {
  const worst = new Map<string, number>();
  for (const s of signals) worst.set(s.code, Math.max(worst.get(s.code) ?? 0, SEVERITY_WEIGHT[s.severity] ?? 0));
  let total = 0;
  for (const w of worst.values()) total += w;
  return total;
}

export function fraudRisk(signals: readonly FraudSignal[]): FraudSeverity {
  const score = fraudScore(signals);
  if (score >= RISK_THRESHOLDS.HIGH) return 'HIGH';
  if (score >= RISK_THRESHOLDS.MEDIUM) return 'MEDIUM';
  return 'LOW';
}

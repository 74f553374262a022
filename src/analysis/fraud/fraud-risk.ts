// One level for a document set's signals. Each signal code counts once, at its worst severity, with
// the weight of that severity; the signals about the file's history (who wrote it, when, how often
// it was saved) are one finding together, since one honest re-save or redaction sets several of
// them at once. A HIGH signal decides alone, two different MEDIUM findings make HIGH, one MEDIUM
// makes MEDIUM, and LOW findings take four different kinds to reach MEDIUM. See README.md.
import type { FraudSeverity, FraudSignal } from '../paystub/paystub.types.ts';

export const SEVERITY_WEIGHT: Record<FraudSeverity, number> = { LOW: 1, MEDIUM: 4, HIGH: 8 };
/** Totals at or above these give HIGH and MEDIUM. */
export const RISK_THRESHOLDS = { HIGH: 8, MEDIUM: 4 } as const;

/** Codes about the file's history rather than its content: counted as one finding. */
export const FILE_HISTORY_CODES: ReadonlySet<string> = new Set(['INCREMENTAL_UPDATE', 'DOCUMENT_ID_CHANGED', 'MODIFIED_AFTER_CREATION', 'EDITOR_SOFTWARE']);

const findingOf = (code: string) => (FILE_HISTORY_CODES.has(code) ? 'FILE_HISTORY' : code);

export function fraudScore(signals: readonly FraudSignal[]): number {
  const worst = new Map<string, number>();
  for (const s of signals) worst.set(findingOf(s.code), Math.max(worst.get(findingOf(s.code)) ?? 0, SEVERITY_WEIGHT[s.severity] ?? 0));
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

import { fraudRisk } from '../fraud/fraud-risk.ts';
import { checkPaystubArithmetic } from '../fraud/paystub-arithmetic.ts';
import type { ExtractedPaystub, FraudSeverity, FraudSignal, PayFrequency } from './paystub.types.ts';

/**
 * The paystub module's `fraud` (with DOC_FRAUD): each PDF's own signals (structure, metadata,
 * overlays, fonts: read in a parser thread) and each stub's arithmetic, weighed into one risk.
 */
export function paystubFraud(
  pdfSignals: readonly FraudSignal[],
  stubs: ReadonlyArray<{ document_id: string; stub: ExtractedPaystub; frequency?: PayFrequency | null }>,
): { risk: FraudSeverity; signals: FraudSignal[] } {
  const signals = [...pdfSignals];
  for (const { document_id, stub, frequency } of stubs) signals.push(...checkPaystubArithmetic(document_id, stub.page, stub, frequency ?? undefined));
  return { risk: fraudRisk(signals), signals };
}

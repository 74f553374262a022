import { fraudVerdict, type FraudVerdict } from '../fraud/fraud-verdict.ts';
import { checkPaystubArithmetic } from '../fraud/paystub-arithmetic.ts';
import type { ExtractedPaystub, FraudSignal, PayFrequency } from './paystub.types.ts';

/**
 * The paystub module's `fraud` (with DOC_FRAUD): each PDF's own signals (structure, metadata,
 * overlays, fonts: read in a parser thread) and each stub's arithmetic, weighed into one risk.
 * `trusted` (default: all) lists the figures the arithmetic may use: a figure OCR was unsure of is
 * left out, so a misread never looks like an edit.
 */
export function paystubFraud(pdfSignals: readonly FraudSignal[], stubs: Stubs): FraudVerdict {
  return fraudVerdict(paystubFraudSignals(pdfSignals, stubs));
}

type Stubs = ReadonlyArray<{ document_id: string; stub: ExtractedPaystub; frequency?: PayFrequency | null; fieldConfidence?: Record<string, number | null> }>;

/** The signals before they are weighed: the module places the arithmetic ones on their pages first. */
export function paystubFraudSignals(pdfSignals: readonly FraudSignal[], stubs: Stubs): FraudSignal[] {
  const signals = [...pdfSignals];
  for (const { document_id, stub, frequency, fieldConfidence } of stubs) {
    signals.push(...checkPaystubArithmetic(document_id, stub.page, stub, frequency ?? undefined, fieldConfidence));
  }
  return signals;
}

// Fraud detection rates on the paystub corpus: every copy read as the paystub module reads it
// (fields, the PDF's own checks, the arithmetic), flagged when `fraud.risk` is MEDIUM or HIGH.

import { checkPdfDocument } from '../../src/analysis/fraud/check-pdf.ts';
import { analyzePaystubs } from '../../src/analysis/paystub/analyze-paystubs.ts';
import { extractPaystub } from '../../src/analysis/paystub/extract/extract-paystub.ts';
import { paystubFraud } from '../../src/analysis/paystub/paystub-fraud.ts';
import type { ExtractedPaystub, FraudSeverity, PayFrequency } from '../../src/analysis/paystub/paystub.types.ts';
import type { PaystubCorpusItem, PaystubKind } from './types.ts';

export const TARGET_TAMPERED_FLAGGED = 0.95;
export const TARGET_CLEAN_FLAGGED = 0.02;

export interface FraudOutcome {
  name: string;
  kind: PaystubKind;
  tampered: boolean;
  risk: FraudSeverity;
  codes: string[];
}

export interface FraudReport {
  byKind: Record<string, { copies: number; flagged: number; high: number }>;
  tampered: { copies: number; flagged: number; rate: number };
  clean: { copies: number; flagged: number; rate: number };
  outcomes: FraudOutcome[];
}

const flagged = (risk: FraudSeverity) => risk !== 'LOW';

export async function fraudOf(item: PaystubCorpusItem): Promise<FraudOutcome> {
  let stub: ExtractedPaystub | null = null;
  try {
    stub = await extractPaystub(item.bytes);
  } catch {
    /* no fields: the PDF's own checks still run */
  }
  let frequency: PayFrequency | null = null;
  if (stub) {
    const analysed = analyzePaystubs({ stubs: [{ document_id: item.name, stub }], borrower: { first_name: '', last_name: '', address: null }, asOf: stub.pay_date ?? '2026-01-01' });
    if (analysed.status === 'COMPLETED') frequency = analysed.data.paystubs[0]?.frequency as PayFrequency | null;
  }
  const pdfSignals = await checkPdfDocument({ documentId: item.name, bytes: item.bytes, kind: 'paystub' });
  const fraud = paystubFraud(pdfSignals, stub ? [{ document_id: item.name, stub, frequency }] : []);
  return { name: item.name, kind: item.kind, tampered: item.tampered, risk: fraud.risk, codes: [...new Set(fraud.signals.map((s) => `${s.code}:${s.severity}`))] };
}

/** Scanned copies are left out: they have no text to check and end INSUFFICIENT in the module. */
export async function evaluateFraud(items: readonly PaystubCorpusItem[]): Promise<FraudReport> {
  const outcomes: FraudOutcome[] = [];
  for (const item of items) if (item.kind !== 'scanned') outcomes.push(await fraudOf(item));
  const byKind: FraudReport['byKind'] = {};
  for (const o of outcomes) {
    const k = (byKind[o.kind] ??= { copies: 0, flagged: 0, high: 0 });
    k.copies++;
    if (flagged(o.risk)) k.flagged++;
    if (o.risk === 'HIGH') k.high++;
  }
  const share = (list: FraudOutcome[]) => ({ copies: list.length, flagged: list.filter((o) => flagged(o.risk)).length, rate: list.length ? list.filter((o) => flagged(o.risk)).length / list.length : 0 });
  return { byKind, tampered: share(outcomes.filter((o) => o.tampered)), clean: share(outcomes.filter((o) => !o.tampered)), outcomes };
}

// The `fraud` member of a result: one risk for the documents' signals, and each signal in the
// contract's shape (contracts section 9), boxes included, empty for whole-file findings.
import type { FraudSeverity, FraudSignal, SignalBox } from '../paystub/paystub.types.ts';
import { fraudRisk } from './fraud-risk.ts';

export interface DeliveredSignal {
  code: string;
  severity: FraudSeverity;
  description: string;
  document_id: string;
  page: number | null;
  boxes: SignalBox[];
}

export interface FraudVerdict {
  risk: FraudSeverity;
  signals: DeliveredSignal[];
}

const round = (n: number) => Math.round(n * 100) / 100;

export function fraudVerdict(signals: readonly FraudSignal[]): FraudVerdict {
  return {
    risk: fraudRisk(signals),
    signals: signals.map((s) => ({
      code: s.code,
      severity: s.severity,
      description: s.description,
      document_id: s.document_id,
      page: s.page,
      boxes: s.page === null ? [] : (s.boxes ?? []).map((b) => ({ x: round(b.x), y: round(b.y), width: round(b.width), height: round(b.height) })),
    })),
  };
}

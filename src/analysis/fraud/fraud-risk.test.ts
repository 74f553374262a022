import { describe, expect, it } from 'vitest';
import type { FraudSeverity, FraudSignal } from '../paystub/paystub.types.ts';
import { fraudRisk } from './fraud-risk.ts';

const s = (code: string, severity: FraudSeverity): FraudSignal => ({ code, severity, document_id: 'd', page: null, description: '' });

describe('fraudRisk', () => {
  it.each<[string, FraudSignal[], FraudSeverity]>([
    ['no signals', [], 'LOW'],
    ['what common tools leave: two /ID halves, a signature update, a date gap', [s('DOCUMENT_ID_CHANGED', 'LOW'), s('INCREMENTAL_UPDATE', 'LOW'), s('MODIFIED_AFTER_CREATION', 'LOW')], 'LOW'],
    ['printed through Preview', [s('EDITOR_SOFTWARE', 'LOW')], 'LOW'],
    ['the same LOW many times', Array.from({ length: 9 }, () => s('TEXT_COVERED', 'LOW')), 'LOW'],
    ['four different LOWs', [s('A', 'LOW'), s('B', 'LOW'), s('C', 'LOW'), s('D', 'LOW')], 'MEDIUM'],
    ['one MEDIUM', [s('FONT_MISMATCH', 'MEDIUM')], 'MEDIUM'],
    ['one MEDIUM with LOWs', [s('FONT_MISMATCH', 'MEDIUM'), s('DOCUMENT_ID_CHANGED', 'LOW'), s('WEEKEND_PAY_DATE', 'LOW')], 'MEDIUM'],
    ['the same MEDIUM twice', [s('FONT_MISMATCH', 'MEDIUM'), s('FONT_MISMATCH', 'MEDIUM')], 'MEDIUM'],
    ['two different MEDIUMs', [s('EDITOR_SOFTWARE', 'MEDIUM'), s('FONT_MISMATCH', 'MEDIUM')], 'HIGH'],
    ['file-history signals are one finding', [s('EDITOR_SOFTWARE', 'MEDIUM'), s('MODIFIED_AFTER_CREATION', 'MEDIUM'), s('DOCUMENT_ID_CHANGED', 'LOW')], 'MEDIUM'],
    ['a redacted, re-saved file with an odd YTD stays LOW', [s('INCREMENTAL_UPDATE', 'LOW'), s('DOCUMENT_ID_CHANGED', 'LOW'), s('MODIFIED_AFTER_CREATION', 'LOW'), s('YTD_INCONSISTENT', 'LOW')], 'LOW'],
    ['any HIGH', [s('TEXT_OVERLAY', 'HIGH')], 'HIGH'],
    ['a code at its worst severity', [s('INCREMENTAL_UPDATE', 'LOW'), s('INCREMENTAL_UPDATE', 'HIGH')], 'HIGH'],
  ])('%s', (_, signals, want) => {
    expect(fraudRisk(signals)).toBe(want);
  });
});

import { describe, expect, it } from 'vitest';
import { resultForVersion, VERSION_CHANGES } from './result-versions.ts';

const current = {
  currency: 'USD',
  income: { monthly_income: 4658.33, annual_income: 55900, streams: [{ stream_id: 's1', frequency: 'BIWEEKLY', monthly_amount: 4658.33, confidence: 0.97 }] },
  monthly: [{ month: '2026-01', inflow: 5000, outflow: 3200.5, net: 1799.5, ending_balance: 2400, transaction_count: 41 }],
  risk: { level: 'MEDIUM', score: 42, insight: 'Two NSF fees in 90 days.', flags: [{ code: 'NSF_FEES', severity: 'MEDIUM', description: '2 NSF fees', transaction_ids: ['t1', 't2'] }] },
  transactions_analyzed: 41,
};

const change = (v: string) => VERSION_CHANGES.find((c) => c.version === v)!.undo.cash_flow_analysis!;

describe('each version change, undone alone', () => {
  it('2025-09-30: risk fields back at the top level, streams without confidence', () => {
    expect(change('2025-09-30')(current)).toEqual({
      currency: 'USD',
      income: { monthly_income: 4658.33, annual_income: 55900, streams: [{ stream_id: 's1', frequency: 'BIWEEKLY', monthly_amount: 4658.33 }] },
      monthly: current.monthly,
      risk_level: 'MEDIUM',
      risk_score: 42,
      insight: 'Two NSF fees in 90 days.',
      flags: current.risk.flags,
      transactions_analyzed: 41,
    });
  });

  it('2025-07-31: monthly_summary with total_inflow/total_outflow, flags as codes', () => {
    const older = change('2025-07-31')({ monthly: current.monthly, flags: current.risk.flags, risk_level: 'MEDIUM' });
    expect(older).toEqual({ monthly_summary: [{ month: '2026-01', total_inflow: 5000, total_outflow: 3200.5, net: 1799.5 }], flags: ['NSF_FEES'], risk_level: 'MEDIUM' });
  });
});

describe('resultForVersion: one stored result read under each version', () => {
  it.each([
    ['2025-09-30', (d: Record<string, unknown>) => expect(d).toEqual(current)],
    ['2025-07-31', (d: Record<string, unknown>) => {
      expect(d.risk).toBeUndefined();
      expect(d.flags).toEqual(current.risk.flags);
      expect(d.monthly).toEqual(current.monthly);
      expect((d.income as { streams: object[] }).streams[0]).not.toHaveProperty('confidence');
    }],
    ['2025-01-31', (d: Record<string, unknown>) => {
      expect(Object.keys(d)).toEqual(['currency', 'income', 'monthly_summary', 'risk_level', 'risk_score', 'insight', 'flags', 'transactions_analyzed']);
      expect(d.flags).toEqual(['NSF_FEES']);
      expect(d.monthly_summary).toEqual([{ month: '2026-01', total_inflow: 5000, total_outflow: 3200.5, net: 1799.5 }]);
    }],
  ] as const)('%s', (version, check) => {
    check(resultForVersion('cash_flow_analysis', current, version) as Record<string, unknown>);
  });

  it('leaves the stored object untouched and other modules as they are', () => {
    const copy = structuredClone(current);
    resultForVersion('cash_flow_analysis', current, '2025-01-31');
    expect(current).toEqual(copy);
    const paystub = { currency: 'USD', paystubs: [] };
    expect(resultForVersion('paystub', paystub, '2025-01-31')).toEqual(paystub);
  });
});

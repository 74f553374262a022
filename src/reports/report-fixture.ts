import type { ReportData } from './report-data.ts';

/** A report's data with every section filled, for tests and for looking at the layout. */
export function sampleReportData(over: Partial<ReportData> = {}): ReportData {
  return {
    report_id: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
    generated_at: '2025-10-01T12:00:00.000Z',
    api_version: '2025-09-30',
    dealer: { name: 'Bayside Motors' },
    borrower: { first_name: 'Maria', last_name: 'Garcia' },
    case: { case_id: '8a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d', reference_id: 'deal-jacket-0042' },
    deal: { deal_id: 'D-2025-1187', vehicle: '2023 Toyota Camry SE', amount_financed: 28450, stated_monthly_income: 5200 },
    verification: {
      case_id: '8a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d',
      status: 'NEEDS_REVIEW',
      income: {
        monthly_gross: 5416.67,
        annual_gross: 65000,
        source: 'PAYSTUB',
        derivation: 'Gross pay of $2,500.00 every two weeks on the paystub dated 2025-09-19 (26 pay periods a year): $65,000.00 a year, $5,416.67 a month.',
      },
      employer_name: 'Northwind Logistics LLC',
      paystubs: [
        { pay_date: '2025-09-19', gross_pay: 2500, net_pay: 1873.42 },
        { pay_date: '2025-09-05', gross_pay: 2500, net_pay: 1873.42 },
      ],
      identity: { name_match: 'MATCH', name_score: 0.97, address_match: 'NOT_AVAILABLE' },
      fraud: {
        risk: 'LOW',
        signals: [{ code: 'PRODUCER_UNUSUAL', severity: 'LOW', document_id: 'doc-1', page: 1, description: 'The paystub was written by a consumer PDF editor.' }],
      },
      stipulations: [
        { code: 'PAYSTUB_DEPOSIT_MISMATCH', status: 'OPEN', description: 'Net pay on the 2025-09-19 paystub has no matching deposit: provide the statement showing it.' },
        { code: 'PROVIDE_PAYSTUB', status: 'SATISFIED', description: 'Provide a recent paystub.' },
      ],
      reconciliation: {
        paystub_deposits: [
          { document_id: 'doc-1', pay_date: '2025-09-19', net_pay: 1873.42, deposit: null },
          { document_id: 'doc-2', pay_date: '2025-09-05', net_pay: 1873.42, deposit: { transaction_id: 't1', date: '2025-09-05', amount: 1873.42, description: 'NORTHWIND LOGISTICS PAYROLL PPD' } },
        ],
        employer_in_deposits: true,
        stated_monthly_income: 5200,
        stated_difference_pct: 4.2,
      },
      monthly: [
        { month: '2025-05', inflow: 4120.5, outflow: 3650.2 },
        { month: '2025-06', inflow: 3980.1, outflow: 4102.75 },
        { month: '2025-07', inflow: 5860.0, outflow: 3890.0 },
        { month: '2025-08', inflow: 3746.84, outflow: 3421.1 },
        { month: '2025-09', inflow: 3746.84, outflow: 2980.6 },
      ],
      results: [
        { module_type: 'paystub', result_id: '11111111-2222-4333-8444-555555555555' },
        { module_type: 'cash_flow_analysis', result_id: '66666666-7777-4888-9999-000000000000' },
      ],
    },
    ...over,
  };
}

import { describe, expect, it } from 'vitest';
import { businessDaysApart, employerMatches, verify, type CashFlowResultData, type PaystubResultData, type VerifyInput } from './verify.ts';

// Hand-checked figures: ACME CORPORATION pays biweekly on Fridays, gross $2,307.69 a period
// ($5,000.00 a month as the paystub module computes it: 2,307.69 x 26 / 12 = 4,999.995), net
// $1,750.00, on 2026-10-16 and 2026-10-30. The bank shows the payroll deposits.

const CASE_ID = '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
const PAYSTUB_RESULT = '11111111-1111-4111-8111-111111111111';
const CASH_FLOW_RESULT = '22222222-2222-4222-8222-222222222222';

function paystubData(over: Partial<PaystubResultData> = {}): PaystubResultData {
  return {
    paystubs: [
      { document_id: 'doc-oct-30', employer_name: 'ACME CORPORATION', pay_date: '2026-10-30', gross_pay: 2307.69, net_pay: 1750 },
      { document_id: 'doc-oct-16', employer_name: 'ACME CORPORATION', pay_date: '2026-10-16', gross_pay: 2307.69, net_pay: 1750 },
    ],
    employment: { employer_name: 'ACME CORPORATION', status: 'VERIFIED', latest_pay_date: '2026-10-30', reasons: [] },
    income: { frequency: 'BIWEEKLY', gross_per_period: 2307.69, monthly_gross: 5000, annual_gross: 60000 },
    identity: { name_match: 'MATCH', name_score: 1, address_match: 'NOT_AVAILABLE' },
    ...over,
  };
}

type Txn = CashFlowResultData['transactions'][number];
const deposit = (id: string, date: string, amount: number, description = `ACME CORP PAYROLL PPD ID: 99887`): Txn => ({ transaction_id: id, date, description, amount });

function cashFlowData(deposits: Txn[], over: Partial<CashFlowResultData> = {}, payroll = deposits.map((d) => d.transaction_id)): CashFlowResultData {
  return {
    period: { start_date: '2026-09-01', end_date: '2026-11-20' },
    income: {
      monthly_income: 3791.67, // 1,750 x 26 / 12
      annual_income: 45500.04,
      streams: [
        { source_name: 'ACME CORP', category: 'PAYROLL', frequency: 'BIWEEKLY', monthly_amount: 3791.67, next_expected_date: '2026-11-13', transaction_ids: payroll },
      ],
    },
    monthly: [
      { month: '2026-09', inflow: 3500, outflow: 2900.5 },
      { month: '2026-10', inflow: 3500, outflow: 3100 },
    ],
    transactions: [...deposits, { transaction_id: 'rent', date: '2026-10-01', description: 'RENT PAYMENT', amount: -1400 }],
    ...over,
  };
}

const matching = () => [deposit('t1', '2026-10-16', 1750), deposit('t2', '2026-11-02', 1750)];

function input(o: { paystub?: PaystubResultData | null; cashFlow?: CashFlowResultData | null; stated?: number | null; modules?: VerifyInput['modules'] } = {}): VerifyInput {
  const paystub = o.paystub === undefined ? paystubData() : o.paystub;
  const cashFlow = o.cashFlow === undefined ? cashFlowData(matching()) : o.cashFlow;
  return {
    case_id: CASE_ID,
    modules: o.modules ?? [
      { module_type: 'cash_flow_analysis', status: cashFlow ? 'COMPLETED' : 'AWAITING_INPUT', has_result: !!cashFlow },
      { module_type: 'paystub', status: paystub ? 'COMPLETED' : 'AWAITING_INPUT', has_result: !!paystub },
    ],
    paystub: paystub && { result_id: PAYSTUB_RESULT, data: paystub },
    cash_flow: cashFlow && { result_id: CASH_FLOW_RESULT, data: cashFlow },
    stated_monthly_income: o.stated ?? null,
  };
}

const stips = (v: ReturnType<typeof verify>) => v.stipulations.map((s) => `${s.code}:${s.status}`);
const open = (v: ReturnType<typeof verify>) => v.stipulations.filter((s) => s.status === 'OPEN').map((s) => s.code);

describe('businessDaysApart', () => {
  it.each([
    ['2026-10-30', '2026-10-30', 0, 'the same day'],
    ['2026-10-30', '2026-10-31', 0, 'Friday to Saturday'],
    ['2026-10-30', '2026-11-02', 1, 'Friday to Monday'],
    ['2026-11-02', '2026-10-30', 1, 'either order'],
    ['2026-10-30', '2026-11-04', 3, 'Friday to Wednesday'],
    ['2026-10-30', '2026-11-05', 4, 'Friday to Thursday'],
    ['2026-11-06', '2026-11-12', 3, 'across Veterans Day (Wednesday 2026-11-11)'],
    ['2026-12-24', '2026-12-29', 2, 'across Christmas (Friday 2026-12-25) and a weekend'],
  ])('%s to %s is %i (%s)', (a, b, n) => {
    expect(businessDaysApart(a, b)).toBe(n);
  });

  it('is null for a date that is not one', () => {
    expect(businessDaysApart('2026-02-30', '2026-03-01')).toBeNull();
  });
});

describe('employerMatches', () => {
  it.each([
    ['ACME CORPORATION', 'ACME CORP PAYROLL PPD', true],
    ['Acme Corporation', 'ACME CORP DES:PAYROLL ID:1 INDN:JOHN SMITH CO ID:2 PPD', true],
    ['Blue Ridge Medical Group, LLC', 'BLUE RIDGE MEDICA PAYROLL', true], // cut short
    ['Blue Ridge Medical', 'BLUERIDGE MEDICAL DIR DEP', true], // run together
    ['Smith & Sons Construction', 'SMITH AND SONS CONSTRUCT PAYRL', true],
    ['Café Olé Inc.', 'CAFE OLE PAYROLL', true],
    ['ACME CORPORATION', 'GLOBEX PAYROLL PPD', false],
    ['Blue Ridge Medical Group', 'BLUE SKY LOGISTICS PAYROLL', false], // only the first word
    ['ACME CORPORATION', 'ADP PAYROLL 0412', false],
    ['The Company', 'PAYROLL', false], // nothing significant on either side
  ])('%s against "%s": %s', (employer, descriptor, expected) => {
    expect(employerMatches(employer, descriptor)).toBe(expected);
  });
});

describe('verify', () => {
  it('VERIFIED: paystub income, every net pay deposited, employer in the descriptors, identity MATCH, no fraud run', () => {
    const v = verify(input());
    expect(v.status).toBe('VERIFIED');
    expect(v.income).toEqual({
      monthly_gross: 5000,
      annual_gross: 60000,
      source: 'PAYSTUB',
      derivation: "Biweekly gross pay of $2,307.69 from ACME CORPORATION's paystub dated 2026-10-30 × 26 / 12 = $5,000.00 a month.",
    });
    expect(v.employer_name).toBe('ACME CORPORATION');
    expect(v.reconciliation).toEqual({
      paystub_deposits: [
        // Friday's pay arrived on Monday: one business day.
        { document_id: 'doc-oct-30', pay_date: '2026-10-30', net_pay: 1750, deposit: { transaction_id: 't2', date: '2026-11-02', amount: 1750, description: 'ACME CORP PAYROLL PPD ID: 99887' } },
        { document_id: 'doc-oct-16', pay_date: '2026-10-16', net_pay: 1750, deposit: { transaction_id: 't1', date: '2026-10-16', amount: 1750, description: 'ACME CORP PAYROLL PPD ID: 99887' } },
      ],
      employer_in_deposits: true,
      stated_monthly_income: null,
      stated_difference_pct: null,
    });
    expect(stips(v)).toEqual([
      'PAYSTUB_DEPOSIT_MISMATCH:SATISFIED',
      'PAYSTUB_DEPOSIT_MISMATCH:SATISFIED',
      'EMPLOYER_NOT_IN_DEPOSITS:SATISFIED',
      'IDENTITY_MISMATCH:SATISFIED',
      'EMPLOYMENT_UNVERIFIED:SATISFIED',
    ]);
    expect(v.stipulations[0].description).toBe('The net pay of $1,750.00 dated 2026-10-30 was deposited on 2026-11-02 ($1,750.00, "ACME CORP PAYROLL PPD ID: 99887").');
    expect(v.fraud).toBeNull();
    expect(v.monthly).toEqual([
      { month: '2026-09', inflow: 3500, outflow: 2900.5 },
      { month: '2026-10', inflow: 3500, outflow: 3100 },
    ]);
    expect(v.results).toEqual([
      { module_type: 'paystub', result_id: PAYSTUB_RESULT },
      { module_type: 'cash_flow_analysis', result_id: CASH_FLOW_RESULT },
    ]);
  });

  it.each([
    // 1% of $1,750.00 is $17.50.
    ['$17.50 more (1.0%)', '2026-11-02', 1767.5, true],
    ['$17.50 less (1.0%)', '2026-11-02', 1732.5, true],
    ['$17.51 more', '2026-11-02', 1767.51, false],
    ['$18.00 less (1.03%)', '2026-11-02', 1732, false],
    ['3 business days late (Wednesday)', '2026-11-04', 1750, true],
    ['4 business days late (Thursday)', '2026-11-05', 1750, false],
    ['3 business days early (Tuesday)', '2026-10-27', 1750, true],
    ['4 business days early (Monday)', '2026-10-26', 1750, false],
  ])('the 2026-10-30 net pay against a deposit %s: matched %s', (_, date, amount, matched) => {
    const v = verify(input({ cashFlow: cashFlowData([deposit('t1', '2026-10-16', 1750), deposit('t2', date, amount)]) }));
    expect(v.reconciliation.paystub_deposits[0].deposit?.transaction_id ?? null).toBe(matched ? 't2' : null);
    expect(v.status).toBe(matched ? 'VERIFIED' : 'NEEDS_REVIEW');
    if (!matched) {
      expect(v.stipulations.find((s) => s.status === 'OPEN')).toEqual({
        code: 'PAYSTUB_DEPOSIT_MISMATCH',
        status: 'OPEN',
        description: 'No deposit within 1% of the net pay of $1,750.00 arrived within 3 business days of the pay date 2026-10-30.',
      });
    }
  });

  it('a deposit pays one paystub only; another inflow of the right amount and date counts when no payroll deposit does', () => {
    const v = verify(
      input({
        cashFlow: cashFlowData([deposit('t1', '2026-10-16', 1750), deposit('t2', '2026-11-02', 1750, 'MOBILE DEPOSIT REF 55')], {}, ['t1']),
      }),
    );
    expect(v.reconciliation.paystub_deposits.map((m) => m.deposit?.transaction_id)).toEqual(['t2', 't1']);
    expect(v.status).toBe('VERIFIED');

    const one = verify(input({ cashFlow: cashFlowData([deposit('t1', '2026-10-20', 1750)]) }));
    // 2026-10-20 is 2 business days from the 16th and 8 from the 30th: it pays the 16th's stub only.
    expect(one.reconciliation.paystub_deposits.map((m) => m.deposit?.transaction_id ?? null)).toEqual([null, 't1']);
    expect(open(one)).toEqual(['PAYSTUB_DEPOSIT_MISMATCH']);
  });

  it('names the bank period when the pay date is outside it', () => {
    const v = verify(input({ cashFlow: cashFlowData([deposit('t1', '2026-10-16', 1750)], { period: { start_date: '2026-08-01', end_date: '2026-10-23' } }) }));
    expect(v.stipulations.find((s) => s.status === 'OPEN')!.description).toMatch(/pay date 2026-10-30\. The bank data runs from 2026-08-01 to 2026-10-23: provide statements that cover the pay date\.$/);
  });

  it('EMPLOYER_NOT_IN_DEPOSITS when the payroll deposits name another employer', () => {
    const globex = [deposit('t1', '2026-10-16', 1750, 'GLOBEX PAYROLL PPD'), deposit('t2', '2026-11-02', 1750, 'GLOBEX PAYROLL PPD')];
    const data = cashFlowData(globex);
    data.income.streams[0].source_name = 'GLOBEX';
    const v = verify(input({ cashFlow: data }));
    expect(v.reconciliation.employer_in_deposits).toBe(false);
    expect(open(v)).toEqual(['EMPLOYER_NOT_IN_DEPOSITS']);
    expect(v.stipulations.find((s) => s.status === 'OPEN')!.description).toBe(
      "No payroll deposit names the paystub's employer, ACME CORPORATION: provide a letter or statement that links the deposits to the employer.",
    );
    expect(v.status).toBe('NEEDS_REVIEW');
  });

  it.each([
    // (verified - stated) / stated: (5,000 - 6,500) / 6,500 = -23.08%; (5,000 - 5,500) / 5,500 = -9.09%;
    // (5,000 - 3,846.15) / 3,846.15 = +30.0%; (5,000 - 4,545.46) / 4,545.46 = +9.99...%.
    [6500, -23.1, 'OPEN'],
    [5500, -9.1, 'SATISFIED'],
    [3846.15, 30, 'OPEN'],
    [4545.46, 10, 'SATISFIED'],
  ])('stated monthly income %d against the verified 5,000.00: %d%%, %s', (stated, pct, status) => {
    const v = verify(input({ stated }));
    expect(v.reconciliation.stated_monthly_income).toBe(stated);
    expect(v.reconciliation.stated_difference_pct).toBe(pct);
    expect(v.stipulations.find((s) => s.code === 'STATED_INCOME_MISMATCH')!.status).toBe(status);
    expect(v.status).toBe(status === 'OPEN' ? 'NEEDS_REVIEW' : 'VERIFIED');
  });

  it('STATED_INCOME_MISMATCH names both figures', () => {
    const v = verify(input({ stated: 6500 }));
    expect(v.stipulations.find((s) => s.code === 'STATED_INCOME_MISMATCH')!.description).toBe(
      'The stated monthly income of $6,500.00 and the verified gross of $5,000.00 are 23.1% apart (the stated figure is higher), more than 10%: restructure the deal on the verified figure or document the difference.',
    );
  });

  it('paystub only: income from the paystub, bank data asked for, nothing reconciled', () => {
    const v = verify(input({ cashFlow: null, stated: 5200 }));
    expect(v.status).toBe('NEEDS_REVIEW');
    expect(v.income.source).toBe('PAYSTUB');
    expect(open(v)).toEqual(['CONNECT_BANK_OR_STATEMENTS']);
    expect(v.reconciliation).toEqual({ paystub_deposits: [], employer_in_deposits: null, stated_monthly_income: 5200, stated_difference_pct: -3.8 });
    expect(v.monthly).toEqual([]);
    expect(v.results).toEqual([{ module_type: 'paystub', result_id: PAYSTUB_RESULT }]);
  });

  it('bank data only: net deposits, said to be net; a paystub asked for; the stated income not compared with net pay', () => {
    const v = verify(input({ paystub: null, stated: 5000 }));
    expect(v.status).toBe('NEEDS_REVIEW');
    expect(v.income).toEqual({
      monthly_gross: 3791.67,
      annual_gross: 45500.04,
      source: 'BANK_DEPOSITS',
      derivation:
        'Net deposits of 1 active income stream in the bank data from 2026-09-01 to 2026-11-20 come to $3,791.67 a month: ACME CORP (biweekly, $3,791.67 a month). ' +
        'This is pay as deposited, after taxes and deductions, not gross income.',
    });
    expect(v.employer_name).toBeNull();
    expect(v.identity).toBeNull();
    expect(stips(v)).toEqual(['PROVIDE_PAYSTUB:OPEN']);
    expect(v.reconciliation.stated_difference_pct).toBeNull();
    expect(v.results).toEqual([{ module_type: 'cash_flow_analysis', result_id: CASH_FLOW_RESULT }]);
  });

  it('NOT_VERIFIED when there is no income at all', () => {
    const empty = cashFlowData([]);
    empty.income = { monthly_income: 0, annual_income: 0, streams: [] };
    const v = verify(input({ paystub: null, cashFlow: empty }));
    expect(v.status).toBe('NOT_VERIFIED');
    expect(v.income).toEqual({ monthly_gross: null, annual_gross: null, source: null, derivation: null });
  });

  it.each([
    ['no module has a result', null, null, undefined, null],
    [
      'the paystub is in its first run',
      null,
      null,
      [
        { module_type: 'cash_flow_analysis', status: 'AWAITING_INPUT', has_result: false },
        { module_type: 'paystub', status: 'ANALYZING', has_result: false },
      ],
      'PROVIDE_PAYSTUB',
    ],
    [
      'bank data is in its first run beside a paystub result',
      undefined,
      null,
      [
        { module_type: 'cash_flow_analysis', status: 'ANALYZING', has_result: false },
        { module_type: 'paystub', status: 'COMPLETED', has_result: true },
      ],
      'CONNECT_BANK_OR_STATEMENTS',
    ],
  ] as const)('PENDING when %s', (_, paystub, cashFlow, modules, notAsked) => {
    const v = verify(input({ paystub: paystub as null | undefined, cashFlow, modules: modules as VerifyInput['modules'] | undefined }));
    expect(v.status).toBe('PENDING');
    // Nothing is asked of a module whose first run is under way.
    if (notAsked) expect(v.stipulations.map((s) => s.code)).not.toContain(notAsked);
  });

  it('a re-run in progress leaves the previous result in use', () => {
    const v = verify(
      input({
        modules: [
          { module_type: 'cash_flow_analysis', status: 'ANALYZING', has_result: true },
          { module_type: 'paystub', status: 'COMPLETED', has_result: true },
        ],
      }),
    );
    expect(v.status).toBe('VERIFIED');
  });

  it.each([
    ['MATCH', 'VERIFIED', 'SATISFIED', "The name on the paystub matches the borrower's."],
    ['PARTIAL', 'NEEDS_REVIEW', 'OPEN', "The name on the paystub matches the borrower's only in part: check the borrower's ID against the paystub."],
    ['NO_MATCH', 'NOT_VERIFIED', 'OPEN', "The name on the paystub does not match the borrower's: the paystub may be someone else's."],
  ] as const)('identity %s: %s', (nameMatch, status, stipStatus, description) => {
    const v = verify(input({ paystub: paystubData({ identity: { name_match: nameMatch, name_score: 0.5, address_match: 'NOT_AVAILABLE' } }) }));
    expect(v.status).toBe(status);
    expect(v.stipulations.find((s) => s.code === 'IDENTITY_MISMATCH')).toEqual({ code: 'IDENTITY_MISMATCH', status: stipStatus, description });
  });

  it.each([
    ['LOW', 'LOW', 'VERIFIED', 'SATISFIED'],
    ['MEDIUM', 'LOW', 'NEEDS_REVIEW', 'OPEN'],
    ['LOW', 'HIGH', 'NOT_VERIFIED', 'OPEN'],
    ['HIGH', 'LOW', 'NOT_VERIFIED', 'OPEN'],
  ] as const)('fraud: paystub %s, statements %s: %s', (paystubRisk, bankRisk, status, stipStatus) => {
    const signal = (risk: string, document_id: string) =>
      risk === 'LOW' ? [] : [{ code: 'TEXT_OVERLAY', severity: risk, document_id, page: 1, description: 'Text is drawn over covered text on page 1.' }];
    const v = verify(
      input({
        paystub: paystubData({ fraud: { risk: paystubRisk, signals: signal(paystubRisk, 'doc-oct-30') } }),
        cashFlow: cashFlowData(matching(), { fraud: { risk: bankRisk, signals: signal(bankRisk, 'statement') } }),
      }),
    );
    expect(v.status).toBe(status);
    expect(v.fraud!.risk).toBe(paystubRisk === 'LOW' ? bankRisk : paystubRisk);
    const fraudStip = v.stipulations.find((s) => s.code === 'FRAUD_REVIEW')!;
    expect(fraudStip.status).toBe(stipStatus);
    if (stipStatus === 'OPEN') {
      expect(fraudStip.description).toBe(`The document checks rate the fraud risk ${v.fraud!.risk}: Text is drawn over covered text on page 1. Review the original documents.`);
    }
  });

  it('EMPLOYMENT_UNVERIFIED with the first reason when the stubs do not show current employment', () => {
    const v = verify(
      input({
        paystub: paystubData({
          employment: { employer_name: 'ACME CORPORATION', status: 'UNVERIFIED', latest_pay_date: '2026-10-30', reasons: ['The latest pay date, 2026-10-30, is 60 days before 2026-12-29, more than 45.'] },
        }),
      }),
    );
    expect(v.status).toBe('NEEDS_REVIEW');
    expect(v.stipulations.find((s) => s.code === 'EMPLOYMENT_UNVERIFIED')).toEqual({
      code: 'EMPLOYMENT_UNVERIFIED',
      status: 'OPEN',
      description:
        'Current employment is not verified: The latest pay date, 2026-10-30, is 60 days before 2026-12-29, more than 45. Provide a recent paystub or a verification of employment.',
    });
  });

  it('weekly and semi-monthly derivations; bank income when the paystub gives none', () => {
    const weekly = verify(input({ paystub: paystubData({ income: { frequency: 'WEEKLY', gross_per_period: 1200, monthly_gross: 5200, annual_gross: 62400 } }) }));
    expect(weekly.income.derivation).toBe("Weekly gross pay of $1,200.00 from ACME CORPORATION's paystub dated 2026-10-30 × 52 / 12 = $5,200.00 a month.");
    const semi = verify(input({ paystub: paystubData({ income: { frequency: 'SEMI_MONTHLY', gross_per_period: 2500, monthly_gross: 5000, annual_gross: 60000 } }) }));
    expect(semi.income.derivation).toBe("Semi-monthly gross pay of $2,500.00 from ACME CORPORATION's paystub dated 2026-10-30 × 2 = $5,000.00 a month.");
    const monthly = verify(input({ paystub: paystubData({ income: { frequency: 'MONTHLY', gross_per_period: 5000, monthly_gross: 5000, annual_gross: 60000 } }) }));
    expect(monthly.income.derivation).toBe("Monthly gross pay of $5,000.00 from ACME CORPORATION's paystub dated 2026-10-30 = $5,000.00 a month.");
    const none = verify(input({ paystub: paystubData({ income: null }) }));
    expect(none.income.source).toBe('BANK_DEPOSITS');
    expect(none.status).toBe('NEEDS_REVIEW');
  });
});

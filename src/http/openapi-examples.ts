import { z } from 'zod';
import { bankConnectionCreated, bankConnectionList, sandboxConnectionBody } from '../bank/bank.schemas.ts';
import { caseRecord, createCaseBody, createDealerCaseBody, createdCase, createdDealerCase, caseList, dealerCaseList, dealerCaseRecord, noBody } from '../cases/cases.schemas.ts';
import { documentDetail, documentList, uploadedDocuments } from '../documents/documents.schemas.ts';
import { eventDetail, eventList, redeliveryAccepted } from '../events/events.schemas.ts';
import { analysisResult, moduleStatus, moduleStatusList, runAccepted } from '../modules/modules.schemas.ts';
import { deletedCase } from '../privacy/privacy.schemas.ts';
import { reportCheck } from '../reports/reports.schemas.ts';
import { smsList, smsQueued } from '../sms/sms.schemas.ts';
import { chaosBody, chaosSettings, simulateBody } from '../sandbox/sandbox.schemas.ts';
import { verificationBody } from '../verification/verification.schemas.ts';

/**
 * An example request and answer for every route of the OpenAPI document, each with the schema it
 * must satisfy (test/openapi.test.ts checks them). `openapi.ts` puts them on the request body and
 * the success response of the route, keyed `METHOD /path/{param}`.
 */
export interface Example {
  schema: z.ZodType;
  value: unknown;
}
export interface RouteExample {
  request?: Example;
  /** The success status the example answers with. */
  status: number;
  /** Absent for a binary answer (the report PDF, a case's export). */
  response?: Example;
}

const ex = <S extends z.ZodType>(schema: S, value: z.input<S>): Example => ({ schema, value });

const CASE_ID = '71e1c0a1-e18a-45e9-b793-caedac926848';
const CREATED = '2025-10-01T12:00:00.000Z';

const caseBody = {
  case_id: CASE_ID,
  reference_id: 'loan-0001',
  status: 'OPEN' as const,
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone_number: '+14155552671',
  email: 'ada@example.com',
  address: { line1: '12 Analytical Way', city: 'Springfield', state: 'IL', postal_code: '62701' },
  module_data: { paystub: { products: ['DOC_FRAUD'] } },
  workflow: { workflow_id: '60bef82d-14ca-4fab-9661-4f7a49e69aed', name: 'default' },
  stage: { stage_id: 'c372f9e9-4edc-4b62-bac2-f48a39b640ec', name: 'verification', position: 0 },
  modules: [
    { module_type: 'cash_flow_analysis' as const, instance_id: '2fe2dfbb-bee5-488d-a031-d9467a7e8930', stage: 'verification', status: 'AWAITING_INPUT' as const, latest_result_id: null },
    { module_type: 'paystub' as const, instance_id: '44af8d7f-31a5-4665-b59e-f8450d97bb27', stage: 'verification', status: 'AWAITING_INPUT' as const, latest_result_id: null },
  ],
  link_expires_at: '2025-10-31T12:00:00.000Z',
  created_at: CREATED,
  updated_at: CREATED,
};
const links = { url: 'https://verify.example.com/link/v7Bz_MB1aawfGy84gnKkAHBclPvFPvCsEDstO-KxdUs', short_url: 'https://verify.example.com/s/n1vn80FO7cw' };
const createRequest = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  reference_id: 'loan-0001',
  phone_number: '+14155552671',
  email: 'ada@example.com',
  address: { line1: '12 Analytical Way', city: 'Springfield', state: 'IL', postal_code: '62701' },
  module_data: { paystub: { products: ['DOC_FRAUD' as const] } },
};
const deal = { deal_id: 'DJ-0042', vehicle: '2022 Honda Civic EX', amount_financed: 18450, stated_monthly_income: 5200 };
const withDeal = { ...caseBody, reference_id: 'deal-0042', deal };

const documentBody = {
  document_id: '82e63067-2b8d-4993-a8f5-5dcab3d94d41',
  filename: 'august.pdf',
  module_type: 'cash_flow_analysis' as const,
  document_category: 'bank_statement' as const,
  content_type: 'application/pdf',
  size: 5177,
  sha256: '6341f0dae3fe2ceeb5736585f97bbafe64391fdaf4d7434f36601cf5750b59a3',
  uploaded_at: '2025-10-01T12:01:00.000Z',
  page_count: 2,
  processing_status: 'PROCESSED' as const,
  processing_error: null,
};
const statement = {
  format: 'PDF' as const,
  institution: 'LAKESHORE SAVINGS BANK',
  currency: 'USD',
  period_start: '2025-08-01',
  period_end: '2025-08-31',
  accounts: [
    {
      name: 'REGULAR CHECKING',
      mask: '8850',
      period_start: '2025-08-01',
      period_end: '2025-08-31',
      opening_balance: 6081.84,
      closing_balance: 31107.83,
      total_credits: 29302.2,
      total_debits: 4276.21,
      transaction_count: 24,
      transactions: [
        { date: '2025-08-01', description: 'ZILLOW RENT PAYMENT WEB ID: 9000123456', amount: -1201.62, running_balance: 4880.22, page: 1 },
        { date: '2025-08-08', description: 'UMBRELLA STAFFING PAYROLL PPD', amount: 2389.3, running_balance: 7269.52, page: 1 },
      ],
      reconciliation: { status: 'RECONCILED' as const, difference: 0, running_balance_mismatches: 0, problems: [] },
      currency: 'USD',
      reconciled: true,
      first_break: null,
      flagged_rows: [],
    },
  ],
  warnings: [],
};

const runBody = { execution_id: 'f0db66a5-b96d-446b-b5c5-dfcafede0537', status: 'ANALYZING' as const, message: 'Analysis started for cash_flow_analysis; a webhook says when it ends.' };
const moduleBody = {
  module_type: 'cash_flow_analysis' as const,
  instance_id: '2fe2dfbb-bee5-488d-a031-d9467a7e8930',
  stage: 'verification',
  status: 'COMPLETED' as const,
  latest_result_id: 'ddab7692-ba48-458a-8eec-7c4d7678ca5f',
  executions: [
    { execution_id: 'f0db66a5-b96d-446b-b5c5-dfcafede0537', status: 'COMPLETED' as const, started_at: '2025-10-01T12:02:00.000Z', finished_at: '2025-10-01T12:02:00.104Z', reason: null },
  ],
};
const paystubModule = { ...moduleBody, module_type: 'paystub' as const, instance_id: '44af8d7f-31a5-4665-b59e-f8450d97bb27', status: 'AWAITING_INPUT' as const, latest_result_id: null, executions: [] };
const resultBody = {
  module_type: 'cash_flow_analysis' as const,
  instance_id: '2fe2dfbb-bee5-488d-a031-d9467a7e8930',
  result_id: 'ddab7692-ba48-458a-8eec-7c4d7678ca5f',
  analyzed_at: '2025-10-01T12:02:00.104Z',
  data: {
    currency: 'USD',
    period: { start_date: '2025-08-01', end_date: '2025-08-29', days: 29 },
    accounts: [
      {
        account_id: 'acc_349ee0e61c951f40a03734ca',
        name: 'REGULAR CHECKING',
        mask: '8850',
        source: 'STATEMENT',
        opening_balance: 6081.84,
        closing_balance: 31107.83,
        currency: 'USD',
        reconciled: true,
        flagged_rows: 0,
      },
    ],
    income: {
      monthly_income: 5176.82,
      annual_income: 62121.84,
      streams: [
        {
          stream_id: 'stm_1116ae68314b12',
          source_name: 'UMBRELLA STAFFING',
          category: 'PAYROLL',
          frequency: 'BIWEEKLY',
          average_amount: 2389.3,
          monthly_amount: 5176.82,
          occurrences: 2,
          first_date: '2025-08-08',
          last_date: '2025-08-22',
          next_expected_date: '2025-09-05',
          confidence: 0.86,
          transaction_ids: ['txn_34f1d1d5065a7032592c898b', 'txn_6176555e20624102f4435bf2'],
        },
      ],
    },
    monthly: [{ month: '2025-08', inflow: 29302.2, outflow: 4276.21, net: 25025.99, ending_balance: 31107.83, transaction_count: 24 }],
    risk: {
      level: 'MEDIUM',
      score: 28,
      insight: 'Steady biweekly payroll of $2,389.30 from UMBRELLA STAFFING, $5,176.82 a month in all; no overdraft or NSF fees in the last 90 days; an unexplained deposit of $23,980.58.',
      flags: [
        {
          code: 'LARGE_UNEXPLAINED_DEPOSIT',
          severity: 'HIGH',
          description: '1 deposit over $2,588.41 with no income or transfer explanation, the largest $23,980.58 on 2025-08-11.',
          transaction_ids: ['txn_366d0a746f675a57ab6c4f0e'],
        },
      ],
    },
    transactions: [
      {
        transaction_id: 'txn_2c4ca2188810256115c5a48f',
        account_id: 'acc_349ee0e61c951f40a03734ca',
        date: '2025-08-01',
        description: 'ZILLOW RENT PAYMENT WEB ID: 9000123456',
        amount: -1201.62,
        running_balance: 4880.22,
        category: 'OTHER_OUTFLOW',
        document_id: '82e63067-2b8d-4993-a8f5-5dcab3d94d41',
        page: 1,
      },
    ],
    transactions_analyzed: 24,
    model_version: 'cash-flow-1.0.0',
  },
};

const smsBody = {
  sms_id: '8561a35f-3d2a-4124-ba87-17978c844c83',
  to: '+14155552671',
  body: 'Acme Lending: verify your income for your application here: https://verify.example.com/s/n1vn80FO7cw Reply STOP to opt out.',
  status: 'SENT' as const,
  provider: 'twilio' as const,
  attempts: 1,
  created_at: '2025-10-01T12:00:01.000Z',
  sent_at: '2025-10-01T12:00:01.412Z',
  error: null,
};

const eventCreated = {
  event_id: '1fb1760f-4869-4483-9697-78a9acc76474',
  webhook_type: 'CASE' as const,
  event: 'CASE_CREATED' as const,
  case_id: CASE_ID,
  reference_id: 'loan-0001',
  environment: 'sandbox' as const,
  created_at: CREATED,
  sequence: 1,
  case_sequence: 1,
};
const eventCompleted = {
  event_id: '6b6dc6d7-fe03-4e1c-82b7-93d350ad3cda',
  webhook_type: 'MODULE' as const,
  event: 'MODULE_COMPLETED' as const,
  case_id: CASE_ID,
  reference_id: 'loan-0001',
  environment: 'sandbox' as const,
  created_at: '2025-10-01T12:02:00.104Z',
  module_type: 'CASH_FLOW_ANALYSIS',
  instance_id: '2fe2dfbb-bee5-488d-a031-d9467a7e8930',
  execution_id: 'f0db66a5-b96d-446b-b5c5-dfcafede0537',
  result_id: 'ddab7692-ba48-458a-8eec-7c4d7678ca5f',
  sequence: 3,
  case_sequence: 3,
};
const eventWithDelivery = {
  ...eventCreated,
  delivery: {
    status: 'DELIVERED' as const,
    attempts: [
      { delivery_id: 'f409d799-cd76-4026-917e-9c881c8b291f', attempt: 1, url: 'https://acme.example/hooks', attempted_at: '2025-10-01T12:00:00.055Z', duration_ms: 24, status_code: 204, succeeded: true, error: null },
    ],
  },
};

const verification = {
  case_id: CASE_ID,
  status: 'VERIFIED' as const,
  income: {
    monthly_gross: 5000,
    annual_gross: 60000,
    source: 'PAYSTUB' as const,
    derivation: "Biweekly gross pay of $2,307.69 from ACME CORP's paystub dated 2025-09-26 × 26 / 12 = $5,000.00 a month.",
  },
  employer_name: 'ACME CORP',
  identity: { name_match: 'MATCH' as const, name_score: 1, address_match: 'MATCH' as const },
  fraud: { risk: 'LOW' as const, signals: [] },
  stipulations: [
    { code: 'PAYSTUB_DEPOSIT_MISMATCH', status: 'SATISFIED' as const, description: 'The net pay of $1,712.44 dated 2025-09-26 was deposited on 2025-09-26 ($1,712.44, "ACME CORP PAYROLL PPD").' },
    { code: 'EMPLOYER_NOT_IN_DEPOSITS', status: 'SATISFIED' as const, description: 'The paystub\'s employer, ACME CORP, names the payroll deposits ("ACME CORP PAYROLL PPD").' },
    { code: 'STATED_INCOME_MISMATCH', status: 'SATISFIED' as const, description: 'The stated monthly income of $5,200.00 and the verified gross of $5,000.00 are within 10% (3.8%).' },
    { code: 'IDENTITY_MISMATCH', status: 'SATISFIED' as const, description: "The name on the paystub matches the borrower's." },
    { code: 'FRAUD_REVIEW', status: 'SATISFIED' as const, description: 'The document checks found no sign of tampering.' },
  ],
  reconciliation: {
    paystub_deposits: [
      {
        document_id: 'a3c0f1d2-5b6e-4f7a-8b9c-0d1e2f3a4b5c',
        pay_date: '2025-09-26',
        net_pay: 1712.44,
        deposit: { transaction_id: 'sandbox_bank-user_good-chk-0042', date: '2025-09-26', amount: 1712.44, description: 'ACME CORP PAYROLL PPD' },
      },
    ],
    employer_in_deposits: true,
    stated_monthly_income: 5200,
    stated_difference_pct: -3.8,
  },
  monthly: [
    { month: '2025-08', inflow: 4304.57, outflow: 3110.99 },
    { month: '2025-09', inflow: 4658.33, outflow: 3302.1 },
  ],
  results: [
    { module_type: 'cash_flow_analysis', result_id: 'ddab7692-ba48-458a-8eec-7c4d7678ca5f' },
    { module_type: 'paystub', result_id: '5a65ba95-073a-4935-b6a3-8f7b116ca544' },
  ],
};

const connection = {
  connection_id: '15fa2205-7767-4fc9-847a-10ae07a9af1c',
  institution_name: 'Sandbox Bank',
  accounts: [
    { account_id: 'sandbox_bank-user_good-chk', name: 'Everyday Checking', mask: '4402', type: 'depository', subtype: 'checking', opening_balance: 3100, closing_balance: 9727.85 },
    { account_id: 'sandbox_bank-user_good-sav', name: 'Savings', mask: '7719', type: 'depository', subtype: 'savings', opening_balance: 8450, closing_balance: 10279.15 },
  ],
  transactions_imported: 156,
};

const upload = {
  module_type: 'cash_flow_analysis',
  document_category: 'bank_statement',
  files: ['(the bytes of august.pdf)'],
};

/** The routes of the Case API and the Dealer API that share their handlers, by prefix. */
function caseRoutes(prefix: string, dealer: boolean): Record<string, RouteExample> {
  const record = dealer ? ex(dealerCaseRecord, withDeal) : ex(caseRecord, caseBody);
  const cancelled = dealer ? ex(dealerCaseRecord, { ...withDeal, status: 'CANCELLED' }) : ex(caseRecord, { ...caseBody, status: 'CANCELLED' });
  const c = `${prefix}/{case_id}`;
  return {
    [`POST ${prefix}`]: dealer
      ? { request: ex(createDealerCaseBody, { ...createRequest, reference_id: 'deal-0042', deal }), status: 201, response: ex(createdDealerCase, { ...withDeal, ...links }) }
      : { request: ex(createCaseBody, createRequest), status: 201, response: ex(createdCase, { ...caseBody, ...links }) },
    [`GET ${prefix}`]: dealer
      ? { status: 200, response: ex(dealerCaseList, { data: [withDeal], next_cursor: null }) }
      : { status: 200, response: ex(caseList, { data: [caseBody], next_cursor: 'WyIyMDI1LTEwLTAxVDEyOjAwOjAwLjAwMFoiLCI3MWUxYzBhMS1lMThhLTQ1ZTktYjc5My1jYWVkYWM5MjY4NDgiXQ' }) },
    [`GET ${c}`]: { status: 200, response: record },
    [`POST ${c}/cancel`]: { request: ex(noBody, {}), status: 200, response: cancelled },
    [`POST ${c}/advance`]: {
      request: ex(noBody, {}),
      status: 200,
      response: dealer
        ? ex(dealerCaseRecord, { ...withDeal, stage: { stage_id: '9d2b7c1e-4a5f-4e3b-8c6d-7f8091a2b3c4', name: 'employment', position: 1 } })
        : ex(caseRecord, { ...caseBody, stage: { stage_id: '9d2b7c1e-4a5f-4e3b-8c6d-7f8091a2b3c4', name: 'employment', position: 1 } }),
    },
    [`POST ${c}/documents`]: { request: { schema: z.unknown(), value: upload }, status: 201, response: ex(uploadedDocuments, { documents: [{ ...documentBody, processing_status: 'PROCESSING', page_count: 2 }] }) },
    [`GET ${c}/documents`]: { status: 200, response: ex(documentList, { data: [documentBody], next_cursor: null }) },
    [`GET ${c}/documents/{document_id}`]: { status: 200, response: ex(documentDetail, { ...documentBody, statement }) },
    [`POST ${c}/modules/{module_type}/run`]: { request: ex(z.strictObject({}).optional(), {}), status: 202, response: ex(runAccepted, runBody) },
    [`GET ${c}/modules`]: { status: 200, response: ex(moduleStatusList, { data: [moduleBody, paystubModule] }) },
    [`GET ${c}/modules/{module_type}`]: { status: 200, response: ex(moduleStatus, moduleBody) },
    [`GET ${c}/modules/{module_type}/analysis/{result_id}`]: { status: 200, response: ex(analysisResult, resultBody) },
    [`GET ${c}/verification`]: { status: 200, response: ex(verificationBody, verification) },
    [`POST ${c}/send-sms`]: { request: ex(noBody, {}), status: 202, response: ex(smsQueued, { sms_id: smsBody.sms_id, status: 'QUEUED', to: smsBody.to }) },
    [`GET ${c}/messages`]: { status: 200, response: ex(smsList, { data: [smsBody], next_cursor: null }) },
    [`DELETE ${c}`]: { status: 200, response: ex(deletedCase, { case_id: CASE_ID, deleted_at: '2025-11-02T09:30:00.000Z' }) },
    [`GET ${c}/export`]: { status: 200 },
    [`GET ${c}/bank-connections`]: {
      status: 200,
      response: ex(bankConnectionList, { data: [{ ...connection, provider: 'sandbox', status: 'active', last_synced_at: '2025-10-01T12:03:00.000Z' }] }),
    },
  };
}

function eventRoutes(prefix: string, dealer: boolean): Record<string, RouteExample> {
  const surface = dealer ? { surface: 'DEALER' as const } : {};
  return {
    [`GET ${prefix}`]: { status: 200, response: ex(eventList, { data: [{ ...eventCreated, ...surface }, { ...eventCompleted, ...surface }], next_cursor: 'c2VxOjM' }) },
    [`GET ${prefix}/{event_id}`]: { status: 200, response: ex(eventDetail, { ...eventWithDelivery, ...surface }) },
    [`POST ${prefix}/{event_id}/redeliver`]: {
      request: ex(noBody, {}),
      status: 202,
      response: ex(redeliveryAccepted, { event_id: eventCreated.event_id, delivery_id: 'd84d3a7c-4e6a-4b56-9f32-72d9e1dd160b', status: 'PENDING' }),
    },
  };
}

const sandboxConnection: RouteExample = { request: ex(sandboxConnectionBody, { username: 'user_good' }), status: 201, response: ex(bankConnectionCreated, connection) };
const check: RouteExample = {
  status: 200,
  response: ex(reportCheck, { report_id: 'cebb8579-455e-48b5-b8ec-347f3b1111c0', valid: true, generated_at: '2025-10-01T12:05:00.000Z' }),
};

const chaosRead = ex(chaosSettings, { duplicate_rate: 0.5, reorder_window_ms: 2000, fail_first_attempts: 2, retry_interval_s: 10, updated_at: '2025-10-01T12:00:00.000Z' });
const sandboxRoutes = (p: string): Record<string, RouteExample> => ({
  [`GET ${p}/webhook-chaos`]: { status: 200, response: chaosRead },
  [`PUT ${p}/webhook-chaos`]: { request: ex(chaosBody, { duplicate_rate: 0.5, reorder_window_ms: 2000, fail_first_attempts: 2 }), status: 200, response: chaosRead },
  [`POST ${p}/cases/{case_id}/modules/{module_type}/simulate`]: {
    request: ex(simulateBody, { outcome: 'INSUFFICIENT', reason: 'The statements cover only 20 days.' }),
    status: 202,
    response: ex(runAccepted, runBody),
  },
});

export const ROUTE_EXAMPLES: Record<string, RouteExample> = {
  ...sandboxRoutes('/api/sandbox'),
  ...sandboxRoutes('/api/dealer/sandbox'),
  ...caseRoutes('/api/cases', false),
  ...caseRoutes('/api/dealer/cases', true),
  ...eventRoutes('/api/events', false),
  ...eventRoutes('/api/dealer/events', true),
  'POST /api/sandbox/cases/{case_id}/bank-connection': sandboxConnection,
  'POST /api/dealer/sandbox/cases/{case_id}/bank-connection': sandboxConnection,
  'GET /api/dealer/cases/{case_id}/report/pdf': { status: 200 },
  'GET /api/dealer/reports/{report_id}/verify': check,
  'POST /api/dealer/reports/{report_id}/verify': check,
};

// How a simulated sandbox run ends (POST /api/sandbox/.../simulate, docs/sandbox.md). A COMPLETED
// simulation runs the real analysis on made-up inputs, so its result has exactly the shape a real
// run stores: cash_flow_analysis on the sandbox bank's `user_good` history, paystub on three
// generated stubs. Pure: no database, no network.

import { analyzePaystubs } from '../analysis/paystub/analyze-paystubs.ts';
import type { ExtractedPaystub } from '../analysis/paystub/paystub.types.ts';
import type { BorrowerAddress } from '../analysis/paystub/identity.ts';
import { sandboxHistory, SANDBOX_BANK } from '../bank/sandbox-bank.ts';
import { cashFlowOfCase } from '../modules/cash-flow/cash-flow-of-case.ts';

export const SIMULATED_OUTCOMES = ['COMPLETED', 'INSUFFICIENT', 'ERROR'] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];

export interface SimulationInput {
  moduleType: string;
  outcome: SimulatedOutcome;
  reason: string | null;
  borrower: { first_name: string; last_name: string; address: BorrowerAddress | null };
  /** The run's date, YYYY-MM-DD: histories and pay dates end on it. */
  asOf: string;
  caseId: string;
  /** Ids for the generated paystubs' document_id (none is stored: they name no document). */
  newId: () => string;
}

export type SimulationResult =
  | { status: 'COMPLETED'; data: Record<string, unknown>; modelVersion: string }
  | { status: 'INSUFFICIENT'; reason: string }
  | { status: 'ERROR'; error: string };

/** The default words of each outcome when the request gives no `reason`. */
export const DEFAULT_REASONS = {
  INSUFFICIENT: 'Simulated in the sandbox: the data was not enough for an analysis.',
  ERROR: 'Simulated in the sandbox: the analysis failed.',
} as const;

const BIWEEKLY_DAYS = 14;
const DAY_MS = 86_400_000;

/** The last `n` biweekly Friday pay dates on or before `asOf`, oldest first. */
export function biweeklyPayDates(asOf: string, n: number): string[] {
  const end = new Date(`${asOf}T00:00:00Z`);
  const back = (end.getUTCDay() - 5 + 7) % 7; // to the last Friday
  const last = end.getTime() - back * DAY_MS;
  return Array.from({ length: n }, (_, i) => new Date(last - (n - 1 - i) * BIWEEKLY_DAYS * DAY_MS).toISOString().slice(0, 10));
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Three biweekly paystubs of the borrower at ACME CORP: $2,900.00 gross, $750.00 deducted, $2,150.00
 * net: the payroll the sandbox bank's `user_good` receives.
 */
export function generatedPaystubs(borrower: SimulationInput['borrower'], asOf: string): ExtractedPaystub[] {
  const deductions = [
    { name: 'Federal Income Tax', amount_cents: 39_500 },
    { name: 'Social Security', amount_cents: 17_980 },
    { name: 'Medicare', amount_cents: 4_205 },
    { name: 'State Income Tax', amount_cents: 13_315 },
  ];
  const gross = 290_000;
  const net = gross - deductions.reduce((s, d) => s + d.amount_cents, 0);
  return biweeklyPayDates(asOf, 3).map((payDate) => {
    const pay = new Date(`${payDate}T00:00:00Z`).getTime();
    const yearStart = Date.UTC(new Date(pay).getUTCFullYear(), 0, 1);
    const periodsThisYear = Math.floor((pay - yearStart) / (BIWEEKLY_DAYS * DAY_MS)) + 1;
    return {
      employer_name: 'ACME CORP',
      employer_address: { lines: ['100 Industrial Way'], city: 'Springfield', state: 'IL', postal_code: '62701' },
      employee_name: `${borrower.last_name}, ${borrower.first_name}`.toUpperCase(),
      employee_address: borrower.address
        ? { lines: [borrower.address.line1, borrower.address.line2].filter((l): l is string => Boolean(l)), city: borrower.address.city ?? null, state: borrower.address.state ?? null, postal_code: borrower.address.postal_code ?? null }
        : null,
      pay_date: payDate,
      period_start: iso(pay - 20 * DAY_MS),
      period_end: iso(pay - 7 * DAY_MS),
      printed_frequency: 'BIWEEKLY',
      gross_cents: gross,
      net_cents: net,
      deductions: deductions.map((d) => ({ ...d, ytd_cents: d.amount_cents * periodsThisYear })),
      earnings: [{ name: 'Regular', hours: 80, rate_cents: 3_625, amount_cents: gross, ytd_cents: gross * periodsThisYear }],
      ytd_gross_cents: gross * periodsThisYear,
      ytd_net_cents: net * periodsThisYear,
      page: 1,
    };
  });
}

function completed(input: SimulationInput): SimulationResult {
  if (input.moduleType === 'cash_flow_analysis') {
    const history = sandboxHistory('user_good', input.asOf);
    const { outcome } = cashFlowOfCase({
      caseId: input.caseId,
      borrower: input.borrower,
      statements: [],
      connections: [
        { connection_id: 'sandbox-simulation', provider: 'sandbox', institution_id: SANDBOX_BANK.institution_id, connected_at: new Date(`${input.asOf}T00:00:00Z`), ...history },
      ],
      balanceSignals: false,
    });
    if (outcome.status !== 'COMPLETED') throw new Error(`the sandbox bank's user_good history gave ${outcome.status}: ${outcome.reason}`);
    return { status: 'COMPLETED', data: outcome.data as unknown as Record<string, unknown>, modelVersion: String(outcome.data.model_version ?? 'unknown') };
  }
  if (input.moduleType === 'paystub') {
    const stubs = generatedPaystubs(input.borrower, input.asOf).map((stub) => ({ document_id: input.newId(), stub }));
    const outcome = analyzePaystubs({ stubs, borrower: input.borrower, asOf: input.asOf });
    if (outcome.status !== 'COMPLETED') throw new Error(`the generated paystubs gave ${outcome.status}: ${outcome.reason}`);
    return { status: 'COMPLETED', data: outcome.data as unknown as Record<string, unknown>, modelVersion: outcome.data.model_version };
  }
  throw new Error(`no simulation of a completed ${input.moduleType} run`);
}

/** The outcome a simulated run ends with: what a real run of that outcome would record. */
export function simulatedOutcome(input: SimulationInput): SimulationResult {
  switch (input.outcome) {
    case 'COMPLETED':
      return completed(input);
    case 'INSUFFICIENT':
      return { status: 'INSUFFICIENT', reason: input.reason ?? DEFAULT_REASONS.INSUFFICIENT };
    case 'ERROR':
      return { status: 'ERROR', error: input.reason ?? DEFAULT_REASONS.ERROR };
  }
}

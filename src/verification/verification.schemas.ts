import { z } from 'zod';
import type { Verification } from './verification.types.ts';

const risk = z.enum(['LOW', 'MEDIUM', 'HIGH']);

export const stipulation = z
  .object({
    code: z.string().meta({ description: 'PAYSTUB_DEPOSIT_MISMATCH, EMPLOYER_NOT_IN_DEPOSITS, STATED_INCOME_MISMATCH, PROVIDE_PAYSTUB, CONNECT_BANK_OR_STATEMENTS, IDENTITY_MISMATCH, FRAUD_REVIEW, EMPLOYMENT_UNVERIFIED' }),
    status: z.enum(['OPEN', 'SATISFIED']).meta({ description: 'OPEN: something to provide or review; SATISFIED: the check was made and passed' }),
    description: z.string(),
  })
  .meta({ id: 'Stipulation' });

export const verificationBody = z
  .object({
    case_id: z.uuid(),
    status: z.enum(['PENDING', 'VERIFIED', 'NEEDS_REVIEW', 'NOT_VERIFIED']),
    income: z.object({
      monthly_gross: z.number().nullable(),
      annual_gross: z.number().nullable(),
      source: z.enum(['PAYSTUB', 'BANK_DEPOSITS']).nullable().meta({ description: 'BANK_DEPOSITS figures are net pay as deposited, not gross' }),
      derivation: z.string().nullable(),
    }),
    employer_name: z.string().nullable(),
    identity: z
      .object({
        name_match: z.enum(['MATCH', 'PARTIAL', 'NO_MATCH']),
        name_score: z.number(),
        address_match: z.enum(['MATCH', 'NO_MATCH', 'NOT_AVAILABLE']),
      })
      .nullable(),
    fraud: z
      .object({
        risk,
        signals: z.array(z.object({ code: z.string(), severity: z.string(), document_id: z.string(), page: z.number().nullable(), description: z.string() })),
      })
      .nullable(),
    stipulations: z.array(stipulation),
    reconciliation: z.object({
      paystub_deposits: z.array(
        z.object({
          document_id: z.string(),
          pay_date: z.string(),
          net_pay: z.number(),
          deposit: z.object({ transaction_id: z.string(), date: z.string(), amount: z.number(), description: z.string() }).nullable(),
        }),
      ),
      employer_in_deposits: z.boolean().nullable(),
      stated_monthly_income: z.number().nullable(),
      stated_difference_pct: z.number().nullable().meta({ description: '(verified - stated) / stated, in percent' }),
    }),
    monthly: z.array(z.object({ month: z.string(), inflow: z.number(), outflow: z.number() })),
    results: z.array(z.object({ module_type: z.string(), result_id: z.uuid() })),
  })
  .meta({ id: 'Verification' });

// The schema and the type the report codes against describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const schemaMatchesType: Same<z.output<typeof verificationBody>, Verification> = true;

import { z } from 'zod';
import type { Verification } from './verification.types.ts';

const risk = z.enum(['LOW', 'MEDIUM', 'HIGH']);

export const stipulation = z
  .object({
    code: z.string().meta({ description: 'PAYSTUB_DEPOSIT_MISMATCH, EMPLOYER_NOT_IN_DEPOSITS, STATED_INCOME_MISMATCH, PROVIDE_PAYSTUB, CONNECT_BANK_OR_STATEMENTS, IDENTITY_MISMATCH, FRAUD_REVIEW, EMPLOYMENT_UNVERIFIED' }),
    status: z.enum(['OPEN', 'SATISFIED']).meta({ description: 'OPEN: something to provide or review; SATISFIED: the check was made and passed' }),
    description: z.string().meta({ description: 'What was found, or what to provide, in one or two sentences' }),
  })
  .meta({ id: 'Stipulation', description: 'A condition of the verification: something to provide or review, or a check that passed' });

export const verificationBody = z
  .object({
    case_id: z.uuid().meta({ description: 'The case' }),
    status: z.enum(['PENDING', 'VERIFIED', 'NEEDS_REVIEW', 'NOT_VERIFIED']).meta({
      description:
        'PENDING while no module has a completed result (or one is in its first run); NOT_VERIFIED for a HIGH fraud risk, a NO_MATCH name or no income; ' +
        'VERIFIED for paystub income whose every net pay was deposited, a MATCH name, LOW fraud risk (or none asked) and no OPEN stipulation; NEEDS_REVIEW otherwise',
    }),
    income: z
      .object({
        monthly_gross: z.number().nullable().meta({ description: 'Verified monthly income, in currency units, or null' }),
        annual_gross: z.number().nullable().meta({ description: 'Verified annual income, in currency units, or null' }),
        source: z.enum(['PAYSTUB', 'BANK_DEPOSITS']).nullable().meta({ description: 'BANK_DEPOSITS figures are net pay as deposited, not gross' }),
        derivation: z.string().nullable().meta({ description: 'The arithmetic behind the figure, in words' }),
      })
      .meta({ description: 'The income: from the latest paystub result, else from bank deposits' }),
    employer_name: z.string().nullable().meta({ description: "The employer on the paystubs, or null" }),
    identity: z
      .object({
        name_match: z.enum(['MATCH', 'PARTIAL', 'NO_MATCH']).meta({ description: "The paystub's employee name against the case's borrower" }),
        name_score: z.number().meta({ description: 'How close the names are, 0 to 1' }),
        address_match: z.enum(['MATCH', 'NO_MATCH', 'NOT_AVAILABLE']).meta({ description: "The paystub's address against the case's address" }),
      })
      .nullable()
      .meta({ description: 'The paystub module\'s identity check, or null without a paystub result' }),
    fraud: z
      .object({
        risk: risk.meta({ description: 'The higher risk of the two modules' }),
        signals: z
          .array(
            z.object({
              code: z.string().meta({ description: 'What was found, e.g. TEXT_OVERLAY, EDITOR_SOFTWARE, BALANCE_MISMATCH' }),
              severity: z.string().meta({ description: 'LOW, MEDIUM or HIGH' }),
              document_id: z.string().meta({ description: 'The document it was found in' }),
              page: z.number().nullable().meta({ description: 'The page, from 1; null for the whole file' }),
              description: z.string().meta({ description: 'What was found, in one sentence' }),
            }),
          )
          .meta({ description: "Both modules' signals" }),
      })
      .nullable()
      .meta({ description: 'Document-fraud checks (DOC_FRAUD), or null when none were asked for' }),
    stipulations: z.array(stipulation).meta({ description: 'What is left to provide or review (OPEN), and the checks that passed (SATISFIED)' }),
    reconciliation: z
      .object({
        paystub_deposits: z
          .array(
            z.object({
              document_id: z.string().meta({ description: 'The paystub' }),
              pay_date: z.string().meta({ description: 'Its pay date, YYYY-MM-DD' }),
              net_pay: z.number().meta({ description: 'Its net pay' }),
              deposit: z
                .object({
                  transaction_id: z.string().meta({ description: 'The bank transaction' }),
                  date: z.string().meta({ description: 'Its date, YYYY-MM-DD' }),
                  amount: z.number().meta({ description: 'Its amount' }),
                  description: z.string().meta({ description: 'Its description' }),
                })
                .nullable()
                .meta({ description: 'The deposit that paid it (within 1% and 3 business days), or null' }),
            }),
          )
          .meta({ description: "Each paystub's net pay matched to a bank deposit" }),
        employer_in_deposits: z.boolean().nullable().meta({ description: "Whether the paystub's employer appears in the payroll deposits; null when not checked" }),
        stated_monthly_income: z.number().nullable().meta({ description: "The deal's stated monthly income, or null" }),
        stated_difference_pct: z.number().nullable().meta({ description: '(verified - stated) / stated, in percent' }),
      })
      .meta({ description: 'The three-way reconciliation of paystubs, deposits and stated income' }),
    monthly: z
      .array(
        z.object({
          month: z.string().meta({ description: 'YYYY-MM' }),
          inflow: z.number().meta({ description: 'Money in that month' }),
          outflow: z.number().meta({ description: 'Money out that month, a positive amount' }),
        }),
      )
      .meta({ description: "Monthly inflow and outflow from cash_flow_analysis (the report's chart)" }),
    results: z
      .array(
        z.object({
          module_type: z.string().meta({ description: 'The module' }),
          result_id: z.uuid().meta({ description: 'The result used' }),
        }),
      )
      .meta({ description: 'The module results the verification rests on' }),
  })
  .meta({ id: 'Verification', description: "The case's income verification" });

// The schema and the type the report codes against describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const schemaMatchesType: Same<z.output<typeof verificationBody>, Verification> = true;

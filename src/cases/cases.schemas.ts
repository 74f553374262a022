import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { MODULE_TYPES, PRODUCTS, isModuleType } from '../modules/module-types.ts';
import '../http/zod-messages.ts';

const name = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');
const shortText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const phoneNumberSchema = z
  .string()
  .superRefine((v, ctx) => {
    if (!/^\+[1-9]\d{1,14}$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'must be in E.164 format: + then country code and number, no spaces (e.g. +14155552671)' });
    } else if (!isValidPhoneNumber(v)) {
      ctx.addIssue({ code: 'custom', message: 'is not a valid phone number (E.164 format required, e.g. +14155552671)' });
    }
  })
  .meta({ description: 'E.164, e.g. +14155552671', example: '+14155552671' });

export const addressSchema = z
  .strictObject({
    line1: shortText(200).optional(),
    line2: shortText(200).optional(),
    city: shortText(100).optional(),
    state: shortText(50).optional(),
    postal_code: z.string().regex(/^\d{5}$/, 'must be exactly 5 digits').optional(),
  })
  .meta({ id: 'Address' });

const moduleOptions = z.strictObject({
  products: z
    .array(z.enum(PRODUCTS, { error: `the only allowed value is ${PRODUCTS.join(', ')}` }))
    // Not .max(): a size check stops zod before the elements, hiding which value is wrong.
    .refine((list) => new Set(list).size === list.length, 'lists each product once')
    .optional(),
});

export const moduleDataSchema = z
  .record(z.string().refine(isModuleType, `is not a module type (${MODULE_TYPES.join(', ')})`), moduleOptions)
  .meta({ description: `Per-module options keyed by module type (${MODULE_TYPES.join(', ')})` });

export const createCaseBody = z
  .strictObject({
    first_name: name,
    last_name: name,
    reference_id: z.string().trim().min(1, 'must not be empty').max(255, 'must be at most 255 characters'),
    phone_number: phoneNumberSchema.optional(),
    email: z.email('must be an e-mail address').max(320).optional(),
    address: addressSchema.optional(),
    module_data: moduleDataSchema.optional(),
    workflow_id: z.string().optional().meta({ description: 'Only when the account has several workflows' }),
  })
  .meta({ id: 'CreateCaseRequest' });

export type CreateCaseInput = z.output<typeof createCaseBody>;

export const noBody = z.strictObject({}).optional();

export const stageRef = z.object({ stage_id: z.uuid(), name: z.string(), position: z.number().int() }).meta({ id: 'StageRef' });

export const MODULE_STATUSES = ['PENDING', 'AWAITING_INPUT', 'ANALYZING', 'COMPLETED', 'INSUFFICIENT', 'ERROR'] as const;

export const caseRecord = z
  .object({
    case_id: z.uuid(),
    reference_id: z.string(),
    status: z.enum(['OPEN', 'COMPLETED', 'CANCELLED']),
    first_name: z.string(),
    last_name: z.string(),
    phone_number: z.string().nullable(),
    email: z.string().nullable(),
    address: addressSchema.nullable(),
    module_data: z.record(z.string(), z.object({ products: z.array(z.string()).optional() })),
    workflow: z.object({ workflow_id: z.uuid(), name: z.string() }),
    stage: stageRef,
    modules: z.array(
      z.object({
        module_type: z.enum(MODULE_TYPES),
        instance_id: z.uuid(),
        stage: z.string().meta({ description: 'Name of the stage the module runs in' }),
        status: z.enum(MODULE_STATUSES),
        latest_result_id: z.uuid().nullable(),
      }),
    ),
    link_expires_at: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Case' });

/** A case as either surface answers it: dealer cases also carry `deal` (see `dealerCaseRecord`). */
export type CaseRecord = z.output<typeof caseRecord> & { deal?: DealRecord | null };

export const createdCase = caseRecord
  .extend({
    url: z.url().meta({ description: 'Hosted-flow link; shown only in this response' }),
    short_url: z.url().meta({ description: 'Short form of url; shown only in this response' }),
  })
  .meta({ id: 'CreatedCase' });

export const caseIdParams = z.object({ case_id: z.string() });

export const listCasesQuery = z.strictObject({
  limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200').default(50),
  cursor: z.string().max(500).optional(),
  reference_id: z.string().max(255).optional(),
});

export const caseList = z.object({ data: z.array(caseRecord), next_cursor: z.string().nullable() }).meta({ id: 'CaseList' });

// The Dealer API (contracts 4b): the same case plus the deal it finances. `stated_monthly_income`
// is what the borrower told the dealer, checked against the verified income.
const money = (what: string) =>
  z
    .number()
    .min(0, 'must not be negative')
    .max(100_000_000, 'must be at most 100000000')
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'must have at most two decimals')
    .meta({ description: what });

export const vehicleSchema = z
  .union([
    shortText(300).min(1, 'must not be empty'),
    z.strictObject({
      year: z.number().int('must be a whole number').min(1900).max(2100).optional(),
      make: shortText(100).optional(),
      model: shortText(100).optional(),
      trim: shortText(100).optional(),
      vin: z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/i, 'must be a 17-character VIN').optional(),
    }),
  ])
  .meta({ description: 'A description ("2022 Honda Civic EX"), or {year, make, model, trim, vin}' });

export const dealSchema = z
  .strictObject({
    deal_id: z.string().trim().min(1, 'must not be empty').max(255, 'must be at most 255 characters').optional(),
    vehicle: vehicleSchema.optional(),
    amount_financed: money('Amount financed, in currency units').optional(),
    stated_monthly_income: money("The borrower's stated gross monthly income, checked against the verified income").optional(),
  })
  .meta({ id: 'Deal' });

export const dealRecord = z
  .object({
    deal_id: z.string().nullable(),
    vehicle: z.union([z.string(), z.record(z.string(), z.unknown())]).nullable(),
    amount_financed: z.number().nullable(),
    stated_monthly_income: z.number().nullable(),
  })
  .meta({ id: 'DealRecord' });

export type DealInput = z.output<typeof dealSchema>;
export type DealRecord = z.output<typeof dealRecord>;

/** The stored form of a deal: every field present, null when not given. */
export function toDealRecord(deal: DealInput | Record<string, unknown>): DealRecord {
  const d = deal as Record<string, unknown>;
  return {
    deal_id: typeof d.deal_id === 'string' ? d.deal_id : null,
    vehicle: typeof d.vehicle === 'string' || (typeof d.vehicle === 'object' && d.vehicle !== null) ? (d.vehicle as DealRecord['vehicle']) : null,
    amount_financed: typeof d.amount_financed === 'number' ? d.amount_financed : null,
    stated_monthly_income: typeof d.stated_monthly_income === 'number' ? d.stated_monthly_income : null,
  };
}

export const createDealerCaseBody = createCaseBody.extend({ deal: dealSchema.optional() }).meta({ id: 'CreateDealerCaseRequest' });
export type CreateDealerCaseInput = z.output<typeof createDealerCaseBody>;

export const dealerCaseRecord = caseRecord.extend({ deal: dealRecord.nullable() }).meta({ id: 'DealerCase' });

export const createdDealerCase = dealerCaseRecord
  .extend({
    url: z.url().meta({ description: 'Hosted-flow link; shown only in this response' }),
    short_url: z.url().meta({ description: 'Short form of url; shown only in this response' }),
  })
  .meta({ id: 'CreatedDealerCase' });

export const dealerCaseList = z.object({ data: z.array(dealerCaseRecord), next_cursor: z.string().nullable() }).meta({ id: 'DealerCaseList' });

/** The schemas of the case routes, by surface. */
export const caseSchemasFor = (surface: 'LENDER' | 'DEALER') =>
  surface === 'DEALER'
    ? { createBody: createDealerCaseBody, record: dealerCaseRecord, created: createdDealerCase, list: dealerCaseList }
    : { createBody: createCaseBody, record: caseRecord, created: createdCase, list: caseList };

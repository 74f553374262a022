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
    line1: shortText(200).optional().meta({ description: 'Street address: house number and street', example: '12 Analytical Way' }),
    line2: shortText(200).optional().meta({ description: 'Apartment, suite or unit', example: 'Apt 4B' }),
    city: shortText(100).optional().meta({ description: 'City', example: 'Springfield' }),
    state: shortText(50).optional().meta({ description: 'State, e.g. the two-letter code', example: 'IL' }),
    postal_code: z.string().regex(/^\d{5}$/, 'must be exactly 5 digits').optional().meta({ description: 'ZIP code, 5 digits', example: '62701' }),
  })
  .meta({ id: 'Address', description: "The borrower's home address; the paystub module matches it against the paystub's" });

const moduleOptions = z.strictObject({
  products: z
    .array(z.enum(PRODUCTS, { error: `the only allowed value is ${PRODUCTS.join(', ')}` }))
    // Not .max(): a size check stops zod before the elements, hiding which value is wrong.
    .refine((list) => new Set(list).size === list.length, 'lists each product once')
    .optional()
    .meta({ description: 'Extra checks for this module; DOC_FRAUD adds document-fraud signals (`fraud`) to its result', example: ['DOC_FRAUD'] }),
});

export const moduleDataSchema = z
  .record(z.string().refine(isModuleType, `is not a module type (${MODULE_TYPES.join(', ')})`), moduleOptions)
  .meta({ description: `Per-module options keyed by module type (${MODULE_TYPES.join(', ')})` });

export const createCaseBody = z
  .strictObject({
    first_name: name.meta({ description: "The borrower's first (given) name", example: 'Ada' }),
    last_name: name.meta({ description: "The borrower's last (family) name", example: 'Lovelace' }),
    reference_id: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(255, 'must be at most 255 characters')
      .meta({ description: 'Your own id for the application (loan or deal number); filter lists with ?reference_id=', example: 'loan-0001' }),
    phone_number: phoneNumberSchema.optional().meta({ description: "The borrower's mobile number, E.164; needed to text the link with send-sms", example: '+14155552671' }),
    email: z.email('must be an e-mail address').max(320).optional().meta({ description: "The borrower's e-mail address", example: 'ada@example.com' }),
    address: addressSchema.optional().meta({ description: "The borrower's home address" }),
    module_data: moduleDataSchema.optional(),
    workflow_id: z.string().optional().meta({ description: "The workflow the case follows: only when the account has several workflows; the account's default otherwise" }),
  })
  .meta({ id: 'CreateCaseRequest', description: 'A new case: the borrower, your reference, and options' });

export type CreateCaseInput = z.output<typeof createCaseBody>;

export const noBody = z.strictObject({}).optional();

export const stageRef = z
  .object({
    stage_id: z.uuid().meta({ description: 'Id of the stage' }),
    name: z.string().meta({ description: 'Name of the stage, as in the workflow', example: 'verification' }),
    position: z.number().int().meta({ description: 'Place of the stage in its workflow, from 0' }),
  })
  .meta({ id: 'StageRef', description: 'A stage of the workflow' });

export const MODULE_STATUSES = ['PENDING', 'AWAITING_INPUT', 'ANALYZING', 'COMPLETED', 'INSUFFICIENT', 'ERROR'] as const;

export const caseRecord = z
  .object({
    case_id: z.uuid().meta({ description: 'Id of the case' }),
    reference_id: z.string().meta({ description: 'Your own id for the application, as given at creation' }),
    status: z.enum(['OPEN', 'COMPLETED', 'CANCELLED']).meta({
      description: 'OPEN, then COMPLETED (every module of the last stage finished) or CANCELLED; a completed or cancelled case takes no uploads, runs or advances',
    }),
    first_name: z.string().meta({ description: "The borrower's first name" }),
    last_name: z.string().meta({ description: "The borrower's last name" }),
    phone_number: z.string().nullable().meta({ description: "The borrower's mobile number, E.164, or null" }),
    email: z.string().nullable().meta({ description: "The borrower's e-mail address, or null" }),
    address: addressSchema.nullable().meta({ description: "The borrower's address, or null" }),
    module_data: z
      .record(
        z.string(),
        z.object({ products: z.array(z.string()).optional().meta({ description: 'Extra checks asked for this module (DOC_FRAUD)' }) }),
      )
      .meta({ description: 'Per-module options as given at creation, keyed by module type' }),
    workflow: z
      .object({
        workflow_id: z.uuid().meta({ description: 'Id of the workflow' }),
        name: z.string().meta({ description: 'Name of the workflow', example: 'default' }),
      })
      .meta({ description: 'The workflow the case follows' }),
    stage: stageRef.meta({ description: 'The stage the case is in' }),
    modules: z
      .array(
        z.object({
          module_type: z.enum(MODULE_TYPES).meta({ description: 'The analysis module' }),
          instance_id: z.uuid().meta({ description: "Id of this module in this case (MODULE events' instance_id)" }),
          stage: z.string().meta({ description: 'Name of the stage the module runs in' }),
          status: z.enum(MODULE_STATUSES).meta({
            description: 'PENDING (its stage has not started), AWAITING_INPUT, ANALYZING, then COMPLETED, INSUFFICIENT or ERROR',
          }),
          latest_result_id: z.uuid().nullable().meta({ description: 'The newest completed result, or null: read it at .../modules/{module_type}/analysis/{result_id}' }),
        }),
      )
      .meta({ description: "The modules of the case's workflow, in every stage" }),
    link_expires_at: z.string().meta({ description: "When the borrower's link stops working (timestamp, UTC)" }),
    created_at: z.string().meta({ description: 'When the case was created (timestamp, UTC)' }),
    updated_at: z.string().meta({ description: 'When the case last changed (timestamp, UTC)' }),
  })
  .meta({ id: 'Case', description: 'A case: one borrower and one application, with its workflow, stage and modules' });

/** A case as either surface answers it: dealer cases also carry `deal` (see `dealerCaseRecord`). */
export type CaseRecord = z.output<typeof caseRecord> & { deal?: DealRecord | null };

/**
 * A deleted case (DELETE, or the account's retention): the borrower's data is gone; what shows a
 * decision was made stays. Module outcomes and income figures stay readable in the results.
 */
export const deletedCaseRecord = z
  .object({
    case_id: caseRecord.shape.case_id,
    reference_id: caseRecord.shape.reference_id,
    status: z.literal('DELETED').meta({ description: "DELETED: the borrower's personal data and documents were erased" }),
    workflow: caseRecord.shape.workflow,
    stage: caseRecord.shape.stage,
    modules: caseRecord.shape.modules,
    created_at: caseRecord.shape.created_at,
    updated_at: caseRecord.shape.updated_at,
    deleted_at: z.string().meta({ description: "When the borrower's data was erased (timestamp, UTC)" }),
  })
  .meta({ id: 'DeletedCase', description: "A deleted case: no personal data, only the ids, dates, statuses and module outcomes" });
export type DeletedCaseRecord = z.output<typeof deletedCaseRecord>;
/** A case as read back: a live one, or what remains of a deleted one. */
export type AnyCaseRecord = CaseRecord | DeletedCaseRecord;


export const createdCase = caseRecord
  .extend({
    url: z.url().meta({ description: "The borrower's hosted-flow link; shown only in this response" }),
    short_url: z.url().meta({ description: 'Short form of url, for text messages; shown only in this response' }),
  })
  .meta({ id: 'CreatedCase', description: "The new case, with the borrower's link (shown only here)" });

export const caseIdParams = z.object({ case_id: z.string().meta({ description: 'Id of the case (case_id)' }) });

export const listCasesQuery = z.strictObject({
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(50)
    .meta({ description: 'Cases per page, 1 to 200' }),
  cursor: z.string().max(500).optional().meta({ description: 'next_cursor of the previous page' }),
  reference_id: z.string().max(255).optional().meta({ description: 'Only the cases with this reference_id' }),
});

export const caseList = z
  .object({
    data: z.array(z.union([caseRecord, deletedCaseRecord])).meta({ description: 'Cases, newest first; a deleted case shows only what remains of it' }),
    next_cursor: z.string().nullable().meta({ description: 'Pass as ?cursor= for the next page; null on the last page' }),
  })
  .meta({ id: 'CaseList', description: 'A page of cases' });

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
      year: z.number().int('must be a whole number').min(1900).max(2100).optional().meta({ description: 'Model year', example: 2022 }),
      make: shortText(100).optional().meta({ description: 'Manufacturer', example: 'Honda' }),
      model: shortText(100).optional().meta({ description: 'Model', example: 'Civic' }),
      trim: shortText(100).optional().meta({ description: 'Trim level', example: 'EX' }),
      vin: z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/i, 'must be a 17-character VIN').optional().meta({ description: 'Vehicle identification number, 17 characters', example: '2HGFE2F59NH512345' }),
    }),
  ])
  .meta({ description: 'A description ("2022 Honda Civic EX"), or {year, make, model, trim, vin}' });

export const dealSchema = z
  .strictObject({
    deal_id: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(255, 'must be at most 255 characters')
      .optional()
      .meta({ description: "The dealer's own id for the deal", example: 'DJ-0042' }),
    vehicle: vehicleSchema.optional(),
    amount_financed: money('Amount financed, in currency units').optional(),
    stated_monthly_income: money("The borrower's stated gross monthly income, checked against the verified income").optional(),
  })
  .meta({ id: 'Deal', description: 'The deal the case finances; every field optional' });

export const dealRecord = z
  .object({
    deal_id: z.string().nullable().meta({ description: "The dealer's id for the deal, or null" }),
    vehicle: z
      .union([z.string(), z.record(z.string(), z.unknown())])
      .nullable()
      .meta({ description: 'The vehicle as given: a description, or {year, make, model, trim, vin}; or null' }),
    amount_financed: z.number().nullable().meta({ description: 'Amount financed, in currency units, or null' }),
    stated_monthly_income: z.number().nullable().meta({ description: "The borrower's stated gross monthly income, or null" }),
  })
  .meta({ id: 'DealRecord', description: 'The deal, every field present (null when not given)' });

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

export const createDealerCaseBody = createCaseBody
  .extend({ deal: dealSchema.optional().meta({ description: 'The deal the case finances' }) })
  .meta({ id: 'CreateDealerCaseRequest', description: 'A new dealer case: the borrower, your reference, options and the deal' });
export type CreateDealerCaseInput = z.output<typeof createDealerCaseBody>;

export const dealerCaseRecord = caseRecord
  .extend({ deal: dealRecord.nullable().meta({ description: 'The deal the case finances, or null when none was given' }) })
  .meta({ id: 'DealerCase', description: 'A dealer case: the case plus the deal it finances' });

export const createdDealerCase = dealerCaseRecord
  .extend({
    url: z.url().meta({ description: "The borrower's hosted-flow link; shown only in this response" }),
    short_url: z.url().meta({ description: 'Short form of url, for text messages; shown only in this response' }),
  })
  .meta({ id: 'CreatedDealerCase', description: "The new dealer case, with the borrower's link (shown only here)" });

export const dealerCaseList = z
  .object({
    data: z.array(z.union([dealerCaseRecord, deletedCaseRecord])).meta({ description: 'Dealer cases, newest first; a deleted case shows only what remains of it' }),
    next_cursor: z.string().nullable().meta({ description: 'Pass as ?cursor= for the next page; null on the last page' }),
  })
  .meta({ id: 'DealerCaseList', description: 'A page of dealer cases' });

const readableCase = z.union([caseRecord, deletedCaseRecord]).meta({ id: 'CaseOrDeleted', description: 'A case, or what remains of a deleted one (status DELETED)' });
const readableDealerCase = z
  .union([dealerCaseRecord, deletedCaseRecord])
  .meta({ id: 'DealerCaseOrDeleted', description: 'A dealer case, or what remains of a deleted one (status DELETED)' });

/** The schemas of the case routes, by surface. */
export const caseSchemasFor = (surface: 'LENDER' | 'DEALER') =>
  surface === 'DEALER'
    ? { createBody: createDealerCaseBody, record: dealerCaseRecord, readable: readableDealerCase, created: createdDealerCase, list: dealerCaseList }
    : { createBody: createCaseBody, record: caseRecord, readable: readableCase, created: createdCase, list: caseList };

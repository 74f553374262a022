import { z } from 'zod';
import { MODULE_TYPES } from '../modules/module-types.ts';

export const DOCUMENT_CATEGORIES = ['bank_statement', 'paystub'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Which category each module takes, and the file formats each category accepts. */
export const CATEGORY_OF_MODULE = { cash_flow_analysis: 'bank_statement', paystub: 'paystub' } as const;
export const FORMATS_OF_CATEGORY = { bank_statement: ['PDF', 'CSV', 'OFX', 'IMAGE'], paystub: ['PDF', 'IMAGE'] } as const;

export const documentParams = z.object({ case_id: z.string(), document_id: z.string() });

export const listDocumentsQuery = z.strictObject({
  limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200').default(50),
  cursor: z.string().max(500).optional(),
});

export const documentRecord = z
  .object({
    document_id: z.uuid(),
    filename: z.string(),
    module_type: z.enum(MODULE_TYPES),
    document_category: z.enum(DOCUMENT_CATEGORIES),
    content_type: z.string().meta({ description: 'Recognised from the bytes: application/pdf, text/csv, application/x-ofx, image/jpeg, image/png or image/webp' }),
    size: z.number().int(),
    sha256: z.string(),
    uploaded_at: z.iso.datetime(),
    page_count: z.number().int().nullable(),
    processing_status: z.enum(['PROCESSING', 'PROCESSED', 'FAILED', 'STORED']).meta({
      description:
        'Bank statements are read into transactions after upload: PROCESSING, then PROCESSED or FAILED (see processing_error). Paystubs are STORED and read by their module run.',
    }),
    processing_error: z.string().nullable(),
  })
  .meta({ id: 'Document' });

export const uploadedDocuments = z.object({ documents: z.array(documentRecord) }).meta({ id: 'UploadedDocuments' });
export const documentList = z.object({ data: z.array(documentRecord), next_cursor: z.string().nullable() }).meta({ id: 'DocumentList' });

const money = z.number().meta({ description: 'In the statement currency, two decimals' });

export const statementAccount = z.object({
  name: z.string().nullable(),
  mask: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  opening_balance: money.nullable(),
  closing_balance: money.nullable(),
  total_credits: money,
  total_debits: money,
  transaction_count: z.number().int(),
  transactions: z.array(
    z.object({
      date: z.string(),
      description: z.string(),
      amount: money.meta({ description: 'Signed: money in positive' }),
      running_balance: money.nullable(),
      page: z.number().int().nullable(),
      confidence: z.number().optional().meta({ description: 'Read by OCR: how sure the reading of its date and amount is, 0–1' }),
    }),
  ),
  reconciliation: z.object({
    status: z.enum(['RECONCILED', 'MISMATCH', 'UNVERIFIABLE']),
    difference: money.nullable(),
    running_balance_mismatches: z.number().int(),
    problems: z.array(z.string()),
  }),
  currency: z.string().meta({ description: 'ISO 4217, as the document says; USD when it says nothing' }),
  reconciled: z.boolean().nullable().meta({ description: 'false when the rows do not agree with the printed balances or totals; null when nothing printed can be checked' }),
  first_break: z
    .object({ row: z.number().int(), date: z.string(), description: z.string(), expected: money, printed: money })
    .nullable()
    .meta({ description: 'The first row (0-based, statement order, flagged rows included) whose printed balance disagrees with the rows before it' }),
  flagged_rows: z
    .array(
      z.object({
        reason: z.enum(['IMPOSSIBLE_DATE', 'PENDING', 'NO_AMOUNT', 'UNREADABLE_DATE', 'UNREADABLE_AMOUNT']),
        date_as_printed: z.string().nullable(),
        description: z.string(),
        amount: money.nullable(),
        page: z.number().int().nullable(),
      }),
    )
    .meta({ description: 'Rows kept apart and not analysed, each with its reason: never dropped silently' }),
});

export const documentDetail = documentRecord
  .extend({
    statement: z
      .object({
        format: z.enum(['PDF', 'CSV', 'OFX']),
        institution: z.string().nullable(),
        currency: z.string(),
        period_start: z.string().nullable(),
        period_end: z.string().nullable(),
        accounts: z.array(statementAccount),
        warnings: z.array(z.string()),
        source: z.enum(['OCR']).optional().meta({ description: 'Present when the statement was read from a photo or scan' }),
        confidence: z.number().optional().meta({ description: 'Read by OCR: mean word confidence over the OCR’d pages, 0–1' }),
      })
      .nullable()
      .meta({ description: 'What was read from a bank statement, once PROCESSED; null otherwise' }),
  })
  .meta({ id: 'DocumentDetail' });

export type DocumentRecord = z.output<typeof documentRecord>;
export type DocumentDetail = z.output<typeof documentDetail>;

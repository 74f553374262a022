import { z } from 'zod';
import { MODULE_TYPES } from '../modules/module-types.ts';

export const DOCUMENT_CATEGORIES = ['bank_statement', 'paystub'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Which category each module takes, and the file formats each category accepts. */
export const CATEGORY_OF_MODULE = { cash_flow_analysis: 'bank_statement', paystub: 'paystub' } as const;
export const FORMATS_OF_CATEGORY = { bank_statement: ['PDF', 'CSV', 'OFX', 'IMAGE'], paystub: ['PDF', 'IMAGE'] } as const;

export const documentParams = z.object({
  case_id: z.string().meta({ description: 'Id of the case (case_id)' }),
  document_id: z.string().meta({ description: 'Id of the document (document_id)' }),
});

export const listDocumentsQuery = z.strictObject({
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(50)
    .meta({ description: 'Documents per page, 1 to 200' }),
  cursor: z.string().max(500).optional().meta({ description: 'next_cursor of the previous page' }),
});

export const documentRecord = z
  .object({
    document_id: z.uuid().meta({ description: 'Id of the document' }),
    filename: z.string().meta({ description: 'The file name as uploaded; only shown back', example: 'august.pdf' }),
    module_type: z.enum(MODULE_TYPES).meta({ description: 'The module the document was uploaded for' }),
    document_category: z.enum(DOCUMENT_CATEGORIES).meta({ description: 'bank_statement (for cash_flow_analysis) or paystub (for paystub)' }),
    content_type: z.string().meta({ description: 'Recognised from the bytes: application/pdf, text/csv, application/x-ofx, image/jpeg, image/png or image/webp' }),
    size: z.number().int().meta({ description: 'Size in bytes' }),
    sha256: z.string().meta({ description: 'SHA-256 of the bytes, hexadecimal' }),
    uploaded_at: z.iso.datetime().meta({ description: 'When it was uploaded (timestamp, UTC); documents of one upload share it' }),
    page_count: z.number().int().nullable().meta({ description: 'Pages of a PDF, 1 for an image; null for CSV and OFX' }),
    processing_status: z.enum(['PROCESSING', 'PROCESSED', 'FAILED', 'STORED']).meta({
      description:
        'Bank statements are read into transactions after upload: PROCESSING, then PROCESSED or FAILED (see processing_error). Paystubs are STORED and read by their module run.',
    }),
    processing_error: z.string().nullable().meta({ description: 'Why reading failed (FAILED), e.g. no text layer; null otherwise' }),
  })
  .meta({ id: 'Document', description: 'An uploaded file' });

export const uploadedDocuments = z
  .object({ documents: z.array(documentRecord).meta({ description: 'The stored documents, in the order the files were sent' }) })
  .meta({ id: 'UploadedDocuments', description: 'The documents of one upload' });
export const documentList = z
  .object({
    data: z.array(documentRecord).meta({ description: 'Documents, in upload order' }),
    next_cursor: z.string().nullable().meta({ description: 'Pass as ?cursor= for the next page; null on the last page' }),
  })
  .meta({ id: 'DocumentList', description: 'A page of documents' });

const money = z.number().meta({ description: 'In the statement currency, two decimals' });

export const statementAccount = z.object({
  name: z.string().nullable().meta({ description: 'Account name as printed, or null', example: 'REGULAR CHECKING' }),
  mask: z.string().nullable().meta({ description: 'Last digits of the account number, or null', example: '8850' }),
  period_start: z.string().nullable().meta({ description: "First day of the account's statement period (YYYY-MM-DD), or null" }),
  period_end: z.string().nullable().meta({ description: "Last day of the account's statement period (YYYY-MM-DD), or null" }),
  opening_balance: money.nullable().meta({ description: 'Opening balance as printed, or null' }),
  closing_balance: money.nullable().meta({ description: 'Closing balance as printed, or null' }),
  total_credits: money.meta({ description: 'Sum of the money in, a positive amount' }),
  total_debits: money.meta({ description: 'Sum of the money out, a positive amount' }),
  transaction_count: z.number().int().meta({ description: 'Transactions read for this account' }),
  transactions: z
    .array(
      z.object({
        date: z.string().meta({ description: 'Posting date, YYYY-MM-DD' }),
        description: z.string().meta({ description: 'Description as printed, lines joined' }),
        amount: money.meta({ description: 'Signed: money in positive' }),
        running_balance: money.nullable().meta({ description: 'Balance printed on the row, or null' }),
        page: z.number().int().nullable().meta({ description: 'PDF page the row is on, from 1; null for CSV and OFX' }),
        confidence: z.number().optional().meta({ description: 'Read by OCR: how sure the reading of its date and amount is, 0–1' }),
      }),
    )
    .meta({ description: 'The transactions, in statement order' }),
  reconciliation: z
    .object({
      status: z.enum(['RECONCILED', 'MISMATCH', 'UNVERIFIABLE']).meta({
        description: 'RECONCILED: every printed balance agrees; MISMATCH: see problems; UNVERIFIABLE: nothing printed to check against',
      }),
      difference: money.nullable().meta({ description: 'Closing balance minus (opening + credits - debits), or null when not computable' }),
      running_balance_mismatches: z.number().int().meta({ description: 'Rows whose printed running balance disagrees with the previous balance plus the row' }),
      problems: z.array(z.string()).meta({ description: 'One sentence per problem found' }),
    })
    .meta({ description: "The account's transactions checked against its printed balances" }),
  currency: z.string().meta({ description: 'ISO 4217, as the document says; USD when it says nothing', example: 'USD' }),
  reconciled: z
    .boolean()
    .nullable()
    .meta({ description: 'false when the rows do not agree with the printed balances or totals; null when nothing printed can be checked' }),
  first_break: z
    .object({
      row: z.number().int().meta({ description: 'Index of the row, from 0, in statement order, flagged rows included' }),
      date: z.string().meta({ description: 'Its date, YYYY-MM-DD' }),
      description: z.string().meta({ description: 'Its description' }),
      expected: money.meta({ description: 'The balance the rows before it and the row itself add up to' }),
      printed: money.meta({ description: 'The balance printed on the row' }),
    })
    .nullable()
    .meta({ description: 'The first row (0-based, statement order, flagged rows included) whose printed balance disagrees with the rows before it' }),
  flagged_rows: z
    .array(
      z.object({
        reason: z
          .enum(['IMPOSSIBLE_DATE', 'PENDING', 'NO_AMOUNT', 'UNREADABLE_DATE', 'UNREADABLE_AMOUNT'])
          .meta({ description: 'Why the row was kept apart' }),
        date_as_printed: z.string().nullable().meta({ description: 'The date as printed, or null' }),
        description: z.string().meta({ description: 'The description as printed' }),
        amount: money.nullable().meta({ description: 'The amount when it could be read, or null' }),
        page: z.number().int().nullable().meta({ description: 'PDF page of the row, from 1; null for CSV and OFX' }),
      }),
    )
    .meta({ description: 'Rows kept apart and not analysed, each with its reason: never dropped silently' }),
}).meta({ description: 'One account of a statement' });

export const documentDetail = documentRecord
  .extend({
    statement: z
      .object({
        format: z.enum(['PDF', 'CSV', 'OFX']).meta({ description: 'The file format recognised' }),
        institution: z.string().nullable().meta({ description: 'The bank as printed, or null', example: 'LAKESHORE SAVINGS BANK' }),
        currency: z.string().meta({ description: 'ISO 4217 currency of the amounts', example: 'USD' }),
        period_start: z.string().nullable().meta({ description: 'First day of the statement period (YYYY-MM-DD), or null' }),
        period_end: z.string().nullable().meta({ description: 'Last day of the statement period (YYYY-MM-DD), or null' }),
        accounts: z.array(statementAccount).meta({ description: 'Each account of the statement' }),
        warnings: z.array(z.string()).meta({ description: 'What the reader noticed but could still read' }),
        source: z.enum(['OCR']).optional().meta({ description: 'Present when the statement was read from a photo or scan' }),
        confidence: z.number().optional().meta({ description: 'Read by OCR: mean word confidence over the OCR’d pages, 0–1' }),
      })
      .nullable()
      .meta({ description: 'What was read from a bank statement, once PROCESSED; null otherwise' }),
  })
  .meta({ id: 'DocumentDetail', description: 'A document, with what was read from it' });

export type DocumentRecord = z.output<typeof documentRecord>;
export type DocumentDetail = z.output<typeof documentDetail>;

import crypto from 'node:crypto';
import type { StatementReading } from '../analysis/ocr/read-scanned.ts';
import * as casesRepo from '../cases/cases.repo.ts';
import type { Executor, Store } from '../db/store.ts';
import type { EventLog } from '../events/events.repo.ts';
import { decodeCursor, encodeCursor, UUID } from '../http/cursor.ts';
import type { CaseActor } from '../http/types.ts';
import type { JobSender } from '../jobs/jobs.ts';
import { isModuleType, MODULE_TYPES } from '../modules/module-types.ts';
import { AppError, notFound, validationError, type FieldError } from '../shared/errors.ts';
import type { BlobOwner, EncryptedBlobs } from './encrypted-blobs.ts';
import { holdStoredBlobs, recordOrRemoveBlobs, removeUnreferencedBlobs } from '../storage/blob-references.ts';
import * as repo from './documents.repo.ts';
import { documentParseSendOnly } from './documents.jobs.ts';
import {
  CATEGORY_OF_MODULE,
  DOCUMENT_CATEGORIES,
  FORMATS_OF_CATEGORY,
  type DocumentCategory,
  type DocumentDetail,
  type DocumentRecord,
} from './documents.schemas.ts';
import { CONTENT_TYPES, formatOfKind, sniffFileKind, type DocumentFormat } from './file-type.ts';
import type { ParserPool } from './parser-pool.ts';
import type { ReceivedUpload } from './upload-intake.ts';
import { caseOfActor } from '../cases/case-of-actor.ts';

export interface DocumentsDeps {
  store: Pick<Store, 'db'>;
  blobs: EncryptedBlobs;
  parser: Pick<ParserPool, 'inspectPdf' | 'inspectImage'>;
  events: EventLog;
  jobs: JobSender;
  maxDocumentsPerCase: number;
}

/** An upload that passed every check, its files kept in the blob store, ready to record. */
export interface CheckedUpload {
  moduleType: string;
  category: DocumentCategory;
  /** The account whose encrypted copies of the files were kept. */
  accountId: string;
  files: { filename: string; sha256: string; size: number; format: DocumentFormat; contentType: string; pageCount: number | null }[];
}

const FORMAT_NAMES = { PDF: 'PDF', CSV: 'CSV', OFX: 'OFX/QFX', IMAGE: 'image (JPEG, PNG or WebP)' } as const;
const HEIC_REFUSED =
  'is a HEIC photo, which cannot be read here: send it as a JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible, or take a screenshot of the photo)';
const money = (cents: number | null) => (cents === null ? null : cents / 100);

export function toDocumentRecord(row: repo.DocumentSummary): DocumentRecord {
  return {
    document_id: row.id,
    filename: row.filename,
    module_type: row.moduleType as DocumentRecord['module_type'],
    document_category: row.category,
    content_type: row.contentType,
    size: row.size,
    sha256: row.sha256,
    uploaded_at: row.uploadedAt.toISOString(),
    page_count: row.pageCount,
    processing_status: row.processingStatus,
    processing_error: row.processingError,
  };
}

function toStatement(parsed: StatementReading): NonNullable<DocumentDetail['statement']> {
  const ocr = parsed.ocr ? { source: parsed.ocr.source, confidence: parsed.ocr.confidence } : {};
  return {
    ...ocr,
    format: parsed.format,
    institution: parsed.institution,
    currency: parsed.currency,
    period_start: parsed.periodStart,
    period_end: parsed.periodEnd,
    accounts: parsed.accounts.map((a) => ({
      name: a.name,
      mask: a.mask,
      period_start: a.periodStart,
      period_end: a.periodEnd,
      opening_balance: money(a.reconciliation.openingBalanceCents),
      closing_balance: money(a.reconciliation.closingBalanceCents),
      total_credits: a.reconciliation.creditsCents / 100,
      total_debits: a.reconciliation.debitsCents / 100,
      transaction_count: a.transactions.length,
      transactions: a.transactions.map((t) => ({
        date: t.date,
        description: t.description,
        amount: t.amountCents / 100,
        running_balance: money(t.runningBalanceCents),
        page: t.page,
        ...('confidence' in t ? { confidence: t.confidence as number } : {}),
      })),
      reconciliation: {
        status: a.reconciliation.status,
        difference: money(a.reconciliation.differenceCents),
        running_balance_mismatches: a.reconciliation.runningBalanceMismatches,
        problems: a.reconciliation.problems,
      },
      currency: parsed.currency,
      reconciled: a.reconciliation.status === 'RECONCILED' ? true : a.reconciliation.status === 'MISMATCH' ? false : null,
      first_break: a.reconciliation.firstBreak
        ? { row: a.reconciliation.firstBreak.row, date: a.reconciliation.firstBreak.date, description: a.reconciliation.firstBreak.description, expected: a.reconciliation.firstBreak.expectedCents / 100, printed: a.reconciliation.firstBreak.printedCents / 100 }
        : null,
      flagged_rows: (a.flaggedRows ?? []).map((f) => ({ reason: f.reason, date_as_printed: f.dateAsPrinted, description: f.description, amount: money(f.amountCents), page: f.page })),
    })),
    warnings: parsed.warnings,
  };
}

/** "PDF", "PDF or CSV", "PDF, CSV or OFX/QFX". */
const orList = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

export function documentsService(deps: DocumentsDeps) {
  const { db } = deps.store;

  const loadCase = caseOfActor;

  function assertOpen(row: casesRepo.CaseRow) {
    if (row.status !== 'OPEN') throw new AppError('conflict', `The case is ${row.status.toLowerCase()}: it takes no more documents`);
  }

  /** The form's fields against the case's workflow: which module and category the files are for. */
  function checkFields(upload: ReceivedUpload, modules: casesRepo.ModuleRow[]): { errors: FieldError[]; moduleType?: string; category?: DocumentCategory } {
    const errors: FieldError[] = [];
    const available = modules.map((m) => m.moduleType);
    const moduleType = upload.fields.module_type;
    const category = upload.fields.document_category;
    let okModule: string | undefined;
    if (moduleType === undefined) errors.push({ field: 'module_type', error: 'is required' });
    else if (!isModuleType(moduleType)) errors.push({ field: 'module_type', error: `is not a module type (${MODULE_TYPES.join(', ')})` });
    else if (!available.includes(moduleType)) errors.push({ field: 'module_type', error: `is not a module of this case's workflow (${available.join(', ')})` });
    else okModule = moduleType;
    let okCategory: DocumentCategory | undefined;
    if (category === undefined) errors.push({ field: 'document_category', error: 'is required' });
    else if (!(DOCUMENT_CATEGORIES as readonly string[]).includes(category)) errors.push({ field: 'document_category', error: `must be one of ${DOCUMENT_CATEGORIES.join(', ')}` });
    else if (okModule && CATEGORY_OF_MODULE[okModule as keyof typeof CATEGORY_OF_MODULE] !== category) {
      errors.push({ field: 'document_category', error: `must be ${CATEGORY_OF_MODULE[okModule as keyof typeof CATEGORY_OF_MODULE]} for module ${okModule}` });
    } else okCategory = category as DocumentCategory;
    if (upload.files.length === 0) errors.push({ field: 'files', error: 'at least one file is required' });
    return { errors, moduleType: okModule, category: okCategory };
  }

  // The account's encrypted copy of a file, for the checks that bytes are stored and the cleanup of bytes nothing names.
  const ownedBlobs = (owner: BlobOwner) => ({
    exists: (sha256: string) => deps.blobs.exists(sha256, owner),
    remove: (sha256: string) => deps.blobs.remove(sha256, owner),
  });

  return {
    /**
     * Every check an upload must pass before anything is recorded: the case, the form, and each
     * file's bytes (its type, and for a PDF that it opens without a password). On success the files
     * are kept in the blob store; on any failure every staged file is removed.
     */
    async check(auth: CaseActor, surface: casesRepo.Surface, caseId: string, upload: ReceivedUpload): Promise<CheckedUpload> {
      const staged = upload.files.map((f) => f.staged);
      const kept: string[] = [];
      try {
        // Whether the case is still open is decided when recording, under the case's lock.
        const caseRow = await loadCase(db, auth, surface, caseId);
        const modules = await casesRepo.modulesOfCases(db, [caseRow.id]);
        const { errors, moduleType, category } = checkFields(upload, modules);
        const files: CheckedUpload['files'] = [];
        for (const file of upload.files) {
          const field = `files.${file.index}`;
          if (file.staged.size === 0) {
            errors.push({ field, error: 'is empty' });
            continue;
          }
          const bytes = await deps.blobs.readStaged(file.staged);
          const kind = sniffFileKind(bytes);
          const accepted: readonly DocumentFormat[] = category ? FORMATS_OF_CATEGORY[category] : ['PDF', 'CSV', 'OFX', 'IMAGE'];
          const names = accepted.map((f) => FORMAT_NAMES[f]);
          if (kind === 'UNKNOWN') {
            errors.push({ field, error: `is not a ${orList(names)} file` });
            continue;
          }
          const format = formatOfKind(kind);
          if (format === null) {
            errors.push({ field, error: HEIC_REFUSED });
            continue;
          }
          if (!accepted.includes(format)) {
            errors.push({ field, error: `is a ${FORMAT_NAMES[format]} file; ${category} documents must be ${names.join(' or ')}` });
            continue;
          }
          let pageCount: number | null = null;
          const owner = { accountId: auth.account.id, caseId: caseRow.id };
          const inspected =
            format === 'PDF' ? await deps.parser.inspectPdf(bytes, owner).catch((err: Error) => ({ ok: false as const, reason: err.message }))
            : format === 'IMAGE' ? await deps.parser.inspectImage(bytes, owner).catch((err: Error) => ({ ok: false as const, reason: err.message }))
            : null;
          if (inspected && !inspected.ok) {
            errors.push({ field, error: inspected.reason });
            continue;
          }
          if (inspected) pageCount = 'pageCount' in inspected ? inspected.pageCount : 1;
          files.push({ filename: file.filename, sha256: file.staged.sha256, size: file.staged.size, format, contentType: CONTENT_TYPES[kind], pageCount });
        }
        if (errors.length > 0) throw validationError(errors, 'The upload was refused; nothing was stored');
        for (const f of upload.files) {
          await deps.blobs.keep(f.staged, { accountId: auth.account.id });
          kept.push(f.staged.sha256);
        }
        return { moduleType: moduleType!, category: category!, accountId: auth.account.id, files };
      } catch (err) {
        await Promise.all(staged.map((s) => deps.blobs.discard(s)));
        await removeUnreferencedBlobs(deps.store, ownedBlobs({ accountId: auth.account.id }), kept).catch(() => {});
        throw err;
      }
    },

    /** Runs the transaction that records a checked upload; if it fails, the upload's stored bytes that nothing names are removed. */
    recording: <T>(upload: CheckedUpload, run: () => Promise<T>): Promise<T> =>
      recordOrRemoveBlobs(deps.store, ownedBlobs({ accountId: upload.accountId }), upload.files.map((f) => f.sha256), run),

    /** Records a checked upload: its documents, one MODULE_DOCUMENT_UPLOADED each, and the reading of statements. */
    async record(tx: Executor, auth: CaseActor, surface: casesRepo.Surface, caseId: string, upload: CheckedUpload): Promise<{ documents: DocumentRecord[] }> {
      const caseRow = await loadCase(tx, auth, surface, caseId, true);
      assertOpen(caseRow);
      await holdStoredBlobs(tx, ownedBlobs({ accountId: auth.account.id }), upload.files.map((f) => f.sha256));
      const existing = await repo.countDocuments(tx, caseRow.id);
      if (existing + upload.files.length > deps.maxDocumentsPerCase) {
        throw new AppError(
          'conflict',
          `A case holds at most ${deps.maxDocumentsPerCase} documents; this one has ${existing} and the upload adds ${upload.files.length}`,
        );
      }
      const [module] = (await casesRepo.modulesOfCases(tx, [caseRow.id])).filter((m) => m.moduleType === upload.moduleType);
      const waiting = upload.category === 'bank_statement' ? await repo.countDocumentsProcessing(tx, caseRow.id) : 0;
      const now = new Date();
      const statement = upload.category === 'bank_statement';
      // The files of one request share `uploaded_at`; lists order by (uploaded_at, id), so the ids
      // are handed out in ascending order to keep the files in the order they were sent.
      const ids = upload.files.map(() => crypto.randomUUID()).sort();
      const rows: repo.DocumentRow[] = upload.files.map((f, i) => ({
        id: ids[i],
        accountId: auth.account.id,
        caseId: caseRow.id,
        moduleInstanceId: module.id,
        moduleType: upload.moduleType,
        category: upload.category,
        filename: f.filename,
        contentType: f.contentType,
        format: f.format,
        size: f.size,
        sha256: f.sha256,
        pageCount: f.pageCount,
        processingStatus: statement ? 'PROCESSING' : 'STORED',
        processingError: null,
        parsed: null,
        processedAt: null,
        uploadedAt: now,
      }));
      await repo.insertDocuments(tx, rows);
      for (const [i, row] of rows.entries()) {
        await deps.events.record(tx, {
          event: 'MODULE_DOCUMENT_UPLOADED',
          caseRow,
          account: auth.account,
          module: { moduleType: module.moduleType, instanceId: module.id },
          extra: { document_id: row.id, document_category: row.category },
          at: now,
        });
        // Fair reading (docs/limits.md): the account's jobs run one group at a time, and a case's
        // n-th waiting document comes after every other case's earlier ones.
        if (statement) await deps.jobs.send(tx, documentParseSendOnly, { document_id: row.id }, { group: { id: auth.account.id }, priority: -(waiting + i) });
      }
      return { documents: rows.map(toDocumentRecord) };
    },

    async list(auth: CaseActor, surface: casesRepo.Surface, caseId: string, q: { limit: number; cursor?: string }) {
      const caseRow = await loadCase(db, auth, surface, caseId);
      const after = q.cursor ? decodeCursor(q.cursor) : undefined;
      const rows = await repo.listDocuments(db, caseRow.id, { limit: q.limit + 1, after });
      const page = rows.slice(0, q.limit);
      const last = page[page.length - 1];
      return { data: page.map(toDocumentRecord), next_cursor: rows.length > q.limit ? encodeCursor(last.uploadedAt, last.id) : null };
    },

    async get(auth: CaseActor, surface: casesRepo.Surface, caseId: string, documentId: string): Promise<DocumentDetail> {
      const caseRow = await loadCase(db, auth, surface, caseId);
      if (!UUID.test(documentId)) throw notFound('Document');
      const row = await repo.findDocument(db, caseRow.id, documentId.toLowerCase());
      if (!row) throw notFound('Document');
      const parsed = row.processingStatus === 'PROCESSED' ? (row.parsed as StatementReading) : null;
      return { ...toDocumentRecord(row), statement: parsed ? toStatement(parsed) : null };
    },
  };
}

export type DocumentsService = ReturnType<typeof documentsService>;

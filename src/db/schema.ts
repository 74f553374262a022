import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  environment: text('environment', { enum: ['sandbox', 'production'] }).notNull(),
  apiVersion: text('api_version').notNull(),
  webhookUrl: text('webhook_url'),
  /** Sealed with the secret key (shared/secret-box.ts), never stored in the clear. */
  signingSecretSealed: text('signing_secret_sealed').notNull(),
  /** After a rotation, the previous secret also signs deliveries until `previous_secret_expires_at`. */
  previousSigningSecretSealed: text('previous_signing_secret_sealed'),
  previousSecretExpiresAt: ts('previous_secret_expires_at'),
  ipAllowlist: jsonb('ip_allowlist').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** Documents are removed this many days after their case is final; null keeps them (docs/privacy.md). */
  retentionDocumentsDays: integer('retention_documents_days'),
  /** Whole cases are deleted this many days after they are final; null keeps them. */
  retentionCasesDays: integer('retention_cases_days'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').notNull().references(() => accounts.id),
    clientType: text('client_type', { enum: ['LENDER', 'DEALER'] }).notNull(),
    keyHash: text('key_hash').notNull(),
    /** The non-secret start of the key, so an operator can tell keys apart. */
    displayPrefix: text('display_prefix').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
    replacedBy: uuid('replaced_by'),
    /** Updated at most once a minute per process (dashboard/key-usage.ts). */
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [uniqueIndex('api_keys_key_hash_idx').on(t.keyHash), index('api_keys_account_idx').on(t.accountId)],
);

export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').notNull().references(() => accounts.id),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workflows_account_name_idx').on(t.accountId, t.name)],
);

export const stages = pgTable(
  'stages',
  {
    id: uuid('id').primaryKey(),
    workflowId: uuid('workflow_id').notNull().references(() => workflows.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    modules: jsonb('modules').$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex('stages_workflow_position_idx').on(t.workflowId, t.position)],
);

export type Address = {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
};

export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').notNull().references(() => accounts.id),
    surface: text('surface', { enum: ['LENDER', 'DEALER'] }).notNull(),
    referenceId: text('reference_id').notNull(),
    status: text('status', { enum: ['OPEN', 'COMPLETED', 'CANCELLED', 'DELETED'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    email: text('email'),
    address: jsonb('address').$type<Address>(),
    moduleData: jsonb('module_data').$type<Record<string, { products?: string[] }>>().notNull(),
    deal: jsonb('deal').$type<Record<string, unknown>>(),
    workflowId: uuid('workflow_id').notNull().references(() => workflows.id),
    stageId: uuid('stage_id').notNull().references(() => stages.id),
    linkTokenHash: text('link_token_hash').notNull(),
    /** The token sealed, so that the short link can redirect to the full link. */
    linkTokenSealed: text('link_token_sealed').notNull(),
    shortCodeHash: text('short_code_hash').notNull(),
    /** The short code sealed, so that a text message can carry the short link (null for cases made before it was kept). */
    shortCodeSealed: text('short_code_sealed'),
    linkExpiresAt: ts('link_expires_at').notNull(),
    /** Number of events written for this case; the next event gets eventCount + 1. */
    eventCount: integer('event_count').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** When the borrower's data was erased (DELETE, or retention); the case keeps only what shows a decision was made. */
    deletedAt: ts('deleted_at'),
    /** When retention removed the case's documents. */
    documentsRemovedAt: ts('documents_removed_at'),
    /** The borrower link's lifecycle (LINK_OPENED, LINK_COMPLETED, LINK_EXPIRED): each set once, with its event. */
    linkOpenedAt: ts('link_opened_at'),
    linkCompletedAt: ts('link_completed_at'),
    linkExpiredAt: ts('link_expired_at'),
  },
  (t) => [
    index('cases_account_final_idx').on(t.accountId, t.status, t.updatedAt),
    index('cases_link_expiry_idx').on(t.linkExpiresAt).where(sql`${t.linkExpiredAt} IS NULL AND ${t.status} = 'OPEN'`),
    uniqueIndex('cases_link_token_hash_idx').on(t.linkTokenHash),
    uniqueIndex('cases_short_code_hash_idx').on(t.shortCodeHash),
    index('cases_account_list_idx').on(t.accountId, t.surface, t.createdAt.desc(), t.id.desc()),
    index('cases_account_reference_idx').on(t.accountId, t.surface, t.referenceId),
  ],
);

export const moduleInstances = pgTable(
  'module_instances',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id').notNull().references(() => cases.id),
    moduleType: text('module_type').notNull(),
    stageId: uuid('stage_id').notNull().references(() => stages.id),
    status: text('status', {
      enum: ['PENDING', 'AWAITING_INPUT', 'ANALYZING', 'COMPLETED', 'INSUFFICIENT', 'ERROR'],
    }).notNull(),
    latestResultId: uuid('latest_result_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('module_instances_case_module_idx').on(t.caseId, t.moduleType)],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    /** Increasing order of insertion across all accounts: internal, never shown. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    accountId: uuid('account_id').notNull().references(() => accounts.id),
    /**
     * 1, 2, 3... within the account (the event's `sequence`), taken from account_event_counters in
     * the event's transaction: one account's events commit in this order.
     */
    accountSeq: bigint('account_seq', { mode: 'number' }).notNull(),
    caseId: uuid('case_id').references(() => cases.id),
    caseSeq: integer('case_seq'),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /**
     * The writing transaction: a reader lists only events whose transaction is older than every
     * transaction still open, so an event that commits late is never skipped by an `after` cursor.
     */
    txid: bigint('txid', { mode: 'number' }).notNull().default(sql`pg_current_xact_id()::text::bigint`),
    /** NO_ENDPOINT, PENDING, DELIVERED or DROPPED (the latest delivery's outcome). */
    deliveryStatus: text('delivery_status', { enum: ['NO_ENDPOINT', 'PENDING', 'DELIVERED', 'DROPPED'] }).notNull().default('NO_ENDPOINT'),
    /** The outbox: the delivery in progress (its id, the attempt to make next) and when a worker may make it; null once it ends. */
    deliveryId: uuid('delivery_id'),
    deliveryAttempt: integer('delivery_attempt'),
    deliveryDueAt: ts('delivery_due_at'),
    /** Sandbox chaos of the delivery in progress: `reordered` (held back on purpose) or `duplicate` (a second delivery on purpose). */
    deliveryChaos: text('delivery_chaos', { enum: ['reordered', 'duplicate'] }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('events_seq_idx').on(t.seq),
    index('events_delivery_due_idx').on(t.deliveryDueAt).where(sql`${t.deliveryDueAt} IS NOT NULL`),
    index('events_account_seq_idx').on(t.accountId, t.seq),
    uniqueIndex('events_account_account_seq_idx').on(t.accountId, t.accountSeq),
  ],
);

/** The last event number of each account (events.account_seq). */
export const accountEventCounters = pgTable('account_event_counters', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

/** Every webhook delivery attempt: one row per (delivery, attempt number), written once. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull().references(() => events.id),
    deliveryId: uuid('delivery_id').notNull(),
    attempt: integer('attempt').notNull(),
    url: text('url'),
    attemptedAt: ts('attempted_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    succeeded: boolean('succeeded').notNull(),
    error: text('error'),
    /** Sandbox chaos done on purpose with this attempt (docs/sandbox.md). */
    chaos: text('chaos', { enum: ['duplicate', 'reordered', 'forced_failure'] }),
  },
  (t) => [uniqueIndex('webhook_attempts_delivery_attempt_idx').on(t.deliveryId, t.attempt), index('webhook_attempts_event_idx').on(t.eventId)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id').notNull().references(() => accounts.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Facts about this installation, by name (e.g. the check value of the secret key). */
export const instanceSettings = pgTable('instance_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * An uploaded file. The bytes live in the blob store under their SHA-256 (never under a name
 * taken from the request); `filename` is only shown back. A bank statement is read by the
 * `documents.parse` job: `processing_status` PROCESSING -> PROCESSED | FAILED (with the reason).
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').notNull().references(() => accounts.id),
    caseId: uuid('case_id').notNull().references(() => cases.id),
    moduleInstanceId: uuid('module_instance_id').notNull().references(() => moduleInstances.id),
    moduleType: text('module_type').notNull(),
    category: text('category', { enum: ['bank_statement', 'paystub'] }).notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    format: text('format', { enum: ['PDF', 'CSV', 'OFX', 'IMAGE'] }).notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    pageCount: integer('page_count'),
    processingStatus: text('processing_status', { enum: ['PROCESSING', 'PROCESSED', 'FAILED', 'STORED'] }).notNull(),
    processingError: text('processing_error'),
    /** The statement as parsed (analysis/statements ParsedStatement) once PROCESSED. */
    parsed: jsonb('parsed'),
    processedAt: ts('processed_at'),
    uploadedAt: ts('uploaded_at').notNull(),
  },
  (t) => [index('documents_case_idx').on(t.caseId, t.uploadedAt, t.id), index('documents_account_sha256_idx').on(t.accountId, t.sha256, t.uploadedAt)],
);

/**
 * Perceptual hashes of documents' rendered pages (DOC_FRAUD, DUPLICATE_DOCUMENT): the page as a
 * 32×32 grid of light and dark cells, 1024 bits as hex, stored once per band of 128 bits so that
 * near-identical pages meet on an equal band (analysis/fraud/page-hash.ts).
 */
export const documentPageHashes = pgTable(
  'document_page_hashes',
  {
    documentId: uuid('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    band: integer('band').notNull(),
    bandKey: text('band_key').notNull(),
    hash: text('hash').notNull(),
    accountId: uuid('account_id').notNull().references(() => accounts.id),
    caseId: uuid('case_id').notNull().references(() => cases.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.page, t.band] }), index('document_page_hashes_lookup_idx').on(t.accountId, t.band, t.bandKey, t.createdAt)],
);

/** One run of a module: ANALYZING until it ends COMPLETED (with its result), INSUFFICIENT or ERROR. */
export const moduleExecutions = pgTable(
  'module_executions',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id').notNull().references(() => cases.id),
    moduleInstanceId: uuid('module_instance_id').notNull().references(() => moduleInstances.id),
    moduleType: text('module_type').notNull(),
    status: text('status', { enum: ['ANALYZING', 'COMPLETED', 'INSUFFICIENT', 'ERROR'] }).notNull(),
    /** Why it ended INSUFFICIENT or ERROR, for the client. */
    reason: text('reason'),
    resultId: uuid('result_id'),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
    /** A sandbox simulation: the outcome the run ends with instead of analysing (docs/sandbox.md). */
    simulated: jsonb('simulated').$type<{ outcome: 'COMPLETED' | 'INSUFFICIENT' | 'ERROR'; reason: string | null }>(),
  },
  (t) => [index('module_executions_instance_idx').on(t.moduleInstanceId, t.startedAt)],
);

/** A module's result in the newest API version's shape; older versions are derived when read. */
export const moduleResults = pgTable('module_results', {
  id: uuid('id').primaryKey(),
  caseId: uuid('case_id').notNull().references(() => cases.id),
  moduleInstanceId: uuid('module_instance_id').notNull().references(() => moduleInstances.id),
  moduleType: text('module_type').notNull(),
  executionId: uuid('execution_id').notNull().references(() => moduleExecutions.id),
  /** The API version whose shape `data` has. */
  dataVersion: text('data_version').notNull(),
  /** The analysis code that produced it. */
  modelVersion: text('model_version').notNull(),
  data: jsonb('data').notNull(),
  analyzedAt: ts('analyzed_at').notNull(),
});

/**
 * A bank connection made for a case (in the hosted flow, or by the sandbox API): the accounts and
 * transactions the connector returned, kept as imported. `cash_flow_analysis` reads them beside
 * the case's statements.
 */
export const bankConnections = pgTable(
  'bank_connections',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').notNull().references(() => accounts.id),
    caseId: uuid('case_id').notNull().references(() => cases.id),
    moduleInstanceId: uuid('module_instance_id').notNull().references(() => moduleInstances.id),
    /** Which connector made it: `sandbox`, or a real aggregator's name. */
    provider: text('provider').notNull(),
    institutionId: text('institution_id').notNull(),
    institutionName: text('institution_name').notNull(),
    /** The accounts found: [{account_id, name, mask, type, subtype, opening_balance_cents, closing_balance_cents}]. */
    accounts: jsonb('accounts').notNull(),
    /** The transactions imported, in the connector's normalised shape (integer cents, money in positive). */
    transactions: jsonb('transactions').notNull(),
    transactionCount: integer('transaction_count').notNull(),
    connectedAt: ts('connected_at').notNull(),
    /** `active`, `login_required` or `revoked` (contracts 12). */
    status: text('status', { enum: ['active', 'login_required', 'revoked'] }).notNull().default('active'),
    /** The aggregator's item, for later pulls and its webhooks; null for one-off sandbox connections. */
    itemId: text('item_id'),
    /** The item's access token, sealed with SECRET_KEY; never stored or shown in clear. */
    accessTokenSealed: text('access_token_sealed'),
    /** Where the next transactions pull starts; advances only in the transaction that stores its rows. */
    syncCursor: text('sync_cursor'),
    lastSyncedAt: ts('last_synced_at'),
    /** The aggregator's last error code on a pull, for operators (`ITEM_LOGIN_REQUIRED`...). */
    lastError: text('last_error'),
  },
  (t) => [index('bank_connections_case_idx').on(t.caseId, t.connectedAt), uniqueIndex('bank_connections_item_idx').on(t.provider, t.itemId)],
);

/** An account's bank-data aggregator (contracts 12): Plaid's client id, its secret sealed with SECRET_KEY, and environment. */
export const bankAggregators = pgTable('bank_aggregators', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  provider: text('provider', { enum: ['plaid'] }).notNull(),
  clientId: text('client_id').notNull(),
  secretSealed: text('secret_sealed').notNull(),
  env: text('env', { enum: ['sandbox', 'production'] }).notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** A text message to the borrower with the case's short link: QUEUED -> SENT | FAILED (with the error). */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').notNull().references(() => accounts.id),
    caseId: uuid('case_id').notNull().references(() => cases.id),
    to: text('to').notNull(),
    body: text('body').notNull(),
    provider: text('provider', { enum: ['log', 'twilio'] }).notNull(),
    status: text('status', { enum: ['QUEUED', 'SENT', 'FAILED'] }).notNull(),
    /** The provider's id for the message (Twilio's `sid`), once sent. */
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('sms_messages_case_idx').on(t.caseId, t.createdAt, t.id)],
);

/** Failed borrower sign-ins to a bank in the hosted flow, per case: repeated wrong passwords are slowed down. */
export const linkSignInFailures = pgTable('link_sign_in_failures', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id),
  failures: integer('failures').notNull(),
  lastFailureAt: ts('last_failure_at').notNull(),
});

/**
 * An income verification report issued for a dealer case: the PDF's bytes live in the blob store
 * under `sha256`; `data_sha256` is the hash of the report's data printed in its footer. Anyone
 * holding the PDF can check it against `sha256` without a key.
 */
export const verificationReports = pgTable(
  'verification_reports',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').notNull().references(() => accounts.id),
    caseId: uuid('case_id').notNull().references(() => cases.id),
    /** SHA-256 of the exact PDF bytes sent. */
    sha256: text('sha256').notNull(),
    /** SHA-256 of the canonical JSON of the report's data (printed in the footer). */
    dataSha256: text('data_sha256').notNull(),
    apiVersion: text('api_version').notNull(),
    /** The verification the report shows, as it was when generated. */
    data: jsonb('data').notNull(),
    size: integer('size').notNull(),
    generatedAt: ts('generated_at').notNull(),
  },
  (t) => [index('verification_reports_case_idx').on(t.caseId, t.generatedAt)],
);

/** A person of an account who signs in to the dashboard (src/dashboard). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').notNull().references(() => accounts.id),
    /** Lower-cased; one person, one account. */
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'analyst'] }).notNull(),
    /** `scrypt$N$r$p$salt$hash` (dashboard/passwords.ts); null until the first sign-in link is used. */
    passwordHash: text('password_hash'),
    createdAt: ts('created_at').notNull(),
    passwordChangedAt: ts('password_changed_at'),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), index('users_account_idx').on(t.accountId)],
);

/** A one-time link that lets a user set a password (24 h); only its SHA-256 is kept. */
export const userSignInTokens = pgTable('user_sign_in_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull(),
});

/** A signed-in browser: the cookie holds the id, the store its SHA-256. */
export const dashboardSessions = pgTable(
  'dashboard_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The token every state-changing form of this session carries. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('dashboard_sessions_user_idx').on(t.userId)],
);

/** Failed dashboard sign-ins per email (`email:...`) and per IP (`ip:...`). */
export const dashboardSignInFailures = pgTable('dashboard_sign_in_failures', {
  subject: text('subject').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: ts('last_failure_at').notNull(),
});

/** Every change to an account's keys, webhook, people and cases made by a person, the CLI or the API. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** `user`, `cli` or `api_key`. */
    actorType: text('actor_type', { enum: ['user', 'cli', 'api_key'] }).notNull(),
    /** The user's or key's id; null for the CLI. */
    actorId: uuid('actor_id'),
    /** The user's email at the time, for reading. */
    actorLabel: text('actor_label'),
    ip: text('ip'),
    action: text('action').notNull(),
    /** What was changed (ids, names); never a secret. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('audit_log_account_idx').on(t.accountId, t.createdAt.desc(), t.id)],
);

/**
 * A document's bytes as stored, encrypted (documents/encrypted-blobs.ts): the object named
 * `storage_key` (derived from the account and the plaintext SHA-256, so identical files share
 * one object within an account only) and its data key sealed with the secret key.
 */
export const storedObjects = pgTable(
  'stored_objects',
  {
    storageKey: text('storage_key').primaryKey(),
    accountId: uuid('account_id').notNull(),
    /** SHA-256 of the plaintext. */
    sha256: text('sha256').notNull(),
    sealedKey: text('sealed_key').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('stored_objects_sha256_idx').on(t.sha256)],
);

/** What one pass of the retention job removed from an account (docs/privacy.md). */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    ranAt: ts('ran_at').notNull(),
    documentsRemoved: integer('documents_removed').notNull(),
    casesDeleted: integer('cases_deleted').notNull(),
    /** `{documents_of_cases: [case_id], deleted_cases: [case_id]}`. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('retention_runs_account_idx').on(t.accountId, t.ranAt)],
);

/** Sandbox chaos settings of an account's webhook endpoint (docs/sandbox.md); no row: none. */
export const webhookChaos = pgTable('webhook_chaos', {
  accountId: uuid('account_id').primaryKey().references(() => accounts.id),
  duplicateRate: doublePrecision('duplicate_rate').notNull().default(0),
  reorderWindowMs: integer('reorder_window_ms').notNull().default(0),
  failFirstAttempts: integer('fail_first_attempts').notNull().default(0),
  updatedAt: ts('updated_at').notNull(),
});

import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Store } from '../db/store.ts';
import { eventPayload, type EventAccount } from '../events/events.repo.ts';
import type { CaseRow, ModuleRow } from './cases.repo.ts';

/** A new case as written: its row, its module instances, and the account its CASE_CREATED event goes to. */
export interface NewCase {
  row: CaseRow;
  modules: ModuleRow[];
  account: EventAccount;
  /** The event's id (its payload's event_id). */
  eventId: string;
}

/**
 * One statement writing any number of new cases: the cases, their module instances, each account's
 * event counter (raised once by the number of its new cases) and one CASE_CREATED event per case,
 * numbered without gaps in the order given. Its text never changes (the rows travel as four JSON
 * parameters), so a PostgreSQL connection prepares it once. The counters are raised in account id
 * order, so two such statements for the same accounts never wait on each other in a circle; a
 * counter's row stays locked until the transaction ends, so an account's events commit in the
 * order of their numbers (events.repo.ts). Nothing is written unless everything is.
 */
export const CREATE_CASES_SQL = `
WITH c AS (
  INSERT INTO cases (id, account_id, surface, reference_id, status, first_name, last_name, phone_number, email, address, module_data, deal,
                     workflow_id, stage_id, link_token_hash, link_token_sealed, short_code_hash, short_code_sealed, link_expires_at, event_count, created_at, updated_at)
  SELECT id, account_id, surface, reference_id, 'OPEN', first_name, last_name, phone_number, email, address, module_data, deal,
         workflow_id, stage_id, link_token_hash, link_token_sealed, short_code_hash, short_code_sealed, link_expires_at, 1, created_at, created_at
    FROM jsonb_to_recordset($1::text::jsonb) AS x(id uuid, account_id uuid, surface text, reference_id text, first_name text, last_name text,
         phone_number text, email text, address jsonb, module_data jsonb, deal jsonb, workflow_id uuid, stage_id uuid, link_token_hash text,
         link_token_sealed text, short_code_hash text, short_code_sealed text, link_expires_at timestamptz, created_at timestamptz)),
m AS (
  INSERT INTO module_instances (id, case_id, module_type, stage_id, status, latest_result_id, created_at, updated_at)
  SELECT id, case_id, module_type, stage_id, status, NULL, created_at, created_at
    FROM jsonb_to_recordset($2::text::jsonb) AS x(id uuid, case_id uuid, module_type text, stage_id uuid, status text, created_at timestamptz)),
n AS (
  INSERT INTO account_event_counters AS k (account_id, last_seq)
  SELECT account_id, n FROM jsonb_to_recordset($3::text::jsonb) AS x(account_id uuid, n bigint) ORDER BY account_id
  ON CONFLICT (account_id) DO UPDATE SET last_seq = k.last_seq + excluded.last_seq
  RETURNING account_id, last_seq)
INSERT INTO events (id, account_id, account_seq, case_id, case_seq, event, payload, delivery_status, delivery_id, delivery_attempt, delivery_due_at, created_at)
SELECT e.id, e.account_id, n.last_seq - e.back, e.case_id, 1, 'CASE_CREATED', e.payload, e.delivery_status, e.delivery_id, e.delivery_attempt, e.delivery_due_at, e.created_at
  FROM jsonb_to_recordset($4::text::jsonb) AS e(ord int, id uuid, account_id uuid, back bigint, case_id uuid, payload jsonb, delivery_status text,
       delivery_id uuid, delivery_attempt int, delivery_due_at timestamptz, created_at timestamptz)
  JOIN n USING (account_id)
 ORDER BY e.ord`;

/** The four parameters of CREATE_CASES_SQL, and whether any event has a delivery to make. */
export function createCasesParams(batch: NewCase[]): { values: string[]; deliver: boolean } {
  const perAccount = new Map<string, number>();
  for (const c of batch) perAccount.set(c.row.accountId, (perAccount.get(c.row.accountId) ?? 0) + 1);
  const seen = new Map<string, number>();
  let deliver = false;
  const caseRows = [];
  const moduleRows = [];
  const eventRows = [];
  for (const [ord, { row, modules, account, eventId }] of batch.entries()) {
    const at = row.createdAt.toISOString();
    caseRows.push({
      id: row.id,
      account_id: row.accountId,
      surface: row.surface,
      reference_id: row.referenceId,
      first_name: row.firstName,
      last_name: row.lastName,
      phone_number: row.phoneNumber,
      email: row.email,
      address: row.address,
      module_data: row.moduleData,
      deal: row.deal,
      workflow_id: row.workflowId,
      stage_id: row.stageId,
      link_token_hash: row.linkTokenHash,
      link_token_sealed: row.linkTokenSealed,
      short_code_hash: row.shortCodeHash,
      short_code_sealed: row.shortCodeSealed,
      link_expires_at: row.linkExpiresAt.toISOString(),
      created_at: at,
    });
    for (const m of modules) moduleRows.push({ id: m.id, case_id: m.caseId, module_type: m.moduleType, stage_id: m.stageId, status: m.status, created_at: at });
    // The account's k new events take the numbers last_seq - (k - 1) ... last_seq, in batch order.
    const i = seen.get(row.accountId) ?? 0;
    seen.set(row.accountId, i + 1);
    const send = Boolean(account.webhookUrl);
    deliver ||= send;
    eventRows.push({
      ord,
      id: eventId,
      account_id: row.accountId,
      back: perAccount.get(row.accountId)! - 1 - i,
      case_id: row.id,
      payload: eventPayload(eventId, { event: 'CASE_CREATED', caseRow: row, account }, row.createdAt),
      delivery_status: send ? 'PENDING' : 'NO_ENDPOINT',
      delivery_id: send ? crypto.randomUUID() : null,
      delivery_attempt: send ? 1 : null,
      delivery_due_at: send ? at : null,
      created_at: at,
    });
  }
  const counters = [...perAccount].map(([account_id, n]) => ({ account_id, n }));
  return { values: [caseRows, moduleRows, counters, eventRows].map((v) => JSON.stringify(v)), deliver };
}

/** CREATE_CASES_SQL with its parameters, for drizzle (inside a caller's transaction). */
function asDrizzleSql(values: string[]): SQL {
  const parts = CREATE_CASES_SQL.split(/\$(\d)/);
  const chunks: SQL[] = [];
  for (const [i, part] of parts.entries()) chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`);
  return sql.join(chunks);
}

/**
 * Writes the cases in one statement: in the caller's transaction when given one, else on its own
 * (one statement commits alone: one round trip on PostgreSQL, where the connection keeps it
 * prepared). Returns whether any event has a delivery to make.
 */
export async function writeNewCases(target: { tx: Executor } | { store: Pick<Store, 'db'> & Partial<Pick<Store, 'pool' | 'pglite'>> }, batch: NewCase[]): Promise<boolean> {
  const { values, deliver } = createCasesParams(batch);
  if ('tx' in target) await target.tx.execute(asDrizzleSql(values));
  else if (target.store.pool) await target.store.pool.query({ name: 'uw_create_cases', text: CREATE_CASES_SQL, values });
  else if (target.store.pglite) await target.store.pglite.query(CREATE_CASES_SQL, values);
  else await target.store.db.execute(asDrizzleSql(values));
  return deliver;
}

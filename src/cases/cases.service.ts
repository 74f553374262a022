import crypto from 'node:crypto';
import { findWorkflowForCase } from '../accounts/accounts.repo.ts';
import type { Executor, Store } from '../db/store.ts';
import type { EventLog } from '../events/events.repo.ts';
import type { CaseActor } from '../http/types.ts';
import { decodeCursor, encodeCursor } from '../http/cursor.ts';
import { AppError, notFound, validationError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import * as repo from './cases.repo.ts';
import { toDealRecord, type CaseRecord, type CreateCaseInput } from './cases.schemas.ts';
import { toDeletedCaseRecord, workflowPlace } from '../privacy/deleted-case-record.ts';
import { newBorrowerLink } from './links.ts';
import { caseWriter } from './case-writer.ts';
import { writeNewCases } from './create-cases.sql.ts';
import { moveToNextStage } from './stage-progress.ts';

type Workflow = NonNullable<Awaited<ReturnType<typeof findWorkflowForCase>>>;
type Scope = { accountId: string; surface: repo.Surface };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CasesDeps {
  store: Pick<Store, 'db'> & Partial<Pick<Store, 'kind' | 'pool' | 'pglite'>>;
  box: SecretBox;
  events: EventLog;
  publicUrl: string;
  linkTtlDays: number;
}

export function toCaseRecord(row: repo.CaseRow, modules: repo.ModuleRow[], workflow: Workflow): CaseRecord {
  if (row.status === 'DELETED') return toDeletedCaseRecord(row, modules, workflow) as never;
  return {
    case_id: row.id,
    reference_id: row.referenceId,
    status: row.status,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    email: row.email,
    address: (row.address as CaseRecord['address']) ?? null,
    module_data: row.moduleData,
    ...workflowPlace(row, modules, workflow),
    link_expires_at: row.linkExpiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    // Dealer cases carry their deal; a lender case's record has no `deal` key.
    ...(row.surface === 'DEALER' ? { deal: row.deal ? toDealRecord(row.deal as Record<string, unknown>) : null } : {}),
  };
}

export function casesService(deps: CasesDeps) {
  const { db } = deps.store;
  // Workflows never change once created, so each process keeps the ones it has read.
  const workflowCache = new Map<string, Workflow>();
  // New cases made outside a caller's transaction are written in groups (case-writer.ts).
  const writer = caseWriter({ store: deps.store, wake: () => deps.events.wake() });

  async function workflowFor(db: Executor, accountId: string, workflowId?: string): Promise<Workflow | undefined> {
    const key = `${accountId}:${workflowId ?? 'default'}`;
    const hit = workflowCache.get(key);
    if (hit) return hit;
    const wf = await findWorkflowForCase(db, accountId, workflowId);
    if (wf) {
      if (workflowCache.size > 10_000) workflowCache.clear();
      workflowCache.set(key, wf);
      workflowCache.set(`${accountId}:${wf.id}`, wf);
    }
    return wf;
  }

  async function loadCase(ex: Executor, scope: Scope, caseId: string, forUpdate = false) {
    if (!UUID.test(caseId)) throw notFound('Case');
    const row = await repo.findCase(ex, scope, caseId.toLowerCase(), { forUpdate });
    if (!row) throw notFound('Case');
    return row;
  }

  async function record(ex: Executor, row: repo.CaseRow): Promise<CaseRecord> {
    const [modules, workflow] = await Promise.all([repo.modulesOfCases(ex, [row.id]), workflowFor(ex, row.accountId, row.workflowId)]);
    return toCaseRecord(row, modules, workflow!);
  }

  return {
    /**
     * A new case, its modules and its CASE_CREATED event, committed together: in `tx` when given
     * (with the request's idempotency record), else on their own, grouped with concurrent creations.
     */
    async create(tx: Executor | undefined, auth: CaseActor, surface: repo.Surface, input: CreateCaseInput, extra: { deal?: Record<string, unknown> } = {}) {
      let workflow: Workflow | undefined;
      if (input.workflow_id !== undefined) {
        workflow = UUID.test(input.workflow_id) ? await workflowFor(tx ?? db, auth.account.id, input.workflow_id.toLowerCase()) : undefined;
        if (!workflow) throw validationError([{ field: 'workflow_id', error: 'is not a workflow of this account' }]);
      } else {
        workflow = await workflowFor(tx ?? db, auth.account.id);
        if (!workflow) throw new AppError('internal', 'The account has no default workflow');
      }
      const now = new Date();
      const link = newBorrowerLink(deps.publicUrl, deps.box);
      const first = workflow.stages[0];
      const row: repo.CaseRow = {
        id: crypto.randomUUID(),
        accountId: auth.account.id,
        surface,
        referenceId: input.reference_id,
        status: 'OPEN',
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number ?? null,
        email: input.email ?? null,
        address: input.address ?? null,
        moduleData: input.module_data ?? {},
        deal: surface === 'DEALER' && extra.deal ? toDealRecord(extra.deal) : null,
        workflowId: workflow.id,
        stageId: first.id,
        linkTokenHash: link.linkTokenHash,
        linkTokenSealed: link.linkTokenSealed,
        shortCodeHash: link.shortCodeHash,
        shortCodeSealed: link.shortCodeSealed,
        linkExpiresAt: new Date(now.getTime() + deps.linkTtlDays * 86_400_000),
        eventCount: 1,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
        documentsRemovedAt: null,
        linkOpenedAt: null,
        linkCompletedAt: null,
        linkExpiredAt: null,
      };
      const modules: repo.ModuleRow[] = workflow.stages.flatMap((stage) =>
        stage.modules.map((moduleType) => ({
          id: crypto.randomUUID(),
          caseId: row.id,
          moduleType,
          stageId: stage.id,
          status: stage.id === first.id ? ('AWAITING_INPUT' as const) : ('PENDING' as const),
          latestResultId: null,
          createdAt: now,
          updatedAt: now,
        })),
      );
      // One statement: the case, its modules and its first event.
      const item = { row, modules, account: auth.account, eventId: crypto.randomUUID() };
      if (tx) {
        if (await writeNewCases({ tx }, [item])) deps.events.wake();
      } else {
        await writer.write(item);
      }
      // In the order of the response schema (createdCase): the route writes it without parsing it again.
      return { ...toCaseRecord(row, modules, workflow), url: link.url, short_url: link.shortUrl };
    },

    async get(auth: CaseActor, surface: repo.Surface, caseId: string) {
      return record(db, await loadCase(db, { accountId: auth.account.id, surface }, caseId));
    },

    async list(auth: CaseActor, surface: repo.Surface, q: { limit: number; cursor?: string; reference_id?: string }) {
      const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
      const after = cursor && { createdAt: cursor.at, id: cursor.id };
      const rows = await repo.listCases(db, { accountId: auth.account.id, surface }, { limit: q.limit + 1, after, referenceId: q.reference_id });
      const page = rows.slice(0, q.limit);
      const modules = await repo.modulesOfCases(db, page.map((r) => r.id));
      const data: CaseRecord[] = [];
      for (const row of page) {
        const wf = await workflowFor(db, row.accountId, row.workflowId);
        data.push(toCaseRecord(row, modules.filter((m) => m.caseId === row.id), wf!));
      }
      return { data, next_cursor: rows.length > q.limit ? encodeCursor(page[page.length - 1].createdAt, page[page.length - 1].id) : null };
    },

    async cancel(tx: Executor, auth: CaseActor, surface: repo.Surface, caseId: string) {
      const row = await loadCase(tx, { accountId: auth.account.id, surface }, caseId, true);
      if (row.status !== 'OPEN') throw new AppError('conflict', `The case is already ${row.status.toLowerCase()}`);
      const updated = await repo.updateCase(tx, row.id, { status: 'CANCELLED', updatedAt: new Date() });
      await deps.events.record(tx, { event: 'CASE_CANCELLED', caseRow: updated, account: auth.account, at: updated.updatedAt });
      return record(tx, updated);
    },

    async advance(tx: Executor, auth: CaseActor, surface: repo.Surface, caseId: string) {
      const row = await loadCase(tx, { accountId: auth.account.id, surface }, caseId, true);
      if (row.status !== 'OPEN') throw new AppError('conflict', `The case is ${row.status.toLowerCase()}: only open cases advance`);
      const workflow = (await workflowFor(tx, row.accountId, row.workflowId))!;
      const index = workflow.stages.findIndex((s) => s.id === row.stageId);
      const from = workflow.stages[index];
      const to = workflow.stages[index + 1];
      if (!to) throw new AppError('conflict', `The case is at the last stage ("${from.name}") of its workflow`);
      const updated = await moveToNextStage(tx, deps.events, { caseRow: row, workflow, account: auth.account, at: new Date() });
      return record(tx, updated);
    },
  };
}

export type CasesService = ReturnType<typeof casesService>;

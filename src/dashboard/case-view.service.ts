import type { CaseRecord } from '../cases/cases.schemas.ts';
import type { CasesService } from '../cases/cases.service.ts';
import type { Store } from '../db/store.ts';
import { eventBody } from '../events/event-format.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { notFound } from '../shared/errors.ts';
import * as repo from './cases.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ModuleView {
  moduleType: string;
  stage: string;
  status: string;
  executions: { id: string; status: string; startedAt: Date; finishedAt: Date | null; reason: string | null }[];
  result?: { id: string; analyzedAt: Date; data: Record<string, unknown> };
}

export interface CaseView {
  record: CaseRecord;
  surface: 'LENDER' | 'DEALER';
  link: { url: string; shortUrl: string | null; expiresAt: Date };
  messages: Awaited<ReturnType<typeof repo.caseMessages>>;
  events: { body: Record<string, unknown>; sequence: number | null; deliveryStatus: string }[];
  modules: ModuleView[];
  documents: Awaited<ReturnType<typeof repo.caseDocuments>>;
}

/** Everything the case page shows, from the services and the event log, for one account's case. */
export function caseViewService(deps: { store: Pick<Store, 'db'>; box: SecretBox; cases: CasesService; publicUrl: string }) {
  const { db } = deps.store;

  return {
    /** The account's case (either surface); another account's, or no case: 404. */
    async caseRow(accountId: string, caseId: string) {
      const id = caseId.toLowerCase();
      const row = UUID.test(id) ? await repo.findAccountCase(db, accountId, id) : undefined;
      if (!row) throw notFound('Case');
      return row;
    },

    async view(accountId: string, caseId: string): Promise<CaseView> {
      const row = await this.caseRow(accountId, caseId);
      const [record, messages, events, documents, executions] = await Promise.all([
        deps.cases.get({ account: { id: accountId } as never }, row.surface, row.id),
        repo.caseMessages(db, row.id),
        repo.caseEvents(db, row.id),
        repo.caseDocuments(db, row.id),
        repo.caseExecutions(db, row.id),
      ]);
      const resultIds = record.modules.map((m) => m.latest_result_id).filter((r): r is string => r !== null);
      const results = await repo.resultsById(db, row.id, resultIds);
      const modules: ModuleView[] = record.modules.map((m) => {
        const result = results.find((r) => r.id === m.latest_result_id);
        return {
          moduleType: m.module_type,
          stage: m.stage,
          status: m.status,
          executions: executions
            .filter((e) => e.moduleInstanceId === m.instance_id)
            .map((e) => ({ id: e.id, status: e.status, startedAt: e.startedAt, finishedAt: e.finishedAt, reason: e.reason })),
          result: result && { id: result.id, analyzedAt: result.analyzedAt, data: result.data as Record<string, unknown> },
        };
      });
      return {
        record,
        surface: row.surface,
        link: {
          url: `${deps.publicUrl}/link/${deps.box.open(row.linkTokenSealed)}`,
          shortUrl: row.shortCodeSealed ? `${deps.publicUrl}/s/${deps.box.open(row.shortCodeSealed)}` : null,
          expiresAt: row.linkExpiresAt,
        },
        messages,
        events: events.map((e) => ({ body: eventBody(e), sequence: e.caseSeq, deliveryStatus: e.deliveryStatus })),
        modules,
        documents,
      };
    },
  };
}

export type CaseViewService = ReturnType<typeof caseViewService>;

import crypto from 'node:crypto';
import { findAccount } from '../accounts/accounts.repo.ts';
import * as casesRepo from '../cases/cases.repo.ts';
import { progressCase } from '../cases/stage-progress.ts';
import { stages } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import type { EventLog } from '../events/events.repo.ts';
import { UUID } from '../http/cursor.ts';
import type { CaseActor } from '../http/types.ts';
import { CURRENT_API_VERSION, type ApiVersion } from '../http/versions.ts';
import type { JobSender } from '../jobs/jobs.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { storableCopy } from '../shared/storable-text.ts';
import type { AnalysisOutcome } from './analyzers.ts';
import { isModuleType } from './module-types.ts';
import type { ModuleStatus } from './modules.schemas.ts';
import { moduleRunSendOnly } from './modules.jobs.ts';
import * as repo from './modules.repo.ts';
import { resultForVersion } from './result-versions.ts';
import { inArray, sql } from 'drizzle-orm';
import { caseOfActor } from '../cases/case-of-actor.ts';

export interface ModulesDeps {
  store: Pick<Store, 'db'>;
  events: EventLog;
  jobs: JobSender;
}

/** A sandbox simulation's outcome, kept on the execution for its job. */
export type SimulatedRun = NonNullable<repo.ExecutionRow['simulated']>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function modulesService(deps: ModulesDeps) {
  const { db } = deps.store;

  const loadCase = caseOfActor;

  /** The case's instance of a module type; 404 naming the modules the case has otherwise. */
  async function moduleOf(ex: Executor, caseRow: casesRepo.CaseRow, moduleType: string) {
    const modules = await casesRepo.modulesOfCases(ex, [caseRow.id]);
    const module = isModuleType(moduleType) ? modules.find((m) => m.moduleType === moduleType) : undefined;
    if (!module) {
      throw new AppError('not_found', `Module ${moduleType} is not configured for this case`, { available_modules: modules.map((m) => m.moduleType) });
    }
    return { module, modules };
  }

  async function statusOf(ex: Executor, modules: casesRepo.ModuleRow[]): Promise<ModuleStatus[]> {
    const stageRows = modules.length ? await ex.select().from(stages).where(inArray(stages.id, [...new Set(modules.map((m) => m.stageId))])) : [];
    const executions = await repo.executionsOf(ex, modules.map((m) => m.id));
    return modules.map((m) => ({
      module_type: m.moduleType as ModuleStatus['module_type'],
      instance_id: m.id,
      stage: stageRows.find((s) => s.id === m.stageId)?.name ?? '',
      status: m.status,
      latest_result_id: m.latestResultId,
      executions: executions
        .filter((e) => e.moduleInstanceId === m.id)
        .map((e) => ({ execution_id: e.id, status: e.status, started_at: e.startedAt.toISOString(), finished_at: iso(e.finishedAt), reason: e.reason })),
    }));
  }

  return {
    /** Starts a run: 202 with the execution; its job does the analysis (or, `simulated`, ends it as told: docs/sandbox.md). */
    async run(tx: Executor, auth: CaseActor, surface: casesRepo.Surface, caseId: string, moduleType: string, simulated: SimulatedRun | null = null) {
      const caseRow = await loadCase(tx, auth, surface, caseId, true);
      const { module } = await moduleOf(tx, caseRow, moduleType);
      if (caseRow.status !== 'OPEN') throw new AppError('conflict', `The case is ${caseRow.status.toLowerCase()}: its modules do not run`);
      const at = new Date();
      const claimed = await repo.claimForRun(tx, module.id, at);
      if (!claimed) {
        throw new AppError(
          'conflict',
          module.status === 'PENDING' ? `Module ${moduleType} waits for its stage to start` : `Module ${moduleType} is already analyzing; wait for its result`,
        );
      }
      const execution: repo.ExecutionRow = {
        id: crypto.randomUUID(),
        caseId: caseRow.id,
        moduleInstanceId: module.id,
        moduleType: module.moduleType,
        status: 'ANALYZING',
        reason: null,
        resultId: null,
        startedAt: at,
        finishedAt: null,
        simulated,
      };
      await repo.insertExecution(tx, execution);
      await deps.jobs.send(tx, moduleRunSendOnly, { execution_id: execution.id }, { group: { id: caseRow.accountId } });
      return { execution_id: execution.id, status: 'ANALYZING' as const, message: `Analysis started for ${moduleType}; a webhook says when it ends.` };
    },

    async list(auth: CaseActor, surface: casesRepo.Surface, caseId: string) {
      const caseRow = await loadCase(db, auth, surface, caseId);
      return { data: await statusOf(db, await casesRepo.modulesOfCases(db, [caseRow.id])) };
    },

    async get(auth: CaseActor, surface: casesRepo.Surface, caseId: string, moduleType: string) {
      const caseRow = await loadCase(db, auth, surface, caseId);
      const { module } = await moduleOf(db, caseRow, moduleType);
      return (await statusOf(db, [module]))[0];
    },

    async result(auth: CaseActor, surface: casesRepo.Surface, caseId: string, moduleType: string, resultId: string, version: ApiVersion) {
      const caseRow = await loadCase(db, auth, surface, caseId);
      const { module } = await moduleOf(db, caseRow, moduleType);
      const row = UUID.test(resultId) ? await repo.findResult(db, module.id, resultId.toLowerCase()) : undefined;
      if (!row) throw notFound('Result');
      return {
        module_type: module.moduleType as ModuleStatus['module_type'],
        instance_id: module.id,
        result_id: row.id,
        analyzed_at: row.analyzedAt.toISOString(),
        data: resultForVersion(module.moduleType, row.data, version, row.dataVersion as ApiVersion) as Record<string, unknown>,
      };
    },

    /**
     * Records how a run ended, once: its result, the module's status, the event, and the case's
     * progress, in one transaction. A run already ended (a retried job) is left as it is.
     */
    async finish(executionId: string, ended: AnalysisOutcome | { status: 'ERROR'; error: string }): Promise<boolean> {
      // Text read from documents (an employer's name, a reason quoting a line) may hold characters PostgreSQL cannot store.
      const outcome = storableCopy(ended);
      return db.transaction(async (tx) => {
        const first = await repo.findExecution(tx, executionId);
        if (!first || first.status !== 'ANALYZING') return false;
        const caseRow = (await casesRepo.findCaseById(tx, first.caseId, { forUpdate: true }))!;
        const execution = (await repo.findExecution(tx, executionId, { forUpdate: true }))!;
        if (execution.status !== 'ANALYZING') return false;
        const account = (await findAccount(tx, caseRow.accountId))!;
        const at = new Date();
        const data = outcome.status === 'COMPLETED' ? ('dataJson' in outcome ? sql`${outcome.dataJson}::jsonb` : outcome.data) : outcome.status === 'INSUFFICIENT' ? outcome.data : undefined;
        const result: repo.ResultRow | null = data
          ? {
              id: crypto.randomUUID(),
              caseId: caseRow.id,
              moduleInstanceId: execution.moduleInstanceId,
              moduleType: execution.moduleType,
              executionId,
              dataVersion: CURRENT_API_VERSION,
              modelVersion: ('modelVersion' in outcome && outcome.modelVersion) || 'unknown',
              data,
              analyzedAt: at,
            }
          : null;
        const reason = outcome.status === 'INSUFFICIENT' ? outcome.reason : outcome.status === 'ERROR' ? outcome.error : null;
        await repo.finishExecution(tx, { executionId, moduleId: execution.moduleInstanceId, status: outcome.status, reason, result, at });
        const extra =
          outcome.status === 'COMPLETED'
            ? { result_id: result!.id, execution_id: executionId }
            : outcome.status === 'INSUFFICIENT'
              ? { execution_id: executionId, reason, ...(result ? { result_id: result.id } : {}) }
              : { execution_id: executionId, error: reason };
        await deps.events.record(tx, {
          event: outcome.status === 'COMPLETED' ? 'MODULE_COMPLETED' : outcome.status === 'INSUFFICIENT' ? 'MODULE_INSUFFICIENT' : 'MODULE_ERROR',
          caseRow,
          account,
          module: { moduleType: execution.moduleType, instanceId: execution.moduleInstanceId },
          extra,
          at,
        });
        await progressCase(tx, deps.events, { caseRow, account, at });
        return true;
      });
    },
  };
}

export type ModulesService = ReturnType<typeof modulesService>;

import { z } from 'zod';
import { findCaseById } from '../cases/cases.repo.ts';
import { moduleInstances } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import { defineJob } from '../jobs/jobs.ts';
import { eq } from 'drizzle-orm';
import { AnalysisLimitError } from '../documents/parser-pool.ts';
import type { AnalysisOutcome, Analyzer } from './analyzers.ts';
import { findExecution } from './modules.repo.ts';
import type { ModulesService } from './modules.service.ts';
import { recordModuleRun } from '../ops/metrics.ts';
import { simulatedOutcome } from '../sandbox/simulated-outcome.ts';
import type { ExecutionRow } from './modules.repo.ts';
import crypto from 'node:crypto';

export const MODULE_RUN_QUEUE = 'modules.run';
export const MODULE_RUN_FAILED_QUEUE = 'modules.run.failed';
export const moduleRunPayload = z.object({ execution_id: z.uuid() });

export const moduleRunSendOnly = defineJob({ name: MODULE_RUN_QUEUE, payload: moduleRunPayload });

/** A sandbox simulation's end (docs/sandbox.md): recorded by the same `finish` as an analysed run. */
async function simulatedEnd(db: Executor, execution: ExecutionRow) {
  const caseRow = (await findCaseById(db, execution.caseId))!;
  const address = caseRow.address as { line1?: string; line2?: string | null; city?: string; state?: string; postal_code?: string } | null;
  return simulatedOutcome({
    moduleType: execution.moduleType,
    outcome: execution.simulated!.outcome,
    reason: execution.simulated!.reason,
    borrower: { first_name: caseRow.firstName, last_name: caseRow.lastName, address: address ?? null },
    asOf: new Date().toISOString().slice(0, 10),
    caseId: caseRow.id,
    newId: () => crypto.randomUUID(),
  });
}

type Log = (level: 'info' | 'warn' | 'error', msg: string) => void;

/**
 * A module run. The analysis runs outside any transaction; its end is recorded once (see
 * ModulesService.finish). A process that dies mid-run leaves the job to expire and be retried; a
 * run whose every attempt failed goes to the dead-letter queue, which ends it in ERROR: no module
 * stays ANALYZING.
 */
export function moduleRunJobs(deps: {
  db: Executor;
  modules: Pick<ModulesService, 'finish'>;
  analyzers: Partial<Record<string, Analyzer>>;
  log: Log;
  /** Pool threads, and how many one account may hold: runs are claimed fairly as documents are. */
  threads?: number;
  threadsPerAccount?: number;
}) {
  const failed = defineJob({
    name: MODULE_RUN_FAILED_QUEUE,
    payload: moduleRunPayload,
    retryLimit: 5,
    retryDelaySeconds: 5,
    async handle(data) {
      const ended = await deps.modules.finish(data.execution_id, {
        status: 'ERROR',
        error: 'The analysis failed on every attempt; run the module again, or contact support if it keeps failing.',
      });
      if (ended) deps.log('error', `module run ${data.execution_id} failed on every attempt`);
    },
  });
  const run = defineJob({
    name: MODULE_RUN_QUEUE,
    payload: moduleRunPayload,
    notify: true,
    localConcurrency: (deps.threads ?? 1) + 1,
    groupConcurrency: deps.threadsPerAccount ?? 1,
    retryLimit: 2,
    retryDelaySeconds: 2,
    expireInSeconds: 300,
    deadLetter: MODULE_RUN_FAILED_QUEUE,
    heartbeatSeconds: 10,
    async handle(data) {
      const execution = await findExecution(deps.db, data.execution_id);
      if (!execution || execution.status !== 'ANALYZING') return;
      if (execution.simulated) {
        await deps.modules.finish(execution.id, await simulatedEnd(deps.db, execution));
        return;
      }
      const analyzer = deps.analyzers[execution.moduleType];
      if (!analyzer) {
        await deps.modules.finish(execution.id, { status: 'ERROR', error: `The ${execution.moduleType} analysis is not available in this version of the service.` });
        return;
      }
      const caseRow = (await findCaseById(deps.db, execution.caseId))!;
      const [module] = await deps.db.select().from(moduleInstances).where(eq(moduleInstances.id, execution.moduleInstanceId));
      const started = performance.now();
      let outcome: AnalysisOutcome;
      try {
        outcome = await analyzer({ caseRow, module, executionId: execution.id });
      } catch (err) {
        // Over a limit (time, memory): the same input would go over it again, so the run ends with the reason.
        if (!(err instanceof AnalysisLimitError)) {
          deps.log('error', `module run ${execution.id} (${execution.moduleType}): ${(err as Error).stack ?? err}`);
          throw err;
        }
        deps.log('warn', `module run ${execution.id} (${execution.moduleType}) went over a limit: ${err.reason}`);
        outcome = { status: 'INSUFFICIENT', reason: err.reason };
      }
      await deps.modules.finish(execution.id, outcome);
      recordModuleRun(execution.moduleType, outcome.status, (performance.now() - started) / 1000);
    },
  });
  return [failed, run];
}

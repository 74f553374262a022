import { findWorkflowForCase } from '../accounts/accounts.repo.ts';
import type { Executor } from '../db/store.ts';
import type { EventAccount, EventLog } from '../events/events.repo.ts';
import * as repo from './cases.repo.ts';

type Stage = { id: string; name: string; position: number };
export type CaseWorkflow = { id: string; name: string; stages: Stage[] };

const FINISHED = new Set(['COMPLETED', 'INSUFFICIENT', 'ERROR']);
const stageRef = (s: Stage) => ({ stage_id: s.id, name: s.name, position: s.position });

/**
 * Moves an open case from its stage to the next: the next stage's modules await input and
 * STAGE_ADVANCED is recorded. The caller holds the case's row lock and has checked a next stage exists.
 */
export async function moveToNextStage(
  tx: Executor,
  events: EventLog,
  c: { caseRow: repo.CaseRow; workflow: CaseWorkflow; account: EventAccount; at: Date },
): Promise<repo.CaseRow> {
  const index = c.workflow.stages.findIndex((s) => s.id === c.caseRow.stageId);
  const from = c.workflow.stages[index];
  const to = c.workflow.stages[index + 1];
  const updated = await repo.updateCase(tx, c.caseRow.id, { stageId: to.id, updatedAt: c.at });
  await repo.openStageModules(tx, c.caseRow.id, to.id, c.at);
  await events.record(tx, { event: 'STAGE_ADVANCED', caseRow: updated, account: c.account, extra: { from_stage: stageRef(from), to_stage: stageRef(to) }, at: c.at });
  return updated;
}

/**
 * After a module finished: when every module of the case's current stage has finished, the case
 * moves to its next stage, or completes at the last one. The caller holds the case's row lock.
 */
export async function progressCase(tx: Executor, events: EventLog, c: { caseRow: repo.CaseRow; account: EventAccount; at: Date }): Promise<repo.CaseRow> {
  if (c.caseRow.status !== 'OPEN') return c.caseRow;
  const modules = await repo.modulesOfCases(tx, [c.caseRow.id]);
  const current = modules.filter((m) => m.stageId === c.caseRow.stageId);
  if (!current.every((m) => FINISHED.has(m.status))) return c.caseRow;
  const workflow = await findWorkflowForCase(tx, c.caseRow.accountId, c.caseRow.workflowId);
  if (!workflow) throw new Error(`workflow ${c.caseRow.workflowId} of case ${c.caseRow.id} not found`);
  const index = workflow.stages.findIndex((s) => s.id === c.caseRow.stageId);
  if (index < workflow.stages.length - 1) return moveToNextStage(tx, events, { ...c, workflow });
  return repo.updateCase(tx, c.caseRow.id, { status: 'COMPLETED', updatedAt: c.at });
}

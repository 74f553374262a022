import type { CaseRow, ModuleRow } from '../cases/cases.repo.ts';
import type { DeletedCaseRecord } from '../cases/cases.schemas.ts';

interface WorkflowShape {
  id: string;
  name: string;
  stages: { id: string; name: string; position: number }[];
}

/** A case's workflow, stage and modules as every case record shows them, deleted or not. */
export function workflowPlace(row: CaseRow, modules: ModuleRow[], workflow: WorkflowShape) {
  const stage = workflow.stages.find((s) => s.id === row.stageId)!;
  const stageName = new Map(workflow.stages.map((s) => [s.id, s.name]));
  return {
    workflow: { workflow_id: workflow.id, name: workflow.name },
    stage: { stage_id: stage.id, name: stage.name, position: stage.position },
    modules: modules.map((m) => ({
      module_type: m.moduleType as DeletedCaseRecord['modules'][number]['module_type'],
      instance_id: m.id,
      stage: stageName.get(m.stageId) ?? '',
      status: m.status,
      latest_result_id: m.latestResultId,
    })),
  };
}

/** What a deleted case reads as: ids, dates, statuses and module outcomes; no personal field. */
export function toDeletedCaseRecord(row: CaseRow, modules: ModuleRow[], workflow: WorkflowShape): DeletedCaseRecord {
  return {
    case_id: row.id,
    reference_id: row.referenceId,
    status: 'DELETED',
    ...workflowPlace(row, modules, workflow),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: (row.deletedAt ?? row.updatedAt).toISOString(),
  };
}

import { z } from 'zod';
import { MODULE_TYPES } from './module-types.ts';

export const moduleParams = z.object({ case_id: z.string(), module_type: z.string() });
export const resultParams = moduleParams.extend({ result_id: z.string() });

export const runAccepted = z
  .object({ execution_id: z.uuid(), status: z.literal('ANALYZING'), message: z.string() })
  .meta({ id: 'ModuleRunAccepted' });

export const executionRecord = z.object({
  execution_id: z.uuid(),
  status: z.enum(['ANALYZING', 'COMPLETED', 'INSUFFICIENT', 'ERROR']),
  started_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
  reason: z.string().nullable(),
});

export const moduleStatus = z
  .object({
    module_type: z.enum(MODULE_TYPES),
    instance_id: z.uuid(),
    stage: z.string(),
    status: z.enum(['PENDING', 'AWAITING_INPUT', 'ANALYZING', 'COMPLETED', 'INSUFFICIENT', 'ERROR']),
    latest_result_id: z.uuid().nullable(),
    executions: z.array(executionRecord).meta({ description: 'Newest first' }),
  })
  .meta({ id: 'ModuleStatus' });

export const moduleStatusList = z.object({ data: z.array(moduleStatus) }).meta({ id: 'ModuleStatusList' });

export const analysisResult = z
  .object({
    module_type: z.enum(MODULE_TYPES),
    instance_id: z.uuid(),
    result_id: z.uuid(),
    analyzed_at: z.iso.datetime(),
    data: z.record(z.string(), z.unknown()).meta({ description: 'The shape of the requested (or pinned) Service-Api-Version: contracts section 7' }),
  })
  .meta({ id: 'AnalysisResult' });

export const notConfiguredBody = z
  .object({
    message: z.string(),
    available_modules: z.array(z.string()).optional().meta({ description: "When the module is not in the case's workflow: the modules it has" }),
    request_id: z.string(),
  })
  .meta({ id: 'NotFoundWithModules', description: 'The case, module or result is not found on this account' });

export type ModuleStatus = z.output<typeof moduleStatus>;

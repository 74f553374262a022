import { z } from 'zod';
import { MODULE_TYPES } from './module-types.ts';

export const moduleParams = z.object({
  case_id: z.string().meta({ description: 'Id of the case (case_id)' }),
  module_type: z.string().meta({ description: 'The module: cash_flow_analysis or paystub', example: 'cash_flow_analysis' }),
});
export const resultParams = moduleParams.extend({ result_id: z.string().meta({ description: 'Id of the result: latest_result_id, or result_id of MODULE_COMPLETED' }) });

export const runAccepted = z
  .object({
    execution_id: z.uuid().meta({ description: 'Id of the run; MODULE_COMPLETED, MODULE_INSUFFICIENT or MODULE_ERROR carries it' }),
    status: z.literal('ANALYZING').meta({ description: 'The module is analysing' }),
    message: z.string().meta({ description: 'What happens next, in one sentence' }),
  })
  .meta({ id: 'ModuleRunAccepted', description: 'The run started; a webhook says how it ends' });

export const executionRecord = z.object({
  execution_id: z.uuid().meta({ description: 'Id of the run' }),
  status: z.enum(['ANALYZING', 'COMPLETED', 'INSUFFICIENT', 'ERROR']).meta({ description: 'ANALYZING while it runs, then how it ended' }),
  started_at: z.iso.datetime().meta({ description: 'When the run started (timestamp, UTC)' }),
  finished_at: z.iso.datetime().nullable().meta({ description: 'When it ended, or null while ANALYZING' }),
  reason: z.string().nullable().meta({ description: 'Why it ended INSUFFICIENT or ERROR; null otherwise' }),
}).meta({ description: 'One run of the module' });

export const moduleStatus = z
  .object({
    module_type: z.enum(MODULE_TYPES).meta({ description: 'The analysis module' }),
    instance_id: z.uuid().meta({ description: 'Id of this module in this case' }),
    stage: z.string().meta({ description: 'Name of the stage the module runs in' }),
    status: z.enum(['PENDING', 'AWAITING_INPUT', 'ANALYZING', 'COMPLETED', 'INSUFFICIENT', 'ERROR']).meta({
      description: 'PENDING (its stage has not started), AWAITING_INPUT, ANALYZING, then COMPLETED, INSUFFICIENT or ERROR',
    }),
    latest_result_id: z.uuid().nullable().meta({ description: 'The newest completed result, or null' }),
    executions: z.array(executionRecord).meta({ description: 'The runs, newest first' }),
  })
  .meta({ id: 'ModuleStatus', description: 'A module of a case and its runs' });

export const moduleStatusList = z
  .object({ data: z.array(moduleStatus).meta({ description: "Every module of the case's workflow" }) })
  .meta({ id: 'ModuleStatusList', description: 'The modules of a case' });

export const analysisResult = z
  .object({
    module_type: z.enum(MODULE_TYPES).meta({ description: 'The module that made it' }),
    instance_id: z.uuid().meta({ description: 'Id of the module in the case' }),
    result_id: z.uuid().meta({ description: 'Id of the result' }),
    analyzed_at: z.iso.datetime().meta({ description: 'When the analysis ended (timestamp, UTC)' }),
    data: z.record(z.string(), z.unknown()).meta({
      description:
        "The module's result in the shape of the requested (or pinned) Service-Api-Version. cash_flow_analysis: currency, period, accounts, income " +
        '{monthly_income, annual_income, streams}, monthly, risk {level, score, insight, flags}, transactions, transactions_analyzed, model_version, ' +
        'and fraud with DOC_FRAUD. paystub: currency, paystubs, employment, income, identity, model_version, and fraud with DOC_FRAUD.',
    }),
  })
  .meta({ id: 'AnalysisResult', description: 'A result of a module run' });

export const notConfiguredBody = z
  .object({
    message: z.string().meta({ description: 'What was not found' }),
    available_modules: z.array(z.string()).optional().meta({ description: "When the module is not in the case's workflow: the modules it has" }),
    request_id: z.string().meta({ description: 'The Request-Id of the request, for the logs' }),
  })
  .meta({ id: 'NotFoundWithModules', description: 'The case, module or result is not found on this account' });

export type ModuleStatus = z.output<typeof moduleStatus>;

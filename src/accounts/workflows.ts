import { z } from 'zod';
import { MODULE_TYPES } from '../modules/module-types.ts';

const stageSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  modules: z.array(z.enum(MODULE_TYPES)).min(1, 'a stage needs at least one module'),
});

const workflowSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  default: z.boolean().optional(),
  stages: z.array(stageSchema).min(1, 'a workflow needs at least one stage'),
});

/** The `--workflows` file: a list of workflows, exactly one default (the first when none says so). */
export const workflowsFileSchema = z
  .array(workflowSchema)
  .min(1, 'at least one workflow is needed')
  .superRefine((list, ctx) => {
    const names = new Set<string>();
    list.forEach((w, i) => {
      if (names.has(w.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `duplicate workflow name "${w.name}"` });
      names.add(w.name);
      const seen = new Set<string>();
      w.stages.forEach((s, j) =>
        s.modules.forEach((m) => {
          if (seen.has(m)) ctx.addIssue({ code: 'custom', path: [i, 'stages', j, 'modules'], message: `module "${m}" appears in more than one stage` });
          seen.add(m);
        }),
      );
    });
    if (list.filter((w) => w.default).length > 1) ctx.addIssue({ code: 'custom', message: 'only one workflow may be the default' });
  });

export type WorkflowSpec = { name: string; isDefault: boolean; stages: { name: string; modules: string[] }[] };

export const DEFAULT_WORKFLOWS: WorkflowSpec[] = [
  { name: 'default', isDefault: true, stages: [{ name: 'verification', modules: ['cash_flow_analysis', 'paystub'] }] },
];

export function parseWorkflowsFile(json: unknown): WorkflowSpec[] {
  const parsed = workflowsFileSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ');
    throw new Error(`Invalid workflows file: ${first}`);
  }
  const anyDefault = parsed.data.some((w) => w.default);
  return parsed.data.map((w, i) => ({
    name: w.name,
    isDefault: anyDefault ? w.default === true : i === 0,
    stages: w.stages.map((s) => ({ name: s.name, modules: [...s.modules] })),
  }));
}

import { describe, expect, it } from 'vitest';
import { parseWorkflowsFile } from './workflows.ts';

describe('parseWorkflowsFile', () => {
  it('reads the example of the contracts', () => {
    const specs = parseWorkflowsFile([
      { name: 'standard', default: true, stages: [{ name: 'income', modules: ['cash_flow_analysis', 'paystub'] }] },
      { name: 'two-step', stages: [{ name: 'bank', modules: ['cash_flow_analysis'] }, { name: 'employment', modules: ['paystub'] }] },
    ]);
    expect(specs).toEqual([
      { name: 'standard', isDefault: true, stages: [{ name: 'income', modules: ['cash_flow_analysis', 'paystub'] }] },
      { name: 'two-step', isDefault: false, stages: [{ name: 'bank', modules: ['cash_flow_analysis'] }, { name: 'employment', modules: ['paystub'] }] },
    ]);
  });

  it('makes the first workflow the default when none says so', () => {
    const specs = parseWorkflowsFile([
      { name: 'a', stages: [{ name: 's', modules: ['paystub'] }] },
      { name: 'b', stages: [{ name: 's', modules: ['paystub'] }] },
    ]);
    expect(specs.map((w) => w.isDefault)).toEqual([true, false]);
  });

  it.each([
    [[], /at least one workflow/],
    [{ name: 'x' }, /Invalid workflows file/],
    [[{ name: 'a', stages: [] }], /at least one stage/],
    [[{ name: 'a', stages: [{ name: 's', modules: [] }] }], /at least one module/],
    [[{ name: 'a', stages: [{ name: 's', modules: ['credit_score'] }] }], /0\.stages\.0\.modules\.0/],
    [[{ name: 'a', stages: [{ name: 's', modules: ['paystub'] }, { name: 't', modules: ['paystub'] }] }], /more than one stage/],
    [[{ name: 'a', default: true, stages: [{ name: 's', modules: ['paystub'] }] }, { name: 'b', default: true, stages: [{ name: 's', modules: ['paystub'] }] }], /only one workflow/],
    [[{ name: 'a', stages: [{ name: 's', modules: ['paystub'] }] }, { name: 'a', stages: [{ name: 's', modules: ['paystub'] }] }], /duplicate workflow name/],
    [[{ name: 'a', stages: [{ name: 's', modules: ['paystub'] }], colour: 'red' }], /colour/],
  ])('rejects %j', (json, message) => {
    expect(() => parseWorkflowsFile(json)).toThrow(message);
  });
});

/** The analysis modules that exist. Lower case in URLs and results, upper case in events. */
export const MODULE_TYPES = ['cash_flow_analysis', 'paystub'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export const PRODUCTS = ['DOC_FRAUD'] as const;

export function isModuleType(value: string): value is ModuleType {
  return (MODULE_TYPES as readonly string[]).includes(value);
}

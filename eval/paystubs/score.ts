// Field accuracy of paystub extraction against the corpus truth: exact match per field, strings
// compared after normalising whitespace and case, amounts to the cent, deductions and earnings as
// whole lists (names, amounts and YTD figures, in order).

import type { ExtractedPaystub, PaystubAddress } from '../../src/analysis/paystub/paystub.types.ts';
import type { PaystubTruth } from './types.ts';

export const FIELDS = [
  'employer_name', 'employer_address', 'employee_name', 'employee_address', 'pay_date', 'period_start', 'period_end',
  'printed_frequency', 'gross_cents', 'net_cents', 'deductions', 'earnings', 'ytd_gross_cents', 'ytd_net_cents',
] as const;
export type ScoredField = (typeof FIELDS)[number];

export interface FieldInput {
  name: string;
  layout: string;
  truth: PaystubTruth;
  extracted: ExtractedPaystub | null;
  error: string | null;
}

export interface FieldTally {
  correct: number;
  total: number;
  accuracy: number;
}

export interface FieldReport {
  fields: Record<ScoredField, FieldTally>;
  layouts: Record<string, Record<ScoredField, FieldTally>>;
  /** All fields of all stubs. */
  overall: FieldTally;
  /** Stubs with every field right. */
  stubsAllCorrect: number;
  stubs: number;
  failed: Array<{ name: string; error: string }>;
  /** Per stub, the fields that differ (truth and extracted, as JSON). */
  differences: Array<{ name: string; field: ScoredField; truth: string; extracted: string }>;
}

const text = (s: string | null) => (s === null ? null : s.replace(/\s+/g, ' ').trim().toLowerCase());
const address = (a: PaystubAddress | null) =>
  a === null ? null : { lines: a.lines.map(text), city: text(a.city), state: text(a.state), postal_code: a.postal_code };

/** The comparable form of a field. */
function canonical(field: ScoredField, stub: ExtractedPaystub): unknown {
  switch (field) {
    case 'employer_name':
    case 'employee_name':
      return text(stub[field]);
    case 'employer_address':
    case 'employee_address':
      return address(stub[field]);
    case 'deductions':
      return stub.deductions.map((d) => [text(d.name), d.amount_cents, d.ytd_cents]);
    case 'earnings':
      return stub.earnings.map((e) => [text(e.name), e.hours === null ? null : Math.round(e.hours * 100), e.rate_cents, e.amount_cents, e.ytd_cents]);
    default:
      return stub[field];
  }
}

const tally = (correct: number, total: number): FieldTally => ({ correct, total, accuracy: total ? correct / total : 1 });

export function evaluatePaystubFields(inputs: readonly FieldInput[]): FieldReport {
  const counts = new Map<string, [number, number]>();
  const bump = (key: string, ok: boolean) => {
    const c = counts.get(key) ?? [0, 0];
    c[1]++;
    if (ok) c[0]++;
    counts.set(key, c);
  };
  const differences: FieldReport['differences'] = [];
  let stubsAllCorrect = 0;
  for (const input of inputs) {
    let all = true;
    for (const field of FIELDS) {
      const want = JSON.stringify(canonical(field, input.truth.fields));
      const got = input.extracted ? JSON.stringify(canonical(field, input.extracted)) : 'null (failed)';
      const ok = want === got;
      bump(field, ok);
      bump(`${input.layout}\u0000${field}`, ok);
      bump('*', ok);
      if (!ok) {
        all = false;
        differences.push({ name: input.name, field, truth: want, extracted: got });
      }
    }
    if (all) stubsAllCorrect++;
  }
  const get = (key: string) => tally(...(counts.get(key) ?? [0, 0]));
  const layouts: FieldReport['layouts'] = {};
  for (const layout of new Set(inputs.map((i) => i.layout))) {
    layouts[layout] = Object.fromEntries(FIELDS.map((f) => [f, get(`${layout}\u0000${f}`)])) as Record<ScoredField, FieldTally>;
  }
  return {
    fields: Object.fromEntries(FIELDS.map((f) => [f, get(f)])) as Record<ScoredField, FieldTally>,
    layouts,
    overall: get('*'),
    stubsAllCorrect,
    stubs: inputs.length,
    failed: inputs.filter((i) => i.error).map((i) => ({ name: i.name, error: i.error! })),
    differences,
  };
}

/** Extracts every item and pairs it with its truth, an error instead when extraction throws. */
export async function extractAll(
  items: ReadonlyArray<{ name: string; layout: string; bytes: Uint8Array; truth: PaystubTruth }>,
  extract: (bytes: Uint8Array) => Promise<ExtractedPaystub>,
): Promise<FieldInput[]> {
  const out: FieldInput[] = [];
  for (const item of items) {
    try {
      out.push({ name: item.name, layout: item.layout, truth: item.truth, extracted: await extract(item.bytes), error: null });
    } catch (err) {
      out.push({ name: item.name, layout: item.layout, truth: item.truth, extracted: null, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
    }
  }
  return out;
}

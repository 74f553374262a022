import { API_VERSIONS, CURRENT_API_VERSION, type ApiVersion } from '../http/versions.ts';

type Data = Record<string, unknown>;

/**
 * A change of a module's result shape, introduced in `version`: `undo` turns data of that version
 * into the shape of the version before it. Pure, and tested one by one.
 */
export interface VersionChange {
  version: ApiVersion;
  description: string;
  undo: Partial<Record<string, (data: Data) => Data>>;
}

const omit = (o: Data, ...keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

/** Newest first, as contracts section 7 lists them. */
export const VERSION_CHANGES: VersionChange[] = [
  {
    version: '2025-09-30',
    description: '`risk_level`, `risk_score`, `insight` and `flags` moved under `risk`; streams gained `confidence`.',
    undo: {
      cash_flow_analysis(data) {
        const risk = (data.risk ?? {}) as Data;
        const income = (data.income ?? {}) as Data;
        const streams = ((income.streams ?? []) as Data[]).map((s) => omit(s, 'confidence'));
        const out: Data = {};
        // Keep the other keys where they were; the risk fields go where `risk` was.
        for (const [k, v] of Object.entries(data)) {
          if (k === 'risk') Object.assign(out, { risk_level: risk.level, risk_score: risk.score, insight: risk.insight, flags: risk.flags });
          else if (k === 'income') out.income = { ...income, streams };
          else out[k] = v;
        }
        return out;
      },
    },
  },
  {
    version: '2025-07-31',
    description: '`monthly_summary` renamed `monthly`, with `total_inflow`/`total_outflow` renamed `inflow`/`outflow`; flags became objects.',
    undo: {
      cash_flow_analysis(data) {
        const out: Data = {};
        for (const [k, v] of Object.entries(data)) {
          if (k === 'monthly') {
            out.monthly_summary = (v as Data[]).map((m) => ({ month: m.month, total_inflow: m.inflow, total_outflow: m.outflow, net: m.net }));
          } else if (k === 'flags') {
            out.flags = (v as Data[]).map((f) => f.code);
          } else out[k] = v;
        }
        return out;
      },
    },
  },
];

/**
 * A stored result (in `storedVersion`'s shape) as `target` shows it: each change newer than the
 * target is undone in turn, newest first.
 */
export function resultForVersion(moduleType: string, data: unknown, target: ApiVersion, storedVersion: ApiVersion = CURRENT_API_VERSION): unknown {
  const targetAge = API_VERSIONS.indexOf(target);
  const storedAge = API_VERSIONS.indexOf(storedVersion);
  let out = data as Data;
  for (const change of VERSION_CHANGES) {
    const age = API_VERSIONS.indexOf(change.version);
    if (age < storedAge || age >= targetAge) continue;
    const undo = change.undo[moduleType];
    if (undo) out = undo(out);
  }
  return out;
}

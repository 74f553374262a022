// Paystubs scored against truth files in the convention of the real documents
// (test/fixtures/external/documents/README.md): one field at a time, each deduction a field of its own
// (its name as printed and its current amount), every deduction read that the truth does not list a
// field wrong. The real documents, the second family of layouts and the locked split are all scored here.

import { frequencyFromPeriod } from '../../src/analysis/paystub/frequency.ts';
import type { ExtractedPaystub, PayFrequency, PaystubAddress } from '../../src/analysis/paystub/paystub.types.ts';

export interface TruthParty {
  name: string | null;
  /** One line: "555 Grand Street, Atlanta, GA 88434". */
  address: string | null;
}

export interface PaystubTruthFile {
  kind: 'paystub';
  employer: TruthParty;
  employee: TruthParty;
  pay_date: string | null;
  period: { start: string | null; end: string | null };
  gross: number | null;
  net: number | null;
  /** Positive magnitudes; `current` null for a line printed with a YTD figure only. */
  deductions: Array<{ name: string; current: number | null; ytd: number | null; section?: string }>;
  ytd_gross: number | null;
  ytd_net: number | null;
  /** Printed or implied by the period; when absent, the period's length gives it. */
  frequency?: PayFrequency | null;
  notes?: string;
}

export const DOCUMENT_FIELDS = [
  'employer_name', 'employer_address', 'employee_name', 'employee_address', 'pay_date', 'period_start', 'period_end',
  'frequency', 'gross', 'net', 'deductions', 'ytd_gross', 'ytd_net',
] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

export interface FieldOutcome {
  field: DocumentField;
  /** For a deduction, its name. */
  item: string | null;
  ok: boolean;
  truth: string;
  extracted: string;
}

const text = (s: string | null | undefined) => (s == null ? null : s.replace(/\s+/g, ' ').replace(/\s*:$/, '').trim().toLowerCase());
/** An address as one comparable string: lower case, without commas or full stops. */
export const addressText = (s: string | null) => (s === null ? null : s.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim());
const joined = (a: PaystubAddress | null) =>
  a === null ? null : [...a.lines, [a.city, [a.state, a.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ')].join(', ');
/** The same address with its postcode before the town, as continental Europe prints it ("Billstraße 112, 20539 Hamburg"). */
const joinedPostalFirst = (a: PaystubAddress) => [...a.lines, [a.postal_code, a.city].filter(Boolean).join(' ')].join(', ');
/** An address read, in the order the truth writes it: the postcode before the town when that is how it reads, else after. */
const addressAsTruth = (truth: string | null, a: PaystubAddress | null) => {
  const usual = addressText(joined(a));
  if (a === null || a.state !== null || a.postal_code === null) return usual;
  const postalFirst = addressText(joinedPostalFirst(a));
  return postalFirst === truth ? postalFirst : usual;
};
const cents = (x: number | null) => (x === null ? null : Math.round(x * 100));

/** The frequency a truth file stands for: its own, else its period's. */
export function truthFrequency(truth: PaystubTruthFile): PayFrequency | null {
  if (truth.frequency !== undefined) return truth.frequency;
  return frequencyFromPeriod(truth.period.start, truth.period.end);
}

/**
 * Every field of one stub, right or wrong. `frequency` is the extraction's printed frequency, else
 * the one its period implies (what the module would use for a single stub).
 */
export function scoreDocument(truth: PaystubTruthFile, stub: ExtractedPaystub | null): FieldOutcome[] {
  const out: FieldOutcome[] = [];
  const put = (field: DocumentField, want: unknown, got: unknown, item: string | null = null) => {
    const t = JSON.stringify(want ?? null);
    const e = stub ? JSON.stringify(got ?? null) : 'failed';
    out.push({ field, item, ok: t === e, truth: t, extracted: e });
  };
  put('employer_name', text(truth.employer.name), text(stub?.employer_name));
  put('employer_address', addressText(truth.employer.address), addressAsTruth(addressText(truth.employer.address), stub?.employer_address ?? null));
  put('employee_name', text(truth.employee.name), text(stub?.employee_name));
  put('employee_address', addressText(truth.employee.address), addressAsTruth(addressText(truth.employee.address), stub?.employee_address ?? null));
  put('pay_date', truth.pay_date, stub?.pay_date);
  put('period_start', truth.period.start, stub?.period_start);
  put('period_end', truth.period.end, stub?.period_end);
  const frequency = stub ? (stub.printed_frequency ?? frequencyFromPeriod(stub.period_start, stub.period_end)) : null;
  put('frequency', truthFrequency(truth), frequency);
  put('gross', cents(truth.gross), stub?.gross_cents);
  put('net', cents(truth.net), stub?.net_cents);
  put('ytd_gross', cents(truth.ytd_gross), stub?.ytd_gross_cents);
  put('ytd_net', cents(truth.ytd_net), stub?.ytd_net_cents);

  const read = (stub?.deductions ?? []).map((d) => ({ key: [text(d.name), d.amount_cents], used: false }));
  for (const d of truth.deductions.filter((x) => x.current !== null)) {
    const key = [text(d.name), cents(d.current)];
    const match = read.find((r) => !r.used && JSON.stringify(r.key) === JSON.stringify(key));
    if (match) match.used = true;
    const near = match ?? read.find((r) => !r.used && r.key[0] === key[0]);
    put('deductions', key, match ? key : (near?.key ?? null), d.name);
  }
  for (const r of read.filter((x) => !x.used && !out.some((o) => o.item !== null && o.extracted === JSON.stringify(x.key)))) {
    out.push({ field: 'deductions', item: `${r.key[0]} (not a deduction)`, ok: false, truth: 'null', extracted: JSON.stringify(r.key) });
  }
  return out;
}

export interface Tally {
  correct: number;
  total: number;
}

export interface DocumentReport {
  /** Per group (layout or document), per field. */
  groups: Record<string, Record<DocumentField, Tally>>;
  fields: Record<DocumentField, Tally>;
  overall: Tally;
  stubs: number;
  wrong: Array<{ name: string } & FieldOutcome>;
}

export function reportDocuments(scored: ReadonlyArray<{ name: string; group: string; outcomes: FieldOutcome[] }>): DocumentReport {
  const empty = () => Object.fromEntries(DOCUMENT_FIELDS.map((f) => [f, { correct: 0, total: 0 }])) as Record<DocumentField, Tally>;
  const report: DocumentReport = { groups: {}, fields: empty(), overall: { correct: 0, total: 0 }, stubs: scored.length, wrong: [] };
  for (const s of scored) {
    const group = (report.groups[s.group] ??= empty());
    for (const o of s.outcomes) {
      for (const t of [group[o.field], report.fields[o.field], report.overall]) {
        t.total++;
        if (o.ok) t.correct++;
      }
      if (!o.ok) report.wrong.push({ name: s.name, ...o });
    }
  }
  return report;
}

export const accuracy = (t: Tally) => (t.total ? t.correct / t.total : 1);

/** The report as a table: a row per field, a column per group, then all. */
export function documentTable(report: DocumentReport): string[] {
  const groups = Object.keys(report.groups);
  const pct = (t: Tally) => (t.total ? `${((100 * t.correct) / t.total).toFixed(1)}%` : '-');
  const w = [18, ...groups.map((g) => Math.max(9, g.length)), 16];
  const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ');
  const lines = [row(['field', ...groups, 'all'])];
  for (const f of DOCUMENT_FIELDS) {
    const all = report.fields[f];
    lines.push(row([f, ...groups.map((g) => pct(report.groups[g][f])), `${pct(all)} (${all.correct}/${all.total})`]));
  }
  const sum = (g: string) => Object.values(report.groups[g]).reduce((a, t) => ({ correct: a.correct + t.correct, total: a.total + t.total }), { correct: 0, total: 0 });
  lines.push(row(['all fields', ...groups.map((g) => pct(sum(g))), `${pct(report.overall)} (${report.overall.correct}/${report.overall.total})`]));
  return lines;
}

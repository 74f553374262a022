import crypto from 'node:crypto';
import type { Verification } from '../verification/verification.types.ts';

/** A paystub as the report lists it; gross is shown when the verification carries it. */
export interface ReportPaystub {
  pay_date: string;
  gross_pay: number | null;
  net_pay: number | null;
}

/**
 * Everything an income verification report shows, as it was when the report was issued. Stored in
 * `verification_reports.data`; `data_sha256` (printed in the footer) is the SHA-256 of its
 * canonical JSON (`canonicalJson`).
 */
export interface ReportData {
  report_id: string;
  /** timestamp (UTC, milliseconds) */
  generated_at: string;
  api_version: string;
  dealer: { name: string };
  borrower: { first_name: string; last_name: string };
  case: { case_id: string; reference_id: string };
  deal: {
    deal_id: string | null;
    /** As the dealer gave it: a description, or an object such as {year, make, model, vin}. */
    vehicle: unknown;
    amount_financed: number | null;
    stated_monthly_income: number | null;
  } | null;
  verification: Verification & { paystubs?: ReportPaystub[] };
}

/**
 * JSON with object keys sorted (recursively), no whitespace: the same data always gives the same
 * text, whatever order its keys were built or stored in (jsonb does not keep key order).
 * `undefined` members are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return canonicalJson((value as { toJSON(): unknown }).toJSON());
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && typeof v !== 'function')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const sha256Hex = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');

/** The hash printed in a report's footer: SHA-256 of the canonical JSON of its data. */
export const dataSha256 = (data: ReportData) => sha256Hex(canonicalJson(data));

/** Where anyone holding the PDF checks it: `{PUBLIC_URL}/api/dealer/reports/{report_id}/verify`. */
export const verifyUrl = (publicUrl: string, reportId: string) => `${publicUrl.replace(/\/+$/, '')}/api/dealer/reports/${reportId}/verify`;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : null);

/** A case's `deal` column (free-form JSON) in the report's shape; null when the case has none. */
export function reportDeal(deal: Record<string, unknown> | null | undefined): ReportData['deal'] {
  if (!deal) return null;
  return {
    deal_id: str(deal.deal_id),
    vehicle: deal.vehicle ?? null,
    amount_financed: num(deal.amount_financed),
    stated_monthly_income: num(deal.stated_monthly_income),
  };
}

import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { findCase, type Surface } from '../cases/cases.repo.ts';
import type { Store } from '../db/store.ts';
import type { EncryptedBlobs } from '../documents/encrypted-blobs.ts';
import { recordOrRemoveBlobs } from '../storage/blob-references.ts';
import type { CaseActor } from '../http/types.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { Verification } from '../verification/verification.types.ts';
import { dataSha256, reportDeal, sha256Hex, verifyUrl, type ReportData, type ReportPaystub } from './report-data.ts';
import { insertReport, findReportForCheck, resultData } from './reports.repo.ts';
import { renderReport } from './render-report.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one thing reports need of verification: a case's verification as its surface sees it. */
export interface VerificationSource {
  verificationOf(actor: CaseActor, surface: Surface, caseId: string): Promise<Verification>;
}

export interface ReportsDeps {
  store: Pick<Store, 'db'>;
  blobs: Pick<EncryptedBlobs, 'stage' | 'keep' | 'remove'>;
  verification: VerificationSource;
  publicUrl: string;
  now?: () => Date;
}

export interface IssuedReport {
  report_id: string;
  generated_at: string;
  sha256: string;
  data_sha256: string;
  bytes: Buffer;
}

export interface ReportCheck {
  report_id: string;
  valid: boolean;
  generated_at: string;
}

export function reportsService(deps: ReportsDeps) {
  const now = deps.now ?? (() => new Date());

  /** Whether `sha256` is the hash of the bytes issued as `reportId`. Unknown or malformed id: 404. */
  async function check(reportId: string, sha256: string): Promise<ReportCheck> {
    if (!UUID.test(reportId)) throw notFound('Report');
    const row = await findReportForCheck(deps.store.db, reportId.toLowerCase());
    if (!row) throw notFound('Report');
    const given = Buffer.from(sha256.toLowerCase(), 'utf8');
    const issued = Buffer.from(row.sha256, 'utf8');
    const valid = given.length === issued.length && crypto.timingSafeEqual(given, issued);
    return { report_id: row.id, valid, generated_at: row.generatedAt.toISOString() };
  }

  /** The paystubs (pay date, gross, net) of the paystub result the verification rests on. */
  async function paystubsOf(caseId: string, verification: Verification): Promise<ReportPaystub[] | undefined> {
    const ref = verification.results.find((r) => r.module_type === 'paystub');
    if (!ref || !UUID.test(ref.result_id)) return undefined;
    const data = (await resultData(deps.store.db, caseId, ref.result_id)) as { paystubs?: unknown } | null;
    if (!data || !Array.isArray(data.paystubs)) return undefined;
    const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
    return data.paystubs
      .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null)
      .map((s) => ({ pay_date: typeof s.pay_date === 'string' ? s.pay_date : '', gross_pay: amount(s.gross_pay), net_pay: amount(s.net_pay) }))
      .sort((a, b) => (a.pay_date < b.pay_date ? 1 : a.pay_date > b.pay_date ? -1 : 0));
  }

  return {
    /**
     * Issues a new income verification report for a dealer case: renders the PDF, keeps its bytes
     * in the blob store and records the report (hashes, data, size). 409 while nothing is verified.
     */
    async issue(actor: CaseActor, caseId: string, apiVersion: string): Promise<IssuedReport> {
      const surface: Surface = 'DEALER';
      if (!UUID.test(caseId)) throw notFound('Case');
      const row = await findCase(deps.store.db, { accountId: actor.account.id, surface }, caseId.toLowerCase());
      if (!row) throw notFound('Case');
      const verification = await deps.verification.verificationOf(actor, surface, row.id);
      if (verification.status === 'PENDING') {
        throw new AppError(
          'conflict',
          'Nothing is verified yet for this case (verification status PENDING): the report can be issued once a paystub or bank statement analysis has completed',
        );
      }

      const paystubs = await paystubsOf(row.id, verification);
      const generatedAt = now();
      const data: ReportData = {
        report_id: crypto.randomUUID(),
        generated_at: generatedAt.toISOString(),
        api_version: apiVersion,
        dealer: { name: actor.account.name },
        borrower: { first_name: row.firstName, last_name: row.lastName },
        case: { case_id: row.id, reference_id: row.referenceId },
        deal: reportDeal(row.deal),
        verification: { ...verification, ...(paystubs ? { paystubs } : {}) },
      };
      const dataHash = dataSha256(data);
      const bytes = await renderReport({ data, dataSha256: dataHash, verifyUrl: verifyUrl(deps.publicUrl, data.report_id) });
      const sha256 = sha256Hex(bytes);

      // The bytes are kept before the row that names them is visible.
      const staged = await deps.blobs.stage(Readable.from([bytes]), bytes.length);
      await deps.blobs.keep(staged, { accountId: actor.account.id });
      const owned = { remove: (h: string) => deps.blobs.remove(h, { accountId: actor.account.id }) };
      await recordOrRemoveBlobs(deps.store, owned, [sha256], () => insertReport(deps.store.db, {
        id: data.report_id,
        accountId: actor.account.id,
        caseId: row.id,
        sha256,
        dataSha256: dataHash,
        apiVersion,
        data,
        size: bytes.length,
        generatedAt,
      }));
      return { report_id: data.report_id, generated_at: data.generated_at, sha256, data_sha256: dataHash, bytes };
    },

    check,

    /** The same check for the PDF's bytes. */
    checkBytes: (reportId: string, bytes: Buffer): Promise<ReportCheck> => check(reportId, sha256Hex(bytes)),
  };
}

export type ReportsService = ReturnType<typeof reportsService>;

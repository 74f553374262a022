import { inArray } from 'drizzle-orm';
import * as casesRepo from '../cases/cases.repo.ts';
import { moduleResults } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { UUID } from '../http/cursor.ts';
import type { CaseActor } from '../http/types.ts';
import { CURRENT_API_VERSION, type ApiVersion } from '../http/versions.ts';
import { resultForVersion } from '../modules/result-versions.ts';
import { notFound } from '../shared/errors.ts';
import type { Verification } from './verification.types.ts';
import { verify, type CashFlowResultData, type PaystubResultData } from './verify.ts';

/**
 * The verification of a case as it stands: the latest completed result of each module (what
 * `latest_result_id` names; a run in progress or one that ended without a result leaves the previous
 * result in place) and the deal's stated income, through `verify`.
 */
export async function verificationOfCase(db: Executor, caseRow: casesRepo.CaseRow): Promise<Verification> {
  const modules = await casesRepo.modulesOfCases(db, [caseRow.id]);
  const ids = modules.flatMap((m) => (m.latestResultId ? [m.latestResultId] : []));
  const rows = ids.length ? await db.select().from(moduleResults).where(inArray(moduleResults.id, ids)) : [];
  const resultOf = <T>(moduleType: string) => {
    const row = rows.find((r) => r.moduleType === moduleType && modules.some((m) => m.latestResultId === r.id));
    if (!row) return null;
    return { result_id: row.id, data: resultForVersion(moduleType, row.data, CURRENT_API_VERSION, row.dataVersion as ApiVersion) as T };
  };
  const stated = (caseRow.deal as { stated_monthly_income?: unknown } | null)?.stated_monthly_income;
  return verify({
    case_id: caseRow.id,
    modules: modules.map((m) => ({ module_type: m.moduleType, status: m.status, has_result: m.latestResultId !== null })),
    paystub: resultOf<PaystubResultData>('paystub'),
    cash_flow: resultOf<CashFlowResultData>('cash_flow_analysis'),
    stated_monthly_income: typeof stated === 'number' && Number.isFinite(stated) ? stated : null,
  });
}

export function verificationService(deps: { store: Pick<Store, 'db'> }) {
  const { db } = deps.store;
  return {
    /** The verification of a case of the actor's account on that surface; 404 otherwise. */
    async get(actor: CaseActor, surface: casesRepo.Surface, caseId: string): Promise<Verification> {
      if (!UUID.test(caseId)) throw notFound('Case');
      const row = await casesRepo.findCase(db, { accountId: actor.account.id, surface }, caseId.toLowerCase());
      if (!row) throw notFound('Case');
      return verificationOfCase(db, row);
    },
  };
}

export type VerificationService = ReturnType<typeof verificationService>;

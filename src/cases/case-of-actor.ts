import type { Executor } from '../db/store.ts';
import { UUID } from '../http/cursor.ts';
import type { CaseActor } from '../http/types.ts';
import { notFound } from '../shared/errors.ts';
import { findCase, type CaseRow, type Surface } from './cases.repo.ts';

/** The case `caseId` of the actor's account on `surface`; 404 for any other (or a malformed id). */
export async function caseOfActor(ex: Executor, actor: CaseActor, surface: Surface, caseId: string, forUpdate = false): Promise<CaseRow> {
  if (!UUID.test(caseId)) throw notFound('Case');
  const row = await findCase(ex, { accountId: actor.account.id, surface }, caseId.toLowerCase(), { forUpdate });
  if (!row) throw notFound('Case');
  return row;
}

import type { AccountRow } from '../accounts/accounts.repo.ts';
import type { Surface } from '../cases/cases.repo.ts';
import type { Executor } from '../db/store.ts';
import type { CaseActor } from '../http/types.ts';
import type { ModulesService } from '../modules/modules.service.ts';
import { AppError, validationError } from '../shared/errors.ts';
import * as repo from './chaos.repo.ts';
import type { SimulatedOutcome } from './simulated-outcome.ts';

export interface ChaosInput {
  duplicate_rate?: number;
  reorder_window_ms?: number;
  fail_first_attempts?: number;
}

export interface SandboxDeps {
  modules: Pick<ModulesService, 'run'>;
  /** WEBHOOK_RETRY_INTERVAL_MS and SANDBOX_RETRY_INTERVAL_S, to show the interval a sandbox account gets. */
  retryIntervalMs: number;
  sandboxRetryIntervalMs: number;
}

/** Sandbox-only calls refuse production accounts (contracts 13). */
export function requireSandbox(account: Pick<AccountRow, 'environment'>, what: string) {
  if (account.environment !== 'sandbox') throw new AppError('forbidden', `${what} is for sandbox accounts: this key belongs to a production account`);
}

/** Webhook chaos settings and simulated runs of sandbox accounts (docs/sandbox.md). */
export function sandboxService(deps: SandboxDeps) {
  const retrySeconds = Math.min(deps.retryIntervalMs, deps.sandboxRetryIntervalMs) / 1000;
  const json = (row: repo.ChaosRow | undefined) => ({
    duplicate_rate: row?.duplicateRate ?? 0,
    reorder_window_ms: row?.reorderWindowMs ?? 0,
    fail_first_attempts: row?.failFirstAttempts ?? 0,
    retry_interval_s: retrySeconds,
    updated_at: row ? row.updatedAt.toISOString() : null,
  });

  return {
    async chaos(db: Executor, account: Pick<AccountRow, 'id' | 'environment'>) {
      requireSandbox(account, 'Webhook chaos');
      return json(await repo.findChaos(db, account.id));
    },

    /** Stores the settings; `merge` keeps those not given (the CLI), otherwise they become 0 (PUT). */
    async setChaos(tx: Executor, account: Pick<AccountRow, 'id' | 'environment'>, input: ChaosInput, opts: { merge?: boolean } = {}) {
      requireSandbox(account, 'Webhook chaos');
      const before = opts.merge ? await repo.findChaos(tx, account.id) : undefined;
      const row = await repo.putChaos(tx, {
        accountId: account.id,
        duplicateRate: input.duplicate_rate ?? before?.duplicateRate ?? 0,
        reorderWindowMs: input.reorder_window_ms ?? before?.reorderWindowMs ?? 0,
        failFirstAttempts: input.fail_first_attempts ?? before?.failFirstAttempts ?? 0,
        updatedAt: new Date(),
      });
      return json(row);
    },

    /** A run of the module that ends with `outcome`, through the module run job (202 as a run). */
    async simulate(tx: Executor, actor: CaseActor, surface: Surface, caseId: string, moduleType: string, body: { outcome: SimulatedOutcome; reason?: string }) {
      requireSandbox(actor.account, 'Simulating a run');
      if (body.outcome === 'COMPLETED' && body.reason !== undefined) {
        throw validationError([{ field: 'reason', error: 'is only for INSUFFICIENT or ERROR' }]);
      }
      return deps.modules.run(tx, actor, surface, caseId, moduleType, { outcome: body.outcome, reason: body.reason ?? null });
    },
  };
}

export type SandboxService = ReturnType<typeof sandboxService>;

import { and, asc, desc, eq, gt, gte } from 'drizzle-orm';
import { findAccount } from '../accounts/accounts.repo.ts';
import { findCaseById, modulesOfCases } from '../cases/cases.repo.ts';
import { events, webhookAttempts } from '../db/schema.ts';
import type { Db } from '../db/store.ts';
import { eventBody } from '../events/event-format.ts';
import { eventLog, scheduleDelivery } from '../events/events.repo.ts';
import type { JobSender } from '../jobs/jobs.ts';
import { modulesService } from '../modules/modules.service.ts';
import { answeredMessage } from '../webhooks/webhook-client.ts';
import { chaosBody } from './sandbox.schemas.ts';
import { sandboxService, type ChaosInput } from './sandbox.service.ts';
import type { SimulatedOutcome } from './simulated-outcome.ts';

/** The events `underwrite sandbox trigger` can cause, and the outcome of the run that causes each. */
export type SandboxAdmin = ReturnType<typeof sandboxAdmin>;

export const TRIGGERS: Record<string, SimulatedOutcome> = { MODULE_COMPLETED: 'COMPLETED', MODULE_INSUFFICIENT: 'INSUFFICIENT', MODULE_ERROR: 'ERROR' };

/** Attempts are looked for this far back from the newest seen: one recorded late (its send was slow) is still found. */
const ATTEMPT_LOOKBACK_MS = 60_000;

/** `underwrite sandbox chaos|trigger` and `events tail`, on a service's store or one the CLI opened. */
export function sandboxAdmin(deps: { db: Db; jobs?: JobSender; retryIntervalMs: number; sandboxRetryIntervalMs: number }) {
  const { db } = deps;
  const modules = deps.jobs ? modulesService({ store: { db }, events: eventLog({ schedule: scheduleDelivery }), jobs: deps.jobs }) : undefined;
  const sandbox = sandboxService({ modules: modules ?? { run: () => Promise.reject(new Error('This process cannot start runs')) }, retryIntervalMs: deps.retryIntervalMs, sandboxRetryIntervalMs: deps.sandboxRetryIntervalMs });

  async function accountOf(accountId: string) {
    const account = await findAccount(db, accountId);
    if (!account) throw new Error(`No account ${accountId}`);
    return account;
  }

  return {
    /** Reads the settings, or changes those given (the others stay). */
    async chaos(accountId: string, input: ChaosInput) {
      const checked = chaosBody.safeParse(input);
      if (!checked.success) throw new Error(checked.error.issues.map((i) => `--${String(i.path[0]).replaceAll('_', '-')} ${i.message}`).join('; '));
      const account = await accountOf(accountId);
      const given = Object.values(input).some((v) => v !== undefined);
      const out = given ? await db.transaction((tx) => sandbox.setChaos(tx, account, checked.data, { merge: true })) : await sandbox.chaos(db, account);
      return { account_id: account.id, ...out };
    },

    /** A simulated run of the case's module ending so that `event` is written (as POST .../simulate). */
    async trigger(caseId: string, event: string, moduleType: string | undefined, reason: string | undefined) {
      const outcome = TRIGGERS[event];
      if (!outcome) throw new Error(`EVENT must be one of ${Object.keys(TRIGGERS).join(', ')}`);
      const caseRow = await findCaseById(db, caseId);
      if (!caseRow) throw new Error(`No case ${caseId}`);
      const account = await accountOf(caseRow.accountId);
      let module = moduleType;
      if (module === undefined) {
        const types = (await modulesOfCases(db, [caseRow.id])).map((m) => m.moduleType);
        if (types.length !== 1) throw new Error(`The case has the modules ${types.join(', ')}: name one with --module`);
        module = types[0]!;
      }
      const started = await db.transaction((tx) => sandbox.simulate(tx, { account }, caseRow.surface, caseRow.id, module, { outcome, ...(reason === undefined ? {} : { reason }) }));
      return { case_id: caseRow.id, module_type: module, event, ...started };
    },

    /**
     * The account's events after `afterSeq` and the delivery attempts recorded since `attemptsFrom`
     * (less the lookback), oldest first, as the events API shows them: what `events tail` prints.
     */
    async since(accountId: string, afterSeq: number, attemptsFrom: string | null) {
      await accountOf(accountId);
      const rows = await db.select().from(events).where(and(eq(events.accountId, accountId), gt(events.accountSeq, afterSeq))).orderBy(asc(events.accountSeq)).limit(200);
      const from = new Date((attemptsFrom ? Date.parse(attemptsFrom) : Date.now()) - ATTEMPT_LOOKBACK_MS);
      const attempts = await db
        .select({ a: webhookAttempts, seq: events.accountSeq })
        .from(webhookAttempts)
        .innerJoin(events, eq(events.id, webhookAttempts.eventId))
        .where(and(eq(events.accountId, accountId), gte(webhookAttempts.attemptedAt, from)))
        .orderBy(asc(webhookAttempts.attemptedAt))
        .limit(1000);
      const [last] = await db.select({ seq: events.accountSeq }).from(events).where(eq(events.accountId, accountId)).orderBy(desc(events.accountSeq)).limit(1);
      return {
        last_seq: last?.seq ?? 0,
        events: rows.map((r) => eventBody(r)),
        attempts: attempts.map(({ a }) => ({
          attempt_id: a.id,
          event_id: a.eventId,
          delivery_id: a.deliveryId,
          attempt: a.attempt,
          attempted_at: a.attemptedAt.toISOString(),
          duration_ms: a.durationMs,
          status_code: a.statusCode,
          succeeded: a.succeeded,
          error: a.statusCode !== null && !a.succeeded ? answeredMessage(a.statusCode) : a.error,
          ...(a.chaos ? { chaos: a.chaos } : {}),
        })),
      };
    },
  };
}

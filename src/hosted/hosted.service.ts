import { findAccount, type AccountRow } from '../accounts/accounts.repo.ts';
import { hashSecret } from '../accounts/secrets.ts';
import type { Institution } from '../bank/bank.types.ts';
import { BankSignInError } from '../bank/bank.types.ts';
import { SANDBOX_INSTITUTIONS, SANDBOX_PROVIDER } from '../bank/sandbox-bank.ts';
import * as casesRepo from '../cases/cases.repo.ts';
import type { Store } from '../db/store.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { ReceivedUpload } from '../documents/upload-intake.ts';
import type { CaseActor } from '../http/types.ts';
import type { ModulesService } from '../modules/modules.service.ts';
import { AppError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { formToken, formTokenMatches } from './csrf.ts';
import * as repo from './hosted.repo.ts';
import type { EventLog } from '../events/events.repo.ts';
import { recordLinkMoment } from './link-events.ts';
import { secondsUntilNextAttempt, type SignInThrottle } from './sign-in-throttle.ts';

type Connected = { connection_id: string; institution_name: string; accounts: { account_id: string; name: string; mask: string | null }[]; transactions_imported: number };

/** What the bank side gives the hosted flow (src/bank/bank.service.ts). */
export interface HostedBank {
  connectorFor(account: Pick<AccountRow, 'id' | 'environment'>): Promise<{ provider: string } | null>;
  startLink(actor: CaseActor, surface: casesRepo.Surface, caseId: string): Promise<{ provider: string; link_token: string; repair?: boolean }>;
  connectItem(actor: CaseActor, surface: casesRepo.Surface, caseId: string, publicToken: string): Promise<Connected>;
  connectWithCredentials(
    actor: CaseActor,
    surface: casesRepo.Surface,
    caseId: string,
    input: { institutionId: string; username: string; password: string },
  ): Promise<Connected>;
}

export interface HostedDeps {
  store: Pick<Store, 'db'>;
  box: SecretBox;
  documents: Pick<DocumentsService, 'check' | 'record' | 'recording'>;
  modules: Pick<ModulesService, 'run'>;
  /** Absent: the flow offers uploads only. Otherwise each account's connector decides (none: uploads only). */
  bank?: HostedBank;
  signIn: SignInThrottle;
  /** LINK_OPENED and LINK_COMPLETED are written here (link-events.ts). */
  events?: EventLog;
}

/** An open link's case, as the pages need it. */
export interface OpenLink {
  token: string;
  caseRow: casesRepo.CaseRow;
  account: AccountRow;
  modules: casesRepo.ModuleRow[];
  actor: CaseActor;
  /** The token every POST of this link must carry. */
  formToken: string;
  /** The account's bank connector (`sandbox`, `plaid`), or null: uploads only. */
  bankProvider: string | null;
}

export type LinkState =
  | { kind: 'unknown' }
  | { kind: 'expired' | 'cancelled'; lenderName: string }
  | { kind: 'completed'; link: OpenLink }
  | { kind: 'open'; link: OpenLink };

export type SignInOutcome =
  | { ok: true; connectionId: string }
  | { ok: false; reason: 'wrong_password'; message: string }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** Tokens and codes are base64url; anything else is not a link (and is not looked up). */
const LINK_SECRET = /^[A-Za-z0-9_-]{8,128}$/;

export const hasModule = (link: OpenLink, moduleType: string) => link.modules.some((m) => m.moduleType === moduleType);

export function hostedService(deps: HostedDeps) {
  const { db } = deps.store;
  let formKey: Promise<Buffer> | undefined;
  const key = () => (formKey ??= repo.hostedFormKey(db, deps.box).catch((err) => {
    formKey = undefined;
    throw err;
  }));

  return {
    bankAvailable: (link: OpenLink) => link.bankProvider !== null && hasModule(link, 'cash_flow_analysis'),

    /** The sandbox bank's institutions, for its widget (the sign-in form). */
    institutions: (link: OpenLink): Institution[] => (link.bankProvider === SANDBOX_PROVIDER ? [...SANDBOX_INSTITUTIONS] : []),

    /** A widget session of the link's case (Plaid Link's token). */
    startLink(link: OpenLink) {
      if (!deps.bank) throw new AppError('not_found', 'Bank connection is not available');
      return deps.bank.startLink(link.actor, link.caseRow.surface, link.caseRow.id);
    },

    /** The widget's public token: connects the case's bank. */
    connectItem(link: OpenLink, publicToken: string) {
      if (!deps.bank) throw new AppError('not_found', 'Bank connection is not available');
      return deps.bank.connectItem(link.actor, link.caseRow.surface, link.caseRow.id, publicToken);
    },

    /** The case a link token opens, and whether it may still be used. */
    async resolve(token: string, now = new Date()): Promise<LinkState> {
      if (!LINK_SECRET.test(token)) return { kind: 'unknown' };
      const caseRow = await repo.findCaseByLinkHash(db, hashSecret(token));
      if (!caseRow) return { kind: 'unknown' };
      const account = await findAccount(db, caseRow.accountId);
      if (!account) return { kind: 'unknown' };
      if (caseRow.status === 'CANCELLED' || caseRow.status === 'DELETED') return { kind: 'cancelled', lenderName: account.name };
      if (caseRow.linkExpiresAt.getTime() <= now.getTime()) return { kind: 'expired', lenderName: account.name };
      const modules = await casesRepo.modulesOfCases(db, [caseRow.id]);
      const connector = deps.bank ? await deps.bank.connectorFor(account) : null;
      const link: OpenLink = {
        token,
        caseRow,
        account,
        modules,
        actor: { account },
        formToken: formToken(await key(), caseRow.linkTokenHash),
        bankProvider: connector?.provider ?? null,
      };
      if (caseRow.status === 'OPEN' && !caseRow.linkOpenedAt && deps.events) await recordLinkMoment(db, deps.events, caseRow.id, 'opened', now);
      return caseRow.status === 'COMPLETED' ? { kind: 'completed', link } : { kind: 'open', link };
    },

    /** The full link a short code stands for, or null. */
    async fullLinkPath(code: string): Promise<string | null> {
      if (!LINK_SECRET.test(code)) return null;
      const caseRow = await repo.findCaseByShortHash(db, hashSecret(code));
      if (!caseRow) return null;
      return `/link/${deps.box.open(caseRow.linkTokenSealed)}`;
    },

    async formTokenValid(link: OpenLink, given: unknown): Promise<boolean> {
      return formTokenMatches(await key(), link.caseRow.linkTokenHash, given);
    },

    documents: (link: OpenLink) => repo.documentsOfCase(db, link.caseRow.id),

    async connection(link: OpenLink, connectionId: string) {
      if (!/^[0-9a-f-]{36}$/i.test(connectionId)) return undefined;
      return repo.bankConnectionOfCase(db, link.caseRow.id, connectionId.toLowerCase());
    },

    latestConnection: (link: OpenLink) => repo.latestBankConnection(db, link.caseRow.id),

    /** Checks and records an upload exactly as the API does (same checks, limits and events). */
    async upload(link: OpenLink, upload: ReceivedUpload) {
      const { caseRow, actor } = link;
      const checked = await deps.documents.check(actor, caseRow.surface, caseRow.id, upload);
      return deps.documents.recording(checked, () => db.transaction((tx) => deps.documents.record(tx, actor, caseRow.surface, caseRow.id, checked)));
    },

    /** Signs in to the bank, slowed down per case after repeated failures. */
    async signIn(link: OpenLink, input: { institutionId: string; username: string; password: string }, now = new Date()): Promise<SignInOutcome> {
      if (!deps.bank) throw new AppError('not_found', 'Bank connection is not available');
      const caseId = link.caseRow.id;
      const taken = await repo.takeSignInAttempt(db, caseId, now, deps.signIn.freeAttempts, deps.signIn.maxWaitSeconds);
      if (taken === null) {
        const row = await repo.signInFailures(db, caseId);
        const wait = row ? secondsUntilNextAttempt(row.failures, row.lastFailureAt, now, deps.signIn) : 1;
        return { ok: false, reason: 'throttled', retryAfterSeconds: Math.max(1, wait) };
      }
      try {
        const connected = await deps.bank.connectWithCredentials(link.actor, link.caseRow.surface, caseId, input);
        await repo.clearSignInFailures(db, caseId);
        return { ok: true, connectionId: connected.connection_id };
      } catch (err) {
        if (err instanceof BankSignInError) return { ok: false, reason: 'wrong_password', message: err.message };
        // The bank was not asked, or could not answer: that attempt does not count.
        await repo.refundSignInAttempt(db, caseId);
        throw err;
      }
    },

    /**
     * "I'm done": every module that received input since its last run (documents, or a bank
     * connection) starts a run. One already analyzing, or whose stage has not started, is left as
     * it is. Returns the module types started and whether the borrower shared anything at all.
     */
    async finish(link: OpenLink): Promise<{ started: string[]; anyInput: boolean }> {
      const { caseRow, actor, modules } = link;
      if (deps.events) await recordLinkMoment(db, deps.events, caseRow.id, 'completed');
      const times = await repo.moduleInputTimes(db, caseRow.id);
      const started: string[] = [];
      let anyInput = false;
      for (const m of modules) {
        const inputs = [
          times.docs.find((d) => d.moduleType === m.moduleType)?.at,
          times.connections.find((c) => c.moduleInstanceId === m.id)?.at,
        ].filter((d): d is Date => d instanceof Date);
        if (inputs.length === 0) continue;
        anyInput = true;
        const newestInput = Math.max(...inputs.map((d) => d.getTime()));
        const lastRun = times.runs.find((r) => r.moduleInstanceId === m.id)?.at;
        if (lastRun instanceof Date && lastRun.getTime() >= newestInput) continue;
        try {
          await db.transaction((tx) => deps.modules.run(tx, actor, caseRow.surface, caseRow.id, m.moduleType));
          started.push(m.moduleType);
        } catch (err) {
          if (!(err instanceof AppError && err.kind === 'conflict')) throw err;
        }
      }
      return { started, anyInput };
    },
  };
}

export type HostedService = ReturnType<typeof hostedService>;

import crypto from 'node:crypto';
import { findAccount, type AccountRow } from '../accounts/accounts.repo.ts';
import * as casesRepo from '../cases/cases.repo.ts';
import type { Executor, Store } from '../db/store.ts';
import type { EventLog } from '../events/events.repo.ts';
import type { CaseActor } from '../http/types.ts';
import type { ModulesService } from '../modules/modules.service.ts';
import { AppError, validationError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { storableCopy } from '../shared/storable-text.ts';
import { applyPull } from './apply-pull.ts';
import * as repo from './bank.repo.ts';
import { BankConnectorError, type BankConnector, type ConnectionData, type ItemStatus, type TransactionsPull } from './bank.types.ts';
import { caseOfActor } from '../cases/case-of-actor.ts';
import { SANDBOX_INSTITUTIONS, sandboxSignIn } from './sandbox-bank.ts';

/** The module a bank connection feeds. */
export const CONNECTION_MODULE = 'cash_flow_analysis';

/** The bank-data provider of an account's hosted flow: its aggregator, the sandbox bank, or none (uploads only). */
export type ConnectorFor = (account: Pick<AccountRow, 'id' | 'environment'>) => Promise<BankConnector | null>;

export interface BankDeps {
  store: Pick<Store, 'db'>;
  events: EventLog;
  modules: Pick<ModulesService, 'run'>;
  /** Seals access tokens at rest. */
  box: SecretBox;
  connectorFor: ConnectorFor;
  /** The sandbox bank: the sign-in form's connector, whatever an account uses otherwise. */
  sandbox: BankConnector;
  /** Where aggregators send their webhooks (`{PUBLIC_URL}/webhooks/plaid`). */
  webhookUrl: (provider: string) => string;
}

/** An account as a connection answer shows it (amounts in currency units). */
export interface ConnectionAccount {
  account_id: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string | null;
  opening_balance: number | null;
  closing_balance: number | null;
}

export interface ConnectionSummary {
  connection_id: string;
  institution_name: string;
  accounts: ConnectionAccount[];
  transactions_imported: number;
}

/** A connection as `GET .../bank-connections` lists it: no token of any kind. */
export interface ConnectionListing extends ConnectionSummary {
  provider: string;
  status: ItemStatus;
  last_synced_at: string | null;
}

/** Whether the connection started the module's run, and if not, why. */
export type ConnectionRun = { started: true; execution_id: string } | { started: false; reason: string };

export interface ConnectResult extends ConnectionSummary {
  run: ConnectionRun;
}

/** The item behind a connection, for later pulls and the aggregator's webhooks. */
export interface ConnectionItem {
  itemId: string;
  accessToken: string;
  cursor: string;
}

/** Why MODULE_CONNECTION_ERROR was raised (contracts 12). */
export type ConnectionErrorReason = 'LOGIN_REQUIRED' | 'PERMISSION_REVOKED' | 'EXPIRING';

const money = (cents: number | null) => (cents === null ? null : cents / 100);

export function toConnectionSummary(row: Pick<repo.BankConnectionRow, 'id' | 'institutionName' | 'accounts' | 'transactionCount'>): ConnectionSummary {
  return {
    connection_id: row.id,
    institution_name: row.institutionName,
    accounts: (row.accounts as ConnectionData['accounts']).map((a) => ({
      account_id: a.account_id,
      name: a.name,
      mask: a.mask,
      type: a.type,
      subtype: a.subtype,
      opening_balance: money(a.opening_balance_cents),
      closing_balance: money(a.closing_balance_cents),
    })),
    transactions_imported: row.transactionCount,
  };
}

/**
 * Bank connections: what a connector returned is recorded for the case's cash_flow_analysis
 * module, with MODULE_CONNECTED, and the module's run starts in the same transaction. Later pulls
 * (an aggregator's webhook) update the connection's transactions and cursor together.
 */
export function bankService(deps: BankDeps) {
  const { db } = deps.store;

  const loadCase = caseOfActor;

  /** The case's cash_flow_analysis instance, checked as a module run checks it: 404 with `available_modules`, then 409 unless open. */
  async function connectable(ex: Executor, caseRow: casesRepo.CaseRow) {
    const modules = await casesRepo.modulesOfCases(ex, [caseRow.id]);
    const module = modules.find((m) => m.moduleType === CONNECTION_MODULE);
    if (!module) {
      throw new AppError('not_found', `Module ${CONNECTION_MODULE} is not configured for this case: a bank connection has nothing to feed`, {
        available_modules: modules.map((m) => m.moduleType),
      });
    }
    if (caseRow.status !== 'OPEN') throw new AppError('conflict', `The case is ${caseRow.status.toLowerCase()}: it takes no bank connection`);
    return module;
  }

  async function connectorOf(actor: CaseActor): Promise<BankConnector> {
    const connector = await deps.connectorFor(actor.account);
    if (!connector) throw new AppError('not_found', 'Bank connection is not available for this account');
    return connector;
  }

  /** The case's newest connection through `provider` that waits for its borrower to sign in again. */
  async function brokenConnection(caseId: string, provider: string) {
    const rows = await repo.connectionsOfCase(db, caseId);
    return rows.filter((r) => r.provider === provider && r.status === 'login_required' && r.itemId).at(-1);
  }

  /** A connection's event, in the caller's transaction. */
  async function connectionEvent(tx: Executor, row: repo.BankConnectionRow, reason: ConnectionErrorReason, at: Date) {
    const caseRow = await casesRepo.findCaseById(tx, row.caseId);
    const account = await findAccount(tx, row.accountId);
    if (!caseRow || !account || caseRow.status === 'DELETED') return;
    await deps.events.record(tx, {
      event: 'MODULE_CONNECTION_ERROR',
      caseRow,
      account,
      module: { moduleType: CONNECTION_MODULE, instanceId: row.moduleInstanceId },
      extra: { connection_id: row.id, reason },
      at,
    });
  }

  /** Sets a connection's status; a change to `login_required` or `revoked` raises MODULE_CONNECTION_ERROR with it. */
  async function setStatus(tx: Executor, row: repo.BankConnectionRow, status: ItemStatus, lastError: string | null, at: Date) {
    if (row.status === status) return false;
    await repo.updateConnection(tx, row.id, { status, lastError });
    if (status !== 'active') await connectionEvent(tx, row, status === 'login_required' ? 'LOGIN_REQUIRED' : 'PERMISSION_REVOKED', at);
    return true;
  }

  const service = {
    /**
     * Records a connection for the case (404 for a case not the actor's; 404 with
     * `available_modules` without cash_flow_analysis; 409 unless open), emits MODULE_CONNECTED and
     * starts the module's run. A module already ANALYZING (or whose stage has not started) keeps
     * the connection for its next run: `run.started` is false and `run.reason` says why.
     * `item` (sealed here) is kept for later pulls.
     */
    async connect(
      tx: Executor,
      actor: CaseActor,
      surface: casesRepo.Surface,
      caseId: string,
      given: ConnectionData,
      provider: string,
      item?: ConnectionItem,
    ): Promise<ConnectResult> {
      // An aggregator's names and descriptions may hold characters PostgreSQL cannot store.
      const data = storableCopy(given);
      const caseRow = await loadCase(tx, actor, surface, caseId, true);
      const module = await connectable(tx, caseRow);
      const at = new Date();
      const row: repo.NewBankConnection = {
        id: crypto.randomUUID(),
        accountId: caseRow.accountId,
        caseId: caseRow.id,
        moduleInstanceId: module.id,
        provider,
        institutionId: data.institution.institution_id,
        institutionName: data.institution.name,
        accounts: data.accounts,
        transactions: data.transactions,
        transactionCount: data.transactions.length,
        connectedAt: at,
        status: 'active',
        itemId: item?.itemId ?? null,
        accessTokenSealed: item ? deps.box.seal(item.accessToken) : null,
        syncCursor: item?.cursor ?? null,
        lastSyncedAt: item ? at : null,
      };
      await repo.insertConnection(tx, row);
      await deps.events.record(tx, {
        event: 'MODULE_CONNECTED',
        caseRow,
        account: actor.account,
        module: { moduleType: module.moduleType, instanceId: module.id },
        extra: { connection_id: row.id, institution_name: row.institutionName },
        at,
      });
      // The case is locked: the module's status cannot change under us.
      let run: ConnectionRun;
      if (module.status === 'ANALYZING') run = { started: false, reason: `${CONNECTION_MODULE} is already analyzing; the connection is used by its next run` };
      else if (module.status === 'PENDING') run = { started: false, reason: `${CONNECTION_MODULE} waits for its stage to start; the connection is used when it runs` };
      else run = { started: true, execution_id: (await deps.modules.run(tx, actor, surface, caseRow.id, CONNECTION_MODULE)).execution_id };
      return { ...toConnectionSummary(row), run };
    },

    /** The account's connector for the hosted flow, or null (uploads only). */
    connectorFor: (account: Pick<AccountRow, 'id' | 'environment'>) => deps.connectorFor(account),

    /**
     * A widget session for the case (checked first: a refused case never reaches the aggregator).
     * A connection of the case that needs its borrower is repaired rather than made again: `repair` true.
     */
    async startLink(actor: CaseActor, surface: casesRepo.Surface, caseId: string) {
      await connectable(db, await loadCase(db, actor, surface, caseId));
      const connector = await connectorOf(actor);
      const broken = await brokenConnection(caseId.toLowerCase(), connector.provider);
      const accessToken = broken?.accessTokenSealed ? deps.box.open(broken.accessTokenSealed) : undefined;
      const session = await connector.startLink({ caseId: caseId.toLowerCase(), webhookUrl: deps.webhookUrl(connector.provider), accessToken });
      return { provider: connector.provider, repair: broken !== undefined, ...session };
    },

    /**
     * The widget's public token: exchanged for an item, its first pull made (outside any
     * transaction: these are network calls), then recorded with the item in one transaction. A
     * failure on the way writes nothing.
     */
    async connectItem(actor: CaseActor, surface: casesRepo.Surface, caseId: string, publicToken: string, connector?: BankConnector): Promise<ConnectResult> {
      await connectable(db, await loadCase(db, actor, surface, caseId));
      const using = connector ?? (await connectorOf(actor));
      // Update mode: the item is the same; its public token needs no exchange. A new pull says whether the sign-in worked.
      const broken = connector ? undefined : await brokenConnection(caseId.toLowerCase(), using.provider);
      if (broken?.itemId) {
        await service.syncItem(using.provider, broken.itemId, { repair: true });
        const repaired = (await repo.connectionOfItem(db, using.provider, broken.itemId))!;
        return { ...toConnectionSummary(repaired), run: { started: false, reason: `the connection is repaired; run ${CONNECTION_MODULE} again to use its new transactions` } };
      }
      const item = await using.exchange(publicToken);
      const pull = await using.pull({ access_token: item.access_token, cursor: null });
      const held = applyPull({ accounts: [], transactions: [] }, pull);
      if (held.accounts.length === 0) {
        throw new BankConnectorError('NO_DEPOSITORY_ACCOUNTS', 'No checking or savings account was shared. Connect again and choose your checking or savings account, or upload your statements instead.');
      }
      const data: ConnectionData = { institution: item.institution, ...held };
      return db.transaction((tx) =>
        service.connect(tx, actor, surface, caseId, data, using.provider, { itemId: item.item_id, accessToken: item.access_token, cursor: pull.next_cursor }),
      );
    },

    /**
     * The sandbox bank's widget: signs in (a wrong username or password throws BankSignInError
     * and connects nothing), then connects through the seam as any aggregator's token would.
     */
    async connectWithCredentials(
      actor: CaseActor,
      surface: casesRepo.Surface,
      caseId: string,
      credentials: { institutionId: string; username: string; password: string },
    ): Promise<ConnectResult> {
      await connectable(db, await loadCase(db, actor, surface, caseId));
      if (!SANDBOX_INSTITUTIONS.some((i) => i.institution_id === credentials.institutionId)) {
        throw validationError([{ field: 'institution_id', error: 'is not one of the institutions offered' }]);
      }
      const publicToken = sandboxSignIn(credentials);
      return service.connectItem(actor, surface, caseId, publicToken, deps.sandbox);
    },

    /**
     * Pulls what changed since the connection's cursor and stores it with the new cursor in one
     * transaction (a pull that fails midway stores nothing, and the cursor stays). An item that
     * needs the borrower is marked, with MODULE_CONNECTION_ERROR. Unknown items: null.
     */
    async syncItem(provider: string, itemId: string, opts: { repair?: boolean } = {}): Promise<{ changed: number } | null> {
      const row = await repo.connectionOfItem(db, provider, itemId);
      if (!row || !row.accessTokenSealed) return null;
      const account = await findAccount(db, row.accountId);
      const connector = account ? await deps.connectorFor(account) : null;
      if (!connector || connector.provider !== provider) return null;
      let pull: TransactionsPull;
      try {
        pull = await connector.pull({ access_token: deps.box.open(row.accessTokenSealed), cursor: row.syncCursor });
      } catch (err) {
        if (err instanceof BankConnectorError) {
          await db.transaction(async (tx) => {
            const locked = await repo.connectionOfItem(tx, provider, itemId, { forUpdate: true });
            if (!locked) return;
            if (err.opts.itemStatus) await setStatus(tx, locked, err.opts.itemStatus, err.code, new Date());
            else await repo.updateConnection(tx, locked.id, { lastError: err.code });
          });
        }
        throw err;
      }
      return db.transaction(async (tx) => {
        const locked = await repo.connectionOfItem(tx, provider, itemId, { forUpdate: true });
        // Another pull stored these changes first.
        if (!locked || locked.syncCursor !== row.syncCursor) return { changed: 0 };
        if (opts.repair) await setStatus(tx, locked, 'active', null, new Date());
        const held = applyPull({ accounts: locked.accounts as ConnectionData['accounts'], transactions: locked.transactions as ConnectionData['transactions'] }, pull);
        const clean = storableCopy(held);
        await repo.updateConnection(tx, locked.id, {
          accounts: clean.accounts,
          transactions: clean.transactions,
          transactionCount: clean.transactions.length,
          syncCursor: pull.next_cursor,
          lastSyncedAt: new Date(),
          lastError: null,
        });
        return { changed: pull.added.length + pull.modified.length + pull.removed.length };
      });
    },

    /** An aggregator's news about an item's health: `login_required`, `revoked`, `active`, or expiring soon. Unknown items: false. */
    async itemHealth(provider: string, itemId: string, news: { status: ItemStatus; code: string } | { expiring: true }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await repo.connectionOfItem(tx, provider, itemId, { forUpdate: true });
        if (!row) return false;
        const at = new Date();
        if ('expiring' in news) await connectionEvent(tx, row, 'EXPIRING', at);
        else await setStatus(tx, row, news.status, news.status === 'active' ? null : news.code, at);
        return true;
      });
    },

    /** The case's connections (`GET .../bank-connections`). */
    async list(actor: CaseActor, surface: casesRepo.Surface, caseId: string): Promise<ConnectionListing[]> {
      const caseRow = await loadCase(db, actor, surface, caseId);
      const rows = await repo.connectionsOfCase(db, caseRow.id);
      return rows.map((r) => ({
        ...toConnectionSummary(r),
        provider: r.provider,
        status: r.status,
        last_synced_at: (r.lastSyncedAt ?? r.connectedAt).toISOString(),
      }));
    },
  };
  return service;
}

export type BankService = ReturnType<typeof bankService>;

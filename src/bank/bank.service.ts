import crypto from 'node:crypto';
import * as casesRepo from '../cases/cases.repo.ts';
import type { Executor, Store } from '../db/store.ts';
import type { EventLog } from '../events/events.repo.ts';
import type { CaseActor } from '../http/types.ts';
import type { ModulesService } from '../modules/modules.service.ts';
import { AppError, validationError } from '../shared/errors.ts';
import { storableCopy } from '../shared/storable-text.ts';
import * as repo from './bank.repo.ts';
import type { BankConnector, ConnectionData, Institution } from './bank.types.ts';
import { caseOfActor } from '../cases/case-of-actor.ts';

/** The module a bank connection feeds. */
export const CONNECTION_MODULE = 'cash_flow_analysis';

export interface BankDeps {
  store: Pick<Store, 'db'>;
  events: EventLog;
  modules: Pick<ModulesService, 'run'>;
  /** The bank-data provider of the hosted flow: the sandbox bank, or a real aggregator. */
  connector: BankConnector;
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

/** Whether the connection started the module's run, and if not, why. */
export type ConnectionRun = { started: true; execution_id: string } | { started: false; reason: string };

export interface ConnectResult extends ConnectionSummary {
  run: ConnectionRun;
}

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
 * module, with MODULE_CONNECTED, and the module's run starts in the same transaction.
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

  const service = {
    /** The institutions the borrower may pick. */
    institutions(): Institution[] {
      return deps.connector.institutions();
    },

    /**
     * Records a connection for the case (404 for a case not the actor's; 404 with
     * `available_modules` without cash_flow_analysis; 409 unless open), emits MODULE_CONNECTED and
     * starts the module's run. A module already ANALYZING (or whose stage has not started) keeps
     * the connection for its next run: `run.started` is false and `run.reason` says why.
     */
    async connect(tx: Executor, actor: CaseActor, surface: casesRepo.Surface, caseId: string, given: ConnectionData, provider: string): Promise<ConnectResult> {
      // An aggregator's names and descriptions may hold characters PostgreSQL cannot store.
      const data = storableCopy(given);
      const caseRow = await loadCase(tx, actor, surface, caseId, true);
      const module = await connectable(tx, caseRow);
      const at = new Date();
      const row: repo.BankConnectionRow = {
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

    /**
     * Signs in to the configured connector with the borrower's credentials (outside any
     * transaction: it may be a network call), then records the connection. The case is checked
     * first so that a refused case never reaches the bank. A wrong username or password throws
     * BankSignInError and connects nothing.
     */
    async connectWithCredentials(
      actor: CaseActor,
      surface: casesRepo.Surface,
      caseId: string,
      credentials: { institutionId: string; username: string; password: string },
    ): Promise<ConnectResult> {
      await connectable(db, await loadCase(db, actor, surface, caseId));
      if (!deps.connector.institutions().some((i) => i.institution_id === credentials.institutionId)) {
        throw validationError([{ field: 'institution_id', error: 'is not one of the institutions offered' }]);
      }
      const data = await deps.connector.connect(credentials);
      return db.transaction((tx) => service.connect(tx, actor, surface, caseId, data, deps.connector.provider));
    },
  };
  return service;
}

export type BankService = ReturnType<typeof bankService>;

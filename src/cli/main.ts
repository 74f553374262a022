import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { checkWebhookUrl, normaliseCidr } from '../accounts/accounts.service.ts';
import { checkId, type AdminCommand } from '../accounts/admin-commands.ts';
import { parseWorkflowsFile } from '../accounts/workflows.ts';
import { normaliseEmail } from '../dashboard/users.service.ts';
import { ConfigError, loadConfig } from '../config/config.ts';
import { API_VERSIONS, isApiVersion } from '../http/versions.ts';
import '../http/zod-messages.ts'; // the service's wording for settings errors too ("PORT: must be a number")
import { ownerOnlyFiles } from '../db/data-dir-permissions.ts';
import { serve, worker } from '../main.ts';
import { parseRetentionDays } from '../privacy/retention.service.ts';
import { rotateSecretKey } from '../privacy/rotate-secret-key.ts';
import { runAdmin } from './run-admin.ts';
import { tailEvents } from './events-tail.ts';
import { serveProcesses } from './serve-processes.ts';
import { storageMigrateCommand, StorageUsageError } from '../storage/storage-migrate.command.ts';

const USAGE = `usage: underwrite <command> [options] [--json]

  serve [--no-worker] [--processes N]
                               run the API (and the background workers); N processes
                               sharing the port (PostgreSQL only)
  worker                       run background workers only (needs DATABASE_URL)
  migrate                      apply database migrations
  account create --name N --environment sandbox|production [--api-version V]
                 [--workflows FILE] [--webhook-url URL] [--allow-ip CIDR ...]
  account set-aggregator --account ID --provider plaid|none [--client-id C --secret S --env sandbox|production]
                               the account's bank aggregator (the secret is stored sealed)
  key create --account ID --client-type LENDER|DEALER
  key rotate --key-id ID [--overlap-days 7]
  key revoke --key-id ID
  webhook set --account ID --url URL
  webhook rotate-secret --account ID [--overlap-hours 24]
  allowlist set --account ID --ip CIDR ...
  user create --account ID --email E --role admin|analyst
  user reset --email E         a new one-time dashboard sign-in link
  account retention --account ID [--documents-days N|off] [--cases-days N|off]
                               remove documents / delete cases N days after a case is final
  secret-key rotate [--new-key BASE64]
                               re-seal every sealed secret and data key with a new secret key
                               (stop the service first)
  storage migrate --to URL     copy stored documents to another store, verifying each
  sandbox chaos --account ID [--duplicate-rate R] [--reorder-window-ms MS] [--fail-first-attempts N]
                               read or change a sandbox account's webhook chaos
  sandbox trigger EVENT --case ID [--module TYPE] [--reason TEXT]
                               a simulated run that ends in EVENT: MODULE_COMPLETED,
                               MODULE_INSUFFICIENT or MODULE_ERROR (sandbox cases)
  events tail --account ID     print an account's events and delivery attempts as they happen`;

class UsageError extends Error {}

const OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  'no-worker': { type: 'boolean' },
  processes: { type: 'string' },
  name: { type: 'string' },
  environment: { type: 'string' },
  'api-version': { type: 'string' },
  workflows: { type: 'string' },
  'webhook-url': { type: 'string' },
  'overlap-hours': { type: 'string' },
  'allow-ip': { type: 'string', multiple: true },
  ip: { type: 'string', multiple: true },
  account: { type: 'string' },
  'client-type': { type: 'string' },
  'key-id': { type: 'string' },
  'overlap-days': { type: 'string' },
  url: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string' },
  'documents-days': { type: 'string' },
  'cases-days': { type: 'string' },
  'new-key': { type: 'string' },
  to: { type: 'string' },
  provider: { type: 'string' },
  'client-id': { type: 'string' },
  secret: { type: 'string' },
  env: { type: 'string' },
  'duplicate-rate': { type: 'string' },
  'reorder-window-ms': { type: 'string' },
  'fail-first-attempts': { type: 'string' },
  case: { type: 'string' },
  module: { type: 'string' },
  reason: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function need(values: Values, name: keyof Values): string {
  const v = values[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

/** Checks an option before the database is opened, so that a typo fails fast (the service checks again). */
function early<T>(check: () => T): T {
  try {
    return check();
  } catch (err) {
    throw err instanceof UsageError ? err : new UsageError((err as Error).message);
  }
}

function knownVersion(v: string): string {
  if (!isApiVersion(v)) throw new UsageError(`--api-version must be one of ${API_VERSIONS.join(', ')}`);
  return v;
}

function needId(values: Values, name: 'account' | 'key-id'): string {
  return early(() => checkId(name === 'account' ? 'Account' : 'Key', need(values, name)));
}

/** `--ip a b c` and `--ip a --ip b` both give a list: words after the command are extra values. */
function listOf(values: Values, name: 'ip' | 'allow-ip', extra: string[]): string[] {
  const list = [...((values[name] as string[] | undefined) ?? []), ...extra];
  for (const ip of list) early(() => normaliseCidr(ip));
  return list;
}

export function toAdminCommand(words: string[], values: Values): AdminCommand {
  const [group, verb, ...extra] = words;
  if (group === 'migrate') {
    if (words.length > 1) throw new UsageError(`unexpected argument "${words[1]}"`);
    return { command: 'migrate' };
  }
  const noExtra = () => {
    if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
  };
  switch (`${group} ${verb}`) {
    case 'account create': {
      const environment = need(values, 'environment');
      if (environment !== 'sandbox' && environment !== 'production') throw new UsageError('--environment must be sandbox or production');
      let workflows;
      if (values.workflows) {
        let text: string;
        try {
          text = fs.readFileSync(values.workflows, 'utf8');
        } catch (err) {
          throw new UsageError(`cannot read ${values.workflows}: ${(err as Error).message}`);
        }
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch (err) {
          throw new UsageError(`${values.workflows} is not JSON: ${(err as Error).message}`);
        }
        workflows = parseWorkflowsFile(json);
      }
      if (extra.length && !values['allow-ip']) throw new UsageError(`unexpected argument "${extra[0]}"`);
      return {
        command: 'account.create',
        name: need(values, 'name'),
        environment,
        apiVersion: values['api-version'] === undefined ? undefined : knownVersion(values['api-version']),
        workflows,
        webhookUrl: values['webhook-url'] === undefined ? undefined : early(() => checkWebhookUrl(values['webhook-url']!)),
        allowIps: listOf(values, 'allow-ip', extra),
      };
    }
    case 'key create': {
      noExtra();
      const clientType = need(values, 'client-type').toUpperCase();
      if (clientType !== 'LENDER' && clientType !== 'DEALER') throw new UsageError('--client-type must be LENDER or DEALER');
      return { command: 'key.create', accountId: needId(values, 'account'), clientType };
    }
    case 'key rotate': {
      noExtra();
      const raw = values['overlap-days'];
      const overlapDays = raw === undefined ? undefined : Number(raw);
      if (raw !== undefined && !/^\d+(\.\d+)?$/.test(raw.trim())) throw new UsageError('--overlap-days must be a number of days, 0 or more');
      return { command: 'key.rotate', keyId: needId(values, 'key-id'), overlapDays };
    }
    case 'key revoke':
      noExtra();
      return { command: 'key.revoke', keyId: needId(values, 'key-id') };
    case 'account set-aggregator': {
      noExtra();
      const provider = need(values, 'provider');
      if (provider === 'none') return { command: 'account.set-aggregator', accountId: needId(values, 'account'), provider };
      if (provider !== 'plaid') throw new UsageError('--provider must be plaid or none');
      const env = need(values, 'env');
      if (env !== 'sandbox' && env !== 'production') throw new UsageError('--env must be sandbox or production');
      return { command: 'account.set-aggregator', accountId: needId(values, 'account'), provider, clientId: need(values, 'client-id'), secret: need(values, 'secret'), env };
    }
    case 'webhook set':
      noExtra();
      return { command: 'webhook.set', accountId: needId(values, 'account'), url: early(() => checkWebhookUrl(need(values, 'url'))) };
    case 'webhook rotate-secret': {
      noExtra();
      const raw = values['overlap-hours'];
      if (raw !== undefined && !/^\d+(\.\d+)?$/.test(raw.trim())) throw new UsageError('--overlap-hours must be a number of hours, 0 or more');
      return { command: 'webhook.rotate-secret', accountId: needId(values, 'account'), overlapHours: raw === undefined ? undefined : Number(raw) };
    }
    case 'allowlist set': {
      const ips = listOf(values, 'ip', extra);
      if (ips.length === 0) throw new UsageError('--ip needs at least one address or CIDR');
      return { command: 'allowlist.set', accountId: needId(values, 'account'), ips };
    }
    case 'user create': {
      noExtra();
      const role = need(values, 'role');
      if (role !== 'admin' && role !== 'analyst') throw new UsageError('--role must be admin or analyst');
      return { command: 'user.create', accountId: needId(values, 'account'), email: early(() => normaliseEmail(need(values, 'email'))), role };
    }
    case 'account retention': {
      noExtra();
      const days = (name: 'documents-days' | 'cases-days') => {
        const raw = values[name];
        if (raw === undefined) return undefined;
        try {
          return parseRetentionDays(`--${name}`, raw);
        } catch (err) {
          throw new UsageError((err as Error).message);
        }
      };
      const documentsDays = days('documents-days');
      const casesDays = days('cases-days');
      if (documentsDays === undefined && casesDays === undefined) throw new UsageError('give --documents-days or --cases-days (a number of days, or off)');
      return { command: 'account.retention', accountId: needId(values, 'account'), documentsDays, casesDays };
    }
    case 'sandbox chaos': {
      noExtra();
      const num = (name: 'duplicate-rate' | 'reorder-window-ms' | 'fail-first-attempts') => {
        const v = values[name];
        if (v === undefined) return undefined;
        if (!/^\d+(\.\d+)?$/.test(v)) throw new UsageError(`--${name} must be a number`);
        return Number(v);
      };
      return {
        command: 'sandbox.chaos',
        accountId: needId(values, 'account'),
        duplicateRate: num('duplicate-rate'),
        reorderWindowMs: num('reorder-window-ms'),
        failFirstAttempts: num('fail-first-attempts'),
      };
    }
    case 'sandbox trigger': {
      const [event, ...more] = extra;
      if (!event) throw new UsageError('sandbox trigger needs an EVENT: MODULE_COMPLETED, MODULE_INSUFFICIENT or MODULE_ERROR');
      if (more.length) throw new UsageError(`unexpected argument "${more[0]}"`);
      if (!['MODULE_COMPLETED', 'MODULE_INSUFFICIENT', 'MODULE_ERROR'].includes(event)) {
        throw new UsageError(`EVENT must be MODULE_COMPLETED, MODULE_INSUFFICIENT or MODULE_ERROR, not "${event}"`);
      }
      return {
        command: 'sandbox.trigger',
        caseId: early(() => checkId('Case', need(values, 'case'))),
        event,
        moduleType: values.module,
        reason: values.reason,
      };
    }
    case 'user reset':
      noExtra();
      return { command: 'user.reset', email: early(() => normaliseEmail(need(values, 'email'))) };
    default:
      throw new UsageError(`unknown command "${words.join(' ')}"`);
  }
}

function printHuman(result: Record<string, unknown>) {
  for (const [k, v] of Object.entries(result)) {
    process.stdout.write(`${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}\n`);
  }
}

/** node's parseArgs messages span lines; an unknown option's goes on about '--' for positionals. */
function parseArgsReason(err: NodeJS.ErrnoException): string {
  if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return err.message.split('. ')[0]!;
  return err.message.replace(/\s*\n\s*/g, ' ');
}

export async function main(argv: string[]): Promise<number> {
  ownerOnlyFiles(); // before anything writes to DATA_DIR
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    process.stderr.write(`underwrite: ${parseArgsReason(err as NodeJS.ErrnoException)} (see underwrite --help)\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  if (positionals.length === 0) {
    process.stderr.write('underwrite: no command given (see underwrite --help)\n');
    return 2;
  }
  try {
    const config = loadConfig();
    const [first, second] = positionals;
    if ((first === 'serve' || first === 'worker') && second !== undefined) throw new UsageError(`unexpected argument "${second}"`);
    if (first === 'serve') {
      const processes = values.processes === undefined ? 1 : Number(values.processes);
      if (!Number.isInteger(processes) || processes < 1 || processes > 64) throw new UsageError('--processes must be a whole number from 1 to 64');
      if (processes > 1) await serveProcesses(config, { worker: !values['no-worker'], processes });
      else await serve(config, { worker: !values['no-worker'] });
      return -1; // keeps running
    }
    if (first === 'worker') {
      await worker(config);
      return -1; // keeps running
    }
    if (first === 'secret-key') {
      if (second !== 'rotate' || positionals.length > 2) throw new UsageError(`unknown command "${positionals.join(' ')}"`);
      const result = await rotateSecretKey(config, values['new-key']);
      process.stdout.write(values.json ? JSON.stringify(result) + '\n' : `${JSON.stringify(result, null, 2)}\n`);
      return 0;
    }
    if (first === 'storage') {
      if (second !== 'migrate' || positionals.length > 2) throw new UsageError(`unknown command "${positionals.join(' ')}"`);
      const report = await storageMigrateCommand(config, need(values, 'to')).catch((err: unknown) => {
        throw err instanceof StorageUsageError ? new UsageError(err.message) : err;
      });
      if (values.json) process.stdout.write(JSON.stringify(report) + '\n');
      else printHuman({ ...report });
      return 0;
    }
    if (first === 'events') {
      if (second !== 'tail' || positionals.length > 2) throw new UsageError(`unknown command "${positionals.join(' ')}"`);
      await tailEvents(config, needId(values, 'account'), Boolean(values.json));
      return 0;
    }
    const cmd = toAdminCommand(positionals, values);
    const result = await runAdmin(config, cmd);
    if (values.json) process.stdout.write(JSON.stringify(result) + '\n');
    else if (cmd.command === 'migrate') process.stdout.write(`Migrations applied (${String(result.store)}).\n`);
    else printHuman(result);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`underwrite: ${err.message} (see underwrite --help)\n`);
      return 2;
    }
    const msg = (err instanceof Error ? err.message : String(err)).split('\n').map((l) => l.trim()).filter(Boolean);
    process.stderr.write(`underwrite: ${err instanceof ConfigError ? `${msg[0]} ${msg.slice(1).join('; ')}` : msg.join(' ')}\n`);
    return 1;
  }
}

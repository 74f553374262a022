import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { accountsService } from '../accounts/accounts.service.ts';
import { runAdminCommand, type AdminCommand } from '../accounts/admin-commands.ts';
import { sendAdminCommand } from '../accounts/admin-socket.ts';
import { parseWorkflowsFile } from '../accounts/workflows.ts';
import { ConfigError, loadConfig, type Config } from '../config/config.ts';
import { DataDirLockedError, lockHolder } from '../db/data-dir-lock.ts';
import { configuredSecretBox, openConfiguredStore, serve } from '../main.ts';

const USAGE = `usage: underwrite <command> [options] [--json]

  serve [--no-worker]          run the API (and the background workers)
  worker                       run background workers only (needs DATABASE_URL)
  migrate                      apply database migrations
  account create --name N --environment sandbox|production [--api-version V]
                 [--workflows FILE] [--webhook-url URL] [--allow-ip CIDR ...]
  key create --account ID --client-type LENDER|DEALER
  key rotate --key-id ID [--overlap-days 7]
  key revoke --key-id ID
  webhook set --account ID --url URL
  allowlist set --account ID --ip CIDR ...`;

class UsageError extends Error {}

const OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  'no-worker': { type: 'boolean' },
  name: { type: 'string' },
  environment: { type: 'string' },
  'api-version': { type: 'string' },
  workflows: { type: 'string' },
  'webhook-url': { type: 'string' },
  'allow-ip': { type: 'string', multiple: true },
  ip: { type: 'string', multiple: true },
  account: { type: 'string' },
  'client-type': { type: 'string' },
  'key-id': { type: 'string' },
  'overlap-days': { type: 'string' },
  url: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function need(values: Values, name: keyof Values): string {
  const v = values[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

/** `--ip a b c` and `--ip a --ip b` both give a list: words after the command are extra values. */
function listOf(values: Values, name: 'ip' | 'allow-ip', extra: string[]): string[] {
  return [...((values[name] as string[] | undefined) ?? []), ...extra];
}

export function toAdminCommand(words: string[], values: Values): AdminCommand {
  const [group, verb, ...extra] = words;
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
        apiVersion: values['api-version'],
        workflows,
        webhookUrl: values['webhook-url'],
        allowIps: listOf(values, 'allow-ip', extra),
      };
    }
    case 'key create': {
      noExtra();
      const clientType = need(values, 'client-type').toUpperCase();
      if (clientType !== 'LENDER' && clientType !== 'DEALER') throw new UsageError('--client-type must be LENDER or DEALER');
      return { command: 'key.create', accountId: need(values, 'account'), clientType };
    }
    case 'key rotate': {
      noExtra();
      const raw = values['overlap-days'];
      const overlapDays = raw === undefined ? undefined : Number(raw);
      if (overlapDays !== undefined && (!Number.isFinite(overlapDays) || overlapDays < 0)) throw new UsageError('--overlap-days must be a number of days, 0 or more');
      return { command: 'key.rotate', keyId: need(values, 'key-id'), overlapDays };
    }
    case 'key revoke':
      noExtra();
      return { command: 'key.revoke', keyId: need(values, 'key-id') };
    case 'webhook set':
      noExtra();
      return { command: 'webhook.set', accountId: need(values, 'account'), url: need(values, 'url') };
    case 'allowlist set': {
      const ips = listOf(values, 'ip', extra);
      if (ips.length === 0) throw new UsageError('--ip needs at least one address or CIDR');
      return { command: 'allowlist.set', accountId: need(values, 'account'), ips };
    }
    default:
      throw new UsageError(`unknown command "${words.join(' ')}"`);
  }
}

/** Runs on the store directly, or through the running service that holds the embedded database. */
async function runAdmin(config: Config, cmd: AdminCommand): Promise<Record<string, unknown>> {
  if (!config.DATABASE_URL && lockHolder(config.DATA_DIR) !== null) return sendAdminCommand(config.DATA_DIR, cmd);
  let store;
  try {
    store = await openConfiguredStore(config);
  } catch (err) {
    // The service started between our check and our open: go through it.
    if (err instanceof DataDirLockedError) return sendAdminCommand(config.DATA_DIR, cmd);
    throw err;
  }
  try {
    await store.migrate();
    return await runAdminCommand(accountsService(store, { keyOverlapDays: config.KEY_OVERLAP_DAYS, box: configuredSecretBox(config) }), cmd);
  } finally {
    await store.close();
  }
}

function printHuman(result: Record<string, unknown>) {
  for (const [k, v] of Object.entries(result)) {
    process.stdout.write(`${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}\n`);
  }
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    process.stderr.write(`underwrite: ${(err as Error).message} (see underwrite --help)\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    process.stdout.write(USAGE + '\n');
    return positionals.length === 0 && !values.help ? 2 : 0;
  }
  try {
    const config = loadConfig();
    const [first] = positionals;
    if (first === 'serve') {
      await serve(config, { worker: !values['no-worker'] });
      return -1; // keeps running
    }
    if (first === 'migrate') {
      const store = await openConfiguredStore(config);
      try {
        await store.migrate();
      } finally {
        await store.close();
      }
      if (values.json) process.stdout.write(JSON.stringify({ migrated: true, store: store.kind }) + '\n');
      else process.stdout.write(`Migrations applied (${store.kind}).\n`);
      return 0;
    }
    if (first === 'worker') {
      throw new Error('this version has no background jobs yet: "underwrite serve" is the whole service');
    }
    const cmd = toAdminCommand(positionals, values);
    const result = await runAdmin(config, cmd);
    if (values.json) process.stdout.write(JSON.stringify(result) + '\n');
    else printHuman(result);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`underwrite: ${err.message} (see underwrite --help)\n`);
      return 2;
    }
    const msg = (err as Error).message.split('\n').map((l) => l.trim()).filter(Boolean);
    process.stderr.write(`underwrite: ${err instanceof ConfigError ? `${msg[0]} ${msg.slice(1).join('; ')}` : msg.join(' ')}\n`);
    return 1;
  }
}

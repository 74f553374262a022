import fs from 'node:fs';
import path from 'node:path';
import { cliJson, freePort, startServer, tempDir, type Env, type Server } from '../../test/processes.ts';

export interface Service {
  server: Server;
  env: Env;
  baseUrl: string;
  account: { account_id: string; lender_key: string; dealer_key: string; signing_secret: string; workflows: Array<{ workflow_id: string; name: string }> };
  stop(): Promise<void>;
}

/**
 * A real `underwrite serve` on a fresh DATA_DIR with one sandbox account made by the CLI: a default
 * workflow of two stages (`bank`: cash_flow_analysis, then `employment`: paystub), a `bank-only`
 * workflow, and `webhookUrl`.
 */
export async function startService(opts: { webhookUrl?: string; env?: Env } = {}): Promise<Service> {
  const dataDir = tempDir('uw-sdk-');
  const port = await freePort();
  const env: Env = { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...opts.env };
  const workflows = path.join(dataDir, 'workflows.json');
  fs.writeFileSync(
    workflows,
    JSON.stringify([
      {
        name: 'two-step',
        default: true,
        stages: [
          { name: 'bank', modules: ['cash_flow_analysis'] },
          { name: 'employment', modules: ['paystub'] },
        ],
      },
      { name: 'bank-only', stages: [{ name: 'bank', modules: ['cash_flow_analysis'] }] },
    ]),
  );
  const args = ['account', 'create', '--name', 'Acme Lending', '--environment', 'sandbox', '--workflows', workflows];
  if (opts.webhookUrl) args.push('--webhook-url', opts.webhookUrl);
  const account = (await cliJson(args, env)) as Service['account'];
  const server = await startServer(env);
  return {
    server,
    env,
    baseUrl: server.baseUrl,
    account,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

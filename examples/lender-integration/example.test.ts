import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_HALF, freePort, killAll, REPO, type Env } from '../../test/processes.ts';
import { startService, type Service } from '../../sdk/test/service.ts';

/** CI runs the example as a user would, against a real `underwrite serve` whose webhook URL is its receiver. */

const EXAMPLE = path.join(REPO, 'examples', 'lender-integration', 'index.ts');

let service: Service;
let receiverPort: number;

beforeAll(async () => {
  if (!EMBEDDED_HALF) return;
  receiverPort = await freePort();
  service = await startService({ webhookUrl: `http://127.0.0.1:${receiverPort}/webhooks/underwrite` });
}, 120_000);

afterAll(async () => {
  await service?.stop();
  killAll();
});

function runExample(env: Env, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', EXAMPLE, ...args], { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe.runIf(EMBEDDED_HALF)('examples/lender-integration', () => {
  it('opens a case, uploads the sample statement, waits for the signed webhook and prints the monthly income', async () => {
    const out = await runExample({
      UNDERWRITE_URL: service.baseUrl,
      UNDERWRITE_API_KEY: service.account.lender_key,
      WEBHOOK_SECRET: service.account.signing_secret,
      RECEIVER_PORT: String(receiverPort),
    });
    expect(out.stderr, out.stdout).toBe('');
    expect(out.code).toBe(0);
    // sample-statement.csv: five biweekly payroll deposits of 2,000.00, so 2,000 x 26 / 12 a month.
    expect(out.stdout).toContain('webhook MODULE_COMPLETED');
    expect(out.stdout).toContain('Monthly income: $4,333.33 (annual $51,999.96)');
    expect(out.stdout).toMatch(/ACME CORP.*: PAYROLL BIWEEKLY, \$4,333\.33 a month over 5 deposits/);
  }, 150_000);

  it('refuses deliveries signed with another secret and exits non-zero with a message when none verifies in time', async () => {
    const out = await runExample({
      UNDERWRITE_URL: service.baseUrl,
      UNDERWRITE_API_KEY: service.account.lender_key,
      WEBHOOK_SECRET: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
      RECEIVER_PORT: String(receiverPort),
      TIMEOUT_SECONDS: '5',
    });
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/webhook refused: No webhook-signature matches/);
    expect(out.stderr).toMatch(/lender-integration failed: no matching webhook within 5 s/);
  }, 150_000);
});

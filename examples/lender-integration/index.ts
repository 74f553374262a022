import { fileURLToPath } from 'node:url';
// In your own project: import { createClient, ... } from '@underwrite/sdk';
import { createClient, UnderwriteError } from '../../sdk/src/index.ts';
import { startReceiver } from './receiver.ts';

/**
 * A lender's integration, start to finish: open a case, upload a bank statement, run
 * cash_flow_analysis, wait for the signed MODULE_COMPLETED webhook on our own receiver, then fetch
 * the result and print the borrower's monthly income.
 *
 *   UNDERWRITE_URL=http://localhost:8080 UNDERWRITE_API_KEY=uw_sandbox_lender_... WEBHOOK_SECRET=whsec_... \
 *     node --import tsx examples/lender-integration/index.ts [statement.pdf|.csv|.ofx]
 */

function setting(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (!value) {
    console.error(`Set ${name} (see examples/lender-integration/README.md).`);
    process.exit(2);
  }
  return value;
}

const baseUrl = setting('UNDERWRITE_URL', 'http://localhost:8080');
const apiKey = setting('UNDERWRITE_API_KEY');
const secret = setting('WEBHOOK_SECRET');
const port = Number(setting('RECEIVER_PORT', '4000'));
const timeoutMs = Number(setting('TIMEOUT_SECONDS', '120')) * 1000;
const statement = process.argv[2] ?? fileURLToPath(new URL('sample-statement.csv', import.meta.url));

const log = (line: string) => console.log(line);
const underwrite = createClient({ baseUrl, apiKey, apiVersion: '2025-09-30' });
const receiver = await startReceiver(port, secret, log);
log(`receiving webhooks at ${receiver.url} (the account's webhook URL must point here)`);

try {
  const created = await underwrite.cases.create({ first_name: 'Maria', last_name: 'Garcia', reference_id: `example-${Date.now()}` });
  log(`case ${created.case_id} opened (${created.reference_id})`);

  const { documents } = await underwrite.documents.upload(created.case_id, { module_type: 'cash_flow_analysis', files: [{ path: statement }] });
  log(`uploaded ${documents.map((d) => `${d.filename} (${d.content_type}, ${d.size} bytes)`).join(', ')}`);

  const run = await underwrite.modules.run(created.case_id, 'cash_flow_analysis');
  log(`cash_flow_analysis ${run.status}; waiting for its webhook`);

  const finished = await receiver.waitFor(
    (e) => e.case_id === created.case_id && e.webhook_type === 'MODULE' && e.module_type === 'CASH_FLOW_ANALYSIS' && ['MODULE_COMPLETED', 'MODULE_INSUFFICIENT', 'MODULE_ERROR'].includes(e.event),
    timeoutMs,
  );
  if (finished.event !== 'MODULE_COMPLETED') {
    throw new Error(`the analysis ended ${finished.event}: ${'reason' in finished ? finished.reason : 'error' in finished ? finished.error : ''}`);
  }

  const result = await underwrite.modules.result(created.case_id, 'cash_flow_analysis', finished.result_id);
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: result.data.currency });
  const { income } = result.data;
  log(`Monthly income: ${money.format(income.monthly_income)} (annual ${money.format(income.annual_income)})`);
  for (const s of income.streams) log(`  ${s.source_name}: ${s.category} ${s.frequency}, ${money.format(s.monthly_amount)} a month over ${s.occurrences} deposits`);
  log(`Risk: ${result.data.risk.level} (${result.data.risk.score}/100). ${result.data.risk.insight}`);
  process.exitCode = 0;
} catch (err) {
  const detail = err instanceof UnderwriteError && err.requestId ? ` (request ${err.requestId})` : '';
  console.error(`lender-integration failed: ${(err as Error).message}${detail}`);
  process.exitCode = 1;
} finally {
  await receiver.close();
}

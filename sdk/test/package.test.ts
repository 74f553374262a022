import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_HALF, REPO, tempDir } from '../../test/processes.ts';

/**
 * The published shape works: `tsc -p sdk/tsconfig.json` emits the package, and a project that
 * installed it imports `@underwrite/sdk` by its exports map, at run time and with its types.
 */

const run = promisify(execFile);
const SDK = path.join(REPO, 'sdk');
const TSC = path.join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
const scratch = tempDir('uw-sdk-package-');
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

// Store-independent: run once, in the embedded half of CI.
describe.runIf(EMBEDDED_HALF)('the @underwrite/sdk package', () => {
  it('builds, and a consumer imports it and type-checks against it', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(SDK, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: '@underwrite/sdk', type: 'module', exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } } });

    // The package as npm would install it: its manifest, its files, and dist/ from the build.
    const installed = path.join(scratch, 'consumer', 'node_modules', '@underwrite', 'sdk');
    fs.mkdirSync(installed, { recursive: true });
    await run(process.execPath, [TSC, '-p', path.join(SDK, 'tsconfig.json'), '--outDir', path.join(installed, 'dist')], { cwd: REPO });
    for (const file of ['package.json', 'openapi.json', 'README.md']) fs.copyFileSync(path.join(SDK, file), path.join(installed, file));
    for (const file of ['index.js', 'index.d.ts']) expect(fs.existsSync(path.join(installed, 'dist', file)), `dist/${file}`).toBe(true);

    const consumer = path.join(scratch, 'consumer');
    fs.writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }));
    fs.writeFileSync(
      path.join(consumer, 'check.mjs'),
      [
        "import { createClient, verifyWebhook, ValidationError, API_VERSIONS } from '@underwrite/sdk';",
        "const client = createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });",
        'console.log(JSON.stringify({ createClient: typeof createClient, verifyWebhook: typeof verifyWebhook, cases: typeof client.cases.create,',
        '  upload: typeof client.documents.upload, report: typeof client.dealer.reportPdf, error: new ValidationError("x", { status: 400 }).status, versions: API_VERSIONS }));',
      ].join('\n'),
    );
    const { stdout } = await run(process.execPath, ['check.mjs'], { cwd: consumer });
    expect(JSON.parse(stdout)).toEqual({
      createClient: 'function',
      verifyWebhook: 'function',
      cases: 'function',
      upload: 'function',
      report: 'function',
      error: 400,
      versions: ['2025-09-30', '2025-07-31', '2025-01-31'],
    });

    // Types from the package: a result read in 2025-01-31 has that version's fields, and only them.
    fs.writeFileSync(
      path.join(consumer, 'typed.ts'),
      [
        "import { createClient, verifyWebhook, type WebhookEvent } from '@underwrite/sdk';",
        "const client = createClient({ baseUrl: 'http://localhost:8080', apiKey: 'k', apiVersion: '2025-01-31' });",
        'export async function inflow(caseId: string, resultId: string): Promise<number> {',
        "  const result = await client.modules.result(caseId, 'cash_flow_analysis', resultId);",
        '  // @ts-expect-error -- `risk` came in 2025-09-30',
        '  void result.data.risk;',
        '  return result.data.monthly_summary[0]!.total_inflow;',
        '}',
        "export const event: WebhookEvent = verifyWebhook('{}', {}, 'whsec_x');",
        "export const created = client.cases.create({ first_name: 'A', last_name: 'B', reference_id: 'r' });",
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, types: ['node'], typeRoots: [path.join(REPO, 'node_modules', '@types')] },
        files: ['typed.ts'],
      }),
    );
    const typecheck = await run(process.execPath, [TSC, '-p', path.join(consumer, 'tsconfig.json')], { cwd: consumer }).then(
      () => '',
      (err: { stdout: string }) => err.stdout,
    );
    expect(typecheck).toBe('');
  }, 180_000);
});

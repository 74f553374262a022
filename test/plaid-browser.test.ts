import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLAID_LINK_SCRIPT_URL } from '../src/hosted/hosted.routes.ts';
import { startPlaidEmulator, twoAccountUser, type PlaidEmulator } from './plaid-emulator.ts';
import { api, cliJson, EMBEDDED_HALF, freePort, killAll, REPO, startServer, tempDir, type Env, type Server } from './processes.ts';

/**
 * A production account with Plaid configured (by the CLI), its borrower in a real browser: the
 * hosted link, "Connect with Plaid", Plaid Link (the emulator's stand-in, served where Plaid's
 * script URL is asked for), the connected page, "Done", and a MODULE_COMPLETED cash-flow result.
 * The service runs as its own process, its Plaid client pointed at the emulator by PLAID_BASE_URL.
 */

const CHROMIUM = '/usr/bin/chromium';
const haveChromium = fs.existsSync(CHROMIUM);
if (!haveChromium) console.warn(`test/plaid-browser.test.ts skipped: ${CHROMIUM} is missing (apt-get install -y chromium).`);

const SHOTS = path.join(REPO, 'test-artifacts', 'plaid');

let emu: PlaidEmulator;
let env: Env;
let server: Server;
let key: string;
let context: BrowserContext;
let profileDir: string;

beforeAll(async () => {
  if (!haveChromium || !EMBEDDED_HALF) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  emu = await startPlaidEmulator({ maxPageSize: 25 });
  emu.nextUser = twoAccountUser(new Date().toISOString().slice(0, 10));
  const port = await freePort();
  env = { DATA_DIR: tempDir('uw-plaid-browser-'), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, PLAID_BASE_URL: emu.url, PLAID_RETRY_BASE_MS: '10' };
  const account = await cliJson(['account', 'create', '--name', 'Prod Lending', '--environment', 'production', '--allow-ip', '127.0.0.1/32'], env);
  key = account.lender_key as string;
  const set = await cliJson(['account', 'set-aggregator', '--account', account.account_id, '--provider', 'plaid', '--client-id', emu.clientId, '--secret', emu.secret, '--env', 'sandbox'], env);
  expect(set).toEqual({ account_id: account.account_id, provider: 'plaid', client_id: emu.clientId, env: 'sandbox' });
  server = await startServer(env);
  profileDir = tempDir('uw-plaid-chromium-');
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  });
  // Plaid's script URL answers with the emulator's Link stand-in; nothing reaches the internet.
  const linkScript = await (await fetch(`${emu.url}/link-initialize.js`)).text();
  await context.route(DEFAULT_PLAID_LINK_SCRIPT_URL, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: linkScript }));
}, 180_000);

afterAll(async () => {
  await context?.close();
  await server?.stop();
  await emu?.stop();
  killAll();
  if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
});

async function expectAccessible(page: Page, name: string) {
  await page.evaluate(axe.source);
  const result = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect(bad, `accessibility of ${name}`).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe.skipIf(!haveChromium || !EMBEDDED_HALF)('Plaid Link in the hosted flow, in a browser', () => {
  it('a production borrower connects through Plaid Link and the cash-flow analysis completes', async () => {
    const created = await api(server.baseUrl, key, '/api/cases', { method: 'POST', body: { first_name: 'Ada', last_name: 'Lovelace', reference_id: `plaid-browser-${Date.now()}` } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const caseId = created.body.case_id as string;
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    await page.goto(created.body.url as string);
    const [bankPage] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/bank')), page.getByRole('link', { name: 'Connect your bank' }).click()]);
    const csp = bankPage.headers()['content-security-policy']!;
    expect(csp).toContain("script-src 'self' https://cdn.plaid.com;");
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Connect your bank');
    await expectAccessible(page, '1-connect-with-plaid');

    await page.getByRole('button', { name: 'Connect with Plaid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plaid Link (emulated)' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/bank\/connected\//);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Connected to First Platypus Bank');
    expect(await page.locator('ul.accounts li').count()).toBe(2);
    await expectAccessible(page, '2-connected');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/\/done$/);
    await page.close();
    expect(blocked).toEqual([]);

    let status = '';
    for (let i = 0; i < 600 && (status === '' || status === 'ANALYZING' || status === 'AWAITING_INPUT'); i++) {
      status = (await api(server.baseUrl, key, `/api/cases/${caseId}/modules/cash_flow_analysis`)).body.status;
      if (status === 'ANALYZING' || status === 'AWAITING_INPUT') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('COMPLETED');
    const events = (await api(server.baseUrl, key, '/api/events?limit=200')).body.data.filter((e: { case_id: string }) => e.case_id === caseId).map((e: { event: string }) => e.event);
    expect(events).toEqual(expect.arrayContaining(['MODULE_CONNECTED', 'MODULE_COMPLETED']));
    const connections = await api(server.baseUrl, key, `/api/cases/${caseId}/bank-connections`);
    expect(connections.body.data).toEqual([expect.objectContaining({ provider: 'plaid', status: 'active', institution_name: 'First Platypus Bank' })]);
    expect(JSON.stringify(connections.body)).not.toMatch(/access-sandbox/);
  }, 180_000);
});
